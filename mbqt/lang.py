"""The two languages of the game and the default one, shared by the app and the text mode
(no Qt here: the text mode does not load Qt)."""
from __future__ import annotations

import os
import re
import unicodedata

LANGUAGES = ("en", "fr")


def language_of(locale_name: str | None) -> str:
    """French for any French locale ("fr", "fr_CA.UTF-8", "French_France"), else English."""
    return "fr" if (locale_name or "").lower().startswith("fr") else "en"


def system_language() -> str:
    """The language of the environment, as the C library sees it (LC_ALL, LC_MESSAGES, LANG)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(var):
            return language_of(os.environ[var])
    import locale  # here: its import (1 ms) is not on the app's way to its first frame
    try:
        return language_of(locale.getlocale()[0])
    except ValueError:
        return "en"


NBSP = "\u00a0"      # keeps "40 000 $" on one line


def money(amount: int, language: str) -> str:
    """$40,000 in English, 40 000 $ in French (as the French rulebook writes dollars)."""
    sign = "-" if amount < 0 else ""
    if language == "fr":
        return sign + f"{abs(amount):,}".replace(",", NBSP) + NBSP + "$"
    return f"{sign}${abs(amount):,}"


# French elision where a value is put into a sentence: "au tour de {name}" with Adélaïde
# is "au tour d'Adélaïde", "le {x}" before a vowel "l'…". A sentence's own words are written
# elided already; only the word just before a value depends on the value. (An initial h is
# left alone: mute or aspirated, it cannot be told from the spelling.)
_ELIDED = re.compile(r"(?<![\w'’-])(de|le|la|que|ne|je|me|te|se) $", re.IGNORECASE)


def _vowel(text: str) -> bool:
    first = unicodedata.normalize("NFD", text[:1])[:1].lower()
    return first in "aeiouy" and first != ""


def assemble(pieces, language: str) -> str:
    """A sentence from its pieces in order, (text, is_value) pairs: in French the word before
    a value starting with a vowel is elided (de -> d', le/la -> l', que -> qu'...)."""
    out = ""
    for text, is_value in pieces:
        if is_value and language == "fr" and _vowel(text):
            out = _ELIDED.sub(lambda m: m.group(1)[:-1] + "'", out)
        out += text
    return out
