"""A Les Bâtisseurs table for referee tests: a game with known decks, and positions set up
by hand (sites with workers on them) where a test needs them."""
from __future__ import annotations

from mbqt.games.batisseurs import Batisseurs, Setup
from mbqt.games.batisseurs.cards import load_cards

CARDS = load_cards()
RULES = Batisseurs(CARDS)
NW = CARDS.n_workers


def said(err, language="en", names=("P0", "P1", "P2", "P3")) -> str:
    """A refusal (IllegalAction) as the game says it, seats P0, P1..."""
    return RULES.explain(err, list(names), language)


def unit(card_id: str) -> int:
    return CARDS.unit_by_id(card_id)


def building(card_id: str) -> int:
    return CARDS.unit_by_id(card_id) - NW


def table_setup(n: int = 2, start: int = 0, buildings=None, apprentices=None, workers=None, seed=0,
                names=None) -> Setup:
    """The setup of n seats, seat `start` first, with the decks in card-file order unless
    given: W01, W02... dealt, the other workers in order (the first five on offer), the
    buildings B01-B05 on offer, then B06..."""
    apprentices = apprentices or ["W01", "W02", "W03", "W04"][:n]
    if workers is None:
        workers = [w.id for w in CARDS.workers if w.id not in apprentices]
    decks = {"buildings": buildings or [b.id for b in CARDS.buildings], "apprentices": apprentices,
             "workers": workers}
    return Setup(players=[{"name": name} for name in names or [f"P{i}" for i in range(n)]], seed=seed,
                 start_player=start, decks=decks)


class Table:
    """A game of n seats (table_setup)."""

    def __init__(self, n: int = 2, start: int = 0, buildings=None, apprentices=None, workers=None, seed=0):
        self.log = []
        self.s = RULES.new_game(table_setup(n, start, buildings, apprentices, workers, seed), self.log)

    @property
    def seat(self) -> int:
        return self.s.to_move

    def p(self, seat: int | None = None):
        return self.s.players[self.seat if seat is None else seat]

    def do(self, *action) -> list:
        entries = RULES.apply(self.s, tuple(action))
        self.log += entries
        return entries

    def legal(self) -> list:
        return RULES.legal_actions(self.s)

    def site(self, seat: int, building_id: str, *unit_ids: str) -> int:
        """Give `seat` an open site with these units already on it (placed in earlier turns)."""
        b = building(building_id)
        self.s.players[seat].sites[b] = [unit(u) for u in unit_ids]
        return b

    def hire(self, seat: int, *unit_ids: str) -> None:
        """Put units in the seat's team (as if recruited earlier)."""
        self.s.players[seat].team += [unit(u) for u in unit_ids]

    def finish_turn(self) -> None:
        """Spend what is left of the turn on écus, then end it."""
        seat = self.seat
        while self.seat == seat and not self.s.over:
            self.do("take", 1) if self.s.actions else self.do("end")
