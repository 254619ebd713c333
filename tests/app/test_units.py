"""The Qt layer's parts without a window: plan-draft feedback, list models, and computer
players thinking off the GUI thread."""
from __future__ import annotations

import datetime
import os
import random
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mbqt.app import game_controller
from mbqt.app.app_controller import DEFAULT_SPEED, AppController
from mbqt.app.rows import Rows, RowsModel
from mbqt.games.master_builder import planning
from mbqt.games.master_builder import rules as engine_rules
from mbqt.games.master_builder.rules import legal_actions
from tests.support.app import FAIL_ON_WARNINGS, human_move
from tests.support.master_builder import make_setup

pytestmark = FAIL_ON_WARNINGS


def worker(cards, worker_id):
    return cards.worker_by_id(worker_id).index


def privy_state(rules, cards):
    """Seat 0 owns contract 3 (Privy: walls need apprentices, roofs tradesmen), nothing
    built, with two apprentices and a tradesman."""
    s = rules.new_game(make_setup(2, seed=1))
    p = s.players[0]
    p.contracts = {3: 0}
    p.workers = [worker(cards, "A-01"), worker(cards, "A-02"), worker(cards, "T-01")]
    p.down = set()
    return s


def said(rules, status):
    """A section's status with its reason in English words."""
    code, reason = status
    return code, reason and rules.explain(reason, ["P0", "P1"], "en")


def test_draft_feedback_names_what_blocks_a_section(rules, cards):
    s = privy_state(rules, cards)
    a1, a2, t1 = s.players[0].workers
    contract = cards.contracts[3]
    idx = {sec.id: sec.index for sec in contract.sections}
    # A roof on nothing: qualified crew, but the regulations forbid it.
    status = planning.feedback(s, 0, {(3, idx["roof_1"]): [t1]})
    assert said(rules, status[(3, idx["roof_1"])]) == (
        planning.BLOCKED, "contract 3 (Privy): a building must start with at least one side wall and one gable end")
    assert status[(3, idx["side_wall_1"])] == (planning.EMPTY, None)
    # A side wall and a gable end stand together; the roof still waits for four walls.
    draft = {(3, idx["side_wall_1"]): [a1], (3, idx["gable_end_1"]): [a2], (3, idx["roof_1"]): [t1]}
    status = planning.feedback(s, 0, draft)
    assert said(rules, status[(3, idx["roof_1"])]) == (
        planning.BLOCKED, "contract 3 (Privy): the roof can only be built when all four walls stand")
    assert status[(3, idx["side_wall_1"])][0] == planning.BLOCKED
    del draft[(3, idx["roof_1"])]
    status = planning.feedback(s, 0, draft)
    assert [status[(3, i)][0] for i in (idx["side_wall_1"], idx["gable_end_1"])] == [planning.READY] * 2
    assert planning.draft_plan(draft) == ((3, idx["side_wall_1"], (a1,)), (3, idx["gable_end_1"], (a2,)))
    assert planning.plan_draft(planning.draft_plan(draft)) == draft


def test_join_error_applies_the_minimum_level(rules, cards):
    s = privy_state(rules, cards)
    a1, a2, t1 = s.players[0].workers
    idx = {sec.id: sec.index for sec in cards.contracts[3].sections}
    assert said(rules, ("", planning.join_error(s, 0, {}, a1, 3, idx["roof_1"])))[1] == \
        "Apprentice A-01 is not qualified for roof 1 (the colour is the minimum level)"
    assert planning.join_error(s, 0, {}, t1, 3, idx["side_wall_1"]) is None      # better than required
    assert said(rules, ("", planning.join_error(s, 0, {(3, idx["side_wall_1"]): [a1]}, a2, 3, idx["side_wall_1"])))[1] \
        == "side wall 1 takes exactly 1 worker"
    s.players[0].down.add(a1)
    assert said(rules, ("", planning.join_error(s, 0, {}, a1, 3, idx["side_wall_1"])))[1] == \
        "Apprentice A-01 is not available to you for this Build phase"


def test_two_worker_section_accepts_a_partial_crew_that_can_be_completed(rules, cards):
    s = rules.new_game(make_setup(2, seed=1))
    p = s.players[0]
    p.contracts = {6: 0b1111}      # Tavern, walls standing; each roof needs a tradesman and an apprentice
    p.workers = [worker(cards, "A-01"), worker(cards, "A-02"), worker(cards, "T-01")]
    a1, a2, t1 = p.workers
    roof = next(sec.index for sec in cards.contracts[6].sections if sec.id == "roof_1")
    assert planning.join_error(s, 0, {}, a1, 6, roof) is None
    assert said(rules, planning.feedback(s, 0, {(6, roof): [a1]})[(6, roof)]) == (planning.SHORT, "needs 1 more worker")
    assert planning.join_error(s, 0, {(6, roof): [a1]}, a2, 6, roof).code == "worker_unqualified"
    assert planning.feedback(s, 0, {(6, roof): [a1, t1]})[(6, roof)] == (planning.READY, None)


