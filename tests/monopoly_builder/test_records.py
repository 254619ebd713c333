"""Monopoly Builder games through the shell's records: saves and replays (with a person's own
board file carried inside), undo stopping at the dice and Chance, JSON actions of every kind."""
import json
import random

from mbqt.core.records import Game
from mbqt.core.saves import load_game, save_game, write_replay
from mbqt.games.monopoly_builder.cards import DEFAULT_CARDS
from tests.monopoly_builder.helpers import RULES


def played(seed=7, actions=400, rules=RULES):
    game = Game(rules.Setup(players=[{"name": "Ann"}, {"name": "Bob"}, {"name": "Cy", "kind": "random"}],
                            seed=seed, variants={"claim_rent": True}), rules=rules)
    rng = random.Random(seed)
    while not rules.is_over(game.state) and len(game.actions) < actions:
        game.apply(rng.choice(rules.legal_actions(game.state)))
    return game


def test_a_save_and_a_replay_load_as_the_same_game(tmp_path):
    game = played()
    save_game(game, tmp_path / "save.json")
    write_replay(game, tmp_path / "replay.json")
    for name in ("save.json", "replay.json"):
        again = load_game(tmp_path / name)
        assert again.rules.id == "monopoly-builder" and again.actions == game.actions
        assert RULES.view(again.state, None) == RULES.view(game.state, None)


def test_a_custom_board_travels_inside_the_save(tmp_path):
    from mbqt.core.registry import game_rules
    data = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))
    data["properties"][0]["price"] = 65
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    rules = game_rules("monopoly-builder", str(path))
    game = played(rules=rules, actions=150)
    save_game(game, tmp_path / "save.json")
    path.unlink()
    again = load_game(tmp_path / "save.json")
    assert again.rules.cards.deeds[0].price == 65 and again.actions == game.actions


def test_undo_stops_at_a_roll_or_a_card_drawn():
    game = played(actions=300)
    for i, (seat, what) in enumerate(game.steps):
        kind = game.actions[i][0]
        assert what in (None, "dice", "chance")
        if kind == "roll":
            assert what == "dice"
        elif what is not None:
            assert kind == "roll" or what == "chance"
    seat = RULES.current_player(game.state)
    keep, what, _actor = game.undo_floor(seat)
    assert keep <= len(game.actions)


def test_every_kind_of_action_has_a_json_form():
    board = RULES.cards
    samples = [("discard", 0), ("roll",), ("pay_fine",), ("use_card",), ("buy",), ("decline",), ("bid", 25),
               ("pass",), ("claim",), ("forgo",), ("mortgage", 3), ("unmortgage", 3), ("steal", 1, 2),
               ("gain", 3), ("return", 1), ("end",), ("bank", 0, 2), ("swap", 0, 1, 3),
               ("build", 5, (1, 0, 1, 1)), ("offer", 2, (50, (1, 0, 0, 0), (2, 5), (6,)), (0, (0, 0, 2, 0), (), ())),
               ("accept",), ("refuse",), ("forced_trade", 1, 0, 3)]
    for action in samples:
        data = RULES.action_to_json(action)
        assert RULES.action_from_json(json.loads(json.dumps(data))) == action, data
    assert RULES.action_to_json(("build", 5, (1, 0, 1, 1)))["cell"] == board.foundations[5][0]


def test_every_action_type_and_the_setup_are_documented_with_valid_examples():
    import re
    from pathlib import Path

    from mbqt.games.monopoly_builder.actions import ACTION_ADAPTER
    text = (Path(__file__).resolve().parents[2] / "docs" / "monopoly-builder.md").read_text(encoding="utf-8")
    examples = [json.loads(m) for m in re.findall(r'`(\{"type": "[a-z_]+".*?\})`', text)]
    types = {e["type"] for e in examples}
    for example in examples:
        RULES.action_from_json(ACTION_ADAPTER.validate_python(example, strict=True).model_dump())
    assert types == {RULES.action_to_json(a)["type"] for a in [
        ("discard", 0), ("roll",), ("pay_fine",), ("use_card",), ("buy",), ("decline",), ("bid", 25), ("pass",),
        ("claim",), ("forgo",), ("mortgage", 3), ("unmortgage", 3), ("steal", 1, 2), ("gain", 3), ("return", 1),
        ("end",), ("bank", 0, 2), ("swap", 0, 1, 3), ("build", 5, (1, 0, 1, 1)),
        ("offer", 2, (0, (1, 0, 0, 0), (), ()), (0, (0, 1, 0, 0), (), ())), ("accept",), ("refuse",),
        ("forced_trade", 1, 0, 3)]}
    setup = json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))
    assert RULES.Setup.model_validate(setup).game == "monopoly-builder"


def test_the_example_record_replays_to_the_penthouse():
    from pathlib import Path
    game = load_game(Path(__file__).resolve().parents[2] / "docs" / "examples" / "monopoly-builder-game.json")
    assert game.state.over and game.state.end == "penthouse" and len(game.actions) == 37
