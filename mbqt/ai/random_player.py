"""The random player: a uniformly random legal action (the baseline, and the stand-in
for an external bot that fails to answer)."""
from __future__ import annotations

import random

from mbqt.master_builder import rules


class RandomPlayer:
    """Plays a uniformly random legal action (of Master Builder, or of the `game` facade
    given, e.g. mbqt.batisseurs.Batisseurs)."""

    def __init__(self, seed: int = 0, game=None):
        self.rng = random.Random(seed)
        self.legal_actions = rules.legal_actions if game is None else game.legal_actions

    def choose(self, state, seat: int, cancel=None) -> tuple:
        return self.rng.choice(self.legal_actions(state))