def test_rows_model_signals_only_what_changed(qtbot):
    model = RowsModel(("name", "money"))
    model.set_rows([{"name": "Ann", "money": 1}, {"name": "Bob", "money": 2}])
    assert model.rowCount() == 2 and model.roleNames()[256 + 1] == b"money"
    changed = []
    model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    with qtbot.waitSignal(model.rowsInserted):
        model.set_rows([{"name": "Ann", "money": 1}, {"name": "Bob", "money": 5}, {"name": "Cleo", "money": 0}])
    assert changed == [(1, 1)]
    assert model.data(model.index(1), 256 + 1) == 5
    with qtbot.waitSignal(model.rowsRemoved):
        model.set_rows([{"name": "Ann", "money": 1}])
    assert model.count == 1
    model.prepend([{"name": "Dag", "money": 3}])
    assert [r["name"] for r in model.rows()] == ["Dag", "Ann"]


def test_a_keyed_rows_model_moves_only_the_rows_that_come_and_go(qtbot):
    """Rows followed by their key: a card leaving the middle is one remove, a new one one
    insert, one moved up one move; a list role is a model of its own per row, the same object
    after an update, itself updated row by row (delegates are kept, not remade)."""
    model = RowsModel(("seat", "money", "cards"), key="seat",
                      lists={"cards": Rows(("number", "built"), key="number")})
    seat = lambda cards, money=0: {"seat": 0, "money": money, "cards": [{"number": n, "built": b} for n, b in cards]}  # noqa: E731
    model.set_rows([seat([(1, 0), (2, 0), (3, 0)])])
    cards = model.data(model.index(0), 256 + 2)
    assert isinstance(cards, RowsModel) and [r["number"] for r in cards.rows()] == [1, 2, 3]
    events = []
    for name in ("rowsInserted", "rowsRemoved", "rowsMoved", "dataChanged", "modelReset"):
        getattr(cards, name).connect(lambda *a, name=name: events.append(name))
    outer = []
    model.dataChanged.connect(lambda a, b, roles: outer.append(roles))
    model.set_rows([seat([(1, 0), (3, 1), (4, 0)], money=5)])
    assert model.data(model.index(0), 256 + 2) is cards          # the same model: the Repeater stays
    assert outer == [[256 + 1]]                                   # money alone; the list updated in place
    assert events == ["rowsRemoved", "dataChanged", "rowsInserted"]
    assert cards.rows() == [{"number": 1, "built": 0}, {"number": 3, "built": 1}, {"number": 4, "built": 0}]
    events.clear()
    model.set_rows([seat([(4, 0), (1, 0), (3, 1)], money=5)])
    assert events == ["rowsMoved"] and [r["number"] for r in cards.rows()] == [4, 1, 3]
    assert model.rows()[0]["cards"] == [{"number": 4, "built": 0}, {"number": 1, "built": 0}, {"number": 3, "built": 1}]


@pytest.fixture
def controller(qtbot, tmp_path):
    app = AppController(data_dir=tmp_path)
    app.aiSpeed = 0
    yield app
    app.shutdown()


@pytest.mark.parametrize("game, headings", [("master-builder", {"round", "phase"}), ("batisseurs", {"round"})])
def test_the_log_panel_sets_off_what_the_game_calls_headings(controller, game, headings):
    controller.chosenGame = game
    controller.newGame([{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}], 0, [], "3")
    game = controller.game
    game.gesture(game.game.rules.legal_actions(game.game.state)[0])
    rows = game.logModel.rows()
    assert {r["key"] for r in rows if r["heading"]} == headings
    assert any(not r["heading"] for r in rows)


def test_a_refused_gesture_is_answered_with_the_engines_reason(controller):
    controller.newGame([{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}], 0, [], "3")
    game = controller.game
    assert game.humanTurn and game.step == "hire" and game.round == 1
    before = len(game.game.actions)
    game.passTurn()
    assert game.message == "In round 1 a player may not pass to wait for a better worker."
    game.openAuction(1, 2000)
    assert "not possible now" in game.message
    assert len(game.game.actions) == before
    hireable = [row["type"] for row in game.decksModel.rows() if row["hireable"]]
    game.hire(hireable[0])
    assert game.message == "" and len(game.game.actions) == before + 1


