"""Properties of the engine over random legal play (hypothesis picks the game, its size, the
variants and the players' random choices)."""
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from mbqt.games.master_builder import Setup, view
from mbqt.games.master_builder.state import STEP_OVER, VARIANTS
from tests.support.master_builder import CARDS, RULES, varied_action

games = st.fixed_dictionaries({
    "seed": st.integers(0, 2**32),
    "n": st.integers(2, 4),
    "variants": st.sets(st.sampled_from(VARIANTS)),
    "choices": st.integers(0, 2**32),
})
modest = settings(max_examples=25, deadline=None)


def setup_of(game) -> Setup:
    return Setup(players=[{"name": f"P{i}"} for i in range(game["n"])], seed=game["seed"],
                 variants={v: True for v in game["variants"]})


def steps(game):
    """Play a random game; yield (state before, action, state after, log entries) per action."""
    state = RULES.new_game(setup_of(game))
    rng = random.Random(game["choices"])
    while state.to_move is not None:
        before = state.clone()
        action = varied_action(rng, RULES.legal_actions(state))
        entries = RULES.apply(state, action)
        yield before, action, state, entries


def worker_places(s) -> Counter:
    return Counter([w for p in s.players for w in p.workers] + [w for d in s.worker_decks for w in d])


def cards_everywhere(s) -> dict:
    """Every card of the game by kind, wherever it is (a sample may only move hidden ones)."""
    return {
        "workers": sorted(worker_places(s).elements()),
        "contracts": sorted(s.contract_deck + s.contracts_out + s.contracts_gone + list(s.display)
                            + [num for p in s.players for num in p.contracts] + [num for num, _ in s.city]),
        "events": sorted(s.event_deck + [e for p in s.players for e in p.hand]
                         + [e for e in s.events_current if e not in s.event_deck]),
        "economic": sorted(s.economic_deck + s.economic_unused
                           + ([s.economic_current] if s.economic_current is not None else [])),
    }


@modest
@given(games)
def test_every_money_change_is_explained_by_the_log(game):
    for before, _, after, entries in steps(game):
        for seat in range(after.n):
            logged = sum(a["money"] for _, a in entries if "money" in a and a.get("seat") == seat)
            assert after.players[seat].money - before.players[seat].money == logged
            assert after.players[seat].money >= 0


@modest
@given(games)
def test_all_forty_workers_are_always_in_exactly_one_place(game):
    for _, _, after, _ in steps(game):
        places = worker_places(after)
        assert set(places) == set(range(len(CARDS.workers))) and set(places.values()) == {1}


@modest
@given(games)
def test_built_sections_never_disappear_until_the_building_joins_the_city(game):
    for before, _, after, _ in steps(game):
        for seat, p in enumerate(before.players):
            for num, mask in p.contracts.items():
                now = after.players[seat].contracts.get(num)
                if now is None:
                    assert (num, seat) in after.city
                else:
                    assert now & mask == mask


@modest
@given(games)
def test_a_hire_never_takes_the_wage_total_above_30000(game):
    for before, action, _, entries in steps(game):
        if action[0] in ("hire", "hire_chosen"):
            # Judged by the hire's own entry: the events that may follow can dismiss workers.
            seat = before.to_move
            hired = [a for k, a in entries if k in ("hired", "hired_chosen")]
            assert [a["seat"] for a in hired] == [seat]
            wage = CARDS.workers[hired[0]["worker"]].wage
            assert hired[0]["wage_total"] == before.wage_total(seat) + wage <= CARDS.wage_cap


@modest
@given(games)
def test_replaying_the_setup_and_actions_reproduces_the_game(game):
    actions, final = [], None
    for _, action, after, _ in steps(game):
        actions.append(action)
        final = after
    log = []
    replay = RULES.new_game(setup_of(game), log)
    for a in actions:
        RULES.apply(replay, a)
    assert RULES.view(replay, None) == RULES.view(final, None)
    assert replay.step == STEP_OVER


@modest
@given(games, st.integers(0, 2**32))
def test_a_clone_is_equal_and_independent(game, pick):
    rng = random.Random(pick)
    for before, _, after, _ in steps(game):
        if after.to_move is None or rng.random() > 0.1:
            continue
        copy = after.clone()
        assert RULES.view(copy, None) == RULES.view(after, None)
        original = RULES.view(after, None)
        RULES.apply(copy, varied_action(rng, RULES.legal_actions(copy)))
        assert RULES.view(after, None) == original


@modest
@given(games, st.integers(0, 2**32))
def test_a_sample_shows_each_seat_exactly_what_it_saw_and_holds_the_same_cards(game, pick):
    rng = random.Random(pick)
    for _, _, after, _ in steps(game):
        if after.to_move is None or rng.random() > 0.1:
            continue
        for seat in range(after.n):
            sampled = RULES.sample(after, seat, rng)
            assert RULES.view(sampled, seat) == RULES.view(after, seat)
            assert cards_everywhere(sampled) == cards_everywhere(after)
            if seat == after.to_move:
                # The choices offered reveal nothing hidden, not even through their order.
                assert RULES.legal_actions(sampled) == RULES.legal_actions(after)


@modest
@given(games, st.integers(0, 2**32))
def test_forgetting_keeps_the_view_and_erases_the_hidden_order(game, pick):
    # Two states a seat cannot tell apart become the same state once forgotten, so a search
    # starting from view.forget cannot depend on the hidden cards.
    rng = random.Random(pick)
    for _, _, after, _ in steps(game):
        if after.to_move is None or rng.random() > 0.1:
            continue
        for seat in range(after.n):
            twin = RULES.sample(after, seat, rng, plan_guess=lambda s, i: after.plans[i])
            forgotten = view.forget(after, seat)
            assert RULES.view(forgotten, seat) == RULES.view(after, seat)
            assert cards_everywhere(forgotten) == cards_everywhere(after)
            assert RULES.view(view.forget(twin, seat), None) == RULES.view(forgotten, None)
