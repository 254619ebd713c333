"""Monopoly Builder's board data: validated with pydantic at load, then plain frozen objects.

The bundled file is the reconstruction of rules/monopoly-builder/board.json (board.md):
32 spaces, 16 deeds, 4 reference cards, the Roll-for-Resources chart, 20 Chance cards,
the island and the economy. Its provenance fields (attested, source, notes) are kept in the
file but not used. Every check names the item and the field, so a person's own file (an
owner of the physical game, `--cards FILE`) gets a message they can act on.

Resources are colour indices 0-3 in the file's `resources` order (red, purple, green,
yellow in the bundled file); chips are 4-tuples of counts in that order. Deeds, spaces,
Chance cards and island foundations are indices into their tuples.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from mbqt.core.card_files import Deck, load_deck, read_deck
from mbqt.core.errors import CardError, format_validation_error
from mbqt.paths import resource_path

DEFAULT_CARDS = resource_path("monopoly_builder", "board.json")
FLOORS = ("floor_1", "floor_2", "floor_3", "floor_4", "penthouse")
SPACE_KINDS = ("go", "property", "chance", "collect_resources", "roll_for_resources", "steal_resource", "jail",
               "free_parking", "go_to_jail")
EFFECT_KINDS = ("move_to", "move_by", "go_to_jail", "get_out_of_jail_free", "forced_trade", "collect_money",
                "pay_money", "pay_each_player", "collect_from_each_player", "pay_per_floor", "gain_resources",
                "lose_resources", "steal_resource")
KEPT = ("get_out_of_jail_free", "forced_trade")


class _Model(BaseModel):
    # The bundled file carries provenance fields (attested, source, notes) we do not use.
    model_config = ConfigDict(extra="ignore", frozen=True)


class Words(_Model):
    en: str = Field(min_length=1, max_length=400)
    fr: str = Field(min_length=1, max_length=400)


class SpaceModel(_Model):
    index: int = Field(ge=0)
    kind: Literal[SPACE_KINDS]
    label: Words
    property_id: str | None = None
    resource: str | None = None
    amount: int = Field(default=2, ge=1, le=5)


class GroupModel(_Model):
    id: str = Field(min_length=1)
    name: Words
    properties: list[str] = Field(min_length=1, max_length=4)
    monopoly_points: int = Field(ge=0, le=50)


class DeedModel(_Model):
    id: str = Field(min_length=1)
    group: str
    position: int = Field(ge=0)
    name: Words
    price: int = Field(gt=0, le=10000)
    rent: int = Field(ge=0, le=10000)
    monopoly_rent: int = Field(ge=0, le=10000)
    mortgage: int = Field(ge=0, le=10000)
    unmortgage: int = Field(ge=0, le=10000)
    dice_number: int = Field(ge=2, le=12)
    resource: str


class ResourceModel(_Model):
    colour: str = Field(min_length=1)
    name: Words
    chip: Words
    token: Words
    chips_in_box: int = Field(ge=1, le=200)


class ReferenceModel(_Model):
    colour: str
    starting_resources: dict[str, int]
    floor_1: dict[str, int]
    floor_2: dict[str, int]
    floor_3: dict[str, int]
    floor_4: dict[str, int]
    penthouse: dict[str, int]


class ChartModel(_Model):
    amount: int = Field(ge=1, le=5)
    chart: dict[str, str]


class EffectModel(_Model):
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal[EFFECT_KINDS]
    target: int | None = Field(default=None, ge=0)
    property_id: str | None = None
    collect_go_if_passed: bool = True
    steps: int | None = Field(default=None, ge=-20, le=20)
    take: int = Field(default=1, ge=1, le=1)
    give: int = Field(default=1, ge=1, le=1)
    amount: int | None = Field(default=None, ge=0, le=10000)
    amount_per_floor: int | None = Field(default=None, ge=0, le=1000)
    count: int | None = Field(default=None, ge=1, le=6)
    colour: str | None = None
    same_colour: bool = True
    chosen_by: Literal["self"] = "self"

    @model_validator(mode="after")
    def _needed(self):
        need = {"move_to": "target", "move_by": "steps", "collect_money": "amount", "pay_money": "amount",
                "pay_each_player": "amount", "collect_from_each_player": "amount",
                "pay_per_floor": "amount_per_floor", "gain_resources": "count", "lose_resources": "count"}
        field = need.get(self.kind)
        if field and getattr(self, field) is None:
            raise ValueError(f"a {self.kind} effect needs {field}")
        return self


class ChanceModel(_Model):
    id: str = Field(min_length=1)
    text: Words
    effect: EffectModel
    keep: bool


class FoundationModel(_Model):
    id: str = Field(min_length=1, max_length=8)
    row: int = Field(ge=0, le=20)
    col: int = Field(ge=0, le=20)


class IslandModel(_Model):
    rows: int = Field(ge=1, le=20)
    cols: int = Field(ge=1, le=20)
    foundations: list[FoundationModel] = Field(min_length=1)
    max_own_floors: int = Field(ge=1, le=10)


class BonusModel(_Model):
    id: Literal["billionaire_builder", "community_builder"]
    name: Words
    points: int = Field(ge=0, le=50)


class ScoringModel(_Model):
    building_points_by_height: dict[str, int]
    builders_bonus: list[BonusModel] = Field(min_length=2, max_length=2)


class AuctionModel(_Model):
    opening_bid: int = Field(ge=0)
    min_raise: int = Field(ge=1)


class EconomyModel(_Model):
    starting_money: int = Field(ge=0, le=100000)
    go_salary: int = Field(ge=0, le=10000)
    jail_fine: int = Field(ge=0, le=10000)
    jail_max_turns: int = Field(ge=1, le=10)
    auction: AuctionModel
    hand_limit: int = Field(ge=1, le=50)
    gather_amount: int = Field(ge=1, le=10)
    blocks_per_player: int = Field(ge=1, le=50)


class BoardFile(_Model):
    board: list[SpaceModel] = Field(min_length=8, max_length=80)
    groups: list[GroupModel] = Field(min_length=1)
    properties: list[DeedModel] = Field(min_length=1)
    resources: list[ResourceModel] = Field(min_length=4, max_length=4)
    reference_cards: list[ReferenceModel] = Field(min_length=4, max_length=4)
    roll_for_resources_chart: ChartModel
    chance_cards: list[ChanceModel] = Field(min_length=1, max_length=100)
    island: IslandModel
    scoring: ScoringModel
    economy: EconomyModel


# --- the engine's plain objects


@dataclass(frozen=True, slots=True)
class Space:
    index: int
    kind: str
    label: dict           # {"en": ..., "fr": ...}
    deed: int             # the deed on it, -1 if none
    colour: int           # a Collect space's colour, -1 if none
    amount: int           # chips a Collect or Roll space gives, a Steal space takes


@dataclass(frozen=True, slots=True)
class Deed:
    index: int
    id: str
    name: dict
    group: int
    position: int
    price: int
    rent: int
    monopoly_rent: int
    mortgage: int
    unmortgage: int
    dice: int
    colour: int


@dataclass(frozen=True, slots=True)
class Group:
    index: int
    id: str
    name: dict
    deeds: tuple
    points: int


@dataclass(frozen=True, slots=True)
class Reference:
    """A token's reference card: its own colour, the chips it starts with and, per floor
    (1-4, then the Penthouse), the named chips (a 4-tuple) and how many of any colour."""
    colour: int
    start: tuple
    floors: tuple         # 5 x (named 4-tuple, any)


@dataclass(frozen=True, slots=True)
class Chance:
    index: int
    id: str
    text: dict
    kind: str
    keep: bool
    target: int           # move_to
    steps: int            # move_by
    amount: int           # money cards, pay_per_floor's amount per floor
    count: int            # gain_resources, lose_resources, steal_resource


@dataclass(frozen=True, slots=True, eq=False)   # compared and hashed by identity
class Board:
    source: str
    spaces: tuple
    deeds: tuple
    groups: tuple
    colours: tuple        # colour ids ("red", ...)
    resources: tuple      # per colour: {"name", "chip", "token"} -> {"en", "fr"}
    references: tuple     # per colour
    chart: tuple          # roll sum (index 0-12) -> colour, -1 for 0 and 1
    chart_amount: int
    chance: tuple
    foundations: tuple    # (id, row, col)
    neighbours: tuple     # per foundation: the orthogonally adjacent foundations
    max_own_floors: int
    building_points: tuple   # height (index 0-5) -> points
    billionaire: int
    community: int
    bonus_names: dict     # bonus id -> {"en", "fr"}
    supply: tuple         # chips in the box, per colour
    starting_money: int
    go_salary: int
    jail_fine: int
    jail_turns: int
    opening_bid: int
    min_raise: int
    hand_limit: int
    gather: int
    blocks: int
    jail: int             # the Jail space's index
    deed_by_dice: tuple   # roll sum (0-12) -> deeds with that number, in board order

    @property
    def n_spaces(self) -> int:
        return len(self.spaces)


def _colours(data: BoardFile) -> dict:
    return {r.colour: i for i, r in enumerate(data.resources)}


def _cost(where: str, amounts: dict, colours: dict) -> tuple:
    named = [0, 0, 0, 0]
    for colour, n in amounts.items():
        if colour != "any" and colour not in colours:
            raise CardError(f"{where}: unknown colour {colour!r}")
        if not 0 <= n <= 10:
            raise CardError(f"{where}.{colour}: a count from 0 to 10")
        if colour != "any":
            named[colours[colour]] += n
    return tuple(named), amounts.get("any", 0)


def _build(data: BoardFile, source: str) -> Board:
    colours = _colours(data)
    if len(colours) != 4:
        raise CardError("resources: four different colours")
    deed_ids = {d.id: i for i, d in enumerate(data.properties)}
    if len(deed_ids) != len(data.properties):
        raise CardError("properties: duplicate deed id")
    group_ids = {g.id: i for i, g in enumerate(data.groups)}
    n = len(data.board)
    for i, s in enumerate(data.board):
        if s.index != i:
            raise CardError(f"board[{i}].index: must be {i} (spaces in board order)")
    deeds = []
    for i, d in enumerate(data.properties):
        where = f"properties[{i} = {d.id}]"
        if d.group not in group_ids:
            raise CardError(f"{where}.group: unknown group {d.group!r}")
        if d.resource not in colours:
            raise CardError(f"{where}.resource: unknown colour {d.resource!r}")
        if d.position >= n or data.board[d.position].property_id != d.id:
            raise CardError(f"{where}.position: board[{d.position}] is not this deed's space")
        if d.dice_number == 6:
            raise CardError(f"{where}.dice_number: 6 gives every player their own colour; a deed cannot have it")
        deeds.append(Deed(i, d.id, d.name.model_dump(), group_ids[d.group], d.position, d.price, d.rent,
                          d.monopoly_rent, d.mortgage, d.unmortgage, d.dice_number, colours[d.resource]))
    groups = []
    for i, g in enumerate(data.groups):
        for p in g.properties:
            if p not in deed_ids or data.properties[deed_ids[p]].group != g.id:
                raise CardError(f"groups[{i} = {g.id}].properties: {p!r} is not a deed of this group")
        groups.append(Group(i, g.id, g.name.model_dump(), tuple(deed_ids[p] for p in g.properties), g.monopoly_points))
    if sorted(d for g in groups for d in g.deeds) != list(range(len(deeds))):
        raise CardError("groups: every deed in exactly one group")
    spaces = []
    for i, s in enumerate(data.board):
        where = f"board[{i}]"
        deed = colour = -1
        if s.kind == "property":
            if s.property_id not in deed_ids:
                raise CardError(f"{where}.property_id: unknown deed {s.property_id!r}")
            deed = deed_ids[s.property_id]
        if s.kind == "collect_resources":
            if s.resource not in colours:
                raise CardError(f"{where}.resource: unknown colour {s.resource!r}")
            colour = colours[s.resource]
        spaces.append(Space(i, s.kind, s.label.model_dump(), deed, colour, s.amount))
    kinds = [s.kind for s in spaces]
    for kind in ("go", "jail", "go_to_jail"):
        if kinds.count(kind) != 1:
            raise CardError(f"board: exactly one {kind!r} space")
    if kinds[0] != "go":
        raise CardError("board[0].kind: the track starts at GO")
    references = [None] * 4
    for i, r in enumerate(data.reference_cards):
        where = f"reference_cards[{i}]"
        if r.colour not in colours or references[colours[r.colour]] is not None:
            raise CardError(f"{where}.colour: one card per colour ({r.colour!r})")
        start, any_start = _cost(f"{where}.starting_resources", r.starting_resources, colours)
        if any_start:
            raise CardError(f"{where}.starting_resources: name the colours")
        floors = tuple(_cost(f"{where}.{f}", getattr(r, f), colours) for f in FLOORS)
        if any(sum(named) + anyc == 0 for named, anyc in floors):
            raise CardError(f"{where}: every floor costs at least one chip")
        references[colours[r.colour]] = Reference(colours[r.colour], start, floors)
    chart = [-1] * 13
    for key, colour in data.roll_for_resources_chart.chart.items():
        if key not in {str(k) for k in range(2, 13)} or colour not in colours:
            raise CardError(f"roll_for_resources_chart.chart.{key}: a sum 2-12 and a colour")
        chart[int(key)] = colours[colour]
    if -1 in chart[2:]:
        raise CardError("roll_for_resources_chart.chart: every sum from 2 to 12")
    chance = []
    for i, c in enumerate(data.chance_cards):
        e, where = c.effect, f"chance_cards[{i} = {c.id}].effect"
        if e.kind == "move_to" and e.target >= n:
            raise CardError(f"{where}.target: no space {e.target}")
        if c.keep != (e.kind in KEPT):
            raise CardError(f"chance_cards[{i} = {c.id}].keep: only {' and '.join(KEPT)} cards are kept")
        amount = e.amount_per_floor if e.kind == "pay_per_floor" else (e.amount or 0)
        chance.append(Chance(i, c.id, c.text.model_dump(), e.kind, c.keep, e.target or 0, e.steps or 0, amount,
                             e.count or 1))
    if len({c.id for c in chance}) != len(chance):
        raise CardError("chance_cards: duplicate card id")
    if all(c.keep for c in chance):
        raise CardError("chance_cards: at least one card that is not kept (the pile must never run out)")
    chance_spaces = {i for i, k in enumerate(kinds) if k == "chance"}
    for c in chance:
        # A card that moves a token onto a Chance space would draw again, maybe for ever.
        if (c.kind == "move_to" and c.target in chance_spaces) or \
                (c.kind == "move_by" and (not c.steps or any((i + c.steps) % n in chance_spaces
                                                             for i in chance_spaces))):
            raise CardError(f"chance_cards[{c.index} = {c.id}].effect: it must not move a token onto a Chance space")
    island = data.island
    cells = {}
    for i, f in enumerate(island.foundations):
        if f.row >= island.rows or f.col >= island.cols or (f.row, f.col) in cells:
            raise CardError(f"island.foundations[{i} = {f.id}]: a free cell inside the {island.rows} x "
                            f"{island.cols} grid")
        cells[(f.row, f.col)] = i
    foundations = tuple((f.id, f.row, f.col) for f in island.foundations)
    neighbours = tuple(tuple(cells[(r + dr, c + dc)] for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0))
                             if (r + dr, c + dc) in cells) for _id, r, c in foundations)
    heights = data.scoring.building_points_by_height
    top = island.max_own_floors + 1
    if sorted(heights) != sorted(str(h) for h in range(1, top + 1)):
        raise CardError(f"scoring.building_points_by_height: heights 1 to {top}")
    bonus = {b.id: b for b in data.scoring.builders_bonus}
    if len(bonus) != 2:
        raise CardError("scoring.builders_bonus: billionaire_builder and community_builder")
    eco = data.economy
    supply = tuple(r.chips_in_box for r in data.resources)
    for c in range(4):
        given = sum(r.start[c] for r in references)
        if given > supply[c]:
            raise CardError(f"resources[{c}].chips_in_box: {supply[c]}, fewer than the {given} chips dealt at setup")
    by_dice = tuple(tuple(d.index for d in sorted(deeds, key=lambda d: d.position) if d.dice == k) for k in range(13))
    return Board(
        source, tuple(spaces), tuple(deeds), tuple(groups), tuple(colours),
        tuple({"name": r.name.model_dump(), "chip": r.chip.model_dump(), "token": r.token.model_dump()}
              for r in data.resources),
        tuple(references), tuple(chart), data.roll_for_resources_chart.amount, tuple(chance), foundations,
        neighbours, island.max_own_floors, (0,) + tuple(heights[str(h)] for h in range(1, top + 1)),
        bonus["billionaire_builder"].points, bonus["community_builder"].points,
        {k: b.name.model_dump() for k, b in bonus.items()}, supply, eco.starting_money, eco.go_salary,
        eco.jail_fine, eco.jail_max_turns, eco.auction.opening_bid, eco.auction.min_raise, eco.hand_limit,
        eco.gather_amount, eco.blocks_per_player, kinds.index("jail"), by_dice)


def parse_cards(raw, source: str = "<board>") -> Board:
    try:
        data = BoardFile.model_validate(raw)
    except ValidationError as err:
        raise CardError(f"{source}: {format_validation_error(err, raw)}") from None
    try:
        return _build(data, source)
    except CardError as err:
        raise CardError(f"{source}: {err}") from None


def load_cards(cards: Deck | str | Path | None = None) -> Board:
    """Validate a board file (a Deck, or a path) and build the board; the bundled one when None."""
    return load_deck(cards, default_cards, parse_cards)


@functools.cache
def bundled_deck() -> Deck:
    """The bundled board file, as data (a bot is sent it: docs/bots.md)."""
    return read_deck(DEFAULT_CARDS, bundled=True)


@functools.cache
def default_cards() -> Board:
    return parse_cards(bundled_deck().data, str(DEFAULT_CARDS))
