"""Shared by the app tests (tests/app/, through the fixtures of tests/app/conftest.py): the app
in an offscreen window driven as a person does it (clicks and keys on the real QML items,
never a fixed wait: a test waits for what the window shows), screenshots, and a scripted
human who plays a decision of any game through the slots its board's buttons call."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtQuick import QQuickItem

from mbqt.app.app_controller import AppController
from mbqt.app.items import named_items
from mbqt.core.records import Game

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "app"
WAIT_MS = 60_000
FRAME_MS = 5_000       # a frame is drawn within this (offscreen, software rendering)

# pytest-qt fails a test on any Qt warning (QML errors and binding warnings are warnings).
FAIL_ON_WARNINGS = pytest.mark.qt_log_level_fail("WARNING")


class Ui:
    """The app's window and what a person does with it."""

    def __init__(self, controller: AppController, engine, qtbot):
        self.app = controller
        self.engine = engine
        self.qtbot = qtbot
        self.window = engine.rootObjects()[0]

    @property
    def game(self):
        """The controller of the game on the board (or of the last one, or the chosen game's)."""
        return self.app.game

    # ------------------------------------------------------------ finding items

    def items(self, name: str) -> list:
        """Visual items with this objectName (Repeater delegates included)."""
        return named_items(self.window, name)

    def item(self, name: str):
        """The one item of this objectName, waited for as a person waits for what the window
        is about to show (some are made over a few frames: the end screen, cards revealed)."""
        if not self.items(name):
            try:
                self.qtbot.waitUntil(lambda: bool(self.items(name)), timeout=FRAME_MS)
            except self.qtbot.TimeoutError:       # (asserted below, with the count)
                pass
        found = self.items(name)
        assert len(found) == 1, f"{len(found)} QML items named {name!r}"
        return found[0]

    def text(self, name: str) -> str:
        return self.item(name).property("text")

    def focused(self):
        """The focused item and the objectNames of it and its parents, innermost first."""
        item = self.window.activeFocusItem()
        names, node = [], item
        while node is not None:
            names.append(node.objectName())
            node = node.parentItem()
        return item, names

    # ------------------------------------------------------------ doing

    def new_game(self, game_id: str, seats: list[dict], seed: str, start_player: int = 0, variants=()):
        """A new game as a person starts one: the game's button on the New game screen, then
        the seats; the game's controller, on the board."""
        self.app.show("newgame")
        self.click(f"game_{game_id}")
        assert self.app.chosenGame == game_id
        self.app.newGame(seats, start_player, list(variants), seed)
        assert self.app.screen == "board" and self.game.gameId == game_id
        return self.game

    def click(self, target) -> None:
        """A left click on the middle of an item (or of the item of that objectName)."""
        # QtTest imported here, not with the module: the startup benchmark's rss child uses it.
        from PySide6.QtTest import QTest
        item = self.item(target) if isinstance(target, str) else target
        # The pointer goes there first, as a hand moves a mouse: what it hovered before (a
        # tooltip open over a board space) lets go, as it does for a person.
        QTest.mouseMove(self.window, self.centre(item))
        QTest.mouseClick(self.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         self.centre(item))

    def hover(self, target) -> None:
        """The mouse moved over the middle of an item (or of the item of that objectName)."""
        from PySide6.QtTest import QTest
        item = self.item(target) if isinstance(target, str) else target
        QTest.mouseMove(self.window, self.centre(item))

    def key(self, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        from PySide6.QtTest import QTest
        QTest.keyClick(self.window, key, modifiers)

    def type(self, text: str) -> None:
        """Type digits and capital letters into the focused item, one key at a time."""
        for char in text:
            self.key(Qt.Key(ord(char)))

    def type_amount(self, box, amount: int) -> None:
        """Click into an amount box (a MoneySpin), clear it and type the amount, as a person does."""
        self.click(box.property("contentItem"))
        self.key(Qt.Key.Key_End)
        for _ in range(12):
            self.key(Qt.Key.Key_Backspace)
        self.type(str(amount))

    def tab_until(self, wanted, limit: int = 60):
        """Press Tab until the focused item's name path (see focused()) is `wanted`; the item."""
        for _ in range(limit):
            self.key(Qt.Key.Key_Tab)
            item, names = self.focused()
            if wanted(names):
                return item
        raise AssertionError(f"Tab never reached the item wanted (last: {names})")

    def centre(self, item):
        return item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()

    # ------------------------------------------------------------ waiting

    def settle(self) -> None:
        """Wait for the window's next frame: what was just done is laid out and drawn (texts
        measured, layouts polished, timers of 0 ms run), as a player would see it. Items let go
        of (a screen replaced by another) are deleted, as the app's event loop does between two
        gestures: a test's nested loops do not, and a screen gone would keep its shortcuts.
        What the window is making over frames (asynchronous Loaders: the end screen, the
        contracts revealed) is waited for first."""
        making = self.window.incubationController()
        if making is not None and making.incubatingObjectCount():
            self.qtbot.waitUntil(lambda: making.incubatingObjectCount() == 0, timeout=FRAME_MS)
        with self.qtbot.waitSignal(self.window.frameSwapped, timeout=FRAME_MS):
            self.window.update()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)

    def wait_until(self, condition, timeout: int = WAIT_MS) -> None:
        self.qtbot.waitUntil(condition, timeout=timeout)

    def resize(self, width: int, height: int) -> None:
        self.window.resize(width, height)
        self.wait_until(lambda: (self.window.width(), self.window.height()) == (width, height), 5000)
        self.settle()

    # ------------------------------------------------------------ looking

    def cut_texts(self) -> list[str]:
        """Texts on screen that do not fit their box (elided, or lines left out)."""
        cut, todo = [], [self.window.contentItem()]
        while todo:
            item = todo.pop()
            if not item.isVisible() or item.opacity() == 0:
                continue
            if item.metaObject().indexOfProperty("truncated") >= 0 and item.property("truncated"):
                cut.append(item.property("text"))
            todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
        return cut

    def typed(self, type_name: str) -> list:
        """Visible items of a QML type (its file name: "QuirkIcon")."""
        found, todo = [], [self.window.contentItem()]
        while todo:
            item = todo.pop()
            if not item.isVisible():
                continue
            if item.metaObject().className().split("_QML")[0] == type_name:
                found.append(item)
            todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
        return found

    def visible_texts(self) -> list[str]:
        """The texts of the Text items a person sees now (their item and its parents visible)."""
        out, todo = [], [self.window.contentItem()]
        while todo:
            item = todo.pop()
            if not item.isVisible() or item.opacity() == 0:
                continue
            if item.metaObject().className().startswith("QQuickText") and item.property("text"):
                out.append(item.property("text"))
            todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
        return out

    def shot(self, name: str) -> Path:
        """Write a screenshot of the window as test-artifacts/app/<name>.png."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        image = self.window.grabWindow()
        assert not image.isNull() and image.width() == self.window.width()
        assert image.save(str(path))
        return path


# ------------------------------------------------------------------ the scripted human

def waiting_for_someone(game) -> bool:
    """The game waits for a person at the device: a decision, the cover of hot-seat, an
    overlay of the game's own, or the end."""
    return game.humanTurn or game.over or game.passTo >= 0 or game.holding


