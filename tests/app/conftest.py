"""The app's fixtures: `ui`, the app in an offscreen 1280x720 window with what a person does
with it, and `human`, the scripted human at the device (tests/support/app.py)."""
from __future__ import annotations

import pytest

from mbqt.app.app_controller import AppController
from mbqt.app.application import load_window
from tests.support.app import Human, Ui


@pytest.fixture
def ui(qtbot, tmp_path):
    controller = AppController(data_dir=tmp_path)
    controller.aiSpeed = 0
    controller.animationSpeed = 0    # no move animated (tests/app/test_animations.py turns them on)
    # A player who turned the confirmation of irreversible moves off: a test makes each move
    # once (tests/app/test_confirmation.py turns it on).
    controller.confirmIrreversible = False
    controller.language = "en"       # whatever the machine's language
    engine = load_window(controller)
    assert engine.rootObjects(), "Main.qml did not load"
    ui = Ui(controller, engine, qtbot)
    ui.window.resize(1280, 720)
    qtbot.waitExposed(ui.window)
    ui.window.requestActivate()      # the focus window: its shortcuts take the keys
    qtbot.waitActive(ui.window)
    yield ui
    controller.shutdown()
    ui.window.close()
    engine.deleteLater()


@pytest.fixture
def human(qtbot):
    return Human(qtbot)
