"""`mbqt text --game batisseurs`, driven with scripted input: each answer is computed from
what the program printed since the last question, as a player would."""
import functools
import io
import json
import random
import re
import string
from pathlib import Path

import pytest

from mbqt.cli import main
from mbqt.core.records import Game
from mbqt.core.saves import load_game, save_game
from mbqt.games.batisseurs import Batisseurs, Setup
from mbqt.games.batisseurs.sentences import SENTENCES
from mbqt.text import play as textmode
from mbqt.text import strings
from mbqt.text.batisseurs.strings import WORDS
from mbqt.text.console import WIDTH
from tests.support.text import MENU_LINE, Tape, seat_answers
from tests.support.text import play as text_play

ROOT = Path(__file__).resolve().parents[2]

run = functools.partial(textmode.run, game="batisseurs")

# The end: each seat's total, then its lines (value, what it counts), the écus last.
SCORE = re.compile(r"^(\d)\. (.+?) ?: (\d+) pts?( \*)?\n((?: +\d+ pts?  .*\n)+)", re.M)
LINE = re.compile(r"^ +(\d+) pts?  (.*)$", re.M)

EN, FR = WORDS.tables["en"], WORDS.tables["fr"]     # the game's words over the shell's


def check_score_lines(text: str, ecus_line: str) -> list:
    """The seats' names in the final ranking, after checking each seat's lines sum to its total
    and end with its écus (1 point per full 10)."""
    names = []
    for _rank, name, total, _crown, block in SCORE.findall(text):
        lines = LINE.findall(block)
        assert sum(int(value) for value, _text in lines) == int(total)
        money = int(re.match(ecus_line, lines[-1][1]).group(1))
        assert int(lines[-1][0]) == money // 10
        names.append(name)
    return sorted(names)


def player(seats, seed=3, choices=0, table=EN):
    """Answers for the setup questions (none when `seats` is None: a game resumed), then a
    human who sends a worker when it can, else opens a site, recruits or takes écus (at
    random), and picks the first of a list; reading the menus in the language of `table`."""
    rng = random.Random(choices)
    setup = [] if seats is None else seat_answers(seats, table) + [str(seed), "1"]
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


def play(answer, **options):
    return text_play(answer, game="batisseurs", **options)


def resume(answer, path, **options):
    """`mbqt text --load PATH`: the game is the file's."""
    return text_play(answer, load=str(path), **options)


def test_a_human_plays_a_whole_game_against_medium():
    status, tape, err = play(player([("Ann", "human"), ("Bob", "medium")]))
    assert status == 0 and not err
    text = tape.text
    assert "Ann sends " in text and "Ann opens a site" in text
    assert "Game over. Each builder's result, line by line:" in text
    assert check_score_lines(text, r"Écus in hand: (\d+) écus?, 1 point per full 10 écus") == ["Ann", "Bob"]
    assert re.search(r"^Winners?(, sharing the victory)?: ", text, re.M)


def test_computers_alone_play_to_the_end():
    status, tape, err = play(player([("Al", "easy"), ("Bo", "random"), ("Cy", "medium")], seed=9))
    assert status == 0 and "Game over." in tape.text


def test_end_of_input_stops_cleanly():
    status, tape, err = play(lambda screen: None)
    assert status == 0 and "End of input" in tape.text


def test_the_cli_refuses_a_bad_card_file(tmp_path, capsys):
    bad = tmp_path / "cards.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["text", "--game", "batisseurs", "--cards", str(bad)]) == 2
    assert "cards.json: the file is damaged or truncated" in capsys.readouterr().err


def words(template: str) -> set:
    """The words of a template's text, without its {fields}."""
    return {w for literal, *_ in string.Formatter().parse(template) for w in re.findall(r"[^\W\d_]{3,}", literal)}


