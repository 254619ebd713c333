"""The Monopoly Builder gauntlet bots' shared model and decision layer (standard library only).

Written from rules/monopoly-builder/rules.fr.txt and the board file (board.json: the deeds,
the reference cards, the island): it never imports mbqt and reads only the protocol's view
(docs/monopoly-builder.md "The view"). Everything is in millions (M): a point of the final
score is worth POINT M, a chip what it builds.

- Chips are worth what the seat's building plan (its Style) needs of them: a chip the next
  two floors name is worth more than one of a colour it holds plenty of.
- A deed is worth the chips its dice number brings to its owner until the end (every roll of
  every player gathers), the rent rivals pay, and its share of a Monopoly's points.
- The turn: a search of the seat's own builds, bank trades (4 for 1) and Free Parking swaps
  (2 for 1), up to three steps ahead, scored by the points on the island (as the Style
  weighs them) plus the chips left; the first step of the best line is played.
- The Penthouse is placed only when it wins: the view's points if the game ended now, +6.
"""
from __future__ import annotations

import itertools
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import botio  # noqa: E402

COLOURS = ("red", "purple", "green", "yellow")
HEIGHT_POINTS = (0, 1, 3, 6, 10, 16)
POINT = 100                      # M per point of the final score
ROLLS_PER_TURN = 7 / 6           # a double gives another roll
STOPS_PER_TURN = 0.035           # a rival stops on a given space about 3.5 times in 100 turns
FLOORS = ("floor_1", "floor_2", "floor_3", "floor_4", "penthouse")


def ways(total: int) -> int:
    """How many of the 36 rolls of two dice make `total`."""
    return max(0, 6 - abs(total - 7))


class Board:
    """The board file's facts a bot needs."""

    def __init__(self, data: dict):
        self.deeds = {p["id"]: p for p in data["properties"]}
        self.groups = {g["id"]: (tuple(g["properties"]), g["monopoly_points"]) for g in data["groups"]}
        self.cost = {card["colour"]: [dict(card[f]) for f in FLOORS] for card in data["reference_cards"]}
        cells = {f["id"]: (f["row"], f["col"]) for f in data["island"]["foundations"]}
        self.neighbours = {c: [d for d, (r2, c2) in cells.items() if abs(r - r2) + abs(col - c2) == 1]
                           for c, (r, col) in cells.items()}
        self.bank_give = data["economy"]["bank_trade"]["give"]


class Style:
    """What a bot plays for; subclasses change the numbers and the island's worth."""
    reserve = 60                 # cash kept back when buying and bidding
    buy_factor = 1.0             # buys when its worth x this covers the price
    bid_factor = 0.9             # bids up to its worth x this
    deed_offers = False          # offers money for the deed that completes a Monopoly
    tall = 1.0                   # weight of building heights
    district = 1.0               # weight of the largest group of adjacent buildings (Community Builder)
    new_building = 0.0           # points for each new building (more places to grow)
    max_open = 2                 # buildings below four floors at a time: blocks are 12, a tall
                                 # building scores far more a block (10 for 4) than short ones

    def island_points(self, heights: dict, own: set, board: Board) -> float:
        """The seat's island as this style counts it: heights, then the district."""
        tall = sum(HEIGHT_POINTS[heights[c]] for c in own)
        return self.tall * tall + self.district * 0.8 * largest_district(own, board) + self.new_building * len(own)


def largest_district(own: set, board: Board) -> int:
    best, seen = 0, set()
    for start in own:
        if start in seen:
            continue
        stack, size = [start], 0
        seen.add(start)
        while stack:
            cell = stack.pop()
            size += 1
            for n in board.neighbours[cell]:
                if n in own and n not in seen:
                    seen.add(n)
                    stack.append(n)
        best = max(best, size)
    return best


class Position:
    """One seat's side of the view, as the turn search changes it."""

    def __init__(self, view: dict, seat: int):
        me = view["players"][seat]
        self.colour = me["colour"]
        self.chips = dict(me["chips"])
        self.supply = dict(view["supply"])     # the bank's chips: it cannot give what it lacks
        self.blocks = me["blocks"]
        self.heights = {i["cell"]: i["height"] for i in view["island"]}
        self.owner = {i["cell"]: i["owner"] for i in view["island"]}
        self.seat = seat

    def own(self) -> set:
        return {c for c, o in self.owner.items() if o == self.seat}


