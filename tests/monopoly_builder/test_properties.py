"""Properties of the Monopoly Builder engine over seeded random games of 2, 3 and 4 players
(the claim-rent variant on in every other game): every game ends, chips, blocks and deeds
are conserved, nobody's money goes negative, every legal action applies, actions survive
their JSON form, replays are exact, the sample keeps what is public, the score lines add up.
A longer sweep: `MBQT_MONO_GAMES=5000 pytest tests/monopoly_builder -k sweep`."""
import json
import os
import random
from collections import Counter

import pytest

from mbqt.core.errors import IllegalAction
from mbqt.core.records import Game
from tests.monopoly_builder.helpers import BOARD, RULES

MAX_ACTIONS = 20000
GAMES = int(os.environ.get("MBQT_MONO_GAMES", "240"))


def setup(seed: int):
    n = 2 + seed % 3
    return RULES.Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed,
                       variants={"claim_rent": bool(seed // 3 % 2)})


def check(s) -> None:
    """The invariants of a sound state."""
    for c in range(4):
        held = sum(p.chips[c] for p in s.players) + sum(v[c] for v in s.floor.values())
        assert s.supply[c] >= 0 and held + s.supply[c] == BOARD.supply[c], (c, s.supply)
    for seat, p in enumerate(s.players):
        assert p.money >= 0 and min(p.chips) >= 0
        own = sum(min(h, BOARD.max_own_floors) for h, o in zip(s.height, s.built_by) if o == seat)
        assert own + p.blocks == BOARD.blocks
        if p.bankrupt:
            assert p.money == 0 and not any(p.chips) and not p.cards and seat not in s.owner
    for d, o in enumerate(s.owner):
        assert o >= 0 or not s.mortgaged[d]
    kept = sorted(c for p in s.players for c in p.cards)
    assert sorted(s.pile + kept) == list(range(len(BOARD.chance)))
    assert all(BOARD.chance[c].keep for c in kept)
    assert (s.height.count(BOARD.max_own_floors + 1) == 1) == (s.end == "penthouse")
    if not s.over:
        assert not s.players[s.to_move].bankrupt and not s.players[s.active].bankrupt


def play(seed: int, every: int = 1):
    """A random game; yields (state, action, entries) and checks the state every `every` actions."""
    s = RULES.new_game(setup(seed))
    rng = random.Random(seed)
    k = 0
    while not s.over:
        acts = RULES.legal_actions(s)
        assert acts and len(set(acts)) == len(acts)
        action = rng.choice(acts)
        entries = RULES.apply(s, action)
        k += 1
        assert k < MAX_ACTIONS, "the game does not end"
        if k % every == 0:
            check(s)
        yield s, action, entries
    check(s)


@pytest.mark.parametrize("seed", range(0, 60))
def test_random_games_end_with_sound_states(seed):
    counted = Counter()
    for s, action, entries in play(seed):
        counted[action[0]] += 1
        if action[0] == "roll":
            assert RULES.revealed(s, entries) == "dice"
    assert s.over and s.end in ("penthouse", "stalemate", "bankruptcy", "rounds")
    assert entries[-1][0] == "game_over" and entries[-1][1]["scores"] == RULES.scores(s)
    items = RULES.score_items(s)
    assert [sum(v for _k, _a, v in it) for it in items] == RULES.scores(s)
    best = max((RULES.scores(s)[i], s.players[i].money) for i in range(s.n))
    assert RULES.winners(s) == [i for i in range(s.n) if (RULES.scores(s)[i], s.players[i].money) == best]


@pytest.mark.parametrize("seed", range(60, 90))
def test_every_listed_action_applies_and_survives_json(seed):
    for s, action, _entries in play(seed, every=10):
        if s.over:
            break
        assert RULES.action_from_json(json.loads(json.dumps(RULES.action_to_json(action)))) == action
        for other in RULES.legal_actions(s):
            t = s.clone()
            try:
                RULES.apply(t, other)
            except IllegalAction as err:       # pragma: no cover - the failure message
                raise AssertionError(f"{other} is listed but refused: {err}") from None
            assert RULES.action_from_json(RULES.action_to_json(other)) == other


@pytest.mark.parametrize("seed", range(90, 110))
def test_replays_are_exact_and_views_are_json(seed):
    game = Game(setup(seed), rules=RULES)
    rng = random.Random(seed)
    while not RULES.is_over(game.state):
        game.apply(rng.choice(RULES.legal_actions(game.state)))
        if len(game.actions) % 25 == 0:
            view = RULES.view(game.state, None)
            assert json.loads(json.dumps(view)) == view
    again = game.replayed(len(game.actions))
    assert RULES.view(again.state, None) == RULES.view(game.state, None) and again.log == game.log
    stats = RULES.statistics(game)
    assert json.dumps(stats) and len(stats["seats"]) == game.state.n
    assert all(seat["money"][-1] == p.money for seat, p in zip(stats["seats"], game.state.players))
    assert RULES.summary(RULES.view(game.state, None), len(game.actions))


@pytest.mark.parametrize("seed", range(110, 130))
def test_sample_keeps_what_is_public_and_clones_are_independent(seed):
    for s, _action, _entries in play(seed, every=50):
        if s.over or s.turns % 5:
            continue
        for seat in range(s.n):
            t = RULES.sample(s, seat, random.Random(seed))
            public = RULES.view(s, seat)
            assert RULES.view(t, seat)["chance_bottom"] == public["chance_bottom"]
            assert {k: v for k, v in RULES.view(t, seat).items()} == public
            assert RULES.legal_actions(t) == RULES.legal_actions(s)
        c = s.clone()
        c.players[0].chips[0] += 5
        c.floor.setdefault(0, [0, 0, 0, 0])[0] += 1
        c.touched.add(99)
        assert s.players[0].chips[0] + 5 == c.players[0].chips[0] and 99 not in s.touched


def test_the_sample_redraws_the_dice_and_the_unknown_chance_order():
    s = RULES.new_game(setup(3))
    rolls = set()
    for k in range(20):
        t = RULES.sample(s, 0, random.Random(k))
        rolls.add((t.die(), t.die()))
        assert sorted(t.pile) == sorted(s.pile)
    assert len(rolls) > 5


@pytest.mark.slow
def test_sweep_of_seeded_games():
    """GAMES random games (240 by default: 80 of each size): all end, in a bounded number of
    actions; the ways they end and the mean length are printed for the report."""
    ends, lengths = Counter(), []
    for seed in range(1000, 1000 + GAMES):
        k = 0
        for s, _a, _e in play(seed, every=200):
            k += 1
        ends[(s.n, s.end)] += 1
        lengths.append(k)
    print(dict(sorted(ends.items())), "mean actions", sum(lengths) / len(lengths), "max", max(lengths))
    assert sum(ends.values()) == GAMES
