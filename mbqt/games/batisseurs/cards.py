"""Les Bâtisseurs card data: validated with pydantic at load, then plain frozen objects.

The bundled file is the verified card list (rules/les-batisseurs/cards.json, checked
against scans of the printed cards); its provenance fields are kept but not used. Every
check names the card and the field, so a wrong file gets a message a person can act on.

Resources are 4-tuples in the order stone, wood, knowledge, tile. A *unit* is anything a
player can send to work: a worker card (unit = its index) or a finished machine (unit =
number of workers + the machine's building index).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from mbqt.core.card_files import Deck, load_deck, read_deck
from mbqt.core.errors import CardError, format_validation_error
from mbqt.paths import resource_path

DEFAULT_CARDS = resource_path("batisseurs", "cards.json")
RESOURCES = ("stone", "wood", "knowledge", "tile")
APPRENTICE = "apprentice"


class _Model(BaseModel):
    # The bundled file carries provenance fields (source, verification, notes) we do not use.
    model_config = ConfigDict(extra="ignore", frozen=True)


class Amounts(_Model):
    model_config = ConfigDict(extra="forbid", frozen=True)
    stone: int = Field(ge=0, le=9)
    wood: int = Field(ge=0, le=9)
    knowledge: int = Field(ge=0, le=9)
    tile: int = Field(ge=0, le=9)

    def as_tuple(self) -> tuple:
        return (self.stone, self.wood, self.knowledge, self.tile)


class WorkerModel(_Model):
    id: str = Field(min_length=1)
    type_fr: str = Field(min_length=1)
    type_en: str = Field(min_length=1)
    cost_ecus: int = Field(ge=0)
    produces: Amounts

    @model_validator(mode="after")
    def _produces_something(self):
        if not any(self.produces.as_tuple()):
            raise ValueError("a worker must produce at least one resource")
        return self


class BuildingModel(_Model):
    id: str = Field(min_length=1)
    name_fr: str = Field(min_length=1)
    name_en_literal: str = Field(min_length=1)
    is_machine: bool
    reward_ecus: int = Field(ge=0)
    victory_points: int = Field(ge=0)
    requires: Amounts
    produces_when_used_as_worker: Amounts | None = None
    cost_to_send_to_work_ecus: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _machine_fields(self):
        if not any(self.requires.as_tuple()):
            raise ValueError("a building must require at least one resource")
        if self.is_machine and self.produces_when_used_as_worker is None:
            raise ValueError("a machine needs produces_when_used_as_worker")
        if not self.is_machine and self.produces_when_used_as_worker is not None:
            raise ValueError("only a machine (is_machine: true) produces resources")
        return self


class CardFile(_Model):
    workers: list[WorkerModel] = Field(min_length=5)
    buildings: list[BuildingModel] = Field(min_length=1)
    machines: list[BuildingModel] = []


@dataclass(frozen=True, slots=True)
class Worker:
    index: int
    id: str
    type: str             # English type id: apprentice, laborer, craftsman, master
    type_fr: str
    cost: int
    produces: tuple


@dataclass(frozen=True, slots=True)
class Building:
    index: int
    id: str
    name: dict            # {"fr": ..., "en": ...} (the English names are literal translations)
    machine: bool
    reward: int           # écus on completion
    points: int           # victory points on completion
    requires: tuple
    produces: tuple | None    # a machine's production once finished
    cost: int                 # écus to send a finished machine to work (0 on every card)


@dataclass(frozen=True, slots=True, eq=False)   # compared and hashed by identity
class CardSet:
    source: str
    workers: tuple
    buildings: tuple
    unit_cost: tuple      # per unit (workers, then buildings): écus to send it; None for non-machines
    unit_prod: tuple      # per unit: resources produced; None for non-machines

    @property
    def n_workers(self) -> int:
        return len(self.workers)

    def unit_id(self, unit: int) -> str:
        nw = len(self.workers)
        return self.workers[unit].id if unit < nw else self.buildings[unit - nw].id

    def unit_by_id(self, card_id: str) -> int | None:
        return self._unit_index().get(card_id)

    def worker_by_id(self, card_id: str) -> Worker | None:
        u = self._unit_index().get(card_id)
        return self.workers[u] if u is not None and u < len(self.workers) else None

    def building_by_id(self, card_id: str) -> Building | None:
        u = self._unit_index().get(card_id)
        nw = len(self.workers)
        return self.buildings[u - nw] if u is not None and u >= nw else None

    def _unit_index(self) -> dict:
        return _index(self)


@functools.cache
def _index(cards: CardSet) -> dict:
    out = {w.id: w.index for w in cards.workers}
    out.update({b.id: len(cards.workers) + b.index for b in cards.buildings})
    return out


def _cross_check(data: CardFile) -> None:
    ids = [w.id for w in data.workers] + [b.id for b in data.buildings] + [m.id for m in data.machines]
    seen = set()
    for i in ids:
        if i in seen:
            raise CardError(f"duplicate card id {i!r}")
        seen.add(i)
    for where, items, machine in (("buildings", data.buildings, False), ("machines", data.machines, True)):
        for b in items:
            if b.is_machine != machine:
                raise CardError(f"{where}[{b.id}].is_machine: must be {str(machine).lower()} in '{where}'")
    apprentices = sum(1 for w in data.workers if w.type_en == APPRENTICE)
    if apprentices < 4:   # one each for up to four players
        raise CardError(f"workers: {apprentices} apprentices (type_en 'apprentice'); a game needs 4")
    if len(data.workers) < 4 + 5:
        raise CardError(f"workers: {len(data.workers)} cards; a game needs at least 9 (4 dealt, 5 on display)")
    if len(data.buildings) + len(data.machines) < 5:
        raise CardError("buildings: a game needs at least 5 building cards on display")


def _build(data: CardFile, source: str) -> CardSet:
    workers = tuple(Worker(i, w.id, w.type_en, w.type_fr, w.cost_ecus, w.produces.as_tuple())
                    for i, w in enumerate(data.workers))
    buildings = tuple(
        # The file marks some literal English names "(lit.)": a note for its readers.
        Building(i, b.id, {"fr": b.name_fr, "en": b.name_en_literal.removesuffix(" (lit.)")}, b.is_machine,
                 b.reward_ecus, b.victory_points, b.requires.as_tuple(),
                 b.produces_when_used_as_worker.as_tuple() if b.is_machine else None,
                 b.cost_to_send_to_work_ecus)
        for i, b in enumerate([*data.buildings, *data.machines]))
    unit_cost = tuple(w.cost for w in workers) + tuple(b.cost if b.machine else None for b in buildings)
    unit_prod = tuple(w.produces for w in workers) + tuple(b.produces for b in buildings)
    return CardSet(source, workers, buildings, unit_cost, unit_prod)


def parse_cards(raw, source: str = "<cards>") -> CardSet:
    try:
        data = CardFile.model_validate(raw)
    except ValidationError as err:
        raise CardError(f"{source}: {format_validation_error(err, raw)}") from None
    try:
        _cross_check(data)
    except CardError as err:
        raise CardError(f"{source}: {err}") from None
    return _build(data, source)


def load_cards(cards: Deck | str | Path | None = None) -> CardSet:
    """Validate a deck (a Deck, or a card file's path) and build its cards; the bundled
    one when None."""
    return load_deck(cards, default_cards, parse_cards)


@functools.cache
def bundled_deck() -> Deck:
    """The bundled card file, as data (a bot is sent it: docs/bots.md)."""
    return read_deck(DEFAULT_CARDS, bundled=True)


@functools.cache
def default_cards() -> CardSet:
    return parse_cards(bundled_deck().data, str(DEFAULT_CARDS))
