"""The Les Bâtisseurs board's own words from Python: the resources, by name and by the
letter of the board's chips, through QCoreApplication.translate so that a language switch
renders them again. The game's sentences and card names are its catalogue's
(mbqt/games/batisseurs/sentences.py)."""
from __future__ import annotations

from mbqt.app import texts

translate = texts.translate


def resource_names() -> list[str]:
    return [translate("Bat", "stone"), translate("Bat", "wood"), translate("Bat", "knowledge"),
            translate("Bat", "tile")]


def resource_letters() -> list[str]:
    """One letter per resource, as on the board's chips (French: pierre, bois, savoir, tuile)."""
    return [translate("Bat", "S", "stone"), translate("Bat", "W", "wood"), translate("Bat", "K", "knowledge"),
            translate("Bat", "T", "tile")]
