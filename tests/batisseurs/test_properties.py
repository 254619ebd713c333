"""Properties of the Les Bâtisseurs engine over random legal play (hypothesis picks the
game, its size and the players' random choices), and a sweep of a thousand random games."""
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mbqt.games.batisseurs import Setup
from mbqt.games.batisseurs.state import END_POINTS
from tests.support.batisseurs import CARDS, NW, RULES

games = st.fixed_dictionaries({"seed": st.integers(0, 2**32), "n": st.integers(2, 4),
                               "choices": st.integers(0, 2**32)})
modest = settings(max_examples=30, deadline=None)


def new(game, log=None):
    return RULES.new_game(Setup(players=[{"name": f"P{i}"} for i in range(game["n"])], seed=game["seed"]), log)


def choose(rng, acts):
    """Random play that completes buildings now and then: sends are favoured, so games do
    not all drown in écus."""
    sends = [a for a in acts if a[0] == "send"]
    return rng.choice(sends if sends and rng.random() < 0.6 else acts)


def play(game):
    """Play a random game; yield (state before, action, state after, log entries) per action."""
    state = new(game)
    rng = random.Random(game["choices"])
    while not state.over:
        before = state.clone()
        action = choose(rng, RULES.legal_actions(state))
        entries = RULES.apply(state, action)
        yield before, action, state, entries


def places(s) -> dict:
    """Every card wherever it is: each worker and building exactly once in a sound state."""
    workers = s.worker_row + s.worker_deck
    buildings = s.building_row + s.building_deck
    for p in s.players:
        units = p.team + [u for site in p.sites.values() for u in site]
        workers += [u for u in units if u < NW]
        buildings += list(p.sites) + p.built
        assert sorted(u - NW for u in units if u >= NW) == sorted(p.machines)   # a unit per finished machine
    return {"workers": Counter(workers), "buildings": Counter(buildings)}


ALL = {"workers": Counter(range(NW)), "buildings": Counter(range(len(CARDS.buildings)))}


@modest
@given(games)
def test_money_never_negative_and_every_change_is_logged(game):
    for before, action, after, entries in play(game):
        for seat in range(after.n):
            change = sum(e[1]["money"] for e in entries if e[1].get("seat") == seat and "money" in e[1])
            assert after.players[seat].money == before.players[seat].money + change >= 0


@modest
@given(games)
def test_cards_are_conserved_and_points_only_grow(game):
    for before, action, after, entries in play(game):
        assert places(after) == ALL
        assert all(after.points(i) >= before.points(i) for i in range(after.n))
        assert all(len(p.team) + sum(map(len, p.sites.values())) >= 1 for p in after.players)


@modest
@given(games)
def test_every_legal_action_round_trips_through_json_and_applies(game):
    for before, action, after, entries in play(game):
        for a in RULES.legal_actions(before):
            assert RULES.action_from_json(RULES.action_to_json(a)) == a
        t = before.clone()
        for a in RULES.legal_actions(before)[:8]:
            RULES.apply(before.clone(), a)       # legal means it applies
        RULES.apply(t, action)
        assert RULES.view(t, None) == RULES.view(after, None)


@modest
@given(games)
def test_a_game_is_determined_by_its_seed_and_actions(game):
    log1, actions = [], []
    s1 = new(game, log1)
    rng = random.Random(game["choices"])
    while not s1.over:
        actions.append(choose(rng, RULES.legal_actions(s1)))
        log1 += RULES.apply(s1, actions[-1])
    log2 = []
    s2 = new(game, log2)
    for a in actions:
        log2 += RULES.apply(s2, a)
    assert log1 == log2 and RULES.view(s1, None) == RULES.view(s2, None)


