"""A game's setup (seats, variants, seed, optional deck orders): the pydantic model of
docs/formats.md "Setup". The initial state it gives is made in newgame.py.
"""
from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


# How a seat is told apart on the board: a colour and a symbol (never colour alone). The
# same names as mbqt/plain_setup.py's, the app's setups without pydantic (a test checks).
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
        tell_seats_apart(self.players)
        return self


def tell_seats_apart(players: list[Seat]) -> None:
    """Each seat its own colour and symbol; those not given are the first ones free (so
    setups written before seats had them load with the app's usual looks). For the setup
    of every game: ValueError for two seats with the same."""
    for key, names in (("colour", SEAT_COLOURS), ("symbol", SEAT_SYMBOLS)):
        given = [getattr(seat, key) for seat in players if getattr(seat, key) is not None]
        twice = sorted({v for v in given if given.count(v) > 1})
        if twice:
            raise ValueError(f"two seats have the {key} {twice[0]!r}: each needs its own")
        free = iter(v for v in names if v not in given)
        for seat in players:
            if getattr(seat, key) is None:
                setattr(seat, key, next(free))
