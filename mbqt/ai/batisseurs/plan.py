"""Les Bâtisseurs: the position value and the turn planner the Easy, Medium and Hard
players share. Public information only (the decks are face down for everyone).

The value of a seat estimates its final points: card points, écus (worth more while they
can still buy work than the final 1 point per 10), each site valued by how far its needs
are met times what completing it brings, and the working strength of the team's best free
units. A turn is planned by a beam search over sequences of the seat's actions up to the
end of the turn.
"""
from __future__ import annotations

from mbqt.games.batisseurs.rules import apply, legal_actions
from mbqt.games.batisseurs.state import END_POINTS, EXTRA_ACTION_COST, State

WORKER_WEIGHT = 0.12     # points per resource a free worker produces
MACHINE_WEIGHT = 0.25    # a machine works for nothing
TEAM_WORTH = 4           # free units whose production counts
SITE_WEIGHT = 0.8        # share of a site's worth counted while it is unfinished
MAX_EXTRA = 2            # paid actions a plan may add to the free ones
ECU_POINTS = 0.1         # the final score: 1 point per 10 écus
ECU_WORK = 0.2           # more per écu, while young, for the écus that pay workers
WORK_CASH = 15           # écus enough to pay the workers of a turn or two


def youth(state: State) -> float:
    """1 at the start, 0 once a player has 17 points: how much the game has still to run."""
    lead = max(state.points(i) for i in range(state.n))
    return max(0, END_POINTS - lead) / END_POINTS


def value(state: State, seat: int, young: float | None = None) -> float:
    """`young`: youth() of the position the decision is taken in (fixed during a search,
    so that finishing a building does not make one's own écus look poorer)."""
    if state.over or state.last_round:
        sc = state.score(seat)   # what will count: the final score (écus by full tens)
        return sc["total"] + 0.01 * sc["buildings"] + 0.001 * sc["money"]
    cards = state.cards
    p = state.players[seat]
    young = youth(state) if young is None else young
    # Écus buy work while the game is young, but a stock beyond what work needs is worth
    # what it scores at the end.
    m = ECU_POINTS + ECU_WORK * young
    v = state.points(seat) + ECU_POINTS * p.money + ECU_WORK * young * min(p.money, WORK_CASH)
    for site in p.sites:
        b = cards.buildings[site]
        have = state.produced(seat, site)
        need = sum(b.requires)
        got = sum(min(h, r) for h, r in zip(have, b.requires))
        worth = b.points + m * b.reward + (MACHINE_WEIGHT * sum(b.produces) if b.machine else 0)
        v += SITE_WEIGHT * worth * (got / need) ** 1.5
    # The free units' production, the best TEAM_WORTH of them: a turn sends only a few, so a
    # larger team is worth no more (and Medium no longer recruits every worker on offer).
    nw = cards.n_workers
    worth = sorted(((MACHINE_WEIGHT if u >= nw else WORKER_WEIGHT) * sum(cards.unit_prod[u]) for u in p.team),
                   reverse=True)
    return v + sum(worth[:TEAM_WORTH])


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


def plan_turn(state: State, seat: int, width: int = 6, young: float | None = None) -> list:
    """The best sequences of actions to the end of the seat's turn, best first, as
    (value, actions). Deterministic for a state. Pass a blind() copy unless the decks
    are a determinization."""
    young = youth(state) if young is None else young

    def score(s, i):
        return value(s, i, young)

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

