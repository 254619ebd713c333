"""The computer players think in a worker process (mbqt/app/jobs.py Jobs.think): the same
choices as in a thread, the player's random generator carried back, errors reported, and
cancelling reaches the job in the process."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from mbqt.ai import decide, make_player
from mbqt.app.jobs import Jobs
from mbqt.core.errors import IllegalAction
from mbqt.core.registry import GAMES, game_rules

WAIT_MS = 60000      # the first job starts the process (imports included)


def _until_cancelled(cancel):
    """A job that only ends when cancelled (a search without a budget)."""
    while not cancel.is_set():
        pass
    return "cancelled"


class _Cheat:
    """A player whose choice the engine refuses."""

    def choose(self, state, seat, cancel=None):
        return ("no such action",)


def _cancelled_now(cancel):
    return cancel.is_set()


def _fails(cancel):
    raise ValueError("broken player")


def _remember(cards, cancel):
    """Whether the object is the one the first of these jobs kept (in the process)."""
    _KEPT.append(cards)
    return _KEPT[0] is cards


_KEPT: list = []


def _same(cards, rules, cancel):
    return rules.cards is cards


def _run(qtbot, jobs: Jobs, fn, args: tuple, rules=None) -> tuple:
    out = []
    jobs.think(fn, args, lambda result, error: out.append((result, error)), rules)
    qtbot.waitUntil(lambda: bool(out), timeout=WAIT_MS)
    return out[0]


@pytest.fixture
def jobs(qtbot):
    jobs = Jobs()
    yield jobs
    Jobs.stop_worker()


@pytest.mark.parametrize("level", ("random", "medium"))
@pytest.mark.parametrize("game", GAMES)
def test_a_player_in_the_process_chooses_as_in_a_thread(qtbot, jobs, game, level):
    rules = game_rules(game)
    state = rules.new_game(rules.Setup(players=[{"name": f"S{i}", "kind": "medium"} for i in range(4)],
                                       seed=5, start_player=0))
    here, there = make_player(level, 41, game=rules), make_player(level, 41, game=rules)
    for _ in range(12):          # the choices in a row: the random generator comes back moved on
        if rules.is_over(state):
            break
        seat = rules.current_player(state)
        (action, entries, there), error = _run(qtbot, jobs, decide, (there, rules, state.clone(), seat), rules)
        assert error is None
        assert action == here.choose(state.clone(), seat)
        assert entries == rules.apply(state, action)


def test_the_rules_and_cards_are_the_same_objects_in_the_process(qtbot, jobs):
    rules = game_rules("batisseurs")
    assert _run(qtbot, jobs, _same, (rules.cards, rules), rules) == (True, None)
    # made once, then the same objects job after job (the AI's caches by identity hold)
    _run(qtbot, jobs, _remember, (rules.cards,), rules)
    assert _run(qtbot, jobs, _remember, (rules.cards,), rules) == (True, None)


def test_an_error_in_the_process_comes_back(qtbot, jobs):
    result, error = _run(qtbot, jobs, _fails, ())
    assert result is None and isinstance(error, ValueError) and "broken player" in str(error)


def test_a_refused_choice_comes_back_as_the_engine_said_it(qtbot, jobs):
    rules = game_rules("monopoly-builder")
    state = rules.new_game(rules.Setup(players=[{"name": f"S{i}", "kind": "medium"} for i in range(2)],
                                       seed=3, start_player=0))
    try:
        rules.apply(state.clone(), ("no such action",))
    except IllegalAction as err:
        refusal = err
    result, error = _run(qtbot, jobs, decide, (_Cheat(), rules, state, 0), rules)
    assert result is None and isinstance(error, IllegalAction)
    assert (error.code, error.params) == (refusal.code, refusal.params)


def test_cancel_reaches_the_job_in_the_process(qtbot, jobs):
    out = []
    jobs.think(_until_cancelled, (), lambda result, error: out.append((result, error)))
    Jobs.cancel()                 # never ends otherwise
    qtbot.waitUntil(lambda: bool(out), timeout=WAIT_MS)
    assert out == [("cancelled", None)]
    assert _run(qtbot, jobs, _cancelled_now, ()) == (False, None)     # a later job is not cancelled


def test_cancel_stops_a_hard_player_thinking_in_the_process(qtbot, jobs):
    rules = game_rules("master-builder")
    state = rules.new_game(rules.Setup(players=[{"name": f"S{i}", "kind": "hard"} for i in range(2)],
                                       seed=3, start_player=0))
    player = make_player("hard", 7, game=rules, budget_s=3600.0, iterations=10**9)
    out = []
    jobs.think(decide, (player, rules, state.clone(), 0), lambda result, error: out.append((result, error)), rules)
    Jobs.cancel()                 # an hour's budget otherwise
    qtbot.waitUntil(lambda: bool(out), timeout=WAIT_MS)
    (action, _entries, _player), error = out[0]
    assert error is None and action in rules.legal_actions(state)


_KILLED_APP = """
import operator, sys, time
from mbqt.app.jobs import _WORKER
_WORKER.submit(operator.not_, ()).result(timeout=120)
print(*_WORKER.pool._processes, flush=True)
time.sleep(600)
"""


def _running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] != "Z"
    except (OSError, IndexError):
        return False


@pytest.mark.skipif(not Path("/proc/self").exists(), reason="reads /proc")
def test_the_process_ends_with_an_app_killed_outright(qtbot):
    """Killed or crashed, the app cannot stop its worker: the worker ends by itself."""
    app = subprocess.Popen([sys.executable, "-c", _KILLED_APP], stdout=subprocess.PIPE, text=True)
    try:
        pid = int(app.stdout.readline())
        assert _running(pid)
    finally:
        app.kill()
        app.wait()
    try:
        qtbot.waitUntil(lambda: not _running(pid), timeout=WAIT_MS)
    finally:
        if _running(pid):
            os.kill(pid, signal.SIGKILL)      # not left behind by a failing test
