"""Monopoly Builder's rules, one test per rule (rules.fr.txt and board.md R01-R24, the
decisions of docs/monopoly-builder.md), with the rules' own examples."""
import copy
import json

import pytest

from mbqt.core.errors import CardError, IllegalAction
from mbqt.games.monopoly_builder.cards import DEFAULT_CARDS, parse_cards
from tests.monopoly_builder.helpers import (
    BOARD,
    GREEN,
    PURPLE,
    RED,
    RULES,
    YELLOW,
    cell,
    deed,
    dice_state,
    keys,
    new,
    roll,
)

ORIENTAL, CONNECTICUT = deed("oriental_avenue"), deed("connecticut_avenue")


def deed_group(deed_id: str) -> int:
    return BOARD.deeds[deed(deed_id)].group


def to_turn(s, seat=0, pos=0):
    """Seat to its trade-and-build step at `pos`, nothing else happening."""
    s.active = s.to_move = seat
    s.step = "turn"
    s.players[seat].pos = pos


# --- setup


def test_setup_money_chips_blocks_and_first_player_by_roll():
    log = []
    s = RULES.new_game(RULES.Setup(players=[{"name": "A"}, {"name": "B"}, {"name": "C"}], seed=4), log)
    for i, p in enumerate(s.players):
        assert p.money == 900 and p.blocks == 12 and p.pos == 0
        assert p.chips == [4 if c == i else 0 for c in range(4)]
    rolls = [a for k, a in log if k == "first_roll"]
    assert rolls and max(r["total"] for r in rolls[-len(rolls):]) == \
        next(r["total"] for r in reversed(rolls) if r["seat"] == s.start)
    assert s.supply == [16, 16, 16, 20] and len(s.pile) == 20


# --- the examples of the rules


def test_oriental_avenue_rent_then_monopoly_rent():
    """Propriétés détenues: 50M rent, 100M with both light-blue deeds."""
    s = new()
    s.owner[ORIENTAL] = 1
    s.players[0].pos = 0
    log = roll(s, 2, 3)             # 5 spaces: Oriental Avenue
    assert s.players[0].money == 850 and s.players[1].money == 950
    assert ("paid", {"seat": 0, "money": -50, "to": 1, "reason": "rent", "deed": ORIENTAL}) in log
    s = new()
    s.owner[ORIENTAL] = s.owner[CONNECTICUT] = 1
    roll(s, 2, 3)
    assert s.players[0].money == 800 and s.players[1].money == 1000


def test_gathering_on_eleven_gives_the_owner_of_oriental_two_green():
    s = new()
    s.owner[ORIENTAL] = 1
    log = roll(s, 5, 6)
    assert s.players[1].chips[GREEN] == 2
    assert ("gathered", {"seat": 1, "colour": GREEN, "n": 2, "deed": ORIENTAL}) in log


def test_a_six_gives_everyone_two_of_their_own_colour_and_nobody_from_deeds():
    s = new(players=3)
    roll(s, 2, 4)
    assert [p.chips[p.colour] for p in s.players] == [6, 6, 6]


def test_building_points_example_20_and_monopoly_points():
    s = new()
    for cid, h in (("A1", 1), ("A3", 2), ("A5", 3), ("E1", 4)):
        s.height[cell(cid)], s.built_by[cell(cid)] = h, 0
    s.owner[ORIENTAL] = s.owner[CONNECTICUT] = 0
    items = RULES.score_items(s)[0]
    assert items[0] == ("score.buildings", {"n": 4, "floors": 10}, 20)
    assert ("score.monopoly", {"group": BOARD.deeds[ORIENTAL].group}, 2) in items
    assert sum(v for _k, _a, v in items) == RULES.scores(s)[0]


