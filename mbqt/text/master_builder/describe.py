"""Master Builder's short and long names of cards, sections, events and plans, shared by
the board, the menus and the build planning. Everything a player reads goes through t()."""
from __future__ import annotations

from mbqt.text.master_builder.strings import colour_name, t
from mbqt.text.strings import card_name, money


def level_codes(cards) -> dict:
    """Worker level -> one-letter code: the initial of its type's name; if two types share
    an initial (the French names do), the initial of its card colour; else the level."""
    for name in (lambda wt: card_name(wt.name), lambda wt: colour_name(wt.color)):
        initials = {wt.level: name(wt)[:1].upper() for wt in cards.worker_types}
        if "" not in initials.values() and len(set(initials.values())) == len(initials):
            return initials
    return {wt.level: str(wt.level) for wt in cards.worker_types}


def needs(cards, requires) -> str:
    codes = level_codes(cards)
    return "".join(codes[r] for r in requires)


def type_name(cards, type_index: int) -> str:
    return card_name(cards.worker_types[type_index].name)


def worker_short(worker) -> str:
    """MC-04:W (id and quirk letters)."""
    return worker.id + (":" + "".join(sorted(worker.quirks)) if worker.quirks else "")


def worker_long(cards, worker) -> str:
    quirks = ", ".join(card_name(cards.quirks[q]) for q in sorted(worker.quirks))
    return t("worker_long", id=worker.id, type=type_name(cards, worker.type),
             quirks=t("worker_quirks", quirks=quirks) if quirks else "", wage=money(worker.wage))


def contract_label(cards, num: int) -> str:
    return t("contract", num=num, name=card_name(cards.contracts[num].name))


def section_label(contract, idx: int) -> str:
    s = contract.sections[idx]
    same = [o for o in contract.sections[:idx + 1] if o.kind == s.kind and o.group == s.group]
    if contract.kind == "city_wall":
        if s.kind == "wall":
            return t("sec_wall", g=s.group + 1)
        return t("sec_side_piece", g=s.group + 1, n=len(same))
    return t("sec_" + s.kind, n=len(same))


def _group(contract, section) -> str:
    """The part of a contract a section belongs to: sides, gables, roof, wall 1, wall 2."""
    return t("grp_wall", g=section.group + 1) if contract.kind == "city_wall" else t("grp_" + section.kind)


def sections_compact(cards, contract, built: set) -> str:
    """sides [x][F] gables [A][A] roof [MT][MT]: built sections and what the others need."""
    parts, group = [], None
    for s in contract.sections:
        label = _group(contract, s)
        if label != group:
            parts.append(label + " ")
            group = label
        parts[-1] += t("sec_built") if s.index in built else t("sec_needs", codes=needs(cards, s.requires))
    return " ".join(parts)


def event_text(cards, e: int) -> str:
    event = cards.events[e]
    eff = event.effect
    who = []
    if eff.types:
        who.append(t("who_types", types=", ".join(type_name(cards, i) for i in sorted(eff.types))))
    if eff.quirks_any:
        who.append(t("who_quirks", quirks="/".join(sorted(eff.quirks_any))))
    effect = t("eff_" + eff.kind, who=t("who_or").join(who), count=eff.count,
               comp=money(eff.compensation), amount=money(eff.amount_per_worker))
    return t("event_text", name=card_name(event.name), effect=effect)


def plan_what(cards, plan, owned: dict, short: bool = False) -> str:
    """What a plan builds, contract by contract, marking the contracts it completes
    (`short`: "#4 sides x2, roof x1", as alike sections are interchangeable)."""
    if not plan:
        return t("plan_nothing")
    parts = []
    for num in sorted({num for num, _, _ in plan}):
        contract = cards.contracts[num]
        idxs = [idx for n, idx, _ in plan if n == num]
        mask = owned.get(num, 0)
        for idx in idxs:
            mask |= 1 << idx
        if short:
            counts = {}
            for idx in idxs:
                label = _group(contract, contract.sections[idx])
                counts[label] = counts.get(label, 0) + 1
            text = t("plan_part", contract=t("contract_num", num=num),
                     sections=", ".join(t("plan_count", what=k, n=c) for k, c in counts.items()))
        else:
            text = t("plan_part", contract=contract_label(cards, num),
                     sections=", ".join(section_label(contract, i) for i in idxs))
        parts.append(text + (t("plan_completes") if mask == contract.full_mask else ""))
    return "; ".join(parts)


def completes(cards, plan, owned: dict) -> int:
    masks = dict(owned)
    for num, idx, _ in plan:
        masks[num] |= 1 << idx
    return sum(1 for num in {n for n, _, _ in plan} if masks[num] == cards.contracts[num].full_mask)


def plan_size(plan) -> str:
    return t("plan_1") if len(plan) == 1 else t("plan_n", n=len(plan))


def loan_kind(k: int) -> str:
    return t(("loan_small", "loan_large")[k])
