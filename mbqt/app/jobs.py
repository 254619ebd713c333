"""Run a Python callable off the GUI thread; its result comes back by a queued signal.

Used for AI thinking and for file I/O, so the window stays responsive. Writes (saves), hints
and the computer players that cannot go to the worker process (below: an external bot, the
tutorial's script) run on a thread pool the app waits for on quitting: a save is never cut
short. Reads of files from outside (`read`) run on threads of their own that the app never
waits for, and past a time budget the caller is told the file could not be read: a file
that reads for ever (a stalled network drive) holds up nothing, neither the saves nor
quitting.

The computer players think in a worker process (`think`), not a thread: a thread of this
process holds Python's lock (the GIL) while it computes, and the GUI thread, which needs it
for every binding that reads a controller, waited for it (frames of 100-200 ms while four
computer players played: benchmarks/frames.py, docs/app.md). One process for the whole app,
started ('spawn', as on Windows and macOS, and in the frozen app: packaging/launch.py's
freeze_support) at the first job; its jobs get a `cancel` that the app sets (`cancel`).
"""
from __future__ import annotations

import io
import os
import threading

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
        from concurrent.futures import BrokenExecutor
        # Not a bug: a refusal, a file's trouble, the worker process ended (the app quitting).
        if not isinstance(err, (Refused, OSError, BrokenExecutor)):
            import traceback
            traceback.print_exc()
        return None, err


class _Cancelled:
    """A process job's `cancel` (threading.Event's is_set): set once the app cancelled the
    jobs started up to its ticket."""
    counter = None       # in the worker process: the shared number of the last ticket cancelled

    def __init__(self, ticket: int):
        self.ticket = ticket

    def is_set(self) -> bool:
        return _Cancelled.counter.value >= self.ticket


def _worker_init(counter) -> None:
    _Cancelled.counter = counter
    # An app killed or crashed never stops its pool: the process ends with its parent
    # instead of waiting for jobs for ever.
    import multiprocessing.connection
    parent = multiprocessing.parent_process()

    def orphaned() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=orphaned, daemon=True).start()


_RULES: dict = {}      # in the worker process: the rules facades made there, by their key in the app


def _dumps(obj, rules) -> bytes:
    """obj pickled, the game's rules facade and card set in it by reference (`_loads`).
    (pickle is imported with the worker process, not before the app's first frame.)"""
    import pickle
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer)
    if rules is not None:
        pickler.persistent_id = lambda o: "rules" if o is rules else "cards" if o is rules.cards else None
    pickler.dump(obj)
    return buffer.getvalue()


def _loads(data: bytes, rules):
    import pickle
    unpickler = pickle.Unpickler(io.BytesIO(data))
    unpickler.persistent_load = lambda pid: rules if pid == "rules" else rules.cards
    return unpickler.load()


def _call(ticket: int, payload: bytes, key: int, deck: tuple | None) -> bytes:
    """In the worker process: fn(*args, cancel), pickled both ways save for the game's
    rules facade and its card set: the facade is made here once from its game and deck
    (`deck`, sent when this process has not got it yet) and they are the same objects in
    every job: the AI's caches per card set (compared by identity) hold across jobs, and a
    player made with the rules pickles."""
    if deck is not None:
        from mbqt.core.registry import game_rules
        _RULES[key] = game_rules(*deck)
    rules = _RULES.get(key)
    fn, args = _loads(payload, rules)
    return _dumps(fn(*args, _Cancelled(ticket)), rules)


class _Worker:
    """The worker process (made at its first job) and the tickets of its jobs."""

    def __init__(self):
        self.pool = None          # a ProcessPoolExecutor of one process
        self.cancelled = None
        self.tickets = 0
        self.sent: dict = {}       # the rules facades the process has, by key (id; kept alive here)

    def _pool(self):
        if self.pool is None:
            # Imported here: the app's first frame does not wait for multiprocessing's modules.
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor
            context = multiprocessing.get_context("spawn")
            if self.cancelled is None:
                self.cancelled = context.Value("q", 0, lock=False)
            self.pool = ProcessPoolExecutor(1, mp_context=context, initializer=_worker_init,
                                            initargs=(self.cancelled,))
            self.sent = {}
        return self.pool

    def submit(self, fn, args: tuple, rules=None):
        """A future of fn(*args, cancel)'s pickle (`_loads` with `rules`)."""
        self.tickets += 1
        payload = _dumps((fn, args), rules)
        from concurrent.futures.process import BrokenProcessPool
        try:
            return self._send(payload, rules)
        except BrokenProcessPool:     # the process died (its job got the error): another one
            self.pool = None
            return self._send(payload, rules)

    def _send(self, payload: bytes, rules):
        pool, key = self._pool(), id(rules)
        deck = None if rules is None or key in self.sent else (rules.info.id, rules.deck)
        future = pool.submit(_call, self.tickets, payload, key, deck)
        self.sent[key] = rules
        return future

    def cancel(self) -> None:
        if self.cancelled is not None:
            self.cancelled.value = self.tickets

    def stop(self) -> None:
        """End the process at once (on quitting: its answer would be dropped, and a process
        still starting or a player that does not look at `cancel` must not hold up quitting);
        a new one is made if needed."""
        self.cancel()
        if self.pool is not None:
            # No public way before Python 3.14's terminate_workers(): a job that only computes
            # loses nothing by it.
            for process in list(self.pool._processes.values()):
                process.terminate()
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None


_WORKER = _Worker()


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

    def think(self, fn, args: tuple, on_done, rules=None) -> None:
        """Run fn(*args, cancel) in the worker process (fn and args are pickled: a module's
        function and plain objects; cancel has is_set(), set by `cancel`); then call
        on_done(result, error) in the GUI thread. A game's `rules` facade and its card set,
        which args may refer to (a player made with them, a state), are made in the process
        once and are then the same objects there."""
        relay = self._relay(on_done)
        future = _WORKER.submit(fn, args, rules)
        future.add_done_callback(lambda done: relay.emit_done(*_run(lambda: _loads(done.result(), rules))))

    @staticmethod
    def cancel() -> None:
        """Tell the worker process's jobs started so far to stop."""
        _WORKER.cancel()

    @staticmethod
    def stop_worker() -> None:
        """On quitting: end the worker process (its jobs' answers are dropped)."""
        _WORKER.stop()

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
