#!/usr/bin/env python3
"""Monopoly Builder gauntlet bot "landlord": deeds first, Monopolies, then floors.

Buys every deed it can afford with a small reserve, bids up to its worth at auction, and
offers money (1.5 times the price) for the deed that completes a Monopoly of its own; its
deeds feed its building with chips and rent. Lookahead: the turn's builds and chip trades,
three steps deep. Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mono_model import Style, main  # noqa: E402


class Landlord(Style):
    max_open = 2
    reserve = 30
    buy_factor = 1.4
    bid_factor = 1.1
    deed_offers = True


if __name__ == "__main__":
    main(__file__, Landlord())
