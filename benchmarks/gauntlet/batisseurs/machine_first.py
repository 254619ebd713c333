#!/usr/bin/env python3
"""Les Bâtisseurs gauntlet bot "machine first": builds its own free workforce.

Opens machines whenever one is on offer (cheap to build, a point or two, then a unit that
produces 2 or 3 of a resource for 0 écus every time it is sent) and values each machine's
work for the rest of the game; with its machines it takes on the big buildings. Lookahead:
its whole turn by beam search, the best three turns followed by its next turn.
Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bat_model import BatBot, Evaluator, Style  # noqa: E402, I001 -- first: it puts botio on the path
import botio  # noqa: E402


class MachineFirst(Style):
    ev = 0.1
    action = 0.45
    machine_bonus = 0.6
    machine_per_res = 0.3
    team_k = 5
    max_extra = 1

    def building_score(self, model, bid, node):
        reward, vp, req, mprod = model.cards.buildings[bid]
        if mprod:
            return 10 + sum(mprod) - sum(req)
        return (vp + 0.1 * reward) / (sum(req) + 2)


class MachineEvaluator(Evaluator):
    def machine_work(self, mprod, turns):
        # each later turn the machine saves about the écus a worker of its production costs
        return 0.1 * sum(mprod) * max(0.0, min(turns, 6.0)) * 0.5


if __name__ == "__main__":
    botio.run(BatBot(__file__, MachineFirst(), MachineEvaluator))
