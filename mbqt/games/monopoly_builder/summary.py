"""The summary `mbqt replay` prints for a Monopoly Builder record (docs/cli.md): plain English
from the state JSON (the full view)."""
from __future__ import annotations


def summary(state: dict, actions: int) -> list[str]:
    players = state["players"]
    decision = state["decision"]
    if decision is None:
        now = {"penthouse": "game over (the Penthouse is placed)", "stalemate": "game over (no Penthouse possible)",
               "bankruptcy": "game over (one player left)"}.get(state["end"], "game over")
    else:
        now = f"{players[decision['seat']]['name']} to play ({decision['step']})"
    lines = [f"Round {state['round']}: {now}, after {actions} actions."]
    for p in players:
        chips = ", ".join(f"{n} {c}" for c, n in p["chips"].items() if n) or "no chips"
        floors = sum(cell["height"] for cell in state["island"] if cell["owner"] == p["seat"])
        status = " (bankrupt)" if p["bankrupt"] else " (in jail)" if p["in_jail"] else ""
        lines.append(f"  {p['name']}{status}: {p['money']}M, {chips}, {len(p['deeds'])} deeds "
                     f"({len(p['mortgaged'])} mortgaged), {floors} floors, {p['points']} points")
    for sc in state.get("scores", []):
        won = " (winner)" if sc["seat"] in state["winners"] else ""
        lines.append(f"  final score of {players[sc['seat']]['name']}: {sc['points']} points, {sc['money']}M{won}")
    return lines