def test_community_builder_goes_to_the_most_connected_buildings():
    """The example: 3, 4, 5 and 6 connected buildings; yellow (6) gets the card."""
    s = new(players=4)
    rows = {0: ["A1", "A2", "A3"], 1: ["C1", "D1", "E1", "E2"], 2: ["A5", "B5", "C5", "D5", "E5"],
            3: ["B2", "B3", "B4", "C4", "D4", "D3"]}
    for seat, cells in rows.items():
        for cid in cells:
            s.height[cell(cid)], s.built_by[cell(cid)] = 1, seat
    assert s.districts() == [3, 4, 5, 6]
    assert [any(k == "score.community" for k, _a, _v in items) for items in RULES.score_items(s)] == \
        [False, False, False, True]


def test_bonus_cards_are_shared_when_tied_and_the_tie_break_is_cash():
    s = new()
    s.height[cell("A1")], s.built_by[cell("A1")] = 1, 0
    s.height[cell("E5")], s.built_by[cell("E5")] = 1, 1
    assert RULES.scores(s) == [1 + 3 + 5, 1 + 3 + 5]          # R05
    s.players[1].money = 901
    assert RULES.scores(s) == [1 + 5, 1 + 3 + 5] and RULES.winners(s) == [1]
    for d in BOARD.groups[deed_group("st_charles_place")].deeds:         # pink: 3 points
        s.owner[d] = 0
    assert RULES.scores(s) == [1 + 5 + 3, 1 + 3 + 5] and RULES.winners(s) == [1]        # tie: cash
    s.players[0].money = 901
    s.owner[deed("st_charles_place")] = 1
    assert RULES.scores(s) == [1 + 3 + 5, 1 + 3 + 5] and RULES.winners(s) == [0, 1]     # R21


# --- turn structure


def test_more_than_six_chips_are_discarded_onto_the_space_and_picked_up_by_passing():
    s = new()
    s.players[0].chips = [4, 2, 2, 0]
    s.players[0].pos = 3
    from mbqt.games.monopoly_builder.rules import start_turn
    start_turn(s, 0, [])
    assert s.step == "discard"
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("roll",))
    RULES.apply(s, ("discard", PURPLE))
    RULES.apply(s, ("discard", PURPLE))
    assert s.step == "roll" and s.floor == {3: [0, 2, 0, 0]}
    s.players[1].pos = 1
    s.step, s.active, s.to_move = "turn", 0, 0
    RULES.apply(s, ("end",))
    log = roll(s, 1, 3)             # P1 from 1 to 5, passing 3
    assert ("picked_up", {"seat": 1, "space": 3, "chips": [0, 2, 0, 0]}) in log and s.floor == {}


def test_passing_go_pays_200():
    s = new()
    s.players[0].pos = 30
    log = roll(s, 1, 3)
    assert s.players[0].pos == 2 and ("passed_go", {"seat": 0, "money": 200}) in log


def test_a_double_gives_another_turn_and_the_third_goes_to_jail_without_gathering():
    s = new()
    roll(s, 1, 1)                   # to 2: Collect 2 red
    RULES.apply(s, ("end",))
    assert s.active == 0 and s.step == "roll"
    s.owner[deed("park_place")] = 1
    roll(s, 2, 2)
    RULES.apply(s, ("end",))
    chips = s.players[1].chips[:]
    log = roll(s, 3, 3)
    assert "third_double" in keys(log) and "gathered" not in keys(log)
    assert s.players[0].jail and s.players[0].pos == BOARD.jail and s.active == 1 and s.players[1].chips == chips


# --- spaces


def test_buying_and_the_auction_from_10_in_steps_of_5():
    s = new(players=3)
    roll(s, 2, 3)
    assert s.step == "buy" and s.pending == ORIENTAL
    RULES.apply(s, ("decline",))
    assert s.step == "auction" and s.to_move == 1
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("bid", 5))
    assert err.value.code == "bid_too_low"
    RULES.apply(s, ("bid", 10))
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("bid", 12))
    RULES.apply(s, ("bid", 15))        # seat 2
    RULES.apply(s, ("pass",))          # seat 0, the decliner, bids too
    RULES.apply(s, ("pass",))          # seat 1
    assert s.owner[ORIENTAL] == 2 and s.players[2].money == 885 and s.step == "turn" and s.to_move == 0


