import random

from tests.support.master_builder import make_setup


def test_random_games_finish(rules):
    for seed in range(20):
        state = rules.new_game(make_setup(2 + seed % 3, seed))
        rng = random.Random(seed)
        while not rules.is_over(state):
            rules.apply(state, rng.choice(rules.legal_actions(state)))
        assert state.round == state.final_round
