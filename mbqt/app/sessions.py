"""Each game's controller class, by game id (its package mbqt.app.<package>, `Controller`):
the app shell and the replay viewer are otherwise written once for every game. Importing
this registers the classes as QML types; their modules import no engine models, so the
title screen stays quick."""
from __future__ import annotations

from mbqt.core.registry import GAMES, game_info, game_layer

CONTROLLERS = {game: game_layer(game, "app").Controller for game in GAMES}


def make_controller(game: str, parent):
    """A controller of the game, told its GameInfo."""
    return CONTROLLERS[game](game_info(game), parent)


def make_controllers(parent) -> dict:
    """A controller of every game, by game id."""
    return {game: make_controller(game, parent) for game in CONTROLLERS}
