"""The games of the family: the one place that names them. No Qt here.

Each game is a package in every layer, named after it (core/protocol.py): its engine
`mbqt.games.<package>` (INFO, load, Setup, ActionModel), its computer players
`mbqt.ai.<package>`, its text mode `mbqt.text.<package>` and its app controller
`mbqt.app.<package>`. They are imported on first use, so listing the games costs nothing.
"""
from __future__ import annotations

import importlib

# game id -> package, in the order the app and the commands list them.
_PACKAGES = {"master-builder": "master_builder", "batisseurs": "batisseurs", "monopoly-builder": "monopoly_builder"}
GAMES = tuple(_PACKAGES)
# The game of a record whose setup names none (every record written before there were
# two), and of the commands when none is chosen.
DEFAULT_GAME = "master-builder"


def unknown_game(game) -> str:
    """The sentence for a game id that is not one of GAMES."""
    return f"unknown game {str(game)[:40]!r} (known: {', '.join(GAMES)})"


def engine(game: str):
    """The engine package of a game (ValueError naming an unknown game)."""
    package = _PACKAGES.get(game) if isinstance(game, str) else None
    if package is None:
        raise ValueError(unknown_game(game))
    return importlib.import_module(f"mbqt.games.{package}")


def game_info(game: str):
    """The GameInfo of a game (core/protocol.py)."""
    return engine(game).INFO


def game_layer(game: str, layer: str):
    """A game's package in another layer: "ai", "text" or "app"."""
    return importlib.import_module(f"mbqt.{layer}.{game_info(game).package}")


def game_rules(game: str, cards=None):
    """The rules facade of a game with its bundled cards, or a person's own: `cards` is a
    core.card_files.Deck or a card file's path (read through the guarded reader). CardError
    naming the file, card and field for a wrong one."""
    from mbqt.core.card_files import as_deck
    return engine(game).load(as_deck(cards))
