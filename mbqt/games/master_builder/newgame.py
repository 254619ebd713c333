"""The initial state of a game from its setup (seats, variants, seed, optional deck orders).

All randomness is in the setup: the shuffles come from a generator seeded with
`seed`, and no card is drawn at random afterwards, so setup + actions replay a game
exactly. Explicit deck orders (tests, tutorials, puzzles) replace the shuffles.
The setup is the pydantic model of setup.py; this module reads it without importing
pydantic, so the engine (and the app's first frame) start without it.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from mbqt.core.errors import IllegalAction
from mbqt.games.master_builder.cards import CardSet
from mbqt.games.master_builder.rules import start_round
from mbqt.games.master_builder.state import HIRE, STEP_HIRE, PlayerState, State

if TYPE_CHECKING:
    from mbqt.games.master_builder.setup import Setup


def _ordered(given, all_ids, what: str, rng: random.Random) -> list:
    if given is None:
        order = list(all_ids)
        rng.shuffle(order)
        return order
    if sorted(map(str, given)) != sorted(map(str, all_ids)):
        missing = set(map(str, all_ids)) - set(map(str, given))
        extra = [g for g in given if str(g) not in set(map(str, all_ids))]
        raise IllegalAction("deck_order", deck=what, missing=sorted(missing), extra=list(map(str, extra)))
    return list(given)


def new_game(cards: CardSet, setup: Setup, log: list | None = None) -> State:
    """The state at the first decision; the opening log entries go to `log` if given."""
    rng = random.Random(setup.seed)
    decks = setup.decks
    n = len(setup.players)
    s = State.__new__(State)
    s.cards = cards
    s.seed = setup.seed
    s.variants = setup.variants.enabled()
    s.players = [PlayerState(seat.name, cards.starting_money) for seat in setup.players]
    s.start = setup.start_player if setup.start_player is not None else rng.randrange(n)

    worker_orders = (decks.workers if decks else None) or {}
    unknown = set(worker_orders) - {t.id for t in cards.worker_types}
    if unknown:   # a misspelt type would otherwise leave its deck shuffled without a word
        raise IllegalAction("unknown_worker_type", types=sorted(unknown), known=[t.id for t in cards.worker_types])
    s.worker_decks = []
    for t in cards.worker_types:
        ids = [w.id for w in cards.workers if w.type == t.index]
        order = _ordered(worker_orders.get(t.id), ids, f"workers.{t.id}", rng)
        s.worker_decks.append([cards.worker_by_id(i).index for i in order])
    s.worker_known = [0] * len(cards.worker_types)

    contracts = _ordered(decks and decks.contracts, list(cards.contracts), "contracts", rng)
    removed = cards.removed_two_players if n == 2 else 0
    s.contract_deck = contracts[:len(contracts) - removed]
    s.contracts_out = contracts[len(contracts) - removed:]
    s.contracts_gone = []
    s.display = {}            # contract number -> bonus on it
    s.unsold = set()          # displayed contracts already left unsold once

    economic = _ordered(decks and decks.economic, [e.id for e in cards.economic], "economic", rng)
    economic = [cards.economic_by_id(i).index for i in economic]
    s.economic_deck = economic[:cards.economic_per_game]
    s.economic_unused = economic[cards.economic_per_game:]
    s.economic_current = None

    events = _ordered(decks and decks.events, [e.id for e in cards.events], "events", rng)
    s.event_deck = [cards.event_by_id(i).index for i in events]
    s.event_known = 0
    if "selective_events" in s.variants:
        for i in range(n):   # two event cards each, dealt from the top in turn order
            seat = (s.start + i) % n
            s.players[seat].hand = s.event_deck[:2]
            del s.event_deck[:2]

    s.round, s.phase, s.final_round = 1, HIRE, cards.rounds
    s.step, s.to_move, s.turn = STEP_HIRE, None, 0
    s.events_current, s.event_queue, s.give_left, s.surcharges = [], [], None, []
    s.declined, s.auction = set(), None
    s.lent, s.offered, s.offer, s.plans = {}, set(), None, {}
    s.city = []
    start_round(s, log if log is not None else [])
    return s
