"""The computer players think in a worker process (mbqt/app/jobs.py Jobs.think): the same
choices as in a thread, the player's random generator carried back, errors reported, and
cancelling reaches the job in the process."""
from __future__ import annotations

import pytest

from mbqt.ai import decide, make_player
from mbqt.app.jobs import Jobs
from mbqt.core.registry import GAMES, game_rules

WAIT_MS = 60000      # the first job starts the process (imports included)


def _until_cancelled(cancel):
    """A job that only ends when cancelled (a search without a budget)."""
    while not cancel.is_set():
        pass
    return "cancelled"


def _cancelled_now(cancel):
    return cancel.is_set()


def _fails(cancel):
    raise ValueError("broken player")


def _remember(shared, cancel):
    """Whether the shared object is the one the first of these jobs kept (in the process)."""
    _KEPT.append(shared)
    return _KEPT[0] is shared


_KEPT: list = []


def _same(first, second, cancel):
    return first is second


def _run(qtbot, jobs: Jobs, fn, args: tuple, shared=None) -> tuple:
    out = []
    jobs.think(fn, args, lambda result, error: out.append((result, error)), shared)
    qtbot.waitUntil(lambda: bool(out), timeout=WAIT_MS)
    return out[0]


@pytest.fixture
def jobs(qtbot):
    jobs = Jobs()
    yield jobs
    Jobs.stop_worker()


@pytest.mark.parametrize("game", GAMES)
def test_a_player_in_the_process_chooses_as_in_a_thread(qtbot, jobs, game):
    rules = game_rules(game)
    state = rules.new_game(rules.Setup(players=[{"name": f"S{i}", "kind": "medium"} for i in range(4)],
                                       seed=5, start_player=0))
    here, there = make_player("medium", 41, game=rules), make_player("medium", 41, game=rules)
    for _ in range(12):          # the choices in a row: the random generator comes back moved on
        if rules.is_over(state):
            break
        seat = rules.current_player(state)
        (action, there), error = _run(qtbot, jobs, decide, (there, state.clone(), seat), rules.cards)
        assert error is None
        assert action == here.choose(state.clone(), seat)
        rules.apply(state, action)


def test_a_shared_object_is_one_object_in_the_process(qtbot, jobs):
    shared = {"cards": list(range(100))}
    assert _run(qtbot, jobs, _same, (shared, shared), shared) == (True, None)
    assert _run(qtbot, jobs, _same, (shared, dict(shared)), shared) == (False, None)   # an equal copy is not it
    # sent once, then the same object job after job (the AI's caches by identity hold)
    _run(qtbot, jobs, _remember, (shared,), shared)
    assert _run(qtbot, jobs, _remember, (shared,), shared) == (True, None)


def test_an_error_in_the_process_comes_back(qtbot, jobs):
    result, error = _run(qtbot, jobs, _fails, ())
    assert result is None and isinstance(error, ValueError) and "broken player" in str(error)


def test_cancel_reaches_the_job_in_the_process(qtbot, jobs):
    out = []
    jobs.think(_until_cancelled, (), lambda result, error: out.append((result, error)))
    Jobs.cancel()                 # never ends otherwise
    qtbot.waitUntil(lambda: bool(out), timeout=WAIT_MS)
    assert out == [("cancelled", None)]
    assert _run(qtbot, jobs, _cancelled_now, ()) == (False, None)     # a later job is not cancelled
