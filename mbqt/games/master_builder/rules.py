"""The rules: legal actions, applying an action, and the flow of rounds and phases.

Actions are small tuples whose first item is the kind:
  ("hire", type)              take the visible top card of a worker deck
  ("hire_chosen", worker)     Choosing workers: pay the fee and take any card of a deck
  ("fire", worker)            fire one of your workers (under its deck)
  ("pass",)                   pass in phase 1, decline to open, pass in an auction,
                              or end your lending (Loaning workers)
  ("open", contract, amount)  open an auction with an opening bid
  ("bid", amount)             raise in the current auction
  ("choose_event", event)     Selective events: play an event card from your hand
  ("dismiss", worker)         an event makes you dismiss one of these workers
  ("give", worker)            an event makes you give a worker to the count
  ("lend", worker, seat, price)   Loaning workers: offer an idle worker
  ("accept",) / ("refuse",)   answer a lending offer
  ("build", plan)             your build plan (see build.py)
  ("loan", kind)              take a loan (0 small, 1 large) to pay wages
  ("repay", kind)             repay a loan, at any of your decisions

apply() mutates the state and returns the log entries: (key, args) tuples, never
sentences. Every change of money is an entry with args "seat" and "money" (the change).
Rule references in comments name the rulebook section or clarifications.md.
"""
from __future__ import annotations

from mbqt.core.errors import IllegalAction
from mbqt.games.master_builder import build
from mbqt.games.master_builder.state import (
    BUILD,
    CONTRACTS,
    EVENTS,
    HIRE,
    INCOME,
    STEP_BID,
    STEP_CHOOSE_EVENT,
    STEP_DISMISS,
    STEP_GIVE,
    STEP_HIRE,
    STEP_LEND,
    STEP_LEND_REPLY,
    STEP_LOAN,
    STEP_OPEN,
    STEP_OVER,
    STEP_PLAN,
    Auction,
    State,
)

PASS = ("pass",)
ACCEPT = ("accept",)
REFUSE = ("refuse",)
STEP = 1000            # bids, raises, fees and lending prices are whole thousands
ROUND1_WORKERS = 5


# ----------------------------------------------------------------- legal actions

def legal_actions(s: State) -> list:
    seat = s.to_move
    if seat is None:
        return []
    step = s.step
    if step == STEP_HIRE:
        acts = _hire_actions(s, seat)
    elif step == STEP_OPEN:
        acts = _open_actions(s, seat)
    elif step == STEP_BID:
        a = s.auction
        acts = [("bid", x) for x in range(a.high + STEP, s.players[seat].money + 1, STEP)]
        acts.append(PASS)
    elif step == STEP_CHOOSE_EVENT:
        acts = [("choose_event", e) for e in s.players[seat].hand]
    elif step == STEP_DISMISS:
        acts = [("dismiss", w) for w in _dismiss_choices(s, seat)]
    elif step == STEP_GIVE:
        acts = [("give", w) for w in _give_choices(s, seat)]
    elif step == STEP_LEND:
        acts = _lend_actions(s, seat)
    elif step == STEP_LEND_REPLY:
        acts = [ACCEPT, REFUSE] if s.offer[3] <= s.players[seat].money else [REFUSE]
    elif step == STEP_PLAN:
        acts = [("build", plan) for plan in plans_for(s, seat)]
    elif step == STEP_LOAN:
        acts = [("loan", 0), ("loan", 1)]
    else:
        return []
    acts.extend(repay_actions(s, seat))
    return acts


def _hire_actions(s: State, seat: int) -> list:
    p = s.players[seat]
    cards = s.cards
    room = cards.wage_cap - s.wage_total(seat)
    acts = [("hire", t) for t, deck in enumerate(s.worker_decks)
            if deck and cards.workers[deck[0]].wage <= room]
    if "choosing_workers" in s.variants and p.money >= cards.choose_fee:
        # In card order: listing them in deck order would reveal the hidden order.
        acts.extend(("hire_chosen", w) for w in sorted(w for deck in s.worker_decks for w in deck)
                    if cards.workers[w].wage <= room)
    if s.round > 1:
        acts.extend(("fire", w) for w in p.workers)
        acts.append(PASS)
    return acts


