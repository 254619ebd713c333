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


def test_with_no_deck_to_hire_from_return_passes(ui, human, qtbot):
    """Ann hires at every turn until no deck can be hired from (her wage total at its cap):
    the decision's keyboard focus is then on Pass (it was on nothing to be seen, and Return
    did nothing), and Return passes."""
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    while True:
        human.wait(game)
        assert not game.over, "the game ended before Ann's wages reached the cap"
        if game.humanTurn and game.step == "hire" and game.browseType < 0:
            hireable = [row["type"] for row in game.decksModel.rows() if row["hireable"]]
            if not hireable:
                break
            before = len(game.game.actions)
            game.hire(hireable[0])
            qtbot.waitUntil(lambda: len(game.game.actions) > before, timeout=WAIT_MS)
        else:
            human.move(game)
    assert game.canPass
    ui.settle()
    assert "passButton" in ui.focused()[1]
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before] == ("pass",)