def english_words() -> set:
    """The words of the English bat_* strings and of the game's sentences (its log and
    refusals) that no translated French string has ("needs", "team", "LAST", "sends"...):
    none may show in a French game. A French string left equal to the English one does not
    count as French."""
    pairs = [(EN[k], FR[k]) for k in FR] + list(SENTENCES.table.values())
    french = set().union(*(words(fr) for en, fr in pairs if fr != en))
    english = [EN[k] for k in EN if k.startswith("bat_")] + [en for en, _ in SENTENCES.table.values()]
    return set().union(*(words(en) for en in english)) - french


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
    assert text.startswith("Les Bâtisseurs\u00a0: Moyen Âge - mode texte\n")
    assert "\nÀ chaque tour : 3 actions gratuites" in text and "-- derniers événements --" in text
    assert "Ann envoie travailler " in text and "Ann ouvre un chantier : " in text
    assert re.search(r"^Ouvriers disponibles \(\d+ dans le paquet\) :$", text, re.M)
    assert re.search(r"^   W\d\d (apprenti|manœuvre|compagnon|maître) : \d[PBST]", text, re.M)
    assert "Partie terminée. Le résultat de chaque bâtisseur, ligne par ligne :" in text
    assert check_score_lines(text, r"Écus en main : (\d+) écus?, 1 point par tranche") == ["Ann", "Bob"]
    assert re.search(r"^Gagnants? ", text, re.M)
    english = english_words()
    assert {"needs", "team", "Open", "LAST", "sends", "finishes", "turn"} <= english      # the check has teeth
    for word in english:
        assert not re.search(rf"(?<!\w){word}(?!\w)", text), word
    for leftover in ("Your choice", "Player ", "Round ", "Game over", "apprentice", "laborer", "craftsman",
                    "master", " VP", "(medium)"):
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


@pytest.mark.parametrize("args,env,title", [(["--lang", "fr"], "en_GB.UTF-8", "Les Bâtisseurs\u00a0: Moyen Âge - mode texte"),
                                            (["--lang", "en"], "fr_FR.UTF-8", "Les Bâtisseurs\u00a0: Moyen Âge - text mode"),
                                            ([], "fr_FR.UTF-8", "Les Bâtisseurs\u00a0: Moyen Âge - mode texte"),
                                            ([], "en_GB.UTF-8", "Les Bâtisseurs\u00a0: Moyen Âge - text mode")])
def test_the_language_is_the_option_else_the_system_one(args, env, title, monkeypatch, capsys):
    monkeypatch.setenv("LANG", env)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))     # end of input at the first question
    assert main(["text", "--game", "batisseurs", *args]) == 0
    assert capsys.readouterr().out.startswith(title)
    assert strings.LANG == (args[1] if args else env[:2])


# ----------------------------------------------------------------- saving and loading

def test_save_at_a_question_then_resume_from_the_file_alone(tmp_path):
    path = tmp_path / "bat.json"
    play_on = player([("Ann", "human"), ("Bob", "medium")], seed=4)
    saved = {}

    def save_in_round_2(screen):
        if not saved and "Round 2 - Ann to play" in screen:
            saved["screen"] = screen
            return "s"
        if saved and "batisseurs-save.json]: " in screen:
            return str(path)
        if "Game saved to" in screen:
            return "q"
        if "Save before quitting?" in screen:
            return "n"
        return play_on(screen)
    status, tape, err = play(save_in_round_2)
    assert status == 0 and not err and tape.text.rstrip().endswith("Goodbye.")
    game = load_game(path)
    assert game.rules.id == "batisseurs" and game.state.round == 2 and game.state.to_move == 0
    assert [s.kind for s in game.setup.players] == ["human", "medium"]
    first = []

    def look(screen):
        first.append(screen)
        return "" if screen.endswith(EN["more"]) else None     # end of input at the first question
    status, tape, err = resume(look, path)         # no --game: the file says which game
    assert status == 0 and not err
    assert " ".join(first[0].split()).startswith(f"Game resumed: {path}. ")
    board = saved["screen"][saved["screen"].index("Round 2 - Ann to play"):]
    assert first[-1].endswith(board)               # the board and menu shown when saving
    status, tape, err = resume(player(None), path)
    assert status == 0 and not err and "Game over." in tape.text
    assert SCORE.findall(tape.text)


