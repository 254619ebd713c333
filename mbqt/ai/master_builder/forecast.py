"""A quick forecast of one seat's final money, the yardstick of the AI's decisions.

The model: in each remaining Build phase the team builds the planner's best plan; a
contract pays its price in the round it is completed; from the next round on, a worker
the remaining builds do not need is fired at the start of the round (no more wages);
wages the cash cannot cover are paid with the cheapest loan mix; at the end unfinished
contracts and loans count as in the final scoring. Events are played through, not
averaged away: one event card strikes every worker with its quirk (or type) at once, so the
forecast is the mean over a few sequences of the event cards not seen yet this game (every
card when one Build phase with events is left; SCENARIOS sequences drawn evenly without
replacement otherwise), each round's card idling, dismissing or requisitioning exactly the
workers it names. Workers idled by an event are still paid that round: a crew larger than
its contracts need pays for its idle hands. The crew grows as its contracts ask: in each
later round's hiring phase, when the sections left of the contracts held, to be built within
HORIZON rounds, need more hands a round than the crew has (AVAILABLE of them, the highest
level first), a typical worker of the level short is hired, within the wage cap and the
rules' three hires a round (a seat with work for more hands hires them: without this a
contract is valued as if only the crew of today could ever build it, and a small crew sees
every new contract as one it cannot finish). A hire being weighed is followed the same way
by the hires this round's later opportunities make (`hiring`).
Everything it reads is public: a seat's workers, contracts, money and loans, the round
and phase, the size of the contract deck, the event cards already played, the card data.
"""
from __future__ import annotations

import functools

from mbqt.ai.master_builder import planner
from mbqt.games.master_builder.rules import check_plan
from mbqt.games.master_builder.state import (
    BUILD,
    CONTRACTS,
    EVENTS,
    INCOME,
    unfinished_value,
)

TAKES_AWAY = ("unavailable", "dismiss_all", "dismiss_one", "requisition")
SCENARIOS = 6        # event sequences averaged when more than one Build phase has events ahead
AVAILABLE = 0.85     # share of the Build phases a worker is there for (events take the rest)
SLACK = 0.3          # sections a round the crew may fall short of before it hires
GROW = 3             # hires a round at most when the crew grows (the rules: three opportunities)
HORIZON = 1.5        # rounds the grown crew takes to build the sections left: two thirds of them a round
                     # (all the rounds left when fewer are left; 1.5 measured best of 1, 1.5, 2 and 3)


_set = object.__setattr__


def replace(o: "Outlook", **changes) -> "Outlook":
    """A copy of `o` with some fields changed (as dataclasses.replace did)."""
    new = object.__new__(Outlook)
    for name in Outlook.__slots__:
        _set(new, name, changes.pop(name) if name in changes else getattr(o, name))
    if changes:
        raise TypeError(f"Outlook has no field {next(iter(changes))!r}")
    return new


