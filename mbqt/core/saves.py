"""Save files: written atomically, loaded with validation. No pickle, no eval.

Writing goes to a temporary file in the same folder, is flushed to disk (fsync), then
renamed over the old save, so an interrupted save never destroys the previous one.
Loading refuses huge, truncated, non-JSON, foreign, newer-version or inconsistent files
with a message naming the problem; the actions are replayed through the rules, and the
stored snapshot must match the replayed state (so an edited file is caught).
"""
from __future__ import annotations

import datetime as _dt
import os
import tempfile
from pathlib import Path

from pydantic import ValidationError

from mbqt.core import card_files
from mbqt.core.display import clip
from mbqt.core.errors import CardError, Refused
from mbqt.core.files import FileRefused, read_json
from mbqt.core.record_format import (
    FORMAT_VERSION,
    GameRecord,
    record_game,
    record_model,
    snapshot_matches,
)
from mbqt.core.records import Game, ReplayError
from mbqt.core.registry import GAMES, unknown_game

# A whole game is a few tens of kilobytes; a custom deck carried in it, up to a card file's size.
MAX_BYTES = card_files.MAX_BYTES + 4 * 1024 * 1024


class SaveError(Refused):
    """A file that cannot be loaded (or saved); the message says why in words."""


def write_atomic(path: str | Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):   # make the rename itself durable (POSIX)
        try:
            dir_fd = os.open(path.parent, os.O_DIRECTORY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
        except OSError:   # some file systems cannot sync a folder; the file itself is saved
            pass


def save_game(game: Game, path: str | Path) -> None:
    """Write a save file; SaveError (the previous save untouched) if the disk refuses."""
    record = game.record("mbqt-save")
    record.saved_at = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    record.snapshot = game.state_json()
    _write_record(path, record)


def write_replay(game: Game, path: str | Path) -> None:
    _write_record(path, game.record())


def _write_record(path: str | Path, record: GameRecord) -> None:
    try:
        write_atomic(path, record.model_dump_json(indent=1))
    except OSError as err:
        raise SaveError(f"{Path(path).name}: cannot be saved ({err.strerror or err}); "
                        f"any previous file of that name is unchanged") from None


def read_record(path: str | Path) -> GameRecord:
    """Read and validate a save or replay file of any game (not yet replayed)."""
    path = Path(path)
    try:
        data = read_json(path, MAX_BYTES, "saved game")
    except FileRefused as err:
        raise SaveError(str(err)) from None
    return parse_record(data, path.name)


def parse_record(data, name: str = "record") -> GameRecord:
    """Validate a record's parsed JSON with the models of the game its setup names."""
    if not isinstance(data, dict) or data.get("format") not in ("mbqt-replay", "mbqt-save"):
        raise SaveError(f"{name}: not an mbqt saved game or replay")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name}: the format version is missing or not a number")
    if version > FORMAT_VERSION:
        raise SaveError(f"{name}: saved by a newer version of mbqt (format {version}; "
                        f"this version reads up to {FORMAT_VERSION}). Please update the game.")
    if version < 1:
        raise SaveError(f"{name}: unknown format version {version} (versions start at 1)")
    game = record_game(data)
    if game not in GAMES:
        raise SaveError(f"{name}: invalid content at setup.game: {unknown_game(game)}")
    try:
        return record_model(game).model_validate(data, strict=True)   # "5" is not the number 5 in a file
    except ValidationError as err:
        first = err.errors()[0]
        more = err.error_count() - 1
        also = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        raise SaveError(f"{name}: invalid content at {clip(_where(first['loc'], data), 100)}: "
                        f"{clip(_problem(first), 200)}{also}") from None


def _where(loc: tuple, data) -> str:
    """pydantic's error location as a path into the file, e.g. actions[3].amount; the
    name pydantic inserts for the kind of action (not a key of the file) is left out."""
    out, node = "", data
    for i, key in enumerate(loc):
        if isinstance(key, int):
            out += f"[{key}]"
            node = node[key] if isinstance(node, list) and key < len(node) else None
        elif isinstance(node, dict) and key not in node and i < len(loc) - 1:
            continue
        else:
            out += f".{key}" if out else str(key)
            node = node.get(key) if isinstance(node, dict) else None
    return out or "the top level"


def _problem(error: dict) -> str:
    if error["type"] == "union_tag_not_found":
        return "an action needs a \"type\""
    return error["msg"]


def load_game(path: str | Path, cards=None) -> Game:
    """Load a save or replay file and rebuild the game by replaying its actions. `cards`:
    the card file a format-1 record names, when the person gives it (records.Game.from_record)."""
    path = Path(path)
    return game_from_record(read_record(path), path.name, cards)


def game_from_record(record: GameRecord, name: str = "record", cards=None) -> Game:
    if record.format == "mbqt-save" and record.snapshot is None:
        raise SaveError(f"{name}: the saved state is missing (snapshot): the file was edited or damaged")
    try:
        game = Game.from_record(record, cards)
    except ReplayError as err:
        raise SaveError(f"{name}: the game cannot be replayed: {err}") from None
    except CardError as err:
        raise SaveError(f"{name}: its card file cannot be used: {err}") from None
    except ValueError as err:   # a setup the rules refuse (deck orders)
        raise SaveError(f"{name}: {err}") from None
    if record.snapshot is not None and not snapshot_matches(record.snapshot, game.state_json(), record.version):
        raise SaveError(f"{name}: the saved state does not match its actions: the file was edited or damaged")
    return game