def human_move(game) -> None:
    """One decision of the scripted human, whatever the game, with the slots the QML calls."""
    if game.passTo >= 0:
        game.confirmPass()
    elif game.holding:
        game.release()
    else:
        MOVES[game.gameId](game)
        if game.confirming:          # an irreversible move asks to be made again (the setting)
            MOVES[game.gameId](game)


def master_builder_move(game) -> None:
    """Master Builder: hire until the wages are high, open an auction while cash allows,
    never raise, take the first choice of an event, the suggested build plan, a small loan."""
    step = game.step
    decks = game.decksModel.rows()
    me = game.seatsModel.rows()[game.decisionSeat]
    if step == "hire":
        hireable = [d["type"] for d in decks if d["hireable"]]
        if game.canPass and (me["wageTotal"] >= 16000 or not hireable):
            game.passTurn()
        else:
            game.hire(hireable[-1] if game.round == 1 and len(me["workers"]) < 2 else hireable[0])
    elif step == "open":
        contract = game.openDefault
        if game.canPass and (me["money"] < 25000 or len(me["contracts"]) >= 2):
            game.passTurn()
        else:
            game.openAuction(contract, game.openRange(contract)[0])
    elif step == "bid":
        game.passTurn()
    elif step == "choose_event":
        game.chooseEvent(game.handModel.rows()[0]["index"])
    elif step in ("dismiss", "give"):
        choice = game.choicesModel.rows()[0]["index"]
        (game.dismiss if step == "dismiss" else game.give)(choice)
    elif step == "lend":
        game.passTurn()
    elif step == "lend_reply":
        game.refuse()
    elif step == "plan":
        game.buildPlanner.suggest()
        game.buildPlanner.submit()
    elif step == "loan":
        game.takeLoan(0)
    else:
        raise AssertionError(f"the scripted human does not know step {step!r}")


def batisseurs_move(game) -> None:
    """Les Bâtisseurs, one action: send a worker where it finishes a site (else anywhere),
    open a site while it has fewer than two, recruit while there are workers on offer, else
    take écus; end the turn."""
    me = game.seatsModel.rows()[game.decisionSeat]
    sendable = [u for u in me["team"] if u["sendable"]]
    if sendable and (game.freeActions or me["money"] >= 12):
        game.selectUnit(sendable[0]["unit"])
        targets = [s for s in game.seatsModel.rows()[game.decisionSeat]["sites"] if s["target"]]
        game.sendTo(next((s for s in targets if s["completes"]), targets[0])["index"])
        return
    if game.freeActions:
        openable = [b for b in game.buildingsModel.rows() if b["openable"]]
        workers = [w for w in game.workersModel.rows() if w["recruitable"]]
        if len(me["sites"]) < 2 and openable:
            game.openSite(min(openable, key=lambda b: sum(b["requires"]))["index"])
        elif workers and me["money"] >= 6:
            game.recruit(max(workers, key=lambda w: sum(w["produces"]))["unit"])
        else:
            game.takeEcus(game.freeActions)
        return
    game.endTurn()


