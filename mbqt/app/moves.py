"""Moves you can follow: what an action moved on the board, as the shell's MoveLayer.qml
animates it. A game's controller turns the log entries of an action into moves
(GameController._moves); the shell adds the seat that acted and sends them to QML with
the animation's duration (GameController.movesMade).

A move is a dict: `kind` (what the ghost looks like: "card", "coin", "marker", "chip"; or
"delta", a changed number's difference shown near it; or "seat", the seat that acted
highlighted), `path` (the objectNames of the board's items it goes through, first to last;
one for a delta or a seat), `label` (words on the ghost: a card's name, "+$3,000") and
`seat` (whose colour and symbol it wears, -1 for none). An item the board does not show is
left out of the path; a move with no item left is not drawn. The last item of a ghost's
path may be one the action makes (a contract revealed, a card drawn): the ghost waits for
the board to show it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

# The animation speed setting (AppController.animationSpeed), in the order of its values,
# and a move's duration at each; off: nothing is animated.
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
DURATIONS_MS = (0, 300, 600, 1000)
DEFAULT_ANIMATION = 2
MOST_MOVES = 8         # an action's flying ghosts beyond this are not drawn (a whole income phase at once)


def fly(kind: str, path: Iterable[str], label: str = "", seat: int = -1) -> dict:
    """A ghost of a card, coin, marker or chip going along `path`."""
    return {"kind": kind, "path": list(path), "label": label, "seat": seat}


def delta(anchor: str, label: str) -> dict:
    """A changed number's difference ("+$3,000", "-2") shown briefly near the item `anchor`."""
    return {"kind": "delta", "path": [anchor], "label": label, "seat": -1}


def acted(seat: int) -> dict:
    """The seat that acted, highlighted: every board names its seats' panels player_<seat>."""
    return {"kind": "seat", "path": [f"player_{seat}"], "label": "", "seat": seat}


def capped(found: list[dict]) -> list[dict]:
    """An action's moves as drawn: its first MOST_MOVES ghosts that fly, and every changed
    number (what the action did to each seat, even when its ghosts are too many to draw)."""
    flying = [move for move in found if move["kind"] != "delta"][:MOST_MOVES]
    return flying + [move for move in found if move["kind"] == "delta"]


def money_deltas(entries: Iterable, anchor: Callable[[int], str], text: Callable[[int], str]) -> list[dict]:
    """Each seat's change of money in an action's log entries (those with a seat and a
    `money` difference, the convention of every game's log), summed, near its anchor."""
    total: dict[int, int] = {}
    for _key, args in entries:
        if isinstance(args.get("money"), int) and isinstance(args.get("seat"), int) and args["seat"] >= 0:
            total[args["seat"]] = total.get(args["seat"], 0) + args["money"]
    return [delta(anchor(seat), ("+" if amount > 0 else "") + text(amount))
            for seat, amount in total.items() if amount]
