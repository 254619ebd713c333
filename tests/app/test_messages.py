"""The board's messages: each has a kind (info, warning, refusal) drawn in its colour, and a
life (said about a moment of the game, gone when the game moves on)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

DANGER, GOOD = QColor("#9b2218"), QColor("#2f6b2a")     # Theme.danger, Theme.good


def test_game_saved_is_news_not_an_error(ui, qtbot, human):
    ui.app.newGame([{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
                    {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}], 0, [], "51")
    human.wait(ui.game)
    ui.click("boardSave")
    qtbot.waitUntil(lambda: ui.game.message.startswith("Game saved"), timeout=5000)
    ui.settle()
    shown = ui.item("message")
    assert shown.isVisible() and ui.game.messageKind == "info"
    assert shown.property("color") == GOOD and shown.property("color") != DANGER
    # A refusal is drawn in the error colour.
    ui.key(Qt.Key.Key_P)                       # no passing in round 1
    ui.settle()
    assert ui.game.messageKind == "refusal" and ui.item("message").property("color") == DANGER


def test_a_refusal_dies_when_the_game_moves_on(ui, qtbot, human):
    """Pressed while Adelheid thinks: "It is Adelheid's turn." — not under your own prompt later."""
    ui.app.aiSpeed = 2                         # slow enough to press a key while she thinks
    ui.app.newGame([{"name": "Adelheid", "kind": "easy", "colour": 2, "symbol": 3},
                    {"name": "Ann", "kind": "human", "colour": 0, "symbol": 0}], 0, [], "7")
    game = ui.game
    assert game.decisionSeat == 0 and not game.humanTurn
    ui.click("deck_0")                         # hire, out of turn
    assert game.message == "It is Adelheid's turn."
    ui.settle()
    assert ui.item("message").isVisible()
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    assert game.message == "" and ui.text("message") == ""      # (its line kept, empty: nothing moves)
    assert "Adelheid's turn" not in " ".join(t for t in ui.visible_texts())
