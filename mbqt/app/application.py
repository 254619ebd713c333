"""Start the desktop app: a Qt Quick window on the shell's QML module Mbqt (Main.qml), which
shows each game's views from the game's own module."""
from __future__ import annotations

import gc
import os
import sys

import PySide6.QtQuick  # noqa: F401  (without it the root object is a plain QWindow)
from PySide6.QtCore import QRect, QSize, QTimer, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine, QQmlComponent, QQmlEngine


def _quicker_feature_check() -> None:
    """PySide6 asks of every module imported after it whether its source names PySide6 (so
    `from __feature__ import ...` works there), with inspect.getsource: each module's whole
    source decoded into lines and kept in linecache. For the 66 modules imported before a new
    game's first frame that is 88M instructions, 5.6% of all the work to that frame (about
    12 ms, startup_ratio +0.04 to +0.08: docs/app.md). The same question asked of the file's
    bytes costs nearly nothing. This replaces a private function of PySide6 (no public way
    exists): PySide6's own check stays for anything else (no .py file, an unreadable one), if
    a PySide6 release moves it nothing is changed, and tests/app/test_startup.py holds that
    both checks answer alike and fails when the private function is gone."""
    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "original", None):
        return

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return check(module)
    uses_pyside.original = check
    feature._mod_uses_pyside = uses_pyside


_quicker_feature_check()

from mbqt import version  # noqa: E402  (after the check above: it applies to these imports)
from mbqt.app import QML_DIR  # noqa: E402
from mbqt.paths import resource_path  # noqa: E402

# The app uses no pydantic plugin; not scanning every installed package for one saves
# startup time (pydantic reads this when the engine's first model is built).
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
# The QML engine compiles a JavaScript function to machine code once it has run 3 times: at
# the board's first frame that is ~200 bindings shared by a few instances each (31 wage track
# cells...), 2 ms of compiling for code that mostly runs once more. From 20 runs on, the hot
# ones (Theme.px...) are still compiled. Moves are handled as fast (Qt's "Configuring the
# JavaScript Engine"; read when the first engine is made).
os.environ.setdefault("QV4_JIT_CALL_THRESHOLD", "20")


def make_application(argv: list[str]) -> QGuiApplication:
    # Python's garbage collector waits until the window is made (load_window): its passes over
    # what starting makes (modules, classes, the engine's wrappers) took 3 ms of a new game's
    # first frame, and load_window freezes all of it out of later passes anyway.
    gc.disable()
    app = QGuiApplication.instance() or QGuiApplication(argv)
    app.setOrganizationName("mbqt")
    app.setApplicationName("mbqt")       # no display name: window titles are the game's (Main.qml)
    app.setApplicationVersion(version())          # the About line in Settings shows it
    app.setDesktopFileName("mbqt")                # matches mbqt.desktop (Linux task bars)
    # The window icon is set just after the first frame (after_first_frame): PySide6 makes
    # QIcon's enums (a hundred theme icon names) when the class is first imported, 1.4 ms.
    _preload()
    return app


_preloaded: list[QQmlApplicationEngine] = []       # the engine make_application made, for load_window


def _new_engine() -> QQmlApplicationEngine:
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(QML_DIR))
    return engine


def _preload() -> None:
    """The window's engine, made now: its loader thread reads the Qt Quick modules and the
    shell's controls (Mbqt/Preload.qml) while the GUI thread imports the app, which a
    synchronous load would then wait for (benchmarks/startup.py; docs/app.md, Startup)."""
    if not _preloaded:
        _preloaded.append(_new_engine())
        read_ahead(QUrl.fromLocalFile(str(QML_DIR / "Mbqt" / "Preload.qml")))
        sys.meta_path.insert(0, _AnswerLoader)


def read_ahead(url: QUrl | str, engine: QQmlEngine | None = None) -> None:
    """The engine's loader thread reads `url` and the QML it uses, for the synchronous load
    that shows it later to find them read: a game's board while the title shows or, before
    the window is made (engine None: make_application's), while the game is set up. The
    Python types it names must be registered (their modules imported). Once an engine: a
    file read stays in its type cache."""
    engine = engine or (_preloaded[-1] if _preloaded else None)
    name = QUrl(url).toString()
    if engine is not None and engine.findChild(QQmlComponent, name) is None:
        # The component lives as long as the engine, named after what it reads.
        QQmlComponent(engine, QUrl(url), QQmlComponent.CompilationMode.Asynchronous, engine).setObjectName(name)


