"""Referee tests of the game setup (rulebook "Setup", clarifications "Setup")."""
import pytest
from pydantic import ValidationError

from mbqt.games.master_builder import IllegalAction, Setup
from tests.support.master_builder import (
    CARDS,
    RULES,
    TYPE,
    Table,
    event,
    said,
    stacked_setup,
)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_player_starts_with_40000_and_the_chosen_start_player_acts_first(n):
    for start in range(n):
        t = Table(n, start=start)
        assert t.money() == [40_000] * n
        assert (t.s.round, t.s.step, t.s.to_move, t.s.start) == (1, "hire", start, start)
        assert all(not p.workers and not p.contracts and p.loans == [0, 0] for p in t.s.players)


def test_only_the_top_card_of_each_worker_deck_is_visible_and_hirable():
    t = Table(2, workers={"foreman": ["F-07"], "apprentice": ["A-09"]})
    decks = t.view(0)["worker_decks"]
    assert decks["foreman"] == {"top": "F-07", "count": 9}
    assert decks["apprentice"] == {"top": "A-09", "count": 13}
    assert "decks" not in t.view(0)          # the order below the top stays hidden
    hires = sorted(a for a in RULES.legal_actions(t.s) if a[0] == "hire")
    assert hires == sorted(("hire", i) for i in TYPE.values())


def test_two_players_remove_four_contracts_unseen():
    order = [5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4]
    t = Table(2, contracts=order)
    assert t.s.contract_deck == order[:8]
    assert sorted(t.s.contracts_out) == [1, 2, 3, 4]
    t.until("open")
    assert [d["number"] for d in t.view(0)["display"]] == [5, 6, 7]
    assert t.view(0)["contract_deck"] == 5


@pytest.mark.parametrize("n", [3, 4])
def test_three_or_four_players_keep_all_twelve_contracts(n):
    t = Table(n)
    assert len(t.s.contract_deck) == 12 and not t.s.contracts_out


def test_five_of_the_eleven_economic_cards_form_the_deck():
    order = [e.id for e in reversed(CARDS.economic)]
    t = Table(3, economic=order)
    assert t.view()["decks"]["economic"] == order[:5]
    assert [CARDS.economic[i].id for i in t.s.economic_unused] == order[5:]
    assert t.view(1)["economic_deck"] == 5 and t.view(1)["economic_card"] is None


def test_selective_events_deal_two_cards_each_in_turn_order_from_the_start_player():
    ids = [e.id for e in CARDS.events]
    t = Table(3, start=1, variants=["selective_events"], events=ids)
    hands = {seat: [CARDS.events[e].id for e in t.player(seat).hand] for seat in range(3)}
    assert hands == {1: ids[0:2], 2: ids[2:4], 0: ids[4:6]}
    assert t.s.event_deck[0] == event(ids[6]) and len(t.s.event_deck) == len(ids) - 6
    view = t.view(2)
    assert [p["event_hand"] for p in view["players"]] == [2, 2, ids[2:4]]


def test_without_selective_events_nobody_holds_event_cards():
    t = Table(3)
    assert all(not p.hand for p in t.s.players)
    assert "event_hand" not in t.view(0)["players"][0]


def test_the_same_seed_gives_the_same_game_and_other_seeds_shuffle_differently():
    def dealt(seed):
        return RULES.view(RULES.new_game(Setup(players=[{"name": "A"}, {"name": "B"}, {"name": "C"}],
                                               seed=seed)), None)
    assert dealt(7) == dealt(7)
    assert len({repr(dealt(seed)["decks"]) for seed in range(5)}) == 5
    starts = {dealt(seed)["start_player"] for seed in range(40)}
    assert starts == {0, 1, 2}   # a random start player when none is chosen


def test_a_deck_order_missing_a_card_is_refused_with_the_field_named():
    setup = stacked_setup(3)
    setup.decks.contracts = setup.decks.contracts[:-1]
    with pytest.raises(IllegalAction) as err:
        RULES.new_game(setup)
    assert err.value.code == "deck_order" and said(err.value).startswith("decks.contracts must list every card once; missing ")


def test_a_deck_order_repeating_a_card_is_refused():
    setup = stacked_setup(3)
    setup.decks.events = setup.decks.events[:-1] + setup.decks.events[:1]
    with pytest.raises(IllegalAction) as err:
        RULES.new_game(setup)
    assert err.value.code == "deck_order" and said(err.value).startswith("decks.events must list every card once")


def test_a_deck_order_for_an_unknown_worker_type_is_refused():
    setup = stacked_setup(3)
    setup.decks.workers["wizard"] = ["W-01"]
    with pytest.raises(IllegalAction) as err:
        RULES.new_game(setup)
    assert err.value.code == "unknown_worker_type" and said(err.value).startswith("decks.workers: unknown worker type wizard (known: ")


@pytest.mark.parametrize("players, start", [(1, 0), (5, 0), (2, 2), (3, 3)])
def test_player_counts_and_start_seats_outside_the_rules_are_refused(players, start):
    with pytest.raises(ValidationError):
        Setup(players=[{"name": f"P{i}"} for i in range(players)], start_player=start)


def test_each_seat_has_its_own_colour_and_symbol_defaults_filling_the_gaps():
    """Seats are told apart by colour and symbol; setups written before they existed load
    with the first ones, and the ones not given never repeat one that is."""
    old = Setup(players=[{"name": "A"}, {"name": "B"}, {"name": "C"}])
    assert [(p.colour, p.symbol) for p in old.players] == [("red", "circle"), ("blue", "square"),
                                                           ("yellow", "triangle")]
    mixed = Setup(players=[{"name": "A", "colour": "blue"}, {"name": "B", "symbol": "circle"},
                           {"name": "C", "colour": "white", "symbol": "star"}])
    assert [(p.colour, p.symbol) for p in mixed.players] == [("blue", "square"), ("red", "circle"),
                                                             ("white", "star")]
    again = Setup.model_validate(mixed.model_dump())            # written to a file and read back
    assert again == mixed
    for twice in ({"colour": "green"}, {"symbol": "cross"}):
        with pytest.raises(ValidationError, match="two seats have the"):
            Setup(players=[{"name": "A", **twice}, {"name": "B", **twice}])
    with pytest.raises(ValidationError):
        Setup(players=[{"name": "A", "colour": "purple"}, {"name": "B"}])
