"""A game's setup (seats, seed, optional deck orders) and the initial state (MISE EN PLACE).

All randomness is in the setup: the shuffles and the apprentices dealt come from a
generator seeded with `seed`, so setup + actions replay a game exactly. Explicit deck
orders (tests, tutorials) replace the shuffles.
"""
from __future__ import annotations

import random
from typing import Literal

from mbqt.core.errors import IllegalAction
from mbqt.core.setup_model import Model, SetupBase
from mbqt.games.batisseurs.cards import APPRENTICE, CardSet
from mbqt.games.batisseurs.rules import start_turn
from mbqt.games.batisseurs.state import ROW_SIZE, START_MONEY, PlayerState, State


class DeckOrder(Model):
    """Explicit orders, top card first. `apprentices`: the apprentice dealt to each seat;
    `workers`: every other worker card once; `buildings`: every building card once."""
    buildings: list[str] | None = None
    apprentices: list[str] | None = None
    workers: list[str] | None = None


class Setup(SetupBase):
    game: Literal["batisseurs"] = "batisseurs"
    decks: DeckOrder | None = None


def _check_ids(cards: CardSet, given: list, expected: list, what: str) -> list:
    """Indices of the cards `given` by id, which must be exactly the `expected` ones."""
    if sorted(given) != sorted(expected):
        missing = sorted(set(expected) - set(given))
        extra = sorted({g for g in given if g not in set(expected)} | {g for g in given if given.count(g) > 1})
        raise IllegalAction("deck_order", deck=what, missing=missing, extra=extra)
    return [cards.unit_by_id(i) for i in given]


def new_game(cards: CardSet, setup: Setup, log: list | None = None) -> State:
    """The state at the first decision; the opening log entries go to `log` if given."""
    log = log if log is not None else []
    rng = random.Random(setup.seed)
    decks = setup.decks or DeckOrder()
    n = len(setup.players)
    nw = cards.n_workers

    buildings = [b.index for b in cards.buildings]
    if decks.buildings is None:
        rng.shuffle(buildings)
    else:
        buildings = [u - nw for u in _check_ids(cards, decks.buildings, [b.id for b in cards.buildings],
                                                 "buildings")]
    apprentices = [w.index for w in cards.workers if w.type == APPRENTICE]
    if decks.apprentices is None:
        rng.shuffle(apprentices)
        dealt = apprentices[:n]
    else:
        if len(decks.apprentices) != n or len(set(decks.apprentices)) != n:
            raise IllegalAction("apprentices_count", count=n)
        dealt = [cards.unit_by_id(i) for i in decks.apprentices]
        if any(u not in apprentices for u in dealt):
            raise IllegalAction("apprentices_kind")
    rest = [w.index for w in cards.workers if w.index not in dealt]
    if decks.workers is None:
        rng.shuffle(rest)    # the apprentices left over go back into the worker deck
    else:
        rest = _check_ids(cards, decks.workers, [cards.workers[w].id for w in rest], "workers")

    s = State.__new__(State)
    s.cards = cards
    s.seed = setup.seed
    s.players = [PlayerState(seat.name, START_MONEY) for seat in setup.players]
    for p, w in zip(s.players, dealt):
        p.team.append(w)
    s.start = setup.start_player if setup.start_player is not None else rng.randrange(n)
    s.building_row, s.building_deck = buildings[:ROW_SIZE], buildings[ROW_SIZE:]
    s.worker_row, s.worker_deck = rest[:ROW_SIZE], rest[ROW_SIZE:]
    s.round, s.last_round, s.over, s.end = 1, False, False, None
    log.append(("game_started", {"start": s.start, "apprentices": dealt}))
    log.append(("round", {"round": 1}))
    start_turn(s, s.start, log)
    return s