class _AnswerLoader:
    """In sys.meta_path from make_application to load_window, finding no module: at each import
    the GUI thread answers the QML loader thread. That thread stops at each Qt Quick module with
    a plugin of its own (Layouts, Shapes, the controls...) until the GUI thread has run the
    plugin's engine initialisation (Qt's QQmlTypeLoaderThread::initializeEngine), i.e. until
    the GUI thread's next event processing: without answers it read one module while Python
    imported the app, and the window's load waited for the rest (17 ms of a new game's first
    frame on a quiet machine, 2026-11-28)."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        QGuiApplication.processEvents()
        return None


def set_window_icon() -> None:
    from PySide6.QtGui import QIcon
    QGuiApplication.instance().setWindowIcon(QIcon(str(resource_path("icons", "mbqt.png"))))


def load_window(controller) -> QQmlApplicationEngine:
    """The engine with Main.qml loaded for this AppController (its root is the window)."""
    # Registers the Python types of the QML modules, the shell's and the games' (QmlElement
    # runs at import).
    from mbqt.app import app_controller  # noqa: F401
    if _AnswerLoader in sys.meta_path:
        sys.meta_path.remove(_AnswerLoader)
    engine = _preloaded.pop() if _preloaded else _new_engine()
    controller.setParent(engine)    # destroyed after the QML that binds to it, never before
    engine.setInitialProperties({"app": controller, **window_properties(controller)})
    controller.languageChanged.connect(engine.retranslate)
    engine.loadFromModule("Mbqt", "Main")
    # What starting made (modules, the engine's Python wrappers) lives as long as the app:
    # left out of the collector's full passes, which otherwise walk it all during play, one
    # pass taking 15-25 ms of a frame (benchmarks/frames.py). A game's objects stay collected.
    # Once a process: a later window's (tests) would freeze the garbage of the one before.
    if not gc.get_freeze_count():
        gc.freeze()
    gc.enable()             # (make_application held it back)
    if engine.rootObjects():
        controller.window = engine.rootObjects()[0]      # its size is remembered on quit
        after_first_frame(controller.window, controller.window_shown)
    return engine


DEFAULT_SIZE, MINIMUM_SIZE = (1280, 720), (1024, 640)


def window_geometry(available: QRect, saved: tuple[int, int] | None) -> tuple[QRect, QSize]:
    """Where the window opens, and its minimum size: the size it had when last closed (else
    1280x720), never larger than the screen's available area (the taskbar, the menu bar
    left out), centred in it; the minimum size too is never larger than that area."""
    width, height = saved or DEFAULT_SIZE
    minimum = QSize(min(MINIMUM_SIZE[0], available.width()), min(MINIMUM_SIZE[1], available.height()))
    width = max(minimum.width(), min(width, available.width()))
    height = max(minimum.height(), min(height, available.height()))
    x = available.x() + (available.width() - width) // 2
    y = available.y() + (available.height() - height) // 2
    return QRect(x, y, width, height), minimum


def window_properties(controller) -> dict:
    """The window's place, size and minimum size as it is made (set later, the minimum
    size is a request some platforms refuse): within the available area of the primary
    screen, at the size it was closed at (AppController.shutdown remembers it)."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return {}
    geometry, minimum = window_geometry(screen.availableGeometry(), controller.window_size())
    return {"x": geometry.x(), "y": geometry.y(), "width": geometry.width(), "height": geometry.height(),
            "minimumWidth": minimum.width(), "minimumHeight": minimum.height()}


def after_first_frame(window, then) -> None:
    """Work the first frame does not need waits for it: `then` (it imports the other games'
    controllers and starts reading the last game for Continue off the GUI thread) and the
    window icon, at the event loop's next turn once the window has shown its first frame
    (not within the frame's own signal, whose other receivers would wait for them). Not with
    Qt.ConnectionType.SingleShotConnection: the first use of PySide6's Qt namespace costs
    10 ms, as much as the whole QML of the benchmark's bare window."""
    done = []

    def once():
        if done:        # a second frame's call, queued before the first one ran
            return
        done.append(True)
        window.frameSwapped.disconnect(once)
        QTimer.singleShot(0, then)
        QTimer.singleShot(0, set_window_icon)
    window.frameSwapped.connect(once)


def run(argv: list[str] | None = None, smoke_dir: str | None = None) -> int:
    """The app's exit status. With smoke_dir, the scripted check of mbqt/app/smoke.py."""
    smoke = None
    if smoke_dir:
        from mbqt.app.smoke import Smoke
        smoke = Smoke(smoke_dir)
    app = make_application(sys.argv[:1] + list(argv or []))
    from mbqt.app.app_controller import AppController
    controller = AppController(data_dir=smoke.data_dir if smoke else None)
    engine = load_window(controller)
    if not engine.rootObjects():
        print("mbqt: the window could not be created (see the QML errors above)", file=sys.stderr)
        return 1
    app.aboutToQuit.connect(controller.shutdown)
    after_first_frame(controller.window, lambda: on_terminate(app.quit))
    if smoke:
        smoke.start(controller, engine)
        return smoke.finish(app.exec())
    return app.exec()


def on_terminate(then) -> None:
    """SIGTERM and SIGINT (a session's logout, a kill, Ctrl+C in a terminal) call `then` (the
    app quits as when its window is closed: the game autosaved, the computer players' process
    ended) rather than ending Python where it stands. Python runs a signal's handler only when
    it runs code: the signal's byte on the wakeup socket wakes the event loop for it."""
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier
    app = QGuiApplication.instance()
    receiver, sender = socket.socketpair()
    receiver.setblocking(False)
    sender.setblocking(False)
    signal.set_wakeup_fd(sender.fileno())
    notifier = QSocketNotifier(receiver.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda: receiver.recv(64))     # Python's handler runs after it
    app._terminate = (receiver, sender, notifier)             # kept as long as the app
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, lambda *_: then())
