"""Startup: what the board's first frame must not wait for (benchmarks/startup.py measures
it against a bare Qt Quick window; docs in the README's Measured figures)."""
from __future__ import annotations

import os
import subprocess
import sys


def test_a_new_games_first_frame_imports_no_pydantic(tmp_path):
    """The board of a new game (the title's Play now) shows without pydantic (files are read
    and written after it), PySide6's Qt namespace (10 ms at its first use), QIcon (1.4 ms:
    the window icon is set just after the first frame), importlib.metadata (15 ms),
    QtQuick.Dialogs (the Load dialog is made when first opened; checked where /proc is),
    secrets and datetime (4.5 ms: the autosave's name takes os.urandom and time.strftime),
    pickle (1.3 ms: the computer players' jobs need it, with their worker process),
    the tutorials' scripts and the rules text's reader (read when the title or the rules
    ask), nor the other games' controllers (imported just after the first frame). Python's
    garbage collector, held back while the app starts, collects again once the window is made."""
    code = f"""
import gc, os, sys
from mbqt.app.application import load_window, make_application
from mbqt.app.app_controller import AppController, default_seats
app = make_application(sys.argv)
controller = AppController(data_dir={str(tmp_path)!r})
controller.newGame(default_seats()[:3], 0, [], "1")
assert controller.screen == "board", controller.error
controller.window_shown = lambda: None    # what runs after the first frame: not looked at here
engine = load_window(controller)
window = engine.rootObjects()[0]
def first_frame():
    loaded = sorted({{m.split(".")[0] for m in sys.modules if m.startswith("pydantic")}})
    maps = open("/proc/self/maps").read() if os.path.exists("/proc/self/maps") else ""
    print("LOADED", loaded, "Qt" in vars(sys.modules["PySide6.QtCore"]), "QIcon" in vars(sys.modules["PySide6.QtGui"]),
          "importlib.metadata" in sys.modules, "QuickDialogs2" in maps,
          [m for m in ("secrets", "datetime", "pickle", "mbqt.core.tutorial", "mbqt.app.rules_text",
                       "mbqt.app.batisseurs", "mbqt.app.monopoly_builder") if m in sys.modules],
          "collecting" if gc.isenabled() else "not collecting", flush=True)
    app.quit()
window.frameSwapped.connect(first_frame)
app.exec()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert "LOADED [] False False False False [] collecting" in out.stdout.splitlines(), out.stdout + out.stderr


def test_the_quicker_pyside_feature_check_answers_as_pysides():
    """application.py asks PySide6's question (does a module's source name PySide6?) of the
    file's bytes; the answer is the one of PySide6's own check for every loaded module."""
    import mbqt.app.application  # noqa: F401  (installs the quicker check)
    feature = sys.modules["shibokensupport.feature"]
    quick = feature._mod_uses_pyside
    assert quick.original is not None
    modules = [m for m in list(sys.modules.values()) if getattr(m, "__file__", None)]
    assert len(modules) > 100
    assert [quick(m) for m in modules] == [quick.original(m) for m in modules]
    assert quick(sys.modules["mbqt.app.application"]) and not quick(sys.modules["mbqt.paths"])


def test_the_gui_thread_answers_the_qml_loader_while_the_app_starts(tmp_path):
    """From make_application to load_window the QML engine's loader thread reads the Qt Quick
    modules, whose plugins wait for the GUI thread to initialise them: every import the app
    makes meanwhile lets the GUI thread answer (application._AnswerLoader), as an event posted
    before the app's import shows. Once the window is made, imports process no events."""
    code = f"""
import sys
from PySide6.QtCore import QTimer
from mbqt.app.application import load_window, make_application
app = make_application(sys.argv)
seen = []
QTimer.singleShot(0, lambda: seen.append("starting"))
from mbqt.app.app_controller import AppController
print("STARTING", seen, flush=True)
engine = load_window(AppController(data_dir={str(tmp_path)!r}))
QTimer.singleShot(0, lambda: seen.append("made"))
assert "mbqt.core.saves" not in sys.modules
import mbqt.core.saves
print("MADE", seen, flush=True)
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.stdout.splitlines()[-2:] == ["STARTING ['starting']", "MADE ['starting']"], out.stdout + out.stderr


def _reading(ui) -> list[str]:
    """The boards the window's engine reads ahead (application.read_ahead)."""
    from PySide6.QtQml import QQmlComponent
    return sorted(c.url().toString().rsplit("/", 2)[-2] for c in ui.engine.findChildren(QQmlComponent)
                  if c.url().toString().endswith("/Board.qml"))


def test_the_title_reads_the_chosen_games_board_ahead(ui):
    """While the title shows, the chosen game's board QML is read by the engine's loader
    thread (Play now waits less): Master Builder's from the first frame, Les Bâtisseurs'
    once it is chosen."""
    ui.wait_until(lambda: _reading(ui) == ["MasterBuilder"])
    ui.click("game_batisseurs")
    ui.wait_until(lambda: _reading(ui) == ["Batisseurs", "MasterBuilder"])
