"""Terminal input and output: 80-column lines, questions that re-ask with a reason, the
commands every question accepts (s, q, h, l, b), paging, and end of input. Everything is
written through mbqt.terminal: control characters shown escaped, a closed or full output an
OutputError."""
from __future__ import annotations

import sys
import textwrap

from mbqt.core.display import plain
from mbqt.terminal import OutputError, write
from mbqt.text.strings import t

WIDTH, HEIGHT = 80, 24
BACK = object()          # a menu's "0) back"


def whole_number(text: str) -> int | None:
    """The whole number typed, or None. ASCII digits only: int() also takes other
    scripts' digits and refuses very long numbers."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 19 else None


class EndOfInput(Exception):
    """Standard input is closed."""


class Quit(Exception):
    def __init__(self, status: int = 0):
        super().__init__(status)
        self.status = status


class Invalid(ValueError):
    """An answer that does not fit the question; the message is the reason shown."""


class Console:
    def __init__(self, stdin=None, stdout=None, stderr=None):
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout
        self.stderr = stderr or sys.stderr
        self.commands = {}     # letter -> function, set by the session
        self.fresh = 0         # lines printed since the last answer (for paging)
        # input() gives line editing in a real terminal; otherwise echo the answer so a
        # transcript reads like the screen.
        self.interactive = (self.stdin is sys.stdin and self.stdout is sys.stdout and None not in (self.stdin, self.stdout)
                            and sys.stdin.isatty() and sys.stdout.isatty())
        if self.stdout is sys.stdout and hasattr(sys.stdout, "reconfigure"):
            sys.stdout.reconfigure(errors="replace")   # a card name the console cannot show: "?"

    def say(self, text: str = "") -> None:
        for line in str(text).split("\n"):
            indent = " " * (len(line) - len(line.lstrip()) + 2)
            for part in textwrap.wrap(line, WIDTH, subsequent_indent=indent, break_on_hyphens=False) or [""]:
                write(self.stdout, part + "\n")
                self.fresh += 1

    def error(self, text: str) -> None:
        """A one-line message on standard error (it may quote a file: line breaks escaped too)."""
        write(self.stderr, plain(text) + "\n")

    def screen(self, lines: list) -> None:
        """Print a screen (board and question); first let the player read what scrolled
        by if both would not fit in the terminal together."""
        if self.fresh and self.fresh + len(lines) >= HEIGHT:
            self.ask(t("more"))
        for line in lines:
            self.say(line)

    def read(self, prompt: str) -> str:
        if self.interactive:
            try:
                line = input(plain(prompt, newlines=True))
            except EOFError:
                raise EndOfInput from None
            except OSError as err:     # the terminal went away under the question
                raise OutputError(f"cannot write the output ({err.strerror or err})") from None
        else:
            write(self.stdout, prompt)
            try:
                line = self.stdin.readline()
            except (OSError, ValueError):      # a closed or unreadable input ends it like end of file
                line = ""
            if not line:
                raise EndOfInput
            line = line.rstrip("\r\n")
            write(self.stdout, line + "\n")
        self.fresh = 0
        return line

    def ask(self, prompt: str, parse=None, commands: bool = True):
        """Ask until the answer parses; the global commands are run, then the question
        is asked again. `parse` raises Invalid with the reason to show."""
        while True:
            text = self.read(prompt).strip()
            command = self.commands.get(text.lower()) if commands else None
            if command:
                command()
                continue
            if parse is None:
                return text
            try:
                return parse(text)
            except Invalid as err:
                self.say(t("invalid", reason=err))

    def yes_no(self, prompt: str, default: bool | None = None, commands: bool = True) -> bool:
        def parse(text):
            low = text.lower()
            if not low and default is not None:
                return default
            if low[:1] in (t("yes"), t("no")):
                return low[:1] == t("yes")
            raise Invalid(t("yes_no"))
        return self.ask(prompt, parse, commands)

    def choose(self, title: str | None, options: list, letters: dict | None = None, back: bool = False,
               header: list | None = None):
        """A numbered menu: options are (label, value); letters maps a letter to (label,
        value). Returns the value chosen, or BACK for 0 when `back`."""
        letters = letters or {}
        lines = list(header or [])
        if title:
            lines.append(title)
        lines += [f"{i:>3}) {label}" for i, (label, _) in enumerate(options, 1)]
        lines += [f"{k:>3}) {label}" for k, (label, _) in letters.items()]
        if back:
            lines.append(f"  0) {t('back')}")
        self.screen(lines)
        choices = ([t("choice_range", n=len(options))] if len(options) > 1 else ["1"] if options else []) \
            + list(letters) + (["0"] if back else [])
        choices_text = ", ".join(choices)

        def parse(text):
            low = text.lower()
            if low in letters:
                return letters[low][1]
            if low == "0" and back:
                return BACK
            number = whole_number(low)
            if number is not None and 1 <= number <= len(options):
                return options[number - 1][1]
            raise Invalid(t("bad_choice", choices=choices_text))
        return self.ask(t("choose", choices=choices_text), parse)
