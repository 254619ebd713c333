"""The games of the family, by id: where each one's parts live, imported on first use. No Qt here.

The app shell, records, saves, replays, statistics, the text mode, the arena and the AI
framework are written against these parts (the rules facade: docs/engine.md,
docs/batisseurs.md); this is the one place that names them.
"""
from __future__ import annotations

import importlib

GAMES = ("master-builder", "batisseurs")
# The game of a record whose setup names none (every record written before there were
# two), and of the commands when none is chosen.
DEFAULT_GAME = "master-builder"

# game -> part -> "module:attribute". The parts:
#   rules       the facade class, made with a card set
#   load_cards  the card file loader (path or None for the bundled cards; CardError)
#   setup       the pydantic model of the setup
#   action      the pydantic model (a discriminated union) of the JSON actions
#   statistics  statistics(game: records.Game) -> dict (mbqt.stats)
#   summary     summary(state_json, actions: int) -> list of lines (mbqt replay)
#   text        the text mode's Session class (mbqt.text.play)
#   variants    the names of the game's variants (a game without variants has none)
_PARTS = {
    "master-builder": {
        "rules": "mbqt.master_builder:MasterBuilder",
        "load_cards": "mbqt.master_builder.cards:load_cards",
        "setup": "mbqt.master_builder.setup:Setup",
        "action": "mbqt.master_builder.actions:ActionModel",
        "statistics": "mbqt.master_builder.stats:statistics",
        "summary": "mbqt.master_builder.summary:summary",
        "text": "mbqt.text.session:Session",
        "variants": "mbqt.master_builder.state:VARIANTS",
    },
    "batisseurs": {
        "rules": "mbqt.batisseurs:Batisseurs",
        "load_cards": "mbqt.batisseurs.cards:load_cards",
        "setup": "mbqt.batisseurs.setup:Setup",
        "action": "mbqt.batisseurs.actions:ActionModel",
        "statistics": "mbqt.batisseurs.stats:statistics",
        "summary": "mbqt.batisseurs.summary:summary",
        "text": "mbqt.text.batisseurs:Session",
    },
}


def unknown_game(game) -> str:
    """The sentence for a game id that is not one of GAMES."""
    return f"unknown game {str(game)[:40]!r} (known: {', '.join(GAMES)})"


def game_part(game: str, part: str):
    """One part of a game (see _PARTS); ValueError naming an unknown game."""
    parts = _PARTS.get(game) if isinstance(game, str) else None
    if parts is None:
        raise ValueError(unknown_game(game))
    module, attribute = parts[part].split(":")
    return getattr(importlib.import_module(module), attribute)


def game_variants(game: str) -> tuple:
    """The names of a game's variants (none for a game without)."""
    return game_part(game, "variants") if "variants" in _PARTS.get(game, {}) else ()


def game_rules(game: str, cards_path: str | None = None):
    """The facade of a game by id, with its bundled cards or those of `cards_path`
    (CardError naming the file, card and field for a wrong one)."""
    return game_part(game, "rules")(game_part(game, "load_cards")(cards_path))
