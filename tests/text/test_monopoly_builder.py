"""`mbqt text --game monopoly-builder`, driven with scripted input: each answer is computed
from what the program printed since the last question, as a player would."""
import random
import re

import pytest

from mbqt.games.monopoly_builder import INFO
from mbqt.text.console import WIDTH
from mbqt.text.monopoly_builder.strings import WORDS
from mbqt.text.strings import use_language
from tests.support.text import MENU_LINE, play, seat_answers

EN, FR = WORDS.tables["en"], WORDS.tables["fr"]     # the game's words over the shell's
SCORE = {"en": re.compile(r"^(\d)\. (\w+): (\d+) points", re.M), "fr": re.compile(r"^(\d)\. (\w+) : (\d+) points", re.M)}


def player(seats, table, seed=5, claim=False, choices=0):
    """Answers for the setup, then a human who picks menu lines at random (never 'back')."""
    rng = random.Random(choices)
    setup = seat_answers(seats, table) + [table["yes"] if claim else table["no"], str(seed), "1"]

    def answer(screen):
        if screen.endswith(table["more"]):
            return ""
        options = dict((text, num) for num, text in MENU_LINE.findall(screen.split("\n\n")[-1]))
        if setup:
            step = setup.pop(0)
            return options[step[1]] if isinstance(step, tuple) else step
        nums = [num for text, num in options.items() if text != table["back"]]
        return rng.choice(nums) if nums else ""      # a number asked: none (refused, asked again)
    return answer


@pytest.mark.parametrize("language, table", [("en", EN), ("fr", FR)])
def test_a_whole_game_by_hand_in_80_columns(language, table):
    status, tape, err = play(player([("Ann", "human"), ("Bob", "human")], table), game="monopoly-builder",
                             language=language)
    assert status == 0 and err == ""
    text = tape.text
    assert all(len(line) <= WIDTH for line in text.splitlines())
    assert table["mono_over"] in text
    scores = SCORE[language].findall(text)
    assert sorted(name for _r, name, _p in scores) == ["Ann", "Bob"]
    assert (table["winner"].split("{")[0] in text) or (table["winners"].split("{")[0] in text)
    assert INFO.title(language) in text and INFO.notice[language] in " ".join(text.split())
    # A round in the game's words: "Tour de table 2" in French, never the other games' "manche".
    assert f"{INFO.round_text('number', language, n=2)} - " in text and "manche" not in text.lower()


def test_a_board_screen_fits_in_24_lines_with_its_question():
    status, tape, _err = play(player([("Ann", "human"), ("Bob", "random"), ("Cy", "human"), ("Di", "human")], EN),
                              game="monopoly-builder", language="en")
    assert status == 0
    screens = [c for c in tape.chunks if EN["mono_opt_end"] in c]
    assert screens
    for screen in screens:
        board = screen[screen.index(INFO.round_text("number", "en", n=1).split()[0] + " "):]
        assert len(board.splitlines()) <= 24, board


def test_the_claim_variant_asks_the_owner():
    status, tape, _err = play(player([("Ann", "human"), ("Bob", "human")], EN, seed=11, claim=True, choices=3),
                              game="monopoly-builder", language="en")
    assert status == 0
    assert EN["mono_opt_claim"] in tape.text or "claim" not in tape.text


def test_help_names_the_commands_in_both_languages():
    for language, table in (("en", EN), ("fr", FR)):
        use_language(language)
        assert "h " in WORDS.t("mono_help") and table["mono_help"] == WORDS.t("mono_help")


def test_a_bid_of_any_amount_and_an_offer_made_field_by_field():
    """Deeds are declined and bid for by typing an amount; an offer is made field by field."""
    done = {"bid": 0, "offer": 0}
    base = player([("Ann", "human"), ("Bob", "human")], EN, choices=4)

    def script(screen):
        if screen.endswith(EN["more"]):
            return ""
        least = re.search(r"Your bid, at least (\d+)M", screen[-80:])
        if least:
            done["bid"] = int(least.group(1))
            return least.group(1)
        for ask, reply in (("Money you give", "10"), ("Money you ask", ""), ("Chips you give", "0 0 0 0"),
                           ("Chips you ask", "")):
            if ask in screen[-90:]:
                done["offer"] += ask == "Chips you ask"
                return reply
        options = dict((text, num) for num, text in MENU_LINE.findall(screen.split("\n\n")[-1]))
        if not (done["bid"] and done["offer"]):
            wanted = [EN["mono_opt_decline"], EN["mono_opt_bid"], EN["mono_other_bid"], EN["mono_other_offer"]]
            if not done["offer"]:
                wanted.append(EN["mono_opt_offer"])
            for label in wanted:
                if label in options:
                    return options[label]
            if "To whom?" in screen[-200:]:
                return next(num for text, num in options.items() if text != EN["back"])
        return base(screen)
    status, tape, _err = play(script, game="monopoly-builder", language="en")
    assert status == 0 and done["offer"] and done["bid"]
    assert re.search(r"(Ann|Bob) offers (Ann|Bob): 10M for nothing\.", tape.text)
    assert f"bids {done['bid']}M for" in tape.text
