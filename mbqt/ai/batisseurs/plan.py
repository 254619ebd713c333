"""Les Bâtisseurs: the position value and the turn planner the Easy, Medium and Hard
players share. Public information only (the decks are face down for everyone).

The value of a seat estimates its final points. Écus are worth what they buy: their final
1 point per 10, plus a cost for every écu short of what the sends of the next two turns pay
(not a stock to hoard: a turn spent taking écus must buy work). Each site is worth what
finishing it brings (points, its reward in écus, a machine's work) discounted by when the
team can finish it, less what finishing it still costs (the actions and écus of the sends,
with the free units given to the sites nearest completion first, and recruits for what the
team cannot make; the écus the sites need beyond those held are actions spent taking them,
which cost and delay the sites like sends: a site opened without the écus to staff it is
worth little); a site that cannot be finished before the race to 17 points is likely
over counts little. The team's best units count for their production while the game has
turns left. At 17 points the value is the game's result: a turn that starts the last
round is worth a win only if the seat stays ahead of its best rival after the rivals' last
turns.

A turn is planned by a beam search over sequences of the seat's actions up to the end of
the turn, trying at each step only the few most promising actions of each kind (`moves`);
the best three turns are judged by the best turn that can follow each (`plan_ahead`): a
turn spent opening a site or recruiting pays only a turn later, and a value of one turn
alone undervalues it. That next turn comes after the rivals' turns in between: a rival who
finishes enough to reach 17 points then ends the game before it or makes it the last one,
and a rival's turn in between adds to its final score; a turn that ends the race now is
compared with these two-turn values (both are the game's result).
"""
from __future__ import annotations

import functools
import math

from mbqt.games.batisseurs.rules import apply, legal_actions
from mbqt.games.batisseurs.state import (
    END_POINTS,
    EXTRA_ACTION_COST,
    FREE_ACTIONS,
    State,
)

MAX_EXTRA = 2            # paid actions a plan may add to the free ones
ECU_POINTS = 0.1         # the final score: 1 point per 10 écus
SHORTAGE = 0.3           # points per écu short of what the next two turns' sends pay
ACTION_POINTS = 0.45     # what an action still to spend on a site costs, in points
EARN_RATE = 2            # écus an action takes at best (6 for 3): the sends' écus not held cost actions
DISCOUNT = 0.85          # a site's worth, per turn until it is finished
PACE = 3.0               # points the leading rival gains a turn (measured: about 3 with one
                         # rival and with three; the turns the race has left)
SPREAD = 0.75            # turns: the soft minimum of the rivals' turns to 17 (an estimate off
                         # by about a turn; of three alike, the first comes 0.85 of that sooner)
LATE = 0.15              # share of its worth a site finished after the race counts
TEAM_WORTH = 4           # units whose production counts
WORKER_WEIGHT = 0.12     # points per resource a worker produces
MACHINE_WEIGHT = 0.22    # a machine works for nothing
RECRUIT_YIELD = 3.5      # resources a recruit is expected to bring
WIN = 100.0              # a turn that starts the last round and wins the game
CHOICES = 3              # buildings to open, workers to recruit, units per site a plan tries
FREE_LEFT = 0.5          # a free action not spent yet, when ranking plans half-way


def turns_left(state: State, seat: int, later: int = 0) -> float:
    """The seat's turns before the game ends: until a rival or the seat reaches 17. Each
    rival's turns to 17 at PACE are an estimate off by about a turn, and the race ends with
    the fastest of them: with several rivals close, sooner than the leader's estimate (their
    expected minimum, as a soft minimum; one rival: its estimate). `later`: the position is
    the seat's own plan that many turns ahead, the rivals' turns in between not played:
    their race has moved on by as many turns."""
    race = _race(tuple(sorted(state.points(i) for i in range(state.n) if i != seat)))
    return max(0.5, min(race - later, (END_POINTS - state.points(seat)) / PACE + 1))


@functools.cache
def _race(rivals: tuple) -> float:
    """The rivals' turns until the first of them reaches 17, by their points."""
    etas = [(END_POINTS - points) / PACE for points in rivals]
    first = min(etas)
    return first - SPREAD * math.log(sum(math.exp((first - e) / SPREAD) for e in etas))


def final(state: State, seat: int) -> float:
    """The final score as one number that ranks like the rules (total, then card points,
    then écus)."""
    sc = state.score(seat)
    return sc["total"] + 0.01 * sc["buildings"] + 0.0001 * sc["money"]


