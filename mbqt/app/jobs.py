"""Run a Python callable off the GUI thread; its result comes back by a queued signal.

Used for AI thinking and for file I/O, so the window stays responsive. Writes (saves) and
AI run on a thread pool the app waits for on quitting: a save is never cut short. Reads of
files from outside (`read`) run on threads of their own that the app never waits for, and
past a time budget the caller is told the file could not be read: a file that reads for
ever (a stalled network drive) holds up nothing, neither the saves nor quitting.
"""
from __future__ import annotations

import threading
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from mbqt.core.errors import Refused

READ_BUDGET_S = 30.0    # reading, checking and replaying a file; a whole saves folder


class TooSlow(Refused):
    """A read that did not finish within its budget."""


def _run(fn):
    """fn()'s (result, error); an error that is not a refusal of input (a bug) is printed."""
    try:
        return fn(), None
    except Exception as err:     # reported to the caller, never lost in the worker thread
        if not isinstance(err, (Refused, OSError)):
            traceback.print_exc()
        return None, err


class _Relay(QObject):
    """Made in the GUI thread: `done`, emitted in a worker thread, is queued to `deliver`."""
    done = Signal(object, object)     # result, error (an exception or None)

    def __init__(self, callback):
        super().__init__()
        self._callback = callback
        self.done.connect(self.deliver)     # emitted in another thread: queued to this one

    @Slot(object, object)
    def deliver(self, result, error):
        callback, self._callback = self._callback, None
        if callback is not None:           # once: a read's budget or its result, whichever comes first
            callback(result, error)

    def emit_done(self, result, error) -> None:
        try:
            self.done.emit(result, error)
        except RuntimeError:      # the app quit before the job ended: nobody is left to tell
            pass


class _Job(QRunnable):
    def __init__(self, fn, relay: _Relay):
        super().__init__()
        self.setAutoDelete(True)
        self._fn = fn
        self._relay = relay

    def run(self):
        self._relay.emit_done(*_run(self._fn))


class Jobs(QObject):
    """Starts jobs and keeps their relays alive until they report."""

    def __init__(self, parent: QObject | None = None, threads: int = 2):
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(threads)
        self._relays: set = set()

    def _relay(self, on_done) -> _Relay:
        def finish(result, error):
            self._relays.discard(relay)
            on_done(result, error)

        relay = _Relay(finish)
        self._relays.add(relay)
        return relay

    def start(self, fn, on_done) -> None:
        """Run fn() in the pool; then call on_done(result, error) in the GUI thread."""
        self.pool.start(_Job(fn, self._relay(on_done)))

    def read(self, fn, on_done, budget_s: float | None = None) -> None:
        """Run fn(), which reads files from outside, on a thread nobody waits for; then call
        on_done(result, error) in the GUI thread, or on_done(None, TooSlow) once `budget_s`
        (READ_BUDGET_S) has passed (its late result is then dropped)."""
        budget_s = budget_s or READ_BUDGET_S
        relay = self._relay(on_done)
        QTimer.singleShot(int(budget_s * 1000), relay, lambda: relay.deliver(
            None, TooSlow(f"the file could not be read within {budget_s:g} s")))
        threading.Thread(target=lambda: relay.emit_done(*_run(fn)), name="mbqt-read", daemon=True).start()

    def wait(self, msecs: int = 10000) -> bool:
        """Wait for the pool's jobs (not the reads)."""
        return self.pool.waitForDone(msecs)
