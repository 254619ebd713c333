"""`mbqt text --game batisseurs`, driven with scripted input: each answer is computed from
what the program printed since the last question, as a player would."""
import io
import random
import re
import string

import pytest

from mbqt.batisseurs import Batisseurs
from mbqt.cli import main
from mbqt.text import strings
from mbqt.text.batisseurs import run
from mbqt.text.console import WIDTH
from mbqt.text.strings import EN, FR
from test_textmode import MENU_LINE, Tape

SCORE = re.compile(r"^(\d)\. (.+): (\d+) \+ (\d+) \((\d+) écus\) = (\d+)$", re.M)
SCORE_FR = re.compile(r"^(\d)\. (.+) : (\d+) \+ (\d+) \((\d+) écus\) = (\d+)$", re.M)


def player(seats, seed=3, choices=0, table=EN):
    """Answers for the setup questions, then a human who sends a worker when it can, else
    opens a site, recruits or takes écus (at random), and picks the first of a list; reading
    the menus in the language of `table`."""
    rng = random.Random(choices)
    setup = [str(len(seats))]
    for name, kind in seats:
        kind = table["kind_human"] if kind == "human" else table["kind_ai"].format(level=table["level_" + kind])
        setup += [("menu", kind), name]
    setup += [str(seed), "1"]
    send, open_, recruit, take, end = (table["bat_opt_" + k].split(" (")[0]
                                       for k in ("send", "open", "recruit", "take", "end"))

    def answer(screen):
        if screen.endswith(table["more"]):
            return ""
        options = dict((text, num) for num, text in MENU_LINE.findall(screen.split("\n\n")[-1]))
        if setup:
            step = setup.pop(0)
            return options[step[1]] if isinstance(step, tuple) else step
        labels = list(options)
        for prefix in (send, rng.choice([open_, recruit, take]), take, end):
            for label in labels:
                if label.startswith(prefix):
                    return options[label]
        real = [label for label in labels if label != table["back"]]
        return options[rng.choice(real)]
    return answer


def play(answer):
    tape, err = Tape(answer), io.StringIO()
    return run(stdin=tape, stdout=tape, stderr=err), tape, err.getvalue()


def test_a_human_plays_a_whole_game_against_medium():
    status, tape, err = play(player([("Ann", "human"), ("Bob", "medium")]))
    assert status == 0 and not err
    text = tape.text
    assert "Ann sends " in text and "Ann opens a site" in text
    assert "Game over. Score = building points + 1 per full 10 écus:" in text
    lines = SCORE.findall(text)
    assert sorted(name for _, name, *_ in lines) == ["Ann", "Bob"]
    for _rank, _name, buildings, ecu_points, money, total in lines:
        assert int(ecu_points) == int(money) // 10 and int(total) == int(buildings) + int(ecu_points)
    assert re.search(r"^Winners?(, sharing the victory)?: ", text, re.M)


def test_computers_alone_play_to_the_end():
    status, tape, err = play(player([("A", "easy"), ("B", "random"), ("C", "medium")], seed=9))
    assert status == 0 and "Game over." in tape.text


def test_end_of_input_stops_cleanly():
    status, tape, err = play(lambda screen: None)
    assert status == 0 and "End of input" in tape.text


def test_the_cli_refuses_load_and_a_bad_card_file(tmp_path, capsys):
    assert main(["text", "--game", "batisseurs", "--load", "x.json"]) == 2
    bad = tmp_path / "cards.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["text", "--game", "batisseurs", "--cards", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def words(template: str) -> set:
    """The words of a template's text, without its {fields}."""
    return {w for literal, *_ in string.Formatter().parse(template) for w in re.findall(r"[^\W\d_]{3,}", literal)}


def english_words() -> set:
    """The words of the English bat_* strings that no translated French string has
    ("needs", "team", "LAST"...): none may show in a French game. A French string left
    equal to the English one does not count as French."""
    french = set().union(*(words(FR[k]) for k in FR if FR[k] != EN[k]))
    return set().union(*(words(EN[k]) for k in EN if k.startswith("bat_"))) - french


@pytest.mark.parametrize("seed,choices", [(3, 0), (8, 1)])
def test_a_whole_game_in_french(seed, choices):
    play_on = player([("Ann", "human"), ("Bob", "medium")], seed, choices, table=FR)
    commands, first_menu = ["h"], []      # the help first, then the log and the board at the first menu

    def answer(screen):
        if "votre action" in screen and not first_menu:
            first_menu.append(screen)          # not printed again after the commands
            commands.extend(["l", "b", "menu"])
        if commands:
            command = commands.pop(0)
            return play_on(first_menu[0]) if command == "menu" else command
        return play_on(screen)
    tape, err = Tape(answer), io.StringIO()
    assert run(stdin=tape, stdout=tape, stderr=err, language="fr") == 0 and not err.getvalue()
    text = tape.text
    assert text.startswith("Les Bâtisseurs : Moyen Âge - mode texte\n")
    assert "\nÀ chaque tour : 3 actions gratuites" in text and "-- derniers événements --" in text
    assert "Ann envoie travailler " in text and "Ann ouvre un chantier : " in text
    assert re.search(r"^Ouvriers disponibles \(\d+ dans le paquet\) :$", text, re.M)
    assert re.search(r"^   W\d\d (apprenti|manœuvre|compagnon|maître) : \d[PBST]", text, re.M)
    assert "Partie terminée. Score = points des bâtiments + 1 par tranche complète de 10" in text
    lines = SCORE_FR.findall(text)
    assert sorted(name for _, name, *_ in lines) == ["Ann", "Bob"]
    for _rank, _name, buildings, ecu_points, money, total in lines:
        assert int(ecu_points) == int(money) // 10 and int(total) == int(buildings) + int(ecu_points)
    assert re.search(r"^Gagnants? ", text, re.M)
    english = english_words()
    assert {"needs", "team", "Open", "LAST", "pts", "sends"} <= english      # the check has teeth
    for word in english:
        assert not re.search(rf"(?<!\w){word}(?!\w)", text), word
    for leftover in ("Your choice", "Player ", "Round ", "Game over", "apprentice", "laborer", "craftsman",
                    "master", " pts", "(medium)"):
        assert leftover not in text
    rules = Batisseurs()
    shown = 0
    for card in rules.cards.buildings:        # the French card names, never the English ones
        assert f"{card.name['en'][:1].upper()}{card.name['en'][1:]} ({card.id})" not in text
        shown += f"{card.name['fr']} ({card.id})" in text
    assert shown >= 5
    for line in text.split("\n"):
        assert len(line) <= WIDTH, line
        assert "{" not in line


@pytest.mark.parametrize("args,env,title", [(["--lang", "fr"], "en_GB.UTF-8", "Les Bâtisseurs : Moyen Âge - mode texte"),
                                            (["--lang", "en"], "fr_FR.UTF-8", "Les Bâtisseurs : Moyen Âge (The"),
                                            ([], "fr_FR.UTF-8", "Les Bâtisseurs : Moyen Âge - mode texte"),
                                            ([], "en_GB.UTF-8", "Les Bâtisseurs : Moyen Âge (The")])
def test_the_language_is_the_option_else_the_system_one(args, env, title, monkeypatch, capsys):
    monkeypatch.setenv("LANG", env)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))     # end of input at the first question
    assert main(["text", "--game", "batisseurs", *args]) == 0
    assert capsys.readouterr().out.startswith(title)
    assert strings.LANG == (args[1] if args else env[:2])
