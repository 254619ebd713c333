"""A game's sentences in both languages, by key: its log entries and its refusal reasons
(docs/engine.md, "Sentences"). The app and the text mode say them alike: a game's catalogue
(mbqt/games/<package>/sentences.py) turns the engine's structured entries and
IllegalAction(code, **params) into words with these helpers. No Qt here.

Templates are str.format strings with named fields ("{seat} bids {amount}."). A key ending
in "_one" is the singular of the key without it (plural()). Keys by convention: "log.<key>"
a log entry, "why.<code>" a refusal, anything else a word the sentences use.
"""
from __future__ import annotations

from string import Formatter

from mbqt.core.protocol import LANGUAGES
from mbqt.lang import assemble

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
        """The sentence with its values in (French: elided before a vowel, lang.assemble)."""
        pieces, formatter = [], Formatter()
        for text, field, spec, conversion in formatter.parse(self.template(key, language)):
            pieces.append((text, False))
            if field is not None:
                value = formatter.convert_field(formatter.get_field(field, (), values)[0], conversion)
                pieces.append((formatter.format_field(value, spec), True))
        return assemble(pieces, language)

    def plural(self, key: str, n: int, language: str, **values) -> str:
        """The form of `key` for the count n: key + "_one" for the singular (1 in English;
        0 and 1 in French), else key; {n} is n."""
        singular = abs(n) <= 1 if language == "fr" else abs(n) == 1
        return self.say(key + "_one" if singular and key + "_one" in self.table else key, language, n=n, **values)


# The refusals of every game's file formats, for a catalogue to include in its table: a JSON
# action its model refuses (pydantic's message, in English) and a setup's deck order that
# does not list each card once. format_values() says their values.
FORMAT_REFUSALS = {
    "why.bad_json": ("malformed action: {where}{message}", "action mal formée : {where}{message}"),
    "why.deck_order": ("decks.{deck} must list every card once{missing}{extra}",
                       "decks.{deck} doit citer chaque carte une fois{missing}{extra}"),
    "deck.missing": ("; missing {ids}", " ; manquantes : {ids}"),
    "deck.extra": ("; unknown or repeated {ids}", " ; inconnues ou répétées : {ids}"),
}


def format_values(sentences: Sentences, params: dict, language: str) -> dict:
    """The words of FORMAT_REFUSALS' values: `where` a path into the action, `missing` and
    `extra` lists of card ids."""
    out = {}
    if "where" in params:
        out["where"] = f"{params['where']}: " if params["where"] else ""
    for name in ("missing", "extra"):
        if name in params:
            ids = ", ".join(map(str, params[name]))
            out[name] = sentences.say("deck." + name, language, ids=ids) if ids else ""
    return out
