"""Undo limits at the engine level (Board Game Arena's policy): a seat takes back its own
actions, never past one that revealed hidden information or another seat's action."""
import random

import pytest

from mbqt.core.records import Game
from mbqt.games.batisseurs import Setup as BatSetup
from tests.support.batisseurs import building, table_setup, unit
from tests.support.master_builder import (
    PASS,
    TYPE,
    calm_action,
    make_setup,
    stacked_setup,
)

ALL_VARIANTS = {"choosing_workers": True, "selective_events": True,
                "loaning_workers": True, "additional_events": True}


def _calm_until(game: Game, done) -> None:
    while not done(game.state):
        game.apply(calm_action(game.state))


def test_hiring_turns_up_the_next_worker_so_it_cannot_be_undone():
    game = Game(stacked_setup(2, start=0))
    game.apply(("hire", TYPE["apprentice"]))
    assert game.steps == [(0, "worker")]
    assert game.undo_floor(0) == (1, "worker", 0)


def test_a_hire_whose_next_card_everyone_saw_go_under_reveals_nothing():
    game = Game(stacked_setup(2, start=0))
    t = TYPE["apprentice"]
    game.state.worker_known[t] = len(game.state.worker_decks[t]) - 1   # only the top card is unknown
    game.apply(("hire", t))
    assert game.steps == [(0, None)]
    assert game.undo_floor(0) == (0, None, None)      # back to the start of the game


def test_another_seats_action_is_a_limit_and_own_quiet_actions_are_not():
    game = Game(stacked_setup(2, start=0))
    _calm_until(game, lambda s: s.round == 2 and s.step == "hire")
    s = game.state
    me = s.to_move
    kept = len(game.actions)
    s.players[me].loans[0] = 1                  # something to repay: a second action in one turn
    s.players[me].money = 50_000
    game.apply(("repay", 0))
    game.apply(("fire", s.players[me].workers[0]))
    assert game.steps[-2:] == [(me, None), (me, None)]
    floor, what, actor = game.undo_floor(me)
    assert floor == kept                         # both actions may be taken back, no more
    assert (what, actor) == game.steps[kept - 1][::-1] and (actor != me or what is not None)
    other = 1 - me
    game.apply(PASS)                             # the other seat acts: the limit moves
    assert game.steps[-1] == (other, None)
    assert game.undo_floor(me)[0] == len(game.actions)
    assert game.undo_floor(me)[1:] == (None, other)
    assert game.undo_floor(other)[0] == len(game.actions) - 1


@pytest.mark.parametrize("what", ["economic", "plans"])   # the economic card, then the contracts
def test_the_action_that_ends_a_phase_keeps_what_the_next_phase_turned_up(what):
    game = Game(stacked_setup(3, start=0))
    while True:
        before = game.state.phase
        game.apply(calm_action(game.state))
        if what == "economic" and before == 1 and game.state.phase == 2 and game.state.round == 2:
            break
        if what == "plans" and before == 4 and game.state.phase != 4:
            break
    seat, revealed = game.steps[-1]
    assert revealed == what
    assert game.undo_floor(seat) == (len(game.actions), what, seat)


def test_choosing_from_a_deck_and_playing_an_event_from_the_hand_reveal():
    game = Game(stacked_setup(2, start=0, variants=("choosing_workers", "selective_events")))
    t = TYPE["foreman"]
    chosen = game.state.worker_decks[t][-1]
    game.apply(("hire_chosen", chosen))
    assert game.steps[-1] == (0, "deck_seen")
    _calm_until(game, lambda s: s.step == "choose_event")
    game.apply(calm_action(game.state))
    assert game.steps[-1][1] == "event_hand"


def _views(state, rules):
    return [rules.view(state, seat) for seat in range(state.n)]


@pytest.mark.parametrize("n, seed", [(2, 3), (3, 4), (4, 5)])
def test_an_action_said_to_reveal_nothing_shows_no_seat_anything_new(rules, n, seed):
    """Deal the hidden cards again as a seat may imagine them: an action that reveals
    nothing must leave that seat's view the same whatever was dealt, and one that reveals
    something must, over the game, mostly show some seat a difference. (Looking through a
    deck is left out of that count: what the chooser saw is not part of the views.)"""
    game = Game(make_setup(n, seed, variants=ALL_VARIANTS))
    rng = random.Random(seed)
    quiet = noticed = revealing = 0
    while not rules.is_over(game.state):
        before = game.state.clone()
        action = rng.choice(rules.legal_actions(before))
        game.apply(action)
        what = game.steps[-1][1]
        after = _views(game.state, rules)
        differs = False
        for seat in range(n):
            imagined = rules.sample(before, seat, random.Random(rng.random()))
            try:
                rules.apply(imagined, action)
            except ValueError:          # another seat's secret made the action impossible there
                differs = True
                continue
            differs |= rules.view(imagined, seat) != after[seat]
        if what is None:
            quiet += 1
            assert not differs, f"action {len(game.actions) - 1} {action} revealed something unflagged"
        elif what != "deck_seen":
            revealing += 1
            noticed += differs
    assert quiet > 50 and revealing > 5
    assert noticed > revealing // 2


