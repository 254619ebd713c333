"""Statistics of a Monopoly Builder game, computed from its log and replays of its first
actions, for the end of a game and the replay viewer. The facade's statistics()
(mbqt.core.records.Game.statistics)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mbqt.core.records import Game

# The log entries that bring chips to a seat, and the figure each adds to.
_CHIP_KEYS = {"gathered": "gathered", "collected": "collected", "gained": "collected", "picked_up": "picked_up"}


def statistics(game: Game) -> dict:
    """{"rounds": rounds completed, "over": bool, "series": ["points", "money"] (what to
    chart), "seats": [per seat: name; money and points, each at the start, after each round
    completed, and now (at the end, when over); rent_paid, rent_received (M); gathered
    (chips from deeds and 6s), collected (from spaces and Chance), picked_up (lying on
    spaces), each per colour id; bought [deed ids]; floors (built, the Penthouse
    included); bankrupt (bool)]}."""
    state, board = game.state, game.rules.cards
    colours = board.colours
    seats = [{"name": p.name, "money": [], "points": [], "rent_paid": 0, "rent_received": 0,
              "gathered": dict.fromkeys(colours, 0), "collected": dict.fromkeys(colours, 0),
              "picked_up": dict.fromkeys(colours, 0), "bought": [], "floors": 0, "bankrupt": p.bankrupt}
             for p in state.players]
    # Money and points after each round: replay the actions, sampling at each new round.
    marks = []
    replay = game.replayed(0)
    rules = replay.rules
    marks.append(_sample(replay.state))
    for action in game.actions:
        entries = rules.apply(replay.state, action)
        if any(key == "round" for key, _a in entries) and not replay.state.over:
            marks.append(_sample(replay.state))
    over = False
    for key, args in game.log:
        if key == "game_over":
            over = True
        elif key == "paid" and args["reason"] == "rent":
            seats[args["seat"]]["rent_paid"] += -args["money"]
        elif key == "received" and args["reason"] == "rent":
            seats[args["seat"]]["rent_received"] += args["money"]
        elif key in ("bought", "auction_won"):
            seats[args["seat"]]["bought"].append(board.deeds[args["deed"]].id)
        elif key in ("built", "penthouse"):      # the Penthouse is the fifth floor, as the end sheet counts it
            seats[args["seat"]]["floors"] += 1
        elif key in _CHIP_KEYS:
            figure = seats[args["seat"]][_CHIP_KEYS[key]]
            if key == "picked_up":
                for c, k in enumerate(args["chips"]):
                    figure[colours[c]] += k
            else:
                figure[colours[args["colour"]]] += args["n"]
    marks.append(_sample(state))          # now, or at the end (which comes within a round)
    for i, out in enumerate(seats):
        out["money"] = [m[0][i] for m in marks]
        out["points"] = [m[1][i] for m in marks]
    return {"rounds": state.round - (0 if over else 1), "over": over, "series": ["points", "money"],
            "seats": seats}


def _sample(state) -> tuple:
    items = state.score_items()
    return [p.money for p in state.players], [sum(v for _k, _a, v in it) for it in items]
