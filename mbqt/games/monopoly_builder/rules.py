"""The rules: legal actions and their effects. `apply` mutates the state and returns log
entries; every rule cites rules.fr.txt (section in French) or a decision of board.md
(R01-R24) or of docs/monopoly-builder.md (D01-...).

Steps (state.step) and the actions of each (docs/monopoly-builder.md, "Actions"):
  discard   ("discard", colour)                     more than 6 chips at the start of a turn
  jail      ("pay_fine",) ("use_card",) ("roll",) ("forced_trade", ...)
  roll      ("roll",) ("forced_trade", seat, take, give)
  buy       ("buy",) ("decline",) ("mortgage", deed)
  auction   ("bid", amount) ("pass",) ("mortgage", deed)            the bidder to move
  claim     ("claim",) ("forgo",)                   variant claim_rent: the owner to move
  debt      ("mortgage", deed)                      the debtor to move
  steal     ("steal", seat, colour)
  gain      ("gain", colour)
  lose      ("return", colour)
  turn      ("end",) ("bank", give, take) ("swap", a, b, take) ("build", cell, pay)
            ("offer", to, give, get) ("mortgage", deed) ("unmortgage", deed) ("forced_trade", ...)
  respond   ("accept",) ("refuse",)                 the player an offer is made to
"""
from __future__ import annotations

from mbqt.core.errors import IllegalAction
from mbqt.games.monopoly_builder.state import MAX_OFFERS, MAX_ROUNDS, State

NO_CHIPS = (0, 0, 0, 0)
EMPTY_BUNDLE = (0, NO_CHIPS, (), ())


# ------------------------------------------------------------------ legal actions


def legal_actions(s: State) -> list:
    if s.over:
        return []
    step = s.step
    seat = s.to_move
    p = s.players[seat]
    if step != "turn":
        return _other_step(s, step, seat, p)
    out = [("end",)]
    chips, supply = p.chips, s.supply
    if max(chips) >= 4:
        out += [("bank", g, t) for g in range(4) if chips[g] >= 4 for t in range(4) if t != g and supply[t]]
    if s.parking:
        out += _swaps(s, seat)
    if not s.jail_turn:
        out += _builds(s, seat)
    if s.offers < MAX_OFFERS:
        out += _simple_offers(s, seat)
    touched = s.touched
    deeds = s.board.deeds
    for d, o in enumerate(s.owner if seat in s.owner else ()):
        if o == seat and d not in touched:
            if not s.mortgaged[d]:
                out.append(("mortgage", d))
            elif p.money >= deeds[d].unmortgage:
                out.append(("unmortgage", d))
    return out + _forced_trades(s, seat) if p.cards else out


def _other_step(s: State, step: str, seat: int, p) -> list:
    """The legal actions of the steps other than the turn's trade-and-build step."""
    if step == "discard":
        return [("discard", c) for c in range(4) if p.chips[c]]
    if step == "roll":
        return [("roll",)] + _forced_trades(s, seat)
    if step == "jail":
        out = [("roll",)]
        if p.money >= s.board.jail_fine:
            out.append(("pay_fine",))
        if _held(s, seat, "get_out_of_jail_free") is not None:
            out.append(("use_card",))
        return out + _forced_trades(s, seat)
    if step == "buy":
        deed = s.board.deeds[s.pending]
        out = [("buy",)] if p.money >= deed.price else _mortgages(s, seat)
        return out + [("decline",)]
    if step == "auction":
        low = min_bid(s)
        out = [("bid", a) for a in _bid_amounts(s, low, p.money)] + [("pass",)]
        if p.money < low:
            out += _mortgages(s, seat)
        return out
    if step == "claim":
        return [("claim",), ("forgo",)]
    if step == "debt":
        return _mortgages(s, seat)
    if step == "steal":
        return [("steal", q, c) for q in range(s.n) if q != seat and not s.players[q].bankrupt
                for c in range(4) if s.players[q].chips[c]]
    if step == "gain":
        return [("gain", c) for c in range(4) if s.supply[c]]
    if step == "lose":
        return [("return", c) for c in range(4) if p.chips[c]]
    if step == "respond":
        return [("accept",), ("refuse",)]
    raise AssertionError(step)

def _mortgages(s: State, seat: int) -> list:
    return [("mortgage", d) for d, o in enumerate(s.owner) if o == seat and not s.mortgaged[d]]


def _bid_amounts(s: State, low: int, cash: int) -> list:
    """A few bids for the list of legal actions (any multiple of the raise up to the cash
    is accepted): the minimum and some jumps."""
    step = s.board.min_raise
    return [low + k * step for k in (0, 2, 10) if low + k * step <= cash]


def _forced_trades(s: State, seat: int) -> list:
    if not s.players[seat].cards or _held(s, seat, "forced_trade") is None:
        return []
    mine = s.players[seat].chips
    return [("forced_trade", q, t, g) for q in range(s.n) if q != seat and not s.players[q].bankrupt
            for t in range(4) if s.players[q].chips[t] for g in range(4) if mine[g]]


def _swaps(s: State, seat: int) -> list:
    chips = s.players[seat].chips
    out = []
    for a in range(4):
        for b in range(a, 4):
            if chips[a] >= (2 if a == b else 1) and chips[b] >= 1:
                out += [("swap", a, b, t) for t in range(4) if t != a and t != b and s.supply[t]]
    return out


