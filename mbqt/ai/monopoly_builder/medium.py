"""Medium: every choice measured one move ahead with the value of value.py (docs/ai.md,
Monopoly Builder). It never plays a roll on a copy of the state: the dice are hidden, so a
roll is only ever taken, never tried.

- Floors, bank trades, Free Parking, steals, chips gained or returned, discards, mortgages:
  the action whose position is worth most (its standing: its value against its rivals').
- Buying: the deed's worth to it is the most it could pay and still stand as well as if a
  rival (or the bank) had it, at most twice its price; it buys when the worth covers the
  price, unless its rivals' worths (same yardstick) say an auction would sell it for
  clearly less.
- Auctions: raises while the next bid stays within that worth, never above.
- Trades: accepts an offer only if its standing and its own value both rise; offers trades
  that raise its standing and the other side's value (help both: chips for chips or money,
  a deed that completes a Monopoly), those its yardstick says the other side accepts first
  (with two players no trade raises both standings), at most OFFERS a turn and never the
  same one twice.
- The end: after PATIENCE rounds it places the Penthouse whenever it can, ahead or not (a
  player behind who alone could place it would otherwise hold the game to round 60, D13).
- Jail: a Get Out of Jail Free card first, the fine when there are chips to build with or
  deeds to buy, else a roll for a double.
"""
from __future__ import annotations

import math

from mbqt.ai.monopoly_builder.value import Context, utility, values
from mbqt.games.monopoly_builder.rules import apply, legal_actions, min_bid, transfer

OFFERS = 2            # own offers a turn (the engine allows MAX_OFFERS)
ACCEPT = 0.05         # least gain in standing for accepting an offer
OFFER_GAIN = 0.3      # least gain in standing for making one
AUCTION_EDGE = 20     # M an auction must be expected to save to decline a deed one wants
PRICE_CAP = 2         # times a deed's printed price: the most it is worth to a player
MY_CHIPS_ONLY = ("discard", "bank", "swap", "gain", "return")
PATIENCE = 40         # rounds after which a player places the Penthouse even when behind


class Judge:
    """One decision's yardstick: the seat's standing in a position (Context fixed)."""

    def __init__(self, state, seat: int):
        self.state, self.seat = state, seat
        self.ctx = Context(state)
        self.base_vals = values(state, self.ctx)
        self._rivals = self.base_vals[seat] - utility(self.base_vals, seat)

    def vals(self, state) -> list[float]:
        return values(state, self.ctx)

    def standing(self, state, seat: int | None = None) -> float:
        return utility(values(state, self.ctx), self.seat if seat is None else seat)

    def own(self, state) -> float:
        """The seat's own value: enough to compare choices that touch no other seat."""
        return values(state, self.ctx, (self.seat,))[self.seat]

    def score(self, action) -> float:
        """The seat's standing after the action; computed from its own value alone when the
        action only moves its own chips (the rivals' part is then that of the position now)."""
        t = self.after(action)
        if action[0] in MY_CHIPS_ONLY and not t.over:
            return self.own(t) - self._rivals
        return self.standing(t)

    def after(self, action, state=None):
        t = (state or self.state).clone()
        apply(t, action)
        return t

    def worth(self, deed: int, seat: int | None = None) -> int:
        """The most (M, multiple of 5) the seat could pay for the deed and stand as well as
        if it went elsewhere: to the bank or to the rival it would hurt most; never more than
        PRICE_CAP times the printed price (a deed's production is a rough estimate, and a
        player who pays five times a deed's price looks silly; the cap measured no weaker)."""
        seat = self.seat if seat is None else seat
        s = self.state
        alternatives = [None] + [q for q in self.ctx.live if q != seat]
        base = min(self._owned(deed, q, seat, 0) for q in alternatives)
        if self._owned(deed, seat, seat, 0) <= base:
            return 0
        low, high = 0, min(s.players[seat].money, PRICE_CAP * s.board.deeds[deed].price)
        if self._owned(deed, seat, seat, high) >= base:
            return high - high % 5
        for _ in range(7):
            mid = (low + high) / 2
            if self._owned(deed, seat, seat, mid) >= base:
                low = mid
            else:
                high = mid
        return int(low) - int(low) % 5

    def _owned(self, deed: int, owner, seat: int, price: float) -> float:
        t = self.state.clone()
        t.owner[deed] = -1 if owner is None else owner
        if owner is not None:
            t.players[owner].money -= price
        return utility(values(t, self.ctx), seat)


