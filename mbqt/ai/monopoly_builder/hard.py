"""Hard: a determinized search over the dice and the Chance pile, guided by Medium.

For each decision with a choice, Hard
  1. takes Medium's best candidates (its ranking, rank());
  2. draws determinizations with the engine's `sample()`: the future dice and the unknown
     part of the Chance pile drawn again (nothing else is hidden in this game, R14);
  3. plays each candidate on the same determinization (paired samples) and rolls the game
     out with a quick policy for every seat (Medium's rules of thumb, one move ahead over a
     few candidates) until its own next turn is over or the game ends; the reward is a
     chance of winning: a logistic of the seat's lead over its best rival then (value.py's
     values, in points; SCALE points of lead make 0.73), 1 for a won game, 0 for a lost one.
     The standing in points itself (a won game worth TERMINAL, 1000 points) made the few
     rollouts that ended the game outweigh every other difference, and a lead of 20 points
     count twice one of 10, where both win (measured: benchmarks/gauntlet/FINDINGS.md);
  4. drops candidates clearly worse than the best (paired difference beyond two standard
     errors, after three), but never Medium's choice; when the budget is spent it plays
     Medium's choice unless the best mean beats it by more than two standard errors of
     their paired difference over every determinization (a search this short is noisy,
     and Medium's yardstick is the better prior). Dropping Medium's choice early made that
     test a test repeated at every determinization, which noise passes far more often:
     Hard then left Medium's choice in 30% of its buy decisions and lost to Medium.
The search loop is the Hard players' shared one (mbqt/ai/search.py); this module brings
the candidates, the rollout and the final choice. The budget is time (`budget_s`, 1 s by
default: Hard stops starting determinizations at 90% of it) or a number of
determinizations (`iterations`), which makes a decision reproducible: the random generator
is seeded from the seed and the seat's view.
"""
from __future__ import annotations

import math
import time

from mbqt.ai.monopoly_builder import hints
from mbqt.ai.monopoly_builder.medium import (
    AUCTION_EDGE,
    Judge,
    MediumPlayer,
    medium_bid,
)
from mbqt.ai.monopoly_builder.value import Context, utility, values
from mbqt.ai.search import SearchPlayer, lead_reward, reward_lead
from mbqt.games.monopoly_builder.game import MonopolyBuilder
from mbqt.games.monopoly_builder.rules import apply, legal_actions, min_bid

CANDIDATES = 4        # Medium's best actions searched
NEAR_END_BLOCKS = 3   # blocks left per seat below which the end is near
NEAR_END_ROUNDS = 2   # or rounds the first seat needs to reach the Penthouse
ENDGAME_TURNS = 3     # more own turns a rollout plays when the end is near
RESERVE = 100         # M the quick policy keeps when buying or bidding
SCALE = 5.0           # points of lead over the best rival that make a rollout's reward 0.73


class HardPlayer(SearchPlayer):
    facade = MonopolyBuilder

    def __init__(self, seed: int = 0, budget_s: float = 1.0, iterations: int | None = None, game=None):
        super().__init__(seed, budget_s, iterations, game)
        self.medium = MediumPlayer(seed)

    def choose(self, state, seat: int, cancel=None) -> tuple:
        acts = legal_actions(state)
        if len(acts) == 1:
            return acts[0]
        ranked = self.rank(state, seat, cancel=cancel, acts=acts)
        action = ranked[0][0]
        if action[0] == "offer":
            self.medium.asked.add((state.turns, action))
        return action

    def rank(self, state, seat: int, cancel=None, acts: list | None = None) -> list:
        """The searched candidates with their mean reward over the determinizations, less
        (but for Medium's choice) two standard errors of their paired difference to
        Medium's choice, as the lead in points it stands for (SCALE * logit), best first;
        then the others, below them in Medium's order."""
        started = time.perf_counter()
        self.last_samples, self.last_stop = 0, None
        acts = acts if acts is not None else legal_actions(state)
        guide = self.medium.rank(state, seat, acts)
        if state.step == "respond":
            return guide     # the trading rule: accept only what its own yardstick says gains
        cands = _candidates(state, guide)
        if len(cands) <= 1:
            return guide
        # Medium's choice unless another beats it clearly: a short search is noisy, Medium a
        # good prior (search.py's `guard`).
        found = self.search(state, seat, cands, rollout, started=started, cancel=cancel, guard=True)
        if not found.samples:
            return guide
        searched = [(a, reward_lead(r, SCALE)) for a, r in found.ranked()]
        floor = searched[-1][1]
        rest = [(a, floor - 1 - i) for i, (a, _v) in enumerate(guide) if a not in found.rewards]
        return searched + rest

    def reason(self, state, seat: int, action) -> tuple[str, dict] | None:
        return hints.reason(state, seat, action)


