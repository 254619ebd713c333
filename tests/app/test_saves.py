"""Saves, the Load screen, undo, the replay viewer and statistics in the app: through the
controllers the QML calls, with screenshots in test-artifacts/app/."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from mbqt.app.texts import money
from mbqt.core.records import Game
from mbqt.core.saves import load_game, save_game
from mbqt.games.master_builder import Setup
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS, replayed
from tests.support.corpus import CASES

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]
HOT_SEAT = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
            {"name": "Bob", "kind": "human", "colour": 1, "symbol": 1}]
COMPUTERS = [{"name": "Adelheid", "kind": "random", "colour": 2, "symbol": 3},
             {"name": "Bertram", "kind": "random", "colour": 1, "symbol": 4},
             {"name": "Cunigunde", "kind": "easy", "colour": 3, "symbol": 5}]


def url(path) -> QUrl:
    return QUrl.fromLocalFile(str(path))


def test_save_from_the_board_then_load_it_from_the_list(ui, qtbot, human, tmp_path):
    ui.app.newGame(SEATS, 0, [], "51")
    human.play(ui.game, 12)
    qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=WAIT_MS)
    expected, actions = ui.game.game.state_json(), list(ui.game.game.actions)
    ui.app.quickSave()
    qtbot.waitUntil(lambda: ui.game.message.startswith("Game saved"), timeout=5000)
    saved = list((tmp_path / "saves").glob("save-*.json"))
    assert len(saved) == 1 and json.loads(saved[0].read_text())["format"] == "mbqt-save"

    ui.app.show("title")                  # leaving autosaves: the list has the autosave and the save
    ui.app.show("saves")
    qtbot.waitUntil(lambda: not ui.app.saves.loading and ui.app.saves.model.count == 2, timeout=5000)
    auto, save = ui.app.saves.model.rows()
    assert auto["kind"] == "autosave" and save["kind"] == "save" and save["path"] == str(saved[0])
    for row in (auto, save):
        assert row["title"] == "Ann, Bob" and row["error"] == "" and row["canLoad"]
        assert row["round"] == f"Round {expected['round']} of 6" and row["date"]
        assert "Ann $" in row["summary"] and "Bob $" in row["summary"]
    ui.settle()
    ui.shot("saves-list")

    ui.app.loadGame(QUrl(save["url"]))        # QML passes the row's url string
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=5000)
    assert ui.game.game.actions == actions and ui.game.game.state_json() == expected


def test_every_broken_file_of_the_corpus_gets_a_message_and_the_app_goes_on(ui, qtbot, tmp_path, bases):  # noqa: F811
    folder = tmp_path / "corpus"
    folder.mkdir()
    ui.app.show("saves")
    for name, make, expected in CASES:
        path = folder / f"{name}.json"
        path.write_bytes(make(bases))
        ui.app.loadGame(url(path))
        qtbot.waitUntil(lambda: not ui.app.busy, timeout=10_000)
        assert ui.app.error.startswith(f"This game cannot be loaded: {name}.json: "), name
        assert expected in ui.app.error, name
        assert ui.app.screen == "saves" and not ui.game.running
    # The replay viewer refuses them the same way.
    ui.app.openReplay(url(folder / "truncated-50%.json"))
    qtbot.waitUntil(lambda: not ui.app.busy, timeout=10_000)
    assert ui.app.error.startswith("This game cannot be replayed: truncated-50%.json: the file is damaged")
    assert ui.app.screen == "saves"
    # Broken files in the saves folder are listed with their problem; the good ones stay loadable.
    saves = tmp_path / "saves"
    saves.mkdir()
    for name in ("newer-version", "truncated-30%", "foreign-card-file"):
        (saves / f"save-{name}.json").write_bytes((folder / f"{name}.json").read_bytes())
    (saves / "save-good.json").write_text(bases["mid"], encoding="utf-8")
    ui.app.saves.refresh()
    qtbot.waitUntil(lambda: not ui.app.saves.loading and ui.app.saves.model.count == 4, timeout=5000)
    rows = {row["path"].rsplit("save-", 1)[1]: row for row in ui.app.saves.model.rows()}
    assert "saved by a newer version" in rows["newer-version.json"]["error"]
    assert "damaged or truncated" in rows["truncated-30%.json"]["error"]
    assert "not an mbqt saved game" in rows["foreign-card-file.json"]["error"]
    assert not any(rows[k]["canLoad"] for k in rows if k != "good.json")
    assert rows["good.json"]["canLoad"] and rows["good.json"]["error"] == ""
    ui.settle()
    ui.shot("saves-list-broken-files")
    # After all that, a game starts as usual.
    ui.app.newGame(SEATS, 0, [], "52")
    assert ui.app.screen == "board" and ui.game.running


def test_a_save_naming_an_external_program_is_refused_without_running_it(ui, qtbot, tmp_path):
    marker = tmp_path / "ran"
    program = f"{sys.executable} -c \"open({str(marker)!r}, 'w')\""
    game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bot", "kind": "cmd:" + program}], seed=1, start_player=1))
    path = tmp_path / "bot.json"
    save_game(game, path)
    ui.app.loadGame(url(path))
    qtbot.waitUntil(lambda: not ui.app.busy, timeout=10_000)
    assert ui.app.error.startswith(f"Bot is played by the program {program}: the app does not start programs")
    assert not ui.game.running and not marker.exists()


def test_undo_and_redo_follow_the_policy(ui, qtbot, human):
    ui.app.newGame(HOT_SEAT, 0, [], "53")
    game = ui.game
    assert not game.canUndo and game.undoReason == "Nothing to undo yet."
    human.play(ui.game, 1)                    # Ann hires: the next worker card turns up
    assert not game.canUndo and game.undoReason == "Cannot undo: a worker card was turned up."
    game.undo()
    assert game.message == game.undoReason and len(game.game.actions) == 1
    while not (game.step == "open" and game.humanTurn):
        human.play(ui.game, 1)
    seat = game.decisionSeat
    before, kept = game.game.state_json(), len(game.game.actions)
    contract = game.openDefault
    game.openAuction(contract, game.openRange(contract)[0])   # reveals nothing: Ann may take it back
    after = game.game.state_json()
    assert game.decisionSeat != seat and game.canUndo and game.undoReason == ""
    game.undo()
    assert len(game.game.actions) == kept and game.game.state_json() == before
    assert game.canRedo and not game.canUndo and game.message == "Action taken back."
    qtbot.waitUntil(lambda: game.humanTurn or game.passTo >= 0, timeout=WAIT_MS)
    if game.passTo >= 0:
        game.confirmPass()
    assert game.decisionSeat == seat
    game.redo()
    assert game.game.state_json() == after and not game.canRedo
    other = game.decisionSeat
    qtbot.waitUntil(lambda: game.passTo >= 0 or game.humanTurn, timeout=WAIT_MS)
    if game.passTo >= 0:
        game.confirmPass()
    game.passTurn()                       # the other seat acts: Ann's opening stays
    # The seat that passed may take its pass back, but not Ann's opening before it.
    assert game.canUndo and other != seat
    game.undo()
    assert game.game.state_json() == after
    assert not game.canUndo and game.undoReason == "Cannot undo: the last action was Ann's."
    game.undo()                           # a click says why
    assert game.message == game.undoReason
    ui.shot("board-undo-refused")


def test_computer_players_never_undo(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "54")
    game = ui.game
    human.play(ui.game, 6)
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    assert game.game.steps[-1][0] == 1    # Bob, a computer player, played last
    assert not game.canUndo and game.undoReason == "Cannot undo: the last action was Bob's."
    count = len(game.game.actions)
    game.undo()
    assert len(game.game.actions) == count


@pytest.fixture
def finished(ui, qtbot):
    """A game of computer players played to its end in the app."""
    ui.app.newGame(COMPUTERS, 0, [], "55")
    qtbot.waitUntil(lambda: ui.game.over, timeout=10 * WAIT_MS)
    return ui.game.game


def test_end_of_game_statistics_and_the_replay_viewer(ui, qtbot, finished, tmp_path):
    stats = ui.game.statistics
    assert stats["over"] and [s["name"] for s in stats["seats"]] == ["Adelheid", "Bertram", "Cunigunde"]
    assert [s["colour"] for s in stats["seats"]] == [2, 1, 3]
    assert stats["seats"][0]["money"] == finished.statistics()["seats"][0]["money"]
    end = ui.item("endScreen")
    end.setProperty("showStats", True)
    ui.settle()
    assert ui.item("moneyChart").property("visible")
    ui.shot("end-statistics")

    ui.app.replayCurrent()
    assert ui.app.screen == "replay"
    replay = ui.app.replay
    board = replay.board
    assert replay.position == replay.length == len(finished.actions)
    assert board.game.state_json() == finished.state_json() and board.over
    assert not board.humanTurn and not board.aiPending
    # Jump to round 3: the first position of that round; back and forward by one action.
    replay.jumpToRound(3)
    pos = replay.position
    assert replay.round == 3 and board.round == 3 and pos > 0
    assert board.game.state_json() == replayed(finished).replayed(pos).state_json()
    assert board.logModel.count == len(board.game.log) < len(finished.log)
    replay.back()
    assert replay.position == pos - 1 and board.round == 2
    replay.forward()
    replay.forward()
    assert replay.position == pos + 1
    assert board.game.state_json() == finished.replayed(pos + 1).state_json()
    assert board.logModel.rows()[0]["text"] == board.lastEvent
    ui.settle()
    ui.shot("replay-viewer-round3")
    ui.item("replayScreen").setProperty("showStats", True)
    ui.settle()
    ui.shot("replay-statistics-round3")
    # Stepping forward action by action ends where the game ended.
    replay.go(0)
    while replay.position < replay.length:
        replay.forward()
    assert board.game.state_json() == finished.state_json() and board.game.actions == finished.actions

    # Export: the replay file of `mbqt replay`, which gives back the same game.
    target = tmp_path / "exported"
    ui.app.exportReplay(url(target))
    exported = tmp_path / "exported.json"
    qtbot.waitUntil(exported.exists, timeout=5000)
    assert json.loads(exported.read_text())["format"] == "mbqt-replay"
    assert load_game(exported).state_json() == finished.state_json()
    ui.app.closeReplay()
    assert ui.app.screen == "board"

    # Import: the exported file opens in the viewer from the file (as from the Load screen).
    ui.app.openReplay(url(exported))
    qtbot.waitUntil(lambda: ui.app.screen == "replay" and not ui.app.busy, timeout=10_000)
    assert replay.length == len(finished.actions) and board.game.state_json() == finished.state_json()
    assert replay.title == "Adelheid, Bertram, Cunigunde"

    # The finished game was kept in the saves folder: the Load list offers its replay.
    ui.app.show("saves")
    qtbot.waitUntil(lambda: not ui.app.saves.loading and ui.app.saves.model.count == 1, timeout=5000)
    row = ui.app.saves.model.rows()[0]
    assert row["kind"] == "finished" and not row["canLoad"] and row["error"] == ""
    totals = [finished.state.final_money(i)["total"] for i in range(3)]
    assert row["summary"] == "Finished: " + ", ".join(f"{s['name']} {money(total)}" for s, total in zip(COMPUTERS, totals))
    assert row["round"] == f"Round {finished.state.round} of {finished.state.final_round}"
    ui.app.openReplay(QUrl(row["url"]))
    qtbot.waitUntil(lambda: ui.app.screen == "replay" and not ui.app.busy, timeout=10_000)
    assert board.game.state_json() == finished.state_json()


CRASHING_APP = r"""
import json, sys, time
from PySide6.QtGui import QGuiApplication
sys.path.insert(0, sys.argv[2])            # the checkout, for the tests' helpers
from tests.support.app import human_move
from mbqt.app.app_controller import AppController
app = QGuiApplication([])
controller = AppController(data_dir=sys.argv[1])
controller.aiSpeed = 0
controller.newGame(%r, 0, [], "56")
game = controller.game
while game.game.state.phase < 2:             # play into the third phase
    app.processEvents()
    if game.humanTurn or game.passTo >= 0 or game.revealing:
        human_move(game)