def test_nobody_bids_the_deed_stays_with_the_bank():
    s = new()
    roll(s, 2, 3)
    RULES.apply(s, ("decline",))
    RULES.apply(s, ("pass",))
    log = RULES.apply(s, ("pass",))
    assert "unsold" in keys(log) and s.owner[ORIENTAL] == -1


def test_buy_pays_the_price():
    s = new()
    roll(s, 2, 3)
    RULES.apply(s, ("buy",))
    assert s.owner[ORIENTAL] == 0 and s.players[0].money == 800


def test_collect_two_and_roll_for_resources():
    s = new()
    roll(s, 1, 1)
    assert s.players[0].chips[RED] == 6
    s = new()
    s.rng = dice_state(1, 3, 4, 5)       # to 4, then 9 on the chart: yellow
    log = RULES.apply(s, ("roll",))
    assert s.players[0].chips[YELLOW] == 2 and "resource_roll" in keys(log)


def test_go_to_jail_space_no_salary_turn_ends():
    s = new()
    s.players[0].pos = 20
    log = roll(s, 1, 3)
    assert s.players[0].jail and s.players[0].pos == 8 and "passed_go" not in keys(log) and s.active == 1


def test_steal_one_resource():
    s = new()
    s.players[0].pos = 7
    roll(s, 1, 4)                  # 12: Steal 1
    assert s.step == "steal"
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("steal", 1, GREEN))
    RULES.apply(s, ("steal", 1, PURPLE))
    assert s.players[0].chips[PURPLE] == 1 and s.players[1].chips[PURPLE] == 3


def test_free_parking_swap_once():
    s = new()
    s.players[0].pos = 11
    roll(s, 1, 4)                  # 16
    assert s.parking
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("swap", RED, RED, RED))
    RULES.apply(s, ("swap", RED, RED, GREEN))
    assert s.players[0].chips == [2, 0, 1, 0] and not s.parking
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("swap", RED, RED, GREEN))


def test_bank_trade_four_for_one():
    s = new()
    to_turn(s)
    RULES.apply(s, ("bank", RED, PURPLE))
    assert s.players[0].chips == [0, 1, 0, 0]
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("bank", PURPLE, RED))


# --- Chance


def test_kept_cards_go_to_the_hand_others_to_the_bottom():
    s = new(chance=[f"C{i:02d}" for i in range(7, 21)] + [f"C{i:02d}" for i in range(1, 7)])
    s.players[0].pos = 2
    roll(s, 1, 3)                  # 6: Chance, C07 Get Out of Jail Free
    assert s.players[0].cards == [6] and 6 not in s.pile


def test_advance_to_go_collects_200():
    s = new(chance=[f"C{i:02d}" for i in range(1, 21)])
    s.players[0].pos = 2
    roll(s, 1, 3)
    assert s.players[0].pos == 0 and s.players[0].money == 1100 and s.pile[-1] == 0 and s.known == 1


def test_forced_trade_card():
    s = new(chance=[f"C{i:02d}" for i in range(9, 21)] + [f"C{i:02d}" for i in range(1, 9)])
    s.players[0].pos = 2
    roll(s, 1, 3)
    assert [BOARD.chance[c].kind for c in s.players[0].cards] == ["forced_trade"]
    RULES.apply(s, ("forced_trade", 1, PURPLE, RED))
    assert s.players[0].chips == [3, 1, 0, 0] and s.players[1].chips == [1, 3, 0, 0]
    assert s.players[0].cards == [] and s.pile[-1] == 8


# --- jail


def test_jail_pay_fine_card_double_and_third_failure():
    s = new()
    s.players[0].jail, s.players[0].pos = True, 8
    s.step = "jail"
    RULES.apply(s, ("pay_fine",))
    assert s.step == "roll" and s.players[0].money == 850 and not s.players[0].jail
    s = new()
    s.players[0].jail, s.players[0].pos, s.step = True, 8, "jail"
    s.players[0].cards = [6]
    RULES.apply(s, ("use_card",))
    assert s.step == "roll" and s.pile[-1] == 6
    s = new()
    s.players[0].jail, s.players[0].pos, s.step = True, 8, "jail"
    log = roll(s, 3, 3)
    assert not s.players[0].jail and s.players[0].pos == 14 and "extra_turn" not in keys(log)
    RULES.apply(s, ("end",))
    assert s.active == 1
    s = new()
    p = s.players[0]
    p.jail, p.pos, p.jail_tries, s.step = True, 8, 2, "jail"
    log = roll(s, 1, 2)
    assert not p.jail and p.pos == 11 and p.money == 850 and s.step in ("buy", "turn")


