"""Statistics of a game of any game of mbqt.games, computed from its log, for the end of a
game and the replay viewer: each game's own (mbqt.master_builder.stats,
mbqt.batisseurs.stats), all of the same shape:

  {"rounds": rounds completed, "over": bool,
   "seats": [{"name", and per-round series: a list of the value at the start, after each
              round completed, and now unless the game is over}, ...],
   ...}
Les Bâtisseurs' also says which series to chart ("series": ["points", "money"]); Master
Builder's has one series, "money" (its output predates this key and keeps its form).
"""
from __future__ import annotations

from mbqt.games import game_part
from mbqt.records import Game


def statistics(game: Game) -> dict:
    return game_part(game.rules.id, "statistics")(game)
