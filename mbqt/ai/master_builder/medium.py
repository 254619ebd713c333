"""Medium: a heuristic player that measures every choice with the forecast (forecast.py).

- Contracts are worth what they add to the forecast of the seat's final money (whose crew
  grows from next round on to the hands its contracts ask for), counting the loans a
  bid would force and what the contract takes from the others it may still win (valued on
  one shared crew: see position_value), plus what the best rival would gain if it took the
  contract at that price, shared among the rivals (the game is won against the others): it
  opens the best surplus at the minimum bid and raises while the price stays below that worth.
- Hiring and firing compare the forecast after each possible hire or fire (or pass),
  counting the contracts it may still win (on display, and its share of those to come); a
  hire is followed by the hires the crew goes on to make in this round's later opportunities.
  A worker the forecast no longer needs is fired before wages are due.
- Event choices, lending and borrowing compare forecasts too; loans take the mix that
  costs least; a loan is repaid early when that saves money and leaves the cash needed.
It reads only what the seat may know: the table, never the order of a face-down deck.
"""
from __future__ import annotations

from mbqt.ai.master_builder import planner
from mbqt.ai.master_builder.forecast import (
    Outlook,
    absence_risk,
    event_hits,
    late_repayment,
    loan_mix,
    mean_reveal,
    outlook,
    per_card_set,
    repay_value,
    replace,
    typical_workers,
)
from mbqt.games.master_builder.rules import ROUND1_WORKERS, legal_actions
from mbqt.games.master_builder.state import (
    CONTRACTS,
    STEP_BID,
    STEP_CHOOSE_EVENT,
    STEP_DISMISS,
    STEP_GIVE,
    STEP_HIRE,
    STEP_LEND,
    STEP_LEND_REPLY,
    STEP_LOAN,
    STEP_OPEN,
    STEP_PLAN,
)

STEP = 1000
MARGIN = 2000        # the least surplus worth bidding for
DENIAL = 1.0         # share of a rival's gain that a contract kept from it is worth: with two
                     # players the result is the difference of money, so all of it
HIRE_GAIN = 500      # a hire or fire must beat passing by this much
POOL_SAMPLE = 4      # unseen contracts standing for all those still to come


# ----------------------------------------------------------------- what may still come

def unseen_contracts(state) -> list:
    """Contracts not yet seen by anyone (in the face-down deck or removed unseen): all
    contracts minus those displayed, owned, in the city or out of the game."""
    seen = set(state.display) | {num for num, _owner in state.city} | set(state.contracts_gone)
    for p in state.players:
        seen.update(p.contracts)
    return [c for num, c in state.cards.contracts.items() if num not in seen]


def expected_reveals(state) -> list:
    """(round index, expected new contracts) for each contract phase still to come. A round's
    contracts are revealed as its contract phase starts, so during that phase they are on
    display, no longer to come; but in round 1 they are counted again (players + 1 more, now).
    That was an oversight in every round until 2026-11-29; corrected in round 1 as well, it
    measured weaker (four players against the value bidder 37.5% of 120 games, against 49.2%),
    so round 1 keeps it: it makes Medium wait in round 1, where every seat ends with a
    contract (benchmarks/gauntlet/FINDINGS.md, item 13)."""
    cards = state.cards
    n = state.n
    mean = mean_reveal(cards, n)
    left = len(state.contract_deck)
    out = []
    for j in range(state.final_round - state.round + 1):
        if j == 0 and (state.phase > CONTRACTS or (state.phase == CONTRACTS and state.round > 1)):
            continue
        if state.round + j == state.final_round and state.final_round < cards.rounds:
            continue   # the extra round after an early end has no contract phase
        count = min(left, n + 1 if state.round + j == 1 else mean)
        if count > 0:
            out.append((j, count))
            left -= count
    return out