def test_no_building_on_a_turn_in_jail():
    s = new()
    s.players[0].jail, s.players[0].pos, s.step = True, 8, "jail"
    roll(s, 1, 2)
    assert s.step == "turn" and s.jail_turn
    assert not any(a[0] == "build" for a in RULES.legal_actions(s))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("build", 0, (2, 0, 0, 0)))
    assert err.value.code == "no_building_in_jail"


# --- building


def test_building_rules_and_the_penthouse_ends_the_game():
    s = new()
    to_turn(s)
    p = s.players[0]
    p.chips = [20, 20, 20, 20]
    a1 = cell("A1")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("build", a1, (3, 0, 0, 0)))
    assert err.value.code == "wrong_payment"
    RULES.apply(s, ("build", a1, (2, 0, 0, 0)))
    RULES.apply(s, ("build", a1, (1, 1, 1, 0)))
    with pytest.raises(IllegalAction):                      # floor 3: red + green + any
        RULES.apply(s, ("build", a1, (0, 1, 1, 1)))
    RULES.apply(s, ("build", a1, (2, 0, 1, 0)))
    RULES.apply(s, ("build", a1, (0, 1, 0, 2)))             # floor 4: purple + 2 yellow
    assert s.height[a1] == 4 and p.blocks == 8
    to_turn(s, 1)
    s.players[1].chips = [5, 5, 5, 5]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("build", a1, (1, 1, 1, 2)))
    assert err.value.code == "not_your_building"
    to_turn(s, 0)
    log = RULES.apply(s, ("build", a1, (1, 1, 1, 2)))
    assert s.over and s.end == "penthouse" and keys(log)[-1] == "game_over" and s.height[a1] == 5
    assert RULES.score_items(s)[0][0][2] == 16


def test_no_penthouse_possible_ends_the_game():
    s = new()
    to_turn(s)
    for i in range(len(s.height)):
        s.height[i], s.built_by[i] = 1, i % 2
    s.height[0], s.built_by[0] = 0, -1
    s.players[0].blocks = s.players[1].blocks = 2
    s.players[0].chips = [2, 0, 0, 0]
    log = RULES.apply(s, ("build", 0, (2, 0, 0, 0)))
    assert "stalemate" in keys(log) and s.over and s.end == "stalemate"


# --- mortgages, debts, bankruptcy


def test_mortgage_no_rent_no_gathering_and_lifting_costs_ten_percent_more():
    s = new()
    s.owner[ORIENTAL] = 1
    to_turn(s, 1, 0)
    RULES.apply(s, ("mortgage", ORIENTAL))
    assert s.players[1].money == 950 and s.mortgaged[ORIENTAL]
    assert ("unmortgage", ORIENTAL) not in RULES.legal_actions(s)          # D04
    RULES.apply(s, ("end",))
    log = roll(s, 2, 3)
    assert "paid" not in keys(log) and s.players[0].money == 900
    RULES.apply(s, ("end",))
    roll(s, 5, 6)
    assert s.players[1].chips[GREEN] == 0
    RULES.apply(s, ("unmortgage", ORIENTAL)) if s.step == "turn" and s.active == 1 else None
    to_turn(s, 1)
    s.touched = set()
    RULES.apply(s, ("unmortgage", ORIENTAL))
    assert not s.mortgaged[ORIENTAL] and s.players[1].money <= 900 - 55 + 50