def test_setup_mistakes_are_explained_not_played(controller):
    seats = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
             {"name": "Bob", "kind": "medium", "colour": 0, "symbol": 1}]
    controller.newGame(seats, -1, [], "")
    assert controller.screen == "title" and "same colour" in controller.error
    seats[1]["colour"] = 1
    controller.newGame(seats, -1, [], "12x")
    assert "whole number" in controller.error
    controller.newGame(seats[:1], -1, [], "")
    assert "2 to 4 seats" in controller.error
    controller.newGame(seats, 5, [], "")
    assert "start_player" in controller.error and controller.screen == "title"
    controller.newGame([dict(seats[0], colour="red"), seats[1]], -1, [], "")
    assert controller.error == "Choose a colour and a symbol for every seat."
    seats[1]["symbol"] = 1.0                  # QML numbers arrive as floats
    controller.newGame(seats, 1, ["additional_events"], "9")
    assert controller.error == "" and controller.screen == "board"
    assert controller.game.game.state.start == 1 and controller.game.hasVariant("additional_events")


class SlowPlayer:
    """A computer player that takes its time (a stand-in for a deep search)."""

    def __init__(self, seed=0, **_):
        self.rng = random.Random(seed)
        self.threads = set()

    def choose(self, state, seat, cancel=None):
        self.threads.add((os.getpid(), threading.get_ident()))
        time.sleep(0.3)
        return self.rng.choice(legal_actions(state))


def test_computer_players_think_off_the_gui_thread(controller, qtbot, monkeypatch):
    players = []

    def make(kind, seed=0, game=None):
        players.append(SlowPlayer(seed))
        return players[-1]

    monkeypatch.setattr(game_controller, "make_player", make)
    controller.newGame([{"name": "Ann", "kind": "medium"}, {"name": "Bob", "kind": "medium"}], 0, [], "4")
    game = controller.game
    assert game.thinking
    ticks = []
    timer = game_controller.QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    qtbot.waitUntil(lambda: len(game.game.actions) >= 2, timeout=5000)
    timer.stop()
    # The event loop kept running while each move was thought about for 0.3 s, elsewhere (the
    # players that thought come back from the worker process: the game's players now).
    assert len(ticks) >= 15 and max(b - a for a, b in zip(ticks, ticks[1:])) < 0.2
    thinkers = set().union(*(p.threads for p in game._players.values()))
    assert thinkers and (os.getpid(), threading.get_ident()) not in thinkers


def test_skip_shows_computer_moves_at_once(controller, qtbot):
    controller.aiSpeed = 4                   # the slowest speed: 1.8 s per computer move
    controller.newGame([{"name": "Ann", "kind": "easy"}, {"name": "Bob", "kind": "easy"}], 0, [], "8")
    game = controller.game
    start = time.monotonic()
    game.skipAi()
    qtbot.waitUntil(lambda: len(game.game.actions) >= 10, timeout=10000)
    assert time.monotonic() - start < 5


def test_ai_speed_is_a_remembered_setting(tmp_path, qtbot):
    first = AppController(data_dir=tmp_path)
    first.aiSpeed = 3
    first.shutdown()
    del first
    assert AppController(data_dir=tmp_path).aiSpeed == 3
    (tmp_path / "settings.ini").write_text("[General]\nai_speed=fast\n")
    assert AppController(data_dir=tmp_path).aiSpeed == DEFAULT_SPEED      # a damaged setting


def test_lending_a_worker_between_two_humans(controller):
    two = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    controller.newGame(two, 0, ["loaning_workers"], "6")
    game = controller.game
    while not (game.humanTurn and game.step == "lend"):
        assert not game.over
        human_move(game)
    lender = game.viewer
    option = game.lendModel.rows()[0]
    assert option["to"] != lender and game.lendMax(0) == option["maxPrice"] == game.game.state.players[option["to"]].money
    game.lendAt(0, 2000)
    # The offer is public: the borrower answers at once, no cover needed.
    assert game.step == "lend_reply" and game.viewer == option["to"] and game.passTo == -1
    assert "2,000" in game.prompt
    game.accept()
    key, args = next((k, a) for k, a in reversed(game.game.log) if k == "lend_paid")
    assert args == {"seat": option["to"], "money": -2000, "worker": option["worker"], "lender": lender}


