"""A list model of plain rows (dicts with fixed keys), updated in place.

Every list on the board is one of these: the controller computes the rows from the
engine's view and calls `set_rows`; only rows that changed are signalled, so delegates
(and keyboard focus inside them) survive an update, and only the roles that changed.
A model given a `key` (the role naming a row: a card's number) follows its rows by it: a
row that comes or goes is one insert or remove, the others keep their delegates. A list
role declared in `lists` (a seat's workers) is shown as a model of its own per row,
updated the same way: a worker hired makes one card, not the seat's whole Repeater again.
Rebuilding those delegates was most of the GUI thread's work after an action
(benchmarks/frames.py).
"""
from __future__ import annotations

from collections import namedtuple

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


# How a list role is shown: its rows' roles, the role naming a row (or None), its own list
# roles ({role: Rows}, or None). (Not a class statement: qmltypes.py takes every class of a
# module with QML types for one.)
Rows = namedtuple("Rows", "roles key lists", defaults=(None, None))


@QmlElement
@QmlUncreatable("lists are made by the controllers")
class RowsModel(QAbstractListModel):
    countChanged = Signal()

    def __init__(self, roles: tuple[str, ...], parent: QObject | None = None, key: str | None = None,
                 lists: dict[str, Rows] | None = None):
        super().__init__(parent)
        self._roles = roles
        self._key = key
        self._lists = lists or {}
        self._rows: list[dict] = []
        self._children: list[dict[str, RowsModel]] = []   # each row's models of its list roles

    def roleNames(self):
        return {USER_ROLE + i: QByteArray(name.encode()) for i, name in enumerate(self._roles)}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=0):
        i = role - USER_ROLE
        if not index.isValid() or not 0 <= i < len(self._roles) or index.row() >= len(self._rows):
            return None
        name = self._roles[i]
        if name in self._lists:
            return self._children[index.row()][name]
        return self._rows[index.row()].get(name)

    @Property(int, notify=countChanged)
    def count(self) -> int:
        return len(self._rows)

    def rows(self) -> list[dict]:
        return list(self._rows)

    def set_rows(self, rows: list[dict]) -> None:
        old = len(self._rows)
        key = self._key
        if key is None or len({r[key] for r in rows}) < len(rows):
            self._set_by_position(rows)
        else:
            self._set_by_key(rows, key)
        if len(rows) != old:
            self.countChanged.emit()

    def _set_by_position(self, rows: list[dict]) -> None:
        old, new = len(self._rows), len(rows)
        for i in range(min(old, new)):
            self._update(i, rows[i])
        if new > old:
            self._insert(old, rows[old:])
        elif new < old:
            self._remove(new, old - new)

    def _set_by_key(self, rows: list[dict], key: str) -> None:
        wanted = {r[key] for r in rows}
        for i in reversed(range(len(self._rows))):
            if self._rows[i][key] not in wanted:
                self._remove(i, 1)
        for i, row in enumerate(rows):
            if i < len(self._rows) and self._rows[i][key] == row[key]:
                self._update(i, row)
                continue
            j = next((j for j in range(i + 1, len(self._rows)) if self._rows[j][key] == row[key]), None)
            if j is None:
                self._insert(i, [row])
            else:          # moved up: its delegate goes with it
                self.beginMoveRows(QModelIndex(), j, j, QModelIndex(), i)
                self._rows.insert(i, self._rows.pop(j))
                self._children.insert(i, self._children.pop(j))
                self.endMoveRows()
                self._update(i, row)
        if len(self._rows) > len(rows):     # (rows of the same key, left from an update by position)
            self._remove(len(rows), len(self._rows) - len(rows))

    def _update(self, i: int, row: dict) -> None:
        was = self._rows[i]
        if row == was:
            return
        roles = []
        for r, name in enumerate(self._roles):
            if row.get(name) != was.get(name):
                if name in self._lists:
                    self._children[i][name].set_rows(row.get(name) or [])
                else:
                    roles.append(USER_ROLE + r)
        self._rows[i] = row
        if roles:
            index = self.index(i)
            self.dataChanged.emit(index, index, roles)

    def _child(self, spec: Rows, rows: list[dict]) -> RowsModel:
        model = RowsModel(spec.roles, self, spec.key, spec.lists)
        model.set_rows(rows)
        return model

    def _insert(self, at: int, rows: list[dict]) -> None:
        self.beginInsertRows(QModelIndex(), at, at + len(rows) - 1)
        self._rows[at:at] = rows
        self._children[at:at] = [{name: self._child(spec, row.get(name) or []) for name, spec in self._lists.items()}
                                 for row in rows]
        self.endInsertRows()

    def _remove(self, at: int, n: int) -> None:
        self.beginRemoveRows(QModelIndex(), at, at + n - 1)
        del self._rows[at:at + n]
        gone = self._children[at:at + n]
        del self._children[at:at + n]
        self.endRemoveRows()
        for children in gone:
            for model in children.values():
                model.deleteLater()

    def prepend(self, rows: list[dict]) -> None:
        """Insert rows at the top (the game log is shown newest first)."""
        if not rows:
            return
        self._insert(0, rows)
        self.countChanged.emit()
