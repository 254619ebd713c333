#!/usr/bin/env python3
"""Master Builder gauntlet bot "contract collector": owns as many contracts as it can build.

Drafts a strong crew (two master craftsmen, a foreman, a tradesman, an apprentice: every
section of every contract has a worker who can do it), keeps at least five workers while
contracts may come, expects to win more of the contracts still to come, and bids past its
own worth to keep a contract from a rival who would profit more from it: it stays in while
its gain plus half of what the rival would gain at that price stays above $1,000. Its
forecast is the shared one (events drawn as whole sequences, future contracts, loans).
Protocol: docs/bots.md; standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mb_model import MBBot, Style  # noqa: E402, I001 -- first: it puts botio on the path
import botio  # noqa: E402


class Collector(Style):
    margin = 1000
    min_crew = 5
    spare = 1
    draft_target = {4: 2, 3: 1, 2: 1, 1: 1}
    hire_threshold = 0
    pass_bonus = 500
    share = 0.55
    denial = 0.5


class CollectorBot(MBBot):
    def max_bid(self, view, seat, cno, bonus) -> int:
        own = super().max_bid(view, seat, cno, bonus)
        me = view["players"][seat]
        best = own
        for p in view["players"]:
            if p["seat"] == seat:
                continue
            key = ("rival", view["round"], p["seat"], cno, p["money"], len(p["workers"]),
                   tuple(sorted(c["number"] for c in p["contracts"])))
            if key not in self.maxbid_cache:
                self.maxbid_cache[key] = self.contract_value(view, p["seat"], cno, 0, bonus)
            rival = self.maxbid_cache[key]
            mine0 = self.contract_value(view, seat, cno, 0, bonus)
            d = self.style.denial
            limit = int((mine0 + d * rival - self.style.margin) / (1 + d)) // 1000 * 1000
            best = max(best, min(limit, me["money"], int(rival) // 1000 * 1000))
        return max(0, best)


if __name__ == "__main__":
    botio.run(CollectorBot(__file__, Collector()))
