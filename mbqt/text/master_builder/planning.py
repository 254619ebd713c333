"""Build planning for a human seat: the engine's distinct legal plans (`plans_for`, as
the legal "build" actions), best first, or a plan made section by section and checked by
the engine's `check_plan` at every step, its rule message shown on error."""
from __future__ import annotations

from mbqt.games.master_builder import IllegalAction
from mbqt.games.master_builder.build import REGULATIONS
from mbqt.games.master_builder.rules import check_plan
from mbqt.text.console import BACK, Invalid, whole_number
from mbqt.text.master_builder.board import wrap
from mbqt.text.master_builder.describe import (
    completes,
    contract_label,
    needs,
    plan_size,
    plan_what,
    section_label,
    sections_compact,
    worker_long,
    worker_short,
)
from mbqt.text.master_builder.strings import money_k, t

PAGE = 6      # plans per page, so the planning screen fits in 24 lines
COMPOSE, MORE, ADD, REMOVE, SUBMIT = (object() for _ in range(5))


def plan(ses, seat: int, acts, letters: dict):
    cards = ses.cards
    owned = dict(ses.state.players[seat].contracts)
    # Best first: most sections, then completes a contract; the engine's order otherwise.
    ranked = sorted((a[1] for a in acts if a[0] == "build"),
                    key=lambda p: (-len(p), -completes(cards, p, owned)))
    page = 0
    while True:
        first = page * PAGE
        shown = ranked[first:first + PAGE]
        options = [(t("plan_item", sections=plan_size(p), what=plan_what(cards, p, owned, short=True))
                    if p else t("plan_nothing"), p) for p in shown]
        extra = {"c": (t("opt_compose"), COMPOSE)}
        if len(ranked) > PAGE:
            extra["m"] = (t("opt_more_plans"), MORE)
        title = t("plan_list", first=first + 1, last=first + len(shown), n=len(ranked))
        choice = ses.console.choose(title, options, {**extra, **letters}, header=_plan_board(ses, seat, owned))
        if choice is MORE:
            page = (page + 1) % -(-len(ranked) // PAGE)
            continue
        if choice is COMPOSE:
            choice = _compose(ses, seat, owned)
            if choice is BACK:
                continue
            return choice
        if not isinstance(choice, tuple):
            return choice          # a letter the caller handles (repay)
        header = _plan_lines(cards, choice) or ["  " + t("plan_nothing")]
        if ses.console.choose(t("ask_plan_ok"), [(t("opt_build_it"), True)], back=True, header=header) is True:
            return ("build", choice)


def _plan_board(ses, seat: int, owned: dict) -> list:
    """The seat's contracts, section by section with the levels required, and the workers
    it can put to work this phase (own face-up ones not lent, borrowed ones)."""
    cards = ses.cards
    lines = [t("plan_title", name=ses.names[seat])]
    for num, mask in owned.items():
        contract = cards.contracts[num]
        built = {s.index for s in contract.sections if mask >> s.index & 1}
        lines += wrap(t("b_contract", contract=contract_label(cards, num), price=money_k(contract.price),
                         sections=sections_compact(cards, contract, built)), "      ")
    workers = [worker_short(cards.workers[w]) for w in ses.state.available_workers(seat)]
    lines += wrap(t("plan_workers", workers=" ".join(workers)) if workers else t("plan_no_workers"))
    return lines


def _plan_lines(cards, plan) -> list:
    return [t("plan_line", section=section_label(cards.contracts[num], idx), contract=contract_label(cards, num),
              workers=" + ".join(cards.workers[w].id for w in crew)) for num, idx, crew in plan]


def _compose(ses, seat: int, owned: dict):
    cards, s, console = ses.cards, ses.state, ses.console
    available = s.available_workers(seat)
    draft = []
    while True:
        used = {w for _, _, crew in draft for w in crew}
        planned = {(num, idx) for num, idx, _ in draft}
        free = [(num, sec.index) for num, mask in owned.items() for sec in cards.contracts[num].sections
                if not mask >> sec.index & 1 and (num, sec.index) not in planned]
        options = []
        if free and len(used) < len(available):
            options.append((t("opt_add"), ADD))
        if draft:
            options.append((t("opt_remove"), REMOVE))
        options.append((t("opt_submit"), SUBMIT))
        header = _plan_board(ses, seat, owned) + [t("draft_title")] + \
            (_plan_lines(cards, draft) or [t("draft_empty")])
        choice = console.choose(None, options, back=True, header=header)
        if choice is BACK:
            return BACK
        if choice is SUBMIT:
            plan = tuple(sorted(draft))
            try:
                check_plan(s, seat, plan)
                return ("build", plan)
            except IllegalAction as err:
                console.say(t("illegal", msg=ses.explain(err)))
        elif choice is REMOVE:
            items = [(line.strip(), item) for line, item in zip(_plan_lines(cards, draft), draft)]
            item = console.choose(t("ask_remove"), items, back=True)
            if item is not BACK:
                draft.remove(item)
        else:
            section = console.choose(t("ask_section"), [(_section_text(cards, num, idx), (num, idx))
                                                        for num, idx in free], back=True)
            if section is BACK:
                continue
            crew = _ask_crew(ses, section, [w for w in available if w not in used])
            if crew is BACK:
                continue
            candidate = sorted(draft + [(*section, crew)])
            try:
                check_plan(s, seat, tuple(candidate))
            except IllegalAction as err:
                if err.code not in REGULATIONS:     # a wrong crew: refuse it now
                    console.say(t("plan_refused", msg=ses.explain(err)))
                    continue
                # Building regulations may only hold once more sections are added.
                console.say(t("plan_not_yet", msg=ses.explain(err)))
            draft = candidate


def _section_text(cards, num: int, idx: int) -> str:
    contract = cards.contracts[num]
    return t("opt_section", section=section_label(contract, idx), contract=contract_label(cards, num),
             codes=needs(cards, contract.sections[idx].requires))


def _ask_crew(ses, section, free_workers: list):
    cards = ses.cards
    num, idx = section
    ses.console.screen([f"{i:>3}) {worker_long(cards, cards.workers[w])}" for i, w in enumerate(free_workers, 1)])

    def parse(text):
        if text == "0":
            return BACK
        picks = [whole_number(p) for p in text.replace(",", " ").split()]
        if not picks or None in picks or not all(1 <= p <= len(free_workers) for p in picks) \
                or len(set(picks)) != len(picks):
            raise Invalid(t("bad_crew"))
        return tuple(sorted(free_workers[p - 1] for p in picks))
    return ses.console.ask(t("ask_crew", section=section_label(cards.contracts[num], idx),
                             codes=needs(cards, cards.contracts[num].sections[idx].requires)), parse)
