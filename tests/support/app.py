"""Shared by the app tests (tests/app/): the app in an offscreen window, screenshots, and
a scripted human who plays through the same controller calls the QML makes."""
from __future__ import annotations

from pathlib import Path

import pytest

from mbqt.app.app_controller import AppController
from mbqt.core.records import Game

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "app"
WAIT_MS = 60_000

# pytest-qt fails a test on any Qt warning (QML errors and binding warnings are warnings).
FAIL_ON_WARNINGS = pytest.mark.qt_log_level_fail("WARNING")


class Ui:
    def __init__(self, controller: AppController, engine):
        self.app = controller
        self.game = controller.game
        self.engine = engine
        self.window = engine.rootObjects()[0]

    def items(self, name: str) -> list:
        """Visual items with this objectName (Repeater delegates included)."""
        found, todo = [], [self.window.contentItem()]
        while todo:
            item = todo.pop()
            if item.objectName() == name:
                found.append(item)
            todo.extend(item.childItems())
        return found

    def item(self, name: str):
        found = self.items(name)
        assert len(found) == 1, f"{len(found)} QML items named {name!r}"
        return found[0]

    def cut_texts(self) -> list[str]:
        """Texts on screen that do not fit their box (elided, or lines left out)."""
        cut, todo = [], [self.window.contentItem()]
        while todo:
            item = todo.pop()
            if not item.isVisible() or item.opacity() == 0:
                continue
            if item.property("truncated"):
                cut.append(item.property("text"))
            todo.extend(item.childItems())
        return cut

    def shot(self, name: str, qtbot=None) -> Path:
        """Write a screenshot of the window as test-artifacts/app/<name>.png."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        image = self.window.grabWindow()
        assert not image.isNull() and image.width() == self.window.width()
        assert image.save(str(path))
        return path


def waiting_for_someone(game) -> bool:
    return game.humanTurn or game.over or game.passTo >= 0 or game.revealing


def human_move(game) -> None:
    """One decision of the scripted human, made with the slots the QML buttons call."""
    if game.passTo >= 0:
        game.confirmPass()
        return
    if game.revealing:
        game.closeReveal()
        return
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


def play_until_step(game, qtbot, step: str) -> None:
    """Let the scripted human play until it is their decision of that kind."""
    while not (game.humanTurn and game.step == step):
        qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
        if game.step != step:
            human_move(game)


def replayed(game: Game) -> Game:
    """The same setup and actions applied by a fresh engine."""
    again = Game(game.setup, game.cards_path)
    for action in game.actions:
        again.apply(action)
    return again
