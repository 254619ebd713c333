"""Les Bâtisseurs : Moyen Âge in the app: whole games through the controller and the loaded
QML (one human against computer players, and two humans at one device), each ending in
the state the engine reaches on the same setup and actions; refusals in words, undo within
the policy, the end screen, the replay viewer and its statistics, French. Screenshots go
to test-artifacts/app/bat-*.png."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from mbqt.games.batisseurs.rules import action_cost
from tests.support.app import (
    FAIL_ON_WARNINGS,
    WAIT_MS,
    assert_end_sheet_shown,
    assert_the_engines_game,
    replay_at_round_2,
)

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bertram", "kind": "medium", "colour": 1, "symbol": 1},
         {"name": "Cunigunde", "kind": "easy", "colour": 2, "symbol": 2}]


def start(ui, seats, seed: str, start_player: int = 0):
    return ui.new_game("batisseurs", seats, seed, start_player)


MAX_ACTIONS = 2000      # a game of these players ends well before; a test never hangs


def test_one_human_against_computer_players(ui, human):
    game = start(ui, SEATS, "11")
    shots = []

    def look(game):
        if len(shots) < 3 and game.round in (1, 2, 4) and game.freeActions == game.freeActionsPerTurn:
            shots.append(game.round)
            ui.settle()
            ui.shot(f"bat-game-round{game.round}")
            assert ui.cut_texts() == [], f"texts cut at 1280x720 (round {game.round})"
    human.play_to_the_end(game, MAX_ACTIONS, look)

    session = game.game
    again = assert_the_engines_game(session)
    final = again.state
    for seat in range(3):
        assert ui.item(f"ecus_{seat}").property("text") == f"{final.players[seat].money} écus"
        assert ui.item(f"points_{seat}").property("text") == f"{final.points(seat)} VP"
    # The ranking is the engine's: points, then building points, then écus.
    rows = game.resultsModel.rows()
    assert [r["winner"] for r in rows].count(True) == len(again.rules.winners(final))
    assert {r["seat"] for r in rows if r["winner"]} == set(again.rules.winners(final))
    totals = [again.rules.scores(final)[r["seat"]] for r in rows]
    assert totals == sorted(totals, reverse=True)
    assert_end_sheet_shown(ui, again.rules, final)
    assert ui.item("endScreen").property("visible")
    assert len(game.logModel.rows()) == len(session.log)
    ui.settle()
    ui.shot("bat-game-end")
    assert ui.cut_texts() == []
    ui.resize(1920, 1080)
    ui.shot("bat-game-end-1920x1080")


def test_a_send_shows_its_cost_and_whether_it_finishes_the_site(ui, qtbot):
    game = start(ui, SEATS, "3")
    state = game.game.state
    me = game.seatsModel.rows()[0]
    # No site yet: a worker cannot be chosen, and the board says why.
    game.selectUnit(me["team"][0]["unit"])
    assert game.selectedUnit == -1 and "site" in game.message
    game.openSite(game.buildingsModel.rows()[0]["index"])
    unit = game.seatsModel.rows()[0]["team"][0]["unit"]
    game.selectUnit(unit)
    assert game.selectedUnit == unit
    site = game.seatsModel.rows()[0]["sites"][0]
    assert site["target"] and (site["sendActions"], site["sendCost"]) == action_cost(state, ("send", unit, site["index"]))
    ui.shot("bat-send-chosen")
    game.selectUnit(unit)                  # again: let go
    assert game.selectedUnit == -1 and not game.seatsModel.rows()[0]["sites"][0]["target"]
    game.sendTo(site["index"])             # no worker chosen: said, not played
    assert "worker" in game.message and len(game.game.actions) == 1
    game.endTurn()                         # free actions left: the engine's reason
    assert game.message == "Use your 2 free actions first." and len(game.game.actions) == 1


def test_undo_stops_at_a_card_turned_up(ui, qtbot):
    game = start(ui, SEATS, "8")
    game.takeEcus(1)
    money = game.seatsModel.rows()[0]["money"]
    assert game.canUndo
    game.undo()
    assert len(game.game.actions) == 0 and game.seatsModel.rows()[0]["money"] == money - 1
    assert game.canRedo
    game.redo()
    assert game.game.actions == [("take", 1)]
    game.openSite(game.buildingsModel.rows()[0]["index"])     # a new building turns up
    assert not game.canUndo and game.undoReason == "Cannot undo: a building card was turned up."
    game.undo()
    assert len(game.game.actions) == 2 and game.message == "Cannot undo: a building card was turned up."


def test_two_humans_share_the_device_without_a_cover(ui, human):
    seats = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
             {"name": "Bob", "kind": "human", "colour": 1, "symbol": 3}]
    game = start(ui, seats, "5", start_player=1)
    turns_seen = set()
    while not game.over and len(game.game.actions) < MAX_ACTIONS:
        assert game.passTo == -1                 # nothing here is secret
        assert game.humanTurn and game.viewer == game.decisionSeat
        turns_seen.add(game.decisionSeat)
        before = len(game.game.actions)
        human.move(game)
        assert len(game.game.actions) == before + 1, game.message
    assert turns_seen == {0, 1}
    assert_the_engines_game(game.game)
    ui.shot("bat-hotseat-end")


def test_statistics_and_the_replay_viewer(ui, qtbot):
    computers = [{"name": n, "kind": "easy", "colour": i, "symbol": i} for i, n in enumerate(("Ann", "Bob"))]
    game = start(ui, computers, "22")        # both players finish a machine
    qtbot.waitUntil(lambda: game.over, timeout=10 * WAIT_MS)
    finished = game.game
    stats = game.statistics
    assert stats["over"] and [c["name"] for c in stats["charts"]] == ["Points", "Écus"]
    assert stats["columns"][:2] == ["Buildings finished", "Machines"]
    for seat, out in enumerate(stats["seats"]):
        points, money = out["series"]
        assert points[-1] == finished.state.points(seat) and points[0] == 0
        assert money[-1] == finished.state.players[seat].money
        assert len(out["cells"]) == len(stats["columns"])
        # Buildings count buildings: the machines finished are in their own column.
        p = finished.state.players[seat]
        assert out["cells"][:2] == [str(len(p.built) - len(p.machines)), str(len(p.machines))]
    assert any(p.machines for p in finished.state.players)          # the check has teeth
    ui.click("endStats")
    ui.settle()
    ui.shot("bat-end-statistics")

    replay = replay_at_round_2(ui, finished, "bat-replay-round2")
    board = replay.board
    replay.go(0)
    while replay.position < replay.length:
        replay.forward()
    assert board.game.state_json() == finished.state_json()
    ui.app.closeReplay()


def test_the_board_in_french(ui, qtbot):
    ui.app.language = "fr"
    try:
        game = start(ui, SEATS, "4")
        assert game.prompt.startswith("Ann, il vous reste 3 actions gratuites")
        assert ui.item("roundLabel").property("text") == "Manche 1"
        game.takeEcus(1)
        assert game.logModel.rows()[0]["text"] == "Ann prend 1 écu (1 action)."
        ui.shot("bat-board-fr")
        assert ui.cut_texts() == []
        ui.app.language = "en"
        assert game.logModel.rows()[0]["text"] == "Ann takes 1 écu (1 action)."
    finally:
        ui.app.language = "en"


def test_a_turn_played_with_the_keyboard_only(ui, qtbot):
    def key(k):
        ui.key(k)
        ui.settle()           # the board's answer drawn: the focus moved to the next decision

    game = start(ui, SEATS, "6")
    qtbot.waitUntil(lambda: (ui.window.activeFocusItem() is not None
                             and ui.window.activeFocusItem().objectName().startswith("building_")), timeout=5000)
    first = game.buildingsModel.rows()[0]["index"]
    key(Qt.Key.Key_Space)                         # the focused building: a site is opened
    assert game.game.actions == [("open", first)]
    unit = game.seatsModel.rows()[0]["team"][0]["unit"]
    # Tab walks on to the team's worker and the new site: choose the worker, send it there.
    for _ in range(60):
        if ui.window.activeFocusItem().objectName().startswith("unit_"):
            break
        key(Qt.Key.Key_Tab)
    key(Qt.Key.Key_Space)
    assert game.selectedUnit == unit
    for _ in range(60):
        if ui.window.activeFocusItem().objectName().startswith("site_"):
            break
        key(Qt.Key.Key_Tab)
    ui.shot("bat-keyboard-send")
    key(Qt.Key.Key_Space)
    assert game.game.actions[-1] == ("send", unit, first)
    key(Qt.Key.Key_1)                             # 1: take an écu with the last free action
    assert game.game.actions[-1] == ("take", 1) and game.freeActions == 0
    played = len(game.game.actions)
    key(Qt.Key.Key_Return)                        # Return: end the turn (the computers play on)
    assert game.game.actions[played] == ("end",) and game.game.steps[played][0] == 0


def test_the_panels_do_not_move_from_turn_to_turn(ui, qtbot, human):
    """The action bar keeps its height whoever plays: the builders' panels stay put."""
    ui.app.aiSpeed = 2                   # slow enough to look at the board during Bob's turn
    game = start(ui, SEATS, "4")
    players = ui.item("players")
    tops = set()
    for _turn in range(3):
        qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
        ui.settle()
        tops.add(round(players.mapToScene(QPointF(0, 0)).y()))
        while game.humanTurn:
            human.move(game)
        qtbot.waitUntil(lambda: game.aiPending, timeout=WAIT_MS)
        ui.settle()
        tops.add(round(players.mapToScene(QPointF(0, 0)).y()))
    assert len(tops) == 1, tops
