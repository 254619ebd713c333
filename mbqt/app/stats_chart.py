"""A chart of a game's statistics as StatsPanel.qml draws it: the range of its axis and its
labelled grid lines, from each seat's figures per round and the game's spec of the chart."""
from __future__ import annotations

MAX_LINES = 7          # more grid lines than this: every 2, 4 ... steps instead


def chart(spec: dict, series: list[list[int]]) -> dict:
    """spec: the game's {"name" (its button), "title", "step" (the grid's finest step),
    "least" (the lowest top of the axis; default one step), "format" (a figure in words)};
    series: each seat's figures. Returns {"name", "title", "low", "top", "lines": [{"value",
    "label"}]}: the axis goes down to zero or below and up to the first grid line at or above
    the largest figure, so that the top is labelled."""
    unit = spec["step"]
    figures = [v for s in series for v in s]
    high = -(-max([spec.get("least", unit), *figures]) // unit) * unit
    low = min([0, *figures]) // unit * unit
    step = unit
    while (high - low) / step > MAX_LINES:
        step *= 2
    top = low + max(1, -(-(high - low) // step)) * step
    return {"name": spec["name"], "title": spec["title"], "low": low, "top": top,
            "lines": [{"value": v, "label": spec["format"](v)} for v in range(low, top + 1, step)]}
