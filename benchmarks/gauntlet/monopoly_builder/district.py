#!/usr/bin/env python3
"""Monopoly Builder gauntlet bot "district": a block of buildings side by side.

Plays for Community Builder (5 points to the largest group of adjacent buildings): spends
its chips as they come on new buildings next to its own and raises them two or three
floors, trading chips freely with the bank and at Free Parking. Lookahead: the turn's builds
and chip trades, three steps deep. Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mono_model import Style, main  # noqa: E402


class District(Style):
    max_open = 3
    reserve = 50
    tall = 0.8
    district = 2.5
    new_building = 0.6


if __name__ == "__main__":
    main(__file__, District())
