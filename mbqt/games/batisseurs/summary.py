"""The summary `mbqt replay` prints for a Les Bâtisseurs record (docs/cli.md): plain English
from the state JSON (the full view)."""
from __future__ import annotations


def summary(state: dict, actions: int) -> list[str]:
    players = state["players"]
    decision = state["decision"]
    last = ", the last round" if state["last_round"] else ""
    if decision is None:
        now = f"game over ({'stalemate' if state['end'] == 'stalemate' else 'a player reached 17 points'})"
    else:
        now = f"{players[decision['seat']]['name']} to play ({decision['free_actions']} free actions left)"
    lines = [f"Round {state['round']}{last}: {now}, after {actions} actions."]
    for p in players:
        sites = ", ".join(s["building"] for s in p["sites"]) or "none"
        at_work = sum(len(s["workers"]) for s in p["sites"])
        lines.append(f"  {p['name']}: {p['money']} écus, {p['points']} points, team of "
                     f"{len(p['team']) + at_work} ({at_work} at work), {len(p['built'])} buildings finished "
                     f"({len(p['machines'])} machines), sites: {sites}")
    for sc in state.get("scores", []):
        won = " (winner)" if sc["seat"] in state["winners"] else ""
        lines.append(f"  final score of {players[sc['seat']]['name']}: {sc['total']} points "
                     f"({sc['buildings']} + {sc['ecus']} for {sc['money']} écus){won}")
    return lines
