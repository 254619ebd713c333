"""The random player: a uniformly random legal action (the baseline, and the stand-in
for an external bot that fails to answer)."""
from __future__ import annotations

import random

from mbqt.master_builder import rules


class RandomPlayer:
    """Plays a uniformly random legal action."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int, cancel=None) -> tuple:
        return self.rng.choice(rules.legal_actions(state))
