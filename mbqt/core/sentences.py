"""A game's sentences in both languages, by key: its log entries and its refusal reasons
(docs/engine.md, "Sentences"). The app and the text mode say them alike: a game's catalogue
(mbqt/games/<package>/sentences.py) turns the engine's structured entries and
IllegalAction(code, **params) into words with these helpers. No Qt here.

Templates are str.format strings with named fields ("{name} bids {amount}."). A key ending
in "_one" is the singular of the key without it (plural()).
"""
from __future__ import annotations

from mbqt.core.protocol import LANGUAGES

_EN, _FR = LANGUAGES.index("en"), LANGUAGES.index("fr")


class Sentences:
    """key -> (English, French) templates."""

    def __init__(self, table: dict[str, tuple[str, str]]):
        bad = [key for key, pair in table.items() if len(pair) != len(LANGUAGES) or not all(pair)]
        if bad:
            raise ValueError(f"sentences without every language: {', '.join(bad[:5])}")
        self.table = table

    def __contains__(self, key: str) -> bool:
        return key in self.table

    def template(self, key: str, language: str) -> str:
        return self.table[key][_FR if language == "fr" else _EN]

    def say(self, key: str, language: str, **values) -> str:
        return self.template(key, language).format(**values)

    def plural(self, key: str, n: int, language: str, **values) -> str:
        """The form of `key` for the count n: key + "_one" for the singular (1 in English;
        0 and 1 in French), else key; {n} is n."""
        singular = abs(n) <= 1 if language == "fr" else abs(n) == 1
        return self.say(key + "_one" if singular and key + "_one" in self.table else key, language, n=n, **values)
