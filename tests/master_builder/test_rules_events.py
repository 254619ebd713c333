"""Referee tests of phase 3, events (rulebook "PHASE 3", clarifications "Phase 3", the effect
kinds of cards.md). The variants Selective and Additional events are in test_rules_variants.py."""
import pytest

from mbqt.games.master_builder import IllegalAction
from tests.support.master_builder import CARDS, RULES, hired, said, worker

# Quirks: MC-05 N, F-01 D, T-01 W, A-01 H, A-04 NH  |  MC-01 H, F-02 W, T-03 H, A-02 SH, A-03 DW
MIXED = {0: ["MC-05", "F-01", "T-01", "A-01", "A-04"], 1: ["MC-01", "F-02", "T-03", "A-02", "A-03"]}


def at_events(event_id, picks=MIXED, start=0, **setup):
    """The first decision after the events of round 1 (seat 0 builds contract 3, seat 1 contract 1
    when seat 0 starts)."""
    t = hired(len(picks), picks, start=start, contracts=[3, 1, 4, 5], events=[event_id], **setup)
    t.past_contracts()
    return t


def face_up(t, seat):
    return {w["id"]: w["face_up"] for w in t.view(1 - seat if t.s.n == 2 else None)["players"][seat]["workers"]}


def test_unavailable_workers_are_face_down_for_the_build_still_paid_and_back_afterwards():
    t = at_events("town_fair")                      # Negligent workers are unavailable
    assert (t.s.step, t.s.to_move) == ("plan", 0)
    assert face_up(t, 0) == {"MC-05": False, "F-01": True, "T-01": True, "A-01": True, "A-04": False}
    assert all(face_up(t, 1).values())
    assert t.s.available_workers(0) == [worker("F-01"), worker("T-01"), worker("A-01")]
    assert all(worker("MC-05") not in crew for _, plan in RULES.legal_actions(t.s) for *_, crew in plan)
    with pytest.raises(IllegalAction) as err:
        t.do(("build", ((3, 0, (worker("MC-05"),)), (3, 2, (worker("A-01"),)))))
    assert err.value.code == "worker_unavailable"
    assert said(err.value) == "Master Craftsman MC-05 is not available to you for this Build phase"
    t.until(round=2)
    assert t.entries("wages_paid")[0] == {"seat": 0, "money": -14_000}   # all five are paid
    assert not t.player(0).down and all(face_up(t, 0).values())
    assert t.entries("workers_unavailable") == [
        {"seat": 0, "event": CARDS.event_by_id("town_fair").index, "workers": [worker("MC-05"), worker("A-04")]}]


def test_an_event_by_type_makes_every_worker_of_that_type_unavailable():
    t = at_events("fire_in_town")                   # apprentices
    assert face_up(t, 0) == {"MC-05": True, "F-01": True, "T-01": True, "A-01": False, "A-04": False}
    assert face_up(t, 1) == {"MC-01": True, "F-02": True, "T-03": True, "A-02": False, "A-03": False}


def test_an_event_with_two_quirks_hits_workers_having_either():
    t = at_events("storm")                          # Weak or Sensitive
    assert [w for w, up in face_up(t, 0).items() if not up] == ["T-01"]
    assert [w for w, up in face_up(t, 1).items() if not up] == ["F-02", "A-02", "A-03"]


def test_dismiss_all_sends_every_matching_worker_under_its_deck_in_turn_order():
    t = at_events("higher_wages_elsewhere", start=1)    # every Deceitful worker leaves
    e = CARDS.event_by_id("higher_wages_elsewhere").index
    assert t.entries("worker_dismissed") == [
        {"seat": 1, "worker": worker("A-03"), "event": e, "wage_total": 13_000},
        {"seat": 0, "worker": worker("F-01"), "event": e, "wage_total": 10_000}]
    assert t.ids(0) == ["MC-05", "T-01", "A-01", "A-04"] and t.ids(1) == ["MC-01", "F-02", "T-03", "A-02"]
    decks = t.view()["decks"]["workers"]
    assert decks["foreman"][-1] == "F-01" and decks["apprentice"][-1] == "A-03"
    assert (t.s.wage_total(0), t.s.wage_total(1)) == (10_000, 13_000)


