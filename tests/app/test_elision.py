"""The app's own French messages elide before a name starting with a vowel, as the games'
sentences do (tests/core/test_elision.py): "C'est au tour d'Adélaïde.", not "de Adélaïde"."""
from __future__ import annotations

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS


def test_it_is_adelaides_turn(ui, qtbot, human):
    ui.app.language = "fr"
    seats = [{"name": "Bob", "kind": "human", "colour": 0, "symbol": 0},
             {"name": "Adélaïde", "kind": "human", "colour": 1, "symbol": 3}]
    ui.app.newGame(seats, 0, [], "5")
    game = ui.game
    while game.passTo != 1:
        human.wait(game)
        human.move(game)
        qtbot.waitUntil(lambda: game.humanTurn or game.passTo >= 0 or game.holding, timeout=WAIT_MS)
    game.passTurn()                           # a gesture under the cover: not Bob's turn
    assert game.message == "C'est au tour d'Adélaïde."
