"""Sentences from the engine's structured log entries (key, args), in the text mode's language.

Each key of rules.py has a template "log_<key>" in strings.py; the functions here only
turn the arguments (seat numbers, card indices, money changes) into words.
"""
from __future__ import annotations

from mbqt.games.master_builder.state import PHASE_IDS
from mbqt.text.describe import (
    contract_label,
    event_text,
    loan_kind,
    section_label,
    type_name,
    worker_short,
)
from mbqt.text.strings import card_name, money, t, tn


class LogText:
    def __init__(self, cards, names: list):
        self.cards = cards
        self.names = names     # display name per seat

    def render(self, entry) -> str:
        key, args = entry
        words = {}
        cards = self.cards
        for arg, value in args.items():
            if arg in ("seat", "to", "lender", "borrower"):
                words["name" if arg == "seat" else arg] = self.names[value]
            elif arg == "worker":
                words[arg] = worker_short(cards.workers[value])
                words["type"] = type_name(cards, cards.workers[value].type)
            elif arg == "workers":
                words[arg] = ", ".join(worker_short(cards.workers[w]) for w in value)
            elif arg in ("money", "amount", "price"):
                words["amount"] = money(abs(value))
            elif arg == "wage_total":
                words["wages"] = money(value)
            elif arg == "contract":
                words[arg] = contract_label(cards, value)
            elif arg == "contracts":
                words[arg] = ", ".join(contract_label(cards, n) for n in value) or t("b_none")
            elif arg == "event":
                words[arg] = event_text(cards, value) if key == "event" else card_name(cards.events[value].name)
            elif arg == "card":
                words[arg] = card_name(cards.economic[value].name)
            elif arg == "loan":
                words["kind"] = loan_kind(value)
            elif arg == "plan":
                words["what"] = self._plan(value)
            elif arg == "phase":
                words[arg] = t("phase_" + PHASE_IDS[value])
            elif arg == "start":
                words["name"] = self.names[value]
            elif arg == "final_round":
                words["round"] = value
            elif arg == "count":
                words["n"] = value
            else:
                words[arg] = value
        if key == "auction_passed" and args.get("forced"):
            key = "auction_passed_forced"
        if key == "plan_revealed" and not args["plan"]:
            key = "plan_revealed_nothing"
        if key == "economic_card":
            return tn("log_" + key, **words)
        return t("log_" + key, **words)

    def _plan(self, plan) -> str:
        """#7 City Wall: wall 1 (MC-06), wall 1 side 1 (A-04); #3 Privy: roof 1 (T-02+A-01)"""
        cards = self.cards
        parts = []
        for num in dict.fromkeys(item[0] for item in plan):
            crews = ", ".join(t("log_plan_crew", section=section_label(cards.contracts[num], idx),
                                workers="+".join(cards.workers[w].id for w in crew))
                              for n, idx, crew in plan if n == num)
            parts.append(t("log_plan_part", contract=contract_label(cards, num), crews=crews))
        return "; ".join(parts)