def _candidates(state, guide: list) -> list:
    """Medium's best actions; in auctions also the minimum bid; trades both answers."""
    out = [a for a, _v in guide[:CANDIDATES]]
    if state.step == "auction":
        low = ("bid", min_bid(state))
        if low not in out and any(a[0] == "bid" for a, _v in guide):
            out.append(low)
    return out


# ----------------------------------------------------------------- rollouts

def rollout(state, seat: int, deadline: float = math.inf) -> float | None:
    """The quick policy for every seat until the seat's next turn is over (ENDGAME_TURNS
    more when the end is near) or the game; the seat's chance of winning then (lead_reward).
    None when the deadline (time.perf_counter()) passes first."""
    ctx = Context(state)
    worths = {}
    turns = state.turns
    own_left = (2 if state.active == seat else 1) + (ENDGAME_TURNS if _near_end(state, ctx) else 0)
    while not state.over:
        if time.perf_counter() > deadline:
            return None
        if state.turns != turns:
            turns = state.turns
            if state.active == seat:
                own_left -= 1
                if own_left == 0:
                    break
        apply(state, quick(state, state.to_move, ctx, worths))
    return lead_reward(values(state, Context(state) if not state.over else ctx), seat, SCALE)


def _near_end(state, ctx: Context) -> bool:
    """A seat within NEAR_END_ROUNDS of the Penthouse (it ends the game the turn it leads),
    or few blocks left among the seats still playing (the game may end by D01 soon):
    rollouts then run on towards the end, where only winning counts."""
    live = [p for p in state.players if not p.bankrupt]
    if min((ctx.rounds_to_penthouse(state, i) for i in ctx.live), default=0) <= NEAR_END_ROUNDS:
        return True
    return sum(p.blocks for p in live) <= NEAR_END_BLOCKS * len(live)


def quick(state, seat: int, ctx: Context, worths: dict) -> tuple:
    """Medium, cheaper: its own choice for buying, bids, answers and steals; one move ahead
    over a few candidates for the turn's builds and trades (no offers); fixed rules for
    discards and jail."""
    acts = legal_actions(state)
    if len(acts) == 1:
        return acts[0]
    step = state.step
    p = state.players[seat]
    if step == "discard":
        return ("discard", p.chips.index(max(p.chips)))
    if step == "jail":
        if ("use_card",) in acts:
            return ("use_card",)
        return ("pay_fine",) if ("pay_fine",) in acts and p.money >= RESERVE + state.board.jail_fine \
            else ("roll",)
    if step in ("buy", "auction"):
        return _deal(state, seat, acts, worths)
    if step in ("respond", "steal"):
        return _MEDIUM.rank(state, seat, acts)[0][0]      # as Medium: the rivals' model
    if step == "roll":
        return ("roll",)
    if step == "debt":
        return min((a for a in acts if a[0] == "mortgage"), key=lambda a: state.board.deeds[a[1]].price)
    if step == "turn":
        cands = [a for a in acts if a[0] in ("end", "build", "swap") or (a[0] == "bank" and sum(p.chips) > 6)]
        if len(cands) > 8:
            own = [a for a in cands if a[0] == "build" and state.height[a[1]]]
            empty = [a for a in cands if a[0] == "build" and not state.height[a[1]]]
            near = [a for a in empty if any(state.built_by[nb] == seat for nb in state.board.neighbours[a[1]])]
            cands = [a for a in cands if a[0] != "build"][:3] + own + (near or empty)[:2]
    else:
        cands = acts
    best, best_v = acts[0], -math.inf
    for a in cands:
        t = state.clone()
        apply(t, a)
        v = utility(values(t, ctx), seat)
        if v > best_v:
            best, best_v = a, v
    return best


_MEDIUM = MediumPlayer()


def _deal(state, seat: int, acts: list, worths: dict) -> tuple:
    """Medium's buy and bid rules, each seat's worth of a deed taken once a rollout."""
    deed = state.pending if state.step == "buy" else state.auction[0]

    def worth(q: int) -> int:
        if (deed, q) not in worths:
            worths[deed, q] = Judge(state, q).worth(deed)
        return worths[deed, q]

    mine = worth(seat)
    if state.step == "buy":
        price = state.board.deeds[deed].price
        if ("buy",) not in acts or mine < price:
            return ("decline",)
        rivals = [min(worth(q), state.players[q].money) for q in range(state.n)
                  if q != seat and not state.players[q].bankrupt]
        cheaper = max(rivals, default=0) + state.board.min_raise < price - AUCTION_EDGE
        return ("decline",) if cheaper and mine > max(rivals, default=0) else ("buy",)
    bid = medium_bid(state, seat, mine)
    return ("bid", bid) if bid is not None else ("pass",)