def test_debt_mortgages_then_bankruptcy_to_a_player():
    s = new(players=3)
    s.owner[ORIENTAL] = s.owner[CONNECTICUT] = 1
    s.players[0].money = 30
    s.owner[deed("baltic_avenue")] = 0
    s.players[0].cards = [6]
    roll(s, 2, 3)
    assert s.step == "debt" and s.to_move == 0
    log = RULES.apply(s, ("mortgage", deed("baltic_avenue")))      # 30 + 30 < 100: bankrupt
    assert "bankrupt" in keys(log) and s.players[0].bankrupt
    assert s.owner[deed("baltic_avenue")] == 1 and s.mortgaged[deed("baltic_avenue")]
    assert s.players[1].money == 960 and s.players[1].cards == [6] and s.players[1].chips[RED] == 4
    assert not s.over and s.active == 1


def test_bankruptcy_to_the_bank_returns_deeds_unmortgaged_and_ends_with_one_player_left():
    s = new(players=3)
    s.players[0].money = 5
    s.owner[ORIENTAL] = 0
    s.mortgaged[ORIENTAL] = True
    from mbqt.games.monopoly_builder.rules import _proceed
    s.debts.append([0, -1, 50, "chance"])
    _proceed(s, [])
    assert s.players[0].bankrupt and s.owner[ORIENTAL] == -1 and not s.mortgaged[ORIENTAL]
    assert s.supply[RED] == 20
    s.debts.append([1, -1, 5000, "chance"])
    s.active = 1
    log = []
    _proceed(s, log)
    assert s.over and s.end == "bankruptcy"


def test_claim_rent_variant():
    s = new(claim_rent=True)
    s.owner[ORIENTAL] = 1
    roll(s, 2, 3)
    assert s.step == "claim" and s.to_move == 1
    RULES.apply(s, ("forgo",))
    assert s.players[0].money == 900 and s.step == "turn" and s.to_move == 0
    s = new(claim_rent=True)
    s.owner[ORIENTAL] = 1
    roll(s, 2, 3)
    RULES.apply(s, ("claim",))
    assert s.players[0].money == 850


# --- trades


def test_offers_accept_refuse_and_the_bound():
    s = new()
    to_turn(s)
    s.owner[ORIENTAL] = 0
    offer = ("offer", 1, (100, (1, 0, 0, 0), (ORIENTAL,), ()), (0, (0, 2, 0, 0), (), ()))
    RULES.apply(s, offer)
    assert s.step == "respond" and s.to_move == 1
    RULES.apply(s, ("accept",))
    assert s.owner[ORIENTAL] == 1 and s.players[1].money == 1000 and s.players[0].chips == [3, 2, 0, 0]
    RULES.apply(s, ("offer", 1, (0, (1, 0, 0, 0), (), ()), (0, (0, 1, 0, 0), (), ())))
    RULES.apply(s, ("refuse",))
    RULES.apply(s, ("offer", 1, (0, (1, 0, 0, 0), (), ()), (0, (0, 1, 0, 0), (), ())))
    RULES.apply(s, ("refuse",))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, ("offer", 1, (0, (1, 0, 0, 0), (), ()), (0, (0, 1, 0, 0), (), ())))
    assert err.value.code == "too_many_offers"
    assert not any(a[0] == "offer" for a in RULES.legal_actions(s))
    with pytest.raises(IllegalAction):
        s.offers = 0
        RULES.apply(s, ("offer", 1, (0, (9, 0, 0, 0), (), ()), (0, (0, 0, 0, 0), (), ())))


# --- the board file