class Outlook:
    """A seat's position as the forecast sees it (hypotheses are made with `replace`). A
    frozen record written out (a frozen dataclass before: dataclasses' import and code
    generation cost the app's start 1 ms when a Medium player is made)."""
    __slots__ = ("cards", "team", "down", "events_ahead", "contracts", "builds", "pays", "cash", "surcharge",
                 "loans", "late", "unseen", "per_round", "hiring")
    cards: object
    team: tuple          # (level, wage, first round it works in, round it leaves, bit mask of the
                         # event cards that take it away): rounds are counted from this one (0)
    down: tuple          # levels of the workers face down for this round's Build phase
    events_ahead: bool   # are this round's events still to come?
    contracts: tuple     # (Contract, built mask, first round index it can be built in)
    builds: tuple        # per remaining round (this one first): is there a Build phase left?
    pays: tuple          # per remaining round: are wages still to be paid?
    cash: int
    surcharge: int       # this round's event surcharge on wages
    loans: tuple         # IOUs held: small, large
    late: bool           # will loans be repaid at their late value (contract deck empty at the end)?
    unseen: tuple        # event cards that may still come (sorted: their order is unknown)
    per_round: int       # event cards a round
    hiring: tuple        # (hires the crew still makes in this round's hiring phase, contracts held then:
                         # the first ones of `contracts`): (0, 0) but for a hire being weighed

    def __init__(self, *, cards, team, down, events_ahead, contracts, builds, pays, cash, surcharge, loans, late,
                 unseen=None, per_round=1, hiring=(0, 0)):
        unseen = tuple(range(len(cards.events))) if unseen is None else unseen
        for name, value in (("cards", cards), ("team", team), ("down", down), ("events_ahead", events_ahead),
                            ("contracts", contracts), ("builds", builds), ("pays", pays), ("cash", cash),
                            ("surcharge", surcharge), ("loans", loans), ("late", late), ("unseen", unseen),
                            ("per_round", per_round), ("hiring", hiring)):
            _set(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}")

    def __eq__(self, other):
        if other.__class__ is not Outlook:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in Outlook.__slots__)

    __hash__ = None      # holds the card set (dicts): never a key, as before

    def __repr__(self) -> str:
        return "Outlook(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in Outlook.__slots__) + ")"

    def hire(self, level: int, wage: int, hits: int, start: int = 0) -> "Outlook":
        return replace(self, team=self.team + ((level, wage, start, len(self.builds), hits),))

    def borrow(self, level: int) -> "Outlook":
        """A worker lent to this seat for this round's Build phase (its price is paid apart)."""
        return replace(self, team=self.team + ((level, 0, 0, 1, 0),))

    def fire(self, level: int) -> "Outlook":
        team = list(self.team)
        team.remove(max((m for m in team if m[0] == level and m[3] == len(self.builds)),
                        key=lambda m: m[4].bit_count()))
        down = list(self.down)
        if level in down and down.count(level) > sum(1 for m in team if m[0] == level):
            down.remove(level)
        return replace(self, team=tuple(team), down=tuple(down))

    def face_down(self, level: int) -> "Outlook":
        """One more worker of this level unavailable for this round's Build phase."""
        return replace(self, down=self.down + (level,))

    def spend(self, amount: int) -> "Outlook":
        return replace(self, cash=self.cash - amount)

    def repay(self, kind: int, value: int) -> "Outlook":
        loans = list(self.loans)
        loans[kind] -= 1
        return replace(self, cash=self.cash - value, loans=tuple(loans))

    def wage_total(self) -> int:
        """Wages of the workers employed for good (not those borrowed for a round)."""
        return sum(m[1] for m in self.team if m[3] == len(self.builds))

    def add_contract(self, contract, start: int = 0, mask: int = 0) -> "Outlook":
        return replace(self, contracts=self.contracts + ((contract, mask, start),))

    def runs(self) -> tuple:
        """Per event scenario: (income per round, wages per round, end value of unfinished
        contracts), as `schedule` forecasts them for this position."""
        return schedule(self.team, self.down, self.events_ahead, self.contracts, self.builds, self.pays,
                        self.cards.section_penalty, self.unseen, self.per_round, event_table(self.cards),
                        hire_table(self.cards), self.hiring)

    def final_money(self) -> float:
        """The mean over the event scenarios of the final money."""
        runs = self.runs()
        held = sum(count * repay_value(self.cards, k, self.late) for k, count in enumerate(self.loans))
        total = 0
        for incomes, wages, end_value in runs:
            cash, debt = self.cash, 0
            for j, (income, wage) in enumerate(zip(incomes, wages)):
                cash += income
                if self.pays[j]:
                    cash -= wage + (self.surcharge if j == 0 else 0)
                if cash < 0:
                    small, large = loan_mix(self.cards, -cash, self.late)
                    cash += small * self.cards.loans[0].receive + large * self.cards.loans[1].receive
                    debt += (small * repay_value(self.cards, 0, self.late)
                             + large * repay_value(self.cards, 1, self.late))
            total += cash + end_value - debt
        return total / len(runs) - held


def repay_value(cards, kind: int, late: bool) -> int:
    loan = cards.loans[kind]
    return loan.repay_late if late else loan.repay_early


