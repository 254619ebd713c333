#!/usr/bin/env python3
"""Les Bâtisseurs gauntlet bot "écu-efficient": never wastes an écu.

Judges a building by what it pays back (points and écus) per resource it needs, sends the
unit that meets the needs with the least overshoot for the fewest écus, never buys an
action unless it finishes a building this turn, and keeps enough écus for its next sends
so that it never has to spend a turn taking them. Écus held count a little more than their
end value. Lookahead: its whole turn by beam search, the best three turns followed by its
next turn. Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bat_model import BatBot, Style  # noqa: E402, I001 -- first: it puts botio on the path
import botio  # noqa: E402


class EcuEfficient(Style):
    ev = 0.13
    action = 0.45
    short = 0.45
    max_extra = 1
    team_per_res = 0.11

    def building_score(self, model, bid, node):
        reward, vp, req, mprod = model.cards.buildings[bid]
        return (vp + 0.1 * reward + (0.6 if mprod else 0)) / (sum(req) + 1)

    def worker_score(self, model, wid, node):
        cost, prod, _ = model.cards.units[wid]
        return super().worker_score(model, wid, node) + sum(prod) - 0.5 * cost


if __name__ == "__main__":
    botio.run(BatBot(__file__, EcuEfficient()))
