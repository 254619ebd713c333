"""Card files, for any game: a person's own deck is read through the guarded reader
(files.py) into a Deck, its parsed JSON with the name its messages cite; each game
validates the data. A record carries its custom deck inside it (record_format.py): a file
never makes mbqt open a path it names."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from mbqt.core.errors import CardError
from mbqt.core.files import FileRefused, read_json

MAX_BYTES = 4 * 1024 * 1024     # the bundled decks are 20 and 110 KB


@dataclass(frozen=True)
class Deck:
    """A card file, read: its parsed JSON (not yet validated: the game does that), the name
    its messages cite, and whether it is the game's bundled deck."""
    data: Any
    name: str
    bundled: bool = False


def read_card_file(path: str | Path):
    """The parsed JSON of a card file (CardError for one that cannot be read or parsed)."""
    try:
        return read_json(path, MAX_BYTES, "card file")
    except FileRefused as err:
        raise CardError(f"{path}: {err.reason}") from None


def read_deck(path: str | Path, bundled: bool = False) -> Deck:
    """A card file read into a Deck (CardError naming the file if it cannot be read)."""
    return Deck(read_card_file(path), str(path), bundled)


def as_deck(cards: Deck | str | Path | None) -> Deck | None:
    """None (the bundled deck), a Deck, or a card file's path read into one."""
    return cards if cards is None or isinstance(cards, Deck) else read_deck(cards)


def load_deck(cards: Deck | str | Path | None, default: Callable[[], Any],
              parse: Callable[[Any, str], Any]):
    """A game's cards from a deck (a Deck, or a card file's path): `default()` for the
    bundled one (None too), else `parse(data, name)`, the game's validation."""
    deck = as_deck(cards)
    if deck is None or deck.bundled:
        return default()
    return parse(deck.data, deck.name)
