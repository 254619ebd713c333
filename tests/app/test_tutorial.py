"""Master Builder's tutorial walked in the window as a person does it (mbqt/core/tutorial.py,
mbqt/app/tutorial_controller.py): started from the title, each note read and Next pressed
(by click or N), each move made with clicks and keys on the item the bubble points at, a
move the script does not expect refused with its reason and not played, left and resumed
from the title, played through to the free game; and every game's tutorial played through in
French."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mbqt.core.registry import GAMES, game_info
from mbqt.core.tutorial import Do, tutorial_for
from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS

TUTORIAL = tutorial_for("master_builder")
SECTIONS = {"side_wall_1": 0, "gable_end_1": 2}       # their index on contract 8 (the card file)



def make(ui, action: dict) -> None:
    """The lesson's move, made with the board's items."""
    kind = action["type"]
    if kind == "hire":
        types = [t.id for t in ui.game.game.rules.cards.worker_types]
        ui.click(f"deck_{types.index(action['worker_type'])}")
    elif kind == "open":
        ui.click(f"contract_{action['contract']}")
        ui.settle()
        ui.type_amount(ui.item("openBid"), action["amount"])
        ui.click("openButton")
    elif kind == "bid":
        ui.type_amount(ui.item("raiseBid"), action["amount"])
        ui.key(Qt.Key.Key_Return)
    elif kind == "pass":
        step = ui.game.step
        ui.click({"open": "declineButton", "bid": "bidPassButton"}.get(step, "passButton"))
    elif kind == "build":
        for item in action["plan"]:
            for worker in item["workers"]:
                ui.click(f"planWorker_{worker}")
                ui.settle()
                ui.click(f"section_{item['contract']}_{SECTIONS[item['section']]}")
                ui.settle()
        ui.click("submitButton")
    else:
        raise AssertionError(f"no gesture for {kind}")


def lesson_shown(ui, step: int):
    """Wait for the lesson, closing the board's reveals (the event, the plans) on the way."""
    tutorial = ui.app.tutorial
    while not (tutorial.shown and tutorial.step == step):
        ui.wait_until(lambda: (tutorial.shown and tutorial.step == step) or ui.game.holding)
        if ui.game.holding:
            assert not ui.item("tutorialBubble").isVisible()
            ui.settle()
            ui.click("revealOk")
            ui.settle()
    ui.settle()
    assert ui.text("tutorialText") == ui.app.tutorial.text


def test_the_master_builder_tutorial_played_through(ui):
    ui.app.chosenGame = "master-builder"
    ui.settle()
    ui.click("tutorialButton")
    game = ui.game
    lessons = TUTORIAL.lessons()
    for lesson in lessons:
        lesson_shown(ui, lesson.index + 1)
        assert ui.text("tutorialText") == TUTORIAL.say(lesson.step.key, "en", "Adelheid")
        assert len(game.game.actions) == lesson.at
        if lesson.index == 1:
            ui.shot("tutorial-note")
        if not isinstance(lesson.step, Do):
            if lesson.index % 2:
                ui.key(Qt.Key.Key_N)
            else:
                ui.click("tutorialNext")
            continue
        if lesson.index == 2:          # the first move: another deck is refused with the reason
            ui.click("deck_0")
            ui.settle()
            assert ui.text("message") == TUTORIAL.say(lesson.step.refusal, "en", "Adelheid")
            assert len(game.game.actions) == lesson.at
            ui.shot("tutorial-refused")
        if lesson.index == 4:          # left, then resumed from the title at this lesson
            ui.click("tutorialLeave")
            ui.wait_until(lambda: ui.app.screen == "title")
            ui.settle()
            assert ui.app.tutorial.resumeStep == lesson.index + 1
            ui.click("tutorialButton")
            lesson_shown(ui, lesson.index + 1)
            game = ui.game
            assert len(game.game.actions) == lesson.at
        if lesson.step.action["type"] == "build":
            ui.shot("tutorial-build")
        make(ui, lesson.step.action)
        ui.wait_until(lambda: len(game.game.actions) > lesson.at)
        assert game.game.actions[lesson.at] in [game.game.rules.action_from_json(a)
                                                for a in (lesson.step.action, *lesson.step.also)]
    # Played through: the game goes on as any game, nothing left to resume.
    ui.wait_until(lambda: not ui.app.tutorial.active)
    assert not ui.items("tutorialBubble") or not ui.item("tutorialBubble").isVisible()
    assert ui.app.screen == "board" and game.humanTurn
    assert game.undoReason != "The tutorial's moves are not taken back."
    assert game.game.actions[:len(TUTORIAL.actions())] == [game.game.rules.action_from_json(a)
                                                           for a in TUTORIAL.actions()]
    # The computer seat plays on at its level, without the script's help (no failure said).
    played = len(game.game.actions)
    ui.click("passButton")
    ui.wait_until(lambda: game.humanTurn and len(game.game.actions) > played + 1)
    assert game.game.steps[played + 1][0] == 1 and game.messageKind != "warning"
    ui.app.show("title")
    ui.settle()
    assert ui.app.tutorial.resumeStep == 0
    ui.wait_until(lambda: ui.app.canContinue)      # the free game is autosaved as any game


