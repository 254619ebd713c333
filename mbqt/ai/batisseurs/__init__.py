"""Computer players for Les Bâtisseurs : Moyen Âge (docs/batisseurs.md). No Qt here."""
from mbqt.ai.batisseurs.players import EasyPlayer, HardPlayer, MediumPlayer

__all__ = ["EasyPlayer", "MediumPlayer", "HardPlayer"]
