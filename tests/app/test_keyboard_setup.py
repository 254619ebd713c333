"""The New game screen with keys alone (issue #13, found setting up a game with keys): a
seat removed with its ✕ by Space leaves the focus on Add a seat, so the next Tab goes on
from there rather than from the top of the screen."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS


def test_removing_a_seat_by_keys_keeps_the_focus_nearby(ui, qtbot):
    ui.click("newGame")
    qtbot.waitUntil(lambda: ui.app.screen == "newgame", timeout=5000)
    ui.settle()
    seats = len(ui.app.lastSetup["seats"]) if ui.app.lastSetup else 3
    last = seats - 1
    ui.tab_until(lambda names: names[0] == f"removeSeat_{last}")
    ui.key(Qt.Key.Key_Space)
    ui.settle()
    assert not ui.items(f"seatName_{last}")
    assert ui.focused()[1][0] == "addSeat"
    ui.key(Qt.Key.Key_Tab)
    assert "startPlayer" in ui.focused()[1]