def _open_actions(s: State, seat: int) -> list:
    money = s.players[seat].money
    acts = [("open", num, x) for num in s.display
            for x in range(s.cards.contracts[num].min_bid, money + 1, STEP)]
    if not _must_open(s, seat):
        acts.append(PASS)
    return acts


def _lend_actions(s: State, seat: int) -> list:
    p = s.players[seat]
    acts = []
    for w in p.workers:
        if w in p.down or w in s.lent:
            continue
        for to in range(s.n):
            if to != seat and (w, to) not in s.offered:
                acts.extend(("lend", w, to, price) for price in range(0, s.players[to].money + 1, STEP))
    acts.append(PASS)
    return acts


def repay_actions(s: State, seat: int) -> list:
    """The loans this seat may repay now (legal at any of its decisions): a cheap query for
    a UI that must not enumerate every build plan to learn it."""
    p = s.players[seat]
    return [("repay", k) for k in (0, 1) if p.loans[k] and p.money >= s.repay_value(k)]


def plans_for(s: State, seat: int) -> list:
    """Every distinct legal build plan of this seat (the empty plan included)."""
    p = s.players[seat]
    workers = s.cards.workers
    avail = [(w, workers[w].level) for w in s.available_workers(seat)]
    if not p.contracts or not avail:
        return [()]
    return build.enumerate_plans(list(p.contracts.items()), s.cards.contracts, avail)


# ----------------------------------------------------------------- apply

def apply(s: State, action) -> list:
    """Apply the action of the seat whose decision it is; return the log entries."""
    seat = s.to_move
    if seat is None:
        raise IllegalAction("game_over")
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        raise IllegalAction("not_an_action", action=repr(action))
    log: list = []
    kind = action[0]
    if kind in ("pass", "accept", "refuse") and len(action) != 1:
        raise IllegalAction("no_argument", kind=kind, action=repr(action))
    handler = _HANDLERS.get((s.step, kind))
    if kind == "repay":
        _repay(s, seat, action, log)
    elif handler is None:
        raise IllegalAction("not_now", kind=kind, seat=seat, step=s.step)
    else:
        handler(s, seat, action, log)
    return log


def _arg(action, count: int):
    if len(action) != count + 1 or not all(build.is_int(x) for x in action[1:]):
        raise IllegalAction("bad_arguments", kind=action[0], count=count, action=repr(action))
    return action[1:] if count > 1 else action[1]


def _money(s: State, seat: int, delta: int, key: str, log: list, **args) -> None:
    s.players[seat].money += delta
    log.append((key, {"seat": seat, "money": delta, **args}))


# --- phase 1: hire and fire

def _hire(s: State, seat: int, action, log: list) -> None:
    t = _arg(action, 1)
    if not 0 <= t < len(s.worker_decks) or not s.worker_decks[t]:
        raise IllegalAction("no_worker_left")
    _take_worker(s, seat, s.worker_decks[t][0], log, "hired")
    _end_hire_turn(s, log)


def _hire_chosen(s: State, seat: int, action, log: list) -> None:
    w = _arg(action, 1)
    if "choosing_workers" not in s.variants:
        raise IllegalAction("variant_off", variant="choosing_workers")
    if not 0 <= w < len(s.cards.workers) or w not in s.worker_decks[s.cards.workers[w].type]:
        raise IllegalAction("not_in_deck")
    if s.players[seat].money < s.cards.choose_fee:
        raise IllegalAction("choose_fee", fee=s.cards.choose_fee)
    _take_worker(s, seat, w, log, "hired_chosen")
    _money(s, seat, -s.cards.choose_fee, "choose_fee", log, worker=w)
    _end_hire_turn(s, log)


