"""Keyboard play (issue #13, found playing a whole game with keys): after a hire, the deck
taken from keeps the focus at the player's next turn, so a second worker of that kind is
one Return away rather than a walk of Tabs back from the first deck."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def test_the_deck_hired_from_keeps_the_focus(ui, qtbot):
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn and game.step == "hire", timeout=WAIT_MS)
    ui.settle()
    assert "deck_0" in ui.focused()[1]          # the decision's focus: the first deck
    ui.tab_until(lambda names: "deck_3" in names and not names[0].startswith("hire_"))   # its card
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before] == ("hire", 3)
    qtbot.waitUntil(lambda: game.humanTurn and len(game.game.actions) > before + 1, timeout=WAIT_MS)
    ui.settle()
    assert "deck_3" in ui.focused()[1]
    again = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[again] == ("hire", 3)