while not game.humanTurn:                    # computer players finish their moves
    app.processEvents()
while controller._autosaving or controller._autosave_next:   # the last position is on the disk
    app.processEvents()
print(json.dumps([game.game.rules.action_to_json(a) for a in game.game.actions]), flush=True)
while True:                                  # waiting for the human when it is killed
    app.processEvents()
    time.sleep(0.01)
""" % SEATS


def test_continue_after_the_app_was_killed(ui, qtbot, tmp_path):
    data = tmp_path / "crashed"
    checkout = Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, "-c", CRASHING_APP, str(data), str(checkout)],
                             stdout=subprocess.PIPE, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        line = child.stdout.readline()
    finally:
        child.kill()
        child.wait()
    played = json.loads(line)
    again = type(ui.app)(data_dir=data)
    again.aiSpeed = 4                        # the computer player does not move before the check
    again.probe_continue()                   # as the window's first frame does (application.py)
    qtbot.waitUntil(lambda: again.canContinue, timeout=5000)
    again.continueGame()
    qtbot.waitUntil(lambda: again.screen == "board", timeout=10_000)
    # Exactly where the game stopped: every action played is back.
    assert [again.game.game.rules.action_to_json(a) for a in again.game.game.actions] == played
    assert again.game.humanTurn
    again.shutdown()


def test_continue_waits_for_the_autosaves_asked_for(ui, qtbot, human, monkeypatch):
    """Continue right after leaving a game loads the newest position, even when the
    autosaves asked for (one per action, one on leaving) are still being written."""
    import time

    import mbqt.core.saves
    slow_save = mbqt.core.saves.save_game

    def save_game(game, path):
        time.sleep(0.2)
        slow_save(game, path)

    monkeypatch.setattr(mbqt.core.saves, "save_game", save_game)
    ui.app.newGame(HOT_SEAT, 0, [], "8")
    human.play(ui.game, 3)                        # three autosaves asked for: one writing, one waiting
    actions = list(ui.game.game.actions)
    ui.app.show("title")
    ui.app.continueGame()
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=10_000)
    assert ui.app.game.game.actions == actions


def test_a_file_that_reads_for_ever_holds_up_neither_the_saves_nor_quitting(ui, qtbot, human, tmp_path, monkeypatch):
    """A read past its budget is given up (the app says so); the autosave, the quick save
    and quitting do not wait for it."""
    import threading
    import time

    import mbqt.app.jobs
    import mbqt.core.saves
    monkeypatch.setattr(mbqt.app.jobs, "READ_BUDGET_S", 0.5)
    stuck = threading.Event()
    monkeypatch.setattr(mbqt.core.saves, "load_game", lambda path, cards=None: stuck.wait())   # a stalled drive
    (tmp_path / "stalled.json").write_text("{}", encoding="utf-8")
    ui.app.loadGame(url(tmp_path / "stalled.json"))
    qtbot.waitUntil(lambda: not ui.app.busy, timeout=20000)
    assert ui.app.error == "This game cannot be loaded: the file could not be read within 0.5 s"
    ui.app.newGame(SEATS, 0, [], "71")
    human.play(ui.game, 6)
    qtbot.waitUntil(lambda: any((tmp_path / "autosaves").glob("*.json")), timeout=20000)
    qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=WAIT_MS)   # the message is said about this position
    ui.app.quickSave()
    qtbot.waitUntil(lambda: ui.game.message.startswith("Game saved"), timeout=20000)
    t0 = time.perf_counter()
    ui.app.shutdown()
    assert time.perf_counter() - t0 < 10      # the stalled read would hold it for ever
    stuck.set()


def test_one_file_of_an_unexpected_shape_does_not_empty_the_load_list(ui, qtbot, tmp_path, bases):
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "save-good.json").write_text(bases["mid"], encoding="utf-8")
    odd = json.loads(bases["over"])
    odd["snapshot"]["scores"] = [1, 2]                    # valid JSON, a snapshot of the wrong shape
    (saves / "save-odd.json").write_text(json.dumps(odd), encoding="utf-8")
    ui.app.show("saves")
    qtbot.waitUntil(lambda: not ui.app.saves.loading and ui.app.saves.model.count == 2, timeout=5000)
    rows = {Path(row["path"]).name: row for row in ui.app.saves.model.rows()}
    assert rows["save-good.json"]["canLoad"] and rows["save-good.json"]["error"] == ""
    assert rows["save-odd.json"]["error"] == ("save-odd.json: its content is not what mbqt writes: the file was "
                                              "edited or damaged")
    assert not rows["save-odd.json"]["canLoad"]
