"""Computer players, for any game of the registry. No Qt here.

A player is an object with `choose(state, seat, cancel=None) -> action`. It is handed the
engine state but may only use what the seat can know: the seat's own view and the facade's
`sample()` for what is hidden (as OpenSpiel's resample_from_infostate). `cancel` is a
threading.Event; a player that sees it set returns a legal action at once. Players holding
a resource (an external bot's process) also have `close()`.

Levels (docs/ai.md): "random" (random_player.py, every game); "easy", "medium" and "hard",
each game's own (its package mbqt.ai.<package>, `player_class(level)`); "cmd:PROGRAM"
seats an external program speaking JSON lines (external.py, docs/bots.md).
"""
from __future__ import annotations

import gc
import inspect

COMMAND_PREFIX = "cmd:"
LEVELS = ("random", "easy", "medium", "hard")

__all__ = ["LEVELS", "COMMAND_PREFIX", "make_player", "is_computer_kind", "think", "decide"]


def is_computer_kind(kind: str) -> bool:
    """True for a level of LEVELS or an external bot ('cmd:PROGRAM')."""
    return kind in LEVELS or (kind.startswith(COMMAND_PREFIX) and bool(kind[len(COMMAND_PREFIX):].strip()))


def player_class(kind: str, game: str):
    """The class of a level of LEVELS in a game (by id); imported when first asked for, so
    listing the levels (the app's New game screen, its startup) costs no AI import."""
    if kind == "random":
        from mbqt.ai.random_player import RandomPlayer
        return RandomPlayer
    from mbqt.core.registry import game_layer
    return game_layer(game, "ai").player_class(kind)


def make_player(kind: str, seed: int, game, **options):
    """A computer player of the game whose facade is `game`, by kind: a level of LEVELS or
    'cmd:PROGRAM'. Options a kind does not take are ignored (e.g. Hard's budget_s /
    iterations, a bot's timeout_s), so one set of options can serve every seat. ValueError
    for an unknown kind."""
    from mbqt.core.display import clip
    if kind.startswith(COMMAND_PREFIX):
        from mbqt.ai.external import ExternalPlayer
        cls, args = ExternalPlayer, {"command": kind[len(COMMAND_PREFIX):]}
    elif kind in LEVELS:
        cls, args = player_class(kind, game.info.id), {}
    else:
        raise ValueError(f"unknown computer player {clip(kind)!r} (known: {', '.join(LEVELS)}, "
                         f"or {COMMAND_PREFIX}PROGRAM for an external bot)")
    accepted = inspect.signature(cls).parameters
    args.update({k: v for k, v in options.items() if k in accepted})
    if "game" in accepted:
        args["game"] = game
    return cls(seed=seed, **args)


def think(player, state, seat: int, cancel=None) -> tuple:
    """The player's choice, with Python's cyclic garbage collector paused while it thinks.
    A search allocates positions by the hundred thousand; they set off collections that walk
    every position still alive, again and again (measured: about 40% of a four-player Les
    Bâtisseurs Medium decision's p95). Reference counting frees them all the same, and the
    collector takes up again after the decision."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return player.choose(state, seat, cancel)
    finally:
        if paused:
            gc.enable()


def decide(player, rules, state, seat: int, cancel=None) -> tuple:
    """The player's choice, the log entries it makes when applied to `state` (a copy: the
    app shows its moves from them) and the player after it (its random generator moved on):
    the app's computer players think off the GUI thread, in another process (mbqt/app/jobs.py).
    IllegalAction if the engine refuses the choice."""
    action = think(player, state.clone(), seat, cancel)
    return action, rules.apply(state, action), player
