"""The exact build planner: the best plan for one player's Build phase ("suggest").

A plan's score is compared item by item (larger is better):
  1. the price of the contracts the plan completes this round;
  2. before the last Build phase, the largest total price of contracts the player's
     whole workforce could complete together in the next Build phase; in the last one,
     what the unfinished contracts count for at the end (price - $20,000 per missing
     section, never below 0: rulebook, end of the game);
  3. the number of sections built;
  4. minus the levels of the workers used: no better worker is spent where a lesser one
     suffices.
The search runs over each contract's legal extensions (build.options, which already
applies the building regulations), so it is exact; workers are then placed with the
engine's canonical assignment (hardest requirement first, weakest adequate worker).
"""
from __future__ import annotations

import functools

from mbqt.games.master_builder import build
from mbqt.games.master_builder.state import unfinished_value

LAST = None   # `next_levels` of the last Build phase: nothing can be completed "next round"


@functools.cache
def missing_requirements(contract, mask: int) -> tuple:
    """Requirement levels of the sections not yet built, highest first."""
    return tuple(sorted((r for s in contract.sections if not mask >> s.index & 1 for r in s.requires),
                        reverse=True))


# Workers and requirements are counted per level l as "how many of level l or more", each
# count in an 8-bit field of one integer (field l at bit 8 l), so that adding requirements
# is one addition. Requirements fit workers exactly when no count of requirements exceeds
# the workers' (the rulebook's "or better": a colour is a minimum level); with a guard bit
# set in each of the workers' fields, one subtraction compares every field at once.
FIELD = 8
GUARD = 0x80          # counts stay below it: a player never has 128 workers or requirements


def _pack(levels, top: int) -> int:
    counts = [0] * (top + 2)
    for lvl in levels:
        counts[lvl] += 1
    packed, total = 0, 0
    for lvl in range(top, 0, -1):
        total += counts[lvl]
        packed |= total << (FIELD * lvl)
    return packed


def _guards(top: int) -> int:
    return sum(GUARD << (FIELD * lvl) for lvl in range(1, top + 1))


def _fits(need: int, have_guarded: int, guards: int) -> bool:
    return (have_guarded - need) & guards == guards


def _used(need: int, have: tuple, top: int) -> tuple:
    """Levels of the workers the canonical assignment uses: hardest requirement first, each
    by the weakest adequate worker (build.assign). Assumes the requirements fit."""
    left = list(have)
    used = []
    above = 0
    for req in range(top, 0, -1):
        at_least = need >> (FIELD * req) & 0xFF
        for _ in range(at_least - above):
            lvl = req
            while not left[lvl]:
                lvl += 1
            left[lvl] -= 1
            used.append(lvl)
        above = at_least
    return tuple(used)


def _top(levels, contracts) -> int:
    """The highest level among these workers (highest first) and the contracts' requirements."""
    top = levels[0] if levels else 0
    for c in contracts:
        hardest = _hardest(c)
        if hardest > top:
            top = hardest
    return top


@functools.cache
def _hardest(contract) -> int:
    return max(r for s in contract.sections for r in s.requires)


@functools.lru_cache(maxsize=20_000)
def _missing(contract, mask: int, top: int) -> int:
    return _pack(missing_requirements(contract, mask), top)


@functools.lru_cache(maxsize=20_000)
def _extensions(contract, mask: int, top: int) -> tuple:
    """build.options as (added mask, packed requirements), fuller extensions first."""
    return tuple((add, _pack(reqs, top)) for add, reqs in reversed(build.options(contract, mask)))


@functools.lru_cache(maxsize=50_000)
def completable(remaining: tuple, levels: tuple) -> int:
    """Largest total price of contracts in `remaining` ((contract, mask), ...) that workers
    of these levels (highest first) could all complete in one Build phase."""
    top = _top(levels, (c for c, _m in remaining))
    guards = _guards(top)
    have = _pack(levels, top) | guards
    needs = [_missing(c, m, top) for c, m in remaining]
    best = 0
    n = len(remaining)
    for pick in range(1, 1 << n):
        price = need = 0
        for i in range(n):
            if pick >> i & 1:
                price += remaining[i][0].price
                need += needs[i]
        if price > best and _fits(need, have, guards):
            best = price
    return best


