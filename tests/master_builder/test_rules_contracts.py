"""Referee tests of phase 2, acquire contracts (rulebook "PHASE 2", "Exceptions", "No Interest
in a Contract"; clarifications "Phase 2")."""
import json

import pytest

from mbqt.games.master_builder import IllegalAction, MasterBuilder
from mbqt.games.master_builder.cards import DEFAULT_CARDS, parse_cards
from tests.support.master_builder import CARDS, PASS, RULES, Table, said

MIN = {num: c.min_bid for num, c in CARDS.contracts.items()}


def at_contracts(n=2, **setup) -> Table:
    t = Table(n, **setup)
    t.until("open")
    return t


def test_rulebook_bidding_example():
    # Blue opens contract 1 at $2,000, Yellow bids $5,000, Green passes, Red bids $7,000,
    # Blue and Yellow pass: Red pays $7,000 and gets contract 1 with all its sections.
    blue, yellow, green, red = range(4)
    t = at_contracts(4, start=blue, contracts=[1, 3, 4, 5, 6])
    before = t.money()
    t.by(blue, ("open", 1, 2_000))
    t.by(yellow, ("bid", 5_000))
    t.by(green, PASS)
    t.by(red, ("bid", 7_000))
    t.by(blue, PASS)
    entries = t.by(yellow, PASS)
    assert ("contract_won", {"seat": red, "money": -7_000, "contract": 1}) in entries
    assert t.money() == [before[0], before[1], before[2], before[3] - 7_000]
    assert t.player(red).contracts == {1: 0}
    assert t.view(blue)["players"][red]["contracts"][0]["missing"] == [s.id for s in CARDS.contracts[1].sections]
    assert 1 not in t.s.display and t.s.auction is None
    # After an auction the start player chooses the next contract.
    assert (t.s.step, t.s.to_move) == ("open", blue)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_round1_reveals_one_contract_more_than_players(n):
    order = [12, 11, 10, 9, 8, 7]
    t = at_contracts(n, contracts=order)
    assert list(t.s.display) == order[:n + 1]
    assert all(bonus == 0 for bonus in t.s.display.values())
    assert t.entries("contracts_revealed") == [{"contracts": order[:n + 1]}]


def test_a_passed_player_cannot_reenter_that_auction_but_bids_on_the_next():
    t = at_contracts(3, contracts=[1, 3, 4, 5])
    t.by(0, ("open", 1, 2_000))
    t.by(1, PASS)
    t.by(2, ("bid", 3_000))
    t.by(0, ("bid", 4_000))
    t.by(2, PASS)                     # seat 1 passed: not asked again, seat 0 wins
    assert t.player(0).contracts == {1: 0}
    t.by(0, PASS)                     # seat 0 holds a contract and declines to open
    t.by(1, ("open", 3, 2_000))
    assert t.s.to_move == 2           # everyone may bid on a later contract
    t.by(2, PASS)
    assert t.s.to_move == 0           # a player who declined to open still bids


@pytest.mark.parametrize("action, code, why", [
    (("open", 1, 1_000), "below_minimum_bid", "the opening bid on contract 1 (City Wall) must be at least its minimum "
                                              "bid $2,000"),
    (("open", 1, 2_500), "bid_step", "bids are in steps of $1,000"),
    (("open", 1, 41_000), "bid_over_cash", "a bid of $41,000 is more than your $40,000: a player must be able to pay "
                                           "the bid and cannot take a loan for it"),
    (("open", 9, 5_000), "not_on_display", "contract 9 is not on display"),
    (("bid", 3_000), "not_now", "that is not possible now: P0 must open an auction or decline"),
])
def test_illegal_openings_name_the_rule(action, code, why):
    t = at_contracts(2, contracts=[1, 3, 4])
    with pytest.raises(IllegalAction) as err:
        t.do(action)
    assert err.value.code == code and said(err.value) == why
    assert (t.s.step, t.s.to_move, t.money()) == ("open", 0, [40_000, 40_000])


@pytest.mark.parametrize("amount, code, why", [(2_000, "bid_too_low", "a bid must be higher than $2,000"),
                                               (41_000, "bid_over_cash", "cannot take a loan"),
                                               (3_500, "bid_step", "steps of $1,000")])
