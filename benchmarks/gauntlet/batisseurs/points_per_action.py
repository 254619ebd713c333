#!/usr/bin/env python3
"""Les Bâtisseurs gauntlet bot "points per action": every action must buy victory points.

Opens the buildings with the most points per resource needed, recruits the workers that
produce the most per send (an action sends a master as cheaply as an apprentice), and buys
extra actions (5 écus) whenever they bring a completion closer; écus are only fuel.
Lookahead: its whole turn by beam search, the best three turns followed by its next turn.
Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bat_model import BatBot, Style  # noqa: E402, I001 -- first: it puts botio on the path
import botio  # noqa: E402


class PointsPerAction(Style):
    ev = 0.1
    action = 0.5
    max_extra = 2
    team_per_res = 0.13

    def building_score(self, model, bid, node):
        reward, vp, req, mprod = model.cards.buildings[bid]
        return (vp + 0.05 * reward + (0.8 if mprod else 0)) / (sum(req) + 1.5)

    def worker_score(self, model, wid, node):
        return super().worker_score(model, wid, node) + 2 * sum(model.cards.units[wid][1])


if __name__ == "__main__":
    botio.run(BatBot(__file__, PointsPerAction()))
