"""Scripted games for the referee tests: stacked decks, a chosen start player, and a
plain policy to play through the phases a test is not about.

Deck orders name only the top cards that matter; the rest of each deck follows in
card-file order, so every situation is exactly known.
"""
from __future__ import annotations

from mbqt.games.master_builder import MasterBuilder, Setup
from mbqt.games.master_builder import rules as engine
from mbqt.games.master_builder.state import (
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

RULES = MasterBuilder()
CARDS = RULES.cards
TYPE = {t.id: t.index for t in CARDS.worker_types}      # "apprentice" -> deck index
PASS = ("pass",)


def make_setup(n=3, seed=0, **kw) -> Setup:
    """A setup of n seats named P0, P1, ..."""
    return Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed, **kw)


def said(err, names=("P0", "P1", "P2", "P3")) -> str:
    """A refusal (IllegalAction) as the game says it in English, seats P0, P1..."""
    return RULES.explain(err, list(names), "en")


def worker(worker_id: str) -> int:
    return CARDS.worker_by_id(worker_id).index


def event(event_id: str) -> int:
    return CARDS.event_by_id(event_id).index


def plan_of(*items) -> tuple:
    """An engine build plan from (contract, section id, worker ids...) items."""
    def index(num, section_id):
        return next(s.index for s in CARDS.contracts[num].sections if s.id == section_id)
    return tuple(sorted((num, index(num, sid), tuple(sorted(worker(w) for w in ws))) for num, sid, *ws in items))


def _complete(prefix, all_ids) -> list:
    prefix = list(prefix)
    return prefix + [i for i in all_ids if i not in prefix]


def stacked_setup(n=2, *, start=0, workers=None, contracts=(), events=(), economic=(),
                  variants=(), seed=0) -> Setup:
    """A setup whose decks start with the given cards (top first)."""
    workers = workers or {}
    return Setup(
        players=[{"name": f"P{i}"} for i in range(n)], seed=seed, start_player=start,
        variants={v: True for v in variants},
        decks={
            "workers": {t.id: _complete(workers.get(t.id, ()),
                                        [w.id for w in CARDS.workers if w.type == t.index])
                        for t in CARDS.worker_types},
            "contracts": _complete(contracts, list(CARDS.contracts)),
            "events": _complete(events, [e.id for e in CARDS.events]),
            "economic": _complete(economic, [e.id for e in CARDS.economic]),
        })


def calm_action(s):
    """Play without ambition: hire the first visible card in round 1, otherwise pass or
    decline; open the first displayed contract at its minimum bid when a player must;
    make the first event choice; build nothing; take small loans."""
    step = s.step
    acts = engine.legal_actions(s)
    if step == STEP_HIRE:
        return PASS if PASS in acts else acts[0]
    if step == STEP_OPEN:
        return PASS if PASS in acts else acts[0]
    if step in (STEP_BID, STEP_LEND):
        return PASS
    if step in (STEP_CHOOSE_EVENT, STEP_DISMISS, STEP_GIVE):
        return acts[0]
    if step == STEP_LEND_REPLY:
        return ("refuse",)
    if step == STEP_PLAN:
        return ("build", ())
    if step == STEP_LOAN:
        return ("loan", 0)
    raise AssertionError(f"no calm action for step {step!r}")


def hired(n: int, picks: dict, **setup) -> "Table":
    """A table after round-1 hiring in which seat k hired exactly picks[k] (five worker ids):
    the worker decks are stacked in the order the seats take their cards."""
    start = setup.get("start", 0)
    order: dict = {}
    for k in range(5 * n):
        card = CARDS.worker_by_id(picks[(start + k) % n][k // n])
        order.setdefault(CARDS.worker_types[card.type].id, []).append(card.id)
    t = Table(n, workers=order, **setup)
    t.hire_round1({seat: [CARDS.worker_types[CARDS.worker_by_id(i).type].id for i in ids]
                   for seat, ids in picks.items()})
    assert [[CARDS.workers[w].id for w in p.workers] for p in t.state.players] == [picks[i] for i in range(n)]
    return t


def varied_action(rng, actions):
    """A random legal action, the kind first (so passing or repaying is as likely as one of
    forty bid amounts), then one action of that kind."""
    kinds: dict = {}
    for a in actions:
        kinds.setdefault(a[0], []).append(a)
    return rng.choice(kinds[rng.choice(list(kinds))])


class Table:
    """One scripted game: the state, every log entry so far, and helpers to act."""

    def __init__(self, n=2, rules=RULES, **setup):
        self.rules = rules
        self.setup = stacked_setup(n, **setup)
        self.log: list = []
        self.actions: list = []
        self.state = rules.new_game(self.setup, self.log)

    @property
    def s(self):
        return self.state

    def do(self, *actions) -> list:
        """Apply the actions in order; return the log entries they produced."""
        out = []
        for a in actions:
            entries = self.rules.apply(self.state, a)
            self.actions.append(a)
            out.extend(entries)
        self.log.extend(out)
        return out

    def by(self, seat: int, action) -> list:
        """Apply an action, first checking that it is this seat's decision."""
        assert self.state.to_move == seat, f"seat {self.state.to_move} is to move, not {seat}"
        return self.do(action)

    def hire_round1(self, picks: dict) -> None:
        """Round 1 hiring: picks maps seat -> five worker type ids, taken in turn order."""
        left = {seat: list(types) for seat, types in picks.items()}
        while self.state.step == STEP_HIRE and self.state.round == 1:
            seat = self.state.to_move
            self.do(("hire", TYPE[left[seat].pop(0)]))

    def calm_until(self, done) -> None:
        """Play calm actions until done(state) is true (checked before each action)."""
        for _ in range(5000):
            if done(self.state):
                return
            assert self.state.to_move is not None, "the game ended first"
            self.do(calm_action(self.state))
        raise AssertionError("calm play did not reach the expected situation")

    def until(self, step=None, *, round=None, seat=None) -> None:
        """Play calmly to the next decision of this step (and round, and seat)."""
        self.calm_until(lambda s: (step is None or s.step == step) and (round is None or s.round == round)
                        and (seat is None or s.to_move == seat))

    def to_end(self) -> None:
        self.calm_until(lambda s: s.to_move is None)

    def past_contracts(self) -> None:
        """Play calmly to the first decision after this round's contract phase."""
        r = self.state.round
        self.calm_until(lambda s: s.phase > 2 or s.round > r)

    def ids(self, seat: int) -> list:
        """The ids of a seat's workers, in hiring order."""
        return [CARDS.workers[w].id for w in self.state.players[seat].workers]

    def entries(self, key: str) -> list:
        return [args for k, args in self.log if k == key]

    def view(self, seat=None) -> dict:
        return self.rules.view(self.state, seat)

    def player(self, seat: int):
        return self.state.players[seat]

    def money(self) -> list:
        return [p.money for p in self.state.players]