def test_illegal_raises_name_the_rule(amount, code, why):
    t = at_contracts(2, contracts=[1, 3, 4])
    t.by(0, ("open", 1, 2_000))
    with pytest.raises(IllegalAction) as err:
        t.by(1, ("bid", amount))
    assert err.value.code == code and why in said(err.value)
    assert [a for a in RULES.legal_actions(t.s) if a[0] == "bid"][0] == ("bid", 3_000)


def test_a_player_who_cannot_raise_passes_automatically_and_a_broke_player_cannot_open():
    t = at_contracts(2, contracts=[1, 3, 4])
    entries = t.by(0, ("open", 1, 40_000))
    assert ("auction_passed", {"seat": 1, "contract": 1, "forced": True}) in entries
    assert t.player(0).contracts == {1: 0} and t.money()[0] == 0
    # The right to open goes to the first player from the start who can pay a minimum bid.
    assert (t.s.step, t.s.to_move) == ("open", 1)


def test_round1_a_player_without_a_contract_may_not_decline():
    t = at_contracts(3, contracts=[1, 3, 4, 5])
    assert PASS not in RULES.legal_actions(t.s)
    with pytest.raises(IllegalAction) as err:
        t.by(0, PASS)
    assert err.value.code == "must_open_round_1"
    t.by(0, ("open", 1, 2_000))
    t.by(1, PASS)
    t.by(2, PASS)
    assert PASS in RULES.legal_actions(t.s)     # now holding a contract, seat 0 may decline


def test_round1_after_two_contracts_only_players_without_one_take_part_and_the_last_goes_at_minimum():
    t = at_contracts(3, start=0, contracts=[4, 5, 6, 9])
    t.by(0, ("open", 4, MIN[4]))
    t.by(1, PASS)
    t.by(2, PASS)
    t.by(0, ("open", 5, MIN[5]))
    t.by(1, PASS)
    t.by(2, PASS)
    assert sorted(t.player(0).contracts) == [4, 5]
    # The start player holds two: the player to his left opens; seat 0 may not bid.
    assert t.s.to_move == 1 and PASS not in RULES.legal_actions(t.s)
    t.by(1, ("open", 9, MIN[9]))
    assert t.s.auction.active == [False, True, True]
    assert t.s.to_move == 2
    entries = t.by(2, PASS)
    # Seat 1 wins 9; one contract and one contract-less player remain: no auction.
    phase2 = entries[:entries.index(("phase", {"round": 1, "phase": 3}))]
    assert phase2 == [("auction_passed", {"seat": 2, "contract": 9}),
                      ("contract_won", {"seat": 1, "money": -MIN[9], "contract": 9}),
                      ("contract_taken", {"seat": 2, "money": -MIN[6], "contract": 6})]
    assert not t.s.display
    assert {num: seat for seat in range(3) for num in t.player(seat).contracts} == {4: 0, 5: 0, 9: 1, 6: 2}


def test_round1_restriction_with_several_contractless_players_keeps_others_out():
    t = at_contracts(4, start=2, contracts=[1, 3, 4, 5, 6])
    t.by(2, ("open", 1, 2_000))
    for seat in (3, 0, 1):
        t.by(seat, PASS)
    t.by(2, ("open", 3, 2_000))
    for seat in (3, 0, 1):
        t.by(seat, PASS)
    assert t.s.to_move == 3
    t.by(3, ("open", 4, 3_000))
    assert t.s.auction.active == [True, True, False, True]
    t.by(0, ("bid", 4_000))
    t.by(1, PASS)
    t.by(3, PASS)
    assert t.player(0).contracts == {4: 0}
    # Seat 0 now has its one contract: only seats 3 and 1 are left to open; 3 comes first.
    assert t.s.to_move == 3
    t.by(3, ("open", 5, 4_000))
    assert t.s.auction.active == [False, True, False, True]


def test_every_player_ends_round1_with_a_contract():
    for n in (2, 3, 4):
        for start in range(n):
            t = Table(n, start=start)
            t.until(round=2)
            winners = {e["seat"] for e in t.entries("contract_won") + t.entries("contract_taken")}
            assert winners == set(range(n)), (n, start)


def _unsold_round1(**setup) -> Table:
    """2 players: seat 0 takes contract 1, seat 1 contract 3, contract 4 stays unsold."""
    t = at_contracts(2, contracts=[1, 3, 4, 5, 6, 7, 8, 9], **setup)
    t.by(0, ("open", 1, 2_000))
    t.by(1, PASS)
    t.by(0, PASS)
    t.by(1, ("open", 3, 2_000))
    t.by(0, PASS)
    t.by(1, PASS)
    return t


