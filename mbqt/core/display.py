"""Untrusted text made fit to show: the one place player names, file names, bot commands,
and messages quoting a file become display text, for the terminal and for the app alike.

Text from a file or a person may hold control characters (a terminal's escape sequences
rewrite what is on screen: a question, a name), bidirectional overrides (which reorder what
is read), line breaks (which forge lines) and lone surrogates (which cannot be printed).
`plain` shows each of them as a visible escape (\\x1b, \\u202e) and leaves everything else,
so a name in any script stays as written. Markup needs no escaping here: the app shows every
such text with Text.PlainText (a test checks the QML), and a terminal does not read HTML.
"""
from __future__ import annotations

import re

# C0 and C1 controls and DEL; the bidirectional embeddings, overrides, isolates and marks;
# line and paragraph separators; lone surrogates.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")
_UNSAFE_BUT_NEWLINE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069"
                                 "\ud800-\udfff]")


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def plain(text, newlines: bool = False) -> str:
    """`text` with every character that could change how it or what follows is shown
    written as a visible escape; line breaks kept only with `newlines` (for a multi-line
    message whose lines are ours). Idempotent: plain(plain(t)) == plain(t)."""
    return (_UNSAFE_BUT_NEWLINE if newlines else _UNSAFE).sub(_escape, str(text))


def clip(text, limit: int = 80) -> str:
    """At most `limit` characters of `text` (for a value quoted in a message), marked when cut."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"
