"""Hot-seat undo and the cover (issue #13): the next human can take back the previous
human's secret build plan and the cover hands the device back; undo never takes back
another human's action once that human has acted since, nor past a reveal; nothing floats
over the cover. Clicks and keys on the window."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "human", "colour": 1, "symbol": 3}]


def popups_shown(ui) -> list:
    """Tooltips and other popups on screen."""
    found, todo = [], [ui.window.contentItem()]
    while todo:
        item = todo.pop()
        if "Popup" in item.metaObject().className() and item.isVisible():
            found.append(item)
        todo.extend(item.childItems())
    return [p for p in found if _really_visible(p)]


def _really_visible(item) -> bool:
    while item is not None:
        if not item.isVisible():
            return False
        item = item.parentItem()
    return True


def test_the_next_human_takes_back_a_submitted_plan(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "5")
    game = ui.game
    human.play_until_step(game, "plan")          # Ann's plan (the start player)
    assert game.viewer == 0
    ui.settle()
    # Ann rests the mouse on Undo (its tooltip shows), then submits with the keyboard.
    undo = ui.item("undoButton")
    undo.setProperty("hoverEnabled", True)      # as on a desktop (offscreen Qt has no hover effects)
    QTest.mouseMove(ui.window, ui.centre(undo) + QPoint(2, 0))
    QTest.mouseMove(ui.window, ui.centre(undo))
    qtbot.waitUntil(lambda: popups_shown(ui) != [], timeout=5000)
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before][0] == "build" and game.passTo == 1
    ui.settle()
    assert ui.item("passDevice").isVisible() and popups_shown(ui) == []
    ui.shot("hotseat-cover-no-tooltip")
    ui.click("passReady")                         # Bob has the device
    assert game.viewer == 1 and game.humanTurn and game.step == "plan"
    # Ann asks for her plan back: Bob clicks Undo; the cover hands the device back to Ann.
    assert game.canUndo
    ui.settle()
    ui.click("undoButton")
    assert len(game.game.actions) == before and game.passTo == 0 and game.passName == "Ann"
    ui.settle()
    ui.click("passReady")
    assert game.viewer == 0 and game.humanTurn and game.step == "plan"
    # Ann submits again and Bob submits: the plans are revealed, no undo goes past that.
    ui.key(Qt.Key.Key_Return)
    ui.settle()
    ui.click("passReady")
    ui.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: game.holding, timeout=WAIT_MS)
    assert not game.canUndo and game.undoReason.startswith("Cannot undo")


def test_undo_never_takes_back_another_humans_action(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "5")
    game = ui.game
    human.play(game, 1)                           # Ann hires
    qtbot.waitUntil(lambda: game.humanTurn and game.viewer == 1, timeout=WAIT_MS)
    ann = len(game.game.actions)
    human.play(game, 1)                           # Bob hires (a card turned up: no undo past it)
    qtbot.waitUntil(lambda: game.humanTurn and game.viewer == 0, timeout=WAIT_MS)
    ui.settle()
    ui.click("undoButton")                        # Ann at the device: Bob's hire is not hers
    assert len(game.game.actions) == ann + 1 and game.message.startswith("Cannot undo")


def test_undo_in_a_public_phase_hands_the_board_back_with_the_hand_hidden(ui, qtbot, human):
    """Selective events: a public move taken back by its player after the device went to the
    other human: the board is the first player's again, with no cover (nothing private is
    shown) and their event hand hidden until they ask again, through the cover."""
    ui.app.newGame(SEATS, 0, ["selective_events"], "5")
    game = ui.game
    human.play_until_step(game, "open")
    ann = game.viewer
    ui.key(Qt.Key.Key_E)                          # her events, behind the cover
    ui.key(Qt.Key.Key_Return)
    assert game.privateShown and game.handModel.rowCount() == 2
    before = len(game.game.actions)
    game.openAuction(game.openDefault, game.openRange(game.openDefault)[0])
    qtbot.waitUntil(lambda: game.humanTurn and game.viewer != ann, timeout=WAIT_MS)
    assert game.passTo < 0 and game.handModel.rowCount() == 0
    ui.settle()
    ui.click("undoButton")                        # Ann, at Bob's board, takes her opening back
    assert len(game.game.actions) == before and game.viewer == ann and game.humanTurn
    assert game.passTo < 0 and game.handModel.rowCount() == 0 and game.privateHidden
    ui.settle()
    ui.key(Qt.Key.Key_E)                          # Bob may have looked: the cover again
    assert game.passTo == ann
