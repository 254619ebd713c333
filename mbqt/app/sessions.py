"""Each game's controller class, by game id (its package mbqt.app.<package>, `Controller`):
the app shell and the replay viewer are otherwise written once for every game. Importing a
controller's module registers its QML types, so it is done on the GUI thread: the game on the
board's before its first frame, every other one just after it (import_all), before any
worker reads a save of theirs. Their modules import no engine models, so the title screen
stays quick."""
from __future__ import annotations

from mbqt.core.registry import GAMES, game_info, game_layer


def controller_class(game: str):
    """The game's controller class (its module imported when first asked)."""
    return game_layer(game, "app").Controller


def import_all() -> None:
    """Every game's controller module (a new game's first frame waits for its own only: the
    others are 4 ms)."""
    for game in GAMES:
        controller_class(game)


def make_controller(game: str, parent):
    """A controller of the game, told its GameInfo."""
    return controller_class(game)(game_info(game), parent)
