"""A list model of plain rows (dicts with fixed keys), updated in place.

Every list on the board is one of these: the controller computes the rows from the
engine's view and calls `set_rows`; only rows that changed are signalled, so delegates
(and keyboard focus inside them) survive an update, and only the roles that changed, so
that a delegate's Repeater over a list role (a seat's workers) is not rebuilt when
another role of its row (the seat's money) changes: that rebuilding was most of the GUI
thread's work after an action (benchmarks/frames.py).
"""
from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    Signal,
)
from PySide6.QtQml import QmlElement, QmlUncreatable

QML_IMPORT_NAME = "Mbqt"
QML_IMPORT_MAJOR_VERSION = 1

# Qt.ItemDataRole.UserRole, written out: touching the Qt namespace at import costs ~30 ms of startup.
USER_ROLE = 256


@QmlElement
@QmlUncreatable("lists are made by the controllers")
class RowsModel(QAbstractListModel):
    countChanged = Signal()

    def __init__(self, roles: tuple[str, ...], parent: QObject | None = None):
        super().__init__(parent)
        self._roles = roles
        self._rows: list[dict] = []

    def roleNames(self):
        return {USER_ROLE + i: QByteArray(name.encode()) for i, name in enumerate(self._roles)}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=0):
        i = role - USER_ROLE
        if not index.isValid() or not 0 <= i < len(self._roles) or index.row() >= len(self._rows):
            return None
        return self._rows[index.row()].get(self._roles[i])

    @Property(int, notify=countChanged)
    def count(self) -> int:
        return len(self._rows)

    def rows(self) -> list[dict]:
        return list(self._rows)

    def set_rows(self, rows: list[dict]) -> None:
        old, new = len(self._rows), len(rows)
        for i in range(min(old, new)):
            if rows[i] != self._rows[i]:
                roles = [USER_ROLE + r for r, name in enumerate(self._roles)
                         if rows[i].get(name) != self._rows[i].get(name)]
                self._rows[i] = rows[i]
                index = self.index(i)
                self.dataChanged.emit(index, index, roles)
        if new > old:
            self.beginInsertRows(QModelIndex(), old, new - 1)
            self._rows.extend(rows[old:])
            self.endInsertRows()
        elif new < old:
            self.beginRemoveRows(QModelIndex(), new, old - 1)
            del self._rows[new:]
            self.endRemoveRows()
        if new != old:
            self.countChanged.emit()

    def prepend(self, rows: list[dict]) -> None:
        """Insert rows at the top (the game log is shown newest first)."""
        if not rows:
            return
        self.beginInsertRows(QModelIndex(), 0, len(rows) - 1)
        self._rows[:0] = rows
        self.endInsertRows()
        self.countChanged.emit()
