"""Points a supply of chips can still build: the build plan behind Medium's value of chips,
deeds and money (docs/ai.md, Monopoly Builder). Numbers only, no engine state.

A floor's marginal points grow with height (1, 2, 3, 4 points for 2, 3, 3, 3 chips; the
Penthouse 6 for 5), so chips are best spent raising one building at a time to four floors,
tallest first, then starting the next one. The plan walks those floors in order and counts
how far a supply reaches: chips in hand are exact, future chips an expected (fractional)
mix by colour. A named chip missing from the supply is bought with other chips at CONVERT
extra chips each (a blend of player trades, Free Parking's 2:1 and the bank's 4:1). The
floor reached in part counts in proportion, so values change smoothly with the supply.
"""
from __future__ import annotations

CONVERT = 1.5        # extra chips to turn other chips into one named chip


def floors(heights, blocks: int, ground: float, card: tuple, points: tuple, penthouse: bool) -> list:
    """The plan's floors in order, as (named chips per colour, any, points). `heights`: the
    seat's buildings; `blocks`: its blocks left; `ground`: foundations it may still expect
    to use; `card`: its reference card's floors (1-4 and the Penthouse) as (named, any);
    `points`: building points by height; `penthouse`: still to be placed."""
    top = len(card) - 1                    # own floors per building (4)
    out = []
    first = True
    for h in sorted((h for h in heights if h <= top), reverse=True) + [0] * int(max(0.0, ground)):
        if blocks <= 0 and h < top:
            break
        for floor in range(h, top):
            if blocks <= 0:
                break
            blocks -= 1
            h += 1
            out.append((*card[floor], points[floor + 1] - points[floor]))
        if h == top and penthouse and first:       # the Penthouse takes no block
            out.append((*card[top], points[top + 1] - points[top]))
            penthouse = False
        first = False
    return out


def reach(plan: list, supply: list) -> float:
    """Points the supply (chips per colour, may be fractional) builds along the plan."""
    left = [max(0.0, x) for x in supply]
    total = sum(left)
    gained = 0.0
    for named, anyc, gain in plan:
        used = other = 0.0
        for c, n in enumerate(named):
            if n:
                take = min(left[c], n)
                left[c] -= take
                used += take
                other += (n - take) * (1 + CONVERT)
        other += anyc
        need = used + other
        if need > total + 1e-9:
            return gained + gain * max(0.0, total) / need
        gained += gain
        total -= need
        rest = total + other               # what is left once the named chips are out
        if rest > 0:
            scale = total / rest           # the other chips come from every colour alike
            left = [x * scale for x in left]
    return gained