class MediumPlayer:
    def __init__(self, seed: int = 0):
        self.seed = seed
        self.asked = set()          # (turn, offer) made already

    def choose(self, state, seat: int, cancel=None) -> tuple:
        acts = legal_actions(state)
        if len(acts) == 1:
            return acts[0]
        action = self.rank(state, seat, acts)[0][0]
        if action[0] == "offer":
            self.asked.add((state.turns, action))
        return action

    # ---------------------------------------------------------------- ranking

    def rank(self, state, seat: int, acts: list | None = None) -> list:
        """Every candidate with its standing after it (best first)."""
        acts = acts if acts is not None else legal_actions(state)
        judge = Judge(state, seat)
        step = state.step
        if step == "jail":
            return self._jail(judge, acts)
        if step == "roll":
            return self._roll(judge, acts)
        if step == "buy":
            return self._buy(judge, acts)
        if step == "auction":
            return self._auction(judge, acts)
        if step == "claim":
            return [(("claim",), 1.0), (("forgo",), 0.0)]
        if step == "respond":
            return self._respond(judge)
        if step == "turn":
            return self._turn(judge, acts)
        return self._one_ply(judge, acts)

    def _one_ply(self, judge: Judge, acts: list) -> list:
        scored = [(a, judge.score(a)) for a in acts]
        scored.sort(key=lambda x: -x[1])
        return scored

    def _roll(self, judge, acts):
        here = judge.standing(judge.state)
        return [(("roll",), here)] + [(a, here - 1) for a in acts if a[0] != "roll"]

    def _jail(self, judge: Judge, acts: list) -> list:
        s, seat = judge.state, judge.seat
        p = s.players[seat]
        here = judge.standing(s)
        fine = s.board.jail_fine
        useful = sum(p.chips) >= 2 or any(o < 0 for o in s.owner)
        out = []
        for a in acts:
            if a[0] == "use_card":
                out.append((a, here + 1))
            elif a[0] == "pay_fine":
                ok = useful and p.money - fine >= 0.4 * judge.ctx.top_rent
                out.append((a, here + (0.5 if ok else -0.5) - judge.ctx.lam * fine))
            elif a[0] == "roll":
                out.append((a, here - judge.ctx.lam * fine * 0.5))
            else:
                out.append((a, here - 2))
        out.sort(key=lambda x: -x[1])
        return out

    def _buy(self, judge: Judge, acts: list) -> list:
        s, seat = judge.state, judge.seat
        deed = s.board.deeds[s.pending]
        here = judge.standing(s)
        worth = judge.worth(deed.index)
        out = []
        if ("buy",) in acts:
            gain = worth - deed.price
            expected = math.inf
            if worth >= deed.price:      # the rivals' worths matter only then
                rivals = [min(judge.worth(deed.index, q), s.players[q].money) for q in judge.ctx.live if q != seat]
                expected = max(rivals, default=0) + s.board.min_raise
            if worth >= deed.price and expected < deed.price - AUCTION_EDGE and worth > expected:
                out.append((("decline",), here + judge.ctx.lam * (worth - expected)))
                out.append((("buy",), here + judge.ctx.lam * gain))
            else:
                out.append((("buy",), here + judge.ctx.lam * gain))
                out.append((("decline",), here))
        else:
            out.append((("decline",), here))      # short of cash: the auction may still sell it cheap
            out += [(a, here - 1) for a in acts if a[0] == "mortgage"]
        out.sort(key=lambda x: -x[1])
        return out

    def _auction(self, judge: Judge, acts: list) -> list:
        s = judge.state
        deed = s.auction[0]
        worth = judge.worth(deed)
        here = judge.standing(s)
        out = []
        bid = medium_bid(s, judge.seat, worth)
        if bid is not None:
            out.append((("bid", bid), here + judge.ctx.lam * (worth - bid)))
        out.append((("pass",), here))
        return out

    # ---------------------------------------------------------------- trades

    def _respond(self, judge: Judge) -> list:
        s, seat = judge.state, judge.seat
        before = judge.vals(s)
        t = judge.after(("accept",))
        after = judge.vals(t)
        gain = utility(after, seat) - utility(before, seat)
        if gain > ACCEPT and after[seat] > before[seat]:
            return [(("accept",), gain), (("refuse",), 0.0)]
        return [(("refuse",), 0.0), (("accept",), gain)]

    def _turn(self, judge: Judge, acts: list) -> list:
        """The turn's actions worth measuring: builds paid the best way, trades and cards,
        mortgages lifted, the end; and its own offers (not the engine's sample ones), worth
        their gain if accepted (a third of it when its yardstick expects a refusal)."""
        out = [a for a in acts if a[0] in ("end", "bank", "swap", "unmortgage", "forced_trade")]
        out += self._builds(judge, [a for a in acts if a[0] == "build"])
        scored = self._one_ply(judge, out)
        if judge.state.round >= PATIENCE:
            hurry = _finish(judge.state, judge.seat, acts)
            if hurry is not None:
                return [(hurry, scored[0][1] + 1)] + [x for x in scored if x[0] != hurry]
        if judge.state.offers < OFFERS:
            here = judge.standing(judge.state)
            scored += [(a, here + gain * (1 if accepted else 0.3)) for a, (accepted, gain) in self._offers(judge)]
            scored.sort(key=lambda x: -x[1])
        return scored

    def _builds(self, judge: Judge, builds: list) -> list:
        """Each legal floor, its 'any' chips chosen to keep what the plan needs most."""
        if not builds:
            return []
        s, seat = judge.state, judge.seat
        p = s.players[seat]
        card = s.board.references[p.colour].floors
        best_pay = {}
        out = []
        for a in _sites(s, seat, builds):
            h = s.height[a[1]]
            if h not in best_pay:
                named, anyc = card[h]
                pays = _payments(p.chips, named, anyc)
                if len(pays) > 1:
                    pays.sort(key=lambda pay: -judge.own(judge.after(("build", a[1], pay))))
                best_pay[h] = pays[0] if pays else a[2]
            out.append(("build", a[1], best_pay[h]))
        return out

    def _offers(self, judge: Judge) -> list:
        """Offers that raise both sides' standing by the yardstick, the best for this seat
        at a price the other side should still accept."""
        s, seat = judge.state, judge.seat
        key = s.turns
        found = []
        for q in judge.ctx.live:
            if q == seat:
                continue
            for give, get in _offer_shapes(s, seat, q):
                offer = ("offer", q, give, get)
                if (key, offer) in self.asked:
                    continue
                mine, their_value, their_standing = _trade_gains(judge, seat, q, give, get)
                if their_value > ACCEPT and mine > OFFER_GAIN:
                    found.append((offer, (their_standing > ACCEPT, mine)))
        found.sort(key=lambda x: x[1], reverse=True)     # first those its own yardstick says q accepts
        return found[:3]


