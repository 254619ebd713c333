"""The statistics the end screen and the replay viewer show for Monopoly Builder, from the
engine's (mbqt/games/monopoly_builder/stats.py): points charted round by round, and per
player rent paid and received, resources gathered, deeds bought and floors built."""
from __future__ import annotations

from mbqt.app import texts
from mbqt.app.monopoly_builder.board import money

translate = texts.translate


def statistics(game) -> dict:
    stats = game.statistics()
    for out in stats["seats"]:
        out["series"] = out["points"]
        chips = sum(out["gathered"].values()) + sum(out["collected"].values()) + sum(out["picked_up"].values())
        out["cells"] = [money(out["rent_paid"]), money(out["rent_received"]), str(chips),
                        str(len(out["bought"])), str(out["floors"])]
    stats["chart"] = {"title": translate("Stats", "Points at the end of each round"), "money": False, "step": 5}
    stats["columns"] = [translate("Stats", "Rent paid"),
                        translate("Stats", "Rent received"), translate("Stats", "Resources gathered"),
                        translate("Stats", "Deeds bought"), translate("Stats", "Floors built")]
    return stats
