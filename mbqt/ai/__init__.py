"""Computer players. No Qt here.

A player is an object with `choose(state, seat, cancel=None) -> action`. It is handed the
engine state but may only use what the seat can know: the seat's own view and
`MasterBuilder.sample()` for what is hidden (as OpenSpiel's resample_from_infostate).
`cancel` is a threading.Event; a player that sees it set returns a legal action at once.
Players holding a resource (an external bot's process) also have `close()`.

Levels (docs/ai.md): "random"; "easy" (simple, plausible, some randomness); "medium"
(heuristic, measures choices with a forecast of its final money); "hard" (determinized
Monte Carlo search guided by Medium, within a time or iteration budget). "cmd:PROGRAM"
seats an external program speaking JSON lines (docs/bots.md), in either game. Les Bâtisseurs
has its own Easy, Medium and Hard (mbqt.ai.batisseurs): `make_player(kind, seed, game=Batisseurs())`.
"""
from __future__ import annotations

import importlib
import inspect

COMMAND_PREFIX = "cmd:"

# Where each level's player lives. Its module is imported when a player of that level is
# made, so listing the levels (the app's New game screen, its startup) costs no AI import.
_LEVEL_CLASSES = {"random": ("random_player", "RandomPlayer"), "easy": ("easy", "EasyPlayer"),
                  "medium": ("medium", "MediumPlayer"), "hard": ("mcts", "HardPlayer")}
LEVELS = tuple(_LEVEL_CLASSES)
_CLASSES = {**_LEVEL_CLASSES, "ExternalPlayer": ("external", "ExternalPlayer")}
# The levels of the other games (by facade id): the same kinds, so seats are set up alike.
_GAME_LEVELS = {"batisseurs": {"random": ("random_player", "RandomPlayer"), "easy": ("batisseurs", "EasyPlayer"),
                               "medium": ("batisseurs", "MediumPlayer"), "hard": ("batisseurs", "HardPlayer")}}

__all__ = ["LEVELS", "PLAYER_KINDS", "make_player", "is_computer_kind", "RandomPlayer", "EasyPlayer",
           "MediumPlayer", "HardPlayer", "ExternalPlayer"]


def _load(where: tuple[str, str]):
    module, cls = where
    return getattr(importlib.import_module(f"mbqt.ai.{module}"), cls)


def _class(name: str):
    return _load(_CLASSES[name])


def __getattr__(name: str):
    """PLAYER_KINDS (level -> class) and the player classes, imported on first use."""
    if name == "PLAYER_KINDS":
        return {kind: _class(kind) for kind in LEVELS}
    by_class = {cls: key for key, (_module, cls) in _CLASSES.items()}
    if name in by_class:
        return _class(by_class[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def is_computer_kind(kind: str) -> bool:
    """True for a level of LEVELS or an external bot ('cmd:PROGRAM')."""
    return kind in LEVELS or (kind.startswith(COMMAND_PREFIX) and bool(kind[len(COMMAND_PREFIX):].strip()))


def make_player(kind: str, seed: int = 0, game=None, **options):
    """A computer player by kind: a level of LEVELS or 'cmd:PROGRAM'. Options a kind
    does not take are ignored (e.g. Hard's budget_s / iterations, a bot's timeout_s), so one
    set of options can serve every seat. `game`: the game's facade (Master Builder when
    None or a MasterBuilder). ValueError for an unknown kind."""
    levels = _GAME_LEVELS.get(getattr(game, "id", None), _LEVEL_CLASSES)
    if kind.startswith(COMMAND_PREFIX):
        cls, args = _load(_CLASSES["ExternalPlayer"]), {"command": kind[len(COMMAND_PREFIX):]}
    elif kind in levels:
        cls, args = _load(levels[kind]), {}
    else:
        raise ValueError(f"unknown computer player {kind!r} (known: {', '.join(LEVELS)}, "
                         f"or {COMMAND_PREFIX}PROGRAM for an external bot)")
    accepted = inspect.signature(cls).parameters
    args.update({k: v for k, v in options.items() if k in accepted})
    if game is not None and "game" in accepted:
        args["game"] = game
    return cls(seed=seed, **args)
