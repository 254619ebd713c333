#!/usr/bin/env python3
"""Master Builder gauntlet bot "wage miser": keeps the wage track low and builds late.

Drafts a cheap crew (a master craftsman, a foreman and three apprentices: $12,000 a round),
fires every worker the forecast does not need (down to three while contracts may still
come, to nobody in the last round), and hires only for a gain of $1,500 over passing, with
no preference for passing otherwise: a crew that grows only when a contract in hand asks
for it. Bids up to the contract's worth less $2,000. Its forecast is the shared one (events
drawn as whole sequences, future contracts, loans). Protocol: docs/bots.md; standard
library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mb_model import MBBot, Style  # noqa: E402, I001 -- first: it puts botio on the path
import botio  # noqa: E402


class WageMiser(Style):
    margin = 2000
    min_crew = 3
    spare = 0
    fire_idle = False
    draft_target = {4: 1, 3: 1, 2: 0, 1: 3}
    hire_threshold = 1500
    pass_bonus = 0
    share = 0.4


if __name__ == "__main__":
    botio.run(MBBot(__file__, WageMiser()))