def _take_worker(s: State, seat: int, w: int, log: list, key: str) -> None:
    worker = s.cards.workers[w]
    if s.wage_total(seat) + worker.wage > s.cards.wage_cap:
        raise IllegalAction("wage_cap", cap=s.cards.wage_cap)
    t = worker.type
    deck = s.worker_decks[t]
    pos = deck.index(w)
    known = s.worker_known[t]          # the bottom cards everyone saw go under the deck
    if pos >= len(deck) - known:
        known -= 1
    deck.pop(pos)
    s.worker_known[t] = min(known, len(deck))
    s.players[seat].workers.append(w)
    log.append((key, {"seat": seat, "worker": w, "wage_total": s.wage_total(seat)}))


def _fire(s: State, seat: int, action, log: list) -> None:
    w = _arg(action, 1)
    if s.round == 1:
        raise IllegalAction("no_firing_round_1")
    if w not in s.players[seat].workers:
        raise IllegalAction("not_your_worker")
    _release(s, seat, w)
    log.append(("fired", {"seat": seat, "worker": w, "wage_total": s.wage_total(seat)}))
    _end_hire_turn(s, log)


def _release(s: State, seat: int, w: int) -> None:
    """A fired or dismissed worker goes under its deck, in public view."""
    p = s.players[seat]
    p.workers.remove(w)
    p.down.discard(w)
    t = s.cards.workers[w].type
    s.worker_decks[t].append(w)
    s.worker_known[t] += 1


def _hire_pass(s: State, seat: int, action, log: list) -> None:
    if s.round == 1:
        raise IllegalAction("no_passing_round_1")
    log.append(("passed", {"seat": seat}))
    _end_hire_turn(s, log)


def _end_hire_turn(s: State, log: list) -> None:
    s.turn += 1
    _next_hirer(s, log)


def _next_hirer(s: State, log: list) -> None:
    n = s.n
    if s.round == 1:
        # Round 1: take workers in turn order until everyone has five; no passing.
        while s.turn < ROUND1_WORKERS * n:
            seat = (s.start + s.turn) % n
            if len(s.players[seat].workers) < ROUND1_WORKERS and _hire_actions(s, seat):
                s.to_move = seat
                return
            s.turn += 1
    elif s.turn < 3 * n:
        # Rounds 2+: three opportunities each, one action at a time in turn order.
        s.to_move = (s.start + s.turn) % n
        return
    _start_contracts(s, log)


# --- phase 2: contracts

def _start_contracts(s: State, log: list) -> None:
    s.phase = CONTRACTS
    if s.round == s.final_round and s.final_round < s.cards.rounds:
        # The extra round after the early end: no contracts are awarded.
        log.append(("no_contract_phase", {}))
        _start_events(s, log)
        return
    log.append(("phase", {"round": s.round, "phase": CONTRACTS}))
    if s.round == 1:
        count = s.n + 1
    elif s.economic_deck:
        s.economic_current = s.economic_deck.pop(0)
        count = s.cards.economic[s.economic_current].revealed[s.n]
        log.append(("economic_card", {"card": s.economic_current, "count": count}))
    else:
        count = 0
    revealed = s.contract_deck[:count]
    del s.contract_deck[:count]
    for num in revealed:
        s.display[num] = 0
    log.append(("contracts_revealed", {"contracts": revealed}))
    s.declined = set()
    s.auction = None
    _next_opener(s, log)


def _round1_restricted(s: State) -> bool:
    """Round 1: once a player holds two contracts, only those with none may open or bid."""
    return s.round == 1 and any(len(p.contracts) >= 2 for p in s.players)


def _may_take_part(s: State, seat: int) -> bool:
    return not _round1_restricted(s) or not s.players[seat].contracts


def _must_open(s: State, seat: int) -> bool:
    """Round 1: a player without a contract may not decline to open."""
    return s.round == 1 and not s.players[seat].contracts


def _next_opener(s: State, log: list) -> None:
    s.step = STEP_OPEN
    if s.display and s.round == 1:
        # Round 1: the last contract goes to the last player without one, at its minimum bid.
        without = [seat for seat in s.seat_order() if not s.players[seat].contracts]
        if len(s.display) == 1 and len(without) == 1:
            num = next(iter(s.display))
            if s.players[without[0]].money >= s.cards.contracts[num].min_bid:
                _award(s, without[0], num, s.cards.contracts[num].min_bid, log, "contract_taken")
                return _next_opener(s, log)
    if s.display:
        cheapest = min(s.cards.contracts[num].min_bid for num in s.display)
        for seat in s.seat_order():
            if seat not in s.declined and _may_take_part(s, seat) and s.players[seat].money >= cheapest:
                s.to_move = seat
                return
    _end_contracts(s, log)


