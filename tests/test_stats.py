"""End-of-game statistics, checked against what the state showed while the game was played."""
import random

import pytest

from conftest import make_setup
from mbqt.records import Game
from mbqt.stats import statistics
from scripted_game import CARDS, calm_action, stacked_setup, varied_action

ALL_VARIANTS = {"choosing_workers": True, "selective_events": True,
                "loaning_workers": True, "additional_events": True}


def _watched_game(n: int, seed: int):
    """A random game, with each seat's money at the end of every round and the wages due
    each round read from the state before the wages were paid."""
    game = Game(make_setup(n, seed, variants=ALL_VARIANTS))
    rng = random.Random(seed)
    money = [[p.money for p in game.state.players]]
    wages = [0] * n
    while not game.rules.is_over(game.state):
        before = game.state.clone()
        game.apply(varied_action(rng, game.rules.legal_actions(game.state)))
        s = game.state
        if before.phase == 4 and (s.phase == 5 or s.round > before.round or s.to_move is None):
            for seat in range(n):   # workers and surcharges do not change until the wages are paid
                wages[seat] += before.wages_due(seat)
        if s.round > before.round or s.to_move is None:
            money.append([p.money for p in s.players])
    return game, money, wages


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (4, 3)])
def test_statistics_agree_with_the_game(n, seed):
    game, money, wages = _watched_game(n, seed)
    stats = statistics(game)
    s = game.state
    assert stats["over"] and stats["rounds"] == s.round == len(money) - 1
    for seat, out in enumerate(stats["seats"]):
        assert out["name"] == s.players[seat].name
        assert out["money"] == [m[seat] for m in money]
        assert out["wages"] == wages[seat]
        held = set(s.players[seat].contracts)
        built = [num for num, builder in s.city if builder == seat]
        assert out["buildings"] == built
        assert sorted(c["contract"] for c in out["contracts"]) == sorted(held | set(built))
        assert out["paid"] == sum(c["price"] for c in out["contracts"]) > 0
        assert sum(out["loans"]) == sum(s.players[seat].loans) + out["repaid"]
        assert out["income"] == sum(CARDS.contracts[num].price for num in built)


def test_prices_and_rounds_of_contracts_bought_at_the_minimum_bid():
    game = Game(stacked_setup(3, start=0))
    while game.state.round < 3:
        game.apply(calm_action(game.state))
    stats = statistics(game)
    bought = [c for seat in stats["seats"] for c in seat["contracts"]]
    assert len(bought) == 3 and {c["round"] for c in bought} == {1}   # calm players buy only in round 1
    for c in bought:
        assert c["price"] == CARDS.contracts[c["contract"]].min_bid
    assert not stats["over"] and stats["rounds"] == 2
    for seat, out in enumerate(stats["seats"]):
        assert len(out["money"]) == 4                       # start, rounds 1 and 2, now
        assert out["money"][-1] == game.state.players[seat].money


def test_a_game_not_yet_started_has_only_its_opening_money():
    game = Game(stacked_setup(2))
    stats = statistics(game)
    assert stats["rounds"] == 0
    assert [s["money"] for s in stats["seats"]] == [[p.money] * 2 for p in game.state.players]
