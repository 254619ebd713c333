"""The part of every game's setup model (pydantic, docs/formats.md "Setup") that is the same
in every game: the seats, the seed and the start player. A game's Setup subclasses
SetupBase with its `game` literal, its variants and its deck orders."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from mbqt.core.seats import (
    MAX_NAME,
    SEAT_COLOURS,
    SEAT_SYMBOLS,
    start_player_problem,
    tell_seats_apart,
)

Colour = Literal[SEAT_COLOURS]
Symbol = Literal[SEAT_SYMBOLS]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Seat(Model):
    name: str = Field(min_length=1, max_length=MAX_NAME)
    kind: str = Field(default="human", description="'human', an AI level ('random', 'easy', "
                                                   "'medium', 'hard') or 'cmd:PROGRAM' (external bot)")
    colour: Colour | None = Field(default=None, description="the seat's colour; null: the first "
                                                             "no other seat has")
    symbol: Symbol | None = Field(default=None, description="the seat's symbol; null: the first "
                                                             "no other seat has")


class SetupBase(Model):
    game: str           # each game's Setup narrows it to its id
    players: list[Seat] = Field(min_length=2, max_length=4)
    seed: int = Field(default=0, ge=0, lt=2**63)
    start_player: int | None = Field(default=None, ge=0, le=3,
                                     description="the first seat to play; random from the seed when null")

    @model_validator(mode="after")
    def _seats(self):
        problem = start_player_problem(self.start_player, len(self.players))
        if problem:
            raise ValueError(problem)
        tell_seats_apart(self.players)
        return self
