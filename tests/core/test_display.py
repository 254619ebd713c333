"""Untrusted text as display text (core/display.py) and the terminal every command writes
through (mbqt/terminal.py): escapes, and what a closed or full output becomes."""
import io
import subprocess
import sys
from pathlib import Path

import pytest

from mbqt.core.display import clip, plain
from mbqt.terminal import OutputError, write

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "two-player-game.json"


@pytest.mark.parametrize("text, shown", [
    ("Ann", "Ann"),
    ("Bâtisseur Ōba 🏗️ ﷽", "Bâtisseur Ōba 🏗️ ﷽"),                    # any script, emoji sequences
    ("\x1b[2J\x1b]0;x\x07", "\\x1b[2J\\x1b]0;x\\x07"),
    ("\x9b31m", "\\x9b31m"),                                             # the one-byte CSI
    ("\u202eevil\u2066", "\\u202eevil\\u2066"),                         # bidi override and isolate
    ("a\nb\rc\u2028d", "a\\x0ab\\x0dc\\u2028d"),
    ("nul\x00\x7f", "nul\\x00\\x7f"),
    ("\ud800", "\\ud800"),
    ('<img src="http://x/">', '<img src="http://x/">'),                # markup: QML shows it plain
])
def test_plain_shows_every_control_character_as_a_visible_escape(text, shown):
    assert plain(text) == shown
    assert plain(plain(text)) == plain(text)


def test_plain_keeps_line_breaks_only_when_asked():
    assert plain("one\ntwo\x1b", newlines=True) == "one\ntwo\\x1b"


def test_clip_marks_a_cut():
    assert clip("x" * 10, 5) == "xxxx…" and clip("short", 80) == "short"


class Full(io.StringIO):
    def flush(self):
        raise OSError(28, "No space left on device")


def test_write_escapes_and_turns_a_full_or_closed_output_into_an_output_error():
    out = io.StringIO()
    write(out, "name: \x1b[31mred\nnext line\n")
    assert out.getvalue() == "name: \\x1b[31mred\nnext line\n"
    with pytest.raises(OutputError, match="No space left on device"):
        write(Full(), "x")
    with pytest.raises(OutputError, match="the output is closed"):
        write(None, "x")
    closed = io.StringIO()
    closed.close()
    with pytest.raises(OutputError):
        write(closed, "x")


def _mbqt(*args, **kwargs):
    return subprocess.run([sys.executable, "-m", "mbqt", *map(str, args)], capture_output=True, text=True,
                          timeout=60, cwd=ROOT, **kwargs)


@pytest.mark.parametrize("argv", [["replay", EXAMPLE], ["replay", EXAMPLE, "--json"], ["schema"],
                                  ["text", "--load", EXAMPLE]])
def test_a_full_disk_is_said_in_one_line_with_status_74(argv):
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "mbqt", *map(str, argv)], stdout=full, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 74 and "Traceback" not in done.stderr
    assert done.stderr.strip().endswith("cannot write the output (No space left on device)")


def test_a_closed_output_is_said_in_one_line_with_status_74():
    done = subprocess.run(f"{sys.executable} -m mbqt replay {EXAMPLE} >&-", shell=True, capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 74 and done.stderr == "mbqt: the output is closed\n"


def test_the_text_mode_with_its_input_closed_says_so():
    done = subprocess.run(f"{sys.executable} -m mbqt text <&-", shell=True, capture_output=True, text=True,
                          timeout=60, cwd=ROOT)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "standard input is closed" in done.stderr
