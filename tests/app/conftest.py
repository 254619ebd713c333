"""The app's fixtures: `ui`, the app in an offscreen 1280x720 window (tests/support/app.py)."""
from __future__ import annotations

import pytest

from mbqt.app.app_controller import AppController
from mbqt.app.application import load_window
from tests.support.app import Ui


@pytest.fixture
def ui(qtbot, tmp_path):
    controller = AppController(data_dir=tmp_path)
    controller.aiSpeed = 0
    controller.language = "en"       # whatever the machine's language
    engine = load_window(controller)
    assert engine.rootObjects(), "Main.qml did not load"
    ui = Ui(controller, engine)
    ui.window.resize(1280, 720)
    qtbot.waitExposed(ui.window)
    yield ui
    controller.shutdown()
    ui.window.close()
    engine.deleteLater()
