"""Startup and memory of the desktop app.

    .venv/bin/python benchmarks/startup.py [--runs N]

Prints
  startup_ratio: R   time from process start to the first frame of the board (a new game:
                     you against two Medium computer players), divided by the same for a
                     bare Qt Quick window with one ListView bound to a Python list model and
                     a QTranslator, both measured in this run (median of N runs each,
                     alternating, offscreen). Target: R <= 1.5.
  rss_mb: M          resident memory of the app (its computer players' worker process
                     included) after a whole game against 3 computer
                     players (Medium), in MB.
  startup_ratio_cold_qml: R
                     the same with the board compiling its QML from source (no QML disk cache:
                     an installed app's very first start, or its first after a Qt update).
The times are taken by this parent process from the spawn of each child to the line the
child prints at its first frame (the window's first frameSwapped), so interpreter start and
imports are included. The board's first frame is the board (phase track, decks, players,
the log, the first decision's prompt) but for the contract cards on display, which are made
by asynchronous Loaders over the next frames (as a new round's are: benchmarks/frames.py);
what the app leaves until just after it (application.after_first_frame, at the event loop's
next turn: the window icon, the other games' controller modules, reading the last game for
Continue on a worker thread) is not counted.

Caches, the same for both windows: the children start from compiled bytecode (.pyc), which
the warm-up run writes, as an installed app's are. The board's QML files are compiled once
into the QML disk cache (kept in this run's temporary folder, QML_DISK_CACHE_PATH, so no
earlier run or other checkout matters), as Qt does on an app's first start; the warm-up run
fills it. Qt's own QML modules (QtQuick, Controls) come compiled in Qt's libraries for both.
The bare window's one small document is compiled from memory at every start (loadData; it is
not faster from a cached file). startup_ratio_cold_qml shows what the disk cache saves.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE_QML = b"""
import QtQuick
Window {
    width: 1280; height: 720; visible: true
    ListView { anchors.fill: parent; model: names; delegate: Text { required property string display; text: display } }
}
"""


def bare_child() -> None:
    import PySide6.QtQuick  # noqa: F401
    from PySide6.QtCore import QStringListModel, QTranslator
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlApplicationEngine

    app = QGuiApplication(sys.argv)
    translator = QTranslator(app)
    app.installTranslator(translator)
    model = QStringListModel([f"line {i}" for i in range(50)])
    engine = QQmlApplicationEngine()
    engine.setInitialProperties({"names": model})
    engine.loadData(BARE_QML.replace(b"Window {", b"Window {\n    required property var names"))
    _report_first_frame(app, engine.rootObjects()[0])


def board_child(data_dir: str) -> None:
    from mbqt.app.application import load_window, make_application
    app = make_application(sys.argv)
    from mbqt.app.app_controller import AppController, default_seats
    controller = AppController(data_dir=data_dir)
    # The game as the title's "Play now" makes it (you start, so nobody thinks yet); the
    # window then opens on the board.
    controller.newGame(default_seats()[:3], 0, [], "1")
    assert controller.screen == "board"
    engine = load_window(controller)
    _report_first_frame(app, engine.rootObjects()[0])


def _report_first_frame(app, window) -> None:
    def first_frame():
        print("FRAME", flush=True)
        app.quit()
    window.frameSwapped.connect(first_frame)
    app.exec()


def rss_child(data_dir: str) -> None:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer

    from mbqt.app.application import load_window, make_application
    from tests.support.app import human_move, waiting_for_someone
    app = make_application(sys.argv)
    from mbqt.app.app_controller import AppController
    controller = AppController(data_dir=data_dir)
    controller.aiSpeed = 0
    engine = load_window(controller)  # noqa: F841  (the window lives as long as the engine)
    app.aboutToQuit.connect(controller.shutdown)     # as the app quits (application.run)
    seats = [{"name": n, "kind": k} for n, k in (("You", "human"), ("A", "medium"), ("B", "medium"), ("C", "medium"))]
    controller.newGame(seats, 0, [], "2")
    game = controller.game

    def tick():
        if game.over and not game.revealing:
            import multiprocessing

            # The computer players' worker process (mbqt/app/jobs.py) counts too.
            print(f"RSS {sum(_rss_mb(p.pid) for p in multiprocessing.active_children()) + _rss_mb():.1f}", flush=True)
            app.quit()
            return
        if waiting_for_someone(game):
            human_move(game)
        QTimer.singleShot(5, tick)

    QTimer.singleShot(0, tick)
    app.exec()


def _rss_mb(pid: int | str = "self") -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        if pid != "self":
            return 0.0      # no /proc (macOS): only the app's own peak below
    import resource  # peak resident size where /proc is missing (macOS counts bytes)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def _run(kind: str, data_dir: str, marker: str, timeout: float, cold_qml: bool = False) -> tuple[float, str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               QML_DISK_CACHE_PATH=str(Path(data_dir) / "qmlcache"))
    env.pop("QML_DISABLE_DISK_CACHE", None)
    if cold_qml:
        env["QML_DISABLE_DISK_CACHE"] = "1"
    # An installed app starts from compiled bytecode: let the warm-up run write it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    # This checkout's mbqt, wherever the venv's editable install points (another worktree's).
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(ROOT), env.get("PYTHONPATH"))))
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, __file__, "--child", kind, data_dir], stdout=subprocess.PIPE,
                            text=True, env=env, cwd=ROOT)
    line = ""
    try:
        for line in proc.stdout:
            if line.startswith(marker):
                break
        elapsed = time.perf_counter() - start
        proc.wait(timeout=timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
    if not line.startswith(marker):
        raise SystemExit(f"the {kind} child did not report {marker} (exit status {proc.returncode})")
    return elapsed, line.split(maxsplit=1)[-1].strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, data_dir = args.child
        {"bare": lambda: bare_child(), "board": lambda: board_child(data_dir),
         "rss": lambda: rss_child(data_dir)}[kind]()
        return
    import tempfile
    with tempfile.TemporaryDirectory() as data_dir:
        _run("board", data_dir, "FRAME", 60)   # warm the caches (QML disk cache, .pyc) once
        bare, board, cold = [], [], []
        for _ in range(args.runs):
            bare.append(_run("bare", data_dir, "FRAME", 60)[0])
            board.append(_run("board", data_dir, "FRAME", 60)[0])
            cold.append(_run("board", data_dir, "FRAME", 60, cold_qml=True)[0])
        b, a, c = statistics.median(bare), statistics.median(board), statistics.median(cold)
        print(f"bare_s: {b:.3f}")
        print(f"board_s: {a:.3f}")
        print(f"board_cold_qml_s: {c:.3f}")
        print(f"startup_ratio: {a / b:.2f}")
        print(f"startup_ratio_cold_qml: {c / b:.2f}")
        print(f"rss_mb: {float(_run('rss', data_dir, 'RSS', 600)[1]):.0f}")


if __name__ == "__main__":
    main()