def places(s: State, seat: int) -> set[int]:
    """The floors (1-5, 5 the Penthouse) the seat has a place for now, chips aside (R19): a
    first floor on an empty foundation, the next on a building of its own, blocks left for
    its own floors."""
    top = s.board.max_own_floors
    blocks = s.players[seat].blocks > 0
    out = {1} if blocks and 0 in s.height else set()
    for h, o in zip(s.height, s.built_by):
        if o == seat and (h == top or h < top and blocks):
            out.add(h + 1)
    return out


def _builds(s: State, seat: int) -> list:
    p = s.players[seat]
    b = s.board
    top = b.max_own_floors
    floors = b.references[p.colour].floors
    out = []
    if p.blocks:
        pay = payment(p.chips, *floors[0])
        if pay is not None:
            out = [("build", cell, pay) for cell, h in enumerate(s.height) if not h]
    if seat in s.built_by:
        pays = {}
        for cell, o in enumerate(s.built_by):
            if o != seat:
                continue
            h = s.height[cell]
            if h > top or (h < top and not p.blocks):
                continue
            if h not in pays:
                pays[h] = payment(p.chips, *floors[h])
            if pays[h] is not None:
                out.append(("build", cell, pays[h]))
    return out


def payment(chips, named: tuple, any_count: int) -> tuple | None:
    """A payment of a floor's cost from `chips`: the named chips, and the "any" ones from the
    colours with the most left (None if the chips do not suffice)."""
    left = [chips[0] - named[0], chips[1] - named[1], chips[2] - named[2], chips[3] - named[3]]
    if min(left) < 0 or left[0] + left[1] + left[2] + left[3] < any_count:
        return None
    if not any_count:
        return named
    pay = list(named)
    for _ in range(any_count):
        c = left.index(max(left))
        left[c] -= 1
        pay[c] += 1
    return tuple(pay)


def _simple_offers(s: State, seat: int) -> list:
    """One offer (apply accepts any: docs/monopoly-builder.md, D08): a chip of your most
    plentiful colour for one of the colour you hold fewest of, to the player (clockwise)
    who holds most of it."""
    mine = s.players[seat].chips
    top = max(mine)
    if not top:
        return []
    give = mine.index(top)
    want = min((mine[c], c) for c in range(4) if c != give)[1]
    best, to = 0, -1
    for k in range(1, s.n):
        q = (seat + k) % s.n
        other = s.players[q]
        if not other.bankrupt and other.chips[want] > best:
            best, to = other.chips[want], q
    return [_OFFERS[to][give][want]] if to >= 0 else []


_ONE = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))
# The one-for-one offers, made once: [seat][colour given][colour asked].
_OFFERS = tuple(tuple(tuple(("offer", q, (0, _ONE[g], (), ()), (0, _ONE[c], (), ())) for c in range(4))
                      for g in range(4)) for q in range(4))


def min_bid(s: State) -> int:
    _deed, high, bidder, _order = s.auction
    return s.board.opening_bid if bidder < 0 else high + s.board.min_raise


def _held(s: State, seat: int, kind: str) -> int | None:
    chance = s.board.chance
    return next((c for c in s.players[seat].cards if chance[c].kind == kind), None)


# ------------------------------------------------------------------ apply

_ARITY = {"discard": 2, "roll": 1, "pay_fine": 1, "use_card": 1, "buy": 1, "decline": 1, "bid": 2, "pass": 1,
          "claim": 1, "forgo": 1, "mortgage": 2, "unmortgage": 2, "steal": 3, "gain": 2, "return": 2,
          "end": 1, "bank": 3, "swap": 4, "build": 3, "offer": 4, "accept": 1, "refuse": 1,
          "forced_trade": 4}
# The steps each action may be taken in.
_STEPS = {"discard": ("discard",), "roll": ("roll", "jail"), "pay_fine": ("jail",), "use_card": ("jail",),
          "buy": ("buy",), "decline": ("buy",), "bid": ("auction",), "pass": ("auction",), "claim": ("claim",),
          "forgo": ("claim",), "mortgage": ("buy", "auction", "debt", "turn"), "unmortgage": ("turn",),
          "steal": ("steal",), "gain": ("gain",), "return": ("lose",), "end": ("turn",), "bank": ("turn",),
          "swap": ("turn",), "build": ("turn",), "offer": ("turn",), "accept": ("respond",),
          "refuse": ("respond",), "forced_trade": ("roll", "jail", "turn")}


def _int(x) -> bool:
    return type(x) is int           # not a bool


def apply(s: State, action: tuple) -> list:
    """Apply the current seat's action (mutating the state) and return its log entries.
    IllegalAction (state unchanged) when the action is malformed or illegal."""
    if s.over:
        raise IllegalAction("game_over")
    kind = action[0] if type(action) is tuple and action else None
    handler = _HANDLERS.get(kind) if type(kind) is str else None
    if handler is None:
        raise IllegalAction("unknown_action", action=repr(action)[:80])
    if len(action) != _ARITY[kind] or (kind != "build" and kind != "offer" and
                                       not all(type(x) is int for x in action[1:])):
        raise IllegalAction("malformed_action", action=repr(action)[:80])
    if s.step not in _STEPS[kind]:
        raise IllegalAction("not_now", seat=s.to_move, step=s.step)
    log = []
    handler(s, action, log)
    return log


