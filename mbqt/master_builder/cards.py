"""Card data: validated with pydantic at load, then turned into plain frozen objects.

The deck is data (see cards.md in the rulebook folder): much of it is reconstructed and a
person who owns the printed game may load their own file. Every check here names the
card and the field, so a wrong file gets a message a person can act on.
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from mbqt.paths import resource_path

DEFAULT_CARDS = resource_path("master_builder", "cards.json")

SECTION_KINDS = {
    "building": ("side_wall", "gable_end", "roof"),
    "city_wall": ("wall", "side_piece"),
}


class CardError(ValueError):
    """A card file that cannot be used; the message names the file, card and field."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Names(_Model):
    en: str = Field(min_length=1)
    fr: str = Field(min_length=1)


class WorkerTypeModel(_Model):
    id: str
    level: int = Field(ge=1)
    color: str
    wage: int = Field(ge=0, multiple_of=1000)
    count: int = Field(ge=0)
    name: Names


class QuirkModel(_Model):
    id: str = Field(min_length=1, max_length=1)
    name: Names


class LoanModel(_Model):
    id: Literal["small", "large"]
    receive: int = Field(gt=0, multiple_of=1000)
    repay_early: int = Field(gt=0, multiple_of=1000)
    repay_late: int = Field(gt=0, multiple_of=1000)
    count: int = Field(ge=0)


class RulesModel(_Model):
    starting_money: int = Field(ge=0, multiple_of=1000)
    wage_track_max: int = Field(gt=0, multiple_of=1000)
    rounds: int = Field(ge=1)
    economic_cards_per_game: int = Field(ge=0)
    contracts_removed_two_players: int = Field(ge=0)
    round1_contracts: Literal["players + 1"]
    unsold_contract_bonus: int = Field(ge=0, multiple_of=1000)
    unfinished_section_penalty: int = Field(ge=0, multiple_of=1000)
    choose_worker_fee: int = Field(ge=0, multiple_of=1000)
    bid_step: Literal[1000]
    loans: list[LoanModel]

    @model_validator(mode="after")
    def _both_loans(self):
        if sorted(loan.id for loan in self.loans) != ["large", "small"]:
            raise ValueError("loans must list exactly one 'small' and one 'large' loan")
        return self


class SectionModel(_Model):
    id: str
    kind: Literal["side_wall", "gable_end", "roof", "wall", "side_piece"]
    requires: list[str] = Field(min_length=1, max_length=2)


class ContractModel(_Model):
    number: int = Field(ge=1)
    kind: Literal["building", "city_wall"]
    name: Names
    price: int = Field(ge=0, multiple_of=1000)
    min_bid: int = Field(ge=0, multiple_of=1000)
    sections: list[SectionModel] = Field(min_length=1)

    @model_validator(mode="after")
    def _sections_fit_kind(self):
        allowed = SECTION_KINDS[self.kind]
        for section in self.sections:
            if section.kind not in allowed:
                raise ValueError(f"section {section.id!r}: kind {section.kind!r} is not allowed "
                                 f"in a {self.kind} (allowed: {', '.join(allowed)})")
        if self.kind == "city_wall" and self.sections[0].kind != "wall":
            raise ValueError("a city wall's first section must be a 'wall' section")
        ids = [s.id for s in self.sections]
        if len(set(ids)) != len(ids):
            raise ValueError("section ids must be unique within a contract")
        return self


class WorkerModel(_Model):
    id: str
    type: str
    wage: int = Field(ge=0, multiple_of=1000)
    quirks: list[str] = Field(max_length=5)


class EffectModel(_Model):
    kind: Literal["unavailable", "dismiss_all", "dismiss_one", "requisition", "wage_surcharge", "none"]
    quirks_any: list[str] = []
    types: list[str] = []
    count: int = Field(default=1, ge=1)
    compensation: int = Field(default=0, ge=0, multiple_of=1000)
    amount_per_worker: int = Field(default=0, ge=0, multiple_of=1000)

    @model_validator(mode="after")
    def _has_match(self):
        if self.kind != "none" and not (self.quirks_any or self.types):
            raise ValueError(f"a {self.kind!r} effect needs 'quirks_any' or 'types' to say which workers it hits")
        if self.kind == "requisition" and not self.types:
            raise ValueError("a 'requisition' effect needs 'types'")
        return self


class EventModel(_Model):
    id: str
    name: Names
    effect: EffectModel


