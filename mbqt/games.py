"""The games of the family, by id: each one's rules facade, imported on first use. No Qt here.

The app shell, records, saves, replays, the arena and the AI framework are written against
the facades (docs/engine.md, docs/batisseurs.md); this is the one place that names them.
"""
from __future__ import annotations

GAMES = ("master-builder", "batisseurs")


def game_rules(game: str, cards_path: str | None = None):
    """The facade of a game by id, with its bundled cards or those of `cards_path`
    (CardError naming the file, card and field for a wrong one)."""
    if game == "batisseurs":
        from mbqt.batisseurs import Batisseurs
        from mbqt.batisseurs.cards import load_cards as load_bat_cards
        return Batisseurs(load_bat_cards(cards_path))
    if game == "master-builder":
        from mbqt.master_builder import MasterBuilder
        from mbqt.master_builder.cards import load_cards
        return MasterBuilder(load_cards(cards_path))
    raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")


def setup_model(game: str):
    """The pydantic model of a game's setup (docs/formats.md)."""
    if game == "batisseurs":
        from mbqt.batisseurs.setup import Setup
        return Setup
    if game == "master-builder":
        from mbqt.master_builder.setup import Setup
        return Setup
    raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
