"""The build planner's preview (issue #19, "Previews before commitment"): what a plan
completes and earns, and the seat's money if the game ended now and with the plan built,
computed by the engine (planning.preview) and checked against what the rules then do."""
from __future__ import annotations

import random

from mbqt.games.master_builder import planning
from mbqt.games.master_builder.rules import plans_for
from tests.support.master_builder import RULES, make_setup


def test_the_preview_says_what_the_rules_then_pay():
    seen = 0
    for seed in range(30):
        state = RULES.new_game(make_setup(n=2 + seed % 3, seed=seed))
        rng = random.Random(seed)
        while not RULES.is_over(state):
            if state.step == "plan":
                seat = state.to_move
                plans = plans_for(state, seat)
                plan = max(plans, key=lambda p: (len(planning.preview(state, seat, planning.plan_draft(p))["completes"]),
                                                 rng.random()))
                found = planning.preview(state, seat, planning.plan_draft(plan))
                assert found["money_now"] == state.final_money(seat)["total"]
                money, held = state.players[seat].money, dict(state.players[seat].contracts)
                log = RULES.apply(state, ("build", plan))
                while not any(key == "phase" and args["phase"] == 5 for key, args in log) and state.step == "plan":
                    log += RULES.apply(state, ("build", rng.choice(plans_for(state, state.to_move))))
                paid = [args for key, args in log if key == "contract_completed" and args["seat"] == seat]
                assert found["completes"] == sorted(a["contract"] for a in paid)
                assert found["income"] == sum(a["money"] for a in paid)
                seen += bool(paid)
                # after: the cash with the income, the unfinished buildings as built, the loans
                unfinished = state.final_money(seat)["unfinished"] if state.step != "plan" else None
                if unfinished is not None and not any(k in ("loan_taken", "wages_paid") and a["seat"] == seat
                                                      for k, a in log):
                    loans = state.final_money(seat)["loans"]
                    assert found["money_after"] == money + found["income"] + unfinished - loans
                assert set(held) >= set(found["completes"])
                continue
            RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    assert seen >= 5, "plans completing a building were previewed"


def test_the_preview_in_words():
    state = RULES.new_game(make_setup(n=2, seed=1))
    found = {"completes": [3], "income": 28000, "money_now": -12000, "money_after": 16000}
    names = ["Ann", "Bob"]
    assert RULES.say("preview.completes", {"contracts": found["completes"], "money": found["income"]}, names,
                     "en") == "This plan completes contract 3 (Privy): +$28,000"
    assert RULES.say("preview.money", {"now": -12000, "after": 16000}, names, "en") == \
        "Your money if the game ended now: -$12,000; with this plan built: $16,000"
    assert RULES.say("preview.money_same", {"now": 5000}, names, "fr") == \
        "Votre argent si la partie s'arrêtait maintenant : 5\u00a0000\u00a0$"
    assert planning.preview(state, 0, {})["completes"] == []