def test_choosing_a_worker_from_a_deck_and_repaying_a_loan(controller):
    two = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    controller.newGame(two, 0, ["choosing_workers"], "7")
    game = controller.game
    state = game.game.state
    deck = next(row["type"] for row in game.decksModel.rows() if row["choosable"])
    game.browse(deck)
    # The deck is looked through in private: after the cover (the other human was there).
    assert game.passTo == game.viewer and game.choicesModel.rowCount() == 0
    game.confirmPass()
    offered = [row["index"] for row in game.choicesModel.rows()]
    assert offered and sorted(offered) == sorted(w for w in state.worker_decks[deck]
                                                 if ("hire_chosen", w) in legal_actions(state))
    seat, money = game.viewer, state.players[game.viewer].money
    game.hireChosen(offered[-1])
    assert offered[-1] in state.players[seat].workers
    assert state.players[seat].money == money - state.cards.choose_fee

    # Repaying: offered at any of one's decisions, when the cash is there.
    me = game.viewer
    state.players[me].loans = [1, 0]
    game._refresh()
    assert game.repayable == [0] and game.repayValues[0] == state.repay_value(0)
    cash = state.players[me].money
    game.repay(0)
    assert state.players[me].loans == [0, 0] and state.players[me].money == cash - state.repay_value(0)


def test_a_deck_looked_through_must_be_chosen_from(controller):
    """The fee is paid with the choice, so having seen the cards the player must choose."""
    two = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    controller.newGame(two, 0, ["choosing_workers"], "7")
    game = controller.game
    deck = next(row["type"] for row in game.decksModel.rows() if row["choosable"])
    before = len(game.game.actions)
    game.browse(deck)
    game.confirmPass()              # the cover: the deck is looked through in private
    game.hire(deck)
    assert game.message == "You have looked through the deck: take one of its workers."
    assert len(game.game.actions) == before and game.browseType == deck


def test_the_plan_step_learns_the_repayments_without_listing_every_plan(controller, monkeypatch):
    two = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    controller.newGame(two, 0, [], "5")
    game = controller.game
    while not (game.humanTurn and game.step == "plan"):
        assert not game.over, "the game ended before a plan was asked for"
        human_move(game)
    state = game.game.state
    me = state.to_move
    state.players[me].loans = [1, 0]
    state.players[me].money = max(state.players[me].money, state.repay_value(0))

    def no_enumeration(*_args):
        raise AssertionError("the controller listed every build plan")

    monkeypatch.setattr(engine_rules, "plans_for", no_enumeration)
    game._refresh()
    assert game.repayable == [0] and game.buildPlanner.active


def test_the_apps_colour_and_symbol_numbers_are_the_setups_names():
    """The app numbers colours and symbols as Theme.qml draws them; the save holds names."""
    from mbqt.app.app_controller import LOOKS
    from mbqt.core.seats import SEAT_COLOURS, SEAT_SYMBOLS
    assert LOOKS == len(SEAT_COLOURS) == len(SEAT_SYMBOLS)
    theme = (Path(game_controller.__file__).parent / "qml" / "Mbqt" / "Theme.qml").read_text(encoding="utf-8")
    names = re.search(r"seatColourNames: \[(.*?)\]", theme, re.S).group(1)
    symbols = re.search(r"symbolNames: \[(.*?)\]", theme, re.S).group(1)
    assert re.findall(r'qsTr\("(\w+)"\)', names) == [c.capitalize() for c in SEAT_COLOURS]
    assert re.findall(r'qsTr\("(\w+)"\)', symbols) == [s.capitalize() for s in SEAT_SYMBOLS]


def test_the_title_screen_shows_before_pydantic_and_the_computer_players_are_imported(tmp_path):
    """Startup: the models of the file formats (pydantic) and the AI levels are imported when
    a game starts or a file is read, not for the first frame."""
    code = f"""
import sys
from mbqt.app.application import load_window, make_application
from mbqt.app.app_controller import AppController
app = make_application(sys.argv)
engine = load_window(AppController(data_dir={str(tmp_path)!r}))
window = engine.rootObjects()[0]
def first_frame():
    loaded = sorted({{m.split(".")[0] for m in sys.modules if m.startswith("pydantic")}} |
                    {{m for m in sys.modules if m.startswith("mbqt.ai.") and m not in ("mbqt.ai.master_builder", "mbqt.ai.master_builder.planner")}})
    print("LOADED", loaded, flush=True)
    app.quit()
window.frameSwapped.connect(first_frame)
app.exec()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert "LOADED []" in out.stdout.splitlines(), out.stdout + out.stderr


def test_two_saves_in_the_same_second_keep_both(tmp_path):
    from mbqt.app.save_list import new_save_path
    now = datetime.datetime(2026, 11, 24, 10, 30, 5)
    first = new_save_path(tmp_path, now)
    assert first.name == "save-20261124-103005.json"
    first.write_text("{}")
    second = new_save_path(tmp_path, now)
    assert second.name == "save-20261124-103005-2.json" and not second.exists()
