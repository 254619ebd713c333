"""Medium's yardstick: what a position is worth to each seat, in points (docs/ai.md,
Monopoly Builder). Read from the table only (everything in this game is open, R14); the
future is expected, never foreseen.

A seat's value is
- its points on the table: buildings by height and the Monopolies it holds;
- the points its chips can still build (plan.py): the chips in hand, less those the hand
  limit will make it drop, plus FUTURE times the chips its deeds, the roll of 6 and the
  spaces it lands on are expected to bring in until the game ends;
- its money: LAMBDA points per M for what money still buys (deeds while the bank has any,
  chips from other players), the expected rent it will collect less the rent it will pay,
  and a penalty below a reserve (a debt it cannot pay ends its game);
- its expected share of the two Builder's Bonus cards (a soft lead in cash and in the
  largest district) and of Monopolies it may still complete;
- its control of the end: CONTROL points shared by a soft lead in the race to the Penthouse
  (rounds each seat needs, at its rate of chips, to raise its tallest building to four floors
  and top it). The Penthouse ends the game at once, so the first seat able to place it picks
  the moment (when it is ahead) and its rivals' future chips count for nothing: games lost to
  the gauntlet (benchmarks/gauntlet/FINDINGS.md) were ones where Medium, ahead on points on
  average, spread its blocks over first floors while a bot raised a four-floor building and
  ended the game the turn it led.
The horizon (rounds left) is the least number of rounds any active seat that can still
place the Penthouse needs, at its rate of chips, to place all its blocks and the Penthouse (a shorter one, to the Penthouse alone,
left the supply short of the blocks' limit: blocks looked free and Medium spread them over
first floors; measured against the gauntlet, this one wins about 5 points more).
"""
from __future__ import annotations

import math

from mbqt.ai.monopoly_builder.plan import floors, reach
from mbqt.games.monopoly_builder.rules import winners

ROLLS_PER_TURN = 1.19      # a second roll after a double, a third after two (board.md §3)
LAND = 1.19 / 32 * 0.95    # chance a token stops on a given space in one turn
SPACE_CHIPS = 0.45         # chips a seat's own roll brings from Collect, Roll and Steal spaces
FUTURE = 0.75              # weight of expected chips against chips in hand
LAMBDA_BANK = 0.01         # points per M while the bank still sells deeds (scaled by what is left;
                           # 0.03 kept money that bought the bots deeds: FINDINGS, Monopoly Builder)
LAMBDA_TRADE = 0.008       # points per M when money can only buy from players
RESERVE = 0.4              # of the highest rent on the board, kept in cash
PARTIAL = (0.35, 0.1)      # share of a group's points when its other deed is the bank's / a rival's
TERMINAL = 1000.0          # a won (lost) game against any unfinished position
CONTROL = 4.0              # points of being the first able to place the Penthouse (the end's timing;
                           # 8 measured weaker against every bot, 12 and 16 weaker still)
RACE_SCALE = 1.5           # rounds of lead in that race that make a soft share of about 0.73
NEVER = 1000.0             # rounds to the Penthouse of a seat that can no longer place it


def active(state) -> list[int]:
    return [i for i, p in enumerate(state.players) if not p.bankrupt]


def production(state, seat: int) -> list[float]:
    """Chips per roll of any player, by colour, from the seat's deeds and the roll of 6."""
    b = state.board
    out = [0.0] * 4
    for d, o in enumerate(state.owner):
        if o == seat and not state.mortgaged[d]:
            deed = b.deeds[d]
            out[deed.colour] += b.gather * _ways(deed.dice) / 36
    out[state.players[seat].colour] += b.gather * 5 / 36
    return out


def _ways(total: int) -> int:
    return 6 - abs(total - 7)


def heights_of(state, seat: int) -> list[int]:
    return [h for h, o in zip(state.height, state.built_by) if o == seat]


class Context:
    """What every candidate of one decision shares: the horizon and the money rate, taken
    from the position before the decision (so candidates are compared on one scale)."""

    def __init__(self, state):
        b = state.board
        self.live = active(state)
        self.rolls = ROLLS_PER_TURN * max(1, len(self.live))        # rolls per round
        self.free = sum(1 for o in state.built_by if o < 0)
        self.penthouse = not any(h > b.max_own_floors for h in state.height)
        self.rates = {i: self.rate(state, i) for i in self.live}
        # The game ends when a seat places the Penthouse: only seats that still can end it
        # count (one with no block left for its fourth floor never will).
        enders = [i for i in self.live if self.rounds_to_penthouse(state, i) < math.inf] or self.live
        self.horizon = max(0.25, min((self.rounds_to_end(state, i) for i in enders), default=0.25))
        unowned = sum(1 for o in state.owner if o < 0) / len(state.owner)
        self.lam = LAMBDA_TRADE + LAMBDA_BANK * unowned * min(1.0, self.horizon / 8)
        self.top_rent = max((d.monopoly_rent for d in b.deeds), default=0)

    def rate(self, state, seat: int) -> list[float]:
        """Chips per round by colour."""
        own = SPACE_CHIPS * ROLLS_PER_TURN / 4
        return [x * self.rolls + own for x in production(state, seat)]

    def rounds_to_penthouse(self, state, seat: int) -> float:
        """Rounds the seat needs, at its rate, to raise its tallest building to the Penthouse
        (math.inf when it lacks the blocks or the ground: it never will, D01)."""
        b = state.board
        p = state.players[seat]
        card = b.references[p.colour].floors
        top = b.max_own_floors
        tallest = max((h for h in heights_of(state, seat) if h <= top), default=0)
        if p.blocks < top - tallest or not tallest and 0 not in state.height:
            return math.inf
        need = sum(sum(named) + anyc for named, anyc in card[tallest:top + 1])
        need = max(0.0, need - sum(p.chips))
        return need / max(0.3, sum(self.rates[seat]))


    def rounds_to_end(self, state, seat: int) -> float:
        """Rounds the seat needs, at its rate, to place all its blocks the plan's way (its
        buildings raised to four floors, tallest first, then new ones on its share of the
        free ground) and the Penthouse. Players place (almost) all their blocks before the
        game ends, so over this horizon the supply reaches the blocks' limit and a block
        spent on a short building costs the taller floor it would have made."""
        b = state.board
        p = state.players[seat]
        card = b.references[p.colour].floors
        plan = floors(heights_of(state, seat), p.blocks, self.free / max(1, len(self.live)), card,
                      b.building_points, self.penthouse)
        need = sum(sum(named) + anyc for named, anyc, _gain in plan)
        need = max(0.0, need - sum(p.chips))
        return need / max(0.3, sum(self.rates[seat]))


