"""Facts about the Qt binding the app relies on, checked so that an upgrade cannot break
them unnoticed."""
from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    changed = Signal()


def test_emitting_a_signal_keeps_the_reference_counts_of_true_and_false():
    # PySide6 6.12.0 dropped a reference to True at every emit: the app emits thousands per
    # game and Python aborted ("bool_dealloc") once the count reached zero.
    emitter = _Emitter()
    before = sys.getrefcount(True), sys.getrefcount(False)
    for _ in range(1000):
        emitter.changed.emit()
    assert (sys.getrefcount(True), sys.getrefcount(False)) == before