@pytest.mark.parametrize("edit, words", [
    (lambda d: d["properties"][2].pop("price"), ["properties[2 = oriental_avenue].price", "Field required"]),
    (lambda d: d["properties"][2].update(resource="blue"), ["oriental_avenue", "resource", "blue"]),
    (lambda d: d["properties"][2].update(dice_number=6), ["oriental_avenue", "dice_number"]),
    (lambda d: d["chance_cards"][0]["effect"].update(target=99), ["C01", "target"]),
    (lambda d: d["reference_cards"][1].update(colour="red"), ["reference_cards[1]", "colour"]),
    (lambda d: d["board"].pop(), ["position"]),
    (lambda d: d["chance_cards"][4]["effect"].update(steps=8), ["C05", "Chance space"]),
    (lambda d: d["chance_cards"][0]["effect"].update(target=6), ["C01", "Chance space"]),
    (lambda d: d.update(chance_cards=d["chance_cards"][6:11]), ["not kept"]),
    (lambda d: d["resources"][2].update(chips_in_box=3), ["resources[2].chips_in_box", "dealt at setup"]),
])
def test_a_wrong_board_file_names_the_item_and_field(edit, words):
    data = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))
    edit(data)
    with pytest.raises(CardError) as err:
        parse_cards(copy.deepcopy(data), "mine.json")
    assert str(err.value).startswith("mine.json: ")
    for w in words:
        assert w in str(err.value)


def test_the_bundled_board_has_the_attested_figures():
    o = BOARD.deeds[ORIENTAL]
    assert (o.price, o.rent, o.monopoly_rent, o.dice, BOARD.colours[o.colour]) == (100, 50, 100, 11, "green")
    assert BOARD.chart[9] == YELLOW and BOARD.references[RED].floors[2] == ((1, 0, 1, 0), 1)
    assert BOARD.references[RED].floors[3] == ((0, 1, 0, 2), 0)
    assert BOARD.building_points == (0, 1, 3, 6, 10, 16) and (BOARD.billionaire, BOARD.community) == (3, 5)
    assert len(BOARD.foundations) == 24 and len(BOARD.chance) == 20 and len(BOARD.spaces) == 32


def test_a_short_supply_pays_as_far_as_it_can():
    """R08: 20 chips per colour; a claim the bank cannot pay in full gets what is left."""
    s = new()
    s.owner[ORIENTAL] = 1
    s.supply[GREEN] = 1
    log = roll(s, 5, 6)
    assert s.players[1].chips[GREEN] == 1 and s.supply[GREEN] == 0
    assert ("gathered", {"seat": 1, "colour": GREEN, "n": 1, "deed": ORIENTAL}) in log


def test_a_board_file_given_by_its_owner_replaces_the_bundled_one(tmp_path):
    data = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))
    data["properties"][2]["rent"] = 70
    path = tmp_path / "my-board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    from mbqt.core.registry import game_rules
    rules = game_rules("monopoly-builder", str(path))
    assert rules.cards.deeds[ORIENTAL].rent == 70 and rules.deck.name == str(path)
    s = rules.new_game(rules.Setup(players=[{"name": "A"}, {"name": "B"}], seed=1, start_player=0))
    s.owner[ORIENTAL] = 1
    s.rng = dice_state(2, 3)
    rules.apply(s, ("roll",))
    assert s.players[0].money == 830


# --- more of the rules, one test each


def _chance_first(card_id: str) -> list:
    ids = [c.id for c in BOARD.chance]
    return [card_id] + [i for i in ids if i != card_id]


def _draw(card_id: str, players: int = 3):
    """Seat 0 lands on the Chance space 6 (from 2, rolling 1 + 3) with `card_id` on top."""
    s = new(players=players, chance=_chance_first(card_id))
    s.players[0].pos = 2
    log = roll(s, 1, 3)
    return s, log


def test_chance_money_cards():
    s, _ = _draw("C13")
    assert s.players[0].money == 1050
    s, _ = _draw("C14")
    assert s.players[0].money == 885
    s, log = _draw("C15")
    assert [p.money for p in s.players] == [800, 950, 950]
    s, log = _draw("C16")
    assert [p.money for p in s.players] == [940, 880, 880]


def test_chance_repairs_cost_10_per_own_floor():
    s = new(players=2, chance=_chance_first("C17"))
    s.height[0], s.built_by[0] = 3, 0
    s.height[1], s.built_by[1] = 2, 1
    s.players[0].pos = 2
    roll(s, 1, 3)
    assert s.players[0].money == 870