class EconomicModel(_Model):
    id: str
    name: Names
    contracts_revealed: dict[Literal["2", "3", "4"], int]

    @model_validator(mode="after")
    def _all_counts(self):
        if sorted(self.contracts_revealed) != ["2", "3", "4"]:
            raise ValueError("contracts_revealed must give a count for 2, 3 and 4 players")
        if any(v < 0 for v in self.contracts_revealed.values()):
            raise ValueError("contracts_revealed counts cannot be negative")
        return self


class CardFile(_Model):
    model_config = ConfigDict(extra="ignore", frozen=True)
    worker_types: list[WorkerTypeModel] = Field(min_length=1)
    quirks: list[QuirkModel]
    rules: RulesModel
    contracts: list[ContractModel] = Field(min_length=1)
    workers: list[WorkerModel] = Field(min_length=1)
    events: list[EventModel] = Field(min_length=1)
    economic_cards: list[EconomicModel]


# --- plain objects used by the engine (cheap attribute access, no validation per move) ---

@dataclass(frozen=True, slots=True)
class WorkerType:
    index: int
    id: str
    level: int
    color: str
    wage: int
    name: dict


@dataclass(frozen=True, slots=True)
class Worker:
    index: int
    id: str
    type: int          # index into CardSet.worker_types
    level: int
    wage: int
    quirks: frozenset


@dataclass(frozen=True, slots=True)
class Section:
    index: int
    id: str
    kind: str
    requires: tuple    # levels, highest first
    group: int         # city walls: which wall (0, 1, ...); buildings: 0


@dataclass(frozen=True, slots=True, eq=False)  # compared by identity: build options are cached per contract
class Contract:
    number: int
    kind: str
    name: dict
    price: int
    min_bid: int
    sections: tuple
    full_mask: int


@dataclass(frozen=True, slots=True)
class Effect:
    kind: str
    quirks_any: frozenset
    types: frozenset   # worker type indices
    count: int
    compensation: int
    amount_per_worker: int

    def matches(self, worker: Worker) -> bool:
        return worker.type in self.types or bool(self.quirks_any & worker.quirks)


@dataclass(frozen=True, slots=True)
class Event:
    index: int
    id: str
    name: dict
    effect: Effect


@dataclass(frozen=True, slots=True)
class Economic:
    index: int
    id: str
    name: dict
    revealed: dict     # player count -> contracts revealed


@dataclass(frozen=True, slots=True)
class Loan:
    index: int
    id: str
    receive: int
    repay_early: int
    repay_late: int


@dataclass(frozen=True, slots=True)
class CardSet:
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


def _cross_check(data: CardFile) -> None:
    """Checks pydantic cannot express field by field: references between cards."""
    def fail(where: str, msg: str):
        raise CardError(f"{where}: {msg}")

    types = {t.id: t for t in data.worker_types}
    for kind, ids in (("worker_types", [t.id for t in data.worker_types]),
                      ("workers", [w.id for w in data.workers]),
                      ("events", [e.id for e in data.events]),
                      ("economic_cards", [e.id for e in data.economic_cards]),
                      ("contracts", [c.number for c in data.contracts])):
        dup = _duplicates(ids)
        if dup:
            fail(kind, f"duplicate id {dup[0]!r}")
    levels = [t.level for t in data.worker_types]
    if len(set(levels)) != len(levels):
        fail("worker_types", "two worker types share a level")
    quirks = {q.id for q in data.quirks}
    for w in data.workers:
        where = f"workers[{w.id}]"
        if w.type not in types:
            fail(where + ".type", f"unknown worker type {w.type!r} (known: {', '.join(types)})")
        if w.wage != types[w.type].wage:
            fail(where + ".wage", f"{w.wage} differs from the {w.type} wage {types[w.type].wage}")
        for q in w.quirks:
            if q not in quirks:
                fail(where + ".quirks", f"unknown quirk {q!r} (known: {', '.join(sorted(quirks))})")
    for t in data.worker_types:
        n = sum(1 for w in data.workers if w.type == t.id)
        if n != t.count:
            fail(f"worker_types[{t.id}].count", f"says {t.count} but the file has {n} {t.id} cards")
    for c in data.contracts:
        for s in c.sections:
            for r in s.requires:
                if r not in types:
                    fail(f"contracts[{c.number}].sections[{s.id}].requires",
                         f"unknown worker type {r!r}")
    for e in data.events:
        for q in e.effect.quirks_any:
            if q not in quirks:
                fail(f"events[{e.id}].effect.quirks_any", f"unknown quirk {q!r}")
        for t in e.effect.types:
            if t not in types:
                fail(f"events[{e.id}].effect.types", f"unknown worker type {t!r}")
    if len(data.economic_cards) < data.rules.economic_cards_per_game:
        fail("economic_cards", f"{len(data.economic_cards)} cards, but rules.economic_cards_per_game "
                               f"is {data.rules.economic_cards_per_game}")
    needed = max(5, 3 + data.rules.contracts_removed_two_players)  # round 1 of 4 players; of 2 after removal
    if len(data.contracts) < needed:
        fail("contracts", f"{len(data.contracts)} contracts; a game needs at least {needed}")


