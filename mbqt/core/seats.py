"""Seats, for every game: how a seat is told apart on the board (a colour and a symbol,
never colour alone), and the checks every setup makes of its seats, whether it is built
by the app without pydantic (plain_setup.py) or read from a file (setup_model.py)."""
from __future__ import annotations

SEAT_COLOURS = ("red", "blue", "yellow", "green", "black", "white")
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross")
MAX_NAME = 40
SEATS = (2, 4)      # every game of the family seats 2 to 4


def tell_seats_apart(players: list) -> None:
    """Each seat its own colour and symbol; those not given are the first ones free (so
    setups written before seats had them load with the app's usual looks). ValueError for
    two seats with the same."""
    for key, names in (("colour", SEAT_COLOURS), ("symbol", SEAT_SYMBOLS)):
        given = [getattr(seat, key) for seat in players if getattr(seat, key) is not None]
        twice = sorted({v for v in given if given.count(v) > 1})
        if twice:
            raise ValueError(f"two seats have the {key} {twice[0]!r}: each needs its own")
        free = iter(v for v in names if v not in given)
        for seat in players:
            if getattr(seat, key) is None:
                setattr(seat, key, next(free))


def start_player_problem(start_player, seats: int) -> str | None:
    """Why a start player cannot be (None: it can; None itself means drawn from the seed)."""
    if start_player is not None and start_player >= seats:
        return f"start_player {start_player} is not a seat of {seats} players"
    return None