def test_chance_chip_cards_and_moves():
    s, _ = _draw("C18")
    assert s.step == "gain"
    RULES.apply(s, ("gain", YELLOW))
    assert s.players[0].chips[YELLOW] == 2 and s.step == "turn"
    s, _ = _draw("C19")
    assert s.step == "lose"
    RULES.apply(s, ("return", RED))
    RULES.apply(s, ("return", RED))
    assert s.players[0].chips[RED] == 2 and s.supply[RED] == 18 and s.step == "turn"
    s, _ = _draw("C05")
    assert s.players[0].pos == 3 and s.step == "buy"
    s, log = _draw("C06")
    assert s.players[0].jail and s.active == 1 and "passed_go" not in keys(log)
    s, _ = _draw("C03")
    assert s.players[0].pos == 19 and s.step == "buy"


def test_a_mortgaged_deed_gives_no_rent_but_its_pair_keeps_the_monopoly_rent():
    s = new()
    s.owner[ORIENTAL] = s.owner[CONNECTICUT] = 1
    s.mortgaged[CONNECTICUT] = True
    roll(s, 2, 3)
    assert s.players[0].money == 800           # Oriental at its Monopoly rent
    assert s.rent(CONNECTICUT) == 0


def test_jailed_players_gather_and_bankrupt_players_do_not():
    s = new(players=3)
    s.players[1].jail = True
    s.players[2].bankrupt, s.players[2].chips = True, [0, 0, 0, 0]
    s.supply[GREEN] = 20
    roll(s, 2, 4)
    assert s.players[1].chips[PURPLE] == 6 and s.players[2].chips == [0, 0, 0, 0]


def test_a_bankrupt_player_is_skipped():
    s = new(players=3)
    s.players[1].bankrupt, s.players[1].chips = True, [0, 0, 0, 0]
    to_turn(s)
    RULES.apply(s, ("end",))
    assert s.active == 2


def test_the_token_picks_up_its_own_discards_but_not_those_it_starts_on():
    s = new()
    s.floor = {0: [1, 0, 0, 0], 3: [0, 0, 1, 0]}
    log = roll(s, 1, 2)
    assert s.players[0].chips == [4, 0, 1, 0] and s.floor == {0: [1, 0, 0, 0]}
    assert [a["space"] for k, a in log if k == "picked_up"] == [3]


def test_roll_for_resources_gathers_nothing_for_deeds():
    s = new()
    s.owner[deed("mediterranean_avenue")] = 1       # dice 2
    s.rng = dice_state(1, 3, 1, 1)                  # to 4, then 2 on the chart: purple
    RULES.apply(s, ("roll",))
    assert s.players[1].chips == [0, 4, 0, 0] and s.players[0].chips[PURPLE] == 2


def test_the_hand_limit_is_checked_again_at_the_extra_turn_of_a_double():
    s = new()
    roll(s, 1, 1)                                   # Collect 2 red: 6 chips
    s.players[0].chips[GREEN] = 1
    RULES.apply(s, ("end",))
    assert s.active == 0 and s.step == "discard"


def test_the_game_ends_after_round_60():
    """D13: no game goes on for ever."""
    s = new()
    s.round = 60
    to_turn(s, 1)
    log = RULES.apply(s, ("end",))
    assert s.over and s.end == "rounds" and keys(log)[-2:] == ["round_limit", "game_over"]
    s = new()
    s.round = 59
    to_turn(s, 1)
    RULES.apply(s, ("end",))
    assert not s.over and s.round == 60


def test_the_view_says_which_floors_have_a_place_now():
    """R19: a first floor on an empty foundation, the next on one's own building (blocks
    left), the Penthouse only on one's own 4-floor building (no block needed)."""
    s = new()

    def placeable(seat):
        return [f["floor"] for f in RULES.view(s, seat)["players"][seat]["reference"] if f["placeable"]]

    assert placeable(0) == [1]
    s.height[cell("B2")], s.built_by[cell("B2")] = 2, 0
    assert placeable(0) == [1, 3] and placeable(1) == [1]
    s.height[cell("B2")] = BOARD.max_own_floors
    s.players[0].blocks = 0
    assert placeable(0) == [5]