def _build(data: CardFile, source: str) -> CardSet:
    type_index = {t.id: i for i, t in enumerate(data.worker_types)}
    level_of = {t.id: t.level for t in data.worker_types}
    worker_types = tuple(WorkerType(i, t.id, t.level, t.color, t.wage, t.name.model_dump())
                         for i, t in enumerate(data.worker_types))
    workers = tuple(Worker(i, w.id, type_index[w.type], level_of[w.type], w.wage, frozenset(w.quirks))
                    for i, w in enumerate(data.workers))
    contracts = {}
    for c in data.contracts:
        sections, group = [], -1
        for i, s in enumerate(c.sections):
            if c.kind == "city_wall" and s.kind == "wall":
                group += 1
            reqs = tuple(sorted((level_of[r] for r in s.requires), reverse=True))
            sections.append(Section(i, s.id, s.kind, reqs, max(group, 0)))
        contracts[c.number] = Contract(c.number, c.kind, c.name.model_dump(), c.price, c.min_bid,
                                       tuple(sections), (1 << len(sections)) - 1)
    events = tuple(Event(i, e.id, e.name.model_dump(),
                         Effect(e.effect.kind, frozenset(e.effect.quirks_any),
                                frozenset(type_index[t] for t in e.effect.types), e.effect.count,
                                e.effect.compensation, e.effect.amount_per_worker))
                   for i, e in enumerate(data.events))
    economic = tuple(Economic(i, e.id, e.name.model_dump(), {int(k): v for k, v in e.contracts_revealed.items()})
                     for i, e in enumerate(data.economic_cards))
    loans = tuple(Loan(i, loan.id, loan.receive, loan.repay_early, loan.repay_late)
                  for i, loan in enumerate(sorted(data.rules.loans, key=lambda x: x.id != "small")))
    r = data.rules
    return CardSet(source, worker_types, {q.id: q.name.model_dump() for q in data.quirks}, workers,
                   contracts, events, economic, loans, r.starting_money, r.wage_track_max, r.rounds,
                   r.economic_cards_per_game, r.contracts_removed_two_players, r.unsold_contract_bonus,
                   r.unfinished_section_penalty, r.choose_worker_fee)


def _format_validation_error(err: ValidationError, raw) -> str:
    """Turn pydantic's location into 'contracts[3 (number 4)].price: message' lines."""
    lines = []
    for e in err.errors():
        parts, node = [], raw
        for loc in e["loc"]:
            if isinstance(loc, int) and isinstance(node, list):
                item = node[loc] if loc < len(node) else None
                label = item.get("id", item.get("number")) if isinstance(item, dict) else None
                parts[-1:] = [f"{parts[-1] if parts else ''}[{loc}{f' = {label}' if label is not None else ''}]"]
                node = item
            else:
                parts.append(str(loc))
                node = node.get(loc) if isinstance(node, dict) else None
        lines.append(f"{'.'.join(parts) or '(top level)'}: {e['msg']}")
    return "; ".join(lines[:5]) + (f" (and {len(lines) - 5} more)" if len(lines) > 5 else "")


def parse_cards(raw, source: str = "<cards>") -> CardSet:
    try:
        data = CardFile.model_validate(raw)
    except ValidationError as err:
        raise CardError(f"{source}: {_format_validation_error(err, raw)}") from None
    try:
        _cross_check(data)
    except CardError as err:
        raise CardError(f"{source}: {err}") from None
    return _build(data, source)


def load_cards(path: str | Path | None = None) -> CardSet:
    """Load and validate a card file (the bundled deck when path is None)."""
    if path is None:
        return default_cards()
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise CardError(f"{path}: cannot read the card file ({err.strerror or err})") from None
    except UnicodeDecodeError:
        raise CardError(f"{path}: not a UTF-8 text file") from None
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as err:
        raise CardError(f"{path}: not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except ValueError:   # Python refuses integers of thousands of digits
        raise CardError(f"{path}: holds a number far too long for a card file") from None
    except RecursionError:
        raise CardError(f"{path}: nested too deeply to be a card file") from None
    return parse_cards(raw, str(path))


@functools.cache
def default_cards() -> CardSet:
    return load_cards(DEFAULT_CARDS)
