"""Build phase: qualification matching, the building regulations, and build plans.

A plan is a tuple of (contract number, section index, worker indices) sorted by contract
and section. Worker requirements are minimum levels, so a group of workers can fill a
group of requirements exactly when, both sorted from highest to lowest, each worker is at
least the requirement beside it (the rulebook's "or better" rule).
"""
from __future__ import annotations

import functools

from mbqt.core.errors import IllegalAction
from mbqt.games.master_builder.cards import Contract

# The refusals of the building regulations (regulation_error): a plan may break them for
# a while as it is drafted section by section; the others refuse a crew at once.
REGULATIONS = frozenset({"walls_first", "roof_last", "wall_order", "wall_section_first", "side_piece_needed"})


def is_int(x) -> bool:
    """A whole number as actions carry them (bool is an int to Python, not to a player)."""
    return isinstance(x, int) and not isinstance(x, bool)


def _check_item(item) -> None:
    if not (isinstance(item, tuple) and len(item) == 3 and is_int(item[0]) and is_int(item[1])
            and isinstance(item[2], tuple) and all(is_int(w) for w in item[2])):
        raise IllegalAction("bad_plan_item", item=repr(item))


def qualifies(levels, requires) -> bool:
    """True when workers of these levels can fill these requirements (both any order)."""
    if len(levels) < len(requires):
        return False
    return all(l >= r for l, r in zip(sorted(levels, reverse=True), sorted(requires, reverse=True)))


def regulation_error(contract: Contract, mask: int) -> IllegalAction | None:
    """Why the built sections `mask` of this contract are not a legal state (a refusal of
    REGULATIONS), or None."""
    if mask == 0:
        return None
    sections = contract.sections
    if contract.kind == "building":
        built = {"side_wall": 0, "gable_end": 0, "roof": 0}
        total = dict(built)
        for s in sections:
            total[s.kind] += 1
            if mask >> s.index & 1:
                built[s.kind] += 1
        if not built["side_wall"] or not built["gable_end"]:
            return IllegalAction("walls_first", contract=contract.number)
        if built["roof"] and (built["side_wall"] < total["side_wall"] or built["gable_end"] < total["gable_end"]):
            return IllegalAction("roof_last", contract=contract.number)
        return None
    previous_complete = True
    for group in sorted({s.group for s in sections}):
        members = [s for s in sections if s.group == group]
        wall_built = any(mask >> s.index & 1 for s in members if s.kind == "wall")
        sides_built = sum(mask >> s.index & 1 for s in members if s.kind == "side_piece")
        if not wall_built and not sides_built:
            previous_complete = False
            continue
        if not previous_complete:
            return IllegalAction("wall_order", contract=contract.number, wall=group + 1, previous=group)
        if not wall_built:
            return IllegalAction("wall_section_first", contract=contract.number, wall=group + 1)
        if not sides_built:
            return IllegalAction("side_piece_needed", contract=contract.number, wall=group + 1)
        previous_complete = all(mask >> s.index & 1 for s in members)
    return None


@functools.cache
def options(contract: Contract, built: int) -> tuple:
    """The distinct legal ways to extend `built` this phase: (added mask, requirement levels).

    Sections alike in kind, wall and requirements are interchangeable, so only one of each
    equivalent extension is kept. The empty extension (build nothing here) comes first.
    """
    free = [s for s in contract.sections if not built >> s.index & 1]
    seen, result = set(), []
    for pick in range(1 << len(free)):
        add = 0
        for i, s in enumerate(free):
            if pick >> i & 1:
                add |= 1 << s.index
        if regulation_error(contract, built | add) is not None:
            continue
        chosen = [s for s in free if add >> s.index & 1]
        signature = tuple(sorted((s.group, s.kind, s.requires) for s in chosen))
        if signature in seen:
            continue
        seen.add(signature)
        result.append((add, tuple(sorted((r for s in chosen for r in s.requires), reverse=True))))
    return tuple(result)


