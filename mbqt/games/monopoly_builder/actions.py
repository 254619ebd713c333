"""The JSON form of actions and its conversion to and from engine tuples. Deeds, island
cells, colours and Chance cards are named by their ids in the board file ("oriental_avenue",
"B3", "red", "C07"); seats are 0-based; money in M."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from mbqt.core.action_model import Action, read_action
from mbqt.core.errors import IllegalAction
from mbqt.games.monopoly_builder.cards import Board


def _simple(name: str):
    return type(name.title().replace("_", ""), (Action,), {"__annotations__": {"type": Literal[name]}})


class _Colour(Action):
    colour: str = Field(description="a colour id of the board file: 'red', 'purple', 'green', 'yellow'")


class Discard(_Colour):
    type: Literal["discard"]


class Gain(_Colour):
    type: Literal["gain"]


class Return(_Colour):
    type: Literal["return"]


class Bid(Action):
    type: Literal["bid"]
    amount: int = Field(ge=0, description="M, at least the opening bid or the high bid + the raise")


class _DeedAction(Action):
    deed: str = Field(description="a deed id, e.g. 'oriental_avenue'")


class Mortgage(_DeedAction):
    type: Literal["mortgage"]


class Unmortgage(_DeedAction):
    type: Literal["unmortgage"]


class Steal(Action):
    type: Literal["steal"]
    seat: int = Field(ge=0, le=3)
    colour: str


class Bank(Action):
    type: Literal["bank"]
    give: str = Field(description="the colour given 4 times")
    take: str


class Swap(Action):
    type: Literal["swap"]
    give: list[str] = Field(min_length=2, max_length=2, description="the two chips given")
    take: str


class Build(Action):
    type: Literal["build"]
    cell: str = Field(description="an island foundation, e.g. 'B3'")
    pay: dict[str, int] = Field(description="colour -> chips paid (the reference card's cost)")


class Bundle(Action):
    money: int = Field(default=0, ge=0)
    chips: dict[str, int] = {}
    deeds: list[str] = []
    cards: list[str] = Field(default=[], description="kept Chance cards by id")


class Offer(Action):
    type: Literal["offer"]
    to: int = Field(ge=0, le=3)
    give: Bundle = Bundle()
    get: Bundle = Bundle()


class ForcedTrade(Action):
    type: Literal["forced_trade"]
    seat: int = Field(ge=0, le=3)
    take: str
    give: str


_SIMPLE = ("roll", "pay_fine", "use_card", "buy", "decline", "pass", "claim", "forgo", "end", "accept", "refuse")
ActionModel = Annotated[Union[tuple(_simple(k) for k in _SIMPLE) + (
    Discard, Gain, Return, Bid, Mortgage, Unmortgage, Steal, Bank, Swap, Build, Offer, ForcedTrade)],
    Field(discriminator="type")]
ACTION_ADAPTER = TypeAdapter(ActionModel)


def _colour(board: Board, name: str) -> int:
    if name not in board.colours:
        raise IllegalAction("no_colour_name", name=name[:40])
    return board.colours.index(name)


def _deed(board: Board, name: str) -> int:
    for d in board.deeds:
        if d.id == name:
            return d.index
    raise IllegalAction("no_deed_name", name=name[:40])


def _chips(board: Board, amounts: dict) -> tuple:
    out = [0, 0, 0, 0]
    for name, n in amounts.items():
        if n < 0:
            raise IllegalAction("malformed_offer")
        out[_colour(board, name)] += n
    return tuple(out)


def _card(board: Board, name: str) -> int:
    for c in board.chance:
        if c.id == name:
            return c.index
    raise IllegalAction("no_card_name", name=name[:40])


def _bundle(board: Board, b: Bundle) -> tuple:
    return (b.money, _chips(board, b.chips), tuple(sorted(_deed(board, d) for d in b.deeds)),
            tuple(sorted(_card(board, c) for c in b.cards)))


def from_json(board: Board, data) -> tuple:
    """A JSON action (dict) -> engine tuple. Raises IllegalAction for a malformed action."""
    a = read_action(ACTION_ADAPTER, data)
    t = a.type
    if t in _SIMPLE:
        return (t,)
    if t in ("discard", "gain", "return"):
        return (t, _colour(board, a.colour))
    if t == "bid":
        return (t, a.amount)
    if t in ("mortgage", "unmortgage"):
        return (t, _deed(board, a.deed))
    if t == "steal":
        return (t, a.seat, _colour(board, a.colour))
    if t == "bank":
        return (t, _colour(board, a.give), _colour(board, a.take))
    if t == "swap":
        x, y = sorted(_colour(board, c) for c in a.give)
        return (t, x, y, _colour(board, a.take))
    if t == "build":
        cells = [f[0] for f in board.foundations]
        if a.cell not in cells:
            raise IllegalAction("no_cell_name", name=a.cell[:40])
        return (t, cells.index(a.cell), _chips(board, a.pay))
    if t == "offer":
        return (t, a.to, _bundle(board, a.give), _bundle(board, a.get))
    return (t, a.seat, _colour(board, a.take), _colour(board, a.give))


def _chips_json(board: Board, chips) -> dict:
    return {board.colours[c]: n for c, n in enumerate(chips) if n}


def bundle_json(board: Board, bundle) -> dict:
    money, chips, deeds, cards = bundle
    return {"money": money, "chips": _chips_json(board, chips), "deeds": [board.deeds[d].id for d in deeds],
            "cards": [board.chance[c].id for c in cards]}


def to_json(board: Board, action: tuple) -> dict:
    """Engine tuple -> the documented JSON action."""
    t = action[0]
    colour = board.colours
    if t in _SIMPLE:
        return {"type": t}
    if t in ("discard", "gain", "return"):
        return {"type": t, "colour": colour[action[1]]}
    if t == "bid":
        return {"type": t, "amount": action[1]}
    if t in ("mortgage", "unmortgage"):
        return {"type": t, "deed": board.deeds[action[1]].id}
    if t == "steal":
        return {"type": t, "seat": action[1], "colour": colour[action[2]]}
    if t == "bank":
        return {"type": t, "give": colour[action[1]], "take": colour[action[2]]}
    if t == "swap":
        return {"type": t, "give": [colour[action[1]], colour[action[2]]], "take": colour[action[3]]}
    if t == "build":
        return {"type": t, "cell": board.foundations[action[1]][0], "pay": _chips_json(board, action[2])}
    if t == "offer":
        return {"type": t, "to": action[1], "give": bundle_json(board, action[2]), "get": bundle_json(board, action[3])}
    if t == "forced_trade":
        return {"type": t, "seat": action[1], "take": colour[action[2]], "give": colour[action[3]]}
    raise ValueError(f"unknown action {action!r}")
