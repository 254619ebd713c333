"""Feedback on a build plan being drafted (for a planner UI). No Qt here.

A draft maps (contract number, section index) to the workers placed there so far; it may
be incomplete. These functions say, with the rules of build.py, which sections the draft
would build, why the others would not be, and whether a worker may join a section. A
reason is an IllegalAction (not raised), said in words by the game's sentences.
"""
from __future__ import annotations

from mbqt.core.errors import IllegalAction
from mbqt.games.master_builder.build import qualifies, regulation_error
from mbqt.games.master_builder.state import State

# Status of one section under a draft.
BUILT = "built"                # already standing
EMPTY = "empty"                # nobody placed
SHORT = "short"                # fewer workers than the section needs
UNQUALIFIED = "unqualified"    # the crew cannot fill the requirements
BLOCKED = "blocked"            # crew fine, but the building regulations forbid the result
READY = "ready"                # would be built


def levels(state: State, workers) -> list:
    return [state.cards.workers[w].level for w in workers]


def join_error(state: State, seat: int, draft: dict, worker: int, num: int, idx: int) -> IllegalAction | None:
    """Why `worker` cannot be placed on section `idx` of contract `num` now, or None.

    A partial crew is fine when it can still be completed: its workers, best first, match
    the easiest requirements of the section (the colour is a minimum level)."""
    p = state.players[seat]
    if worker not in state.available_workers(seat):
        return IllegalAction("worker_unavailable", worker=worker)
    if num not in p.contracts:
        return IllegalAction("not_under_construction", number=num)
    contract = state.cards.contracts[num]
    if not 0 <= idx < len(contract.sections):
        return IllegalAction("no_such_section", contract=num, index=idx)
    section = contract.sections[idx]
    if p.contracts[num] >> idx & 1:
        return IllegalAction("already_built", contract=num, section=idx)
    crew = [w for w in draft.get((num, idx), ()) if w != worker] + [worker]
    need = len(section.requires)
    if len(crew) > need:
        return IllegalAction("crew_full", contract=num, section=idx, need=need)
    easiest = sorted(section.requires)[:len(crew)]
    if not qualifies(levels(state, crew), easiest):
        return IllegalAction("worker_unqualified", worker=worker, contract=num, section=idx)
    return None


def feedback(state: State, seat: int, draft: dict) -> dict:
    """(contract number, section index) -> (status, reason or None) for every section of
    the seat's contracts under this draft."""
    p = state.players[seat]
    result, ready = {}, {}
    for num, built in p.contracts.items():
        contract = state.cards.contracts[num]
        for section in contract.sections:
            key = (num, section.index)
            crew = draft.get(key, ())
            need = len(section.requires)
            if built >> section.index & 1:
                result[key] = (BUILT, None)
            elif not crew:
                result[key] = (EMPTY, None)
            elif len(crew) < need:
                result[key] = (SHORT, IllegalAction("crew_short", missing=need - len(crew)))
            elif len(crew) > need or not qualifies(levels(state, crew), section.requires):
                result[key] = (UNQUALIFIED, IllegalAction("crew_unqualified"))
            else:
                result[key] = (READY, None)
                ready[num] = ready.get(num, 0) | 1 << section.index
    for num, add in ready.items():
        why = regulation_error(state.cards.contracts[num], p.contracts[num] | add)
        if why:
            for section in state.cards.contracts[num].sections:
                if add >> section.index & 1:
                    result[(num, section.index)] = (BLOCKED, why)
    return result


def draft_plan(draft: dict) -> tuple:
    """The plan (as build.py defines it) of every section a draft puts workers on."""
    return tuple(sorted((num, idx, tuple(sorted(crew))) for (num, idx), crew in draft.items() if crew))


def plan_draft(plan) -> dict:
    """A plan as a draft (to edit a suggested plan)."""
    return {(num, idx): list(crew) for num, idx, crew in plan}


def preview(state: State, seat: int, draft: dict) -> dict:
    """What the draft's buildable sections (READY) would bring, before the plan is submitted:
    the contracts they complete and what those pay in phase 5 ("completes", "income"), and
    the seat's final money if the game ended now and if it ended once they are built and
    paid ("money_now", "money_after": State.final_money's total, the end-of-game count; the
    wages still due are not in either)."""
    built = {}
    for (num, idx), (status, _why) in feedback(state, seat, draft).items():
        if status == READY:
            built[num] = built.get(num, 0) | 1 << idx
    after = state.clone()
    p = after.players[seat]
    completes = []
    for num, add in sorted(built.items()):
        p.contracts[num] |= add
        if p.contracts[num] == state.cards.contracts[num].full_mask:   # paid in phase 5, "Income"
            completes.append(num)
            del p.contracts[num]
            p.money += state.cards.contracts[num].price
    return {"completes": completes, "income": sum(state.cards.contracts[num].price for num in completes),
            "money_now": state.final_money(seat)["total"], "money_after": after.final_money(seat)["total"]}