def _feasible(slots_desc, levels_desc) -> bool:
    return len(slots_desc) <= len(levels_desc) and all(l >= r for l, r in zip(levels_desc, slots_desc))


def assign(chosen, contracts: dict, workers) -> tuple:
    """A plan filling the chosen sections [(contract number, section index)] with `workers`
    [(worker index, level)]: hardest requirement first, each by the weakest worker able to
    do it, so no better worker is spent where a lesser one suffices. Assumes feasibility."""
    slots = sorted(((r, num, idx) for num, idx in chosen for r in contracts[num].sections[idx].requires),
                   reverse=True)
    pool = sorted(workers, key=lambda w: (w[1], w[0]))
    crews: dict = {}
    for req, num, idx in slots:
        k = next(k for k, w in enumerate(pool) if w[1] >= req)
        crews.setdefault((num, idx), []).append(pool.pop(k)[0])
    return tuple((num, idx, tuple(sorted(crew))) for (num, idx), crew in sorted(crews.items()))


def can_build_any(owned: dict, contracts: dict, workers) -> bool:
    """Whether some section can be built this phase: then the player has a plan to make.
    (A plan builds nothing unless one contract alone can take some extension.)"""
    levels = sorted((w[1] for w in workers), reverse=True)
    return any(_feasible(slots, levels) for num, built in owned.items()
               for add, slots in options(contracts[num], built) if add)


def enumerate_plans(owned, contracts: dict, workers) -> list:
    """Every distinct legal plan for one player: `owned` is [(contract number, built mask)],
    `workers` [(worker index, level)] of the workers available to them this phase."""
    levels = sorted((w[1] for w in workers), reverse=True)
    per_contract = [(num, options(contracts[num], built)) for num, built in owned]
    chosen_sets = []

    def extend(i, picked, slots):
        if i == len(per_contract):
            chosen_sets.append(picked)
            return
        num, opts = per_contract[i]
        for add, add_slots in opts:
            merged = tuple(sorted(slots + add_slots, reverse=True)) if add_slots else slots
            if _feasible(merged, levels):
                extend(i + 1, picked + [(num, s.index) for s in contracts[num].sections if add >> s.index & 1],
                       merged)

    extend(0, [], ())
    extend = None    # it called itself through its closure: a cycle only the garbage collector would free
    return [assign(picked, contracts, workers) for picked in chosen_sets]


def check_plan(plan, owned: dict, contracts: dict, available: dict) -> dict:
    """Validate a plan; return the new built mask per contract it touches.

    `owned` maps contract number -> built mask, `available` worker index -> level.
    Raises IllegalAction naming the rule broken.
    """
    used, new_masks = set(), {}
    for item in plan:
        _check_item(item)
        num, idx, crew = item
        if num not in owned:
            raise IllegalAction("not_under_construction", number=num)
        contract = contracts[num]
        if not 0 <= idx < len(contract.sections):
            raise IllegalAction("no_such_section", contract=num, index=idx)
        section = contract.sections[idx]
        mask = new_masks.get(num, owned[num])
        if owned[num] >> idx & 1:
            raise IllegalAction("already_built", contract=num, section=idx)
        if mask >> idx & 1:
            raise IllegalAction("planned_twice", contract=num, section=idx)
        for w in crew:
            if w not in available:
                raise IllegalAction("worker_unavailable", worker=w)
            if w in used:
                raise IllegalAction("worker_twice", worker=w)
            used.add(w)
        if len(crew) != len(section.requires):
            raise IllegalAction("crew_size", contract=num, section=idx, need=len(section.requires))
        if not qualifies([available[w] for w in crew], section.requires):
            raise IllegalAction("unqualified", contract=num, section=idx)
        new_masks[num] = mask | 1 << idx
    for num, mask in new_masks.items():
        why = regulation_error(contracts[num], mask)
        if why:
            raise why
    return new_masks
