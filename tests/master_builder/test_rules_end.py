"""Referee tests of the end of the game and final scoring (rulebook "End of the Game",
clarifications "End of the game")."""
import pytest

from mbqt.games.master_builder import IllegalAction
from tests.support.master_builder import CARDS, PASS, RULES, calm_action, hired, plan_of


def eager_action(s):
    """Open the first displayed contract at its minimum bid whenever possible; else play calm."""
    if s.step == "open":
        opens = [a for a in RULES.legal_actions(s) if a[0] == "open"]
        if opens:
            return opens[0]
    return calm_action(s)


APPRENTICES = {0: ["A-01", "A-02", "A-03", "A-04", "A-05"], 1: ["A-06", "A-07", "A-08", "A-09", "A-10"]}


def play_eager(economic):
    t = hired(2, APPRENTICES, contracts=[1, 2, 3, 4, 5, 6, 7, 8], economic=economic)
    while t.s.to_move is not None:
        t.do(eager_action(t.s))
    return t


def test_all_contracts_acquired_in_round4_means_one_more_round_without_contracts():
    # 8 contracts with 2 players: 3 in round 1, 2 in rounds 2 and 3, and in round 4 the last one
    # (the economic card shows 2, the deck holds 1).
    t = play_eager(["boom_10", "boom_11", "growth_9"])
    revealed = [len(e["contracts"]) for e in t.entries("contracts_revealed")]
    assert revealed == [3, 2, 2, 1]
    assert t.entries("early_end") == [{"final_round": 5}]
    assert t.entries("no_contract_phase") == [{}]
    assert [e["round"] for e in t.entries("round")] == [1, 2, 3, 4, 5]
    assert len(t.entries("economic_card")) == 3 and len(t.s.economic_deck) == 2   # round 5 turns none
    assert t.s.round == 5 and t.view()["final_round"] == 5
    owned = sorted(num for p in t.s.players for num in p.contracts) + sorted(num for num, _ in t.s.city)
    assert sorted(owned) == list(range(1, 9))


def test_contracts_all_acquired_in_round5_do_not_shorten_the_game():
    t = play_eager(["depression_1", "boom_10", "boom_11", "growth_9"])
    assert [len(e["contracts"]) for e in t.entries("contracts_revealed")] == [3, 0, 2, 2, 1, 0]
    assert not t.entries("early_end") and not t.entries("no_contract_phase")
    assert [e["round"] for e in t.entries("round")] == [1, 2, 3, 4, 5, 6]


def test_the_game_ends_after_round_six_and_then_accepts_no_action():
    t = hired(2, APPRENTICES)
    t.to_end()
    assert [e["round"] for e in t.entries("round")] == [1, 2, 3, 4, 5, 6]
    assert len(t.entries("economic_card")) == 5 and not t.s.economic_deck
    assert RULES.current_player(t.s) is None and RULES.legal_actions(t.s) == []
    with pytest.raises(IllegalAction) as err:
        t.do(PASS)
    assert err.value.code == "game_over"
    assert t.entries("game_over") == [{"scores": RULES.scores(t.s)}]


def test_unfinished_buildings_score_price_less_20000_per_missing_section_never_negative():
    # Seat 0 builds 5 of the 6 sections of contract 3 ($28,000), seat 1 three of contract 8
    # ($60,000), seat 2 nothing of contract 1 ($28,000).
    picks = {0: ["A-01", "A-02", "A-03", "A-04", "T-01"], 1: ["MC-01", "T-02", "F-01", "F-02", "A-05"],
             2: ["MC-02", "F-03", "T-03", "A-06", "A-07"]}
    t = hired(3, picks, contracts=[3, 8, 1, 4], events=["quiet_times"])
    t.until("plan")
    t.by(0, ("build", plan_of((3, "side_wall_1", "A-01"), (3, "side_wall_2", "A-02"), (3, "gable_end_1", "A-03"),
                              (3, "gable_end_2", "A-04"), (3, "roof_1", "T-01"))))
    t.by(1, ("build", plan_of((8, "side_wall_1", "MC-01", "T-02"), (8, "gable_end_1", "F-01"),
                              (8, "gable_end_2", "F-02"))))
    t.by(2, ("build", ()))
    t.to_end()
    scores = [t.s.final_money(seat) for seat in range(3)]
    assert [sc["unfinished"] for sc in scores] == [28_000 - 20_000, 0, 0]
    repay = [loan.repay_early if t.s.contract_deck else loan.repay_late for loan in CARDS.loans]
    for seat, sc in enumerate(scores):
        p = t.player(seat)
        assert sc["cash"] == p.money
        assert sc["loans"] == p.loans[0] * repay[0] + p.loans[1] * repay[1]
        assert sc["total"] == sc["cash"] + sc["unfinished"] - sc["loans"]
    assert RULES.scores(t.s) == [sc["total"] for sc in scores]
    view = t.view(0)
    assert view["scores"] == [{"seat": seat, **sc} for seat, sc in enumerate(scores)]
    best = max(sc["total"] for sc in scores)
    assert view["winners"] == [seat for seat, sc in enumerate(scores) if sc["total"] == best]


def test_players_tied_on_money_share_the_victory():
    # Two players with the same kinds of workers and the same quirks, each taking a $2,000
    # contract and building nothing: every event and wage hits them alike.
    twins = {0: ["MC-01", "F-05", "F-06", "A-07", "A-08"], 1: ["MC-06", "F-07", "F-08", "A-12", "A-13"]}
    t = hired(2, twins, contracts=[1, 3, 4])
    t.to_end()
    totals = RULES.scores(t.s)
    assert totals[0] == totals[1]
    assert t.view(None)["winners"] == [0, 1]