def _colour(c) -> None:
    if not 0 <= c < 4:
        raise IllegalAction("no_colour", colour=c)


def _seat(s: State, q, me: int) -> None:
    if not 0 <= q < s.n or q == me or s.players[q].bankrupt:
        raise IllegalAction("not_a_player", other=q)


def _deed(s: State, d) -> None:
    if not 0 <= d < len(s.board.deeds):
        raise IllegalAction("no_deed", deed=d)


# --- the start of a turn


def _discard(s: State, action: tuple, log: list) -> None:
    """Mise au rebut: more than 6 chips at the start of the turn; the chips go onto your
    space (R02, R23)."""
    c = action[1]
    _colour(c)
    p = s.players[s.active]
    if not p.chips[c]:
        raise IllegalAction("no_chip", colour=c)
    p.chips[c] -= 1
    s.floor.setdefault(p.pos, [0, 0, 0, 0])[c] += 1
    log.append(("discarded", {"seat": s.active, "colour": c, "space": p.pos}))
    if sum(p.chips) <= s.board.hand_limit:
        _pre_roll(s)


def _pay_fine(s: State, action: tuple, log: list) -> None:
    """Prison: pay 50M at the start of your turn, then roll and move as usual."""
    p = s.players[s.active]
    fine = s.board.jail_fine
    if p.money < fine:
        raise IllegalAction("cannot_afford", need=fine, cash=p.money)
    p.money -= fine
    p.jail, p.jail_tries = False, 0
    log.append(("jail_fine", {"seat": s.active, "money": -fine}))
    s.step = "roll"


def _use_card(s: State, action: tuple, log: list) -> None:
    """Prison: a Get Out of Jail Free card, which goes to the bottom of the Chance pile."""
    card = _held(s, s.active, "get_out_of_jail_free")
    if card is None:
        raise IllegalAction("no_jail_card")
    p = s.players[s.active]
    p.cards.remove(card)
    _to_bottom(s, card)
    p.jail, p.jail_tries = False, 0
    log.append(("jail_card", {"seat": s.active, "card": card}))
    s.step = "roll"


def _roll(s: State, action: tuple, log: list) -> None:
    seat = s.active
    p = s.players[seat]
    d1, d2 = s.die(), s.die()
    total, double = d1 + d2, d1 == d2
    s.dice = (d1, d2)
    log.append(("rolled", {"seat": seat, "dice": [d1, d2], "total": total, "double": double}))
    if p.jail:
        # R12: a jail roll is the turn's roll: everyone gathers; a double frees you (no extra
        # turn); a third failure pays the fine and moves by the same roll.
        _gather(s, total, log)
        if double:
            p.jail, p.jail_tries = False, 0
            log.append(("jail_double", {"seat": seat}))
            _move(s, total, log, go=True)
            return _proceed(s, log)
        p.jail_tries += 1
        if p.jail_tries < s.board.jail_turns:
            log.append(("jail_stay", {"seat": seat, "tries": p.jail_tries}))
            s.jail_turn = True
            return _proceed(s, log)
        p.jail, p.jail_tries = False, 0
        s.debts.append([seat, -1, s.board.jail_fine, "fine"])
        s.resume = "move"
        return _proceed(s, log)
    if double:
        s.doubles += 1
        if s.doubles == 3:
            # R11: the third double is void: nobody gathers, straight to jail, turn over.
            log.append(("third_double", {"seat": seat}))
            _go_to_jail(s, log)
            return _proceed(s, log)
        s.extra = True
    else:
        s.extra = False
    _gather(s, total, log)
    _move(s, total, log, go=True)
    _proceed(s, log)


def _gather(s: State, total: int, log: list) -> None:
    """Rassembler: 2 chips of a deed's colour for each unmortgaged deed of that number; on
    a 6 every player not bankrupt takes 2 of their own colour (R13). A short supply pays
    one claim at a time clockwise from the active player (R08)."""
    b = s.board
    n, active = s.n, s.active
    if total == 6:
        for k in range(n):
            seat = (active + k) % n
            if not s.players[seat].bankrupt:
                _take(s, seat, s.players[seat].colour, b.gather, log, "gathered", deed=-1)
        return
    owner, mortgaged = s.owner, s.mortgaged
    claims = [d for d in b.deed_by_dice[total] if owner[d] >= 0 and not mortgaged[d]]
    if len(claims) > 1:
        claims.sort(key=lambda d: (owner[d] - active) % n)     # board order within a seat
    for d in claims:
        _take(s, owner[d], b.deeds[d].colour, b.gather, log, "gathered", deed=d)


def _take(s: State, seat: int, colour: int, n: int, log: list, key: str, **args) -> int:
    """Chips from the bank to a seat, as many as the supply has (R08)."""
    n = min(n, s.supply[colour])
    s.supply[colour] -= n
    s.players[seat].chips[colour] += n
    log.append((key, {"seat": seat, "colour": colour, "n": n, **args}))
    return n


