"""The one way in for files that come from outside (saves, replays, card files): regular
files only, a size cap checked before reading, UTF-8 text, JSON with bounded numbers and
nesting; every problem is a FileRefused whose message names the file and says why.

A FIFO, a device (/dev/zero) or a symlink to one is refused without blocking: the file is
opened non-blocking and checked with fstat before a byte is read, so the check and the
read are about the same file.
"""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path


class FileRefused(ValueError):
    """A file that cannot be read as asked: "name: reason", for the person who chose it."""

    def __init__(self, name: str, reason: str):
        super().__init__(f"{name}: {reason}")
        self.reason = reason


def read_bytes(path: str | Path, max_bytes: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most `max_bytes`."""
    path = Path(path)
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
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
        return json.loads(text)
    except UnicodeDecodeError:
        raise FileRefused(name, f"not a UTF-8 text file, so not a {what}") from None
    except json.JSONDecodeError as err:
        raise FileRefused(name, f"the file is damaged or truncated (invalid JSON at line {err.lineno}, "
                          f"column {err.colno})") from None
    except ValueError:    # Python refuses integers of thousands of digits
        raise FileRefused(name, f"the file holds a number far too long to be a {what}") from None
    except RecursionError:
        raise FileRefused(name, f"the file is nested too deeply to be a {what}") from None
