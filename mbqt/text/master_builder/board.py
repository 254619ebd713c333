"""The board as a few lines of at most 80 columns, drawn from one seat's view only
(`rules.view(state, seat)`), so nothing hidden from that seat can be printed."""
from __future__ import annotations

import textwrap

from mbqt.text.console import WIDTH
from mbqt.text.master_builder.describe import (
    contract_label,
    event_text,
    level_codes,
    sections_compact,
    worker_short,
)
from mbqt.text.master_builder.strings import money_k, t, tn
from mbqt.text.strings import card_name, money, names_list


def wrap(text: str, indent: str = "    ") -> list:
    return textwrap.wrap(text, WIDTH, subsequent_indent=indent, break_on_hyphens=False) or [""]


def board_lines(cards, v: dict, names: list, seat: int, full: bool = False, room: int | None = None) -> list:
    """The table as `seat` sees it: its own contracts section by section, the others'
    as sections built (all of them section by section when `full`). When more than `room`
    lines, the others' workers are counted by type instead of listed and the worker decks
    left out (the b command shows them all)."""
    lines = _board(cards, v, names, seat, full, compact=False)
    if room is not None and len(lines) > room:
        lines = _board(cards, v, names, seat, full, compact=True)
    return lines


def _board(cards, v: dict, names: list, seat: int, full: bool, compact: bool) -> list:
    phase = v["phase"]
    lines = wrap(tn("b_head", v["contract_deck"], round=v["round"], final=v["final_round"],
                    phase=t("phase_" + phase), start=names[v["start_player"]]))
    if not compact:     # in phase 1 the menu lists the top cards; later they matter less
        decks = []
        for wt in cards.worker_types:
            d = v["worker_decks"][wt.id]
            if d["top"]:
                top = cards.worker_by_id(d["top"])
                decks.append(t("b_deck", worker=worker_short(top), wage=money_k(top.wage), n=d["count"]))
            else:
                decks.append(t("b_deck_empty", type=card_name(wt.name)))
        lines += wrap(t("b_hire", decks="  ".join(decks)))
    if v["display"] or phase == "contracts":
        items = ", ".join(t("b_display_item", contract=contract_label(cards, d["number"]),
                            min_bid=money_k(d["min_bid"]),
                            bonus=t("b_bonus", bonus=money_k(d["bonus"])) if d["bonus"] else "")
                          for d in v["display"]) or t("b_none")
        economy = v["economic_card"]
        lines += wrap(t("b_display_economy", items=items, economy=card_name(cards.economic_by_id(economy).name))
                      if economy else t("b_display", items=items))
    # The event cards stay turned until the next Events phase: they matter from it on.
    if v["events"] and phase in ("events", "build", "income"):
        lines += wrap(t("b_events", events="; ".join(event_text(cards, cards.event_by_id(e).index)
                                                      for e in v["events"])))
    a = v["auction"]
    if a:
        lines += wrap(t("b_auction", contract=contract_label(cards, a["contract"]), high=money(a["high_bid"]),
                        leader=names[a["leader"]], names=names_list(names[i] for i in a["in"])))
        lines += wrap("  " + sections_compact(cards, cards.contracts[a["contract"]], set()))
    offer = v["lend_offer"]
    if offer:
        lines += wrap(t("b_offer", lender=names[offer["from"]], borrower=names[offer["to"]],
                        worker=worker_short(cards.worker_by_id(offer["worker"])), price=money(offer["price"])))
    n = len(v["players"])
    for i in [(seat + k) % n for k in range(n)]:
        lines += _player_lines(cards, v, names, i, seat, full or i == seat, compact and i != seat)
    return lines


def _player_lines(cards, v: dict, names: list, i: int, seat, detailed: bool, compact: bool) -> list:
    p = v["players"][i]
    marks = [t("b_you")] if i == seat else []
    if i == v["start_player"]:
        marks.append(t("b_start"))
    marks = t("b_marks", marks=", ".join(marks)) if marks else ""
    extra = ""
    if any(p["loans"].values()):
        if compact:
            extra += t("b_loans_compact", small=p["loans"]["small"], large=p["loans"]["large"])
        else:
            extra += t("b_loans", loans=", ".join(t("b_loan_" + k, n=c) for k, c in p["loans"].items() if c))
    hand = p.get("event_hand")
    if isinstance(hand, list) and hand:
        extra += t("b_hand_own", events=", ".join(card_name(cards.event_by_id(e).name) for e in hand))
    elif isinstance(hand, int) and hand:
        extra += t("b_hand_compact" if compact else "b_hand_count", n=hand)
    if p.get("plan_submitted"):
        extra += t("b_plan_ready")
    built = sum(1 for c in v["city"] if c["builder"] == i)
    if built:
        extra += t("b_city", n=built)
    if not detailed and p["contracts"]:
        extra += t("b_contracts_short", items=", ".join(
            t("b_contract_short", num=c["number"], built=len(c["built"]),
              total=len(c["built"]) + len(c["missing"])) for c in p["contracts"]))
    head = t("b_player", name=names[i], marks=marks, money=money(p["money"]),
             wages=(money_k if compact else money)(p["wage_total"]), extra=extra)
    if compact:
        return wrap(head + t("b_workers_counted", workers=_counted(cards, p["workers"])))
    lines = wrap(head)
    tokens = []
    for w in p["workers"]:
        token = worker_short(cards.worker_by_id(w["id"]))
        if w["id"] in p["lent_out"]:
            token = t("b_lent", worker=token, to=names[p["lent_out"][w["id"]]])
        tokens.append(token if w["face_up"] else t("b_down", worker=token))
    lines += wrap(t("b_workers", workers=" ".join(tokens)) if tokens else t("b_no_workers"), "             ")
    if detailed:
        for c in p["contracts"]:
            contract = cards.contracts[c["number"]]
            built_idx = {s.index for s in contract.sections if s.id in c["built"]}
            lines += wrap(t("b_contract", contract=contract_label(cards, c["number"]), price=money_k(c["price"]),
                            sections=sections_compact(cards, contract, built_idx)), "      ")
        if not p["contracts"]:
            lines.append(t("b_no_contracts"))
    return lines


def _counted(cards, workers: list) -> str:
    """A2 T1 F4 M2 (1 down): workers by type, and how many are face down."""
    codes = level_codes(cards)
    levels = [cards.worker_by_id(w["id"]).level for w in workers]
    text = " ".join(f"{codes[lvl]}{levels.count(lvl)}" for lvl in sorted(set(levels)))
    down = sum(1 for w in workers if not w["face_up"])
    return text + (t("b_down_count", n=down) if down else "")
