"""The build planner of the seat making its plan: a draft of workers placed on sections,
with the engine's feedback (which sections would be built, what blocks the others)."""
from __future__ import annotations

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.ai.master_builder.planner import suggest_plan
from mbqt.app import texts
from mbqt.app.master_builder import board
from mbqt.app.rows import RowsModel
from mbqt.core.errors import IllegalAction
from mbqt.games.master_builder import planning, sentences
from mbqt.games.master_builder.rules import check_plan

QML_IMPORT_NAME = "Mbqt.MasterBuilder"   # its QML module: Mbqt.<GameInfo.qml_module>
QML_IMPORT_MAJOR_VERSION = 1

WORKER_ROLES = ("index", "workerId", "typeName", "colour", "level", "wage", "faceUp", "quirks", "placed", "selected",
                "where")
CONTRACT_ROLES = ("number", "name", "kind", "price", "minBid", "sections", "builtCount", "readyCount")


@QmlElement
@QmlUncreatable("made by the game controller")
class BuildPlanner(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._workers = RowsModel(WORKER_ROLES, self)
        self._contracts = RowsModel(CONTRACT_ROLES, self)
        self._state = None
        self._seat = -1
        self._draft: dict = {}
        self._selected = -1
        self._message = ""
        self._submit = None       # callback(plan) from the game controller
        self._ready = 0
        self._plan_error = ""
        self._preview: list[str] = []

    # --- set up by the game controller

    def start(self, state, seat: int, submit) -> None:
        """A new planning decision of `seat` on `state` (the draft starts empty)."""
        self._state, self._seat, self._submit = state, seat, submit
        self._draft, self._selected, self._message = {}, -1, ""
        self._refresh()

    def retranslate(self) -> None:
        """The language changed: the names and remarks of the plan again."""
        self._message = ""
        self._refresh()

    def stop(self) -> None:
        self._state, self._seat, self._submit = None, -1, None
        self._draft, self._selected, self._message = {}, -1, ""
        self._workers.set_rows([])
        self._contracts.set_rows([])
        self.changed.emit()

    # --- properties

    @Property(bool, notify=changed)
    def active(self) -> bool:
        return self._state is not None

    @Property(RowsModel, constant=True)
    def workers(self):
        return self._workers

    @Property(RowsModel, constant=True)
    def contracts(self):
        return self._contracts

    @Property(int, notify=changed)
    def selected(self) -> int:
        return self._selected

    @Property(str, notify=changed)
    def message(self) -> str:
        return self._message

    @Property(int, notify=changed)
    def readyCount(self) -> int:
        return self._ready

    @Property(bool, notify=changed)
    def canSubmit(self) -> bool:
        return self.active and not self._plan_error

    @Property(str, notify=changed)
    def planError(self) -> str:
        return self._plan_error

    @Property("QStringList", notify=changed)
    def preview(self) -> list:
        """What the draft's buildable sections bring, from the engine (planning.preview): the
        contracts it completes and their price, the seat's money if the game ended now and
        with the plan built."""
        return self._preview

    # --- gestures

    @Slot(int)
    def select(self, worker: int) -> None:
        self._selected = -1 if worker == self._selected else worker
        self._message = ""
        self._refresh()

    @Slot(int, int)
    def clickSection(self, num: int, idx: int) -> None:
        """Place the selected worker here; with none selected, take the last worker off."""
        if self._selected >= 0:
            self.place(self._selected, num, idx)
        elif self._draft.get((num, idx)):
            self.remove(self._draft[(num, idx)][-1])

    @Slot(int, int, int)
    def place(self, worker: int, num: int, idx: int) -> None:
        if not self.active:
            return
        why = planning.join_error(self._state, self._seat, self._draft, worker, num, idx)
        if why:
            self._message = self._say(why)
        else:
            self._take_off(worker)
            self._draft.setdefault((num, idx), []).append(worker)
            self._selected = -1
            self._message = ""
        self._refresh()

    @Slot(int)
    def remove(self, worker: int) -> None:
        self._take_off(worker)
        self._message = ""
        self._refresh()

    @Slot()
    def clear(self) -> None:
        self._draft, self._selected, self._message = {}, -1, ""
        self._refresh()

    @Slot()
    def suggest(self) -> None:
        if self.active:
            self._draft = planning.plan_draft(suggest_plan(self._state, self._seat))
            self._selected, self._message = -1, ""
            self._refresh()

    @Slot()
    def submit(self) -> None:
        if not self.active:
            return
        if self._plan_error:
            self._message = self._plan_error
            self.changed.emit()
            return
        self._submit(planning.draft_plan(self._draft))

    # --- internals

    def _take_off(self, worker: int) -> None:
        for key, crew in list(self._draft.items()):
            if worker in crew:
                crew.remove(worker)
                if not crew:
                    del self._draft[key]

    def _refresh(self) -> None:
        s, seat = self._state, self._seat
        if s is None:
            return
        cards = s.cards
        status = planning.feedback(s, seat, self._draft)
        where = {w: (num, idx) for (num, idx), crew in self._draft.items() for w in crew}
        self._workers.set_rows([
            board.worker_row(cards, w, placed=w in where, selected=w == self._selected,
                             where=sentences.contract_name(cards, where[w][0], texts.LANG) + ", " +
                             sentences.section_name(cards, *where[w], texts.LANG) if w in where else "")
            for w in s.available_workers(seat)])
        rows = []
        for num, mask in s.players[seat].contracts.items():
            sections = board.sections(cards, num, mask)
            for sec in sections:
                code, reason = status[(num, sec["idx"])]
                crew = self._draft.get((num, sec["idx"]), [])
                sec.update(status=code, reason=self._say(reason) if reason else "", crew=[board.worker_row(cards, w) for w in crew],
                           open=not sec["built"] and (self._selected < 0 or planning.join_error(
                               s, seat, self._draft, self._selected, num, sec["idx"]) is None))
            rows.append(board.contract_row(cards, num, mask, sections=sections,
                                           readyCount=sum(1 for sec in sections if sec["status"] == planning.READY)))
        self._contracts.set_rows(rows)
        self._ready = sum(1 for code, _ in status.values() if code == planning.READY)
        self._preview = self._preview_lines(planning.preview(s, seat, self._draft))
        try:
            check_plan(s, seat, planning.draft_plan(self._draft))
            self._plan_error = ""
        except IllegalAction as err:
            self._plan_error = self._say(err)
        self.changed.emit()

    def _preview_lines(self, found: dict) -> list[str]:
        cards, names = self._state.cards, [p.name for p in self._state.players]
        lines = []
        if found["completes"]:
            lines.append(sentences.say(cards, "preview.completes", {"contracts": found["completes"],
                                                                    "money": found["income"]}, names, texts.LANG))
        same = found["money_after"] == found["money_now"]
        lines.append(sentences.say(cards, "preview.money_same" if same else "preview.money",
                                   {"now": found["money_now"], "after": found["money_after"]}, names, texts.LANG))
        return lines

    def _say(self, reason: IllegalAction) -> str:
        """A refusal or remark of the rules in the interface language."""
        s = self._state
        return sentences.explain(s.cards, reason, [p.name for p in s.players], texts.LANG)
