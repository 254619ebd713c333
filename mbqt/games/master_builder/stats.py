"""Statistics of a Master Builder game, computed from its log: money per round, contracts won and the
prices paid, wages paid, loans, buildings completed. For the end of a game and the replay
viewer; pure Python (every change of money is a log entry with "seat" and "money").
The facade's statistics() (mbqt.core.records.Game.statistics)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mbqt.core.records import Game


def statistics(game: Game) -> dict:
    """{"rounds": rounds completed, "over": bool, "seats": [per seat: name, money (at the
    start, after each round completed, and now unless the game is over), contracts
    [{contract, price, round}], paid (total of those prices), bonuses, wages, loans
    [small, large] taken, repaid (loans repaid), buildings [contract numbers], income (from
    buildings)]}."""
    players = game.state.players
    n = len(players)
    change = [0] * n
    seats = [{"name": p.name, "money": [], "contracts": [], "paid": 0, "bonuses": 0, "wages": 0,
              "loans": [0, 0], "repaid": 0, "buildings": [], "income": 0} for p in players]
    marks = []               # cumulative money changes at the end of each round
    round_no, over = 1, False
    for key, args in game.log:
        if key == "round" and args["round"] > 1:
            marks.append(change[:])
            round_no = args["round"]
        elif key == "game_over":
            over = True
        seat = args.get("seat")
        if seat is None or "money" not in args:
            continue
        change[seat] += args["money"]
        out = seats[seat]
        if key in ("contract_won", "contract_taken"):
            out["contracts"].append({"contract": args["contract"], "price": -args["money"], "round": round_no})
            out["paid"] -= args["money"]
        elif key == "bonus_collected":
            out["bonuses"] += args["money"]
        elif key == "wages_paid":
            out["wages"] -= args["money"]
        elif key == "loan_taken":
            out["loans"][args["loan"]] += 1
        elif key == "loan_repaid":
            out["repaid"] += 1
        elif key == "contract_completed":
            out["buildings"].append(args["contract"])
            out["income"] += args["money"]
    start = [p.money - change[i] for i, p in enumerate(players)]
    points = [[0] * n] + marks + [change]     # the last one: the end of the game, or now
    for i in range(n):
        seats[i]["money"] = [start[i] + point[i] for point in points]
    return {"rounds": len(marks) + over, "over": over, "seats": seats}
