"""Hints (issue #19): each game's Hard player ranks its choices (rank, best first: what it
plays) and says why (reason, a sentence of its game's catalogue); mbqt/ai/hints.py and
`mbqt hint FILE [--json]` show them."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mbqt.ai import make_player
from mbqt.ai.hints import hint, value_text
from mbqt.cli import main
from mbqt.core.records import Game
from mbqt.core.registry import GAMES, game_rules
from mbqt.core.saves import read_record

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {"master-builder": ROOT / "docs" / "examples" / "two-player-game.json",
            "batisseurs": ROOT / "docs" / "examples" / "batisseurs-game.json",
            "monopoly-builder": ROOT / "docs" / "examples" / "monopoly-builder-game.json"}
NAMES = ["Ann", "Bob", "Cid"]


def decisions(rules, seed: int, count: int):
    """States of a random game at `count` decisions spread over it."""
    state = rules.new_game(rules.Setup(players=[{"name": n} for n in NAMES], seed=seed))
    rng, k = random.Random(seed), 0
    while not rules.is_over(state) and count:
        if k % 7 == 0:
            yield state
            count -= 1
        rules.apply(state, rng.choice(rules.legal_actions(state)))
        k += 1


@pytest.mark.parametrize("game", GAMES)
def test_rank_is_best_first_what_hard_plays_and_every_choice_has_a_reason(game):
    rules = game_rules(game)
    keys = set()
    for state in decisions(rules, 5, 12):
        seat = rules.current_player(state)
        before = json.dumps(rules.view(state, None), sort_keys=True)
        ranked = make_player("hard", 3, game=rules, iterations=3).rank(state, seat)
        assert json.dumps(rules.view(state, None), sort_keys=True) == before, "rank changed the state"
        assert ranked and all(isinstance(v, float) for _a, v in ranked)
        assert ranked[0][0] == make_player("hard", 3, game=rules, iterations=3).choose(state, seat)
        legal = rules.legal_actions(state)
        assert len({a for a, _v in ranked}) == len(ranked)
        player = make_player("hard", 3, game=rules, iterations=3)
        for action, _value in ranked:
            if action not in legal:     # a plan or an offer need not be listed: the rules accept it
                rules.apply(rules.clone(state), action)
            key, args = player.reason(state, seat, action)
            keys.add(key)
            for language in ("en", "fr"):
                text = rules.say(key, args, NAMES, language)
                assert text[:1].isupper() and "{" not in text and not text.startswith("hint."), text
    assert len(keys) >= 3


def test_a_plan_that_completes_a_building_says_what_it_earns():
    """"completes the Privy: +$28,000 this round" (issue #19): the reason of a plan names the
    contracts it completes and their price."""
    rules = game_rules("master-builder")
    from mbqt.ai.master_builder.hard import hint_reason
    from mbqt.games.master_builder.rules import plans_for
    for state in decisions(rules, 2, 400):
        if state.step != "plan":
            continue
        seat = state.to_move
        for plan in plans_for(state, seat):
            key, args = hint_reason(state, seat, ("build", plan))
            if key == "hint.completes":
                text = rules.say(key, args, NAMES, "en")
                price = sum(state.cards.contracts[n].price for n in args["contracts"])
                assert f": it completes contract {args['contracts'][0]} (" in text
                assert text.endswith(f", +${price:,} this round")
                return
    pytest.fail("no plan completing a building in the games played")


def test_values_in_each_unit():
    assert value_text("money", 12_345, "en") == "+$12,000"
    assert value_text("money", -7_600, "fr") == "-8\u00a0000\u00a0$"
    assert value_text("points", 0.44, "fr") == "+0,4 pts"


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_command_in_json(game, capsys):
    assert main(["hint", str(EXAMPLES[game]), "--at", "12", "--iterations", "2", "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    record = Game.from_record(read_record(EXAMPLES[game])).replayed(12)
    rules, seat = record.rules, record.rules.current_player(record.state)
    best = make_player("hard", record.setup.seed, game=rules, iterations=2).choose(record.state, seat)
    assert out["game"] == game and out["seat"] == seat and out["player"] == record.setup.players[seat].name
    assert out["unit"] == rules.info.score_unit and 1 <= len(out["choices"]) <= 4
    assert out["choices"][0]["action"] == rules.action_to_json(best)
    assert all(c["reason"] and c["reason_key"].startswith("hint.") for c in out["choices"])
    assert [c["value"] for c in out["choices"]][:1] == [round(hint(rules, record.state, seed=record.setup.seed,
                                                                   iterations=2)["choices"][0][1], 2)]


def test_the_hint_command_in_words(capsys):
    assert main(["hint", str(EXAMPLES["master-builder"]), "--at", "30", "--iterations", "2", "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    record = Game.from_record(read_record(EXAMPLES["master-builder"])).replayed(30)
    found = hint(record.rules, record.state, seed=record.setup.seed, iterations=2)
    name = record.setup.players[found["seat"]].name
    assert out[0] == f"{name}'s decision; the Hard player would:"
    assert out[1] == "  " + record.rules.say(*found["reasons"][0], [p.name for p in record.setup.players], "en")
    assert out[2].startswith("  Its reckoning of your lead over the best rival: ")
    if len(found["choices"]) > 1:
        assert out[3] == "The next best choices:" and len(out) == 4 + len(found["choices"]) - 1
    assert main(["hint", str(EXAMPLES["batisseurs"]), "--at", "3", "--iterations", "2", "--lang", "fr"]) == 0
    assert capsys.readouterr().out.startswith("Décision de ")


def test_the_hint_command_at_the_end_and_out_of_range(capsys):
    assert main(["hint", str(EXAMPLES["master-builder"]), "--lang", "en"]) == 0
    assert capsys.readouterr().out == "The game is over: no decision to hint.\n"
    assert main(["hint", str(EXAMPLES["master-builder"]), "--at", "100000"]) == 2
    assert "--at must be between 0 and" in capsys.readouterr().err
