"""The app's own words from the Python side, through QCoreApplication.translate so that a
language switch renders them again: money, names from card files, the games' titles, the
computer levels, plurals. A game's sentences (its log and its refusals) are its catalogue's
(mbqt/games/<package>/sentences.py, said through the facade's describe and explain).
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from mbqt import lang
from mbqt.core.display import plain
from mbqt.core.registry import GAMES, game_info

translate = QCoreApplication.translate
LANG = "en"     # the interface language (mbqt.app.language.apply sets it): card names, money


def fill(text: str, *values) -> str:
    """A translated message with its %1, %2... replaced by the values, in French elided
    before a vowel ("au tour de %1" with Adélaïde: "au tour d'Adélaïde"; lang.assemble)."""
    pieces = []
    for i, part in enumerate(re.split(r"%(\d)", text)):
        pieces.append((part, False) if i % 2 == 0 else (str(values[int(part) - 1]), True))
    return lang.assemble(pieces, LANG)


def money(amount: int) -> str:
    return lang.money(amount, LANG)


def card_name(names: dict) -> str:
    """A card's name from its card file (maybe a person's own, carried in a save): escaped."""
    return plain(names.get(LANG) or names["en"])


def game_name(game: str) -> str:
    """A game of the family (an id of mbqt.core.registry) by its title in the interface language."""
    return game_info(game).title(LANG) if game in GAMES else game


def ai_level_name(kind: str) -> str:
    return {"human": translate("Seats", "Human"), "easy": translate("Seats", "Easy"),
            "medium": translate("Seats", "Medium"), "hard": translate("Seats", "Hard"),
            "random": translate("Seats", "Random")}.get(kind, kind)


def plural(context: str, n: int, one: str, many: str) -> str:
    """The singular or plural message (each marked with QT_TRANSLATE_NOOP) by the interface
    language's rule (French: 0 and 1 take the singular), with %n replaced by n. Two messages
    rather than Qt's one %n message: the lupdate of PySide6 6.11 does not extract plural
    forms from Python (QML's qsTr("%n ...", "", n) keeps Qt's own plurals)."""
    singular = abs(n) <= 1 if LANG == "fr" else abs(n) == 1
    return translate(context, one if singular else many).replace("%n", str(n))

