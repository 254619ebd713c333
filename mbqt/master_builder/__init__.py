"""Master Builder (Kramer & Witt, 2008): the rules engine. No Qt here.

`MasterBuilder` is the game's side of the common protocol the app shell, saves,
replays, text mode and AI are written against (see docs/engine.md).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from mbqt.master_builder import rules, view
from mbqt.master_builder.cards import CardSet, load_cards
from mbqt.master_builder.errors import IllegalAction
from mbqt.master_builder.newgame import new_game
from mbqt.master_builder.state import State

if TYPE_CHECKING:
    from mbqt.master_builder.setup import Setup

__all__ = ["MasterBuilder", "IllegalAction", "Setup", "State"]


def __getattr__(name: str):
    """Setup (a pydantic model, as is actions.py's JSON form) is imported on first use: the
    engine runs without pydantic, which costs the app's startup a tenth of a second."""
    if name == "Setup":
        from mbqt.master_builder.setup import Setup
        return Setup
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class MasterBuilder:
    id = "master-builder"

    def __init__(self, cards: CardSet | None = None):
        self.cards = cards or load_cards()

    @property
    def Setup(self) -> type[Setup]:      # noqa: N802 -- the protocol's name for the game's setup model
        """The setup model (pydantic: imported on first use, see __getattr__ above)."""
        from mbqt.master_builder.setup import Setup
        return Setup

    def new_game(self, setup: Setup, log: list | None = None) -> State:
        return new_game(self.cards, setup, log)

    @staticmethod
    def current_player(state: State) -> int | None:
        return state.to_move

    @staticmethod
    def is_over(state: State) -> bool:
        return state.to_move is None

    @staticmethod
    def legal_actions(state: State) -> list:
        return rules.legal_actions(state)

    @staticmethod
    def apply(state: State, action: tuple) -> list:
        return rules.apply(state, action)

    @staticmethod
    def scores(state: State) -> list[int]:
        return [state.final_money(i)["total"] for i in range(state.n)]

    @staticmethod
    def view(state: State, seat: int | None) -> dict:
        return view.state_json(state, seat)

    @staticmethod
    def revealed(state: State, entries: list) -> str | None:
        return view.revealed(state, entries)

    @staticmethod
    def sample(state: State, seat: int, rng: random.Random, plan_guess=None) -> State:
        return view.sample(state, seat, rng, plan_guess)

    def action_to_json(self, action: tuple) -> dict:
        from mbqt.master_builder import actions
        return actions.to_json(self.cards, action)

    def action_from_json(self, data) -> tuple:
        from mbqt.master_builder import actions
        return actions.from_json(self.cards, data)
