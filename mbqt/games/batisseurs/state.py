"""The game state: plain mutable data with slots, copied by hand for cheap clones.

Cards are indices into the shared CardSet: buildings by building index, and what a player
sends to work by unit (cards.py). The two face-down decks are here in full, top card
first; view.py hides their order.
"""
from __future__ import annotations

# The rules' figures (manual, "MISE EN PLACE", "TOUR DE JEU", "FIN DE PARTIE").
ROW_SIZE = 5             # buildings and workers on display
START_MONEY = 10         # écus each
FREE_ACTIONS = 3         # per turn
EXTRA_ACTION_COST = 5    # écus per paid action
TAKE_ECUS = {1: 1, 2: 3, 3: 6}   # actions spent -> écus taken
END_POINTS = 17          # at the end of a turn: the last round starts
ECUS_PER_POINT = 10      # final score: 1 point per full 10 écus


def add(a: tuple, b: tuple) -> tuple:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


class PlayerState:
    __slots__ = ("name", "money", "team", "sites", "built", "machines")

    def __init__(self, name: str, money: int):
        self.name = name
        self.money = money
        self.team: list[int] = []              # units free to be sent to work
        self.sites: dict[int, list[int]] = {}  # building under construction -> units on it, in order
        self.built: list[int] = []             # finished buildings (machines included), in order
        self.machines: list[int] = []          # finished machines (their units are in team or on sites)

    def clone(self) -> "PlayerState":
        p = PlayerState.__new__(PlayerState)
        p.name = self.name
        p.money = self.money
        p.team = self.team[:]
        p.sites = {b: units[:] for b, units in self.sites.items()}
        p.built = self.built[:]
        p.machines = self.machines[:]
        return p


class State:
    __slots__ = ("cards", "seed", "players", "start", "round", "to_move", "actions", "sent",
                 "building_deck", "worker_deck", "building_row", "worker_row", "last_round", "over", "end")

    @property
    def n(self) -> int:
        return len(self.players)

    def clone(self, seat: int | None = None) -> "State":
        """A copy. With `seat`, only that player's state is copied and the others' are
        shared: for a copy that only the seat's own actions will change (a planner's)."""
        s = State.__new__(State)
        s.cards = self.cards
        s.seed = self.seed
        s.players = [p.clone() for p in self.players] if seat is None else \
            [p.clone() if i == seat else p for i, p in enumerate(self.players)]
        s.start = self.start
        s.round = self.round
        s.to_move = self.to_move
        s.actions = self.actions
        s.sent = dict(self.sent)
        s.building_deck = self.building_deck[:]
        s.worker_deck = self.worker_deck[:]
        s.building_row = self.building_row[:]
        s.worker_row = self.worker_row[:]
        s.last_round = self.last_round
        s.over = self.over
        s.end = self.end
        return s

    # --- derived figures used by the rules, the views and the AI ---

    def points(self, seat: int) -> int:
        """Victory points of the finished buildings and machines (not the écus)."""
        buildings = self.cards.buildings
        return sum(buildings[b].points for b in self.players[seat].built)

    def score(self, seat: int) -> dict:
        """The final score broken down: card points + 1 per full 10 écus."""
        cards = self.points(seat)
        money = self.players[seat].money
        return {"buildings": cards, "ecus": money // ECUS_PER_POINT, "total": cards + money // ECUS_PER_POINT,
                "money": money}

    def produced(self, seat: int, building: int) -> tuple:
        """Resources the units on one of the seat's sites produce together."""
        prod = self.cards.unit_prod
        total = (0, 0, 0, 0)
        for u in self.players[seat].sites[building]:
            total = add(total, prod[u])
        return total

    def send_actions(self, building: int) -> int:
        """Actions the next unit sent to this site costs this turn: 1, then 2, 3..."""
        return self.sent.get(building, 0) + 1