def _move(s: State, steps: int, log: list, go: bool) -> None:
    """Déplacer: clockwise (or back for a negative count), picking up the chips lying on
    the spaces passed or reached (R02); passing or reaching GO forwards pays the salary."""
    b = s.board
    p = s.players[s.active]
    n = b.n_spaces
    start = p.pos
    step = 1 if steps > 0 else -1
    pos = start
    for _ in range(abs(steps)):
        pos = (pos + step) % n
        if s.floor and pos in s.floor:
            chips = s.floor.pop(pos)
            for c in range(4):
                p.chips[c] += chips[c]
            log.append(("picked_up", {"seat": s.active, "space": pos, "chips": list(chips)}))
        if pos == 0 and step > 0 and go:
            p.money += b.go_salary
            log.append(("passed_go", {"seat": s.active, "money": b.go_salary}))
    p.pos = pos
    log.append(("moved", {"seat": s.active, "from": start, "to": pos}))
    _land(s, log)


def _land(s: State, log: list) -> None:
    """Espaces de jeu: what the space reached does. Leaves a decision in s.step, or sets
    nothing for _proceed to go on."""
    b = s.board
    seat = s.active
    p = s.players[seat]
    space = b.spaces[p.pos]
    kind = space.kind
    if kind == "property":
        d = space.deed
        owner = s.owner[d]
        if owner < 0:
            s.step, s.to_move, s.pending = "buy", seat, d
        elif owner != seat:
            due = s.rent(d)
            if due and s.claim_rent:
                s.step, s.to_move, s.pending = "claim", owner, d
            elif due:
                s.debts.append([seat, owner, due, "rent", d])
    elif kind == "collect_resources":
        _take(s, seat, space.colour, space.amount, log, "collected", space=p.pos)
    elif kind == "roll_for_resources":
        d1, d2 = s.die(), s.die()
        colour = b.chart[d1 + d2]
        log.append(("resource_roll", {"seat": seat, "dice": [d1, d2], "total": d1 + d2, "colour": colour}))
        _take(s, seat, colour, b.chart_amount, log, "collected", space=p.pos)
    elif kind == "chance":
        _draw(s, log)
    elif kind == "steal_resource":
        _start_steal(s, log)
    elif kind == "free_parking":
        s.parking = True
    elif kind == "go_to_jail":
        _go_to_jail(s, log)


def _go_to_jail(s: State, log: list) -> None:
    """Aller en prison: straight to Jail, no salary, no chips picked up (R02), the turn ends
    at once (R04)."""
    p = s.players[s.active]
    p.pos, p.jail, p.jail_tries = s.board.jail, True, 0
    s.extra = False
    log.append(("went_to_jail", {"seat": s.active}))
    s.resume = "end"


def _start_steal(s: State, log: list) -> None:
    """Voler 1 ressource: a decision if another player holds a chip (R16)."""
    if any(sum(q.chips) for i, q in enumerate(s.players) if i != s.active and not q.bankrupt):
        s.step, s.to_move = "steal", s.active
    else:
        log.append(("nothing_to_steal", {"seat": s.active}))


# --- Chance


def _to_bottom(s: State, card: int) -> None:
    s.pile.append(card)
    s.known = min(s.known + 1, len(s.pile))


def _draw(s: State, log: list) -> None:
    """Le hasard: the top card; kept cards go to the player, the others are read, done and
    put at the bottom of the pile (R22)."""
    seat = s.active
    card = s.pile.pop(0)
    s.known = min(s.known, len(s.pile))
    c = s.board.chance[card]
    log.append(("chance_drawn", {"seat": seat, "card": card}))
    if c.keep:
        s.players[seat].cards.append(card)
        return
    _to_bottom(s, card)
    kind = c.kind
    p = s.players[seat]
    if kind == "move_to":
        _move(s, (c.target - p.pos) % s.board.n_spaces, log, go=True)
    elif kind == "move_by":
        _move(s, c.steps, log, go=c.steps > 0)
    elif kind == "go_to_jail":
        _go_to_jail(s, log)
    elif kind == "collect_money":
        p.money += c.amount
        log.append(("chance_money", {"seat": seat, "money": c.amount, "card": card}))
    elif kind == "pay_money":
        s.debts.append([seat, -1, c.amount, "chance"])
    elif kind == "pay_each_player":
        s.debts += [[seat, (seat + k) % s.n, c.amount, "chance"] for k in range(1, s.n)
                    if not s.players[(seat + k) % s.n].bankrupt]
    elif kind == "collect_from_each_player":
        s.debts += [[(seat + k) % s.n, seat, c.amount, "chance"] for k in range(1, s.n)
                    if not s.players[(seat + k) % s.n].bankrupt]
    elif kind == "pay_per_floor":
        due = c.amount * s.floors_of(seat)
        if due:
            s.debts.append([seat, -1, due, "chance"])
    elif kind == "gain_resources":
        if any(s.supply):
            s.step, s.to_move, s.pending = "gain", seat, c.count
    elif kind == "lose_resources":
        n = min(c.count, sum(p.chips))
        if n:
            s.step, s.to_move, s.pending = "lose", seat, n
    elif kind == "steal_resource":
        _start_steal(s, log)


# --- decisions on the way


def _buy(s: State, action: tuple, log: list) -> None:
    d = s.board.deeds[s.pending]
    p = s.players[s.active]
    if p.money < d.price:
        raise IllegalAction("cannot_afford", need=d.price, cash=p.money)
    p.money -= d.price
    s.owner[d.index] = s.active
    log.append(("bought", {"seat": s.active, "deed": d.index, "money": -d.price}))
    s.step = None
    _proceed(s, log)


