"""A game's setup (seats, variants, seed, optional Chance order) and the initial state
(Mise en place).

All randomness comes from the seed: the Chance shuffle, the dice stream the state carries
and the first player's roll, so setup + actions replay a game exactly. An explicit Chance
order (tests, tutorials) replaces the shuffle.
"""
from __future__ import annotations

import random
from typing import Literal

from mbqt.core.errors import IllegalAction
from mbqt.core.setup_model import Model, SetupBase
from mbqt.games.monopoly_builder.cards import Board
from mbqt.games.monopoly_builder.rules import start_turn
from mbqt.games.monopoly_builder.state import PlayerState, State


class Variants(Model):
    claim_rent: bool = False

    def enabled(self) -> frozenset:
        return frozenset(k for k, v in self.model_dump().items() if v)


class DeckOrder(Model):
    """An explicit Chance pile, top card first: every card id once."""
    chance: list[str] | None = None


class Setup(SetupBase):
    game: Literal["monopoly-builder"] = "monopoly-builder"
    variants: Variants = Variants()
    decks: DeckOrder | None = None


def _pile(board: Board, order: list | None, rng: random.Random) -> list:
    ids = [c.id for c in board.chance]
    if order is None:
        pile = list(range(len(ids)))
        rng.shuffle(pile)
        return pile
    if sorted(order) != sorted(ids):
        missing = sorted(set(ids) - set(order))
        extra = sorted({g for g in order if g not in set(ids)} | {g for g in order if order.count(g) > 1})
        raise IllegalAction("deck_order", deck="chance", missing=missing, extra=extra)
    return [ids.index(i) for i in order]


def new_game(board: Board, setup: Setup, log: list | None = None) -> State:
    """The state at the first decision; the opening log entries go to `log` if given."""
    log = log if log is not None else []
    rng = random.Random(setup.seed)
    n = len(setup.players)
    s = State.__new__(State)
    s.board = board
    s.seed = setup.seed
    s.claim_rent = setup.variants.claim_rent
    s.players = []
    s.supply = [board.supply] * 4
    for i, seat in enumerate(setup.players):
        # Mise en place: 900M, the reference card of one's token and 4 chips of its colour.
        ref = board.references[i]
        s.players.append(PlayerState(seat.name, ref.colour, board.starting_money, list(ref.start), board.blocks))
        for c in range(4):
            s.supply[c] -= ref.start[c]
    s.pile = _pile(board, (setup.decks or DeckOrder()).chance, rng)
    s.known = 0
    s.rng = rng.getrandbits(64)
    s.owner = [-1] * len(board.deeds)
    s.mortgaged = [False] * len(board.deeds)
    s.floor = {}
    s.height = [0] * len(board.foundations)
    s.built_by = [-1] * len(board.foundations)
    s.round, s.turns, s.dice, s.doubles = 1, 0, None, 0
    s.extra = s.jail_turn = s.parking = False
    s.offers, s.touched, s.debts, s.resume = 0, set(), [], "turn"
    s.auction = s.offer = s.pending = None
    s.over, s.end = False, None
    if setup.start_player is not None:
        s.start = setup.start_player
    else:
        # The players roll both dice in turn; the highest total starts (ties roll again: D02).
        tied = list(range(n))
        while len(tied) > 1:
            totals = {}
            for seat in tied:
                d1, d2 = s.die(), s.die()
                totals[seat] = d1 + d2
                log.append(("first_roll", {"seat": seat, "dice": [d1, d2], "total": d1 + d2}))
            best = max(totals.values())
            tied = [seat for seat in tied if totals[seat] == best]
        s.start = tied[0]
    log.append(("game_started", {"start": s.start}))
    log.append(("round", {"round": 1}))
    start_turn(s, s.start, log)
    return s
