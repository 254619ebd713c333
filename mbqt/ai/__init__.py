"""Computer players. No Qt here.

A player is an object with `choose(state, seat, cancel=None) -> action`. It is handed the
engine state but may only use what the seat can know: the seat's own view and
`MasterBuilder.sample()` for what is hidden (as OpenSpiel's resample_from_infostate).
`cancel` is a threading.Event; a player that sees it set returns a legal action at once.
Players holding a resource (an external bot's process) also have `close()`.

Levels (docs/ai.md): "random"; "easy" (simple, plausible, some randomness); "medium"
(heuristic, measures choices with a forecast of its final money); "hard" (determinized
Monte Carlo search guided by Medium, within a time or iteration budget). "cmd:PROGRAM"
seats an external program speaking JSON lines (docs/bots.md).
"""
from __future__ import annotations

import inspect

from mbqt.ai.easy import EasyPlayer
from mbqt.ai.external import COMMAND_PREFIX, ExternalPlayer
from mbqt.ai.mcts import HardPlayer
from mbqt.ai.medium import MediumPlayer
from mbqt.ai.random_player import RandomPlayer

PLAYER_KINDS = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer}

__all__ = ["PLAYER_KINDS", "make_player", "is_computer_kind", "RandomPlayer", "EasyPlayer", "MediumPlayer",
           "HardPlayer", "ExternalPlayer"]


def is_computer_kind(kind: str) -> bool:
    """True for a level of PLAYER_KINDS or an external bot ('cmd:PROGRAM')."""
    return kind in PLAYER_KINDS or (kind.startswith(COMMAND_PREFIX) and bool(kind[len(COMMAND_PREFIX):].strip()))


def make_player(kind: str, seed: int = 0, **options):
    """A computer player by kind: a level of PLAYER_KINDS or 'cmd:PROGRAM'. Options a kind
    does not take are ignored (e.g. Hard's budget_s / iterations, a bot's timeout_s), so one
    set of options can serve every seat. ValueError for an unknown kind."""
    if kind.startswith(COMMAND_PREFIX):
        cls, args = ExternalPlayer, {"command": kind[len(COMMAND_PREFIX):]}
    elif kind in PLAYER_KINDS:
        cls, args = PLAYER_KINDS[kind], {}
    else:
        raise ValueError(f"unknown computer player {kind!r} (known: {', '.join(PLAYER_KINDS)}, "
                         f"or {COMMAND_PREFIX}PROGRAM for an external bot)")
    accepted = inspect.signature(cls).parameters
    args.update({k: v for k, v in options.items() if k in accepted})
    return cls(seed=seed, **args)
