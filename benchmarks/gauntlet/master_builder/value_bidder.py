#!/usr/bin/env python3
"""Master Builder gauntlet bot "value bidder": never pays more for a contract than it is worth.

A contract's worth is what owning it adds to its forecast of its own final money (the
contracts it holds built with its crew, round by round, under sampled sequences of the
event cards not seen yet, wages and loans included); it bids up to that worth less $2,000,
$1,000 at a time, and opens the contract with the largest surplus at its minimum bid.
Hires, fires, loans, repayments, build plans and event choices are each the option with
the best forecast. Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mb_model import MBBot, Style  # noqa: E402, I001 -- first: it puts botio on the path
import botio  # noqa: E402


class ValueBidder(Style):
    margin = 2000
    draft_target = {4: 1, 3: 1, 2: 1, 1: 2}


if __name__ == "__main__":
    botio.run(MBBot(__file__, ValueBidder()))
