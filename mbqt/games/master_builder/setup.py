"""A game's setup (seats, variants, seed, optional deck orders): the pydantic model of
docs/formats.md "Setup". The initial state it gives is made in newgame.py.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from mbqt.core.setup_model import Model, SetupBase


class Variants(Model):
    choosing_workers: bool = False
    selective_events: bool = False
    loaning_workers: bool = False
    additional_events: bool = False

    def enabled(self) -> frozenset:
        return frozenset(k for k, v in self.model_dump().items() if v)


class DeckOrder(Model):
    """Explicit deck orders, top card first. Each list given must hold every card of its
    kind exactly once; for contracts with two players, the last ones listed are the
    contracts removed unseen."""
    workers: dict[str, list[str]] | None = Field(default=None, description="worker type id -> worker ids")
    contracts: list[int] | None = None
    events: list[str] | None = None
    economic: list[str] | None = Field(default=None, description="all economic card ids; the first "
                                                                  "ones form the deck, the rest are unused")


class Setup(SetupBase):
    game: Literal["master-builder"] = "master-builder"
    variants: Variants = Variants()
    decks: DeckOrder | None = None
