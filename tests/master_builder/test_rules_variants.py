"""Referee tests of the four variants (rulebook "Variants"; clarifications "Phase 1", "Phase 3",
"Phase 4") and the lead's decision on Selective + Additional events."""
import random

import pytest

from mbqt.games.master_builder import IllegalAction
from tests.support.master_builder import (
    CARDS,
    PASS,
    RULES,
    TYPE,
    Table,
    event,
    hired,
    plan_of,
    said,
    worker,
)

CHOOSING = ["choosing_workers"]


# --- Choosing workers

def test_choosing_workers_takes_any_card_of_a_deck_for_1000():
    t = Table(2, variants=CHOOSING)
    chosen = sorted(a[1] for a in RULES.legal_actions(t.s) if a[0] == "hire_chosen")
    assert chosen == list(range(len(CARDS.workers)))           # every card of every deck
    top = t.view(1)["worker_decks"]["apprentice"]["top"]
    entries = t.by(0, ("hire_chosen", worker("A-13")))
    assert ("choose_fee", {"seat": 0, "money": -1_000, "worker": worker("A-13")}) in entries
    assert t.ids(0) == ["A-13"] and t.money()[0] == 39_000
    assert t.view(1)["worker_decks"]["apprentice"] == {"top": top, "count": 12}
    assert t.s.to_move == 1                                     # one of the player's hires


def test_choosing_workers_is_one_of_the_three_opportunities_of_later_rounds():
    t = Table(2, variants=CHOOSING)
    t.until("hire", round=2)
    t.by(1, ("hire_chosen", worker("MC-08")))
    assert t.s.to_move == 0 and "MC-08" in t.ids(1)


def test_without_the_variant_a_worker_cannot_be_chosen():
    t = Table(2)
    assert not [a for a in RULES.legal_actions(t.s) if a[0] == "hire_chosen"]
    with pytest.raises(IllegalAction) as err:
        t.do(("hire_chosen", worker("A-13")))
    assert said(err.value) == "this game is played without the variant Choosing workers"


def test_the_fee_is_paid_in_cash_never_with_a_loan():
    # Seat 0 spends all its cash on a contract and borrows exactly its $20,000 of wages.
    t = hired(2, {0: ["MC-01", "MC-02", "F-01", "T-01", "T-02"], 1: ["A-01", "A-02", "A-03", "A-04", "A-05"]},
              variants=CHOOSING, contracts=[5, 3, 4], events=["quiet_times"])
    t.until("open")
    t.by(0, ("open", 5, 40_000))
    t.until("loan", seat=0)
    t.by(0, ("loan", 0))
    t.by(0, ("loan", 0))
    t.until("hire", round=2, seat=0)
    assert t.money()[0] == 0
    assert not [a for a in RULES.legal_actions(t.s) if a[0] == "hire_chosen"]
    with pytest.raises(IllegalAction) as err:
        t.do(("hire_chosen", worker("A-13")))
    assert err.value.code == "choose_fee" and said(err.value) == "looking through a deck costs $1,000 in cash (no loan)"
    assert (t.s.step, t.s.to_move, t.player(0).loans) == ("hire", 0, [2, 0])


def test_the_choices_reveal_nothing_of_the_hidden_deck_order():
    def chosen(seed):
        order = [w.id for w in CARDS.workers if w.type == TYPE["apprentice"]]
        random.Random(seed).shuffle(order)
        t = Table(2, variants=CHOOSING, workers={"apprentice": ["A-01"] + [w for w in order if w != "A-01"]})
        return [a for a in RULES.legal_actions(t.s) if a[0] == "hire_chosen"]
    assert chosen(1) == chosen(2) == chosen(3)


def test_a_chosen_worker_still_respects_the_wage_track():
    t = hired(2, {0: ["MC-01", "MC-02", "MC-03", "MC-04", "MC-05"], 1: ["A-01", "A-02", "A-03", "A-04", "A-05"]},
              variants=CHOOSING)
    t.until("hire", round=2, seat=0)
    t.by(0, ("hire_chosen", worker("MC-08")))                   # exactly $30,000
    t.until("hire", round=2, seat=0)
    assert not [a for a in RULES.legal_actions(t.s) if a[0].startswith("hire")]
    with pytest.raises(IllegalAction) as err:
        t.do(("hire_chosen", worker("A-13")))
    assert err.value.code == "wage_cap"


# --- Loaning workers

