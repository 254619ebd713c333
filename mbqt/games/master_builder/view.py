"""What a seat can see, as documented JSON, and sampling of what it cannot (for search AIs).

A seat sees everything on the table: money, workers (face up or down), contracts and
their built sections, loans, the display, the top card of each worker deck, the event
and economic cards turned, the city. It does not see the order of face-down decks, the
contracts removed unseen, the unused economic cards, other players' event hands, or
other players' build plans before the reveal. Cards put under a deck in view of all
(fired workers, executed events) keep their known order at the bottom.
"""
from __future__ import annotations

import random

from mbqt.games.master_builder.rules import ROUND1_WORKERS, plans_for
from mbqt.games.master_builder.state import (
    PHASE_IDS,
    STEP_HIRE,
    STEP_OVER,
    STEP_PLAN,
    State,
)


def _worker_json(s: State, w: int, down: bool) -> dict:
    card = s.cards.workers[w]
    return {"id": card.id, "type": s.cards.worker_types[card.type].id, "wage": card.wage,
            "quirks": sorted(card.quirks), "face_up": not down}


def _contract_json(s: State, num: int, mask: int) -> dict:
    c = s.cards.contracts[num]
    return {"number": num, "name": c.name["en"], "price": c.price,
            "built": [sec.id for sec in c.sections if mask >> sec.index & 1],
            "missing": [sec.id for sec in c.sections if not mask >> sec.index & 1]}


