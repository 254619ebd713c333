"""`mbqt text --game batisseurs`, driven with scripted input: each answer is computed from
what the program printed since the last question, as a player would."""
import io
import random
import re

from mbqt.cli import main
from mbqt.text.batisseurs import run
from mbqt.text.strings import EN
from test_textmode import MENU_LINE, Tape

SCORE = re.compile(r"^(\d)\. (.+): (\d+) \+ (\d+) \((\d+) écus\) = (\d+)$", re.M)


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
