"""The one way in for files that come from outside (saves, replays, card files): regular
files only, a size cap checked before reading, a time budget, UTF-8 text, JSON with bounded
numbers and nesting; every problem is a FileRefused whose message names the file and says
why. The app calls it off the GUI thread, and stops waiting past a budget of its own
(mbqt/app/jobs.py, Jobs.read). Bot replies are parsed by decode_json too (ai/external.py).

A FIFO, a device (/dev/zero) or a symlink to one is refused without blocking: the file is
opened non-blocking and checked with fstat before a byte is read, so the check and the
read are about the same file. No path named inside a file is ever opened (card_files.py).
"""
from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

from mbqt.core.errors import Refused

READ_BUDGET_S = 10.0     # a saved game reads in milliseconds; a stalled network drive may not


class FileRefused(Refused):
    """A file that cannot be read as asked: "name: reason", for the person who chose it."""

    def __init__(self, name: str, reason: str):
        super().__init__(f"{name}: {reason}")
        self.reason = reason


def read_bytes(path: str | Path, max_bytes: int, what: str = "file", budget_s: float = READ_BUDGET_S) -> bytes:
    """The bytes of a regular file of at most `max_bytes`, read within `budget_s` seconds
    (checked between reads of 1 MB)."""
    path = Path(path)
    deadline = time.monotonic() + budget_s
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        raise FileRefused(path.name, f"cannot read the file ({err.strerror or err})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(path.name, f"not a regular file, so not a {what}")
        if info.st_size > max_bytes:
            raise FileRefused(path.name, f"the file is too large to be a {what} "
                              f"({info.st_size // 1024:,} KB, at most {max_bytes // 1024:,} KB)")
        chunks, size = [], 0
        while size <= max_bytes:      # the file may grow while it is read: stop past the cap
            if time.monotonic() > deadline:
                raise FileRefused(path.name, f"the file could not be read within {budget_s:g} s")
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:
            raise FileRefused(path.name, f"the file is too large to be a {what} (at most {max_bytes // 1024:,} KB)")
        return b"".join(chunks)
    except OSError as err:
        raise FileRefused(path.name, f"cannot read the file ({err.strerror or err})") from None
    finally:
        os.close(fd)


def read_json(path: str | Path, max_bytes: int, what: str = "file"):
    """The parsed JSON of a UTF-8 file (a byte-order mark is allowed) read with read_bytes."""
    name = Path(path).name
    raw = read_bytes(path, max_bytes, what)
    if not raw.strip():
        raise FileRefused(name, "the file is empty")
    return parse_json(raw, name, what)


def parse_json(raw: bytes | str, name: str, what: str = "file"):
    """JSON from bytes or text, with every way it can fail said in words."""
    try:
        return decode_json(raw)
    except BadJson as err:
        raise FileRefused(name, {
            "encoding": f"not a UTF-8 text file, so not a {what}",
            "syntax": f"the file is damaged or truncated (invalid JSON at line {err.line}, column {err.column})",
            "number": f"the file holds a number far too long to be a {what}",
            "nesting": f"the file is nested too deeply to be a {what}"}[err.kind]) from None


class BadJson(ValueError):
    """Why bytes are not JSON: `kind` is "encoding", "syntax" (at `line`, `column`),
    "number" (more digits than Python reads) or "nesting" (deeper than its recursion limit)."""

    def __init__(self, kind: str, line: int = 0, column: int = 0):
        super().__init__(kind)
        self.kind, self.line, self.column = kind, line, column


def decode_json(raw: bytes | str):
    """The one JSON reader for what comes from outside (files here, bot replies in
    ai/external.py): UTF-8 (a byte-order mark allowed), bounded nesting and numbers."""
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
        return json.loads(text)
    except UnicodeDecodeError:
        raise BadJson("encoding") from None
    except json.JSONDecodeError as err:
        raise BadJson("syntax", err.lineno, err.colno) from None
    except ValueError:    # Python refuses integers of thousands of digits
        raise BadJson("number") from None
    except RecursionError:
        raise BadJson("nesting") from None