def test_an_unsold_contract_gets_5000_which_goes_to_whoever_acquires_it_next_round():
    t = _unsold_round1(economic=["depression_1"])
    assert t.s.display == {4: 5_000}
    assert t.entries("bonus_placed") == [{"contract": 4, "amount": 5_000}]
    assert t.view(0)["display"] == [{"number": 4, "min_bid": MIN[4], "bonus": 5_000}]
    t.until("open", round=2)
    assert t.s.display == {4: 5_000}          # depression: no new contract this round
    assert t.s.to_move == 1                   # seat 1 holds the mallet in round 2
    t.by(1, PASS)
    before = t.money()[0]
    entries = t.by(0, ("open", 4, MIN[4])) + t.by(1, PASS)
    assert ("bonus_collected", {"seat": 0, "money": 5_000, "contract": 4}) in entries
    assert t.money()[0] == before - MIN[4] + 5_000
    assert sorted(t.player(0).contracts) == [1, 4]   # rounds 2+: no limit on contracts


def test_a_contract_unsold_a_second_time_leaves_the_game_while_a_new_one_gets_the_bonus():
    t = _unsold_round1(economic=["stagnation_4"])     # one new contract for 2 players
    t.until("open", round=2)
    assert t.s.display == {4: 5_000, 5: 0}
    t.by(1, PASS)
    entries = t.by(0, PASS)
    assert ("contract_removed", {"contract": 4}) in entries
    assert ("bonus_placed", {"contract": 5, "amount": 5_000}) in entries
    assert t.s.display == {5: 5_000} and t.s.contracts_gone == [4]
    t.until("open", round=3)
    assert 4 not in t.s.display


def test_a_contract_unsold_twice_leaves_even_when_a_card_file_sets_no_bonus():
    raw = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))
    raw["rules"]["unsold_contract_bonus"] = 0
    t = _unsold_round1(rules=MasterBuilder(parse_cards(raw)), economic=["depression_1"])
    assert t.s.display == {4: 0}
    t.until("open", round=2)
    t.by(1, PASS)
    assert ("contract_removed", {"contract": 4}) in t.by(0, PASS)
    assert not t.s.display and t.s.contracts_gone == [4]


@pytest.mark.parametrize("n, card, count", [(2, "steady_6", 1), (3, "steady_6", 2), (4, "boom_10", 3),
                                            (2, "boom_10", 2), (3, "depression_1", 0)])
def test_later_rounds_reveal_what_the_economic_card_shows_for_the_player_count(n, card, count):
    t = Table(n, economic=[card])
    t.until("hire", round=2)
    top = list(t.s.contract_deck[:count])
    deck_left = len(t.s.contract_deck)
    t.until(round=2, step="open")
    assert t.entries("economic_card")[-1] == {"card": CARDS.economic_by_id(card).index, "count": count}
    assert t.view(0)["economic_card"] == card and t.view(0)["economic_deck"] == 4
    assert t.entries("contracts_revealed")[-1] == {"contracts": top}
    assert len(t.s.contract_deck) == deck_left - count


def test_later_rounds_a_player_without_a_contract_may_decline():
    # Seat 1 builds contract 3 completely in round 2 and holds no contract in round 3.
    t = Table(2, contracts=[4, 3, 1], economic=["boom_10", "boom_11"], events=["quiet_times", "guild_assembly"],
              workers={"apprentice": [f"A-{i:02}" for i in (1, 2, 3, 4, 5, 6)]})
    t.hire_round1({0: ["foreman"] * 5, 1: ["apprentice"] * 4 + ["tradesman"]})
    t.until("plan", seat=1)
    assert t.player(1).contracts == {3: 0}
    walls_and_roof = max((a[1] for a in RULES.legal_actions(t.s)), key=len)
    assert len(walls_and_roof) == 5
    t.by(1, ("build", walls_and_roof))
    t.until("hire", round=2, seat=1)
    t.by(1, ("hire", 1))                              # a second tradesman
    t.until("plan", round=2, seat=1)
    t.by(1, ("build", max((a[1] for a in RULES.legal_actions(t.s)), key=len)))
    t.until("hire", round=3)
    assert not t.player(1).contracts and (3, 1) in t.s.city
    t.until("open", round=3, seat=1)
    assert PASS in RULES.legal_actions(t.s)
