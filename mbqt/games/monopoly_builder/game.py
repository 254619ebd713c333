"""Monopoly Builder's rules facade: the game's side of the protocol of mbqt/core/protocol.py
(what every game writes the same way is core/facade.py's)."""
from __future__ import annotations

from mbqt.core.facade import Facade
from mbqt.games.monopoly_builder import INFO, rules
from mbqt.games.monopoly_builder.setup import Setup, new_game
from mbqt.games.monopoly_builder.state import State


class MonopolyBuilder(Facade):
    info = INFO

    def new_game(self, setup: Setup, log: list | None = None) -> State:
        return new_game(self.cards, setup, log)

    @staticmethod
    def scores(state: State) -> list[int]:
        """Points per seat (buildings, Monopolies, Builder's Bonus cards)."""
        return [sum(v for _k, _a, v in items) for items in state.score_items()]

    @staticmethod
    def score_items(state: State) -> list[list[tuple[str, dict, int]]]:
        """Per seat, the lines of its points: (sentence key, args, points)."""
        return state.score_items()

    @staticmethod
    def winners(state: State) -> list[int]:
        """The winning seats after the tie-break on cash (more than one only if still tied)."""
        return rules.winners(state)
