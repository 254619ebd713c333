"""The settings of how the window looks (issue #19, settings people expect, accessibility):
full screen (the box, F11), the size of the interface and the high-contrast theme, each
changed with the keyboard or the mouse as a player does, applied at once and remembered for
the next session; and symbols as well as colours on every board (seats, resources)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QWindow

from mbqt.app.app_controller import AppController
from mbqt.core.registry import GAMES
from tests.support import layout
from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "random", "colour": 1, "symbol": 1},
         {"name": "Cid", "kind": "random", "colour": 2, "symbol": 2},
         {"name": "Dee", "kind": "random", "colour": 3, "symbol": 3}]


def _settings(ui):
    ui.app.show("settings")
    ui.wait_until(lambda: ui.app.screen == "settings", 5000)
    ui.settle()


def test_full_screen_by_f11_and_by_the_box_is_remembered_with_the_windowed_size(ui, tmp_path):
    ui.resize(1100, 700)
    ui.key(Qt.Key.Key_F11)                         # on the title screen
    ui.wait_until(lambda: ui.window.visibility() == QWindow.Visibility.FullScreen, 5000)
    assert ui.app.fullScreen
    later = AppController(data_dir=tmp_path)
    assert later.fullScreen and later.window_size() == (1100, 700)     # the size to come back to
    _settings(ui)
    box = ui.item("settingsFullScreen")
    assert box.property("checked")
    ui.click(box)
    ui.wait_until(lambda: ui.window.visibility() != QWindow.Visibility.FullScreen, 5000)
    assert not ui.app.fullScreen and not AppController(data_dir=tmp_path).fullScreen
    ui.key(Qt.Key.Key_F11)                         # on the settings screen too
    ui.wait_until(lambda: box.property("checked"), 5000)
    assert ui.window.visibility() == QWindow.Visibility.FullScreen
    ui.key(Qt.Key.Key_F11)
    ui.wait_until(lambda: not ui.app.fullScreen, 5000)


def test_the_interface_size_applies_at_once_from_the_keyboard_and_is_remembered(ui, tmp_path):
    _settings(ui)
    title = next(t for t in ui.typed("QQuickText") if t.property("text") == "Settings")
    before = title.property("font").pixelSize()
    ui.tab_until(lambda names: names[0] == "settingsScale")
    ui.key(Qt.Key.Key_Right)
    ui.key(Qt.Key.Key_Right)
    assert ui.app.uiScale == 120
    ui.settle()
    assert title.property("font").pixelSize() == pytest.approx(before * 1.2, abs=1)
    assert "Size of the interface: 120%" in ui.visible_texts()
    assert AppController(data_dir=tmp_path).uiScale == 120
    ui.key(Qt.Key.Key_Right)
    assert ui.app.uiScale == 120                   # the largest
    for _ in range(6):                             # down to the smallest, no further
        ui.key(Qt.Key.Key_Left)
    assert ui.app.uiScale == 80 and AppController(data_dir=tmp_path).uiScale == 80


def test_high_contrast_by_mouse_and_keys_turns_the_screens_black_on_white_and_is_remembered(ui, tmp_path):
    _settings(ui)
    corner = ui.window.grabWindow().pixelColor(3, 3)
    assert corner != QColor("#ffffff")
    ui.click("settingsContrast")
    assert ui.app.highContrast
    ui.settle()
    assert ui.window.grabWindow().pixelColor(3, 3) == QColor("#ffffff")
    assert AppController(data_dir=tmp_path).highContrast
    # A board in high contrast: white ground, black ink.
    ui.app.chosenGame = "monopoly-builder"
    ui.app.newGame(SEATS[:2], 0, [], "3")
    ui.wait_until(lambda: ui.game.humanTurn)
    ui.settle()
    ui.shot("high-contrast-monopoly-builder")
    ui.app.show("settings")
    ui.settle()
    ui.tab_until(lambda names: names[0] == "settingsContrast")     # and off from the keyboard
    ui.key(Qt.Key.Key_Space)
    assert not ui.app.highContrast and not AppController(data_dir=tmp_path).highContrast


@pytest.mark.parametrize("game_id", GAMES)
def test_every_seat_panel_shows_its_seat_symbol(ui, game_id):
    """Seats are told apart by shape as well as colour: each player panel holds a seat symbol
    of its own seat's shape, and no two seats share a shape."""
    ui.app.chosenGame = game_id
    ui.app.newGame(SEATS, 0, [], "5")
    ui.wait_until(lambda: ui.game.humanTurn)
    ui.settle()
    panels = [p for p in ui.typed("PlayerPanel")]
    assert len(panels) == len(SEATS)
    shapes = set()
    for panel in panels:
        box = panel.mapRectToScene(QRectF(0, 0, panel.width(), panel.height()))
        inside = [s for s in ui.typed("SeatSymbol")
                  if box.contains(s.mapRectToScene(QRectF(0, 0, s.width(), s.height())))]
        assert inside, f"a player panel without its seat symbol ({game_id})"
        shapes.add(inside[0].property("symbol"))
    assert len(shapes) == len(SEATS)


@pytest.mark.parametrize("game_id", ["master-builder", "monopoly-builder"])
def test_colours_that_carry_meaning_have_a_shape_each(ui, human, game_id):
    """Red and green look alike to many: Monopoly Builder's resource chips and the worker
    colours a Master Builder section needs have a shape per colour (ColourMark), one to one."""
    ui.app.chosenGame = game_id
    ui.app.newGame(SEATS, 0, [], "7")
    game = ui.game
    while not (game.humanTurn and game.round >= 2):        # buildings under way, resources held
        human.wait(game)
        if not (game.humanTurn and game.round >= 2):
            human.move(game)
    ui.settle()
    marks = [m for m in ui.typed("ColourMark") if m.parentItem().objectName() != "anyColour"]
    shapes = {}
    for mark in marks:
        shapes.setdefault(mark.property("colour").name(), set()).add(mark.property("shape"))
    assert len(shapes) >= 3, shapes
    assert all(len(s) == 1 for s in shapes.values()), shapes
    assert len({next(iter(s)) for s in shapes.values()}) == len(shapes), shapes


@pytest.mark.parametrize("scale", [80, 120])
def test_screens_fit_at_another_interface_size(ui, scale):
    """The settings and the title screens at 1280x720 with the interface at 80% and 120%:
    every text fits (tests/support/layout.py), in both languages."""
    ui.app.uiScale = scale
    found = []
    for language in ("en", "fr"):
        ui.app.language = language
        for screen in ("title", "settings", "newgame"):
            ui.app.show(screen)
            ui.settle()
            found += [f"{screen}-{language}: {fault}" for fault in layout.faults(ui.window)]
    ui.app.language = "en"
    assert found == [], "\n" + "\n".join(found)


@pytest.mark.parametrize("text, scale, full, contrast", [
    ("ui_scale=abc\nfull_screen=maybe\nhigh_contrast=1\n", 100, False, False),
    ("ui_scale=999\nfull_screen=true\nhigh_contrast=TRUE\n", 120, True, True),
    ("ui_scale=94\n", 90, False, False)])
def test_a_damaged_settings_file_gives_sound_values(tmp_path, qtbot, text, scale, full, contrast):
    (tmp_path / "settings.ini").write_text("[General]\n" + text)
    controller = AppController(data_dir=tmp_path)
    assert (controller.uiScale, controller.fullScreen, controller.highContrast) == (scale, full, contrast)