def value(state: State, seat: int, rival=None, later: int = 0) -> float:
    """The seat's expected final points. `rival()`, when given: the best rival's final
    score if the seat's turn started the last round now (with what it can still add in its
    last turn); a position at 17 points is then judged by who wins, not by its points.
    `later`: the position is reached that many turns of the seat's from now (a plan's next
    turn), when the race has that much less time left."""
    if state.over or state.last_round:
        return final(state, seat)   # what will count: the final score (écus by full tens)
    points = state.points(seat)
    if rival is not None and points >= END_POINTS:
        mine, theirs = final(state, seat), rival()
        return mine + (WIN if mine > theirs else WIN / 2 if mine == theirs else 0.0)
    cards = state.cards
    nw = cards.n_workers
    p = state.players[seat]
    left = turns_left(state, seat, later)
    v = points + ECU_POINTS * p.money
    total = _totals(cards)
    pool = tuple(sorted(p.team, key=lambda u: -total[u]))
    sites = []
    for site in p.sites:
        b = cards.buildings[site]
        rem = tuple(max(0, r - h) for h, r in zip(state.produced(seat, site), b.requires))
        sites.append((sum(rem), site, rem, b))
    sites.sort()
    actions, soon, owed, earning = 0, 0, 0, 0.0
    for _total, _site, rem, b in sites:
        sends, ecus, pool = finish(cards, pool, rem)
        owed += ecus
        earn = max(0, owed - p.money) / EARN_RATE - earning   # actions taking the écus not held
        earning += earn
        actions += sends + earn
        when = actions / 3
        worth = b.points + ECU_POINTS * b.reward
        if when > left + 0.34:
            worth *= LATE
        v += max(0.0, worth * DISCOUNT ** when - ACTION_POINTS * (sends + earn) - ECU_POINTS * ecus)
        if when <= 2:
            soon += ecus
    v -= SHORTAGE * max(0, soon - p.money)
    owned = list(p.team) + [u for units in p.sites.values() for u in units]
    team = sorted(((MACHINE_WEIGHT if u >= nw else WORKER_WEIGHT) * total[u] for u in owned),
                  reverse=True)
    return v + sum(team[:TEAM_WORTH]) * min(1.0, max(0.2, left / 4))


@functools.cache
def _totals(cards) -> tuple:
    """Each unit's production, all resources together (0 for a building that is no machine)."""
    return tuple(sum(prod) if prod else 0 for prod in cards.unit_prod)


def useful(state: State, acts: list) -> list:
    """The actions that are not a waste: never a paid action to take écus (5 écus for at
    most 3), nor another site opened while one lies empty and the player cannot pay any of
    its workers to go there."""
    p = state.players[state.to_move]
    stuck = any(not units for units in p.sites.values()) and \
        p.money < min((state.cards.unit_cost[u] for u in p.team), default=p.money + 1)
    return [a for a in acts if not (a[0] == "take" and a[1] > state.actions) and not (stuck and a[0] == "open")]


def blind(state: State) -> State:
    """A copy without the face-down decks, so a plan cannot know the cards a refill will
    reveal (the rows simply are not refilled while planning)."""
    t = state.clone()
    t.building_deck, t.worker_deck = [], []
    return t


def forget(state: State) -> State:
    """A copy with the face-down decks in a fixed order, so that what a search draws from
    them (view.sample) cannot depend on their real order."""
    t = state.clone()
    t.building_deck.sort()
    t.worker_deck.sort()
    return t


@functools.lru_cache(maxsize=1 << 16)
def finish(cards, pool: tuple, rem: tuple) -> tuple[int, int, tuple]:
    """The actions and écus that finishing a site still needs, and the free units of `pool`
    left: units given to it greedily by what they bring, then recruits for the rest (an
    action to hire, one to send, an écu a resource). Cached: a plan's positions share their
    teams and sites."""
    pool = list(pool)
    sends, ecus = 0, 0
    r0, r1, r2, r3 = rem
    prod, cost = cards.unit_prod, cards.unit_cost
    while r0 or r1 or r2 or r3:
        best, pick = None, None
        for i, u in enumerate(pool):
            a0, a1, a2, a3 = prod[u]
            got = ((a0 if a0 < r0 else r0) + (a1 if a1 < r1 else r1)
                   + (a2 if a2 < r2 else r2) + (a3 if a3 < r3 else r3))
            if got and (best is None or 4 * got - cost[u] > best):
                best, pick = 4 * got - cost[u], i
        if best is None:
            break
        u = pool.pop(pick)
        a0, a1, a2, a3 = prod[u]
        r0, r1 = (r0 - a0 if r0 > a0 else 0), (r1 - a1 if r1 > a1 else 0)
        r2, r3 = (r2 - a2 if r2 > a2 else 0), (r3 - a3 if r3 > a3 else 0)
        sends += 1
        ecus += cost[u]
    rem = r0 + r1 + r2 + r3
    if rem:
        hires = math.ceil(rem / RECRUIT_YIELD)
        sends += 2 * hires
        ecus += rem + hires
    return sends, ecus, tuple(pool)


