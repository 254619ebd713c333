"""A game's setup (seats, variants, seed, optional deck orders) and the initial state.

All randomness is in the setup: the shuffles come from a generator seeded with
`seed`, and no card is drawn at random afterwards, so setup + actions replay a game
exactly. Explicit deck orders (tests, tutorials, puzzles) replace the shuffles.
"""
from __future__ import annotations

import random
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from mbqt.master_builder.cards import CardSet
from mbqt.master_builder.errors import IllegalAction
from mbqt.master_builder.rules import start_round
from mbqt.master_builder.state import HIRE, STEP_HIRE, PlayerState, State


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


# How a seat is told apart on the board: a colour and a symbol (never colour alone).
Colour = Literal["red", "blue", "yellow", "green", "black", "white"]
Symbol = Literal["circle", "square", "triangle", "diamond", "star", "cross"]
SEAT_COLOURS, SEAT_SYMBOLS = get_args(Colour), get_args(Symbol)


class Seat(_Model):
    name: str = Field(min_length=1, max_length=40)
    kind: str = Field(default="human", description="'human', an AI level ('random', 'easy', "
                                                   "'medium', 'hard') or 'cmd:PROGRAM' (external bot)")
    colour: Colour | None = Field(default=None, description="the seat's colour; null: the first "
                                                             "no other seat has")
    symbol: Symbol | None = Field(default=None, description="the seat's symbol; null: the first "
                                                             "no other seat has")


class Variants(_Model):
    choosing_workers: bool = False
    selective_events: bool = False
    loaning_workers: bool = False
    additional_events: bool = False

    def enabled(self) -> frozenset:
        return frozenset(k for k, v in self.model_dump().items() if v)


class DeckOrder(_Model):
    """Explicit deck orders, top card first. Each list given must hold every card of its
    kind exactly once; for contracts with two players, the last ones listed are the
    contracts removed unseen."""
    workers: dict[str, list[str]] | None = Field(default=None, description="worker type id -> worker ids")
    contracts: list[int] | None = None
    events: list[str] | None = None
    economic: list[str] | None = Field(default=None, description="all economic card ids; the first "
                                                                  "ones form the deck, the rest are unused")


class Setup(_Model):
    game: Literal["master-builder"] = "master-builder"
    players: list[Seat] = Field(min_length=2, max_length=4)
    variants: Variants = Variants()
    seed: int = Field(default=0, ge=0, lt=2**63)
    start_player: int | None = Field(default=None, ge=0, le=3,
                                     description="seat with the mallet; random from the seed when null")
    decks: DeckOrder | None = None

    @model_validator(mode="after")
    def _start_in_range(self):
        if self.start_player is not None and self.start_player >= len(self.players):
            raise ValueError(f"start_player {self.start_player} is not a seat of {len(self.players)} players")
        return self

    @model_validator(mode="after")
    def _seats_told_apart(self):
        """Each seat its own colour and symbol; those not given are the first ones free (so
        setups written before seats had them load with the app's usual looks)."""
        for key, names in (("colour", SEAT_COLOURS), ("symbol", SEAT_SYMBOLS)):
            given = [getattr(seat, key) for seat in self.players if getattr(seat, key) is not None]
            twice = sorted({v for v in given if given.count(v) > 1})
            if twice:
                raise ValueError(f"two seats have the {key} {twice[0]!r}: each needs its own")
            free = iter(v for v in names if v not in given)
            for seat in self.players:
                if getattr(seat, key) is None:
                    setattr(seat, key, next(free))
        return self


def _ordered(given, all_ids, what: str, rng: random.Random) -> list:
    if given is None:
        order = list(all_ids)
        rng.shuffle(order)
        return order
    if sorted(map(str, given)) != sorted(map(str, all_ids)):
        missing = set(map(str, all_ids)) - set(map(str, given))
        extra = [g for g in given if str(g) not in set(map(str, all_ids))]
        raise IllegalAction("setup", f"decks.{what} must list every card once"
                                     f"{'; missing ' + ', '.join(sorted(missing)) if missing else ''}"
                                     f"{'; unknown or repeated ' + ', '.join(map(str, extra)) if extra else ''}")
    return list(given)


def new_game(cards: CardSet, setup: Setup, log: list | None = None) -> State:
    """The state at the first decision; the opening log entries go to `log` if given."""
    rng = random.Random(setup.seed)
    decks = setup.decks or DeckOrder()
    n = len(setup.players)
    s = State.__new__(State)
    s.cards = cards
    s.seed = setup.seed
    s.variants = setup.variants.enabled()
    s.players = [PlayerState(seat.name, cards.starting_money) for seat in setup.players]
    s.start = setup.start_player if setup.start_player is not None else rng.randrange(n)

    unknown = set(decks.workers or ()) - {t.id for t in cards.worker_types}
    if unknown:   # a misspelt type would otherwise leave its deck shuffled without a word
        raise IllegalAction("setup", f"decks.workers: unknown worker type {', '.join(sorted(unknown))} "
                                     f"(known: {', '.join(t.id for t in cards.worker_types)})")
    s.worker_decks = []
    for t in cards.worker_types:
        ids = [w.id for w in cards.workers if w.type == t.index]
        order = _ordered((decks.workers or {}).get(t.id), ids, f"workers.{t.id}", rng)
        s.worker_decks.append([cards.worker_by_id(i).index for i in order])
    s.worker_known = [0] * len(cards.worker_types)

    contracts = _ordered(decks.contracts, list(cards.contracts), "contracts", rng)
    removed = cards.removed_two_players if n == 2 else 0
    s.contract_deck = contracts[:len(contracts) - removed]
    s.contracts_out = contracts[len(contracts) - removed:]
    s.contracts_gone = []
    s.display = {}            # contract number -> bonus on it
    s.unsold = set()          # displayed contracts already left unsold once

    economic = _ordered(decks.economic, [e.id for e in cards.economic], "economic", rng)
    economic = [cards.economic_by_id(i).index for i in economic]
    s.economic_deck = economic[:cards.economic_per_game]
    s.economic_unused = economic[cards.economic_per_game:]
    s.economic_current = None

    events = _ordered(decks.events, [e.id for e in cards.events], "events", rng)
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
