"""The game state: plain mutable data with slots, copied by hand for cheap clones.

Deeds, spaces, Chance cards and island foundations are indices into the Board (cards.py);
chips are lists of 4 counts in the board's colour order; seats are 0-based and seat i plays
the i-th reference card (red Penguin, purple Hazel the Cat, green T-Rex, yellow Rubber
Ducky in the bundled board). Dice come from a seeded stream in the state (`rng`, one
integer: splitmix64), so a setup plus its actions replays exactly and a clone costs nothing.
"""
from __future__ import annotations

MASK = (1 << 64) - 1
MAX_OFFERS = 3            # trade offers per turn (docs/monopoly-builder.md, D03)
MAX_ROUNDS = 60           # the game ends when round 61 would begin (D13)


def next_rng(x: int) -> tuple[int, int]:
    """splitmix64: (new state, 64-bit output)."""
    x = (x + 0x9E3779B97F4A7C15) & MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return x, z ^ (z >> 31)


class PlayerState:
    __slots__ = ("name", "colour", "money", "chips", "pos", "jail", "jail_tries", "cards", "bankrupt", "blocks")

    def __init__(self, name: str, colour: int, money: int, chips: list, blocks: int):
        self.name = name
        self.colour = colour          # own colour: the reference card's
        self.money = money
        self.chips = chips            # 4 counts
        self.pos = 0
        self.jail = False
        self.jail_tries = 0           # failed rolls for doubles on this stay
        self.cards: list[int] = []    # kept Chance cards
        self.bankrupt = False
        self.blocks = blocks          # building blocks left

    def clone(self) -> "PlayerState":
        p = PlayerState.__new__(PlayerState)
        p.name = self.name
        p.colour = self.colour
        p.money = self.money
        p.chips = self.chips[:]
        p.pos = self.pos
        p.jail = self.jail
        p.jail_tries = self.jail_tries
        p.cards = self.cards[:]
        p.bankrupt = self.bankrupt
        p.blocks = self.blocks
        return p


class State:
    __slots__ = ("board", "seed", "claim_rent", "players", "rng", "pile", "known", "owner", "mortgaged", "floor",
                 "supply", "height", "built_by", "start", "active", "to_move", "step", "round", "turns", "dice",
                 "doubles", "extra", "jail_turn", "parking", "offers", "touched", "debts", "resume", "auction",
                 "offer", "pending", "over", "end")

    @property
    def n(self) -> int:
        return len(self.players)

    def clone(self) -> "State":
        s = State.__new__(State)
        s.board = self.board
        s.seed = self.seed
        s.claim_rent = self.claim_rent
        s.players = [p.clone() for p in self.players]
        s.rng = self.rng
        s.pile = self.pile[:]
        s.known = self.known
        s.owner = self.owner[:]
        s.mortgaged = self.mortgaged[:]
        s.floor = {k: v[:] for k, v in self.floor.items()}
        s.supply = self.supply[:]
        s.height = self.height[:]
        s.built_by = self.built_by[:]
        s.start = self.start
        s.active = self.active
        s.to_move = self.to_move
        s.step = self.step
        s.round = self.round
        s.turns = self.turns
        s.dice = self.dice
        s.doubles = self.doubles
        s.extra = self.extra
        s.jail_turn = self.jail_turn
        s.parking = self.parking
        s.offers = self.offers
        s.touched = set(self.touched)
        s.debts = [d[:] for d in self.debts]
        s.resume = self.resume
        s.auction = None if self.auction is None else [*self.auction[:3], self.auction[3][:]]
        s.offer = self.offer
        s.pending = self.pending
        s.over = self.over
        s.end = self.end
        return s

    # --- chance

    def die(self) -> int:
        self.rng, z = next_rng(self.rng)
        return z % 6 + 1

    # --- derived figures used by the rules, the views and the AI

    def deeds_of(self, seat: int) -> list[int]:
        return [d for d, o in enumerate(self.owner) if o == seat]

    def has_monopoly(self, seat: int, group: int) -> bool:
        return all(self.owner[d] == seat for d in self.board.groups[group].deeds)

    def rent(self, deed: int) -> int:
        """The rent due on a deed now: Monopoly rent when its owner holds the whole group
        (mortgaged or not), none when the deed itself is mortgaged or has no owner."""
        owner = self.owner[deed]
        if owner < 0 or self.mortgaged[deed]:
            return 0
        d = self.board.deeds[deed]
        return d.monopoly_rent if self.has_monopoly(owner, d.group) else d.rent

    def floors_of(self, seat: int) -> int:
        """The seat's blocks on the island (the Penthouse not counted)."""
        return sum(min(h, self.board.max_own_floors) for h, o in zip(self.height, self.built_by) if o == seat)

    def districts(self) -> list[int]:
        """Every seat's largest district: the most of its buildings connected orthogonally
        (Community Builder), in one pass over the island."""
        neighbours, own = self.board.neighbours, self.built_by
        best = [0] * self.n
        seen = set()
        for cell, o in enumerate(own):
            if o < 0 or cell in seen:
                continue
            size, todo = 0, [cell]
            seen.add(cell)
            while todo:
                c = todo.pop()
                size += 1
                for nb in neighbours[c]:
                    if own[nb] == o and nb not in seen:
                        seen.add(nb)
                        todo.append(nb)
            best[o] = max(best[o], size)
        return best

    def score_items(self) -> list[list[tuple[str, dict, int]]]:
        """Per seat, the lines of its points (FIN: buildings by height, Monopolies, the two
        Builder's Bonus cards, shared when tied: R05)."""
        b = self.board
        cash = [p.money for p in self.players]
        districts = self.districts()
        out = []
        for seat in range(self.n):
            heights = [h for h, o in zip(self.height, self.built_by) if o == seat]
            items = [("score.buildings", {"n": len(heights), "floors": sum(heights)},
                      sum(b.building_points[h] for h in heights))]
            for g in b.groups:
                if self.has_monopoly(seat, g.index):
                    items.append(("score.monopoly", {"group": g.index}, g.points))
            if cash[seat] == max(cash):
                items.append(("score.billionaire", {"money": cash[seat]}, b.billionaire))
            if districts[seat] and districts[seat] == max(districts):
                items.append(("score.community", {"n": districts[seat]}, b.community))
            out.append(items)
        return out

    def points(self, seat: int) -> int:
        return sum(v for _k, _a, v in self.score_items()[seat])

    def chip_count(self, seat: int) -> int:
        return sum(self.players[seat].chips)