@pytest.mark.parametrize("language, table, name", [
    ("en", EN, "batisseurs-save.json"),
    ("fr", FR, "batisseurs-partie.json"),
])
def test_quit_offers_to_save_under_the_games_own_name(tmp_path, monkeypatch, language, table, name):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = tmp_path / "mbqt" / "mbqt" / "saves" / name      # the default: the app's saves folder
    play_on = player([("Ann", "human"), ("Bob", "easy")], seed=5, table=table)
    quitting = []

    def answer(screen):
        if not quitting and table["bat_board_buildings"].split(" (")[0] in screen:   # the first board
            quitting.extend([table["yes"], ""])     # then: save first? yes; the file name: the default
            return "q"
        return quitting.pop(0) if quitting else play_on(screen)
    status, tape, err = play(answer, language=language)
    assert status == 0 and not err
    assert "".join(table["saved"].format(file=path).split()) in "".join(tape.text.split())   # a long path is wrapped
    assert table["quit_save"] in tape.text and table["save_ask"].format(default=path) in tape.text
    assert load_game(path).rules.id == "batisseurs"


def test_load_refuses_a_file_of_the_other_game_when_a_game_is_named(tmp_path, capsys):
    game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bob"}], seed=1))
    save_game(game, tmp_path / "bat.json")
    assert main(["text", "--game", "master-builder", "--load", str(tmp_path / "bat.json")]) == 2
    assert capsys.readouterr().err == ("mbqt text: bat.json holds a game of Les Bâtisseurs\u00a0: Moyen Âge, "
                                       "not of Master Builder.\n")
    example = ROOT / "docs" / "examples" / "two-player-game.json"
    assert main(["text", "--game", "batisseurs", "--load", str(example), "--lang", "fr"]) == 2
    assert capsys.readouterr().err == ("mbqt text : two-player-game.json contient une partie de Master Builder, "
                                       "pas de Les Bâtisseurs\u00a0: Moyen Âge.\n")


def test_mbqt_text_load_picks_the_game_from_the_file(tmp_path, capsys, monkeypatch):
    save_game(Game(Setup(players=[{"name": "Ann"}, {"name": "Bob", "kind": "easy"}], seed=2)), tmp_path / "b.json")
    monkeypatch.setattr("sys.stdin", io.StringIO("\n"))   # Enter to see the board, then end of input
    assert main(["text", "--load", str(tmp_path / "b.json")]) == 0
    out = capsys.readouterr().out
    assert " ".join(out.split()).startswith(f"Game resumed: {tmp_path / 'b.json'}. ")
    assert "Buildings on offer" in out and "Ann, your action" in out


def test_a_broken_batisseurs_save_exits_2_with_the_reason(tmp_path):
    game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bob", "kind": "random"}], seed=1))
    game.apply(game.rules.legal_actions(game.state)[0])
    path = tmp_path / "good.json"
    save_game(game, path)
    text = path.read_text(encoding="utf-8")
    (tmp_path / "cut.json").write_text(text[:len(text) // 2], encoding="utf-8")
    status, _, err = resume(lambda screen: None, tmp_path / "cut.json")
    assert status == 2 and err.startswith("mbqt text: cut.json: the file is damaged or truncated")
    data = json.loads(text)
    data["snapshot"]["players"][0]["money"] += 1
    (tmp_path / "edited.json").write_text(json.dumps(data), encoding="utf-8")
    status, _, err = resume(lambda screen: None, tmp_path / "edited.json")
    assert status == 2 and "edited.json: the saved state does not match its actions" in err
