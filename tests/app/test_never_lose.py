"""Never lose a game (issue #13): every game in progress keeps its own autosave, listed with
its game, round, players and date; Continue names and resumes the chosen game's; the end
screen waits for a deliberate gesture; a finished game stays reachable from the Load list.
Driven by clicks and keys on the window."""
from __future__ import annotations

from PySide6.QtCore import Qt

from mbqt.core.records import Game
from mbqt.core.saves import save_game
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]
COMPUTERS = [{"name": "Adelheid", "kind": "random", "colour": 2, "symbol": 3},
             {"name": "Bertram", "kind": "easy", "colour": 1, "symbol": 4}]


def child(item, name: str):
    """The item of that objectName under `item` (a row's own button)."""
    todo = list(item.childItems())
    while todo:
        node = todo.pop()
        if node.objectName() == name:
            return node
        todo.extend(node.childItems())
    raise AssertionError(f"no {name!r} under {item.objectName()!r}")


def leave(ui, qtbot, continues: str):
    """Wait for the human's turn, click Title on the board; the title offers to continue it."""
    qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    ui.click("leaveButton")
    qtbot.waitUntil(lambda: ui.app.screen == "title" and ui.app.continueText.startswith(continues), timeout=10_000)
    ui.settle()


def list_saves(ui, qtbot, count: int) -> list[dict]:
    ui.click("loadGame")
    qtbot.waitUntil(lambda: ui.app.screen == "saves" and not ui.app.saves.loading
                    and ui.app.saves.model.count == count, timeout=10_000)
    ui.settle()
    return ui.app.saves.model.rows()


def test_a_new_game_keeps_the_unfinished_one(ui, qtbot, human, tmp_path):
    ui.app.newGame(SEATS, 0, [], "31")
    human.play(ui.game, 4)
    leave(ui, qtbot, "Master Builder, round 1 — Ann, Bob — 20")
    ui.click("quickGame")                      # Play now: a second game
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=5000)
    human.play(ui.game, 3)
    second = list(ui.game.game.actions)
    # Continue names the newest game: three players (Play now), its round and date.
    leave(ui, qtbot, "Master Builder, round 1 — Player, Adelheid, Bertram — 20")
    assert len(list((tmp_path / "autosaves").glob("*.json"))) == 2
    rows = list_saves(ui, qtbot, 2)
    assert [r["kind"] for r in rows] == ["autosave", "autosave"] and all(r["canLoad"] and r["date"] for r in rows)
    assert [r["title"] for r in rows] == ["Player, Adelheid, Bertram", "Ann, Bob"]
    assert all(r["game"] == "Master Builder" and r["round"] == "Round 1 of 6" for r in rows)
    ui.shot("saves-two-games-in-progress")
    ui.click(child(ui.item("save_1"), "loadSave"))       # the first game, from the list
    qtbot.waitUntil(lambda: ui.app.screen == "board" and not ui.app.busy, timeout=10_000)
    assert [s["name"] for s in ui.game.seats] == ["Ann", "Bob"] and len(ui.game.game.actions) >= 4
    # Played on, it goes on writing its own autosave: still two games in progress.
    human.play(ui.game, 2)
    leave(ui, qtbot, "Master Builder, round 1 — Ann, Bob")
    assert len(list((tmp_path / "autosaves").glob("*.json"))) == 2
    ui.click("continueGame")
    qtbot.waitUntil(lambda: ui.app.screen == "board" and not ui.app.busy, timeout=10_000)
    assert [s["name"] for s in ui.game.seats] == ["Ann", "Bob"]
    assert ui.game.game.actions[:len(second)] != second


def test_continue_is_about_the_game_the_title_shows(ui, qtbot, human):
    ui.click("game_batisseurs")
    ui.click("quickGame")
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=5000)
    human.play(ui.game, 2)
    title = ui.app.chosen["title"]
    leave(ui, qtbot, f"{title}, round 1")
    assert ui.app.chosenGame == "batisseurs" and ui.text("gameTitle") == title and title.startswith("Les Bâtisseurs")
    assert ui.item("continueGame").property("enabled")
    assert ui.app.continueText.startswith(f"{title}, round 1 — Player, Adelheid, Bertram")
    ui.click("game_master-builder")      # no Master Builder game in progress: nothing to continue
    ui.settle()
    assert not ui.item("continueGame").property("enabled") and ui.text("continueGame") == "Continue"
    ui.click("game_batisseurs")
    ui.settle()
    ui.click("continueGame")
    qtbot.waitUntil(lambda: ui.app.screen == "board" and not ui.app.busy, timeout=10_000)
    assert ui.game.gameId == "batisseurs"


