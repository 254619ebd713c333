"""The text mode in French (`mbqt text --lang fr`): the same strings as in English, a whole
game played in French on an 80x24 screen, and the language chosen from the system."""
from __future__ import annotations

import importlib
import random
import re
import string

import pytest

from mbqt.cli import build_parser
from mbqt.core.registry import GAMES, game_info
from mbqt.text import strings
from mbqt.text.console import HEIGHT, WIDTH
from tests.support.text import QUESTIONS, pick, play, random_human

CHOICE = QUESTIONS["fr"]["choice"]


def fields(template: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(template) if name is not None)


@pytest.mark.parametrize("game", (None,) + GAMES)
def test_french_table_has_every_key_with_the_same_fields(game):
    """The shell's table and each game's own (mbqt/text/<package>/strings.py), whose keys
    are never the shell's."""
    if game is None:
        en, fr = strings.EN, strings.FR
        assert fr["yes"] != fr["no"] and len(fr["yes"]) == 1
    else:
        own = importlib.import_module(f"mbqt.text.{game_info(game).package}.strings")
        en, fr = own.EN, own.FR
        assert not set(en) & set(strings.EN)
    assert set(fr) == set(en)
    for key in en:
        assert fields(fr[key]) == fields(en[key]), key


@pytest.mark.parametrize("seed", [4, 9])
def test_a_whole_game_in_french(seed):
    setup = ["3", pick("humain"), "Ann", pick("ordinateur (au hasard)"), "Bob", pick("ordinateur (facile)"), "Cy",
             "o", "o", "o", "o", "o", str(seed), "1"]
    status, tape, err = play(random_human(random.Random(seed), setup, language="fr", nonsense=0), language="fr")
    assert status == 0 and err == ""
    text = tape.text
    assert "Partie terminée. Le résultat de chaque bâtisseur, ligne par ligne :" in text and re.search(r"^Gagnants?", text, re.M)
    assert "Ann recrute" in text and ("Ann construit" in text or "Ann ne construit rien" in text)
    assert re.search(r"^1\. \w+ : -?[\d\u00a0]+\u00a0\$", text, re.M)       # the ranking, in dollars the French way
    assert re.search(r"^ +-?[\d\u00a0]+\u00a0\$  Argent liquide", text, re.M)     # its lines
    for line in text.split("\n"):
        assert len(line) <= WIDTH, line
        assert "{" not in line
    for english in ("Your choice", " hires ", " wages ", "Round ", "Game over"):
        assert english not in text
    for chunk in tape.chunks:      # every board with its question fits the screen
        lines = chunk.split("\n")
        heads = [i for i, line in enumerate(lines) if re.match(r"Manche \d+/\d+ - phase", line)]
        if heads and CHOICE.search(lines[-1]):
            assert len(lines) - heads[-1] <= HEIGHT, chunk


def test_lang_option():
    parser = build_parser()
    assert parser.parse_args(["text", "--lang", "fr"]).lang == "fr"
    assert parser.parse_args(["text"]).lang is None
    with pytest.raises(SystemExit) as exit_:
        parser.parse_args(["text", "--lang", "de"])
    assert exit_.value.code == 2


@pytest.mark.parametrize("env,title", [("fr_FR.UTF-8", "Master Builder - mode texte"),
                                       ("en_GB.UTF-8", "Master Builder - text mode")])
def test_the_system_language_is_the_default(monkeypatch, env, title):
    monkeypatch.setenv("LANG", env)
    status, tape, _ = play(lambda screen: None)      # end of input at the first question
    assert status == 0 and tape.text.startswith(title + "\n")
    assert strings.LANG == env[:2]


def test_worker_codes_are_letters_in_both_languages(cards, monkeypatch):
    from mbqt.text.master_builder.describe import level_codes
    assert level_codes(cards) == {1: "A", 2: "T", 3: "F", 4: "M"}        # type initials
    monkeypatch.setattr(strings, "LANG", "fr")
    # Apprenti/Agent de maîtrise and Marchand/Maître artisan share initials: the card colours.
    assert level_codes(cards) == {1: "V", 2: "P", 3: "R", 4: "J"}
