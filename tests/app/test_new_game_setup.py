"""New game remembers the last setup (issue #13): seats, start player and variants, per
game, from one session to the next."""
from __future__ import annotations

from PySide6.QtCore import Qt

from mbqt.app.app_controller import AppController
from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS


def test_new_game_starts_from_the_last_setup(ui, qtbot, tmp_path):
    ui.click("newGame")
    qtbot.waitUntil(lambda: ui.app.screen == "newgame", timeout=5000)
    ui.settle()
    name = ui.item("seatName_1")
    ui.click(name)                                   # Adelheid becomes zoe
    name.selectAll()
    ui.type("ZOE")                                   # the keys Z, O, E: small letters
    ui.click("variant_choosing_workers")
    ui.click("addSeat")                              # a fourth seat
    ui.settle()
    ui.click("startGame")
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=5000)
    assert [s["name"] for s in ui.game.seats] == ["Player", "zoe", "Bertram", "Cunigunde"]
    assert ui.game.hasVariant("choosing_workers")
    ui.app.show("title")
    ui.settle()
    ui.click("newGame")
    qtbot.waitUntil(lambda: ui.app.screen == "newgame", timeout=5000)
    ui.settle()
    assert [ui.text(f"seatName_{i}") for i in range(4)] == ["Player", "zoe", "Bertram", "Cunigunde"]
    assert ui.item("variant_choosing_workers").property("checked")
    assert ui.text("seed") == ""                     # the seed is not kept: new cards
    # Another session of the app starts from it too; another game from its own defaults.
    later = AppController(data_dir=tmp_path)
    assert [s["name"] for s in later.lastSetup["seats"]] == ["Player", "zoe", "Bertram", "Cunigunde"]
    assert later.lastSetup["variants"] == ["choosing_workers"] and later.lastSetup["startPlayer"] == -1
    later.chosenGame = "batisseurs"
    assert later.lastSetup == {}
    ui.key(Qt.Key.Key_Escape)