def _open(s: State, seat: int, action, log: list) -> None:
    num, amount = _arg(action, 2)
    if num not in s.display:
        raise IllegalAction("not_on_display", number=num)
    contract = s.cards.contracts[num]
    if amount < contract.min_bid:
        raise IllegalAction("below_minimum_bid", contract=num, minimum=contract.min_bid)
    _check_bid_amount(s, seat, amount)
    active = [_may_take_part(s, x) for x in range(s.n)]
    s.auction = Auction(num, amount, seat, active)
    log.append(("auction_opened", {"seat": seat, "contract": num, "amount": amount}))
    s.step = STEP_BID
    _next_bidder(s, log)


def _check_bid_amount(s: State, seat: int, amount: int) -> None:
    if amount % STEP:
        raise IllegalAction("bid_step", increment=STEP)
    if amount > s.players[seat].money:
        raise IllegalAction("bid_over_cash", amount=amount, cash=s.players[seat].money)


def _decline(s: State, seat: int, action, log: list) -> None:
    if _must_open(s, seat):
        raise IllegalAction("must_open_round_1")
    s.declined.add(seat)
    log.append(("declined", {"seat": seat}))
    _next_opener(s, log)


def _bid(s: State, seat: int, action, log: list) -> None:
    amount = _arg(action, 1)
    a = s.auction
    if amount < a.high + STEP:
        raise IllegalAction("bid_too_low", high=a.high)
    _check_bid_amount(s, seat, amount)
    a.high, a.leader, a.last = amount, seat, seat
    log.append(("bid", {"seat": seat, "contract": a.contract, "amount": amount}))
    _next_bidder(s, log)


def _bid_pass(s: State, seat: int, action, log: list) -> None:
    a = s.auction
    a.active[seat] = False
    a.last = seat
    log.append(("auction_passed", {"seat": seat, "contract": a.contract}))
    _next_bidder(s, log)


def _next_bidder(s: State, log: list) -> None:
    """Clockwise from the last bidder, the next player still in the auction raises or passes;
    one who cannot raise passes automatically; the last one in wins."""
    a = s.auction
    seat = a.last
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if seat == a.leader:
            break
        if not a.active[seat]:
            continue
        if s.players[seat].money < a.high + STEP:
            a.active[seat] = False
            log.append(("auction_passed", {"seat": seat, "contract": a.contract, "forced": True}))
            continue
        s.to_move = seat
        return
    s.auction = None
    _award(s, a.leader, a.contract, a.high, log, "contract_won")
    _next_opener(s, log)


def _award(s: State, seat: int, num: int, price: int, log: list, key: str) -> None:
    bonus = s.display.pop(num)
    s.unsold.discard(num)
    _money(s, seat, -price, key, log, contract=num)
    if bonus:
        _money(s, seat, bonus, "bonus_collected", log, contract=num)
    s.players[seat].contracts[num] = 0


def _end_contracts(s: State, log: list) -> None:
    # No interest: $5,000 on the contract for next round; unsold a second time, it leaves.
    for num in list(s.display):
        if num in s.unsold:
            del s.display[num]
            s.unsold.discard(num)
            s.contracts_gone.append(num)
            log.append(("contract_removed", {"contract": num}))
        else:
            s.unsold.add(num)
            s.display[num] = s.cards.unsold_bonus
            log.append(("bonus_placed", {"contract": num, "amount": s.cards.unsold_bonus}))
    # Early end: all contracts acquired before the 5th round -> one more round, then the end.
    if (s.round <= s.cards.rounds - 2 and not s.contract_deck and not s.display
            and s.final_round == s.cards.rounds):
        s.final_round = s.round + 1
        log.append(("early_end", {"final_round": s.final_round}))
    _start_events(s, log)


# --- phase 3: events

