"""The Hard players' search, for any game (issues #16, #17): a flat Monte Carlo search over
determinizations, paired. No game is named here; a game's Hard brings what it knows:

- the candidates (Medium's knowledge: its choice first, then the few others worth trying);
- a rollout `rollout(state, seat, deadline) -> reward | None` (Medium's policy for every
  seat to a horizon, the seat's reward then; None when the deadline, a time.perf_counter()
  value, passes first);
- the rules facade (core/protocol.py), whose `sample()` deals again what the seat cannot
  know, `clone()` and `apply()`.

Each iteration draws one determinization and plays every candidate still in the running on
it (paired samples: the candidates meet the same dice and cards, so their differences are
measured far more sharply than their values, which is what makes a few dozen rollouts
enough). After MIN_SAMPLES determinizations, a candidate whose paired difference to the
best is below zero by more than two standard errors is dropped (a game may keep all, or
keep its prior's choice to the end and leave it only for a candidate that beats it clearly:
`guard`). The search stops when one candidate is left, at the budget, or when `cancel` is
set.

The budget is time (`budget_s`: no determinization is started that its predecessors' mean
cost says cannot end by SHARE of it, and an unfinished one is left out) or a fixed number of
determinizations (`iterations`), which makes a decision reproducible: the random generator
is seeded from the seed and a digest of the seat's view.

An information-set MCTS over the same pieces (a tree over the seat's information set, UCB,
progressive widening) was measured weaker at these budgets (docs/ai.md).
"""
from __future__ import annotations

import hashlib
import json
import math
import random
import time

SHARE = 0.9          # share of the time budget the search may use
MIN_SAMPLES = 3      # determinizations before a candidate may be dropped


class Outcome:
    """A finished search: each candidate's rewards on the determinizations it was played on
    (the same ones for all, in order, until it was dropped). `guard`: the search kept the
    prior (the first candidate) to the end, to be left only for one that beats it clearly."""

    def __init__(self, cands: list, rewards: dict, live: list, samples: int, stop: str | None,
                 guard: bool = False):
        self.cands, self.rewards, self.live, self.samples, self.stop = cands, rewards, live, samples, stop
        self.guard = guard

    def mean(self, action) -> float:
        return sum(self.rewards[action]) / len(self.rewards[action])

    def ranked(self) -> list:
        """(action, score), the candidates still live first, then those dropped, each by its
        score (the candidates' order wins ties: the first is the game's prior). The score is
        the mean reward; guarded, a candidate other than the prior counts its mean less two
        standard errors of its paired difference to the prior (1, a reward's whole range,
        with too few shared determinizations to tell): a short search is noisy and the
        game's prior a good guess."""
        prior = self.cands[0]

        def score(a):
            if not self.guard or a == prior:
                return self.mean(a)
            margin = self.margin(a, prior)
            return self.mean(a) - (1.0 if margin is None else margin)
        live = sorted(self.live, key=lambda a: -score(a))
        dropped = sorted((a for a in self.cands if self.rewards[a] and a not in self.live), key=lambda a: -score(a))
        return [(a, score(a)) for a in live + dropped]

    def margin(self, a, b) -> float | None:
        """Two standard errors of the paired difference of a's and b's rewards; None with
        fewer than MIN_SAMPLES shared determinizations."""
        return _margin([x - y for x, y in zip(self.rewards[a], self.rewards[b])])


