"""Computer players. No Qt here.

A player is an object with `choose(state, seat, cancel=None) -> action`. It is handed the
engine state but may only use what the seat can know: the seat's own view and
`MasterBuilder.sample()` for what is hidden (as OpenSpiel's resample_from_infostate).
`cancel` is a threading.Event; a player that sees it set returns a legal action at once.
Players holding a resource (an external bot's process) also have `close()`.

Levels (docs/ai.md): "random"; "easy" (simple, plausible, some randomness); "medium"
(heuristic, measures choices with a forecast of its final money); "hard" (determinized
Monte Carlo search guided by Medium, within a time or iteration budget). "cmd:PROGRAM"
seats an external program speaking JSON lines (docs/bots.md). Les Bâtisseurs has its own
Easy, Medium and Hard (mbqt.ai.batisseurs): `make_player(kind, seed, game=Batisseurs())`.
"""
from __future__ import annotations

import inspect

from mbqt.ai import batisseurs
from mbqt.ai.easy import EasyPlayer
from mbqt.ai.external import COMMAND_PREFIX, ExternalPlayer
from mbqt.ai.mcts import HardPlayer
from mbqt.ai.medium import MediumPlayer
from mbqt.ai.random_player import RandomPlayer

PLAYER_KINDS = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer}
# The levels of the other games (by facade id); the same kinds, so seats are set up alike.
GAME_KINDS = {"batisseurs": {"random": RandomPlayer, "easy": batisseurs.EasyPlayer,
                             "medium": batisseurs.MediumPlayer, "hard": batisseurs.HardPlayer}}

__all__ = ["PLAYER_KINDS", "make_player", "is_computer_kind", "RandomPlayer", "EasyPlayer", "MediumPlayer",
           "HardPlayer", "ExternalPlayer"]


def is_computer_kind(kind: str) -> bool:
    """True for a level of PLAYER_KINDS or an external bot ('cmd:PROGRAM')."""
    return kind in PLAYER_KINDS or (kind.startswith(COMMAND_PREFIX) and bool(kind[len(COMMAND_PREFIX):].strip()))


def make_player(kind: str, seed: int = 0, game=None, **options):
    """A computer player by kind: a level of PLAYER_KINDS or 'cmd:PROGRAM'. Options a kind
    does not take are ignored (e.g. Hard's budget_s / iterations, a bot's timeout_s), so one
    set of options can serve every seat. `game`: the game's facade (Master Builder when
    None or a MasterBuilder). ValueError for an unknown kind."""
    kinds = GAME_KINDS.get(getattr(game, "id", None), PLAYER_KINDS)
    if kind.startswith(COMMAND_PREFIX):
        if kinds is not PLAYER_KINDS:
            raise ValueError(f"external bots ({COMMAND_PREFIX}PROGRAM) play Master Builder only")
        cls, args = ExternalPlayer, {"command": kind[len(COMMAND_PREFIX):]}
    elif kind in kinds:
        cls, args = kinds[kind], {}
    else:
        raise ValueError(f"unknown computer player {kind!r} (known: {', '.join(PLAYER_KINDS)}, "
                         f"or {COMMAND_PREFIX}PROGRAM for an external bot)")
    accepted = inspect.signature(cls).parameters
    args.update({k: v for k, v in options.items() if k in accepted})
    if game is not None and "game" in accepted:
        args["game"] = game
    return cls(seed=seed, **args)