def loan_mix(cards, shortfall: int, late: bool) -> tuple:
    """(small, large): the loans covering `shortfall` that cost least in the end
    (repayment minus money received; money left over stays in the cash)."""
    small, large = cards.loans
    best = None
    for k in range(-(-shortfall // small.receive) + 1):
        m = max(0, -(-(shortfall - k * small.receive) // large.receive))
        cost = (k * (repay_value(cards, 0, late) - small.receive)
                + m * (repay_value(cards, 1, late) - large.receive))
        if best is None or cost < best[0] or (cost == best[0] and k + m < sum(best[1])):
            best = (cost, (k, m))
    return best[1]


@functools.lru_cache(maxsize=20_000)
def schedule(team: tuple, down: tuple, events_ahead: bool, contracts: tuple, builds: tuple, pays: tuple,
             penalty: int, unseen: tuple, per_round: int, table: tuple, hires: tuple, hiring: tuple = (0, 0)) -> tuple:
    """Per event scenario: (income per round, wages per round, end value of unfinished
    contracts)."""
    build_rounds = [j for j in range(len(builds)) if builds[j]]
    struck = [j for j in build_rounds if j > 0 or events_ahead]
    events = [dict(zip(struck, seq)) for seq in scenarios(unseen, per_round, len(struck))]
    return _runs(team, down, contracts, builds, penalty, build_rounds, events, table, hires, hiring)


def scenarios(unseen: tuple, per_round: int, rounds: int) -> list:
    """Sequences of the event cards of `rounds` Build phases (per_round cards each), drawn
    evenly from the unseen cards without replacement: every card when one phase is left."""
    size = len(unseen)
    if not size or not rounds:
        return [()]
    count = size if rounds == 1 else min(size, SCENARIOS)
    stride = max(1, size // (rounds * per_round))
    return [tuple(tuple(unseen[(s + (k * per_round + e) * stride) % size] for e in range(per_round))
                  for k in range(rounds)) for s in range(count)]


class _Path:
    """One course of the rounds, shared by the scenarios whose events struck alike so far."""
    __slots__ = ("team", "gone", "masks", "incomes", "needed")

    def __init__(self, team, gone, masks, incomes, needed):
        self.team, self.gone, self.masks, self.incomes, self.needed = team, gone, masks, incomes, needed

    def copy(self) -> "_Path":
        return _Path(list(self.team), dict(self.gone), dict(self.masks), list(self.incomes), list(self.needed))


def _runs(team, down, contracts, builds, penalty, build_rounds, events, table, hires, hiring) -> tuple:
    """Every scenario (`events[s]` maps a round index to the event cards struck in it),
    played together: scenarios whose events struck the same workers so far share one course,
    so the planner and the bookkeeping run once for them."""
    rounds = len(builds)
    masks = {c: m for c, m, _start in contracts}
    incomes = [0] * rounds
    for c, m, _start in contracts:
        if m == c.full_mask:      # completed by a plan already made: paid this round
            incomes[0] += c.price
            del masks[c]
    groups = [(_Path(list(team), {}, masks, incomes, [()] * rounds), list(range(len(events))))]
    for j in build_rounds:
        later = [k for k in build_rounds if k > j]
        split = []
        for path, members in groups:
            team, gone = path.team, path.gone
            if j > 0:
                _grow(team, gone, [c for c, _m, start in contracts if start < j], path.masks, j, rounds,
                      len(later) + 1, hires, GROW)
            elif hiring[0]:
                _grow(team, gone, [c for c, _m, _s in contracts[:hiring[1]]], path.masks, 0, rounds,
                      len(later) + 1, hires, hiring[0])
            present = [i for i, (_l, _w, start, stop, _h) in enumerate(team) if start <= j < stop and i not in gone]
            before = set()
            if j == 0:
                for lvl in down:
                    before.add(next(i for i in present if team[i][0] == lvl and i not in before))
            by_level = sorted(present, key=lambda i: team[i][0])
            struck = {}           # what the events took (absent, dismissed) -> scenarios
            for s in members:
                absent, fired = set(before), []
                for e in events[s].get(j, ()):
                    kind, count = table[e]
                    hit = [i for i in by_level if team[i][4] >> e & 1 and i not in absent]
                    if kind == "unavailable":
                        absent.update(hit)
                    elif kind == "requisition":
                        absent.update(hit[:count])
                    elif hit:     # dismissed for good: the lowest level when only one goes
                        for i in hit if kind == "dismiss_all" else hit[:1]:
                            fired.append(i)
                            absent.add(i)
                struck.setdefault((frozenset(absent), tuple(fired)), []).append(s)
            for k, ((absent, fired), alike) in enumerate(struck.items()):
                course = path if k == len(struck) - 1 else path.copy()
                for i in fired:
                    course.gone[i] = j
                _build(course, j, present, absent, later, contracts, penalty)
                split.append((course, alike))
        groups = split
    out = [None] * len(events)
    for path, members in groups:
        end_value = sum(unfinished_value(c, m, penalty) for c, m in path.masks.items())
        result = (tuple(path.incomes), _wages(tuple(path.team), path.needed, rounds, path.gone), end_value)
        for s in members:
            out[s] = result
    return tuple(out)


def _build(path: _Path, j: int, present: list, absent: frozenset, later: list, contracts, penalty: int) -> None:
    """Round j's Build phase on one course: the planner's best plan for the workers there."""
    team, gone, masks = path.team, path.gone, path.masks
    levels = tuple(sorted((team[i][0] for i in present if i not in absent), reverse=True))
    owned = tuple((c, masks[c]) for c, _m, start in contracts if start <= j and c in masks)
    if not owned or not levels:
        return
    next_levels = (tuple(sorted((lvl for i, (lvl, _w, start, stop, _h) in enumerate(team)
                                 if start <= later[0] < stop and i not in gone), reverse=True))
                   if later else planner.LAST)
    _score, adds, used = planner.best_outcome(owned, levels, next_levels, penalty)
    # Workers an event idled were kept for the work they would have done: still paid.
    path.needed[j] = used + tuple(team[i][0] for i in absent if i not in gone) if used else ()
    for (c, mask), add in zip(owned, adds):
        if mask | add == c.full_mask:
            path.incomes[j] += c.price
            del masks[c]
        elif add:
            masks[c] = mask | add


def _grow(team: list, gone: dict, held: list, masks: dict, j: int, rounds: int, rounds_left: int, hires: tuple,
          most: int) -> None:
    """Round j's hiring phase: add at most `most` typical workers to `team` while the sections
    left of the contracts `held` then need more hands a round than the crew has to build them
    within HORIZON rounds (highest level first). Spread over all the rounds left instead, the
    crew was sized to finish every contract in the last round: often kept paid longer for the
    same sections (a City Wall of $28,000 from one apprentice, five rounds left: $14,000 of
    wages against $11,000, done in the last of them instead of the third), exposed to every
    event until the end and busy when new contracts came (benchmarks/gauntlet/FINDINGS.md,
    item 14)."""
    cap, typical = hires
    demand = {}
    for c in held:
        if c in masks:
            for lvl in planner.missing_requirements(c, masks[c]):
                demand[lvl] = demand.get(lvl, 0) + 1
    if not demand:
        return
    supply, wage = {}, 0
    for i, (lvl, w, start, stop, _h) in enumerate(team):
        if start <= j < stop and i not in gone:
            supply[lvl] = supply.get(lvl, 0) + 1
            wage += w
    for _ in range(most):
        need = have = 0.0
        short = None
        for lvl, _w, _h in typical:              # highest level first: they can do the lower sections
            need += demand.get(lvl, 0) / min(rounds_left, HORIZON)
            have += supply.get(lvl, 0) * AVAILABLE
            if need > have + SLACK:
                short = lvl
                break
        if short is None:
            return
        _lvl, w, hits = next(t for t in typical if t[0] == short)
        if wage + w > cap:
            return
        team.append((short, w, j, rounds, hits))
        supply[short] = supply.get(short, 0) + 1
        wage += w


def _wages(team: tuple, needed: list, rounds: int, gone: dict) -> tuple:
    """Wages per round when, from the next round on, workers of a level beyond what the
    remaining builds need are fired before they are paid (the dismissed are paid no more)."""
    wages = [0] * rounds
    need = {}                     # per level, the most any build from round j on needs
    for j in range(rounds - 1, 0, -1):
        for lvl in set(needed[j]):
            count = needed[j].count(lvl)
            if count > need.get(lvl, 0):
                need[lvl] = count
        if not need:
            continue
        left = dict(need)         # the cheapest of each level are kept
        total = 0
        for lvl, w in sorted((m[0], m[1]) for i, m in enumerate(team)
                             if m[0] in left and m[2] <= j < m[3] and gone.get(i, rounds) > j):
            if left[lvl]:
                left[lvl] -= 1
                total += w
        wages[j] = total
    wages[0] = sum(m[1] for i, m in enumerate(team) if m[2] <= 0 < m[3] and gone.get(i, rounds) > 0)
    return tuple(wages)


def mean_reveal(cards, n: int) -> float:
    """Contracts a contract phase after round 1 reveals on average with n players."""
    return sum(e.revealed[n] for e in cards.economic) / len(cards.economic)


def late_repayment(state) -> bool:
    """Will the contract deck (public size) be empty when the game ends? Every remaining
    contract phase reveals at least the average economic card's count."""
    cards = state.cards
    phases = state.final_round - state.round + (0 if state.phase >= CONTRACTS else 1)
    if state.round == 1 and state.phase < CONTRACTS:
        phases -= 1   # round 1 reveals players + 1, counted below
    n = state.n
    coming = phases * mean_reveal(cards, n) + (n + 1 if state.round == 1 and state.phase < CONTRACTS else 0)
    return len(state.contract_deck) <= coming


def outlook(state, seat: int) -> Outlook:
    """The forecast's view of this seat now (public information only)."""
    cards = state.cards
    p = state.players[seat]
    workers = cards.workers
    rounds = state.final_round - state.round + 1
    paid = state.phase == INCOME and seat in _already_paid(state)
    planned = state.phase > BUILD or (state.phase == BUILD and seat in state.plans)
    contracts = []
    for num, mask in p.contracts.items():
        contracts.append((cards.contracts[num], mask, 0))
    if state.phase == BUILD and seat in state.plans:
        # Only the seat's own plan (or a determinization's guess) is ever read here.
        new = check_plan(state, seat, state.plans[seat])
        contracts = [(c, new.get(c.number, m), s) for c, m, s in contracts]
    hits = event_hits(cards)
    team = tuple((workers[w].level, workers[w].wage, 0, rounds, hits[w]) for w in p.workers)
    down = tuple(workers[w].level for w in p.workers if w in p.down or w in state.lent)
    return Outlook(
        cards=cards, team=team, down=down, events_ahead=state.phase < EVENTS, contracts=tuple(contracts),
        builds=(not planned,) + (True,) * (rounds - 1),
        pays=(not paid,) + (True,) * (rounds - 1),
        cash=p.money, surcharge=state.wages_due(seat) - state.wage_total(seat),
        loans=tuple(p.loans), late=late_repayment(state), unseen=unseen_events(state),
        per_round=2 if "additional_events" in state.variants else 1)


def unseen_events(state) -> tuple:
    """The event cards not played yet this game (played ones lie under the deck, in view),
    sorted: their order is unknown."""
    played = set(state.event_deck[len(state.event_deck) - state.event_known:]) | set(state.events_current)
    return tuple(e for e in range(len(state.cards.events)) if e not in played)


CARD_SETS = 4        # card sets whose derived tables are kept (a process may play many decks)


def per_card_set(fn):
    """Cache a function whose first argument is a CardSet (compared by identity: a card set
    holds dicts, so it cannot be a functools.cache key), for the CARD_SETS card sets used
    last: the entries of an older one are dropped (games with many decks in one process)."""
    memo = {}
    recent = []          # ids of the card sets in the memo, the latest last

    @functools.wraps(fn)
    def cached(cards, *args):
        key = (id(cards), *args)
        hit = memo.get(key)
        if hit is None or hit[0] is not cards:
            if id(cards) not in recent:
                recent.append(id(cards))
                if len(recent) > CARD_SETS:
                    old = recent.pop(0)
                    for k in [k for k in memo if k[0] == old]:
                        del memo[k]
            hit = memo[key] = (cards, fn(cards, *args))
        return hit[1]
    return cached


@per_card_set
def event_hits(cards) -> tuple:
    """Per worker card: the bit mask of the event cards that can take it away from a Build
    phase (make it unavailable, dismiss it, requisition it: the count takes workers by type)."""
    out = []
    for w in cards.workers:
        mask = 0
        for e in cards.events:
            effect = e.effect
            if effect.kind in TAKES_AWAY and (w.type in effect.types if effect.kind == "requisition"
                                              else effect.matches(w)):
                mask |= 1 << e.index
        out.append(mask)
    return tuple(out)


@per_card_set
def typical_workers(cards) -> tuple:
    """(type index, level, wage, event hits) of each worker type: the card of the median
    exposure to events stands for a worker not yet seen."""
    hits = event_hits(cards)
    out = []
    for t in cards.worker_types:
        mine = sorted((hits[w.index].bit_count(), w.index) for w in cards.workers if w.type == t.index)
        out.append((t.index, t.level, t.wage, hits[mine[len(mine) // 2][1]]))
    return tuple(out)


@per_card_set
def hire_table(cards) -> tuple:
    """(wage cap, ((level, wage, event hits) of a typical worker of each level, highest
    first)): what the forecast hires when the crew grows."""
    levels = {}
    for _t, lvl, wage, hits in typical_workers(cards):
        if lvl not in levels or wage < levels[lvl][1]:
            levels[lvl] = (lvl, wage, hits)
    return cards.wage_cap, tuple(levels[lvl] for lvl in sorted(levels, reverse=True))


@per_card_set
def event_table(cards) -> tuple:
    """Per event card: (kind, workers it takes when it takes a number of them)."""
    return tuple((e.effect.kind, e.effect.count) for e in cards.events)


def absence_risk(state, w: int) -> float:
    """The share of the event cards still to come that can take worker card w away."""
    unseen = unseen_events(state)
    hits = event_hits(state.cards)[w]
    return sum(1 for e in unseen if hits >> e & 1) / max(1, len(unseen))


def _already_paid(state) -> set:
    """Seats that have paid this round's wages (phase 5 pays in turn order)."""
    return {(state.start + i) % state.n for i in range(state.turn)}
