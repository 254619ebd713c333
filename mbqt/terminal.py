"""Writing to the terminal, for every command: what is written is shown with its control
characters escaped (core/display.py), and an output that is closed or full becomes an
OutputError, which the commands report in one line with the status EXIT_OUTPUT (docs/cli.md)
instead of a traceback."""
from __future__ import annotations

from mbqt.core.display import plain


class OutputError(Exception):
    """The output cannot be written (closed, a full disk): the message says so."""


def write(stream, text: str) -> None:
    """Write `text` (line breaks kept, other control characters escaped) and flush."""
    def out():
        stream.write(plain(text, newlines=True))
        stream.flush()
    _guarded(stream, out)


def flush(stream) -> None:
    if stream is not None:
        _guarded(stream, stream.flush)


def _guarded(stream, fn) -> None:
    if stream is None:
        raise OutputError("the output is closed")
    try:
        fn()
    except BrokenPipeError:
        raise                   # the reader left: the command ends quietly (cli.py)
    except (OSError, ValueError) as err:   # ValueError: a stream closed under us
        raise OutputError(f"cannot write the output ({getattr(err, 'strerror', None) or err})") from None