def monopoly_builder_move(game) -> None:
    """Monopoly Builder, one gesture: build where the island is marked, bid the least once
    for a deed nobody bid on, mortgage when a debt asks for it, else the decision's main
    button (roll, buy, accept, end the turn) or its first one (a colour to choose)."""
    auction = game.auction
    if auction.get("canBid"):
        if auction["bidder"] < 0 and auction["max"] >= auction["min"]:
            game.bid(auction["min"])
        else:
            game.passBid()
        return
    buildable = [c for c in game.islandModel.rows() if c["buildable"]]
    if buildable:
        game.buildAt(buildable[0]["cell"])
        return
    buttons = game.actionsModel.rows()
    if buttons:
        main = [i for i, b in enumerate(buttons) if b["main"]]
        game.act(main[0] if main else 0)
        return
    me = game.seatsModel.rows()[game.decisionSeat]
    game.toggleMortgage(next(d["id"] for d in me["deeds"] if d["toggle"]))


MOVES = {"master-builder": master_builder_move, "batisseurs": batisseurs_move,
         "monopoly-builder": monopoly_builder_move}


class Human:
    """The scripted human at the device, waiting for their turn as a person does."""

    def __init__(self, qtbot):
        self.qtbot = qtbot

    def wait(self, game) -> None:
        """Until the game waits for someone at the device (or is over)."""
        self.qtbot.waitUntil(lambda: waiting_for_someone(game), timeout=WAIT_MS)

    def move(self, game) -> None:
        human_move(game)

    def play(self, game, decisions: int) -> None:
        """Wait for and make that many decisions."""
        for _ in range(decisions):
            self.wait(game)
            human_move(game)

    def play_to_the_end(self, game, max_actions: int, looking=None) -> None:
        """Make every decision of the people at the device until the game is over (within
        `max_actions`, so that a test never hangs), each of them legal; `looking(game)` just
        before each (screenshots)."""
        while not game.over and len(game.game.actions) < max_actions:
            self.wait(game)
            if game.over:
                break
            if looking is not None:
                looking(game)
            before = len(game.game.actions)
            human_move(game)
            assert len(game.game.actions) > before, game.message     # every gesture was legal
        assert game.over

    def play_until_step(self, game, step: str) -> None:
        """Play until it is the human's decision of that kind (a game's step)."""
        while not (game.humanTurn and game.step == step):
            self.wait(game)
            assert not game.over, f"the game ended before a decision of step {step!r}"
            if not (game.humanTurn and game.step == step):
                human_move(game)


def replayed(game: Game) -> Game:
    """The same setup and actions applied by a fresh engine."""
    again = Game(game.setup, rules=game.rules)
    for action in game.actions:
        again.apply(action)
    return again


def assert_the_engines_game(game: Game) -> Game:
    """A game played in the app is the engine's game on the same setup and actions, over;
    that game, replayed."""
    again = replayed(game)
    assert game.state_json() == again.state_json() and again.rules.is_over(again.state)
    return again


def replay_at_round_2(ui: Ui, finished: Game, shot: str):
    """The replay viewer on the game just finished: the final state first, then round 2 as
    the engine replays it, with nobody to play and no text cut (a screenshot); the replay."""
    ui.app.replayCurrent()
    replay = ui.app.replay
    board = replay.board
    assert board.gameId == finished.rules.id and board.game.state_json() == finished.state_json()
    replay.jumpToRound(2)
    assert board.round == 2 and board.game.state_json() == finished.replayed(replay.position).state_json()
    assert not board.humanTurn and not board.aiPending
    ui.settle()
    ui.shot(shot)
    assert ui.cut_texts() == []
    return replay


def assert_end_sheet_shown(ui: Ui, rules, state) -> None:
    """The end screen shows each seat's result line by line as the engine counts it
    (Rules.score_items, in words by core/scoring.py): every line and every total on screen,
    the seats in the order of the ranking."""
    from mbqt.core.scoring import score_sheet
    ui.item("endScreen")        # made over the frames after the last move's: waited for
    ui.settle()
    sheet = score_sheet(rules, state, [seat["name"] for seat in ui.game.seats], "en")
    assert [row["seat"] for row in ui.game.resultsModel.rows()] == [row["seat"] for row in sheet]
    assert sorted(item.property("text") for item in ui.items("resultLine")) == \
        sorted(text for row in sheet for text, _value in row["lines"])
    assert sorted(item.property("text") for item in ui.items("resultTotal")) == \
        sorted(ui.game.score_text(row["total"]) for row in sheet)
    assert all(sum(value for _text, value in row["lines"]) == row["total"] for row in sheet)
