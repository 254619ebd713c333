"""The random player: a uniformly random legal action (the baseline, and the stand-in
for an external bot that fails to answer)."""
from __future__ import annotations

import random


class RandomPlayer:
    """Plays a uniformly random legal action of the game whose facade is `game`."""

    def __init__(self, seed: int, game):
        self.rng = random.Random(seed)
        self.legal_actions = game.legal_actions

    def choose(self, state, seat: int, cancel=None) -> tuple:
        return self.rng.choice(self.legal_actions(state))
