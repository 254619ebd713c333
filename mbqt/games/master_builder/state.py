"""The game state: plain mutable data with slots, copied by hand for cheap clones.

Cards are referred to by index (workers, events, economic cards) or number (contracts)
into the shared, immutable CardSet. What a seat may not know (deck orders, others' plans
while planning, others' event hands) is here in full; view.py hides it.
"""
from __future__ import annotations

# Phases of a round (the trowel on the phase track).
HIRE, CONTRACTS, EVENTS, BUILD, INCOME = 1, 2, 3, 4, 5
PHASE_IDS = {HIRE: "hire", CONTRACTS: "contracts", EVENTS: "events", BUILD: "build", INCOME: "income"}

# Kinds of pending decision.
STEP_HIRE = "hire"                  # hire / fire / pass (round 1: take a worker)
STEP_OPEN = "open"                  # open an auction or decline
STEP_BID = "bid"                    # raise or pass in an auction
STEP_CHOOSE_EVENT = "choose_event"  # Selective events: the start player picks a card
STEP_DISMISS = "dismiss"            # an event: dismiss one matching worker
STEP_GIVE = "give"                  # an event: give a worker to the count
STEP_LEND = "lend"                  # Loaning workers: offer an idle worker, or done
STEP_LEND_REPLY = "lend_reply"      # Loaning workers: accept or refuse an offer
STEP_PLAN = "plan"                  # submit a build plan
STEP_LOAN = "loan"                  # wages due and not enough cash: take a loan
STEP_OVER = "over"

VARIANTS = ("choosing_workers", "selective_events", "loaning_workers", "additional_events")


def unfinished_value(contract, mask: int, penalty: int) -> int:
    """What an unfinished contract counts for in the final money: its price less the
    penalty for each missing section, never below 0."""
    missing = len(contract.sections) - bin(mask).count("1")
    return max(0, contract.price - penalty * missing)


class PlayerState:
    __slots__ = ("name", "money", "workers", "down", "contracts", "loans", "hand")

    def __init__(self, name: str, money: int):
        self.name = name
        self.money = money
        self.workers: list[int] = []          # employed workers, in hiring order
        self.down: set[int] = set()           # face down: unavailable for this Build phase
        self.contracts: dict[int, int] = {}   # contract number -> built sections mask
        self.loans = [0, 0]                   # IOUs held: small, large
        self.hand: list[int] = []             # Selective events: event cards in hand

    def clone(self) -> "PlayerState":
        p = PlayerState.__new__(PlayerState)
        p.name = self.name
        p.money = self.money
        p.workers = self.workers[:]
        p.down = set(self.down)
        p.contracts = dict(self.contracts)
        p.loans = self.loans[:]
        p.hand = self.hand[:]
        return p


class Auction:
    __slots__ = ("contract", "high", "leader", "active", "last")

    def __init__(self, contract: int, high: int, leader: int, active: list):
        self.contract = contract
        self.high = high
        self.leader = leader
        self.active = active      # per seat: still in this auction
        self.last = leader        # who acted last (bidding goes on clockwise from there)

    def clone(self) -> "Auction":
        a = Auction(self.contract, self.high, self.leader, self.active[:])
        a.last = self.last
        return a


class State:
    __slots__ = (
        "cards", "seed", "variants", "players", "round", "phase", "start", "final_round",
        "step", "to_move", "turn",
        "worker_decks", "worker_known", "contract_deck", "contracts_out", "contracts_gone",
        "display", "unsold", "economic_deck", "economic_unused", "economic_current",
        "event_deck", "event_known", "events_current", "event_queue", "give_left",
        "surcharges", "declined", "auction", "lent", "offered", "offer", "plans", "city",
    )

    @property
    def n(self) -> int:
        return len(self.players)

    def seat_order(self):
        """Seats in turn order from the start player (mallet)."""
        n = len(self.players)
        return [(self.start + i) % n for i in range(n)]

    def clone(self) -> "State":
        s = State.__new__(State)
        s.cards = self.cards
        s.seed = self.seed
        s.variants = self.variants
        s.players = [p.clone() for p in self.players]
        s.round = self.round
        s.phase = self.phase
        s.start = self.start
        s.final_round = self.final_round
        s.step = self.step
        s.to_move = self.to_move
        s.turn = self.turn
        s.worker_decks = [d[:] for d in self.worker_decks]
        s.worker_known = self.worker_known[:]
        s.contract_deck = self.contract_deck[:]
        s.contracts_out = self.contracts_out[:]
        s.contracts_gone = self.contracts_gone[:]
        s.display = dict(self.display)
        s.unsold = set(self.unsold)
        s.economic_deck = self.economic_deck[:]
        s.economic_unused = self.economic_unused[:]
        s.economic_current = self.economic_current
        s.event_deck = self.event_deck[:]
        s.event_known = self.event_known
        s.events_current = self.events_current[:]
        s.event_queue = self.event_queue[:]
        s.give_left = self.give_left
        s.surcharges = self.surcharges[:]
        s.declined = set(self.declined)
        s.auction = self.auction.clone() if self.auction else None
        s.lent = dict(self.lent)
        s.offered = set(self.offered)
        s.offer = self.offer
        s.plans = dict(self.plans)
        s.city = self.city[:]
        return s

    # --- derived figures used by the rules, the views and the AI ---

    def wage_total(self, seat: int) -> int:
        workers = self.cards.workers
        return sum(workers[w].wage for w in self.players[seat].workers)

    def wages_due(self, seat: int) -> int:
        """The wage total plus this round's event surcharges."""
        workers = self.cards.workers
        extra = sum(e.amount_per_worker for e in self.surcharges
                    for w in self.players[seat].workers if e.matches(workers[w]))
        return self.wage_total(seat) + extra

    def repay_value(self, loan: int) -> int:
        """Early value while the contract deck still has cards, late value once it is empty."""
        spec = self.cards.loans[loan]
        return spec.repay_early if self.contract_deck else spec.repay_late

    def available_workers(self, seat: int) -> list:
        """Workers this seat can put on sections this Build phase: its own face-up workers
        not lent out, plus those borrowed (Loaning workers)."""
        p = self.players[seat]
        own = [w for w in p.workers if w not in p.down and w not in self.lent]
        return own + [w for w, to in self.lent.items() if to == seat]

    def final_money(self, seat: int) -> dict:
        """Final money broken down: cash + unfinished buildings - loans (end of the game)."""
        p = self.players[seat]
        cards = self.cards
        unfinished = sum(unfinished_value(cards.contracts[num], mask, cards.section_penalty)
                         for num, mask in p.contracts.items())
        loans = sum(count * self.repay_value(k) for k, count in enumerate(p.loans))
        return {"cash": p.money, "unfinished": unfinished, "loans": loans,
                "total": p.money + unfinished - loans}
