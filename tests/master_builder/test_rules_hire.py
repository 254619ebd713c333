"""Referee tests of phase 1, hire and fire (rulebook "PHASE 1", clarifications "Phase 1")."""
import pytest

from mbqt.games.master_builder import IllegalAction
from tests.support.master_builder import CARDS, PASS, RULES, TYPE, Table, said, worker

ALL_HIRES = sorted(("hire", i) for i in TYPE.values())


def test_round1_players_take_visible_top_cards_in_turn_order_until_each_has_five():
    t = Table(3, start=1, workers={"foreman": ["F-04", "F-09", "F-01"]})
    seats, taken = [], []
    while t.s.step == "hire":
        assert sorted(a for a in RULES.legal_actions(t.s)) == ALL_HIRES   # no pass, no fire
        seats.append(t.s.to_move)
        top = t.view(0)["worker_decks"]["foreman"]["top"]
        t.do(("hire", TYPE["foreman"]) if len(taken) < 3 else ("hire", TYPE["apprentice"]))
        if len(taken) < 3:
            taken.append((seats[-1], top))
    assert seats == [1, 2, 0] * 5
    assert taken == [(1, "F-04"), (2, "F-09"), (0, "F-01")]
    assert [len(p.workers) for p in t.s.players] == [5, 5, 5]
    assert t.s.phase == 2


def test_round1_forbids_passing_and_firing():
    t = Table(2)
    t.do(("hire", TYPE["apprentice"]), ("hire", TYPE["apprentice"]))
    with pytest.raises(IllegalAction) as err:
        t.do(PASS)
    assert err.value.code == "no_passing_round_1"
    with pytest.raises(IllegalAction) as err:
        t.do(("fire", t.player(0).workers[0]))
    assert err.value.code == "no_firing_round_1"
    assert t.s.to_move == 0 and len(t.player(0).workers) == 1


def test_rulebook_wage_example_is_14():
    # 1 master craftsman, 1 foreman, 1 tradesman and 2 apprentices: wages 14 ($14,000).
    t = Table(2)
    t.hire_round1({0: ["master_craftsman", "foreman", "tradesman", "apprentice", "apprentice"],
                   1: ["apprentice"] * 5})
    assert t.s.wage_total(0) == 14_000
    assert t.view(1)["players"][0]["wage_total"] == 14_000
    assert [e["wage_total"] for e in t.entries("hired") if e["seat"] == 0][-1] == 14_000


def _round2(n=2, picks=None, **setup):
    t = Table(n, **setup)
    t.hire_round1(picks or {seat: ["apprentice"] * 3 + ["tradesman"] * 2 for seat in range(n)})
    t.until("hire", round=2)
    return t


@pytest.mark.parametrize("rnd", [2, 6])      # "rounds 2-5" of the rulebook means every later round
def test_later_rounds_give_three_opportunities_each_in_turn_order_from_the_start_player(rnd):
    t = _round2(3)
    t.until("hire", round=rnd)
    start = (rnd - 1) % 3                           # the mallet passes to the left each round
    assert t.s.start == start
    seats = []
    while t.s.step == "hire":
        seats.append(t.s.to_move)
        t.do(PASS)
    assert seats == [start, (start + 1) % 3, (start + 2) % 3] * 3
    assert t.entries("passed")[-9:] == [{"seat": s} for s in seats]


def test_rulebook_example_hire_a_foreman_hire_an_apprentice_fire_a_different_apprentice():
    # Round 2, start player seat 1; seat 0 acts second on each pass around the table.
    t = _round2(2, workers={"apprentice": ["A-01", "A-02", "A-03", "A-04", "A-05", "A-06", "A-07",
                                           "A-08", "A-09", "A-10", "A-11"]})
    wage = t.s.wage_total(0)
    old = t.player(0).workers[0]
    t.by(1, PASS)
    t.by(0, ("hire", TYPE["foreman"]))
    t.by(1, PASS)
    t.by(0, ("hire", TYPE["apprentice"]))
    new = t.player(0).workers[-1]
    t.by(1, PASS)
    t.by(0, ("fire", old))
    assert new != old and new in t.player(0).workers and old not in t.player(0).workers
    assert t.s.wage_total(0) == wage + 4_000 + 1_000 - 1_000
    assert t.s.phase == 2                            # three opportunities each, then phase 2


def test_a_fired_worker_goes_under_its_deck_and_the_wage_total_drops_at_once():
    t = _round2(2, picks={0: ["master_craftsman", "foreman", "tradesman", "apprentice", "apprentice"],
                          1: ["apprentice"] * 5})
    fired = t.player(0).workers[1]                   # the foreman
    before = t.view()["decks"]["workers"]["foreman"]
    t.by(1, PASS)
    entries = t.by(0, ("fire", fired))
    after = t.view()["decks"]["workers"]["foreman"]
    assert after == before + [CARDS.workers[fired].id]
    assert entries == [("fired", {"seat": 0, "worker": fired, "wage_total": 10_000})]
    assert t.s.wage_total(0) == 10_000


def test_only_your_own_workers_can_be_fired():
    t = _round2(2)
    with pytest.raises(IllegalAction) as err:
        t.by(1, ("fire", t.player(0).workers[0]))
    assert err.value.code == "not_your_worker"


def test_a_hire_may_bring_the_wage_total_to_30000_but_never_above():
    t = _round2(2, picks={0: ["master_craftsman"] * 5, 1: ["apprentice"] * 5})
    assert t.s.wage_total(0) == 25_000
    t.by(1, PASS)
    assert ("hire", TYPE["master_craftsman"]) in RULES.legal_actions(t.s)
    t.by(0, ("hire", TYPE["master_craftsman"]))
    assert t.s.wage_total(0) == 30_000
    t.by(1, PASS)
    assert not [a for a in RULES.legal_actions(t.s) if a[0].startswith("hire")]
    with pytest.raises(IllegalAction) as err:
        t.by(0, ("hire", TYPE["apprentice"]))
    assert err.value.code == "wage_cap" and said(err.value) == "hiring would raise the wage total above $30,000"
    assert t.s.wage_total(0) == 30_000 and t.s.to_move == 0


def test_hiring_from_a_type_that_does_not_exist_is_refused():
    t = Table(2)
    for bad in [("hire", 9), ("hire", -1), ("hire", "foreman"), ("hire",), ("hire", True)]:
        with pytest.raises(IllegalAction):
            t.do(bad)
    assert t.s.to_move == 0 and not t.player(0).workers


def test_a_hired_card_leaves_its_deck_and_the_next_card_becomes_visible():
    t = Table(2, workers={"tradesman": ["T-05", "T-02"]})
    t.do(("hire", TYPE["tradesman"]))
    assert t.player(0).workers == [worker("T-05")]
    assert t.view(1)["worker_decks"]["tradesman"] == {"top": "T-02", "count": 9}