def moves(state: State, seat: int) -> list:
    """The actions a plan tries (CHOICES of each kind): the buildings that bring the most
    per action finishing them takes, the workers whose production the sites need most, for
    each site the units that bring the most of what it still needs for the fewest écus, and
    écus for all the free actions left (never bought: 5 écus for at most 3)."""
    cards = state.cards
    p = state.players[seat]
    acts = legal_actions(state)
    need = [0, 0, 0, 0]
    rems = {}
    for site in p.sites:
        rems[site] = [max(0, r - h) for h, r in zip(state.produced(seat, site), cards.buildings[site].requires)]
        need = [n + r for n, r in zip(need, rems[site])]
    pool = sorted(p.team, key=lambda u: -_totals(cards)[u])
    opens = sorted((a for a in acts if a[0] == "open"), key=lambda a: -_per_action(cards, pool, a[1]))
    recruits = sorted((a for a in acts if a[0] == "recruit"),
                      key=lambda a: -_usefulness(cards.unit_prod[a[1]], need))
    out = opens[:CHOICES] + recruits[:CHOICES]
    for site, rem in rems.items():
        scored, seen = [], set()
        for a in acts:
            if a[0] != "send" or a[2] != site:
                continue
            prod, cost = cards.unit_prod[a[1]], cards.unit_cost[a[1]]
            got = sum(min(x, r) for x, r in zip(prod, rem))
            if not got or (prod, cost) in seen:
                continue
            seen.add((prod, cost))
            done = all(x >= r for x, r in zip(prod, rem))
            scored.append((100 * done + 10 * got - cost - (sum(prod) - got), a))
        scored.sort(key=lambda x: -x[0])
        out += [a for _s, a in scored[:CHOICES]]
    if state.actions:
        out.append(("take", state.actions))
    return out


def _per_action(cards, pool: list, building: int) -> float:
    """What a building brings (a machine: also its work for the team) less the écus
    finishing it costs, per action it takes with the seat's free units."""
    b = cards.buildings[building]
    worth = b.points + ECU_POINTS * b.reward + (MACHINE_WEIGHT * sum(b.produces) if b.machine else 0.0)
    sends, ecus, _left = finish(cards, tuple(pool), tuple(b.requires))
    return (worth - ECU_POINTS * ecus) / (1 + sends)


def _usefulness(prod: tuple, need: list) -> float:
    """A worker to recruit: what it brings of the sites' needs, then what it makes."""
    return 2 * sum(min(x, n) for x, n in zip(prod, need)) + sum(prod)


def rival_final(state: State, seat: int, later: int = 0):
    """A function giving the best rival's final score if the seat's turn started the last
    round: its score now, plus what its turns still to come can add: its last turn if it
    plays after the seat in this round, and the `later` turns it plays before the position
    (a plan's next turn: the rival's turn in between is not a turn it skips) (searched once,
    when first asked)."""
    known = {}

    def rival() -> float:
        if not known:
            known["final"] = _rival_final(state, seat, later)
        return known["final"]
    return rival


def _rival_final(state: State, seat: int, later: int) -> float:
    n, start = state.n, state.start
    best = None
    for i in range(n):
        if i == seat:
            continue
        v, t = final(state, i), state
        for _turn in range(later + ((i - start) % n > (seat - start) % n)):
            v, t = _last_turn(t, i)
        best = v if best is None else max(best, v)
    return best


def plan_turn(state: State, seat: int, width: int = 6) -> list:
    """The best sequences of actions to the end of the seat's turn, best first, as
    (value, actions). Deterministic for a state. Pass a blind() copy unless the decks
    are a determinization."""
    return [(v, seq) for v, seq, _s in _plans(state, seat, width)]


