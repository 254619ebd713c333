"""Referee tests of the flow of rounds and phases (rulebook "Game Play", "New Round";
clarifications "Rounds")."""
import random

import pytest

from tests.support.master_builder import Table, calm_action


@pytest.mark.parametrize("n, start", [(2, 1), (3, 0), (4, 2)])
def test_six_rounds_of_five_phases_with_the_mallet_passing_left(n, start):
    t = Table(n, start=start)
    t.to_end()
    rounds = t.entries("round")
    assert rounds == [{"round": r, "start": (start + r - 1) % n} for r in range(1, 7)]
    phases = [(e["round"], e["phase"]) for e in t.entries("phase")]
    assert phases == [(r, ph) for r in range(1, 7) for ph in range(1, 6)]


def test_hiring_and_contracts_start_with_the_start_player_each_round():
    t = Table(3, start=2)
    firsts = {}
    while t.s.to_move is not None:
        firsts.setdefault((t.s.round, t.s.step), t.s.to_move)
        t.do(calm_action(t.s))
    for rnd in range(1, 7):
        assert firsts[rnd, "hire"] == firsts[rnd, "open"] == (2 + rnd - 1) % 3, rnd


def test_one_economic_card_is_turned_in_each_round_after_the_first():
    t = Table(2)
    t.to_end()
    rounds_of_cards = []
    current = 0
    for key, args in t.log:
        if key == "round":
            current = args["round"]
        elif key == "economic_card":
            rounds_of_cards.append(current)
    assert rounds_of_cards == [2, 3, 4, 5, 6]


def test_the_round_s_events_are_shown_until_the_next_round_starts():
    t = Table(2)
    rng = random.Random(3)
    while t.s.step != "plan":
        t.do(rng.choice(t.rules.legal_actions(t.s)))
    rnd = t.s.round
    turned = [t.rules.cards.events[e["event"]].id for e in t.entries("event")]
    assert t.view(0)["events"] == turned[-1:]
    while t.s.round == rnd:
        t.do(rng.choice(t.rules.legal_actions(t.s)))
    assert t.view(0)["events"] == []      # executed events lie under the deck


@pytest.mark.parametrize("action", [("pass", 1000), ("hire",), ("hire", 0, 1)])
def test_malformed_actions_are_refused_without_changing_anything(action):
    t = Table(2)
    before = t.view()
    with pytest.raises(Exception) as err:
        t.do(action)
    assert getattr(err.value, "code", None) in ("no_argument", "bad_arguments")
    assert t.view() == before
