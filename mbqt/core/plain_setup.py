"""A setup the program builds itself (the app's New game screen), made without pydantic,
for any game of mbqt.games.

Each game's pydantic setup model (its engine's Setup) validates every setup read from
a file or typed in text mode. Importing pydantic and building that model costs a new game's
first frame about 40 ms, so the app builds its setups as PlainSetup: the attributes the
engines, records and app read (game, players with name/kind/colour/symbol, seed,
start_player, decks, and for a game with variants variants.enabled()), checked against the
same constraints as the model (SetupError names the field, as pydantic's error does). A
record written from it (a save, a replay) goes through the model first (to_model()), so
files are validated as before. tests/test_plain_setup.py checks that both give the same
games and refuse the same setups.
"""
from __future__ import annotations

from mbqt.core.registry import GAMES, engine, game_info, unknown_game
from mbqt.core.seats import (
    MAX_NAME,
    SEAT_COLOURS,
    SEAT_SYMBOLS,
    SEATS,
    start_player_problem,
    tell_seats_apart,
)


class SetupError(ValueError):
    """A setup that cannot be played: `where` is the field ("players.1.colour"), as in
    pydantic's errors."""

    def __init__(self, where: str, message: str):
        super().__init__(f"{where}: {message}")
        self.where, self.message = where, message


class PlainSeat:
    __slots__ = ("name", "kind", "colour", "symbol")

    def __init__(self, name: str, kind: str, colour: str, symbol: str):
        self.name, self.kind, self.colour, self.symbol = name, kind, colour, symbol

    def __repr__(self) -> str:
        return f"PlainSeat(name={self.name!r}, kind={self.kind!r}, colour={self.colour!r}, symbol={self.symbol!r})"


class PlainVariants:
    __slots__ = ("_on", "_known")

    def __init__(self, on: frozenset, known: tuple):
        self._on, self._known = on, known

    def enabled(self) -> frozenset:
        return self._on

    def __getattr__(self, name: str) -> bool:
        if name in self._known:
            return name in self._on
        raise AttributeError(name)


class PlainSetup:
    """A setup of `game`: seats as dicts with name, kind, colour and symbol (names of
    SEAT_COLOURS and SEAT_SYMBOLS), the seed, the start player (None: drawn from the seed),
    and the variants turned on for a game that has variants. No deck
    orders (those come in files)."""
    decks = None

    def __init__(self, game: str, players: list[dict], seed: int, start_player: int | None = None, variants=()):
        if game not in GAMES:
            raise SetupError("game", unknown_game(game))
        known = game_info(game).variant_ids
        low, high = SEATS
        if not low <= len(players) <= high:
            raise SetupError("players", f"a game has {low} to {high} seats")
        seats = []
        for i, p in enumerate(players):
            name, kind, colour, symbol = p["name"], p.get("kind", "human"), p["colour"], p["symbol"]
            if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
                raise SetupError(f"players.{i}.name", f"a name has 1 to {MAX_NAME} characters")
            if not isinstance(kind, str):
                raise SetupError(f"players.{i}.kind", "the kind is a string")
            if colour not in SEAT_COLOURS:
                raise SetupError(f"players.{i}.colour", f"one of {', '.join(SEAT_COLOURS)}")
            if symbol not in SEAT_SYMBOLS:
                raise SetupError(f"players.{i}.symbol", f"one of {', '.join(SEAT_SYMBOLS)}")
            seats.append(PlainSeat(name, kind, colour, symbol))
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 63:
            raise SetupError("seed", "a whole number from 0 to 2**63 - 1")
        if start_player is not None:
            if isinstance(start_player, bool) or not isinstance(start_player, int) or not 0 <= start_player <= 3:
                raise SetupError("start_player", "a seat number from 0 to 3")
            problem = start_player_problem(start_player, len(seats))
            if problem:
                raise SetupError("start_player", problem)
        on = frozenset(variants)
        unknown = sorted(on - set(known), key=str)
        if unknown:
            raise SetupError(f"variants.{unknown[0]}" if known else "variants",
                             f"not a variant (known: {', '.join(known)})" if known else "this game has no variants")
        try:
            tell_seats_apart(seats)
        except ValueError as err:
            raise SetupError("players", str(err)) from None
        self.game = game
        self.players = seats
        self.seed = seed
        self.start_player = start_player
        if known:           # as the game's model: a game without variants has no such field
            self.variants = PlainVariants(on, known)

    def as_dict(self) -> dict:
        """The setup as JSON data (what the game's setup model reads)."""
        data = {"game": self.game,
                "players": [{"name": p.name, "kind": p.kind, "colour": p.colour, "symbol": p.symbol}
                            for p in self.players],
                "seed": self.seed, "start_player": self.start_player, "decks": None}
        known = game_info(self.game).variant_ids
        if known:
            data["variants"] = {v: v in self.variants.enabled() for v in known}
        return data

    def to_model(self):
        """The game's pydantic setup model of this setup (for writing records)."""
        return engine(self.game).Setup.model_validate(self.as_dict())