def plan_ahead(state: State, seat: int, width: int = 6, ahead: int = 3) -> list:
    """Like plan_turn, but the `ahead` best turns are valued by the best turn that can
    follow each (`_next_turn`) and ranked again among themselves and with the turns that
    end the race (their value is already the game's result): a turn that prepares the next
    one is seen, and so is a turn that ends the game before a rival can."""
    judged, rest = [], []
    for i, (v, seq, s) in enumerate(_plans(state, seat, width)):
        ends = s.over or s.last_round or s.points(seat) >= END_POINTS
        if i < ahead and not ends:
            v = _next_turn(s, seat, max(3, width // 2), v)
        (judged if i < ahead or ends else rest).append((v, seq))
    return sorted(judged, key=lambda x: -x[0]) + rest


def _next_turn(s: State, seat: int, width: int, v: float) -> float:
    """The value of the seat's best turn after its turn ending in `s` (value `v`), once the
    rivals have had the turn they play in between: a rival who reaches 17 points then ends
    the game before it (a rival who plays after the seat in this round) or makes it the
    seat's last turn; else the race has a turn less and a rival's turn in between is one
    more turn to add to its final score (`later`)."""
    t = s.clone()
    t.to_move, t.actions, t.sent = seat, FREE_ACTIONS, {}
    n, start = s.n, s.start
    ends, best = None, None
    for i in range(n):
        if i == seat:
            continue
        p = s.players[i]
        reach = s.points(i) + sum(s.cards.buildings[b].points for b in p.sites) + \
            max((s.cards.buildings[b].points for b in s.building_row), default=0)
        if reach < END_POINTS:      # cannot reach 17 in one turn
            continue
        f, u = _last_turn(s, i)
        best = f if best is None else max(best, f)
        if u.points(i) >= END_POINTS:
            ends = "now" if (i - start) % n > (seat - start) % n else ends or "last"
    if ends is None:
        nxt = _plans(t, seat, width, later=1)
        return nxt[0][0] if nxt else v
    best = max([best] + [final(s, i) for i in range(n) if i != seat])
    if ends == "now":
        mine = final(s, seat)
    else:
        t.last_round = True
        nxt = _plans(t, seat, width)
        mine = nxt[0][0] if nxt else final(s, seat)
    return mine + (WIN if mine > best else WIN / 2 if mine == best else 0.0)


def _last_turn(state: State, i: int) -> tuple:
    """Seat i's turn judged by what it adds to its final score (what it finishes), from
    `state`: (its final score after it, the position)."""
    t = state.clone()
    t.over, t.end, t.last_round, t.to_move, t.actions, t.sent = False, None, True, i, FREE_ACTIONS, {}
    plans = _plans(t, i, 4)
    return (plans[0][0], plans[0][2]) if plans else (final(state, i), state)


def _plans(state: State, seat: int, width: int, later: int = 0) -> list:
    """plan_turn's search: (value, actions, the position at the end of the turn), best first;
    `later` as in value()."""
    rival = rival_final(state, seat, later)
    root = (value(state, seat, rival, later), [], state)
    done = []
    beam = [root]
    limit = state.actions + MAX_EXTRA
    for _depth in range(limit + 1):
        nxt = []
        for v, seq, s in beam:
            if s.over or s.to_move != seat:
                done.append((v, seq, s))
                continue
            if s.actions == 0:
                done.append((v, seq + [("end",)], s))   # it may stop here
                if s.players[seat].money < EXTRA_ACTION_COST or len(seq) >= limit:
                    continue
            for a in moves(s, seat):
                t = s.clone(seat)     # the seat's actions change only its own player
                apply(t, a)
                nxt.append((value(t, seat, rival, later), seq + [a], t))
        if not nxt:
            break
        nxt.sort(key=lambda x: -(x[0] + FREE_LEFT * (x[2].actions if x[2].to_move == seat else 0)))
        beam = _distinct(nxt, width, seat)
    done.sort(key=lambda x: -x[0])
    return done


def _distinct(nodes: list, width: int, seat: int) -> list:
    """The best `width` nodes, one per resulting position (orders of the same actions
    reach the same position), plus the best one of each kind of last action: opening a
    site or recruiting is worth nothing until workers are sent, a turn later in the plan;
    and the best that ends the race (17 points: its value is the game's result, which
    plan_ahead compares with two turns' values)."""
    out, seen, kinds = [], set(), set()
    for node in nodes:
        s = node[2]
        kind = "race" if not s.last_round and s.points(seat) >= END_POINTS else node[1][-1][0]
        if len(out) >= width and kind in kinds:
            continue
        key = _position_key(node[2])
        if key in seen:
            continue
        seen.add(key)
        kinds.add(kind)
        out.append(node)
    return out


def _position_key(s: State) -> tuple:
    seat = s.to_move
    p = s.players[seat] if seat is not None else None
    if p is None:
        return (None, tuple(q.money for q in s.players))
    return (seat, s.actions, p.money, tuple(sorted(p.team)), tuple(sorted((b, tuple(sorted(u)))
                                                                         for b, u in p.sites.items())),
            tuple(p.built), tuple(s.building_row), tuple(s.worker_row), tuple(sorted(s.sent.items())))

