"""Referee tests of phase 5, income and wages, and of loans (rulebook "PHASE 5", "Credit";
clarifications "Phase 5")."""
import json

import pytest

from mbqt.games.master_builder import IllegalAction, MasterBuilder
from mbqt.games.master_builder.cards import DEFAULT_CARDS, parse_cards
from mbqt.games.master_builder.rules import repay_actions
from tests.support.master_builder import PASS, RULES, Table, hired, said, worker


def test_wages_are_paid_in_turn_order_even_without_income():
    t = Table(3, start=2)
    t.until(round=2)
    paid = t.entries("wages_paid")
    assert [(e["seat"], e["money"]) for e in paid] == [(seat, -t.s.wage_total(seat)) for seat in (2, 0, 1)]
    assert not t.entries("contract_completed")


# Seat 0 pays $12,000 of wages; seat 1 $12,000 too.
BROKE = {0: ["MC-01", "F-01", "A-01", "A-02", "A-03"], 1: ["MC-02", "F-02", "A-04", "A-05", "A-06"]}


def broke_table(**setup):
    """Seat 0 spends all its $40,000 on contract 5 in round 1 and must borrow for its wages."""
    t = hired(2, BROKE, contracts=[5, 3, 4], events=["quiet_times", "farmers_protest", "fire_in_town",
                                                     "guild_assembly", "epidemic"], **setup)
    t.until("open")
    t.by(0, ("open", 5, 40_000))
    t.until("loan")
    return t


def test_a_player_who_cannot_pay_wages_must_borrow_until_they_can_choosing_the_loan():
    t = broke_table()
    assert (t.s.to_move, t.s.round, t.s.phase) == (0, 1, 5)
    assert RULES.legal_actions(t.s) == [("loan", 0), ("loan", 1)]    # no passing, no other way
    assert t.by(0, ("loan", 0)) == [("loan_taken", {"seat": 0, "money": 10_000, "loan": 0})]
    assert (t.s.step, t.s.to_move) == ("loan", 0)                    # $10,000 < $12,000: again
    entries = t.by(0, ("loan", 1))
    assert entries[:2] == [("loan_taken", {"seat": 0, "money": 30_000, "loan": 1}),
                           ("wages_paid", {"seat": 0, "money": -12_000})]
    assert t.player(0).loans == [1, 1] and t.money()[0] == 28_000
    assert t.view(1)["players"][0]["loans"] == {"small": 1, "large": 1}


def test_the_bank_never_runs_out_of_loans():
    raw = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))
    for loan in raw["rules"]["loans"]:
        loan["count"] = 0                         # no IOU cards printed at all
    t = broke_table(rules=MasterBuilder(parse_cards(raw)))
    assert RULES.legal_actions(t.s) == [("loan", 0), ("loan", 1)]
    t.by(0, ("loan", 0))
    t.by(0, ("loan", 0))
    assert t.player(0).loans == [2, 0] and t.money()[0] == 8_000


@pytest.mark.parametrize("action", [("loan", 0), ("loan", 1)])
def test_loans_are_taken_only_to_pay_wages(action):
    t = Table(2)
    with pytest.raises(IllegalAction) as err:
        t.do(action)
    assert said(err.value) == "that is not possible now: P0 must hire, fire or pass"
    t.until("open")
    with pytest.raises(IllegalAction) as err:
        t.do(action)
    assert err.value.code == "not_now" and err.value.params["step"] == "open"
    assert t.player(0).loans == [0, 0]


def test_an_unknown_loan_kind_is_refused():
    t = broke_table()
    for bad in [("loan", 2), ("loan", -1), ("loan", "small"), ("loan",)]:
        with pytest.raises(IllegalAction):
            t.do(bad)
    assert t.player(0).loans == [0, 0]


def test_loans_are_repaid_at_any_decision_early_value_then_late_value_once_the_contract_deck_is_empty():
    # Contract deck of 8 (2 players): 3 in round 1, 2 in round 2, 2 in round 3, the last in round 4.
    t = broke_table(economic=["boom_10", "boom_11", "growth_9"])
    t.by(0, ("loan", 0))
    t.by(0, ("loan", 1))
    t.until("hire", round=2, seat=0)
    # Early value while the deck has cards; repaying does not use up the decision.
    assert ("repay", 0) in RULES.legal_actions(t.s) and ("repay", 1) not in RULES.legal_actions(t.s)
    trial = t.s.clone()
    assert RULES.apply(trial, ("repay", 0)) == [("loan_repaid", {"seat": 0, "money": -13_000, "loan": 0})]
    assert (trial.step, trial.to_move, trial.players[0].loans) == ("hire", 0, [0, 1])
    with pytest.raises(IllegalAction) as err:
        t.do(("repay", 1))                              # $38,000 is more than the cash
    assert err.value.code == "repay_cash" and said(err.value) == "repaying a large loan takes $38,000 in cash"
    # Fire everyone over rounds 2 and 3 so that the cash stays for a late repayment.
    t.by(0, ("fire", worker("MC-01")))
    for w in ("F-01", "A-01"):
        t.until("hire", round=2, seat=0)
        t.by(0, ("fire", worker(w)))
    for w in ("A-02", "A-03"):
        t.until("hire", round=3, seat=0)
        t.by(0, ("fire", worker(w)))
    t.until("hire", round=5, seat=0)
    assert not t.s.contract_deck and t.money()[0] == 26_000
    assert t.by(0, ("repay", 0)) == [("loan_repaid", {"seat": 0, "money": -15_000, "loan": 0})]
    with pytest.raises(IllegalAction) as err:
        t.do(("repay", 0))
    assert err.value.code == "no_such_loan"
    t.to_end()
    assert t.s.final_money(0) == {"cash": 11_000, "unfinished": 0, "loans": 40_000, "total": -29_000}


def test_repaying_is_offered_at_every_kind_of_decision_while_the_cash_suffices():
    t = broke_table()
    t.by(0, ("loan", 0))
    t.by(0, ("loan", 1))                 # $28,000 cash, a small loan to repay for $13,000

    def offered():
        assert ("repay", 0) in RULES.legal_actions(t.s)
        # The cheap query a UI asks (at the plan step instead of listing every plan) agrees.
        assert repay_actions(t.s, t.s.to_move) == [a for a in RULES.legal_actions(t.s) if a[0] == "repay"]
        return t.s.step

    steps = []
    t.until("hire", round=2, seat=0)
    steps.append(offered())
    t.until("open", round=2, seat=1)
    t.by(1, PASS)
    steps.append(offered())
    t.by(0, ("open", 4, 3_000))
    t.by(1, ("bid", 4_000))
    steps.append(offered())
    t.by(0, PASS)
    t.until("plan", round=2, seat=0)
    steps.append(offered())
    assert steps == ["hire", "open", "bid", "plan"]
    assert t.player(0).loans == [1, 1]
