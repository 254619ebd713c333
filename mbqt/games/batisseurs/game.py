"""Les Bâtisseurs' rules facade: the game's side of the protocol of mbqt/core/protocol.py
(what every game writes the same way is core/facade.py's)."""
from __future__ import annotations

from mbqt.core.facade import Facade
from mbqt.games.batisseurs import INFO, rules, scoring
from mbqt.games.batisseurs.setup import Setup, new_game
from mbqt.games.batisseurs.state import State


class Batisseurs(Facade):
    info = INFO

    def new_game(self, setup: Setup, log: list | None = None) -> State:
        return new_game(self.cards, setup, log)

    @staticmethod
    def scores(state: State) -> list[int]:
        """Final points per seat: buildings and machines + 1 per full 10 écus."""
        return [state.score(i)["total"] for i in range(state.n)]

    @staticmethod
    def score_items(state: State) -> list:
        """Per seat, the lines of its score (scoring.py), summing to scores()."""
        return scoring.score_items(state)

    @staticmethod
    def winners(state: State) -> list[int]:
        """The winning seats after the tie-breaks (more than one only if still tied)."""
        return rules.winners(state)