def _start_events(s: State, log: list) -> None:
    s.phase = EVENTS
    s.auction = None
    log.append(("phase", {"round": s.round, "phase": EVENTS}))
    s.events_current = []
    s.event_queue = []
    if "selective_events" in s.variants and s.players[s.start].hand:
        s.step = STEP_CHOOSE_EVENT
        s.to_move = s.start
        return
    _draw_events(s, log)


def _events_per_round(s: State) -> int:
    return 2 if "additional_events" in s.variants else 1


def _draw_events(s: State, log: list) -> None:
    while len(s.events_current) < _events_per_round(s) and s.event_deck:
        e = s.event_deck.pop(0)
        s.event_known = min(s.event_known, len(s.event_deck))
        s.events_current.append(e)
    s.event_queue = [(e, i) for e in s.events_current for i in range(s.n)]
    for e in s.events_current:
        log.append(("event", {"event": e}))
    _run_events(s, log)


def _choose_event(s: State, seat: int, action, log: list) -> None:
    e = _arg(action, 1)
    hand = s.players[seat].hand
    if e not in hand:
        raise IllegalAction("not_in_hand")
    hand.remove(e)
    s.events_current.append(e)
    log.append(("event_chosen", {"seat": seat, "event": e}))
    _draw_events(s, log)


def _run_events(s: State, log: list) -> None:
    """Apply the round's events to each player in turn order; stop at a player's choice."""
    cards = s.cards
    while s.event_queue:
        e, i = s.event_queue[0]
        seat = (s.start + i) % s.n
        effect = cards.events[e].effect
        p = s.players[seat]
        kind = effect.kind
        if kind == "unavailable":
            hit = [w for w in p.workers if w not in p.down and effect.matches(cards.workers[w])]
            p.down.update(hit)
            if hit:
                log.append(("workers_unavailable", {"seat": seat, "event": e, "workers": hit}))
        elif kind == "dismiss_all":
            for w in [w for w in p.workers if effect.matches(cards.workers[w])]:
                _dismiss_worker(s, seat, w, e, log)
        elif kind == "dismiss_one":
            choices = _dismiss_choices(s, seat)
            if len(choices) > 1:
                s.step, s.to_move = STEP_DISMISS, seat
                return
            if choices:
                _dismiss_worker(s, seat, choices[0], e, log)
        elif kind == "requisition":
            if s.give_left is None:
                s.give_left = min(effect.count, len(_give_choices(s, seat)))
            choices = _give_choices(s, seat)
            if s.give_left and len(choices) > s.give_left:
                s.step, s.to_move = STEP_GIVE, seat
                return
            for w in choices[:s.give_left]:
                _give_worker(s, seat, w, e, log)
            s.give_left = None
        elif kind == "wage_surcharge" and i == 0:
            s.surcharges.append(effect)
            log.append(("wage_surcharge", {"event": e, "amount": effect.amount_per_worker}))
        s.event_queue.pop(0)
    for e in s.events_current:
        s.event_deck.append(e)   # executed events go under the deck
        s.event_known += 1
    _start_build(s, log)


def _current_effect(s: State):
    return s.cards.events[s.event_queue[0][0]].effect


def _dismiss_choices(s: State, seat: int) -> list:
    effect = _current_effect(s)
    return [w for w in s.players[seat].workers if effect.matches(s.cards.workers[w])]


def _give_choices(s: State, seat: int) -> list:
    effect = _current_effect(s)
    p = s.players[seat]
    return [w for w in p.workers if w not in p.down and s.cards.workers[w].type in effect.types]


def _dismiss_worker(s: State, seat: int, w: int, event: int, log: list) -> None:
    _release(s, seat, w)
    log.append(("worker_dismissed", {"seat": seat, "worker": w, "event": event,
                                     "wage_total": s.wage_total(seat)}))


def _give_worker(s: State, seat: int, w: int, event: int, log: list) -> None:
    s.players[seat].down.add(w)
    _money(s, seat, _current_effect(s).compensation, "worker_requisitioned", log, worker=w, event=event)


