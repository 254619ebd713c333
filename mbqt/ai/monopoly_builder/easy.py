"""Easy: Medium's yardstick, played loosely. It makes no trade offers of its own and answers
offers, bids and buys exactly as Medium does (so it never accepts a losing trade nor bids
above a deed's worth); elsewhere, now and then, it plays another action that Medium rates
within SLACK points of the best, never a clearly bad one."""
from __future__ import annotations

import random

from mbqt.ai.monopoly_builder.medium import MediumPlayer
from mbqt.games.monopoly_builder.rules import legal_actions

SLACK = 1.5          # points from the best a loose choice may be
LOOSE = 0.35         # share of decisions played loosely
EXACT = ("respond", "auction", "buy", "claim")


class EasyPlayer:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.medium = MediumPlayer(seed)

    def choose(self, state, seat: int, cancel=None) -> tuple:
        acts = legal_actions(state)
        if len(acts) == 1:
            return acts[0]
        ranked = [(a, v) for a, v in self.medium.rank(state, seat, acts) if a[0] != "offer"]
        if state.step in EXACT or self.rng.random() >= LOOSE:
            return ranked[0][0]
        close = [a for a, v in ranked if v >= ranked[0][1] - SLACK]
        return self.rng.choice(close)