def outcome_score(owned: tuple, adds: tuple, next_levels, penalty: int, worker_levels: int) -> tuple:
    """Score of building `adds` (added mask per owned contract, same order) on `owned`
    ((contract, mask), ...); `worker_levels` is the sum of the levels of the workers used."""
    income = sections = 0
    remaining = []
    for (contract, mask), add in zip(owned, adds):
        new = mask | add
        sections += bin(add).count("1")
        if new == contract.full_mask:
            income += contract.price
        else:
            remaining.append((contract, new))
    if next_levels is LAST:
        later = sum(unfinished_value(c, m, penalty) for c, m in remaining)
    else:
        later = completable(tuple(remaining), next_levels)
    return (income, later, sections, -worker_levels)


@functools.lru_cache(maxsize=50_000)
def best_outcome(owned: tuple, levels: tuple, next_levels, penalty: int) -> tuple:
    """The best (score, adds, used) for contracts `owned` ((contract, mask), ...) built by
    available workers of `levels` (highest first): `adds` is the mask added per contract,
    `used` the levels of the workers it takes. `next_levels`: the workforce's levels (highest
    first) in the next Build phase, or LAST."""
    top = _top(levels, (c for c, _m in owned))
    guards = _guards(top)
    have = _pack(levels, top) | guards
    counts = [0] * (top + 1)
    for lvl in levels:
        counts[lvl] += 1
    per = [_extensions(c, m, top) for c, m in owned]    # fuller first: the bound below bites sooner
    n = len(owned)
    prices_from = [sum(c.price for c, _m in owned[i:]) for i in range(n + 1)]
    best = [None, None, None]

    def walk(i, adds, need, income, sections, remaining):
        # Branch and bound on the score's first two items; the rest is exact at the leaves.
        first = best[0]
        if first is not None and income + prices_from[i] < first[0]:
            return
        if i == n:
            if next_levels is LAST:
                later = sum(unfinished_value(c, m, penalty) for c, m in remaining)
                if first is not None and (income, later) < first[:2]:
                    return
            else:
                if first is not None and (income, sum(c.price for c, _m in remaining)) < first[:2]:
                    return
                later = completable(tuple(remaining), next_levels)
            if first is not None and (income, later, sections) < first[:3]:
                return    # the workers used only break ties
            used = _used(need, counts, top)
            score = (income, later, sections, -sum(used))
            if first is None or score > first:
                best[0], best[1], best[2] = score, adds, used
            return
        contract, mask = owned[i]
        for add, extra in per[i]:
            merged = need + extra
            if add and not _fits(merged, have, guards):
                continue
            new = mask | add
            count = sections + bin(add).count("1")
            if new == contract.full_mask:
                walk(i + 1, adds + (add,), merged, income + contract.price, count, remaining)
            else:
                walk(i + 1, adds + (add,), merged, income, count, remaining + ((contract, new),))

    walk(0, (), 0, 0, 0, ())
    walk = None    # it called itself through its closure: a cycle only the garbage collector would free
    return best[0], best[1], best[2]


def _owned(state, seat) -> tuple:
    contracts = state.cards.contracts
    return tuple((contracts[num], mask) for num, mask in state.players[seat].contracts.items())


def _next_levels(state, seat):
    if state.round >= state.final_round:
        return LAST
    workers = state.cards.workers
    return tuple(sorted((workers[w].level for w in state.players[seat].workers), reverse=True))


def plan_score(state, seat: int, plan) -> tuple:
    """The planner's score of an explicit legal plan for this seat now."""
    owned = _owned(state, seat)
    masks = {}
    for num, idx, _crew in plan:
        masks[num] = masks.get(num, 0) | 1 << idx
    workers = state.cards.workers
    level_sum = sum(workers[w].level for _num, _idx, crew in plan for w in crew)
    adds = tuple(masks.get(c.number, 0) for c, _mask in owned)
    return outcome_score(owned, adds, _next_levels(state, seat), state.cards.section_penalty, level_sum)


def suggest_plan(state, seat: int) -> tuple:
    """The best legal build plan for this seat's workers available now (see module doc)."""
    workers = state.cards.workers
    avail = [(w, workers[w].level) for w in state.available_workers(seat)]
    owned = _owned(state, seat)
    if not owned or not avail:
        return ()
    levels = tuple(sorted((lvl for _w, lvl in avail), reverse=True))
    _score, adds, _used_levels = best_outcome(owned, levels, _next_levels(state, seat), state.cards.section_penalty)
    chosen = [(c.number, s.index) for (c, _mask), add in zip(owned, adds)
              for s in c.sections if add >> s.index & 1]
    return build.assign(chosen, state.cards.contracts, avail)
