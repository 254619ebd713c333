"""The Hard players' shared search (mbqt/ai/search.py, issue #16/#17) chooses exactly what
each game's own search loop chose before it: for a fixed seed and a fixed number of
determinizations, the same ranked choices with the same values, on a few positions per
game recorded from the former code (data/hard_choices.json).

The positions are replayed from their actions (not from a player, so they stay the same
when a level changes). Re-record (`python -m tests.ai.test_hard_search`) only when a
game's evaluation or rollout is changed on purpose, or its view (the search seeds its
determinizations from the seat's view), and say so in the commit."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from mbqt.ai import make_player
from mbqt.core.registry import GAMES, game_rules

DATA = Path(__file__).parent / "data" / "hard_choices.json"
SEED, ITERATIONS = 11, 4
POSITIONS = 5            # per game
NAMES = ["Ann", "Bob"]


def _replay(rules, position: dict):
    state = rules.new_game(rules.Setup(players=[{"name": n} for n in NAMES], seed=position["seed"],
                                       start_player=0))
    for action in position["actions"]:
        rules.apply(state, rules.action_from_json(action))
    return state


def _ranked(rules, state) -> list:
    seat = rules.current_player(state)
    ranked = make_player("hard", SEED, game=rules, iterations=ITERATIONS).rank(state, seat)
    return [[rules.action_to_json(a), round(v, 6)] for a, v in ranked]


def record() -> dict:
    """Positions of two-player Medium games (one a game, after a random number of decisions)
    where Hard searches more than one choice, and what it ranks there."""
    out = {}
    for game in GAMES:
        rules = game_rules(game)
        positions, seed = [], 100
        while len(positions) < POSITIONS:
            state = rules.new_game(rules.Setup(players=[{"name": n} for n in NAMES], seed=seed, start_player=0))
            players = [make_player("medium", seed, game=rules) for _ in NAMES]
            actions, at = [], random.Random(seed).randint(5, 200)
            while not rules.is_over(state):
                seat = rules.current_player(state)
                if len(actions) >= at and len(rules.legal_actions(state)) > 1:
                    ranked = _ranked(rules, state)
                    if len({v for _a, v in ranked}) > 1:
                        positions.append({"seed": seed, "actions": list(actions), "ranked": ranked})
                        break
                action = players[seat].choose(state, seat)
                actions.append(rules.action_to_json(action))
                rules.apply(state, action)
            seed += 1
        out[game] = positions
    return out


CASES = [(g, i) for g in GAMES for i in range(POSITIONS)]


@pytest.mark.parametrize("game,index", CASES)
def test_hard_ranks_as_recorded(game, index):
    position = json.loads(DATA.read_text())[game][index]
    rules = game_rules(game)
    ranked = _ranked(rules, _replay(rules, position))
    assert [a for a, _v in ranked] == [a for a, _v in position["ranked"]]
    assert [v for _a, v in ranked] == pytest.approx([v for _a, v in position["ranked"]], abs=1e-5)


@pytest.mark.parametrize("game", GAMES)
def test_with_four_seats_hard_leaves_mediums_choice_only_when_its_search_can_tell(game):
    """Too few determinizations to tell (fewer than the search's MIN_SAMPLES) and four seats:
    Hard plays Medium's choice, every time; with two seats Master Builder's and Les
    Bâtisseurs' Hard plays its best mean, so there it departs from Medium somewhere."""
    rules = game_rules(game)
    departed = {}
    for seats in (4, 2):
        state = rules.new_game(rules.Setup(players=[{"name": f"P{i}"} for i in range(seats)], seed=5,
                                           start_player=0))
        driver = make_player("medium", 5, game=rules)
        checked, departed[seats] = 0, 0
        while not rules.is_over(state) and checked < 12:
            seat = rules.current_player(state)
            if len(rules.legal_actions(state)) > 1:
                checked += 1
                # A new Medium, as Hard's own is: Monopoly Builder's remembers the offers it made.
                medium = make_player("medium", 5, game=rules).choose(rules.clone(state), seat)
                hard = make_player("hard", 5, game=rules, iterations=2).choose(rules.clone(state), seat)
                departed[seats] += hard != medium
            rules.apply(state, driver.choose(rules.clone(state), seat))
        assert checked == 12
    assert departed[4] == 0
    assert departed[2] == 0 if game == "monopoly-builder" else departed[2] > 0


def dump(data: dict) -> str:
    """The recorded positions, one a line."""
    games = [f" {json.dumps(g)}: [\n" + ",\n".join("  " + json.dumps(p, separators=(",", ":")) for p in ps) + "\n ]"
             for g, ps in data.items()]
    return "{\n" + ",\n".join(games) + "\n}\n"


if __name__ == "__main__":
    DATA.write_text(dump(record()))
    sys.exit(0)
