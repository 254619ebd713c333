"""Save files: written atomically, loaded with validation. No pickle, no eval.

Writing goes to a temporary file in the same folder, is flushed to disk (fsync), then
renamed over the old save, so an interrupted save never destroys the previous one.
Loading refuses huge, truncated, non-JSON, foreign, newer-version or inconsistent files
with a message naming the problem; the actions are replayed through the rules, and the
stored snapshot must match the replayed state (so an edited file is caught).
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import tempfile
from pathlib import Path

from pydantic import ValidationError

from mbqt.master_builder.cards import CardError
from mbqt.records import FORMAT_VERSION, Game, Record, ReplayError

MAX_BYTES = 5 * 1024 * 1024   # a whole game is a few tens of kilobytes


class SaveError(ValueError):
    """A file that cannot be loaded; the message says why in words."""


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
        dir_fd = os.open(path.parent, os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def save_game(game: Game, path: str | Path) -> None:
    record = game.record("mbqt-save")
    record.saved_at = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    record.snapshot = game.state_json()
    write_atomic(path, record.model_dump_json(indent=1, exclude_none=False))


def write_replay(game: Game, path: str | Path) -> None:
    write_atomic(path, game.record().model_dump_json(indent=1))


def read_record(path: str | Path) -> Record:
    """Read and validate a save or replay file (not yet replayed)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(f"{path.name}: the file is too large to be a saved game "
                            f"({size // 1024:,} KB, at most {MAX_BYTES // 1024:,} KB)")
        raw = path.read_bytes()
    except OSError as err:
        raise SaveError(f"{path.name}: cannot read the file ({err.strerror or err})") from None
    if not raw.strip():
        raise SaveError(f"{path.name}: the file is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{path.name}: not a text file, so not a saved game") from None
    except json.JSONDecodeError as err:
        raise SaveError(f"{path.name}: the file is damaged or truncated (invalid JSON at line "
                        f"{err.lineno}, column {err.colno})") from None
    except RecursionError:
        raise SaveError(f"{path.name}: the file is nested too deeply to be a saved game") from None
    return parse_record(data, path.name)


def parse_record(data, name: str = "record") -> Record:
    if not isinstance(data, dict) or data.get("format") not in ("mbqt-replay", "mbqt-save"):
        raise SaveError(f"{name}: not an mbqt saved game or replay")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name}: the format version is missing or not a number")
    if version > FORMAT_VERSION:
        raise SaveError(f"{name}: saved by a newer version of mbqt (format {version}; "
                        f"this version reads up to {FORMAT_VERSION}). Please update the game.")
    try:
        return Record.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(map(str, first["loc"]))
        raise SaveError(f"{name}: invalid content at {where}: {first['msg']}"
                        f"{f' (and {err.error_count() - 1} more problems)' if err.error_count() > 1 else ''}") from None


def load_game(path: str | Path) -> Game:
    """Load a save or replay file and rebuild the game by replaying its actions."""
    name = Path(path).name
    record = read_record(path)
    return game_from_record(record, name)


def game_from_record(record: Record, name: str = "record") -> Game:
    try:
        game = Game.from_record(record)
    except ReplayError as err:
        raise SaveError(f"{name}: the game cannot be replayed: {err}") from None
    except CardError as err:
        raise SaveError(f"{name}: its card file cannot be used: {err}") from None
    except ValueError as err:   # a setup the rules refuse (deck orders)
        raise SaveError(f"{name}: {err}") from None
    if record.snapshot is not None and record.snapshot != game.state_json():
        raise SaveError(f"{name}: the saved state does not match its actions: the file was edited or damaged")
    return game