def test_dismiss_one_is_each_players_choice_asked_in_turn_order():
    t = at_events("great_quarrel", start=1)          # one Hot-tempered worker each
    assert (t.s.step, t.s.to_move) == ("dismiss", 1)
    assert RULES.legal_actions(t.s) == [("dismiss", worker(i)) for i in ("MC-01", "T-03", "A-02")]
    with pytest.raises(IllegalAction) as err:
        t.do(("dismiss", worker("F-02")))
    assert err.value.code == "dismiss_choice"
    t.by(1, ("dismiss", worker("T-03")))
    assert (t.s.step, t.s.to_move) == ("dismiss", 0)
    assert RULES.legal_actions(t.s) == [("dismiss", worker("A-01")), ("dismiss", worker("A-04"))]
    t.by(0, ("dismiss", worker("A-04")))
    assert t.s.step == "plan"
    assert t.ids(1) == ["MC-01", "F-02", "A-02", "A-03"] and t.ids(0) == ["MC-05", "F-01", "T-01", "A-01"]
    decks = t.view()["decks"]["workers"]
    assert decks["tradesman"][-1] == "T-03" and decks["apprentice"][-1] == "A-04"
    assert t.s.wage_total(1) == 11_000


def test_dismiss_one_with_a_single_match_is_automatic_and_players_without_one_are_untouched():
    picks = {0: ["MC-02", "F-01", "T-01", "A-01", "A-04"], 1: MIXED[1]}   # A-04 is the only N
    t = at_events("accident_at_work", picks=picks)
    assert t.s.step == "plan"
    assert [(e["seat"], e["worker"]) for e in t.entries("worker_dismissed")] == [(0, worker("A-04"))]
    assert t.ids(1) == MIXED[1]


# Seat 0 has two foremen, seat 1 one, seat 2 none.
CORVEE = {0: ["MC-02", "F-01", "F-02", "A-01", "A-02"], 1: ["MC-03", "F-03", "T-01", "A-03", "A-05"],
          2: ["MC-04", "T-02", "T-03", "A-06", "A-07"]}


def test_requisition_is_a_choice_paid_3000_per_worker_who_is_away_for_the_build():
    t = at_events("counts_corvee", picks=CORVEE)
    before = t.money()
    assert (t.s.step, t.s.to_move) == ("give", 0)
    assert RULES.legal_actions(t.s) == [("give", worker("F-01")), ("give", worker("F-02"))]
    with pytest.raises(IllegalAction) as err:
        t.do(("give", worker("MC-02")))
    assert err.value.code == "give_choice"
    entries = t.by(0, ("give", worker("F-02")))
    e = CARDS.event_by_id("counts_corvee").index
    assert [a for k, a in entries if k == "worker_requisitioned"] == [
        {"seat": 0, "money": 3_000, "worker": worker("F-02"), "event": e},
        {"seat": 1, "money": 3_000, "worker": worker("F-03"), "event": e}]
    assert t.money() == [before[0] + 3_000, before[1] + 3_000, before[2]]
    assert t.s.step == "plan"
    assert worker("F-02") not in t.s.available_workers(0) and worker("F-03") not in t.s.available_workers(1)
    assert t.ids(0) == CORVEE[0] and t.ids(1) == CORVEE[1]     # still employed, still paid
    t.until(round=2)
    assert [e["money"] for e in t.entries("wages_paid")] == [-15_000, -14_000, -13_000]
    assert not t.player(0).down and not t.player(1).down


def test_a_wage_surcharge_raises_this_rounds_wages_per_matching_worker():
    picks = {0: ["MC-03", "F-01", "T-01", "A-01", "A-05"],      # three Deceitful workers
             1: ["MC-01", "F-02", "T-03", "A-02", "A-04"]}      # none
    t = hired(2, picks, contracts=[3, 1, 4], events=["wage_demands", "quiet_times"])
    t.until(round=3)
    wages = [(e["seat"], e["money"]) for e in t.entries("wages_paid")]
    assert wages == [(0, -17_000), (1, -14_000), (1, -14_000), (0, -14_000)]


def test_an_event_without_effect_changes_nothing():
    t = hired(2, MIXED, contracts=[3, 1, 4], events=["quiet_times"])
    t.past_contracts()
    phase3 = t.log[t.log.index(("phase", {"round": 1, "phase": 3})):]
    assert phase3 == [("phase", {"round": 1, "phase": 3}),
                      ("event", {"event": CARDS.event_by_id("quiet_times").index}),
                      ("phase", {"round": 1, "phase": 4})]
    assert t.ids(0) == MIXED[0] and t.ids(1) == MIXED[1]
    assert not t.player(0).down and not t.player(1).down


def test_an_executed_event_goes_under_the_event_deck():
    t = at_events("tavern_brawl")
    deck = t.view()["decks"]["events"]
    assert deck[-1] == "tavern_brawl" and "tavern_brawl" not in deck[:-1]
    assert len(deck) == len(CARDS.events)
    assert t.view(0)["events"] == ["tavern_brawl"]
