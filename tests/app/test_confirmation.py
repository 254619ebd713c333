"""Moves no undo takes back (a card turned up in Les Bâtisseurs, a build plan submitted in
Master Builder) are made twice while the confirmation setting is on: on for a new player,
remembered with the app's other settings (issue #13)."""
from __future__ import annotations

from PySide6.QtCore import Qt

from mbqt.app.app_controller import AppController
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def test_a_card_turned_up_takes_two_clicks_or_two_keys(ui, qtbot, tmp_path):
    assert AppController(data_dir=tmp_path / "new").confirmIrreversible     # on for a new player
    ui.app.confirmIrreversible = True
    ui.app.chosenGame = "batisseurs"
    ui.app.newGame(SEATS, 0, [], "4")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    building = next(b for b in game.buildingsModel.rows() if b["openable"])
    before = len(game.game.actions)
    ui.click(f"building_{building['cardId']}")
    ui.settle()
    assert len(game.game.actions) == before and game.confirming
    assert ui.text("message").startswith(f"Opening {building['name']} turns up a new card from the deck")
    ui.shot("confirm-card-turned-up")
    ui.click(f"building_{building['cardId']}")      # the same gesture again: done
    assert game.game.actions[before][0] == "open" and not game.confirming
    # With the keyboard: Space on a worker on offer, then Space again.
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    before = len(game.game.actions)
    ui.tab_until(lambda names: names[0].startswith("worker_"))
    ui.key(Qt.Key.Key_Space)
    assert len(game.game.actions) == before and game.confirming
    ui.key(Qt.Key.Key_Space)
    assert game.game.actions[before][0] == "recruit"


def test_a_build_plan_is_submitted_twice_and_the_setting_is_remembered(ui, qtbot, human, tmp_path):
    ui.app.confirmIrreversible = True
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "plan")
    ui.settle()
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)                        # submit the plan (empty: build nothing)
    assert len(game.game.actions) == before and game.confirming
    ui.settle()
    ui.shot("confirm-plan")
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before][0] == "build"
    # Settings: the box turned off is remembered for the next session.
    qtbot.waitUntil(lambda: game.holding or game.humanTurn, timeout=WAIT_MS)
    if game.holding:                                 # the plans revealed: Return closes them
        ui.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    ui.click("boardSettings")
    qtbot.waitUntil(lambda: ui.app.screen == "settings", timeout=5000)
    ui.settle()
    box = ui.item("settingsConfirm")
    assert box.property("checked")
    ui.click(box)
    assert not ui.app.confirmIrreversible and not game.confirming
    assert not AppController(data_dir=tmp_path).confirmIrreversible
    ui.key(Qt.Key.Key_Escape)