class MonoBot:
    def __init__(self, script: str, style: Style):
        self.style = style
        self.board = Board(botio.load_cards(script, "resources/monopoly_builder/board.json"))
        self.offered = set()

    def hello(self, message: dict) -> None:
        if isinstance(message.get("cards"), dict) and "properties" in message["cards"]:
            self.board = Board(message["cards"])

    # --- worths

    def rounds_left(self, view: dict) -> float:
        """The game ends with the Penthouse (or when nobody can build it): about one floor a
        round per player, so the blocks left of the most advanced builder say how long."""
        active = [p for p in view["players"] if not p["bankrupt"]]
        return max(2.0, min(p["blocks"] for p in active) * 0.9)

    def need(self, pos: Position) -> dict:
        """The chips of each colour the next two floors of the plan name."""
        need = dict.fromkeys(COLOURS, 0)
        target = self.target(pos)
        height = pos.heights.get(target, 0) if target else 0
        for floor in range(height, min(height + 2, 4)):
            for colour, n in self.board.cost[pos.colour][floor].items():
                if colour != "any":
                    need[colour] += n
        return need

    def target(self, pos: Position):
        """The building the style raises next: the tallest own one below four floors."""
        own = [(pos.heights[c], c) for c in pos.own() if pos.heights[c] < 4]
        return max(own)[1] if own else None

    def chip_worth(self, pos: Position, colour: str, need: dict | None = None) -> float:
        need = self.need(pos) if need is None else need
        short = need[colour] - pos.chips[colour]
        return 45 + (35 if short > 0 else 0) - 4 * max(0, pos.chips[colour] - 2)

    def deed_worth(self, view: dict, seat: int, deed_id: str) -> float:
        deed = self.board.deeds[deed_id]
        players = sum(1 for p in view["players"] if not p["bankrupt"])
        left = self.rounds_left(view)
        chips = 2 * ways(deed["dice_number"]) / 36 * ROLLS_PER_TURN * players * left
        rent = STOPS_PER_TURN * deed["rent"] * (players - 1) * left
        owners = {d["id"]: d["owner"] for d in view["deeds"]}
        deeds, points = self.board.groups[deed["group"]]
        others = [owners[d] for d in deeds if d != deed_id]
        if all(o == seat for o in others):
            rent += STOPS_PER_TURN * deed["rent"] * (players - 1) * left * len(deeds)
            set_share = 1.0
        elif all(o in (None, seat) for o in others):
            set_share = 0.35
        else:
            set_share = 0.1
        return 0.6 * chips * 45 + rent + set_share * points * POINT

    def bundle_worth(self, view: dict, seat: int, bundle: dict, pos: Position) -> float:
        need = self.need(pos)
        worth = bundle.get("money", 0)
        worth += sum(n * self.chip_worth(pos, c, need) for c, n in (bundle.get("chips") or {}).items())
        worth += sum(self.deed_worth(view, seat, d) for d in bundle.get("deeds") or [])
        return worth + 30 * len(bundle.get("cards") or [])

    # --- the turn search

    def pay(self, pos: Position, floor: int, chips: dict | None = None):
        """The payment of `floor` (0-based) keeping the chips the plan needs; None if short."""
        chips = dict(pos.chips if chips is None else chips)
        cost = self.board.cost[pos.colour][floor]
        pay = {}
        for colour, n in cost.items():
            if colour == "any":
                continue
            if chips[colour] < n:
                return None
            chips[colour] -= n
            pay[colour] = pay.get(colour, 0) + n
        need = self.need(pos)
        for _ in range(cost.get("any", 0)):
            spare = [c for c in COLOURS if chips[c] > 0]
            if not spare:
                return None
            colour = max(spare, key=lambda c: (chips[c] - need[c], c))
            chips[colour] -= 1
            pay[colour] = pay.get(colour, 0) + 1
        return pay

    def moves(self, view: dict, pos: Position, parking: bool, can_build: bool) -> list:
        """The seat's own candidate steps of a turn: builds, bank trades, a Free Parking swap."""
        out = []
        own = pos.own()
        empty = [c for c, o in pos.owner.items() if o is None]
        if can_build:
            for cell in own:
                h = pos.heights[cell]
                if h < 4 and pos.blocks > 0 or h == 4 and self.penthouse_wins(view, pos.seat):
                    pay = self.pay(pos, h)
                    if pay:
                        out.append({"type": "build", "cell": cell, "pay": pay})
            opened = sum(1 for c in own if pos.heights[c] < 4)
            if pos.blocks > 0 and empty and opened < self.style.max_open:
                pay = self.pay(pos, 0)
                if pay:
                    for cell in sorted(empty, key=lambda c: -self.site_score(pos, c))[:2]:
                        out.append({"type": "build", "cell": cell, "pay": pay})
        need = self.need(pos)
        for give in COLOURS:
            if pos.chips[give] >= self.board.bank_give:
                for take in COLOURS:
                    if take != give and need[take] > pos.chips[take] and pos.supply[take]:
                        out.append({"type": "bank", "give": give, "take": take})
        if parking:
            for a, b in itertools.combinations_with_replacement(COLOURS, 2):
                have = dict(pos.chips)
                have[a] -= 1
                have[b] -= 1
                if min(have.values()) < 0:
                    continue
                for take in COLOURS:
                    if take not in (a, b) and need[take] > pos.chips[take] and pos.supply[take]:
                        out.append({"type": "swap", "give": [a, b], "take": take})
        return out

    def site_score(self, pos: Position, cell: str) -> float:
        own = pos.own()
        return sum(1 for n in self.board.neighbours[cell] if n in own) * self.style.district + \
            0.1 * len(self.board.neighbours[cell])

    def after(self, pos: Position, move: dict) -> Position:
        new = Position.__new__(Position)
        new.colour, new.seat, new.blocks = pos.colour, pos.seat, pos.blocks
        new.chips, new.heights, new.owner = dict(pos.chips), dict(pos.heights), dict(pos.owner)
        new.supply = dict(pos.supply)
        if move["type"] == "build":
            for c, n in move["pay"].items():
                new.chips[c] -= n
                new.supply[c] += n
            new.heights[move["cell"]] += 1
            new.owner[move["cell"]] = pos.seat
            if new.heights[move["cell"]] <= 4:
                new.blocks -= 1
        elif move["type"] == "bank":
            new.chips[move["give"]] -= self.board.bank_give
            new.supply[move["give"]] += self.board.bank_give
            new.chips[move["take"]] += 1
            new.supply[move["take"]] -= 1
        elif move["type"] == "swap":
            for c in move["give"]:
                new.chips[c] -= 1
                new.supply[c] += 1
            new.chips[move["take"]] += 1
            new.supply[move["take"]] -= 1
        return new

    def score(self, pos: Position) -> float:
        need = self.need(pos)
        island = self.style.island_points(pos.heights, pos.own(), self.board) * POINT
        return island + sum(n * self.chip_worth(pos, c, need) for c, n in pos.chips.items() if n > 0) * 0.5

    def best_line(self, view: dict, pos: Position, parking: bool, can_build: bool, depth: int = 3):
        """(value, first move) of the best sequence of up to `depth` steps (None: stop here)."""
        best = (self.score(pos), None)
        if depth == 0:
            return best
        for move in self.moves(view, pos, parking, can_build):
            nxt = self.after(pos, move)
            if move["type"] == "build" and pos.heights[move["cell"]] == 4:
                return (float("inf"), move)           # the Penthouse that wins
            value, _ = self.best_line(view, nxt, parking and move["type"] != "swap", can_build, depth - 1)
            if value > best[0] + 1e-9:
                best = (value, move)
        return best

    def penthouse_wins(self, view: dict, seat: int) -> bool:
        me = view["players"][seat]
        rivals = [p for p in view["players"] if p["seat"] != seat]
        top = max((p["points"], p["money"]) for p in rivals)
        return (me["points"] + HEIGHT_POINTS[5] - HEIGHT_POINTS[4], me["money"]) > top

    # --- decisions

    def decide(self, message: dict) -> dict:
        view, legal = message["view"], message["legal"]
        seat = message["seat"]
        decision = view["decision"]
        step = decision["step"]
        pos = Position(view, seat)
        me = view["players"][seat]
        kinds = {a["type"] for a in legal}
        if step == "turn":
            return self.turn(view, seat, pos, legal, decision)
        if step in ("discard", "lose"):
            key = "colour"
            options = [a for a in legal if a["type"] in ("discard", "return")]
            need = self.need(pos)
            return min(options, key=lambda a: (self.chip_worth(pos, a[key], need), a[key]))
        if step == "gain":
            need = self.need(pos)
            return max((a for a in legal if a["type"] == "gain"), key=lambda a: self.chip_worth(pos, a["colour"], need))
        if step == "steal":
            need = self.need(pos)
            points = {p["seat"]: p["points"] for p in view["players"]}
            return max((a for a in legal if a["type"] == "steal"),
                       key=lambda a: (self.chip_worth(pos, a["colour"], need), points[a["seat"]]))
        if step == "claim":
            return {"type": "claim"}
        if step == "respond":
            offer = decision["offer"]
            gain = self.bundle_worth(view, seat, offer["give"], pos) - self.bundle_worth(view, seat, offer["get"], pos)
            return {"type": "accept" if gain > 5 else "refuse"}
        if step == "buy":
            deed = decision["deed"]
            if "buy" in kinds and me["money"] - decision["price"] >= self.style.reserve and \
                    self.deed_worth(view, seat, deed) * self.style.buy_factor >= decision["price"]:
                return {"type": "buy"}
            return {"type": "decline"}
        if step == "auction":
            limit = min(self.deed_worth(view, seat, decision["deed"]) * self.style.bid_factor,
                        me["money"] - self.style.reserve)
            bid = decision["min_bid"]
            if bid <= limit and decision.get("high_bidder") != seat:
                return {"type": "bid", "amount": bid}
            return {"type": "pass"} if "pass" in kinds else legal[0]
        if step == "debt":
            options = [a for a in legal if a["type"] == "mortgage"]
            return min(options, key=lambda a: self.deed_worth(view, seat, a["deed"])) if options else legal[0]
        if step in ("jail", "roll"):
            return self.start(view, seat, pos, legal, me, kinds)
        return legal[0]

    def start(self, view, seat, pos, legal, me, kinds) -> dict:
        """The start of a turn: a FORCED TRADE! that gets a chip the plan lacks; in jail the
        card, else the fine when there is cash to spare (no building in jail), else a roll."""
        need = self.need(pos)
        trades = [a for a in legal if a["type"] == "forced_trade"
                  and need[a["take"]] > pos.chips[a["take"]] and need[a["give"]] < pos.chips[a["give"]]]
        if trades:
            return trades[0]
        if "use_card" in kinds:
            return {"type": "use_card"}
        if "pay_fine" in kinds and me["money"] >= 50 + self.style.reserve:
            return {"type": "pay_fine"}
        return {"type": "roll"}

    def turn(self, view, seat, pos, legal, decision) -> dict:
        _, move = self.best_line(view, pos, decision.get("parking", False), decision.get("can_build", False))
        if move is not None:
            return move
        offer = self.deed_offer(view, seat, decision) if self.style.deed_offers else None
        if offer:
            return offer
        me = view["players"][seat]
        for a in legal:        # lift a mortgage with cash to spare
            if a["type"] == "unmortgage" and me["money"] - self.board.deeds[a["deed"]]["unmortgage"] > 3 * self.style.reserve:
                return a
        return {"type": "end"}

    def deed_offer(self, view, seat, decision):
        """Money for the deed that completes a Monopoly of ours, once a game per deed."""
        if decision.get("offers_left", 0) <= 0:
            return None
        me = view["players"][seat]
        owners = {d["id"]: d["owner"] for d in view["deeds"]}
        for group, (deeds, points) in self.board.groups.items():
            mine = [d for d in deeds if owners[d] == seat]
            theirs = [d for d in deeds if owners[d] not in (seat, None)]
            if not mine or len(theirs) != 1 or len(mine) + 1 != len(deeds):
                continue
            deed = theirs[0]
            price = 5 * round(self.board.deeds[deed]["price"] * 1.5 / 5)
            if (deed, view["round"]) in self.offered or me["money"] - price < self.style.reserve:
                continue
            self.offered.add((deed, view["round"]))
            empty = {"money": 0, "chips": {}, "deeds": [], "cards": []}
            return {"type": "offer", "to": owners[deed], "give": dict(empty, money=price),
                    "get": dict(empty, deeds=[deed])}
        return None


def main(script: str, style: Style) -> None:
    botio.run(MonoBot(script, style))
