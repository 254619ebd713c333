"""Easy: a simple, plausible player with some randomness.

It hires a crew with one worker of each level and a spare apprentice, then hires a level
its contracts need and lacks, and lets idle workers go when it has nothing to build; it
opens a contract its crew can work on and build in the rounds left at the minimum bid and
bids modestly; it builds the planner's suggestion (now and then a lesser plan); it picks
the selective event that strikes fewest of its own workers; it takes small loans and repays
one when it has plenty of cash. It reads only its own seat's view.
"""
from __future__ import annotations

import random

from mbqt.ai.master_builder import planner
from mbqt.games.master_builder.rules import legal_actions, plans_for
from mbqt.games.master_builder.state import (
    STEP_BID,
    STEP_CHOOSE_EVENT,
    STEP_DISMISS,
    STEP_GIVE,
    STEP_HIRE,
    STEP_LEND,
    STEP_LEND_REPLY,
    STEP_LOAN,
    STEP_OPEN,
    STEP_PLAN,
)

CREW = (4, 3, 2, 1, 1)       # the rulebook's tip: at least one worker of each level
STEP = 1000
AT_WORK = 0.75               # of a crew's Build phases: events idle and dismiss workers


class EasyPlayer:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int, cancel=None) -> tuple:
        acts = legal_actions(state)
        if len(acts) == 1:
            return acts[0]
        repay = self._repay(state, seat, acts)
        if repay:
            return repay
        return self._DECIDE[state.step](self, state, seat, [a for a in acts if a[0] != "repay"])

    # --- phase 1

    def _hire(self, state, seat, acts):
        cards = state.cards
        level_of = {t.index: t.level for t in cards.worker_types}
        hires = [a for a in acts if a[0] == "hire"]
        levels = [cards.workers[w].level for w in state.players[seat].workers]
        if state.round == 1:
            wanted = list(CREW)
            for lvl in levels:
                if lvl in wanted:
                    wanted.remove(lvl)
            fitting = [a for a in hires if level_of[a[1]] in wanted]
            return self.rng.choice(fitting or hires or sorted(acts, key=repr))
        needed = self._lacking(state, seat)
        fitting = [a for a in hires if level_of[a[1]] in needed]
        if fitting and self.rng.random() < 0.8:
            return self.rng.choice(fitting)
        if not state.players[seat].contracts and levels and self.rng.random() < 0.5:
            return ("fire", min(state.players[seat].workers, key=lambda w: (cards.workers[w].wage, w)))
        return ("pass",)

    @staticmethod
    def _lacking(state, seat) -> set:
        """Requirement levels of its unfinished sections that no worker of its can meet."""
        cards = state.cards
        best = max((cards.workers[w].level for w in state.players[seat].workers), default=0)
        return {r for num, mask in state.players[seat].contracts.items()
                for r in planner.missing_requirements(cards.contracts[num], mask) if r > best}

    # --- phase 2

    def _can_work_on(self, state, seat, num) -> bool:
        cards = state.cards
        best = max((cards.workers[w].level for w in state.players[seat].workers), default=0)
        return all(r <= best for s in cards.contracts[num].sections for r in s.requires)

    @staticmethod
    def _has_room(state, seat, num) -> bool:
        """Whether its crew has the hands, at each level, to build this contract too, beside
        the sections it holds, in the Build phases left (a worker builds one section a
        phase): without it Easy held contracts it never started (2.6 a game)."""
        cards, p = state.cards, state.players[seat]
        need = [r for n, mask in p.contracts.items() for s in cards.contracts[n].sections
                if not mask >> s.index & 1 for r in s.requires]
        need += [r for s in cards.contracts[num].sections for r in s.requires]
        levels = [cards.workers[w].level for w in p.workers]
        phases = state.final_round - state.round + 1
        return all(sum(r >= lvl for r in need) <= AT_WORK * phases * sum(w >= lvl for w in levels)
                   for lvl in set(need))

    def _wanted(self, state, seat, num) -> bool:
        return self._can_work_on(state, seat, num) and self._has_room(state, seat, num)

    def _open(self, state, seat, acts):
        cards = state.cards
        money = state.players[seat].money
        options = [num for num in state.display
                   if ("open", num, cards.contracts[num].min_bid) in acts and self._wanted(state, seat, num)
                   and money - cards.contracts[num].min_bid >= state.wage_total(seat) // 2]
        if options and (len(state.players[seat].contracts) < 2 or self.rng.random() < 0.5):
            num = self.rng.choice(options)
            return ("open", num, cards.contracts[num].min_bid)
        if ("pass",) in acts:
            return ("pass",)
        return min((a for a in acts if a[0] == "open"), key=lambda a: (a[2], a[1]))

    def _bid(self, state, seat, acts):
        a = state.auction
        contract = state.cards.contracts[a.contract]
        # A modest limit: the minimum bid plus up to a fifth of the price.
        limit = contract.min_bid + self.rng.randrange(0, contract.price // 5 + 1, STEP)
        if ("bid", a.high + STEP) in acts and a.high + STEP <= limit and self._wanted(state, seat, a.contract):
            return ("bid", a.high + STEP)
        return ("pass",)

    # --- phase 3

    def _choose_event(self, state, seat, acts):
        cards, p = state.cards, state.players[seat]
        return min(acts, key=lambda a: (sum(cards.events[a[1]].effect.matches(cards.workers[w]) for w in p.workers),
                                        self.rng.random()))

    def _dismiss(self, state, seat, acts):
        workers = state.cards.workers
        return min(acts, key=lambda a: (workers[a[1]].level, self.rng.random()))

    _give = _dismiss

    # --- phase 4

    def _plan(self, state, seat, acts):
        if self.rng.random() < 0.85:
            return ("build", planner.suggest_plan(state, seat))
        plans = plans_for(state, seat)
        most = max(sum(len(crew) for *_x, crew in p) for p in plans)
        return ("build", self.rng.choice([p for p in plans if sum(len(crew) for *_x, crew in p) >= most - 1]))

    def _lend(self, state, seat, acts):
        return ("pass",)

    def _lend_reply(self, state, seat, acts):
        return ("accept",) if state.offer[3] <= 2 * STEP and self.rng.random() < 0.5 else ("refuse",)

    # --- phase 5

    def _loan(self, state, seat, acts):
        return ("loan", 0)

    def _repay(self, state, seat, acts):
        repays = [a for a in acts if a[0] == "repay"]
        if repays and state.players[seat].money >= 2 * state.repay_value(repays[0][1]) + state.wage_total(seat):
            return repays[0]
        return None

    _DECIDE = {STEP_HIRE: _hire, STEP_OPEN: _open, STEP_BID: _bid, STEP_CHOOSE_EVENT: _choose_event,
               STEP_DISMISS: _dismiss, STEP_GIVE: _give, STEP_LEND: _lend, STEP_LEND_REPLY: _lend_reply,
               STEP_PLAN: _plan, STEP_LOAN: _loan}