@modest
@given(games, st.integers(0, 2**32))
def test_sample_matches_the_view_and_the_view_hides_the_decks(game, sample_seed):
    rng = random.Random(sample_seed)
    for i, (before, action, after, entries) in enumerate(play(game)):
        if i % 7 or after.over:
            continue
        seat = rng.randrange(after.n)
        seen = RULES.view(after, seat)
        assert "decks" not in seen
        t = RULES.sample(after, seat, rng)
        assert RULES.view(t, seat) == seen
        assert places(t) == ALL
        assert Counter(t.worker_deck) == Counter(after.worker_deck)
        assert Counter(t.building_deck) == Counter(after.building_deck)
        # The view cannot depend on the decks' order: reversing them changes nothing seen.
        t.worker_deck.reverse()
        t.building_deck.reverse()
        assert RULES.view(t, seat) == seen


def check_end(s, log):
    assert s.over and RULES.legal_actions(s) == [] and s.to_move is None
    turns = Counter(e[1]["seat"] for e in log if e[0] == "turn")
    assert len(set(turns.values())) == 1, "every seat plays as many turns"
    if s.end == "points":
        assert max(s.points(i) for i in range(s.n)) >= END_POINTS
    else:
        assert s.end == "stalemate" and not s.building_row and not s.worker_row
    assert log[-1] == ("game_over", {"scores": RULES.scores(s), "winners": RULES.winners(s)})


@modest
@given(games)
def test_every_random_game_ends_with_equal_turns(game):
    log = []
    s = new(game, log)
    rng = random.Random(game["choices"])
    while not s.over:
        log += RULES.apply(s, choose(rng, RULES.legal_actions(s)))
    check_end(s, log)


@pytest.mark.slow
def test_a_thousand_random_games_reach_the_end():
    ends = Counter()
    for g in range(1000):
        game = {"seed": g, "n": 2 + g % 3, "choices": g}
        log = []
        s = new(game, log)
        rng = random.Random(g)
        while not s.over:
            acts = RULES.legal_actions(s)
            assert acts
            log += RULES.apply(s, choose(rng, acts))
            assert min(p.money for p in s.players) >= 0
        check_end(s, log)
        assert places(s) == ALL
        ends[s.end] += 1
    # Random play opens sites it never finishes, so many games end in a stalemate; both ends
    # must be well exercised.
    assert ends["points"] >= 100 and ends["stalemate"] >= 100


@modest
@given(games)
def test_the_cost_and_completion_the_board_shows_are_what_an_action_does(game):
    """rules.action_cost and rules.completes (what the board shows before a click) agree
    with what applying the action does: the écus paid, the free actions used, a site done."""
    from mbqt.games.batisseurs.rules import action_cost, completes
    from mbqt.games.batisseurs.state import TAKE_ECUS
    for before, action, after, entries in play(game):
        seat = before.to_move
        if action[0] == "end":
            continue
        actions, ecus = action_cost(before, action)
        earned = sum(a["money"] for key, a in entries if key == "completed" and a["seat"] == seat)
        taken = TAKE_ECUS[action[1]] if action[0] == "take" else 0
        assert after.players[seat].money == before.players[seat].money - ecus + earned + taken
        if after.to_move == seat:                       # the turn goes on: the free actions left
            assert after.actions == max(0, before.actions - actions)
        if action[0] == "send":
            done = any(key == "completed" and a["building"] == action[2] for key, a in entries)
            assert completes(before, seat, action[2], action[1]) == done


def snapshot(p) -> tuple:
    return (p.money, p.team[:], {b: u[:] for b, u in p.sites.items()}, p.built[:], p.machines[:])


@modest
@given(games)
def test_an_action_changes_no_other_player_so_a_seat_clone_plays_like_a_whole_one(game):
    # The planners copy only the moving seat's player (State.clone(seat)) and share the others.
    for before, action, after, entries in play(game):
        seat = before.to_move
        for a in RULES.legal_actions(before)[:8]:
            t = before.clone(seat)
            others = [snapshot(p) for i, p in enumerate(before.players) if i != seat]
            RULES.apply(t, a)
            assert [snapshot(p) for i, p in enumerate(before.players) if i != seat] == others
            whole = before.clone()
            RULES.apply(whole, a)
            assert RULES.view(t, None) == RULES.view(whole, None)
