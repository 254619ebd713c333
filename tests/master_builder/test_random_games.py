"""Thousands of seeded random games over every player count and variant combination: each
must finish without an error and pass the referee's end-of-game checks."""
import itertools
import random

import pytest

from mbqt.games.master_builder import Setup
from mbqt.games.master_builder.state import VARIANTS
from tests.support.master_builder import CARDS, RULES, varied_action

GAMES_PER_CONFIG = 63        # x 3 player counts x 16 variant combinations = 3,024 games
CONFIGS = [(n, combo) for n in (2, 3, 4)
           for k in range(len(VARIANTS) + 1) for combo in itertools.combinations(VARIANTS, k)]


def play(n, variants, seed):
    setup = Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed,
                  variants={v: True for v in variants})
    log = []
    state = RULES.new_game(setup, log)
    rng = random.Random(seed)
    round1_contracts = None
    while state.to_move is not None:
        acts = RULES.legal_actions(state)
        assert acts, "a player to move must have a legal action"
        log.extend(RULES.apply(state, varied_action(rng, acts)))
        assert all(p.money >= 0 for p in state.players), "cash never goes negative"
        if round1_contracts is None and state.round > 1:
            round1_contracts = [bool(p.contracts) or any(seat == s for _, s in state.city)
                                for seat, p in enumerate(state.players)]
    return state, log, round1_contracts


@pytest.mark.slow
@pytest.mark.parametrize("n, variants", CONFIGS, ids=lambda c: "+".join(c) or "base" if isinstance(c, tuple) else str(c))
def test_random_games_finish_and_add_up(n, variants):
    for seed in range(GAMES_PER_CONFIG):
        state, log, round1_contracts = play(n, variants, seed * 7919 + n)
        where = (n, variants, seed)
        assert state.round == state.final_round and log[-1][0] == "game_over", where
        assert RULES.legal_actions(state) == [], where
        assert round1_contracts == [True] * n, where
        for seat, p in enumerate(state.players):
            moved = sum(args["money"] for _, args in log if "money" in args and args.get("seat") == seat)
            assert p.money - CARDS.starting_money == moved, where
        held = [w for p in state.players for w in p.workers] + [w for d in state.worker_decks for w in d]
        assert sorted(held) == list(range(len(CARDS.workers))), where
        assert log[-1][1]["scores"] == RULES.scores(state), where
