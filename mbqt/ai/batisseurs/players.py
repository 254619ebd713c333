"""Les Bâtisseurs computer players: Easy, Medium and Hard (docs/batisseurs.md). Each has
`choose(state, seat, cancel=None) -> action` like the Master Builder players; they read
the table only (the decks' order stays unknown to them)."""
from __future__ import annotations

import math
import random
import time

from mbqt.ai.batisseurs.plan import blind, forget, plan_ahead, plan_turn, useful, value
from mbqt.ai.search import SearchPlayer, lead_reward, reward_lead
from mbqt.games.batisseurs.game import Batisseurs
from mbqt.games.batisseurs.rules import apply, completes, legal_actions
from mbqt.games.batisseurs.state import TAKE_ECUS


class EasyPlayer:
    """A short-sighted turn: plans like Medium with a narrow beam and plays the first action
    of one of its three best plans within MARGIN points of the best, at random; now and then
    any action that is not a waste. Any of its three best, however far behind, was most often
    another site opened: it kept 5-6 sites it never built (Medium: under 1)."""

    WIDTH = 2
    MARGIN = 1.0

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int, cancel=None) -> tuple:
        acts = legal_actions(state)
        if len(acts) == 1:
            return acts[0]
        # Another site while one lies untouched is the waste a beginner sees first.
        idle = any(not units for units in state.players[seat].sites.values())
        fine = [a for a in useful(state, acts) if not (idle and a[0] == "open")] or acts
        if self.rng.random() < 0.1:
            return self.rng.choice(fine)
        plans = [(v, seq) for v, seq in plan_turn(blind(state), seat, self.WIDTH) if seq and seq[0] in fine]
        close = [seq for v, seq in plans[:3] if v >= plans[0][0] - self.MARGIN]
        return self.rng.choice(close)[0] if close else fine[0]


class MediumPlayer:
    """Plans its whole turn (beam search over its actions, position value at the end of
    the turn) and plays the plan's first action. Its beam keeps 8 positions a step (6 until
    the planner got faster: the wider beam measured better against every gauntlet bot, with
    two players and four)."""

    def __init__(self, seed: int = 0, width: int = 8):
        self.width = width

    def choose(self, state, seat: int, cancel=None) -> tuple:
        acts = legal_actions(state)
        if len(acts) == 1:
            return acts[0]
        plans = plan_ahead(blind(state), seat, self.width)
        return plans[0][1][0] if plans and plans[0][1] else acts[0]


SCALE = 2.0          # points of lead that make a reward of 0.73
CANDIDATES = 5       # first actions of the best distinct turn plans
ROLLOUT_WIDTH = 3    # Medium's beam in rollouts


class HardPlayer(SearchPlayer):
    """Determinized search (mbqt/ai/search.py): the first actions of Medium's best turn
    plans are each played on the same sampled decks, then every seat plays Medium's plans
    for one more round; the reward is a logistic of the seat's lead in position value over
    its best rival. No candidate is dropped early (measured: these few candidates are close,
    each sample counts). Within the budget (time, or `iterations` determinizations for
    reproducible play), the best mean wins, Medium's choice on ties; with more than two seats,
    Medium's choice unless another beats it clearly (search.py's `guard`)."""

    facade = Batisseurs

    def choose(self, state, seat: int, cancel=None) -> tuple:
        return self._ranked(state, seat, cancel)[0][0]

    def rank(self, state, seat: int, cancel=None) -> list[tuple[tuple, float]]:
        """The candidates searched, best first (the first is what choose() plays), each with
        its value: the mean reward as the lead in points over the best rival it stands for
        (SCALE * logit). Without a choice, the lead in position value now. Hints show these."""
        ranked = self._ranked(state, seat, cancel)
        if ranked[0][1] is None:
            values = [value(state, i) for i in range(state.n)]
            ranked = [(ranked[0][0], float(values[seat] - max(v for i, v in enumerate(values) if i != seat)))]
        return ranked

    @staticmethod
    def reason(state, seat: int, action) -> tuple[str, dict] | None:
        """Why `action`, as a sentence of the catalogue ("hint.<word>"): what it does and what
        it brings by the rules (a building finished: its écus and points)."""
        cards, kind = state.cards, action[0]
        if kind == "send":
            site = cards.buildings[action[2]]
            if completes(state, seat, action[2], action[1]):
                return "hint.completes", {"unit": action[1], "site": action[2], "money": site.reward,
                                          "points": site.points}
            return "hint.send", {"unit": action[1], "site": action[2], "money": cards.unit_cost[action[1]]}
        if kind == "open":
            site = cards.buildings[action[1]]
            return "hint.open", {"building": action[1], "money": site.reward, "points": site.points}
        if kind == "recruit":
            return "hint.recruit", {"worker": action[1], "money": cards.unit_cost[action[1]]}
        if kind == "take":
            return "hint.take", {"actions": action[1], "money": TAKE_ECUS[action[1]]}
        return "hint.end", {}

    def _ranked(self, state, seat: int, cancel) -> list:
        started = time.perf_counter()
        acts = legal_actions(state)
        self.last_samples, self.last_stop = 0, None
        if len(acts) == 1:
            return [(acts[0], None)]
        cands = []
        for _v, seq in plan_ahead(blind(state), seat, 8):
            if seq and seq[0] not in cands:
                cands.append(seq[0])
            if len(cands) == CANDIDATES:
                break
        if len(cands) <= 1:
            return [(cands[0] if cands else acts[0], None)]
        # With more than two seats Medium's choice is left only for one that beats it clearly
        # (search.py's `guard`): fewer determinizations, each noisier (docs/ai.md).
        found = self.search(state, seat, cands, rollout, started=started, cancel=cancel, root=forget(state),
                            prune=False, guard=state.n > 2)
        if not found.samples:
            return [(cands[0], None)]
        return [(a, reward_lead(r, SCALE)) for a, r in found.ranked()]


def rollout(state, seat: int, deadline: float = math.inf) -> float | None:
    """Medium's plans (a narrower beam) for every seat until the seat's next turn is over,
    or the game; the seat's lead in value over its best rival, as a logistic. None when the
    deadline (a time.perf_counter() value) passes first."""
    own_turns = 2 if state.to_move == seat else 1    # finish this one, then one more
    while not state.over and own_turns:
        if time.perf_counter() > deadline:
            return None
        s = state.to_move
        play_turn(state, s, ROLLOUT_WIDTH)
        own_turns -= s == seat
    return lead_reward([value(state, i) for i in range(state.n)], seat, SCALE)


def play_turn(state, seat: int, width: int) -> None:
    """Play the rest of the seat's turn by its best plan."""
    plans = plan_turn(state, seat, width)
    for a in plans[0][1] if plans else ():
        if state.over or state.to_move != seat:
            return
        apply(state, a)
    while not state.over and state.to_move == seat:   # a plan always ends the turn; be safe
        acts = legal_actions(state)
        apply(state, ("end",) if ("end",) in acts else acts[-1])
