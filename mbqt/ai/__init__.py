"""Computer players. No Qt here.

A player is an object with `choose(state, seat, cancel=None) -> action`. It is handed the
engine state but may only use what the seat can know: the seat's own view and
`MasterBuilder.sample()` for what is hidden (as OpenSpiel's resample_from_infostate).
`cancel` is a threading.Event; a player that sees it set returns a legal action at once.
"""
from __future__ import annotations

import random

from mbqt.master_builder import rules


class RandomPlayer:
    """Plays a uniformly random legal action."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int, cancel=None) -> tuple:
        return self.rng.choice(rules.legal_actions(state))


PLAYER_KINDS = {"random": RandomPlayer}


def make_player(kind: str, seed: int = 0):
    """A computer player by kind name ('random', ...); ValueError for an unknown kind."""
    try:
        return PLAYER_KINDS[kind](seed=seed)
    except KeyError:
        raise ValueError(f"unknown computer player {kind!r} (known: {', '.join(PLAYER_KINDS)})") from None
