"""What a seat can see, as JSON, and sampling of what it cannot (for search AIs).

Everything on the table is public: both rows, every player's écus, team, sites with the
workers on them, finished buildings and machines. Only the order of the two face-down
decks is hidden (from every seat: nobody has looked at them).
"""
from __future__ import annotations

import random

from mbqt.games.batisseurs.cards import RESOURCES
from mbqt.games.batisseurs.rules import legal_actions, winners
from mbqt.games.batisseurs.state import State


def _amounts(t: tuple) -> dict:
    return dict(zip(RESOURCES, t))


def state_json(s: State, seat: int | None = None) -> dict:
    """The JSON of a state: everything when seat is None, else what that seat can know
    (the same, less the decks' order)."""
    cards = s.cards
    uid = cards.unit_id
    players = []
    for i, p in enumerate(s.players):
        players.append({
            "seat": i, "name": p.name, "money": p.money, "points": s.points(i),
            "team": [uid(u) for u in p.team],
            "sites": [{"building": cards.buildings[b].id, "workers": [uid(u) for u in units],
                       "produced": _amounts(s.produced(i, b)),
                       "requires": _amounts(cards.buildings[b].requires)} for b, units in p.sites.items()],
            "built": [cards.buildings[b].id for b in p.built],
            "machines": [cards.buildings[b].id for b in p.machines],
        })
    out = {
        "game": "batisseurs",
        "round": s.round,
        "start_player": s.start,
        "last_round": s.last_round,
        "decision": None if s.over else {
            "seat": s.to_move, "step": "turn", "free_actions": s.actions,
            "sent": {cards.buildings[b].id: k for b, k in s.sent.items()},
            "can_end": ("end",) in legal_actions(s)},
        "players": players,
        "building_row": [cards.buildings[b].id for b in s.building_row],
        "worker_row": [cards.workers[w].id for w in s.worker_row],
        "building_deck": len(s.building_deck),
        "worker_deck": len(s.worker_deck),
    }
    if seat is None:
        out["decks"] = {"buildings": [cards.buildings[b].id for b in s.building_deck],
                        "workers": [cards.workers[w].id for w in s.worker_deck]}
    if s.over:
        out["end"] = s.end
        out["scores"] = [{"seat": i, **s.score(i)} for i in range(s.n)]
        out["winners"] = winners(s)
    return out


def revealed(_state, entries: list) -> str | None:
    """What hidden information the action that produced `entries` revealed: "building" or
    "worker" (a row refilled from its face-down deck), or None. The undo policy stops there."""
    for key, _args in entries:
        if key == "building_revealed":
            return "building"
        if key == "worker_revealed":
            return "worker"
    return None


def sample(s: State, seat: int, rng: random.Random) -> State:
    """A full state the seat cannot tell apart from the real one: both decks shuffled."""
    t = s.clone()
    rng.shuffle(t.building_deck)
    rng.shuffle(t.worker_deck)
    return t
