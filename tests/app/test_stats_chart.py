"""The axis of a statistics chart (mbqt/app/stats_chart.py): from zero (or below) up to a
labelled grid line at or above every figure, at most MAX_LINES steps, labelled by the game."""
from __future__ import annotations

import pytest

from mbqt.app.stats_chart import MAX_LINES, chart


def spec(**kw):
    return {"name": "Money", "title": "Money at the end of each round", "step": 100,
            "format": lambda v: f"{v}M", **kw}


@pytest.mark.parametrize("series", [[[900, 1240, 980]], [[900, 700], [900, 2650]], [[30, -120, 40]], [[0, 0]]])
def test_the_axis_holds_every_figure_and_its_top_is_a_labelled_line(series):
    out = chart(spec(), series)
    values = [line["value"] for line in out["lines"]]
    figures = [v for s in series for v in s]
    assert out["low"] == values[0] <= min(0, *figures) and out["top"] == values[-1] >= max(figures)
    assert len(values) - 1 <= MAX_LINES and out["top"] - max(100, *figures) < values[1] - values[0]
    assert all(b - a == values[1] - values[0] for a, b in zip(values, values[1:]))
    assert [line["label"] for line in out["lines"]] == [f"{v}M" for v in values]
    assert (out["name"], out["title"]) == ("Money", "Money at the end of each round")


def test_a_chart_of_small_figures_goes_up_to_its_least_top():
    out = chart(spec(step=5, least=25, format=str), [[3, 7], [3, 11]])
    assert [line["label"] for line in out["lines"]] == ["0", "5", "10", "15", "20", "25"]
    # Twelve lines of 1 would be too many: every 2.
    assert [line["value"] for line in chart(spec(step=1, least=5, format=str), [[0, 12]])["lines"]] == \
        [0, 2, 4, 6, 8, 10, 12]
