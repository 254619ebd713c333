"""Statistics of a Les Bâtisseurs game, computed from its log (every change of écus is an
entry with "seat" and "money"; a completion carries its points), for the end of a game and
the replay viewer. The facade's statistics() (mbqt.core.records.Game.statistics)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mbqt.core.records import Game

# The log entries that move écus, and the figure of the seat's that each adds to.
_MONEY_KEYS = {"sent": "sending", "took": "taken", "extra_actions": "extra_actions", "completed": "rewards"}


def statistics(game: Game) -> dict:
    """{"rounds": rounds completed, "over": bool, "series": ["points", "money"] (what to
    chart), "seats": [per seat: name; money (écus) and points (of buildings and machines),
    each at the start, after each round completed, and now unless the game is over;
    buildings [{building (id), round, points, rewards (écus), machine}] in the order
    finished; machines [ids]; recruited [worker ids]; sending (écus paid to send workers
    and machines), taken (écus taken with actions), extra_actions (écus paid for extra
    actions), rewards (écus received for finished buildings)]}."""
    state, cards = game.state, game.rules.cards
    n = state.n
    money, points = [0] * n, [0] * n     # changes since the start
    seats = [{"name": p.name, "money": [], "points": [], "buildings": [], "machines": [], "recruited": [],
              "sending": 0, "taken": 0, "extra_actions": 0, "rewards": 0} for p in state.players]
    money_marks, points_marks = [], []      # the changes at the end of each round
    round_no, over = 1, False
    for key, args in game.log:
        if key == "round" and args["round"] > 1:
            money_marks.append(money[:])
            points_marks.append(points[:])
            round_no = args["round"]
        elif key == "game_over":
            over = True
        elif key == "recruited":
            seats[args["seat"]]["recruited"].append(cards.workers[args["worker"]].id)
        if key not in _MONEY_KEYS:
            continue
        seat, out = args["seat"], seats[args["seat"]]
        money[seat] += args["money"]
        out[_MONEY_KEYS[key]] += abs(args["money"])
        if key == "completed":
            building = cards.buildings[args["building"]]
            points[seat] += args["points"]
            out["buildings"].append({"building": building.id, "round": round_no, "points": args["points"],
                                     "rewards": args["money"], "machine": building.machine})
            if building.machine:
                out["machines"].append(building.id)
    for i, out in enumerate(seats):
        out["money"] = _series(state.players[i].money, money_marks + [money], i)
        out["points"] = _series(state.points(i), points_marks + [points], i)
    return {"rounds": len(money_marks) + over, "over": over, "series": ["points", "money"], "seats": seats}


def _series(now: int, changes: list, seat: int) -> list:
    """The seat's value at the start and after each change, from its value now and the
    cumulative changes (the last one: up to now)."""
    start = now - changes[-1][seat]
    return [start] + [start + change[seat] for change in changes]