def prospects(state, seat: int) -> list:
    """(contract, first round index, weight, cost) of contracts the seat may still win:
    its share of the display and of the contracts to come (spread over the unseen ones).
    The cost is what winning it takes: the best rival's own valuation of it (what it adds
    to that rival's forecast), at least its minimum bid; a rival bids the surplus away."""
    rivals = [outlook(state, i) for i in range(state.n) if i != seat]
    bases = [o.final_money() for o in rivals]

    def cost(contract, start, minimum):
        return max([minimum] + [o.add_contract(contract, start).final_money() - b for o, b in zip(rivals, bases)])
    return [(c, start, weight, cost(c, start, minimum)) for c, start, weight, minimum in _chances(state)]


def _chances(state) -> list:
    """(contract, first round index, weight, minimum price) of the contracts still to win."""
    n = state.n
    contracts = state.cards.contracts
    out = []
    if state.phase <= CONTRACTS and not (state.final_round < state.cards.rounds
                                         and state.round == state.final_round):
        out.extend((contracts[num], 0, 1 / n, contracts[num].min_bid - bonus)
                   for num, bonus in state.display.items())
    pool = unseen_contracts(state)
    reveals = expected_reveals(state)
    total = sum(count for _j, count in reveals)
    if pool and total:
        # The representatives arrive in turn in each contract phase to come (cheapest first):
        # a contract won early is worth more than one won late.
        kept = representatives(pool)
        weight = total / len(kept) / n
        out.extend((c, reveals[i % len(reveals)][0], weight, c.min_bid) for i, c in enumerate(kept))
    return out


def representatives(pool: list, k: int = POOL_SAMPLE) -> list:
    """At most k contracts spread evenly over the pool sorted by price (forecasts are dear)."""
    if len(pool) <= k:
        return pool
    ranked = sorted(pool, key=lambda c: (c.price, c.number))
    return [ranked[round(i * (len(ranked) - 1) / (k - 1))] for i in range(k)]


def position_value(o: Outlook, chances: list) -> float:
    """Forecast final money plus the expected surplus of the contracts still to be won. The
    contracts share one crew: each whole contract the seat expects to win (every time the
    weights so far add up to one more) is taken as held when the next ones are valued, so
    a crew is not counted as free for every contract at once."""
    base = o.final_money()
    value = held = base
    expected = 0.0
    for contract, start, weight, cost in chances:
        after = o.add_contract(contract, start)
        money = after.final_money()
        gain = money - held - cost
        if gain > 0:
            value += weight * gain
            if int(expected + weight + 1e-9) > int(expected + 1e-9):
                o, held = after, money
            expected += weight
    return value


# ----------------------------------------------------------------- workers

def to_fire(state, workers) -> dict:
    """Per level, the worker to let go first: the one events threaten most."""
    cards = state.cards
    out = {}
    for w in workers:
        lvl = cards.workers[w].level
        if lvl not in out or absence_risk(state, w) > absence_risk(state, out[lvl]):
            out[lvl] = w
    return out


@per_card_set
def _round1_team(cards, n: int, two_events: bool) -> tuple:
    """The worker levels that promise most before any contract is known: five, with a worker
    of every level among them (the rulebook's tip for round 1). Without that the forecast,
    which sees no contract yet, drafted two master craftsmen and no foreman, and the crew
    measured weaker against every gauntlet bot (benchmarks/gauntlet/FINDINGS.md, item 12).
    A card file whose wage cap fits no five workers gets the most that fit (the draft skips
    a seat nothing fits)."""
    o = Outlook(cards=cards, team=(), down=(), events_ahead=True, contracts=(), builds=(True,) * cards.rounds,
                pays=(True,) * cards.rounds, cash=cards.starting_money, surcharge=0, loans=(0, 0),
                late=True, per_round=2 if two_events else 1)
    pool = list(cards.contracts.values())
    weight = (n + 1) / len(pool) / n
    chances = [(c, 0, weight, c.min_bid) for c in pool]
    types = typical_workers(cards)
    levels = {t[1] for t in types}
    # Every level if five workers can hold them all; else any five; else fewer.
    tries = ((size, every_level) for size in range(ROUND1_WORKERS, 0, -1) for every_level in (True, False))
    for size, every_level in tries:
        best = None
        for combo in _multisets(len(types), size):
            if sum(types[t][2] for t in combo) > cards.wage_cap or \
                    (every_level and {types[t][1] for t in combo} != levels):
                continue
            team = o
            for t in combo:
                team = team.hire(*types[t][1:])
            value = position_value(team, chances)
            if best is None or value > best[0]:
                best = (value, combo)
        if best is not None:
            return tuple(types[t][1] for t in best[1])
    return ()


