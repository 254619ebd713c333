"""Run a Python callable off the GUI thread; its result comes back by a queued signal.

Used for AI thinking and for file I/O (saves, loads), so the window stays responsive.
"""
from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot


class _Relay(QObject):
    """Made in the GUI thread: `done`, emitted in the pool thread, is queued to `deliver`."""
    done = Signal(object, object)     # result, error (an exception or None)

    def __init__(self, callback):
        super().__init__()
        self._callback = callback
        self.done.connect(self.deliver)     # emitted in another thread: queued to this one

    @Slot(object, object)
    def deliver(self, result, error):
        self._callback(result, error)


class _Job(QRunnable):
    def __init__(self, fn, relay: _Relay):
        super().__init__()
        self.setAutoDelete(True)
        self._fn = fn
        self._relay = relay

    def run(self):
        try:
            result, error = self._fn(), None
        except Exception as err:     # reported to the caller, never lost in the pool thread
            traceback.print_exc()
            result, error = None, err
        try:
            self._relay.done.emit(result, error)
        except RuntimeError:      # the app quit before the job ended: nobody is left to tell
            pass


class Jobs(QObject):
    """Starts jobs on a private thread pool and keeps their relays alive until they report."""

    def __init__(self, parent: QObject | None = None, threads: int = 2):
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(threads)
        self._relays: set = set()

    def start(self, fn, on_done) -> None:
        """Run fn() in the pool; then call on_done(result, error) in the GUI thread."""
        def finish(result, error):
            self._relays.discard(relay)
            on_done(result, error)

        relay = _Relay(finish)
        self._relays.add(relay)
        self.pool.start(_Job(fn, relay))

    def wait(self, msecs: int = 10000) -> bool:
        return self.pool.waitForDone(msecs)
