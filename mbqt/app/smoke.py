"""`mbqt app --smoke DIR`: a scripted walk through the app that checks a build, above all the
frozen bundle, where a missing Qt plugin or QML module only shows at run time.

It opens the Settings (the About line must show this version) and the load dialog; then
for every game of the registry, in its order, it starts a game against the computer from
the title (Play now), lets decisions play (the human seat's through the slots the board's
buttons call: the game controller's gesture()) and saves; after the first game's board it
switches to French. Then it quits. Screenshots and the app's data (settings, autosave,
the saves) go to DIR. The status is 1 if a step fails or Qt prints any warning (a QML
error or binding warning, a plugin that cannot load), else the app's own exit status.

The steps are the STEPS list of Smoke: a new check is one more (name, start, done) entry.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QMetaObject,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

from mbqt import version
from mbqt.ai import make_player
from mbqt.app.items import named_items
from mbqt.app.save_list import SAVES_FOLDER
from mbqt.core.registry import GAMES

DECISIONS = 30          # actions played in each game before saving (a good part of its first round)
STEP_TIMEOUT_S = 60


class Smoke(QObject):
    def __init__(self, out_dir: str | Path):
        super().__init__()
        self.out = Path(out_dir)
        self.data_dir = self.out / "data"
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.warnings: list[str] = []
        self.failure = ""
        qInstallMessageHandler(self._message)   # before the QGuiApplication: plugin messages count too

    def _message(self, kind, _context, text: str) -> None:
        print(text, file=sys.stderr)
        if kind != QtMsgType.QtDebugMsg and kind != QtMsgType.QtInfoMsg:
            self.warnings.append(text)

    # ------------------------------------------------------------ the steps

    def start(self, controller, engine) -> None:
        self.app = controller
        self.window = engine.rootObjects()[0]
        self.app.aiSpeed = 0
        self.app.confirmIrreversible = False      # a gesture is played once (GameController.gesture)
        self.human = None      # the human seat's stand-in, made for each game's rules
        self.steps = [
            ("title", None, lambda: self.app.screen == "title"),
            ("settings", lambda: self.app.show("settings"), self._about_shows_version),
            ("load-dialog", self._open_dialog, lambda: bool(self._popups())),
            ("title-again", self._close_dialog, lambda: self.app.screen == "title"),
        ]
        for n, game in enumerate(GAMES, 1):
            self.steps += [
                (game, lambda game=game: self._start(game),
                 lambda game=game: self.app.game.gameId == game and bool(self._items("board"))),
                *([("french", lambda: setattr(self.app, "language", "fr"),
                    lambda: QCoreApplication.translate("Title", "Rules") != "Rules")] if n == 1 else []),
                (f"{game}-played", None, self._play),
                (f"{game}-saved", self.app.quickSave, lambda n=n: len(self._saves()) == n),
            ]
        self._index, self._started = -1, 0.0
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._timer.start(50)
        self._next()

    def _next(self) -> None:
        self._index += 1
        if self._index == len(self.steps):
            self._quit()
            return
        name, begin, _done = self.steps[self._index]
        print(f"smoke: {name}", file=sys.stderr)
        self._started = time.monotonic()
        if begin:
            begin()

    def _tick(self) -> None:
        name, _begin, done = self.steps[self._index]
        if self.warnings:
            self._fail(f"Qt printed a warning during step {name!r}")
        elif done():
            self._shot(f"{self._index + 1:02d}-{name}")
            self._next()
        elif time.monotonic() - self._started > STEP_TIMEOUT_S:
            self._fail(f"step {name!r} did not finish within {STEP_TIMEOUT_S} s")

    def _about_shows_version(self) -> bool:
        about = self._items("aboutVersion")
        return bool(about) and version() in about[0].property("text")

    def _dialog(self) -> QObject:
        return self.window.findChild(QObject, "loadDialog")

    def _open_dialog(self) -> None:
        self.app.back()
        QMetaObject.invokeMethod(self.window, "openLoadDialog")   # Main.qml makes it when first opened

    def _close_dialog(self) -> None:
        QMetaObject.invokeMethod(self._dialog(), "reject")

    def _start(self, game: str) -> None:
        """Play now from the title, the game chosen with its button."""
        self.app.show("title")
        self.app.chosenGame = game
        self.app.quickGame()
        self.human = make_player("easy", 1, self.app.game.game.rules)

    def _play(self) -> bool:
        """Make the human seat's decisions until DECISIONS actions are played."""
        g = self.app.game
        if len(g.game.actions) >= DECISIONS or g.over:
            return True
        if g.holding:
            g.release()
        elif g.humanTurn:
            g.gesture(self.human.choose(g.game.state.clone(), g.decisionSeat))
        return False

    def _saves(self) -> list[Path]:
        """The games saved in the app's saves folder (the Save button's)."""
        return sorted((self.data_dir / SAVES_FOLDER).glob("save-*.json"))

    # ------------------------------------------------------------ helpers

    def _items(self, name: str) -> list:
        return named_items(self.window, name, shown_only=True)

    def _popups(self) -> list:
        """Windows shown over the main one (Qt Quick shows the file dialog in its own window)."""
        return [w for w in QGuiApplication.topLevelWindows()
                if w is not self.window and isinstance(w, QQuickWindow) and w.isExposed()]

    def _shot(self, name: str) -> None:
        """name.png: the window; name-2.png...: the popups over it."""
        for i, window in enumerate([self.window, *self._popups()], 1):
            path = self.out / (f"{name}.png" if i == 1 else f"{name}-{i}.png")
            if not window.grabWindow().save(str(path)):
                self._fail(f"the screenshot {path.name} could not be written")

    def _fail(self, why: str) -> None:
        if not self.failure:
            self.failure = why
        self._quit()

    def _quit(self) -> None:
        self._timer.stop()
        QCoreApplication.quit()

    def finish(self, status: int) -> int:
        """The smoke run's exit status, after the app's event loop has ended."""
        if not self.failure and self._index < len(self.steps):
            self.failure = "the app quit before the last step"
        if not self.failure:
            from mbqt.core.saves import SaveError, load_game
            try:
                for save in self._saves():
                    load_game(save)
            except (SaveError, OSError) as err:
                self.failure = f"a saved game does not load: {err}"
        problems = ([self.failure] if self.failure else []) + [f"Qt warning: {w}" for w in self.warnings]
        for problem in problems:
            print(f"smoke: FAILED: {problem}", file=sys.stderr)
        if problems:
            return 1
        print(f"smoke: passed (mbqt {version()}), screenshots in {self.out}", file=sys.stderr)
        return status