def _dismiss(s: State, seat: int, action, log: list) -> None:
    w = _arg(action, 1)
    if w not in _dismiss_choices(s, seat):
        raise IllegalAction("dismiss_choice")
    _dismiss_worker(s, seat, w, s.event_queue[0][0], log)
    s.event_queue.pop(0)
    _run_events(s, log)


def _give(s: State, seat: int, action, log: list) -> None:
    w = _arg(action, 1)
    if w not in _give_choices(s, seat):
        raise IllegalAction("give_choice")
    _give_worker(s, seat, w, s.event_queue[0][0], log)
    s.give_left -= 1
    _run_events(s, log)


# --- phase 4: build

def _start_build(s: State, log: list) -> None:
    s.phase = BUILD
    log.append(("phase", {"round": s.round, "phase": BUILD}))
    s.lent, s.offered, s.offer, s.plans = {}, set(), None, {}
    s.turn = 0
    if "loaning_workers" in s.variants:
        _next_lender(s, log)
    else:
        _next_planner(s, log)


def _lend(s: State, seat: int, action, log: list) -> None:
    w, to, price = _arg(action, 3)
    p = s.players[seat]
    if w not in p.workers or w in p.down or w in s.lent:
        raise IllegalAction("lend_not_idle")
    if not 0 <= to < s.n or to == seat:
        raise IllegalAction("lend_to_self")
    if (w, to) in s.offered:
        raise IllegalAction("already_offered", worker=w, to=to)
    if price < 0 or price % STEP or price > s.players[to].money:
        raise IllegalAction("lend_price", to=to, cash=s.players[to].money)
    s.offered.add((w, to))
    s.offer = (w, seat, to, price)
    s.step, s.to_move = STEP_LEND_REPLY, to
    log.append(("lend_offered", {"seat": seat, "worker": w, "to": to, "price": price}))


def _lend_reply(s: State, seat: int, action, log: list) -> None:
    w, lender, to, price = s.offer
    if action[0] == "accept" and price > s.players[to].money:   # cash spent since, on a repayment
        raise IllegalAction("accept_cash", price=price)
    s.offer = None
    if action[0] == "accept":
        s.lent[w] = to
        _money(s, to, -price, "lend_paid", log, worker=w, lender=lender)
        _money(s, lender, price, "lend_received", log, worker=w, borrower=to)
    else:
        log.append(("lend_refused", {"seat": seat, "worker": w, "lender": lender}))
    _next_lender(s, log)


def _lend_done(s: State, seat: int, action, log: list) -> None:
    s.turn += 1
    _next_lender(s, log)


def _next_lender(s: State, log: list) -> None:
    """Loaning workers: in turn order, each player with something to offer lends or ends."""
    s.step = STEP_LEND
    while s.turn < s.n:
        seat = (s.start + s.turn) % s.n
        if len(_lend_actions(s, seat)) > 1:
            s.to_move = seat
            return
        s.turn += 1
    s.turn = 0
    _next_planner(s, log)


def _next_planner(s: State, log: list) -> None:
    """Plans are made in private, one seat after another, and revealed together."""
    s.step = STEP_PLAN
    workers = s.cards.workers
    while s.turn < s.n:
        seat = (s.start + s.turn) % s.n
        avail = [(w, workers[w].level) for w in s.available_workers(seat)]
        if build.can_build_any(s.players[seat].contracts, s.cards.contracts, avail):
            s.to_move = seat
            return
        s.plans[seat] = ()
        s.turn += 1
    _erect(s, log)


def _build(s: State, seat: int, action, log: list) -> None:
    if len(action) != 2 or not isinstance(action[1], tuple):
        raise IllegalAction("not_a_plan", action=repr(action))
    check_plan(s, seat, action[1])
    # One order for equal plans, as the JSON form has: a saved game replays to the same state.
    s.plans[seat] = tuple(sorted((num, idx, tuple(sorted(crew))) for num, idx, crew in action[1]))
    log.append(("plan_submitted", {"seat": seat}))
    s.turn += 1
    _next_planner(s, log)


def check_plan(s: State, seat: int, plan) -> dict:
    """Validate a plan for this seat now; returns the new built masks. Raises IllegalAction."""
    workers = s.cards.workers
    available = {w: workers[w].level for w in s.available_workers(seat)}
    return build.check_plan(plan, s.players[seat].contracts, s.cards.contracts, available)


