"""Every game's tutorial script (mbqt/core/tutorial.py): its moves replay from its setup, all
legal and in order, the computer's at the computer seat's decisions and the human's at the
human's (every lesson shows at a decision of the human); its sentences are in English and
French; its anchors are objectNames of the game's QML board."""
from __future__ import annotations

import re

import pytest

from mbqt.app import QML_DIR
from mbqt.core.registry import GAMES, game_info
from mbqt.core.tutorial import COMPUTER, HUMAN, Computer, Do, Note, tutorial_for

TUTORIALS = [g for g in GAMES if tutorial_for(game_info(g).package) is not None]


def test_master_builder_has_a_tutorial():
    assert "master-builder" in TUTORIALS


def _game(tutorial):
    from mbqt.core.records import Game
    from mbqt.core.registry import game_rules
    rules = game_rules(tutorial.game)
    return Game(rules.Setup.model_validate(tutorial.setup(("You", "Adelheid"))), rules=rules)


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_the_script_replays_from_its_setup(game_id):
    tutorial = tutorial_for(game_info(game_id).package)
    game = _game(tutorial)
    rules = game.rules
    lessons = iter(tutorial.lessons())
    lesson = next(lessons)
    for step in tutorial.script:
        seat = rules.current_player(game.state)
        if isinstance(step, Note):
            assert seat == HUMAN, f"{step.key} shows at seat {seat}'s decision"
            assert lesson.step is step and lesson.at == len(game.actions)
            lesson = next(lessons, None)
            continue
        action = rules.action_from_json(step.action)
        if isinstance(step, Computer):
            assert seat == COMPUTER, f"the computer's {step.action} at seat {seat}'s decision"
        else:
            assert seat == HUMAN, f"{step.key} at seat {seat}'s decision"
            assert lesson.step is step and lesson.at == len(game.actions)
            lesson = next(lessons, None)
            for also in step.also:     # as good: legal here, and not the same move
                other = rules.action_from_json(also)
                rules.apply(game.state.clone(), other)
                assert other != action
        game.apply(action)
    assert lesson is None
    assert not rules.is_over(game.state)
    assert rules.current_player(game.state) == HUMAN, "the closing note shows at the human's decision"


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_sentence_in_both_languages(game_id):
    tutorial = tutorial_for(game_info(game_id).package)
    keys = {s.key for s in tutorial.script if isinstance(s, (Note, Do))}
    keys |= {s.refusal for s in tutorial.script if isinstance(s, Do) and s.refusal}
    for key in keys:
        assert key in tutorial.sentences, key
        english, french = (tutorial.say(key, lang, "Adelheid") for lang in ("en", "fr"))
        assert english and french and english != french, key
    assert set(tutorial.sentences.table) == keys, "sentences no step uses"


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_anchor_is_on_the_board(game_id):
    """An anchor is a literal objectName of the game's QML module, or a prefix + a value
    ("contract_" + number, "deck_" + type)."""
    tutorial = tutorial_for(game_info(game_id).package)
    folder = QML_DIR / "Mbqt" / game_info(game_id).qml_module
    qml = "\n".join(p.read_text(encoding="utf-8") for p in folder.glob("*.qml"))
    literal = set(re.findall(r'objectName:\s*"([^"]+)"\s*$', qml, re.M))
    prefixes = set(re.findall(r'objectName:\s*"([^"]+)"\s*\+', qml))
    anchors = {s.anchor for s in tutorial.script if isinstance(s, (Note, Do)) and s.anchor}
    for anchor in anchors:
        assert anchor in literal or any(anchor.startswith(p) for p in prefixes), anchor


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_a_move_as_good_leaves_the_rest_of_the_script_legal(game_id):
    """A Do's `also` moves are accepted in the app: the script goes on from them."""
    tutorial = tutorial_for(game_info(game_id).package)
    actions = tutorial.actions()
    at = {id(lesson.step): lesson.at for lesson in tutorial.lessons()}
    for step in tutorial.script:
        for also in getattr(step, "also", ()):
            game = _game(tutorial)
            for i, action in enumerate(actions):
                game.apply(game.rules.action_from_json(also if i == at[id(step)] else action))
