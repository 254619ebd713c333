"""Reading a person's own card file, for any game: through the guarded reader (files.py),
every failure a CardError naming the file. Each game validates what it reads."""
from __future__ import annotations

from pathlib import Path

from mbqt.core.errors import CardError
from mbqt.core.files import FileRefused, read_json

MAX_BYTES = 4 * 1024 * 1024     # the bundled decks are 20 and 110 KB


def read_card_file(path: str | Path):
    """The parsed JSON of a card file (CardError for one that cannot be read or parsed)."""
    try:
        return read_json(path, MAX_BYTES, "card file")
    except FileRefused as err:
        raise CardError(f"{path}: {err.reason}") from None
