"""The shared search (mbqt/ai/search.py) on a toy game: paired determinizations, pruning,
the iteration budget, the time budget and cancel, and reproducible seeding."""
from __future__ import annotations

import threading
import time

import pytest

from mbqt.ai.search import MIN_SAMPLES, SearchPlayer, lead_reward, reward_lead


class Toy:
    """One hidden number in [0, 1) and a hidden luck per action; an action adds its own
    bonus and luck to the number."""

    @staticmethod
    def view(state, seat):
        return {"known": state["known"]}

    @staticmethod
    def sample(state, seat, rng):
        return {"known": state["known"], "hidden": rng.random(), "luck": {a: rng.gauss(0, 0.05) for a in BONUS},
                "log": []}

    @staticmethod
    def clone(state):
        return {**state, "log": list(state["log"])}

    @staticmethod
    def apply(state, action):
        state["log"].append(action)


BONUS = {"good": 0.3, "fair": 0.28, "bad": -0.5}
SEEN = []


def rollout(state, seat, deadline):
    action = state["log"][-1]
    SEEN.append((state["hidden"], action))
    return state["hidden"] + BONUS[action] + state["luck"][action]


def slow_rollout(state, seat, deadline):
    time.sleep(0.002)
    return rollout(state, seat, deadline)


class ToyHard(SearchPlayer):
    facade = Toy


def search(player, cands=("fair", "good", "bad"), **kw):
    return player.search({"known": 1}, 0, list(cands), rollout, started=time.perf_counter(), **kw)


def test_every_candidate_meets_the_same_determinizations_and_the_clearly_worse_is_dropped():
    SEEN.clear()
    found = search(ToyHard(seed=3, iterations=6))
    assert found.samples == 6 and found.stop == "iterations" or found.stop == "pruned" and len(found.live) == 1
    assert "bad" not in found.live and len(found.rewards["bad"]) == MIN_SAMPLES
    # paired: the same hidden draws, in the same order, for every candidate
    draws = {a: [h for h, b in SEEN if b == a] for a in BONUS}
    assert draws["bad"] == draws["good"][:MIN_SAMPLES] and draws["fair"] == draws["good"][:len(draws["fair"])]
    assert [a for a, _v in found.ranked()][-1] == "bad"


def test_without_pruning_every_candidate_plays_every_determinization():
    found = search(ToyHard(seed=3, iterations=5), prune=False)
    assert all(len(r) == 5 for r in found.rewards.values()) and found.live == ["fair", "good", "bad"]


def test_the_same_seed_and_view_give_the_same_search():
    a, b = search(ToyHard(seed=9, iterations=4)), search(ToyHard(seed=9, iterations=4))
    assert a.rewards == b.rewards
    assert search(ToyHard(seed=10, iterations=4)).rewards != a.rewards


def test_cancel_and_the_time_budget_stop_the_search():
    cancel = threading.Event()
    cancel.set()
    player = ToyHard(seed=1)
    found = search(player, cancel=cancel)
    assert found.samples == 0 and found.stop == "cancel" and player.last_stop == "cancel"
    t0 = time.perf_counter()
    found = ToyHard(seed=1, budget_s=0.1).search({"known": 1}, 0, ["fair", "good"], slow_rollout, started=t0,
                                                        prune=False)
    assert found.stop == "budget" and found.samples >= 1
    assert time.perf_counter() - t0 < 0.5     # 90% of it, and one rollout late at most on a loaded machine


def test_budget_checks_and_the_lead_reward_round_trip():
    with pytest.raises(ValueError, match="iterations"):
        ToyHard(iterations=0)
    with pytest.raises(ValueError, match="budget_s"):
        ToyHard(budget_s=0)
    reward = lead_reward([5.0, 2.0, 4.0], 0, 2.0)
    assert reward_lead(reward, 2.0) == pytest.approx(1.0)


def test_a_guarded_prior_is_never_dropped():
    found = search(ToyHard(seed=3, iterations=6), cands=("bad", "good", "fair"), guard=True)
    assert "bad" in found.live and len(found.rewards["bad"]) == found.samples
    assert search(ToyHard(seed=3, iterations=6), cands=("bad", "good", "fair")).live[0] != "bad"


def test_guarded_leaves_the_prior_only_for_a_candidate_that_beats_it_clearly():
    # "good" beats "fair" by less than two standard errors of the luck: best mean, not clearly
    assert search(ToyHard(seed=3, iterations=8), cands=("fair", "good"), prune=False).ranked()[0][0] == "good"
    close = search(ToyHard(seed=3, iterations=8), cands=("fair", "good"), guard=True)
    assert close.ranked()[0][0] == "fair"
    assert close.ranked()[1][1] < close.mean("good")          # counted less its margin
    # "good" beats "bad" by 0.8: clearly
    clear = search(ToyHard(seed=3, iterations=8), cands=("bad", "good"), guard=True)
    assert clear.ranked()[0][0] == "good"
    # too few determinizations to tell: the prior
    short = search(ToyHard(seed=3, iterations=2), cands=("bad", "good"), guard=True)
    assert short.ranked()[0][0] == "bad"
