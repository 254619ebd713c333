"""Card data: a card file turned into plain frozen objects the engine reads.

The deck is data (see cards.md in the rulebook folder): much of it is reconstructed and a
person who owns the printed game may load their own file. Such a file is validated field
by field with pydantic (card_file.py) and cross-checked here; every check names the card
and the field, so a wrong file gets a message a person can act on. The bundled deck skips
the pydantic pass (importing pydantic costs the app's startup a tenth of a second): a test
holds that it passes it and builds the same cards (tests/test_cards_file.py).
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

from mbqt.core.card_files import Deck, load_deck
from mbqt.core.errors import CardError
from mbqt.paths import resource_path

DEFAULT_CARDS = resource_path("master_builder", "cards.json")

SECTION_KINDS = {
    "building": ("side_wall", "gable_end", "roof"),
    "city_wall": ("wall", "side_piece"),
}
# The optional fields of an event's effect, with their defaults (card_file.py uses them too).
EFFECT_DEFAULTS = {"quirks_any": [], "types": [], "count": 1, "compensation": 0, "amount_per_worker": 0}


# --- plain objects used by the engine (cheap attribute access, no validation per move) ---

_set = object.__setattr__


class _Card:
    """A frozen record with slots: what @dataclass(frozen=True, slots=True) made of the
    classes below, written out once. dataclasses writes each class's methods as source and
    compiles them at import: 0.5 ms a class, 4.5 ms of the app's start for these nine
    (tests/test_cards_file.py holds the dataclass behaviour: equality, hash, repr, frozen)."""
    __slots__ = ()

    def __init__(self, *values):
        if len(values) != len(self.__slots__):
            raise TypeError(f"{type(self).__qualname__}() takes the {len(self.__slots__)} values "
                            f"{', '.join(self.__slots__)}; {len(values)} given")
        for name, value in zip(self.__slots__, values):
            _set(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r}")

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__qualname__}({fields})"

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self):
        return hash(self._values())

    def __getstate__(self):
        return self._values()

    def __setstate__(self, state):
        for name, value in zip(self.__slots__, state):
            _set(self, name, value)


class WorkerType(_Card):
    __slots__ = ("index", "id", "level", "color", "wage", "name")
    index: int
    id: str
    level: int
    color: str
    wage: int
    name: dict


class Worker(_Card):
    __slots__ = ("index", "id", "type", "level", "wage", "quirks")
    index: int
    id: str
    type: int          # index into CardSet.worker_types
    level: int
    wage: int
    quirks: frozenset


class Section(_Card):
    __slots__ = ("index", "id", "kind", "requires", "group")
    index: int
    id: str
    kind: str
    requires: tuple    # levels, highest first
    group: int         # city walls: which wall (0, 1, ...); buildings: 0


class Contract(_Card):
    __slots__ = ("number", "kind", "name", "price", "min_bid", "sections", "full_mask")
    number: int
    kind: str
    name: dict
    price: int
    min_bid: int
    sections: tuple
    full_mask: int
    __eq__ = object.__eq__        # compared and hashed by identity: build options are cached per contract
    __hash__ = object.__hash__


class Effect(_Card):
    __slots__ = ("kind", "quirks_any", "types", "count", "compensation", "amount_per_worker")
    kind: str
    quirks_any: frozenset
    types: frozenset   # worker type indices
    count: int
    compensation: int
    amount_per_worker: int

    def matches(self, worker: Worker) -> bool:
        return worker.type in self.types or bool(self.quirks_any & worker.quirks)


class Event(_Card):
    __slots__ = ("index", "id", "name", "effect")
    index: int
    id: str
    name: dict
    effect: Effect


class Economic(_Card):
    __slots__ = ("index", "id", "name", "revealed")
    index: int
    id: str
    name: dict
    revealed: dict     # player count -> contracts revealed


class Loan(_Card):
    __slots__ = ("index", "id", "receive", "repay_early", "repay_late")
    index: int
    id: str
    receive: int
    repay_early: int
    repay_late: int


class CardSet(_Card):
    __slots__ = ("source", "worker_types", "quirks", "workers", "contracts", "events", "economic", "loans",
                 "starting_money", "wage_cap", "rounds", "economic_per_game", "removed_two_players", "unsold_bonus",
                 "section_penalty", "choose_fee")
    source: str
    worker_types: tuple
    quirks: dict               # letter -> names
    workers: tuple
    contracts: dict            # number -> Contract
    events: tuple
    economic: tuple
    loans: tuple               # index 0 small, 1 large
    starting_money: int
    wage_cap: int
    rounds: int
    economic_per_game: int
    removed_two_players: int
    unsold_bonus: int
    section_penalty: int
    choose_fee: int

    def worker_by_id(self, worker_id: str) -> Worker | None:
        return next((w for w in self.workers if w.id == worker_id), None)

    def type_by_id(self, type_id: str) -> WorkerType | None:
        return next((t for t in self.worker_types if t.id == type_id), None)

    def event_by_id(self, event_id: str) -> Event | None:
        return next((e for e in self.events if e.id == event_id), None)

    def economic_by_id(self, card_id: str) -> Economic | None:
        return next((e for e in self.economic if e.id == card_id), None)

    def loan_by_id(self, loan_id: str) -> Loan | None:
        return next((loan for loan in self.loans if loan.id == loan_id), None)


def _duplicates(ids):
    seen, dup = set(), []
    for i in ids:
        if i in seen:
            dup.append(i)
        seen.add(i)
    return dup


def _cross_check(data: dict) -> None:
    """Checks field-by-field validation cannot express: references between cards."""
    def fail(where: str, msg: str):
        raise CardError(f"{where}: {msg}")

    rules = data["rules"]
    types = {t["id"]: t for t in data["worker_types"]}
    for kind, ids in (("worker_types", [t["id"] for t in data["worker_types"]]),
                      ("workers", [w["id"] for w in data["workers"]]),
                      ("events", [e["id"] for e in data["events"]]),
                      ("economic_cards", [e["id"] for e in data["economic_cards"]]),
                      ("contracts", [c["number"] for c in data["contracts"]])):
        dup = _duplicates(ids)
        if dup:
            fail(kind, f"duplicate id {dup[0]!r}")
    levels = [t["level"] for t in data["worker_types"]]
    if len(set(levels)) != len(levels):
        fail("worker_types", "two worker types share a level")
    quirks = {q["id"] for q in data["quirks"]}
    for w in data["workers"]:
        where = f"workers[{w['id']}]"
        if w["type"] not in types:
            fail(where + ".type", f"unknown worker type {w['type']!r} (known: {', '.join(types)})")
        if w["wage"] != types[w["type"]]["wage"]:
            fail(where + ".wage", f"{w['wage']} differs from the {w['type']} wage {types[w['type']]['wage']}")
        for q in w["quirks"]:
            if q not in quirks:
                fail(where + ".quirks", f"unknown quirk {q!r} (known: {', '.join(sorted(quirks))})")
    for t in data["worker_types"]:
        n = sum(1 for w in data["workers"] if w["type"] == t["id"])
        if n != t["count"]:
            fail(f"worker_types[{t['id']}].count", f"says {t['count']} but the file has {n} {t['id']} cards")
    for c in data["contracts"]:
        for s in c["sections"]:
            for r in s["requires"]:
                if r not in types:
                    fail(f"contracts[{c['number']}].sections[{s['id']}].requires", f"unknown worker type {r!r}")
    for e in data["events"]:
        effect = {**EFFECT_DEFAULTS, **e["effect"]}
        for q in effect["quirks_any"]:
            if q not in quirks:
                fail(f"events[{e['id']}].effect.quirks_any", f"unknown quirk {q!r}")
        for t in effect["types"]:
            if t not in types:
                fail(f"events[{e['id']}].effect.types", f"unknown worker type {t!r}")
    if len(data["economic_cards"]) < rules["economic_cards_per_game"]:
        fail("economic_cards", f"{len(data['economic_cards'])} cards, but rules.economic_cards_per_game "
                               f"is {rules['economic_cards_per_game']}")
    needed = max(5, 3 + rules["contracts_removed_two_players"])  # round 1 of 4 players; of 2 after removal
    if len(data["contracts"]) < needed:
        fail("contracts", f"{len(data['contracts'])} contracts; a game needs at least {needed}")


def _build(data: dict, source: str) -> CardSet:
    type_index = {t["id"]: i for i, t in enumerate(data["worker_types"])}
    level_of = {t["id"]: t["level"] for t in data["worker_types"]}
    worker_types = tuple(WorkerType(i, t["id"], t["level"], t["color"], t["wage"], dict(t["name"]))
                         for i, t in enumerate(data["worker_types"]))
    workers = tuple(Worker(i, w["id"], type_index[w["type"]], level_of[w["type"]], w["wage"], frozenset(w["quirks"]))
                    for i, w in enumerate(data["workers"]))
    contracts = {}
    for c in data["contracts"]:
        sections, group = [], -1
        for i, s in enumerate(c["sections"]):
            if c["kind"] == "city_wall" and s["kind"] == "wall":
                group += 1
            reqs = tuple(sorted((level_of[r] for r in s["requires"]), reverse=True))
            sections.append(Section(i, s["id"], s["kind"], reqs, max(group, 0)))
        contracts[c["number"]] = Contract(c["number"], c["kind"], dict(c["name"]), c["price"], c["min_bid"],
                                          tuple(sections), (1 << len(sections)) - 1)
    events = []
    for i, e in enumerate(data["events"]):
        f = {**EFFECT_DEFAULTS, **e["effect"]}
        events.append(Event(i, e["id"], dict(e["name"]),
                            Effect(f["kind"], frozenset(f["quirks_any"]), frozenset(type_index[t] for t in f["types"]),
                                   f["count"], f["compensation"], f["amount_per_worker"])))
    economic = tuple(Economic(i, e["id"], dict(e["name"]), {int(k): v for k, v in e["contracts_revealed"].items()})
                     for i, e in enumerate(data["economic_cards"]))
    r = data["rules"]
    loans = tuple(Loan(i, loan["id"], loan["receive"], loan["repay_early"], loan["repay_late"])
                  for i, loan in enumerate(sorted(r["loans"], key=lambda x: x["id"] != "small")))
    return CardSet(source, worker_types, {q["id"]: dict(q["name"]) for q in data["quirks"]}, workers,
                   contracts, tuple(events), economic, loans, r["starting_money"], r["wage_track_max"], r["rounds"],
                   r["economic_cards_per_game"], r["contracts_removed_two_players"], r["unsold_contract_bonus"],
                   r["unfinished_section_penalty"], r["choose_worker_fee"])


def parse_cards(raw, source: str = "<cards>") -> CardSet:
    """Validate a card file's JSON (field by field, then the references) and build the cards."""
    from mbqt.games.master_builder.card_file import (
        validate,  # pydantic: only for files to check
    )
    data = validate(raw, source)
    try:
        _cross_check(data)
    except CardError as err:
        raise CardError(f"{source}: {err}") from None
    return _build(data, source)


def load_cards(cards: Deck | str | Path | None = None) -> CardSet:
    """Validate a deck (a Deck, or a card file's path) and build its cards; the bundled
    deck when None."""
    return load_deck(cards, default_cards, parse_cards)


@functools.cache
def bundled_deck() -> Deck:
    """The bundled card file, as data (a bot is sent it: docs/bots.md)."""
    return Deck(json.loads(DEFAULT_CARDS.read_text(encoding="utf-8")), str(DEFAULT_CARDS), bundled=True)


@functools.cache
def default_cards() -> CardSet:
    """The bundled deck: cross-checked and built without the pydantic pass (see the top)."""
    data = bundled_deck().data
    _cross_check(data)
    return _build(data, str(DEFAULT_CARDS))