# Seat 0: contract 3 and an idle foreman; seat 1: contract 1 (city wall: tradesman walls).
LEND = {0: ["A-01", "A-02", "A-03", "A-04", "F-01"], 1: ["MC-01", "F-02", "T-01", "A-05", "A-06"]}


def lend_table(picks=LEND, **setup):
    t = hired(2, picks, variants=["loaning_workers"], contracts=[3, 1, 4], events=["quiet_times"], **setup)
    t.until("lend")
    return t


def test_lending_is_offered_in_turn_order_and_accepted_for_the_agreed_price_then_returned():
    t = lend_table()
    assert t.s.to_move == 0
    before = t.money()
    t.by(0, ("lend", worker("F-01"), 1, 2_000))
    assert (t.s.step, t.s.to_move) == ("lend_reply", 1)
    assert t.view(0)["lend_offer"] == {"worker": "F-01", "from": 0, "to": 1, "price": 2_000}
    assert RULES.legal_actions(t.s) == [("accept",), ("refuse",)]
    entries = t.by(1, ("accept",))
    assert entries == [("lend_paid", {"seat": 1, "money": -2_000, "worker": worker("F-01"), "lender": 0}),
                       ("lend_received", {"seat": 0, "money": 2_000, "worker": worker("F-01"), "borrower": 1})]
    assert t.money() == [before[0] + 2_000, before[1] - 2_000]
    assert worker("F-01") in t.s.available_workers(1) and worker("F-01") not in t.s.available_workers(0)
    assert t.view(1)["players"][0]["lent_out"] == {"F-01": 1}
    assert (t.s.step, t.s.to_move) == ("lend", 0)               # seat 0 may lend more, or end
    t.by(0, PASS)
    t.until("plan", seat=0)
    with pytest.raises(IllegalAction) as err:
        t.do(("build", plan_of((3, "side_wall_1", "F-01"), (3, "gable_end_1", "A-01"))))
    assert err.value.code == "worker_unavailable" and "F-01 is not available" in said(err.value)
    t.by(0, ("build", ()))
    # The borrowed foreman builds the wall of seat 1's city wall.
    t.by(1, ("build", plan_of((1, "wall1", "F-01"), (1, "wall1_side1", "A-05"))))
    assert not t.s.lent and "F-01" in t.ids(0)                  # back after the build phase
    t.until(round=2)
    assert t.entries("wages_paid")[0] == {"seat": 0, "money": -8_000}   # the lender pays its wage


def test_a_refused_offer_costs_nothing_and_cannot_be_repeated_this_phase():
    t = lend_table()
    t.by(0, ("lend", worker("F-01"), 1, 3_000))
    before = t.money()
    assert t.by(1, ("refuse",)) == [("lend_refused", {"seat": 1, "worker": worker("F-01"), "lender": 0})]
    assert t.money() == before and not t.s.lent
    assert not [a for a in RULES.legal_actions(t.s) if a[:3] == ("lend", worker("F-01"), 1)]
    with pytest.raises(IllegalAction) as err:
        t.do(("lend", worker("F-01"), 1, 0))
    assert err.value.code == "already_offered" and said(err.value) == "Foreman F-01 was already offered to P1 this phase"


@pytest.mark.parametrize("offer, code", [
    (("lend", "F-01", 0, 1_000), "lend_to_self"),
    (("lend", "F-01", 2, 1_000), "lend_to_self"),          # to a seat that does not exist
    (("lend", "MC-01", 1, 1_000), "lend_not_idle"),        # someone else's worker
    (("lend", "F-01", 1, 99_000), "lend_price"),           # more than the borrower's cash
    (("lend", "F-01", 1, 1_500), "lend_price"),            # not whole thousands
    (("lend", "F-01", 1, -1_000), "lend_price"),
    (("lend", "F-01", 1), "bad_arguments"),
])
def test_illegal_offers_name_the_rule(offer, code):
    t = lend_table()
    action = (offer[0], worker(offer[1]), *offer[2:])
    with pytest.raises(IllegalAction) as err:
        t.do(action)
    assert err.value.code == code
    assert (t.s.step, t.s.to_move) == ("lend", 0)


