"""Les Bâtisseurs: the position value and the turn planner the Easy, Medium and Hard
players share. Public information only (the decks are face down for everyone).

The value of a seat estimates its final points. Écus are worth what they buy: their final
1 point per 10, plus a cost for every écu short of what the sends of the next two turns pay
(not a stock to hoard: a turn spent taking écus must buy work). Each site is worth what
finishing it brings (points, its reward in écus, a machine's work) discounted by when the
team can finish it, less what finishing it still costs (the actions and écus of the sends,
with the free units given to the sites nearest completion first, and recruits for what the
team cannot make); a site that cannot be finished before the race to 17 points is likely
over counts little. The team's best units count for their production while the game has
turns left. A turn is planned by a beam search over sequences of the seat's actions up to
the end of the turn.
"""
from __future__ import annotations

import math

from mbqt.games.batisseurs.rules import apply, legal_actions
from mbqt.games.batisseurs.state import END_POINTS, EXTRA_ACTION_COST, State

MAX_EXTRA = 2            # paid actions a plan may add to the free ones
ECU_POINTS = 0.1         # the final score: 1 point per 10 écus
SHORTAGE = 0.3           # points per écu short of what the next two turns' sends pay
ACTION_POINTS = 0.45     # what an action still to spend on a site costs, in points
DISCOUNT = 0.85          # a site's worth, per turn until it is finished
PACE = 1.8               # points a player gains a turn: the turns the race has left
LATE = 0.15              # share of its worth a site finished after the race counts
TEAM_WORTH = 4           # units whose production counts
WORKER_WEIGHT = 0.12     # points per resource a worker produces
MACHINE_WEIGHT = 0.22    # a machine works for nothing
RECRUIT_YIELD = 3.5      # resources a recruit is expected to bring


def turns_left(state: State, seat: int) -> float:
    """The seat's turns before the game ends: until a rival or the seat reaches 17."""
    rival = max(state.points(i) for i in range(state.n) if i != seat)
    return max(0.5, min((END_POINTS - rival) / PACE, (END_POINTS - state.points(seat)) / PACE + 1))


def value(state: State, seat: int) -> float:
    if state.over or state.last_round:
        sc = state.score(seat)   # what will count: the final score (écus by full tens)
        return sc["total"] + 0.01 * sc["buildings"] + 0.001 * sc["money"]
    cards = state.cards
    nw = cards.n_workers
    p = state.players[seat]
    left = turns_left(state, seat)
    v = state.points(seat) + ECU_POINTS * p.money
    pool = sorted(p.team, key=lambda u: -sum(cards.unit_prod[u]))
    sites = []
    for site in p.sites:
        b = cards.buildings[site]
        rem = [max(0, r - h) for h, r in zip(state.produced(seat, site), b.requires)]
        sites.append((sum(rem), site, rem, b))
    sites.sort()
    actions, soon = 0, 0
    for _total, _site, rem, b in sites:
        sends, ecus = 0, 0
        while sum(rem):
            best = None
            for i, u in enumerate(pool):
                got = sum(min(x, r) for x, r in zip(cards.unit_prod[u], rem))
                cost = cards.unit_cost[u]
                if got and (best is None or 4 * got - cost > best[0]):
                    best = (4 * got - cost, i, cost)
            if best is None:
                break
            u = pool.pop(best[1])
            rem = [max(0, r - x) for r, x in zip(rem, cards.unit_prod[u])]
            sends += 1
            ecus += best[2]
        if sum(rem):             # recruits: an action to hire, one to send, an écu a resource
            hires = math.ceil(sum(rem) / RECRUIT_YIELD)
            sends += 2 * hires
            ecus += sum(rem) + hires
        actions += sends
        when = actions / 3
        worth = b.points + ECU_POINTS * b.reward
        if when > left + 0.34:
            worth *= LATE
        v += max(0.0, worth * DISCOUNT ** when - ACTION_POINTS * sends - ECU_POINTS * ecus)
        if when <= 2:
            soon += ecus
    v -= SHORTAGE * max(0, soon - p.money)
    owned = list(p.team) + [u for units in p.sites.values() for u in units]
    team = sorted(((MACHINE_WEIGHT if u >= nw else WORKER_WEIGHT) * sum(cards.unit_prod[u]) for u in owned),
                  reverse=True)
    return v + sum(team[:TEAM_WORTH]) * min(1.0, max(0.2, left / 4))


def useful(state: State, acts: list) -> list:
    """The actions worth planning with: never a paid action to take écus (5 écus for at
    most 3)."""
    return [a for a in acts if not (a[0] == "take" and a[1] > state.actions)]


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


def plan_turn(state: State, seat: int, width: int = 6) -> list:
    """The best sequences of actions to the end of the seat's turn, best first, as
    (value, actions). Deterministic for a state. Pass a blind() copy unless the decks
    are a determinization."""
    score = value
    root = (score(state, seat), [], state)
    done = []
    beam = [root]
    limit = state.actions + MAX_EXTRA
    for _depth in range(limit + 1):
        nxt = []
        for v, seq, s in beam:
            if s.over or s.to_move != seat:
                done.append((v, seq))
                continue
            if s.actions == 0:
                done.append((v, seq + [("end",)]))   # it may stop here
                if s.players[seat].money < EXTRA_ACTION_COST or len(seq) >= limit:
                    continue
            for a in useful(s, legal_actions(s)):
                if a[0] == "end":
                    continue
                t = s.clone()
                apply(t, a)
                nxt.append((score(t, seat), seq + [a], t))
        if not nxt:
            break
        nxt.sort(key=lambda x: -x[0])
        beam = _distinct(nxt, width)
    done.sort(key=lambda x: -x[0])
    return done


def _distinct(nodes: list, width: int) -> list:
    """The best `width` nodes, one per resulting position (orders of the same actions
    reach the same position), plus the best one of each kind of last action: opening a
    site or recruiting is worth nothing until workers are sent, a turn later in the plan."""
    out, seen, kinds = [], set(), set()
    for node in nodes:
        kind = node[1][-1][0]
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

