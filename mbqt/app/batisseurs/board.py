"""Rows of the Les Bâtisseurs board's lists, computed from the state (everything on this
table is public) and the legal actions of the decision, which mark what may be clicked.
No rule is decided here: what a send would cost is read from the legal actions and the
engine (rules.action_cost)."""
from __future__ import annotations

from mbqt.app import texts
from mbqt.games.batisseurs import sentences


def building_row(cards, b: int, legal: set = frozenset()) -> dict:
    building = cards.buildings[b]
    return {"index": b, "cardId": building.id, "name": sentences.building_name(building, texts.LANG),
            "machine": building.machine, "reward": building.reward, "points": building.points,
            "requires": list(building.requires), "produces": list(building.produces or (0, 0, 0, 0)),
            "openable": ("open", b) in legal}


def unit_row(cards, u: int, **extra) -> dict:
    """A worker card or a finished machine: what it costs to send and what it produces."""
    nw = cards.n_workers
    machine = u >= nw
    row = {"unit": u, "cardId": cards.unit_id(u), "machine": machine,
           "name": (sentences.building_name(cards.buildings[u - nw], texts.LANG) if machine
                    else sentences.worker_type(cards.workers[u], texts.LANG)),
           "kind": "machine" if machine else cards.workers[u].type, "cost": cards.unit_cost[u],
           "produces": list(cards.unit_prod[u])}
    row.update(extra)
    return row


def building_rows(s, legal: set) -> list[dict]:
    return [building_row(s.cards, b, legal) for b in s.building_row]


def worker_rows(s, legal: set) -> list[dict]:
    return [unit_row(s.cards, w, recruitable=("recruit", w) in legal) for w in s.worker_row]


def seat_rows(s, legal: set, seats: list[dict], viewer: int | None, selected: int) -> list[dict]:
    """Each seat: écus, points, the free team, the sites (with what the selected unit would
    cost and do there), the buildings finished."""
    from mbqt.games.batisseurs.rules import (  # not for the title's first frame
        action_cost,
        completes,
    )
    cards = s.cards
    sendable = {a[1] for a in legal if a[0] == "send"}
    rows = []
    for i, p in enumerate(s.players):
        team = [unit_row(cards, u, selected=u == selected, sendable=u in sendable) for u in p.team]
        sites = []
        for b, units in p.sites.items():
            produced = s.produced(i, b)
            row = building_row(cards, b)
            target = selected >= 0 and ("send", selected, b) in legal
            k, cost = action_cost(s, ("send", selected, b)) if target else (0, 0)
            row.update(produced=list(produced), workers=[unit_row(cards, u) for u in units],
                       target=target, sendActions=k, sendCost=cost,
                       completes=target and completes(s, i, b, selected))
            sites.append(row)
        built = [building_row(cards, b) for b in p.built]
        rows.append({
            "seat": i, "name": p.name, "colour": seats[i]["colour"], "symbol": seats[i]["symbol"],
            "kindLabel": texts.ai_level_name(seats[i]["kind"]), "human": seats[i]["kind"] == "human",
            "money": p.money, "points": s.points(i), "isStart": s.start == i, "isTurn": s.to_move == i,
            "isViewer": viewer == i, "team": team, "sites": sites, "built": built,
        })
    return rows