def values(state, ctx: Context, seats=None) -> list[float]:
    """Every seat's value in points (terminal positions: TERMINAL for a win, shared when
    tied); with `seats`, only theirs (the others' are 0: for choices touching one seat).
    Rollouts spend most of their time here: the table is read in one pass per kind of fact."""
    n = state.n
    if state.over:
        win = winners(state)
        return [TERMINAL / len(win) if i in win else 0.0 for i in range(n)]
    b = state.board
    h = ctx.horizon
    players = state.players
    owner = state.owner
    live = ctx.live
    soft_cash = _soft([players[i].money for i in live], 40 + 25 * h)
    districts = state.districts()
    soft_district = _soft([districts[i] for i in live], 0.8)
    soft_end = _soft([-min(NEVER, ctx.rounds_to_penthouse(state, i)) for i in live], RACE_SCALE)
    heights = [[] for _ in range(n)]
    for x, o in zip(state.height, state.built_by):
        if o >= 0:
            heights[o].append(x)
    count = [[0] * n for _ in b.groups]        # deeds of each group held by each seat
    for d, o in enumerate(owner):
        if o >= 0:
            count[b.deeds[d].group][o] += 1
    # Rent collected and paid (integers: the order of the sums does not matter).
    got, paid = [0] * n, [0] * n
    for d, o in enumerate(owner):
        if o < 0 or state.mortgaged[d]:
            continue
        deed = b.deeds[d]
        r = deed.monopoly_rent if count[deed.group][o] == len(b.groups[deed.group].deeds) else deed.rent
        got[o] += r
        if not players[o].bankrupt:
            for i in range(n):
                if i != o:
                    paid[i] += r
    out = [0.0] * n
    for i in range(n) if seats is None else seats:
        p = players[i]
        mine_heights = heights[i]
        v = float(sum(b.building_points[x] for x in mine_heights))
        for g in b.groups:
            mine = count[g.index][i]
            if mine == len(g.deeds):
                v += g.points
            elif mine and len(g.deeds) - mine == 1:
                rest = next(d for d in g.deeds if owner[d] != i)
                v += g.points * PARTIAL[owner[rest] >= 0]
        if p.bankrupt:
            out[i] = v + (b.community if districts[i] and districts[i] == max(districts) else 0)
            continue
        k = live.index(i)
        v += b.billionaire * soft_cash[k] + b.community * soft_district[k]
        v += CONTROL * soft_end[k]
        mine_rate = production(state, i)
        incoming = sum(mine_rate) * ROLLS_PER_TURN * (len(live) - 1)
        chips = sum(p.chips)
        drop = max(0.0, chips + incoming - b.hand_limit)
        keep = 1 - min(1.0, drop / chips) if chips else 1.0
        rate = [x * ctx.rolls + SPACE_CHIPS * ROLLS_PER_TURN / 4 for x in mine_rate]
        supply = [c * keep + FUTURE * h * r for c, r in zip(p.chips, rate)]
        ground = ctx.free / max(1, len(live))      # ground taken by a building is not ground lost
        plan = floors(mine_heights, p.blocks, ground, b.references[p.colour].floors, b.building_points, ctx.penthouse)
        v += reach(plan, supply)
        others = len(live) - 1
        money = p.money + h * LAND * (got[i] * others - paid[i])
        v += ctx.lam * money
        short = RESERVE * ctx.top_rent - p.money
        if short > 0:
            v -= ctx.lam * short
        out[i] = v
    return out


def utility(vals: list[float], seat: int) -> float:
    """The seat's standing: its value against its rivals' (half the best, half the mean)."""
    others = [v for i, v in enumerate(vals) if i != seat]
    if not others:
        return vals[seat]
    return vals[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def _soft(xs: list[float], scale: float) -> list[float]:
    """Shares of a prize by a soft lead (softmax with `scale`)."""
    if not xs:
        return []
    top = max(xs)
    e = [math.exp((x - top) / scale) for x in xs]
    total = sum(e)
    return [x / total for x in e]