def test_a_face_down_worker_cannot_be_lent():
    t = hired(2, LEND, variants=["loaning_workers"], contracts=[3, 1, 4], events=["higher_wages_elsewhere"])
    t.until("lend")     # F-01 is Deceitful: dismissed; seat 0 still has apprentices to lend
    with pytest.raises(IllegalAction):
        t.do(("lend", worker("F-01"), 1, 0))
    t2 = hired(2, LEND, variants=["loaning_workers"], contracts=[3, 1, 4], events=["tavern_brawl"])
    t2.until("lend")    # A-01 is Hot-tempered: face down for this build
    assert worker("A-01") in t2.player(0).down
    with pytest.raises(IllegalAction) as err:
        t2.do(("lend", worker("A-01"), 1, 0))
    assert err.value.code == "lend_not_idle"


def test_a_borrower_who_repays_a_loan_while_answering_cannot_accept_an_offer_beyond_their_cash():
    # Seat 1 borrows for round 1 wages ($12,000: small then large) and holds $28,000 in round 2.
    picks = {0: LEND[0], 1: ["MC-01", "F-02", "A-05", "A-06", "A-07"]}
    t = hired(2, picks, variants=["loaning_workers"], contracts=[1, 3, 4], events=["quiet_times", "storm"])
    t.until("open")
    t.by(0, ("open", 1, 2_000))
    t.by(1, PASS)
    t.by(0, PASS)
    t.by(1, ("open", 3, 40_000))
    t.until("loan", seat=1)
    t.by(1, ("loan", 0))
    t.by(1, ("loan", 1))
    t.until("lend", round=2, seat=0)
    cash = t.money()[1]
    t.by(0, ("lend", worker("F-01"), 1, cash))
    t.by(1, ("repay", 0))
    assert t.money()[1] == cash - 13_000
    assert ("accept",) not in RULES.legal_actions(t.s)
    with pytest.raises(IllegalAction) as err:
        t.do(("accept",))
    assert err.value.code == "accept_cash" and said(err.value) == f"accepting takes ${cash:,} in cash"
    assert t.money()[1] == cash - 13_000 and not t.s.lent


# --- Selective events

def test_selective_events_the_start_player_plays_one_of_their_own_cards_then_draws_when_none_is_left():
    ids = [e.id for e in CARDS.events]
    t = Table(2, variants=["selective_events"], events=ids)     # seat 0 holds ids[0:2], seat 1 ids[2:4]
    t.past_contracts()
    assert (t.s.step, t.s.to_move) == ("choose_event", 0)
    assert RULES.legal_actions(t.s) == [("choose_event", event(ids[0])), ("choose_event", event(ids[1]))]
    with pytest.raises(IllegalAction) as err:
        t.do(("choose_event", event(ids[2])))                 # seat 1's card
    assert err.value.code == "not_in_hand"
    t.by(0, ("choose_event", event(ids[1])))
    assert [e["event"] for e in t.entries("event_chosen")] == [event(ids[1])]
    assert t.player(0).hand == [event(ids[0])]
    assert t.view()["decks"]["events"][-1] == ids[1]           # executed: under the deck
    chosen = []
    for rnd in range(2, 7):
        t.until(round=rnd)
        t.past_contracts()
        if t.s.step == "choose_event":
            chosen.append((rnd, t.s.to_move))
        t.calm_until(lambda s: s.phase > 3 or s.round > rnd)
    assert chosen == [(2, 1), (3, 0), (4, 1)]
    # Round 5: seat 0 has no card left and turns the top card of the deck.
    turned = [e["event"] for e in t.entries("event")]
    assert turned[4] not in map(event, ids[:4])


# --- Additional events

def test_additional_events_two_cards_are_turned_and_both_executed():
    picks = {0: ["MC-05", "F-01", "T-01", "A-01", "A-04"], 1: ["MC-02", "F-02", "T-02", "A-02", "A-03"]}
    t = hired(2, picks, variants=["additional_events"], contracts=[3, 1, 4], events=["town_fair", "tavern_brawl"])
    t.past_contracts()
    assert t.view(0)["events"] == ["town_fair", "tavern_brawl"]
    down = {w["id"] for w in t.view(None)["players"][0]["workers"] if not w["face_up"]}
    assert down == {"MC-05", "A-04", "A-01"}                 # Negligent, then Hot-tempered
    assert t.view()["decks"]["events"][-2:] == ["town_fair", "tavern_brawl"]


def test_selective_and_additional_events_one_card_from_hand_and_one_from_the_deck_top():
    ids = [e.id for e in CARDS.events]
    t = Table(2, variants=["selective_events", "additional_events"], events=ids)
    t.past_contracts()
    t.by(0, ("choose_event", event(ids[0])))
    assert [e["event"] for e in t.entries("event")] == [event(ids[0]), event(ids[4])]  # ids[4]: deck top after the deal