def _erect(s: State, log: list) -> None:
    for seat in s.seat_order():
        plan = s.plans[seat]       # checked when submitted; nothing has changed since
        contracts = s.players[seat].contracts
        for num, idx, _crew in plan:
            contracts[num] |= 1 << idx
        log.append(("plan_revealed", {"seat": seat, "plan": plan}))
    for p in s.players:
        p.down.clear()   # unavailable workers turn face up after the Build phase
    s.lent, s.offered, s.plans = {}, set(), {}
    _start_income(s, log)


# --- phase 5: income and wages

def _start_income(s: State, log: list) -> None:
    s.phase = INCOME
    log.append(("phase", {"round": s.round, "phase": INCOME}))
    for seat in s.seat_order():
        p = s.players[seat]
        for num, mask in list(p.contracts.items()):
            contract = s.cards.contracts[num]
            if mask == contract.full_mask:
                del p.contracts[num]
                s.city.append((num, seat))
                _money(s, seat, contract.price, "contract_completed", log, contract=num)
    s.turn = 0
    _next_payer(s, log)


def _next_payer(s: State, log: list) -> None:
    while s.turn < s.n:
        seat = (s.start + s.turn) % s.n
        due = s.wages_due(seat)
        if s.players[seat].money < due:
            s.step, s.to_move = STEP_LOAN, seat
            return
        _money(s, seat, -due, "wages_paid", log)
        s.turn += 1
    s.surcharges = []
    _end_round(s, log)


def _loan(s: State, seat: int, action, log: list) -> None:
    k = _arg(action, 1)
    if k not in (0, 1):
        raise IllegalAction("loan_kind")
    s.players[seat].loans[k] += 1
    _money(s, seat, s.cards.loans[k].receive, "loan_taken", log, loan=k)
    _next_payer(s, log)


def _repay(s: State, seat: int, action, log: list) -> None:
    k = _arg(action, 1)
    p = s.players[seat]
    if k not in (0, 1) or not p.loans[k]:
        raise IllegalAction("no_such_loan")
    value = s.repay_value(k)
    if p.money < value:
        raise IllegalAction("repay_cash", loan=k, value=value)
    p.loans[k] -= 1
    _money(s, seat, -value, "loan_repaid", log, loan=k)


def _end_round(s: State, log: list) -> None:
    if s.round >= s.final_round:
        s.step, s.to_move = STEP_OVER, None
        log.append(("game_over", {"scores": [s.final_money(i)["total"] for i in range(s.n)]}))
        return
    s.round += 1
    s.start = (s.start + 1) % s.n     # the mallet passes to the left
    start_round(s, log)


def start_round(s: State, log: list) -> None:
    s.phase = HIRE
    s.step = STEP_HIRE
    s.turn = 0
    s.economic_current = None
    s.events_current = []      # last round's events lie under the deck now
    log.append(("round", {"round": s.round, "start": s.start}))
    log.append(("phase", {"round": s.round, "phase": HIRE}))
    _next_hirer(s, log)


_HANDLERS = {
    (STEP_HIRE, "hire"): _hire,
    (STEP_HIRE, "hire_chosen"): _hire_chosen,
    (STEP_HIRE, "fire"): _fire,
    (STEP_HIRE, "pass"): _hire_pass,
    (STEP_OPEN, "open"): _open,
    (STEP_OPEN, "pass"): _decline,
    (STEP_BID, "bid"): _bid,
    (STEP_BID, "pass"): _bid_pass,
    (STEP_CHOOSE_EVENT, "choose_event"): _choose_event,
    (STEP_DISMISS, "dismiss"): _dismiss,
    (STEP_GIVE, "give"): _give,
    (STEP_LEND, "lend"): _lend,
    (STEP_LEND, "pass"): _lend_done,
    (STEP_LEND_REPLY, "accept"): _lend_reply,
    (STEP_LEND_REPLY, "refuse"): _lend_reply,
    (STEP_PLAN, "build"): _build,
    (STEP_LOAN, "loan"): _loan,
}