def medium_bid(s, seat: int, worth: int) -> int | None:
    """The bid within the worth (jumps of a sixth of the gap while it is over 50M, then the
    minimum raise), or None to pass."""
    low = min_bid(s)
    cash = s.players[seat].money
    if low > min(worth, cash):
        return None
    step = s.board.min_raise
    jump = max(step, ((worth - low) // 6) // step * step)
    bid = min(low + (jump if worth - low > 50 else 0), worth, cash)
    return bid - (bid - low) % step


def _sites(s, seat: int, builds: list) -> list:
    """The floors worth measuring: on the seat's own buildings, and first floors next to its
    buildings or, for the empty cells elsewhere, the two with the most empty neighbours."""
    nb = s.board.neighbours
    raise_, near, far = [], [], []
    for a in builds:
        cell = a[1]
        if s.height[cell]:
            raise_.append(a)
        elif any(s.built_by[x] == seat for x in nb[cell]):
            near.append(a)
        else:
            far.append(a)
    far.sort(key=lambda a: -sum(1 for x in nb[a[1]] if s.built_by[x] < 0))
    return raise_ + near + far


def _finish(s, seat: int, acts: list):
    """After PATIENCE rounds, the move towards the Penthouse: place it; else a floor on the
    seat's tallest building; else a bank trade for a chip that floor lacks (None: none).
    A player behind who alone could place it would otherwise hold the game to the last
    round (D13)."""
    top = s.board.max_own_floors
    own = [(h, cell) for cell, (h, o) in enumerate(zip(s.height, s.built_by)) if o == seat and h <= top]
    if not own:
        return None
    h, cell = max(own)
    p = s.players[seat]
    if h < top and not p.blocks:
        return None
    for a in acts:
        if a[0] == "build" and a[1] == cell:
            return a
    named, _any = s.board.references[p.colour].floors[h]
    lacking = [c for c in range(4) if p.chips[c] < named[c]]
    for a in acts:
        if a[0] == "bank" and a[2] in lacking and p.chips[a[1]] - 4 >= named[a[1]]:
            return a
    return None


def _trade_gains(judge: Judge, seat: int, q: int, give: tuple, get: tuple) -> tuple[float, float, float]:
    """If the trade were made: the seat's gain in standing, q's gain in value and in standing."""
    s = judge.state
    before = judge.vals(s)
    t = s.clone()
    transfer(t, seat, q, give)
    transfer(t, q, seat, get)
    after = judge.vals(t)
    return (utility(after, seat) - utility(before, seat), after[q] - before[q],
            utility(after, q) - utility(before, q))


NONE = (0, 0, 0, 0)


def _one(c: int, n: int = 1) -> tuple:
    return tuple(n if k == c else 0 for k in range(4))


def _offer_shapes(s, seat: int, q: int) -> list:
    """(give, get) bundles worth measuring between the seat and q: a chip one side lacks for
    its next floors for a chip of the other's most plentiful colour or for money, and a deed
    completing a Monopoly for money (either way), priced in steps the buyer can pay."""
    me, other = s.players[seat], s.players[q]
    want, their_want = _lacking(s, seat), _lacking(s, q)
    spare = [c for c in sorted(range(4), key=lambda c: -me.chips[c])[:2] if me.chips[c]]
    their_spare = [c for c in sorted(range(4), key=lambda c: -other.chips[c])[:2] if other.chips[c]]
    out = []
    for t in want:
        if other.chips[t]:
            out += [((0, _one(g), (), ()), (0, _one(t), (), ())) for g in spare if g != t]
            out += [((price, NONE, (), ()), (0, _one(t), (), ())) for price in (30, 60) if me.money >= price]
    for g in their_want:
        if me.chips[g]:
            out += [((0, _one(g), (), ()), (0, _one(t), (), ())) for t in their_spare if t != g and t not in want]
            out += [((0, _one(g), (), ()), (price, NONE, (), ())) for price in (30, 60) if other.money >= price]
    b = s.board
    for g in b.groups:
        mine = [d for d in g.deeds if s.owner[d] == seat]
        theirs = [d for d in g.deeds if s.owner[d] == q]
        if not mine or not theirs or len(mine) + len(theirs) != len(g.deeds):
            continue
        for d in mine:
            for frac in (0.75, 1.0, 1.5):
                price = int(b.deeds[d].price * frac) // 5 * 5
                if other.money >= price:
                    out.append(((0, NONE, (d,), ()), (price, NONE, (), ())))
        for d in theirs:
            for frac in (0.75, 1.0, 1.5):
                price = int(b.deeds[d].price * frac) // 5 * 5
                if me.money >= price:
                    out.append(((price, NONE, (), ()), (0, NONE, (d,), ())))
    return out


def _lacking(s, seat: int) -> list:
    """Colours the seat's next two floors (on its tallest building) name and it lacks."""
    p = s.players[seat]
    top = s.board.max_own_floors
    card = s.board.references[p.colour].floors
    h = max((x for x, o in zip(s.height, s.built_by) if o == seat and x <= top), default=0)
    need = [0] * 4
    for named, _any in card[h:h + 2]:
        need = [a + b for a, b in zip(need, named)]
    return [c for c in range(4) if need[c] > p.chips[c]]


def _payments(chips, named: tuple, anyc: int) -> list:
    """Every way to pay a floor from `chips`: its named chips and `anyc` chips of any colours."""
    left = [c - n for c, n in zip(chips, named)]
    if min(left) < 0 or sum(left) < anyc:
        return []
    out = []

    def pick(c: int, k: int, acc: list) -> None:
        if c == 4:
            if k == 0:
                out.append(tuple(n + x for n, x in zip(named, acc)))
            return
        for x in range(min(k, left[c]) + 1):
            pick(c + 1, k - x, acc + [x])

    pick(0, anyc, [])
    pick = None    # it called itself through its closure: a cycle only the garbage collector would free
    return out