def _multisets(k: int, size: int, first: int = 0):
    if size == 0:
        yield ()
        return
    for t in range(first, k):
        for rest in _multisets(k, size - 1, t):
            yield (t,) + rest


def decide_hire(state, seat: int, acts: list) -> tuple:
    cards = state.cards
    if state.round == 1:
        return _round1_hire(state, seat, acts)
    o = outlook(state, seat)
    chances = prospects(state, seat)
    options = [(("pass",), o, HIRE_GAIN)]
    # A hire is weighed with the hires the crew goes on to make in this round's later
    # opportunities (as the forecast grows it in later rounds): one hire alone rarely lets a
    # contract be finished, and against a pass whose forecast grows the crew next round,
    # hiring would always look one round too early.
    hiring = (2 - state.turn // state.n, len(state.players[seat].contracts))
    hires = {a[1] for a in acts if a[0] == "hire"}
    for t in sorted(hires):
        w = state.worker_decks[t][0]
        after = o.hire(cards.workers[w].level, cards.workers[w].wage, event_hits(cards)[w])
        options.append((("hire", t), replace(after, hiring=hiring), 0))
    for t, w in best_chosen(state, acts).items():
        if t not in hires or absence_risk(state, w) < absence_risk(state, state.worker_decks[t][0]):
            card = cards.workers[w]
            after = o.hire(card.level, card.wage, event_hits(cards)[w])
            options.append((("hire_chosen", w), replace(after, hiring=hiring), -cards.choose_fee))
    for lvl, w in to_fire(state, state.players[seat].workers).items():
        options.append((("fire", w), o.fire(lvl), 0))
    best_act, best_value = None, None
    for action, after, bonus in options:
        value = position_value(after, chances)
        if best_value is None or value + bonus > best_value:
            best_act, best_value = action, value + bonus
    return best_act


def best_chosen(state, acts) -> dict:
    """Choosing workers: per type, the card in its deck that events threaten least."""
    cards = state.cards
    out = {}
    for a in acts:
        if a[0] == "hire_chosen":
            t = cards.workers[a[1]].type
            if t not in out or (absence_risk(state, a[1]), a[1]) < (absence_risk(state, out[t]), out[t]):
                out[t] = a[1]
    return out


def _round1_hire(state, seat: int, acts: list) -> tuple:
    cards = state.cards
    wanted = list(_round1_team(cards, state.n, "additional_events" in state.variants))
    for w in state.players[seat].workers:
        if cards.workers[w].level in wanted:
            wanted.remove(cards.workers[w].level)
    hires = [a for a in acts if a[0] == "hire"]
    level_of = {t.index: t.level for t in cards.worker_types}
    for lvl in sorted(wanted, reverse=True):   # the scarcer, dearer workers first
        for a in hires:
            if level_of[a[1]] == lvl:
                return a
    if not hires:
        return acts[0]
    # The wanted type is gone or too dear: the nearest level.
    target = max(wanted, default=0)
    return min(hires, key=lambda a: (abs(level_of[a[1]] - target), a[1]))


# ----------------------------------------------------------------- contracts

def bid_limit(state, seat: int, num: int) -> int:
    """The highest bid for contract `num` that still leaves MARGIN of surplus (0 when not even
    its minimum does): what it adds to the forecast (whose crew grows to the hands it asks
    for), less what it takes from the other contracts the seat may still win. `num` is a
    contract on display, the only kind the game asks about (one the seat holds is in its
    forecast already)."""
    key = _public_key(state, seat, num)
    if key not in _limits:
        if len(_limits) > 20_000:
            _limits.clear()
        _limits[key] = _bid_limit(state, seat, num)
    return _limits[key]


_limits: dict = {}


def _public_key(state, seat: int, num: int) -> tuple:
    """Everything _bid_limit reads (all public)."""
    p = state.players[seat]
    return (id(state.cards), state.variants, state.n, state.round, state.phase, state.final_round, seat, num,
            p.money, tuple(p.loans), tuple(sorted(p.workers)), tuple(sorted(p.down)), tuple(p.contracts.items()),
            tuple(state.display.items()), tuple(c.number for c in unseen_contracts(state)),
            len(state.contract_deck), state.wages_due(seat))


def _bid_limit(state, seat: int, num: int) -> int:
    cards = state.cards
    o = outlook(state, seat)
    contract = cards.contracts[num]
    bonus = state.display.get(num, 0)
    everything = prospects(state, seat)
    chances = [ch for ch in everything if ch[0] is not contract]
    # The best rival's valuation: passing at a price lets it have the contract for about that.
    rival = max([ch[3] for ch in everything if ch[0] is contract] or [0])
    denial = DENIAL / (state.n - 1)
    base = position_value(o, chances)
    # The forecast hires the hands the contract asks for from next round on (forecast._grow).
    best = o.add_contract(contract)
    # What it leaves of the other chances does not depend on the price paid.
    others = position_value(best, chances) - best.final_money()

    def surplus(amount):
        # The game is won against the others: a contract kept from the best rival is worth
        # what it would have gained at this price, shared among the rivals.
        return best.spend(amount - bonus).final_money() + others - base + denial * max(0, rival - amount)

    if surplus(contract.min_bid) < MARGIN:
        return 0
    lo, hi = contract.min_bid // STEP, state.players[seat].money // STEP   # in thousands
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if surplus(mid * STEP) >= MARGIN:
            lo = mid
        else:
            hi = mid - 1
    return lo * STEP


def decide_open(state, seat: int, acts: list) -> tuple:
    best = None
    for num in state.display:
        limit = bid_limit(state, seat, num)
        minimum = state.cards.contracts[num].min_bid
        if ("open", num, minimum) not in acts:
            continue
        surplus = limit - minimum
        if limit and (best is None or surplus > best[0]):
            best = (surplus, num, minimum)
    if best:
        return ("open", best[1], best[2])
    if ("pass",) in acts:
        return ("pass",)
    # Round 1 without a contract: declining is not allowed; take the cheapest.
    return min((a for a in acts if a[0] == "open"), key=lambda a: (a[2], a[1]))


def decide_bid(state, seat: int, acts: list) -> tuple:
    a = state.auction
    raise_to = a.high + STEP
    if ("bid", raise_to) in acts and raise_to <= bid_limit(state, seat, a.contract):
        return ("bid", raise_to)
    return ("pass",)


# ----------------------------------------------------------------- events

def decide_dismiss(state, seat: int, acts: list) -> tuple:
    o = outlook(state, seat)
    chances = prospects(state, seat)
    cards = state.cards

    def value(a):
        w = a[1]
        return (position_value(o.fire(cards.workers[w].level), chances), absence_risk(state, w), -w)
    return max(acts, key=value)


def decide_give(state, seat: int, acts: list) -> tuple:
    o = outlook(state, seat)
    cards = state.cards

    def value(a):
        lvl = cards.workers[a[1]].level
        return (o.face_down(lvl).final_money(), -lvl, -a[1])
    return max(acts, key=value)


def event_impact(state, seat: int, event: int) -> int:
    """How the event would change this seat's forecast (public information only)."""
    cards = state.cards
    effect = cards.events[event].effect
    p = state.players[seat]
    o = outlook(state, seat)
    after = o
    hit = [w for w in p.workers if effect.matches(cards.workers[w])]
    kind = effect.kind
    if kind == "unavailable":
        for w in hit:
            if w not in p.down:
                after = after.face_down(cards.workers[w].level)
    elif kind == "dismiss_all":
        for w in hit:
            after = after.fire(cards.workers[w].level)
    elif kind == "dismiss_one" and hit:
        after = after.fire(min(cards.workers[w].level for w in hit))
    elif kind == "requisition":
        given = sorted(cards.workers[w].level for w in p.workers
                       if w not in p.down and cards.workers[w].type in effect.types)[:effect.count]
        for lvl in given:
            after = after.face_down(lvl)
        after = after.spend(-effect.compensation * len(given))
    elif kind == "wage_surcharge":
        after = after.spend(effect.amount_per_worker * len(hit))
    return after.final_money() - o.final_money()


def decide_event(state, seat: int, acts: list) -> tuple:
    others = [i for i in range(state.n) if i != seat]

    def value(a):
        mine = event_impact(state, seat, a[1])
        theirs = sum(event_impact(state, i, a[1]) for i in others) / len(others)
        return (mine - theirs, a[1])
    return max(acts, key=value)


# ----------------------------------------------------------------- build, lending

def decide_plan(state, seat: int, acts: list) -> tuple:
    return ("build", planner.suggest_plan(state, seat))


def idle_workers(state, seat: int) -> list:
    """Available workers the seat's best plan leaves idle."""
    used = {w for _num, _idx, crew in planner.suggest_plan(state, seat) for w in crew}
    p = state.players[seat]
    return [w for w in p.workers if w not in p.down and w not in state.lent and w not in used]


def decide_lend(state, seat: int, acts: list) -> tuple:
    """Offer an idle worker to the player it helps most, for 60% of what it is worth to them
    (so the deal helps this seat more than its rival)."""
    cards = state.cards
    best = None
    for w in idle_workers(state, seat):
        for to in range(state.n):
            if to == seat or (w, to) in state.offered:
                continue
            o = outlook(state, to)
            gain = o.borrow(cards.workers[w].level).final_money() - o.final_money()
            price = min(int(gain * 0.6) // STEP * STEP, state.players[to].money)
            action = ("lend", w, to, price)
            if price >= STEP and action in acts and (best is None or price > best[0]):
                best = (price, action)
    return best[1] if best else ("pass",)


def decide_lend_reply(state, seat: int, acts: list) -> tuple:
    w, _lender, _to, price = state.offer
    o = outlook(state, seat)
    gain = o.borrow(state.cards.workers[w].level).final_money() - o.final_money()
    # The lender gains the price too: worth it when what is left beats that, shared among rivals.
    return ("accept",) if gain - price > price / (state.n - 1) else ("refuse",)


# ----------------------------------------------------------------- money

def decide_loan(state, seat: int, acts: list) -> tuple:
    shortfall = state.wages_due(seat) - state.players[seat].money
    _small, large = loan_mix(state.cards, shortfall, late_repayment(state))
    return ("loan", 1 if large else 0)


def repayment(state, seat: int, acts: list):
    """A repayment worth making now, or None: it must cost less than at the end and leave
    the cash for this round's wages and the forecast unharmed."""
    repays = [a for a in acts if a[0] == "repay"]
    if not repays:
        return None
    late = late_repayment(state)
    p = state.players[seat]
    o = outlook(state, seat)
    base = o.final_money()
    for a in sorted(repays, key=lambda a: -a[1]):
        k = a[1]
        now = state.repay_value(k)
        if now >= repay_value(state.cards, k, late) or p.money - now < state.wages_due(seat):
            continue
        if o.repay(k, now).final_money() > base:
            return a
    return None


DECISIONS = {
    STEP_HIRE: decide_hire, STEP_OPEN: decide_open, STEP_BID: decide_bid,
    STEP_CHOOSE_EVENT: decide_event, STEP_DISMISS: decide_dismiss, STEP_GIVE: decide_give,
    STEP_LEND: decide_lend, STEP_LEND_REPLY: decide_lend_reply, STEP_PLAN: decide_plan,
    STEP_LOAN: decide_loan,
}


def decide(state, seat: int, acts: list | None = None) -> tuple:
    """Medium's action for the seat to move."""
    acts = acts if acts is not None else legal_actions(state)
    if len(acts) == 1:
        return acts[0]
    own = [a for a in acts if a[0] != "repay"]    # repaying is weighed apart, then the step's own choice
    return repayment(state, seat, acts) or DECISIONS[state.step](state, seat, own)


class MediumPlayer:
    """A solid heuristic player (see the module doc). Deterministic: the seed is taken for
    the common interface only."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state, seat: int, cancel=None) -> tuple:
        return decide(state, seat)
