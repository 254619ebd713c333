"""The text mode driven through `run` with scripted input: each answer is computed from what
the program printed since the last question, as a player would."""
from __future__ import annotations

import io
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


def pick(label):
    """An answer choosing the menu line whose text is `label`."""
    def answer(screen):
        for num, text in MENU_LINE.findall(screen):
            if text == label:
                return num
        raise AssertionError(f"no menu line {label!r} in {screen!r}")
    return answer