def _decline(s: State, action: tuple, log: list) -> None:
    """Propriétés non détenues: a deed not bought is auctioned (R17: bids in seat order
    from the player left of the one who declined, who bids too)."""
    deed = s.pending
    log.append(("declined", {"seat": s.active, "deed": deed}))
    order = [(s.active + k) % s.n for k in range(1, s.n + 1)]
    s.auction = [deed, 0, -1, [q for q in order if not s.players[q].bankrupt]]
    s.step = "auction"
    _next_bidder(s, log, 0)


def _next_bidder(s: State, log: list, at: int) -> None:
    """The auction goes on with the bidder at `at` of those still in; one who cannot reach
    the minimum bid even by mortgaging passes at once."""
    deed, high, bidder, order = s.auction
    while True:
        if not order or (order == [bidder]):
            return _close_auction(s, log)
        at %= len(order)
        q = order[at]
        if q == bidder:
            at += 1
            continue
        low = min_bid(s)
        p = s.players[q]
        if p.money >= low or p.money + sum(s.board.deeds[d].mortgage for d in s.deeds_of(q)
                                           if not s.mortgaged[d]) >= low:
            s.to_move = q
            return
        log.append(("auction_passed", {"seat": q, "deed": deed, "forced": True}))
        order.pop(at)


def _bid(s: State, action: tuple, log: list) -> None:
    amount = action[1]
    seat = s.to_move
    low = min_bid(s)
    if amount < low or amount % s.board.min_raise:
        raise IllegalAction("bid_too_low", least=low, step=s.board.min_raise)
    if amount > s.players[seat].money:
        raise IllegalAction("cannot_afford", need=amount, cash=s.players[seat].money)
    a = s.auction
    a[1], a[2] = amount, seat
    log.append(("bid", {"seat": seat, "deed": a[0], "amount": amount}))
    _next_bidder(s, log, a[3].index(seat) + 1)


def _pass(s: State, action: tuple, log: list) -> None:
    seat = s.to_move
    a = s.auction
    log.append(("auction_passed", {"seat": seat, "deed": a[0]}))
    at = a[3].index(seat)
    a[3].pop(at)
    _next_bidder(s, log, at)


def _close_auction(s: State, log: list) -> None:
    deed, high, bidder, _order = s.auction
    s.auction = None
    if bidder < 0:
        log.append(("unsold", {"deed": deed}))
    else:
        s.players[bidder].money -= high
        s.owner[deed] = bidder
        log.append(("auction_won", {"seat": bidder, "deed": deed, "money": -high}))
    s.step = None
    _proceed(s, log)


def _claim(s: State, action: tuple, log: list) -> None:
    """Variant claim_rent (R01): the owner claims the rent, or lets it go."""
    d = s.pending
    owner = s.to_move
    log.append(("rent_claimed", {"seat": owner, "payer": s.active, "deed": d}))
    s.debts.append([s.active, owner, s.rent(d), "rent", d])
    s.step = None
    _proceed(s, log)


def _forgo(s: State, action: tuple, log: list) -> None:
    log.append(("rent_forgone", {"seat": s.to_move, "payer": s.active, "deed": s.pending}))
    s.step = None
    _proceed(s, log)


def _mortgage(s: State, action: tuple, log: list) -> None:
    """Hypothèque: half the price from the bank (R09). In the turn's trade step a deed
    changes at most once a turn (D04)."""
    d = action[1]
    _deed(s, d)
    seat = s.to_move
    if s.owner[d] != seat:
        raise IllegalAction("not_your_deed", deed=d)
    if s.mortgaged[d]:
        raise IllegalAction("already_mortgaged", deed=d)
    if s.step == "turn" and d in s.touched:
        raise IllegalAction("changed_this_turn", deed=d)
    value = s.board.deeds[d].mortgage
    s.mortgaged[d] = True
    s.players[seat].money += value
    s.touched.add(d)
    log.append(("mortgaged", {"seat": seat, "deed": d, "money": value}))
    if s.step == "debt":
        _proceed(s, log)


def _unmortgage(s: State, action: tuple, log: list) -> None:
    d = action[1]
    _deed(s, d)
    seat = s.to_move
    if s.owner[d] != seat:
        raise IllegalAction("not_your_deed", deed=d)
    if not s.mortgaged[d]:
        raise IllegalAction("not_mortgaged", deed=d)
    if d in s.touched:
        raise IllegalAction("changed_this_turn", deed=d)
    cost = s.board.deeds[d].unmortgage
    if s.players[seat].money < cost:
        raise IllegalAction("cannot_afford", need=cost, cash=s.players[seat].money)
    s.mortgaged[d] = False
    s.players[seat].money -= cost
    s.touched.add(d)
    log.append(("unmortgaged", {"seat": seat, "deed": d, "money": -cost}))


def _steal(s: State, action: tuple, log: list) -> None:
    _, q, c = action
    _seat(s, q, s.active)
    _colour(c)
    if not s.players[q].chips[c]:
        raise IllegalAction("no_chip_there", other=q, colour=c)
    s.players[q].chips[c] -= 1
    s.players[s.active].chips[c] += 1
    log.append(("stole", {"seat": s.active, "other": q, "colour": c}))
    s.step = None
    _proceed(s, log)