def test_undo_replays_the_kept_actions_to_the_same_state():
    game = Game(make_setup(3, 8, variants=ALL_VARIANTS))
    rng = random.Random(8)
    states = []
    while not game.rules.is_over(game.state):
        states.append(game.state_json())
        game.apply(rng.choice(game.rules.legal_actions(game.state)))
    for k in (0, 1, len(states) // 3, len(states) // 2, len(states) - 1):
        again = game.replayed(k)
        assert again.state_json() == states[k] and again.actions == game.actions[:k]
        assert again.steps == game.steps[:k]


# ----------------------------------------------------------------- Les Bâtisseurs

def _bat_game(n: int = 2) -> Game:
    """Ann (seat 0) starts; the rows: B01-B05 and W03-W07, the decks in card-file order."""
    return Game(table_setup(n, start=0, names=["Ann", "Bob", "Cy", "Di"][:n]))


def test_batisseurs_opening_a_site_or_recruiting_turns_up_a_card_so_it_cannot_be_undone():
    game = _bat_game()
    game.apply(("open", building("B01")))
    assert game.steps == [(0, "building")]
    assert game.undo_floor(0) == (1, "building", 0)
    game.apply(("recruit", unit("W03")))
    assert game.steps[-1] == (0, "worker")
    assert game.undo_floor(0) == (2, "worker", 0)


def test_batisseurs_sending_and_taking_ecus_are_taken_back_within_the_turn():
    game = _bat_game()
    game.apply(("open", building("B03")))               # turns up B06: the limit
    before = game.state_json()
    game.apply(("send", unit("W01"), building("B03")))  # 2 écus: 8
    game.apply(("take", 1))                             # the last free action: 9
    game.apply(("take", 1))                             # a bought action, 5 écus, 1 taken: 5
    assert game.state.players[0].money == 5 and game.state.to_move == 0
    assert game.steps[1:] == [(0, None)] * 3
    assert game.undo_floor(0) == (1, "building", 0)
    again = game.replayed(game.undo_floor(0)[0])
    assert again.state_json() == before and again.state.players[0].money == 10
    game.apply(("end",))
    assert game.undo_floor(0) == (1, "building", 0)     # the end of the turn too, while Bob has not played


def test_batisseurs_finishing_a_building_reveals_nothing_and_can_be_taken_back():
    game = _bat_game()
    game.apply(("recruit", unit("W03")))
    game.apply(("open", building("B01")))
    game.apply(("send", unit("W03"), building("B01")))  # W03 alone meets the arbor's needs
    assert game.log[-1][0] == "completed" and game.steps[-1] == (0, None)
    assert game.undo_floor(0) == (2, "building", 0)
    again = game.replayed(2)
    assert list(again.state.players[0].sites) == [building("B01")] and again.state.players[0].built == []


def test_batisseurs_another_seats_action_is_a_limit():
    game = _bat_game()
    for action in (("take", 3), ("end",)):
        game.apply(action)
    assert game.undo_floor(0) == (0, None, None)        # nothing revealed since the start
    game.apply(("take", 1))                             # Bob plays: Ann can no longer go back
    assert game.undo_floor(0) == (3, None, 1)
    assert game.undo_floor(1) == (2, None, 0)           # Bob may take back his own, not Ann's
    game.apply(("take", 1))
    assert game.undo_floor(1) == (2, None, 0)


def test_batisseurs_opening_with_an_empty_deck_reveals_nothing():
    game = _bat_game()
    game.state.building_deck.clear()
    game.apply(("open", building("B02")))
    assert game.steps == [(0, None)] and game.undo_floor(0) == (0, None, None)
    assert game.state.building_row == [building(b) for b in ("B01", "B03", "B04", "B05")]


@pytest.mark.parametrize("n, seed", [(2, 6), (3, 7)])
def test_a_batisseurs_action_said_to_reveal_nothing_shows_no_seat_anything_new(n, seed):
    """As for Master Builder: with the decks dealt again as a seat may imagine them, an
    action that reveals nothing leaves every seat's view the same; one that turns up a card
    mostly shows a difference."""
    game = Game(BatSetup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed))
    rules = game.rules
    rng = random.Random(seed)
    quiet = noticed = revealing = 0
    while not rules.is_over(game.state):
        before = game.state.clone()
        action = rng.choice(rules.legal_actions(before))
        game.apply(action)
        what = game.steps[-1][1]
        differs = False
        for seat in range(n):
            imagined = rules.sample(before, seat, random.Random(rng.random()))
            rules.apply(imagined, action)
            differs |= rules.view(imagined, seat) != rules.view(game.state, seat)
        if what is None:
            quiet += 1
            assert not differs, f"action {len(game.actions) - 1} {action} revealed something unflagged"
        else:
            revealing += 1
            noticed += differs
    assert quiet > 50 and revealing > 5
    assert noticed > revealing // 2
