"""The window opens within its screen's available area, at the size it had when closed."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from mbqt.app.app_controller import AppController
from mbqt.app.application import load_window, window_geometry


def test_the_window_fits_the_available_area():
    # A 1366x768 laptop with a 30-pixel taskbar: 1280x720, centred in what is left.
    assert window_geometry(QRect(0, 30, 1366, 738), None) == (QRect(43, 39, 1280, 720), QSize(1024, 640))
    # 1920x1080 at QT_SCALE_FACTOR=2: 960x540 logical pixels, smaller than the usual minimum.
    assert window_geometry(QRect(0, 0, 960, 540), None) == (QRect(0, 0, 960, 540), QSize(960, 540))
    # The size it was closed at, on a large screen; too large a size comes back within the screen.
    assert window_geometry(QRect(0, 0, 2560, 1400), (1600, 900))[0] == QRect(480, 250, 1600, 900)
    assert window_geometry(QRect(0, 0, 1280, 700), (1920, 1080))[0] == QRect(0, 0, 1280, 700)


def test_the_window_remembers_its_size(qtbot, tmp_path):
    def opened():
        controller = AppController(data_dir=tmp_path)
        engine = load_window(controller)
        window = engine.rootObjects()[0]
        qtbot.waitExposed(window)
        return controller, engine, window

    controller, engine, window = opened()
    available = window.screen().availableGeometry()

    def within(window) -> bool:         # (the offscreen platform adds a small frame offset)
        return window.width() <= available.width() and window.height() <= available.height() \
            and available.contains(window.position())
    assert within(window)
    size = QSize(available.width(), available.height() - 40)     # (at least the minimum size)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=5000)
    controller.shutdown()
    window.close()
    engine.deleteLater()
    controller, engine, window = opened()
    assert window.size() == size and within(window)
    controller.shutdown()
    window.close()
    engine.deleteLater()