def _gain(s: State, action: tuple, log: list) -> None:
    c = action[1]
    _colour(c)
    if not s.supply[c]:
        raise IllegalAction("supply_empty", colour=c)
    _take(s, s.active, c, s.pending, log, "gained")
    s.step = None
    _proceed(s, log)


def _return(s: State, action: tuple, log: list) -> None:
    c = action[1]
    _colour(c)
    p = s.players[s.active]
    if not p.chips[c]:
        raise IllegalAction("no_chip", colour=c)
    p.chips[c] -= 1
    s.supply[c] += 1
    log.append(("returned", {"seat": s.active, "colour": c}))
    s.pending -= 1
    if not s.pending:
        s.step = None
        _proceed(s, log)


# --- the turn's trades and builds


def _bank(s: State, action: tuple, log: list) -> None:
    """Échanger avec la Banque: 4 chips of one colour for 1 of another."""
    _, g, t = action
    _colour(g)
    _colour(t)
    p = s.players[s.active]
    if g == t:
        raise IllegalAction("same_colour")
    if p.chips[g] < 4:
        raise IllegalAction("bank_needs_four", colour=g)
    if not s.supply[t]:
        raise IllegalAction("supply_empty", colour=t)
    p.chips[g] -= 4
    s.supply[g] += 4
    p.chips[t] += 1
    s.supply[t] -= 1
    log.append(("bank_trade", {"seat": s.active, "give": g, "take": t}))


def _swap(s: State, action: tuple, log: list) -> None:
    """Parking gratuit: 2 chips (any colours) for 1 of a colour different from both, once
    per landing (R03)."""
    _, a, b, t = action
    for c in (a, b, t):
        _colour(c)
    if not s.parking:
        raise IllegalAction("no_parking")
    p = s.players[s.active]
    if t in (a, b):
        raise IllegalAction("swap_same_colour")
    need = [0, 0, 0, 0]
    need[a] += 1
    need[b] += 1
    if any(p.chips[c] < need[c] for c in range(4)):
        raise IllegalAction("not_enough_chips")
    if not s.supply[t]:
        raise IllegalAction("supply_empty", colour=t)
    for c in range(4):
        p.chips[c] -= need[c]
        s.supply[c] += need[c]
    p.chips[t] += 1
    s.supply[t] -= 1
    s.parking = False
    log.append(("swapped", {"seat": s.active, "give": [a, b], "take": t}))


def _build(s: State, action: tuple, log: list) -> None:
    """Construire des étages, Règles de construction (R19): a first floor on an empty
    foundation, the next ones on your own building, at most 4 of your blocks, then the
    Penthouse, which ends the game; paid as your reference card says."""
    _, cell, pay = action
    b = s.board
    seat = s.active
    if s.jail_turn:
        raise IllegalAction("no_building_in_jail")
    if not _int(cell) or not 0 <= cell < len(b.foundations):
        raise IllegalAction("no_foundation", cell=repr(cell)[:20])
    if not (isinstance(pay, tuple) and len(pay) == 4 and all(_int(x) and x >= 0 for x in pay)):
        raise IllegalAction("malformed_action", action=repr(action)[:80])
    p = s.players[seat]
    h = s.height[cell]
    if h and s.built_by[cell] != seat:
        raise IllegalAction("not_your_building", cell=cell)
    if h > b.max_own_floors:
        raise IllegalAction("building_complete", cell=cell)
    penthouse = h == b.max_own_floors
    if not penthouse and not p.blocks:
        raise IllegalAction("no_blocks")
    named, any_count = b.references[p.colour].floors[h]
    if any(pay[c] < named[c] for c in range(4)) or sum(pay) != sum(named) + any_count:
        raise IllegalAction("wrong_payment", floor=h + 1)
    if any(pay[c] > p.chips[c] for c in range(4)):
        raise IllegalAction("not_enough_chips")
    for c in range(4):
        p.chips[c] -= pay[c]
        s.supply[c] += pay[c]
    s.height[cell] = h + 1
    s.built_by[cell] = seat
    if penthouse:
        log.append(("penthouse", {"seat": seat, "cell": cell, "pay": list(pay)}))
        return _game_over(s, "penthouse", log)
    p.blocks -= 1
    log.append(("built", {"seat": seat, "cell": cell, "floor": h + 1, "pay": list(pay)}))
    if not penthouse_possible(s):
        log.append(("stalemate", {}))
        _game_over(s, "stalemate", log)


def penthouse_possible(s: State) -> bool:
    """Can anybody still place the Penthouse (D01)? Someone not bankrupt with a 4-floor
    building, or the blocks to raise one of theirs or an empty foundation to 4 floors."""
    top = s.board.max_own_floors
    need = [top if 0 in s.height else top + 1] * s.n     # blocks each seat lacks at best
    for h, o in zip(s.height, s.built_by):
        if o >= 0 and h <= top and top - h < need[o]:
            need[o] = top - h
    return any(not p.bankrupt and p.blocks >= need[i] for i, p in enumerate(s.players))


