"""Les Bâtisseurs' computer players (docs/batisseurs.md): Easy, Medium and Hard. No Qt here."""
from __future__ import annotations


def player_class(level: str):
    from mbqt.ai.batisseurs import players
    return {"easy": players.EasyPlayer, "medium": players.MediumPlayer, "hard": players.HardPlayer}[level]