class SearchPlayer:
    """The budget and the search of a game's Hard player; the game's class supplies `facade`
    (its rules facade's class), the candidates and the rollout. `last_samples` and `last_stop` ("budget",
    "iterations", "pruned", "cancel") say how its last search went."""

    facade = None        # the game's rules facade class, for a player made without `game`

    def __init__(self, seed: int = 0, budget_s: float = 1.0, iterations: int | None = None, game=None):
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if budget_s <= 0:
            raise ValueError("budget_s must be positive")
        self.seed, self.budget_s, self.iterations = seed, budget_s, iterations
        self.rules = game if game is not None else self.facade()    # the rules it plays (make_player's)
        self.last_samples, self.last_stop = 0, None

    def search(self, state, seat: int, cands: list, rollout, *, started: float, cancel=None, root=None,
               sample=None, prune: bool = True, guard: bool = False) -> Outcome:
        """Play `cands` (at least two, the prior's first) on the same determinizations of
        `root` (the state, or a copy of it with what the seat cannot know in a fixed order)
        drawn with `sample` (the facade's by default). `started`: the decision's
        time.perf_counter(), the budget counts from it. `guard`: the first candidate is left
        only for one that beats it clearly (Outcome.ranked()), and never dropped, so that this
        is judged on every determinization, once (dropping it after a few is a test repeated
        at every determinization, which a noisy difference passes far more often)."""
        rules = self.rules
        sample = sample or rules.sample
        root = state if root is None else root
        rng = seeded_rng(self.seed, rules.view(state, seat))
        timed = self.iterations is None
        deadline = started + self.budget_s * SHARE if timed else math.inf
        rewards = {a: [] for a in cands}
        live = list(cands)
        samples, spent, stop = 0, 0.0, "pruned"
        while len(live) > 1:
            if cancel is not None and cancel.is_set():
                stop = "cancel"
                break
            if not timed and samples >= self.iterations:
                stop = "iterations"
                break
            t0 = time.perf_counter()
            if t0 + spent / max(samples, 1) > deadline:
                stop = "budget"
                break
            det = sample(root, seat, rng)
            batch = []
            for a in live:
                t = rules.clone(det)
                rules.apply(t, a)
                reward = rollout(t, seat, deadline)
                if reward is None:
                    break
                batch.append(reward)
            if len(batch) < len(live):
                stop = "budget"
                break        # out of time: this determinization is left out, unfinished
            for a, reward in zip(live, batch):
                rewards[a].append(reward)
            samples += 1
            spent += time.perf_counter() - t0
            if prune and samples >= MIN_SAMPLES:
                live = _prune(live, rewards, samples, cands[0] if guard else None)
        self.last_samples, self.last_stop = samples, stop
        return Outcome(list(cands), rewards, live, samples, stop, guard)


def seeded_rng(seed: int, view: dict) -> random.Random:
    """A generator that depends only on the seed and what the seat sees."""
    data = json.dumps(view, sort_keys=True, separators=(",", ":"))
    return random.Random(f"{seed}:{hashlib.sha256(data.encode()).hexdigest()[:16]}")


def lead_reward(values: list, seat: int, scale: float) -> float:
    """The seat's reward from position values: a logistic of its lead over its best rival
    (`scale` value units of lead make 0.73)."""
    lead = values[seat] - max(v for i, v in enumerate(values) if i != seat)
    return 1 / (1 + math.exp(-max(-50.0, min(50.0, lead / scale))))


def reward_lead(reward: float, scale: float) -> float:
    """The lead a mean reward stands for (the inverse of lead_reward), in the values' unit."""
    reward = min(max(reward, 1e-6), 1 - 1e-6)
    return scale * math.log(reward / (1 - reward))


def _margin(diffs: list) -> float | None:
    k = len(diffs)
    if k < MIN_SAMPLES:
        return None
    mean = sum(diffs) / k
    return 2 * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (k - 1) / k)


def _prune(live: list, rewards: dict, samples: int, keep=None) -> list:
    """Keep the candidates not clearly worse than the best on the shared samples (and `keep`)."""
    means = {a: sum(rewards[a]) / samples for a in live}   # every live candidate has `samples` rewards
    best = max(live, key=lambda a: means[a])
    kept = []
    for a in live:
        diffs = [x - y for x, y in zip(rewards[a], rewards[best])]
        if a == best or a == keep or sum(diffs) / samples + _margin(diffs) + 1e-9 >= 0:
            kept.append(a)
    return kept