@pytest.mark.parametrize("game_id", [g for g in GAMES if tutorial_for(game_info(g).package) is not None])
def test_every_tutorial_played_through_in_french(ui, game_id):
    """Every game's tutorial, in French: each note read (N), each move made through the slots
    the board's cards and buttons call (GameController.gesture, the smoke check's stand-in
    for a person), to the free game."""
    ui.app.language = "fr"
    ui.app.confirmIrreversible = True         # a new player's setting: moves that turn up a card are made twice
    ui.app.chosenGame = game_id
    ui.settle()
    ui.click("tutorialButton")
    tutorial, game = tutorial_for(game_info(game_id).package), ui.game
    rival = game.seats[1]["name"]
    for lesson in tutorial.lessons():
        lesson_shown(ui, lesson.index + 1)
        assert ui.text("tutorialText") == tutorial.say(lesson.step.key, "fr", rival)
        if not isinstance(lesson.step, Do):
            ui.key(Qt.Key.Key_N)
            continue
        action = game.game.rules.action_from_json(lesson.step.action)
        game.gesture(action)
        if game.confirming:
            game.gesture(action)
        ui.wait_until(lambda: len(game.game.actions) > lesson.at)
        assert game.game.actions[lesson.at] == action
    ui.wait_until(lambda: not ui.app.tutorial.active)
    assert game.humanTurn and not game.over


def test_the_tutorial_has_names(ui):
    """The title's tutorial buttons and the bubble over the board: every interactive item
    named for a screen reader, the bubble a dialog named by its step."""
    from PySide6.QtGui import QAccessible

    from tests.app.test_accessibility import unnamed
    QAccessible.setActive(True)
    try:
        ui.app.chosenGame = "master-builder"
        ui.settle()
        ui.click("tutorialButton")
        lesson_shown(ui, 1)
        assert unnamed(ui) == [], "a note"
        bubble = QAccessible.queryAccessibleInterface(ui.item("tutorialBubble"))
        assert bubble.role() == QAccessible.Role.Dialog and "1" in bubble.text(QAccessible.Text.Name)
        ui.key(Qt.Key.Key_N)
        lesson_shown(ui, 2)
        ui.key(Qt.Key.Key_N)
        lesson_shown(ui, 3)
        assert unnamed(ui) == [], "a move to make"
        ui.click("tutorialLeave")
        ui.wait_until(lambda: ui.app.screen == "title")
        ui.settle()
        assert ui.item("tutorialRestart").isVisible() and unnamed(ui) == [], "the title, a tutorial to resume"
    finally:
        QAccessible.setActive(False)


def test_the_ring_pulses_only_when_moves_are_animated(ui):
    """Settings' animation off (the test fixture's) is a steady ring; on, it pulses."""
    ui.app.chosenGame = "master-builder"
    ui.settle()
    ui.click("tutorialButton")
    lesson_shown(ui, 1)
    ui.key(Qt.Key.Key_N)
    lesson_shown(ui, 2)
    ui.key(Qt.Key.Key_N)
    lesson_shown(ui, 3)
    ring = ui.item("tutorialRing")
    assert ring.isVisible() and ui.app.animationSpeed == 0
    for _ in range(5):
        ui.settle()
        assert ring.property("opacity") == 1
    ui.app.animationSpeed = 2
    ui.wait_until(lambda: ring.property("opacity") < 0.9)
    ui.app.animationSpeed = 0
    ui.wait_until(lambda: ring.property("opacity") == 1)