def _check_bundle(s: State, seat: int, bundle, what: str) -> tuple:
    """An offer's side: (money, chips 4-tuple, deeds, kept cards) that `seat` holds."""
    if not (isinstance(bundle, tuple) and len(bundle) == 4):
        raise IllegalAction("malformed_offer")
    money, chips, deeds, cards = bundle
    if not (_int(money) and money >= 0 and isinstance(chips, tuple) and len(chips) == 4 and
            isinstance(deeds, tuple) and isinstance(cards, tuple)) or \
            not all(_int(c) and c >= 0 for c in chips) or not all(_int(d) for d in deeds + cards):
        raise IllegalAction("malformed_offer")
    p = s.players[seat]
    held = p.chips
    if money > p.money or chips[0] > held[0] or chips[1] > held[1] or chips[2] > held[2] or chips[3] > held[3]:
        raise IllegalAction("offer_not_held", who=what)
    if deeds and (len(set(deeds)) != len(deeds) or
                  any(not 0 <= d < len(s.owner) or s.owner[d] != seat for d in deeds)):
        raise IllegalAction("offer_not_held", who=what)
    if cards and any(cards.count(c) > p.cards.count(c) for c in cards):
        raise IllegalAction("offer_not_held", who=what)
    return bundle if len(deeds) < 2 and len(cards) < 2 else (money, chips, tuple(sorted(deeds)), tuple(sorted(cards)))


def _offer(s: State, action: tuple, log: list) -> None:
    """Les transactions: any mix of money, chips, deeds (mortgaged ones stay mortgaged) and
    kept Chance cards, which the other player accepts or refuses (D03: 3 offers a turn)."""
    _, q, give, get = action
    seat = s.active
    if not _int(q):
        raise IllegalAction("malformed_offer")
    _seat(s, q, seat)
    if s.offers >= MAX_OFFERS:
        raise IllegalAction("too_many_offers", most=MAX_OFFERS)
    give = _check_bundle(s, seat, give, "you")
    get = _check_bundle(s, q, get, "them")
    if give == EMPTY_BUNDLE and get == EMPTY_BUNDLE:
        raise IllegalAction("empty_offer")
    s.offers += 1
    s.offer = (seat, q, give, get)
    s.step, s.to_move = "respond", q
    log.append(("offered", {"seat": seat, "other": q, "give": _bundle_json(give), "get": _bundle_json(get)}))


def _bundle_json(bundle: tuple) -> dict:
    money, chips, deeds, cards = bundle
    return {"money": money, "chips": list(chips), "deeds": list(deeds), "cards": list(cards)}


def _accept(s: State, action: tuple, log: list) -> None:
    frm, to, give, get = s.offer
    transfer(s, frm, to, give)
    transfer(s, to, frm, get)
    log.append(("accepted", {"seat": to, "other": frm}))
    _back_to_turn(s)


def _refuse(s: State, action: tuple, log: list) -> None:
    frm, to, _give, _get = s.offer
    log.append(("refused", {"seat": to, "other": frm}))
    _back_to_turn(s)


def _back_to_turn(s: State) -> None:
    s.offer = None
    s.step, s.to_move = "turn", s.active


def transfer(s: State, a: int, b: int, bundle: tuple) -> None:
    """Seat a gives seat b a trade's bundle (money, chips, deeds, kept cards)."""
    money, chips, deeds, cards = bundle
    pa, pb = s.players[a], s.players[b]
    pa.money -= money
    pb.money += money
    for c in range(4):
        pa.chips[c] -= chips[c]
        pb.chips[c] += chips[c]
    for d in deeds:
        s.owner[d] = b
    for c in cards:
        pa.cards.remove(c)
        pb.cards.append(c)


def _forced_trade(s: State, action: tuple, log: list) -> None:
    """FORCED TRADE! (R15): on your own turn, take 1 chip of your choice from another player
    and give them 1 of yours; the card goes to the bottom of the pile."""
    _, q, t, g = action
    seat = s.active
    card = _held(s, seat, "forced_trade")
    if card is None:
        raise IllegalAction("no_forced_trade_card")
    _seat(s, q, seat)
    _colour(t)
    _colour(g)
    if not s.players[q].chips[t]:
        raise IllegalAction("no_chip_there", other=q, colour=t)
    p = s.players[seat]
    if not p.chips[g]:
        raise IllegalAction("no_chip", colour=g)
    other = s.players[q]
    other.chips[t] -= 1
    p.chips[t] += 1
    p.chips[g] -= 1
    other.chips[g] += 1
    p.cards.remove(card)
    _to_bottom(s, card)
    log.append(("forced_trade", {"seat": seat, "other": q, "take": t, "give": g, "card": card}))


def _end(s: State, action: tuple, log: list) -> None:
    log.append(("turn_ended", {"seat": s.active}))
    _end_turn(s, log)


_HANDLERS = {"discard": _discard, "roll": _roll, "pay_fine": _pay_fine, "use_card": _use_card, "buy": _buy,
             "decline": _decline, "bid": _bid, "pass": _pass, "claim": _claim, "forgo": _forgo,
             "mortgage": _mortgage, "unmortgage": _unmortgage, "steal": _steal, "gain": _gain,
             "return": _return, "end": _end, "bank": _bank, "swap": _swap, "build": _build, "offer": _offer,
             "accept": _accept, "refuse": _refuse, "forced_trade": _forced_trade}


# ------------------------------------------------------------------ flow


