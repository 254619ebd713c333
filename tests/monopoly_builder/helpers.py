"""Helpers for the Monopoly Builder tests: a game at a chosen point, dice fixed in advance."""
from __future__ import annotations

from mbqt.core.registry import game_rules
from mbqt.games.monopoly_builder.state import next_rng

RULES = game_rules("monopoly-builder")
BOARD = RULES.cards
RED, PURPLE, GREEN, YELLOW = range(4)


def deed(deed_id: str) -> int:
    return next(d.index for d in BOARD.deeds if d.id == deed_id)


def cell(cell_id: str) -> int:
    return next(i for i, f in enumerate(BOARD.foundations) if f[0] == cell_id)


def new(players: int = 2, seed: int = 1, claim_rent: bool = False, chance: list | None = None):
    setup = RULES.Setup(players=[{"name": f"P{i}"} for i in range(players)], seed=seed, start_player=0,
                        variants={"claim_rent": claim_rent}, decks={"chance": chance} if chance else None)
    return RULES.new_game(setup)


def dice_state(*dice: int) -> int:
    """An rng state whose next dice are `dice`."""
    for x in range(10 ** 7):
        y, ok = x, True
        for d in dice:
            y, z = next_rng(y)
            if z % 6 + 1 != d:
                ok = False
                break
        if ok:
            return x
    raise AssertionError(dice)


def roll(state, *dice: int) -> list:
    """The active player rolls `dice` (and any further dice of the same action)."""
    state.rng = dice_state(*dice)
    return RULES.apply(state, ("roll",))


def keys(log) -> list:
    return [k for k, _a in log]
