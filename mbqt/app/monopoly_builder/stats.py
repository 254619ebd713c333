"""The statistics the end screen and the replay viewer show for Monopoly Builder, from the
engine's (mbqt/games/monopoly_builder/stats.py): points and money charted round by round,
and per player rent paid and received, resources gathered, deeds bought and floors built
(the Penthouse one of them, as on the end sheet)."""
from __future__ import annotations

from mbqt.app import texts
from mbqt.app.monopoly_builder.board import money

translate = texts.translate


def statistics(game) -> dict:
    stats = game.statistics()
    for out in stats["seats"]:
        chips = sum(out["gathered"].values()) + sum(out["collected"].values()) + sum(out["picked_up"].values())
        out["cells"] = [money(out["rent_paid"]), money(out["rent_received"]), str(chips),
                        str(len(out["bought"])), str(out["floors"])]
    # A round is a "tour de table" in French here: the words are the game's ("Mono").
    stats["charts"] = [{"key": "points", "name": translate("Mono", "Points"), "step": 5, "least": 25, "format": str,
                        "title": translate("Mono", "Points at the end of each round")},
                       {"key": "money", "name": translate("Mono", "Money"), "step": 100, "format": money,
                        "title": translate("Mono", "Money at the end of each round")}]
    stats["columns"] = [translate("Stats", "Rent paid"),
                        translate("Stats", "Rent received"), translate("Stats", "Resources gathered"),
                        translate("Stats", "Deeds bought"), translate("Stats", "Floors built")]
    return stats
