"""The text mode driven through `run` with scripted input: each answer is computed from what
the program printed since the last question, as a player would."""
from __future__ import annotations

import io
import random
import re

from mbqt.text.play import run

MENU_LINE = re.compile(r"^\s+(\w+)\) (.*)$", re.M)


class Tape:
    """Standard input and output of a scripted session: `answer(screen)` gets the text
    printed since the last question (ending with the prompt) and returns the line typed,
    or None for end of input."""

    def __init__(self, answer):
        self.answer = answer
        self.chunks = []
        self.pending = []

    def write(self, text):
        self.pending.append(text)
        return len(text)

    def flush(self):
        pass

    def readline(self):
        chunk = "".join(self.pending)
        self.pending = []
        self.chunks.append(chunk)
        reply = self.answer(chunk)
        return "" if reply is None else reply + "\n"

    @property
    def text(self):
        return "".join(self.chunks + self.pending)


def play(answer, **kw):
    tape, err = Tape(answer), io.StringIO()
    status = run(stdin=tape, stdout=tape, stderr=err, **kw)
    return status, tape, err.getvalue()


def seat_answers(seats, table: dict) -> list:
    """The answers to the seat questions of every game (text/newgame.py) for `seats`, (name,
    kind) pairs, in the language of `table`: how many, then each one's kind (("menu", the
    menu line's text)) and name."""
    answers = [str(len(seats))]
    for name, kind in seats:
        label = table["kind_human"] if kind == "human" else table["kind_ai"].format(level=table["level_" + kind])
        answers += [("menu", label), name]
    return answers


def pick(label):
    """An answer choosing the menu line whose text is `label`."""
    def answer(screen):
        for num, text in MENU_LINE.findall(screen):
            if text == label:
                return num
        raise AssertionError(f"no menu line {label!r} in {screen!r}")
    return answer


# What Master Builder's questions look like, in each language (random_human reads them).
QUESTIONS = {
    "en": {"choice": re.compile(r"Your choice \((.*)\): $"), "range": re.compile(r"\(\$([\d,]+)-\$([\d,]+)\)"),
           "crew": "Workers for", "cancel": "c to cancel", "yes_no": "(y/n)", "enter": "press Enter",
           "money": lambda amount: f"${amount:,}"},
    "fr": {"choice": re.compile(r"Votre choix \((.*)\) : $"),
           "range": re.compile(r"\(([\d\u00a0]+)\u00a0\$-([\d\u00a0]+)\u00a0\$\)"),
           "crew": "Ouvriers pour", "cancel": "c pour annuler", "yes_no": "(o/n)", "enter": "Entrée",
           "money": lambda amount: f"{amount:,}\u00a0$".replace(",", "\u00a0")},
}


def random_human(rng: random.Random, script=(), then=None, language: str = "en", nonsense: float = 0.02):
    """A Master Builder player in the terminal: scripted answers first, then `then(screen)`
    if given (None: go on), else a choice at random among what each question offers (a
    menu line, an amount in any of its forms, a crew), sometimes (`nonsense`) typing nonsense."""
    queue, asks = list(script), QUESTIONS[language]
    listed_before = [0]

    def answer(screen):
        if queue:
            item = queue.pop(0)
            return item(screen) if callable(item) else item
        if then is not None:
            reply = then(screen)
            if reply is not None:
                return reply
        prompt = screen.rsplit("\n", 1)[-1]
        if prompt.startswith(asks["crew"]):
            listed_before[0] = len(MENU_LINE.findall(screen)) or listed_before[0]  # a re-ask shows no list
        if nonsense and rng.random() < nonsense:
            return "nonsense"
        m = asks["choice"].search(prompt)
        if m:
            choices = []
            for token in m.group(1).split(", "):
                low, _, high = token.partition("-")
                choices += [str(i) for i in range(int(low), int(high or low) + 1)] if low.isdigit() else [token]
            return rng.choice(choices)
        m = asks["range"].search(prompt)
        if m:
            low, high = (int(x.replace(",", "").replace("\u00a0", "")) for x in m.groups())
            if rng.random() < 0.3:
                return "c" if asks["cancel"] in prompt else "0"
            amount = rng.randrange(low, high + 1000, 1000)
            return rng.choice([str(amount), f"{amount // 1000}k", asks["money"](amount)])
        if prompt.startswith(asks["crew"]):
            listed = listed_before[0]
            return " ".join(map(str, rng.sample(range(1, listed + 1), k=rng.randint(1, min(2, listed)))))
        if asks["yes_no"] in prompt:
            return "n"
        if asks["enter"] in prompt:
            return ""
        raise AssertionError(f"unexpected question {prompt!r}")
    return answer
