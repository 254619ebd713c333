"""Master Builder's rules facade: the game's side of the protocol of mbqt/core/protocol.py
(what every game writes the same way is core/facade.py's)."""
from __future__ import annotations

import random

from mbqt.core.facade import Facade
from mbqt.games.master_builder import INFO, scoring, view
from mbqt.games.master_builder.newgame import new_game
from mbqt.games.master_builder.state import State


class MasterBuilder(Facade):
    info = INFO

    def new_game(self, setup, log: list | None = None) -> State:
        return new_game(self.cards, setup, log)

    @staticmethod
    def is_over(state: State) -> bool:
        return state.to_move is None

    @staticmethod
    def scores(state: State) -> list[int]:
        """Final money per seat (the richest win: ties share the victory, the rulebook has no tie-break)."""
        return [state.final_money(i)["total"] for i in range(state.n)]

    @staticmethod
    def score_items(state: State) -> list:
        """Per seat, the lines of its score (scoring.py), summing to scores()."""
        return scoring.score_items(state)

    @staticmethod
    def sample(state: State, seat: int, rng: random.Random, plan_guess=None) -> State:
        """Deals the hidden cards again; other seats' secret plans are `plan_guess(state,
        seat)`, a random legal plan when None (the AI passes its planner)."""
        return view.sample(state, seat, rng, plan_guess)