def _decision(s: State) -> dict:
    """Whose decision and of what kind; in the Hire phase, which of the seat's turns it is:
    round 1 the k-th of 5 workers taken, later rounds the k-th of 3 opportunities."""
    out = {"seat": s.to_move, "step": s.step}
    if s.step == STEP_HIRE:
        if s.round == 1:
            out.update(hire_turn=len(s.players[s.to_move].workers) + 1, hire_turns=ROUND1_WORKERS)
        else:
            out.update(hire_turn=s.turn // s.n + 1, hire_turns=3)
    return out


def state_json(s: State, seat: int | None = None) -> dict:
    """The documented JSON of a state: everything when seat is None (a replay's result),
    else what that seat can know."""
    cards = s.cards
    loans = ("small", "large")
    players = []
    for i, p in enumerate(s.players):
        entry = {
            "seat": i, "name": p.name, "money": p.money, "wage_total": s.wage_total(i),
            "workers": [_worker_json(s, w, w in p.down) for w in p.workers],
            "contracts": [_contract_json(s, num, mask) for num, mask in p.contracts.items()],
            "loans": {loans[k]: p.loans[k] for k in (0, 1)},
            "lent_out": {cards.workers[w].id: to for w, to in s.lent.items() if w in p.workers},
        }
        if "selective_events" in s.variants:
            entry["event_hand"] = ([cards.events[e].id for e in p.hand] if seat in (None, i)
                                   else len(p.hand))
        if s.step == STEP_PLAN:
            entry["plan_submitted"] = i in s.plans
            if i in s.plans and seat in (None, i):
                entry["plan"] = [{"contract": num, "section": cards.contracts[num].sections[idx].id,
                                  "workers": [cards.workers[w].id for w in crew]}
                                 for num, idx, crew in s.plans[i]]
        players.append(entry)
    out = {
        "game": "master-builder",
        "round": s.round,
        "final_round": s.final_round,
        "phase": PHASE_IDS[s.phase],
        "start_player": s.start,
        "decision": None if s.step == STEP_OVER else _decision(s),
        "variants": sorted(s.variants),
        "players": players,
        "display": [{"number": num, "min_bid": cards.contracts[num].min_bid, "bonus": bonus}
                    for num, bonus in s.display.items()],
        "auction": None if s.auction is None else {
            "contract": s.auction.contract, "high_bid": s.auction.high, "leader": s.auction.leader,
            "in": [i for i, a in enumerate(s.auction.active) if a]},
        "worker_decks": {cards.worker_types[t].id: {
            "top": cards.workers[d[0]].id if d else None, "count": len(d)}
            for t, d in enumerate(s.worker_decks)},
        "contract_deck": len(s.contract_deck),
        "economic_card": None if s.economic_current is None else cards.economic[s.economic_current].id,
        "economic_deck": len(s.economic_deck),
        "events": [cards.events[e].id for e in s.events_current],
        "event_deck": len(s.event_deck),
        "lend_offer": None if s.offer is None else {
            "worker": cards.workers[s.offer[0]].id, "from": s.offer[1], "to": s.offer[2], "price": s.offer[3]},
        "city": [{"contract": num, "builder": owner} for num, owner in s.city],
    }
    if seat is None:
        out["decks"] = {
            "workers": {cards.worker_types[t].id: [cards.workers[w].id for w in d]
                        for t, d in enumerate(s.worker_decks)},
            "contracts": list(s.contract_deck),
            "events": [cards.events[e].id for e in s.event_deck],
            "economic": [cards.economic[e].id for e in s.economic_deck],
        }
    if s.step == STEP_OVER:
        out["scores"] = [{"seat": i, **s.final_money(i)} for i in range(s.n)]
        best = max(sc["total"] for sc in out["scores"])
        out["winners"] = [sc["seat"] for sc in out["scores"] if sc["total"] == best]
    return out


def _redeal(arrange, *parts: list) -> None:
    """Pool the cards of several hidden places, `arrange` the pool in place (shuffle or
    sort), and deal it back, each place keeping its size."""
    pool = [c for part in parts for c in part]
    arrange(pool)
    k = 0
    for part in parts:
        part[:] = pool[k:k + len(part)]
        k += len(part)


def _redeal_hidden(t: State, seat: int, arrange) -> None:
    """Redeal every place the seat cannot see into: the middle of each worker deck (its top
    card is face up, cards put under it in view of all stay known), the contract deck with
    the contracts removed unseen, the economic cards, and the unknown event cards with the
    other players' event hands."""
    for deck, known in zip(t.worker_decks, t.worker_known):
        middle = deck[1:len(deck) - known]
        _redeal(arrange, middle)
        deck[1:len(deck) - known] = middle
    _redeal(arrange, t.contract_deck, t.contracts_out)
    _redeal(arrange, t.economic_deck, t.economic_unused)
    unknown_events = t.event_deck[:len(t.event_deck) - t.event_known]
    _redeal(arrange, unknown_events, *[p.hand for i, p in enumerate(t.players) if i != seat])
    t.event_deck[:len(t.event_deck) - t.event_known] = unknown_events


def sample(s: State, seat: int, rng: random.Random, plan_guess=None) -> State:
    """A full state the seat cannot tell apart from the real one: the hidden cards dealt
    again at random and other players' secret build plans replaced by guesses
    (`plan_guess(state, seat) -> plan`, a random legal plan by default)."""
    t = s.clone()
    _redeal_hidden(t, seat, rng.shuffle)
    if t.step == STEP_PLAN:
        for other in list(t.plans):
            if other != seat:
                t.plans[other] = (plan_guess or _random_plan(rng))(t, other)
    return t


def forget(s: State, seat: int) -> State:
    """A copy of the state with what the seat cannot know put in a fixed (sorted) order, so
    nothing computed from it can depend on the hidden cards. Other players' secret plans
    are left for `sample` to replace."""
    t = s.clone()
    _redeal_hidden(t, seat, list.sort)
    return t


def _random_plan(rng: random.Random):
    return lambda state, seat: rng.choice(plans_for(state, seat))


# What an action turned face up, for the undo policy (a player may take back their own
# actions, never past one that showed a card nobody knew). Keyed by the log entry.
_REVEALING = {"contracts_revealed": "contracts", "economic_card": "economic", "event": "event",
              "event_chosen": "event_hand", "plan_revealed": "plans", "hired_chosen": "deck_seen"}


def revealed(s: State, entries: list) -> str | None:
    """What hidden information the action that produced `entries` revealed (a word for it:
    "worker", "contracts", "economic", "event", "event_hand", "plans", "deck_seen"), or None.
    `s` is the state after the action."""
    for key, args in entries:
        if key in _REVEALING and (key != "contracts_revealed" or args["contracts"]):
            return _REVEALING[key]
        if key == "hired":
            # The card under the one taken turns face up, unless everyone saw it go under.
            t = s.cards.workers[args["worker"]].type
            if len(s.worker_decks[t]) > s.worker_known[t]:
                return "worker"
    return None