def _proceed(s: State, log: list) -> None:
    """After a space or a decision: settle the debts, then go where the turn goes next."""
    if s.over:
        return
    if s.step in ("buy", "auction", "claim", "steal", "gain", "lose"):
        return                      # a decision still to take
    if not _settle(s, log) or s.over:
        return
    resume, s.resume = s.resume, "turn"
    if s.players[s.active].bankrupt:
        return _next_player(s, log)
    if resume == "end":
        return _end_turn(s, log)
    if resume == "move":            # R12: after the third failed jail roll, move by it
        _move(s, sum(s.dice), log, go=True)
        return _proceed(s, log)
    s.step, s.to_move = "turn", s.active


def _settle(s: State, log: list) -> bool:
    """Pay the debts in order. A debtor short of cash mortgages (a decision); one with
    nothing left to mortgage goes bankrupt (R07). False while a decision is awaited."""
    while s.debts:
        debt = s.debts[0]
        debtor, creditor, amount, reason = debt[0], debt[1], debt[2], debt[3]
        p = s.players[debtor]
        if p.bankrupt or (creditor >= 0 and s.players[creditor].bankrupt):
            s.debts.pop(0)
            continue
        if p.money >= amount:
            s.debts.pop(0)
            p.money -= amount
            rent = {"deed": debt[4]} if reason == "rent" else {}
            log.append(("paid", {"seat": debtor, "money": -amount, "to": creditor, "reason": reason, **rent}))
            if creditor >= 0:
                s.players[creditor].money += amount
                log.append(("received", {"seat": creditor, "money": amount, "from": debtor, "reason": reason}))
            continue
        if any(o == debtor and not s.mortgaged[d] for d, o in enumerate(s.owner)):
            s.step, s.to_move = "debt", debtor
            return False
        s.debts.pop(0)
        _bankrupt(s, debtor, creditor, log)
        if s.over:
            return False
    return True


def _bankrupt(s: State, seat: int, creditor: int, log: list) -> None:
    """Faillite (R07): all cash to the creditor; to a player go the deeds (still mortgaged),
    chips and kept cards; to the bank, deeds return unmortgaged, chips to the supply, cards
    to the bottom of the pile. The buildings stay and score."""
    p = s.players[seat]
    log.append(("bankrupt", {"seat": seat, "to": creditor, "money": -p.money}))
    if creditor >= 0:
        c = s.players[creditor]
        c.money += p.money
        for d, o in enumerate(s.owner):
            if o == seat:
                s.owner[d] = creditor
        for k in range(4):
            c.chips[k] += p.chips[k]
        c.cards += p.cards
    else:
        for d, o in enumerate(s.owner):
            if o == seat:
                s.owner[d], s.mortgaged[d] = -1, False
        for k in range(4):
            s.supply[k] += p.chips[k]
        for card in p.cards:
            _to_bottom(s, card)
    p.money, p.chips, p.cards, p.bankrupt, p.jail = 0, [0, 0, 0, 0], [], True, False
    s.debts = [d for d in s.debts if d[0] != seat and d[1] != seat]
    if sum(not q.bankrupt for q in s.players) <= 1:
        return _game_over(s, "bankruptcy", log)
    if not penthouse_possible(s):
        log.append(("stalemate", {}))
        _game_over(s, "stalemate", log)


def _end_turn(s: State, log: list) -> None:
    """Fin du tour: another turn after a double (R11), else the next player not bankrupt."""
    if s.extra and not s.players[s.active].bankrupt:
        s.extra = False
        log.append(("extra_turn", {"seat": s.active}))
        return start_turn(s, s.active, log, again=True)
    _next_player(s, log)


def _next_player(s: State, log: list) -> None:
    seat = s.active
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if seat == s.start:
            if s.round == MAX_ROUNDS:          # D13: no game goes on for ever
                log.append(("round_limit", {"round": s.round}))
                return _game_over(s, "rounds", log)
            s.round += 1
            log.append(("round", {"round": s.round}))
        if not s.players[seat].bankrupt:
            return start_turn(s, seat, log)


def start_turn(s: State, seat: int, log: list, again: bool = False) -> None:
    s.active = s.to_move = seat
    if not again:
        s.doubles = 0
    s.extra = s.jail_turn = s.parking = False
    s.offers = 0
    s.touched = set()
    s.resume = "turn"
    s.turns += 1
    log.append(("turn", {"seat": seat}))
    if s.chip_count(seat) > s.board.hand_limit:
        s.step = "discard"
    else:
        _pre_roll(s)


def _pre_roll(s: State) -> None:
    s.step = "jail" if s.players[s.active].jail else "roll"


def ranking_key(s: State, seat: int) -> tuple:
    """The order of victory: points, then cash."""
    return (s.points(seat), s.players[seat].money)


def winners(s: State) -> list:
    """Détermination du vainqueur: points, then cash (R21: still tied, a shared win)."""
    items = s.score_items()
    keys = [(sum(v for _k, _a, v in items[i]), s.players[i].money) for i in range(s.n)]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


def _game_over(s: State, reason: str, log: list) -> None:
    s.over, s.end, s.to_move, s.step = True, reason, None, None
    s.debts = []
    items = s.score_items()
    log.append(("game_over", {"end": reason, "scores": [sum(v for _k, _a, v in it) for it in items],
                              "winners": winners(s)}))