def test_an_autosave_of_an_older_version_still_continues(qtbot, tmp_path):
    """Versions before the autosaves folder kept one autosave.json: it is still offered,
    and the game goes on writing to it."""
    from mbqt.app.app_controller import AppController
    from mbqt.app.application import load_window
    from mbqt.games.master_builder import Setup
    game = Game(Setup.model_validate({"players": [{"name": "Ann"}, {"name": "Bob", "kind": "easy"}], "seed": 3,
                                      "start_player": 0}))
    game.apply(game.rules.legal_actions(game.state)[0])
    save_game(game, tmp_path / "autosave.json")
    app = AppController(data_dir=tmp_path)
    app.aiSpeed = 0
    app.language = "en"
    engine = load_window(app)
    qtbot.waitUntil(lambda: app.canContinue, timeout=10_000)
    assert app.continueText.startswith("Master Builder, round 1 — Ann, Bob")
    app.continueGame()
    qtbot.waitUntil(lambda: app.screen == "board" and not app.busy, timeout=10_000)
    # the saved game goes on (Bob, a computer player at speed 0, may already have played)
    assert app.game.game.actions[:len(game.actions)] == game.actions
    app.show("title")
    app.shutdown()
    assert not (tmp_path / "autosaves").exists() or not any((tmp_path / "autosaves").iterdir())
    assert len(Game.from_record(__import__("mbqt.core.saves", fromlist=["read_record"]).read_record(
        tmp_path / "autosave.json")).actions) >= 1
    engine.rootObjects()[0].close()
    engine.deleteLater()


def test_the_end_screen_waits_for_a_deliberate_gesture(ui, qtbot):
    for game_id in ("master-builder", "batisseurs"):
        ui.app.chosenGame = game_id
        ui.app.newGame(COMPUTERS, 0, [], "55")
        qtbot.waitUntil(lambda: ui.game.over and not ui.game.holding, timeout=10 * WAIT_MS)
        qtbot.waitUntil(lambda: len(ui.items("endScreen")) == 1, timeout=5000)
        ui.settle()
        actions = list(ui.game.game.actions)
        ui.key(Qt.Key.Key_Return)          # a double Return meant for the last move
        ui.key(Qt.Key.Key_Return)
        ui.key(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
        ui.settle()
        assert ui.game.over and ui.game.game.actions == actions and ui.item("endScreen").isVisible()
        ui.shot(f"end-screen-{game_id}")
        # Tab to Play again, Space: a new game.
        ui.tab_until(lambda names: names[0] == "playAgain")
        ui.key(Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: not ui.game.over and len(ui.game.game.actions) < len(actions), timeout=10_000)
        ui.app.show("title")


def test_a_finished_game_is_replayed_from_the_load_list(ui, qtbot):
    ui.app.newGame(COMPUTERS, 0, [], "55")
    qtbot.waitUntil(lambda: ui.game.over and not ui.game.holding, timeout=10 * WAIT_MS)
    final = ui.game.game.state_json()
    qtbot.waitUntil(lambda: len(ui.items("endScreen")) == 1, timeout=5000)
    ui.settle()
    ui.app.show("title")
    ui.settle()
    rows = list_saves(ui, qtbot, 1)
    assert rows[0]["kind"] == "finished" and rows[0]["game"] == "Master Builder"
    ui.click(child(ui.item("save_0"), "replaySave"))
    qtbot.waitUntil(lambda: ui.app.screen == "replay" and not ui.app.busy, timeout=10_000)
    assert ui.app.replay.board.game.state_json() == final
    ui.settle()
    ui.click("replayStats")
    ui.settle()
    assert ui.item("moneyChart").property("visible")
