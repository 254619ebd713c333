#!/usr/bin/env python3
"""Monopoly Builder gauntlet bot "tower builder": one building at a time, as tall as it goes.

Raises its tallest building to four floors before it starts another (a four-floor building
scores 10 points for 4 blocks, four one-floor buildings 4), starts new ones next to its own,
keeps a cash reserve and places the Penthouse the moment it wins the game. Lookahead: the
turn's builds and chip trades, three steps deep. Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mono_model import Style, main  # noqa: E402


class TowerBuilder(Style):
    max_open = 1
    reserve = 80
    buy_factor = 0.9
    bid_factor = 0.8
    tall = 1.2
    district = 0.5


if __name__ == "__main__":
    main(__file__, TowerBuilder())
