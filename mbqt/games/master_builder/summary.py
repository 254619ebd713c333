"""The summary `mbqt replay` prints for a Master Builder record (docs/cli.md): plain English
from the state JSON (the full view)."""
from __future__ import annotations


def summary(state: dict, actions: int) -> list[str]:
    players = state["players"]
    decision = state["decision"]
    now = ("game over" if decision is None
           else f"{players[decision['seat']]['name']} to decide ({decision['step']})")
    lines = [f"Round {state['round']} of {state['final_round']}, phase {state['phase']}: {now}, "
             f"after {actions} actions."]
    for p in players:
        lines.append(f"  {p['name']}: ${p['money']:,} cash, wage total ${p['wage_total']:,}, "
                     f"{len(p['workers'])} workers, {len(p['contracts'])} contracts under construction, "
                     f"loans {p['loans']['small']} small / {p['loans']['large']} large")
    for sc in state.get("scores", []):
        won = " (winner)" if sc["seat"] in state["winners"] else ""
        lines.append(f"  final money of {players[sc['seat']]['name']}: ${sc['total']:,}{won}")
    return lines
