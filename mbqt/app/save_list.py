"""The saved games in the app data folder, as a list for the Load screen: date, seats,
round and a summary per file. The folder is read off the GUI thread, through the guarded
reader (core/files.py) and within a time budget (Jobs.read); a file that cannot be read is
listed with the reason instead of being hidden, and one file never hides the others."""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.app import texts
from mbqt.app.jobs import Jobs
from mbqt.app.rows import RowsModel
from mbqt.app.sessions import controller_class
from mbqt.core.display import plain
from mbqt.core.registry import game_info

if TYPE_CHECKING:
    import datetime as _dt

QML_IMPORT_NAME = "Mbqt"
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate

SAVE_ROLES = ("path", "url", "game", "gameId", "title", "date", "round", "summary", "kind", "error", "canLoad")
SAVES_FOLDER = "saves"
AUTOSAVES_FOLDER = "autosaves"      # one file per game in progress
LEGACY_AUTOSAVE = "autosave.json"   # the one autosave of versions before the folder: still listed
MAX_LISTED = 200     # the newest ones; a folder of thousands would only slow the screen


def new_save_path(folder: Path, now: _dt.datetime | None = None) -> Path:
    """A new save's path in `folder`: its local date and time, and -2, -3... after a save
    of the same second (reads the folder: call it off the GUI thread)."""
    import datetime as _dt  # here, not at import: the board's first frame does not wait for it
    stem = (now or _dt.datetime.now()).strftime("save-%Y%m%d-%H%M%S")
    path, n = folder / f"{stem}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.json"
    return path


def new_autosave_path(folder: Path, game_id: str) -> Path:
    """The autosave of a game just begun: its game, local date and time and a random tail,
    so that no two games in progress share a file (the folder is not read: the GUI thread
    calls this). The tail is os.urandom's, as secrets.token_hex's, and the time is
    time.strftime's, as datetime's: neither module is imported (secrets' hmac and OpenSSL's
    hashes, datetime: 4.5 ms of a new game's first frame)."""
    return folder / f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}-{os.urandom(3).hex()}.json"


def autosave_paths(folder: Path, legacy: Path) -> list[Path]:
    """The autosaves of the games in progress, newest first (reads the folder: off the GUI thread)."""
    files = list(folder.glob("*.json")) if folder.is_dir() else []
    if legacy.exists() or legacy.is_symlink():
        files.append(legacy)
    return sorted(files, key=_age)[:MAX_LISTED]


def _date(saved_at: str | None, path: Path) -> str:
    import datetime as _dt
    try:
        when = _dt.datetime.fromisoformat(saved_at).astimezone() if saved_at else \
            _dt.datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError):
        return ""
    return when.strftime("%Y-%m-%d %H:%M")


def _blank_row(path: Path, autosave: bool) -> dict:
    from PySide6.QtCore import (
        QUrl,  # here: its import (its enums) costs the app's start 0.8 ms
    )
    return {"path": str(path), "url": QUrl.fromLocalFile(str(path)).toString(), "game": "", "gameId": "",
            "title": plain(path.name),
            "date": "", "round": "", "summary": "", "kind": "autosave" if autosave else "save",
            "error": "", "canLoad": False}


def describe(path: Path, autosave: bool = False) -> dict:
    """The list row of one file (read and validated, not replayed)."""
    row = _blank_row(path, autosave)
    from mbqt.core.saves import (  # pydantic: not for the title's first frame
        SaveError,
        read_record,
    )
    try:
        record = read_record(path)
    except SaveError as err:
        row.update(error=plain(err), date=_date(None, path))
        return row
    snapshot = record.snapshot or {}
    row["title"] = plain(", ".join(p.name for p in record.setup.players))
    row["date"] = _date(record.saved_at, path)
    over = snapshot.get("decision", 0) is None
    if record.format == "mbqt-replay":
        row["kind"] = "replay"
        row["summary"] = texts.plural("Saves", len(record.actions), QT_TRANSLATE_NOOP("Saves", "Replay of %n action"),
                                      QT_TRANSLATE_NOOP("Saves", "Replay of %n actions"))
    elif over:
        row["kind"] = "finished"
        scores = {s.get("seat"): s.get("total", 0) for s in snapshot.get("scores", [])}
        score = controller_class(record.setup.game).score_text
        row["summary"] = translate("Saves", "Finished: %1").replace("%1", ", ".join(
            f"{plain(p.name)} {score(scores.get(i, 0))}" for i, p in enumerate(record.setup.players)))
    else:
        row["canLoad"] = True
        names = [plain(p.name) for p in record.setup.players]
        row["summary"] = controller_class(record.setup.game).progress_text(names, snapshot)
    # The round in the game's words (GameInfo.rounds): "Manche 3 sur 6", "Tour de table 4".
    info, round_no = game_info(record.setup.game), snapshot.get("round", 1)
    row["within"] = info.round_text("within", texts.LANG, n=round_no)     # for Continue's words (not a role)
    if snapshot:
        row["round"] = info.round_text("of", texts.LANG, n=round_no, last=snapshot["final_round"]) \
            if "final_round" in snapshot else info.round_text("number", texts.LANG, n=round_no)
    row["game"], row["gameId"] = texts.game_name(record.setup.game), record.setup.game
    return row


def _age(path: Path) -> float:
    try:
        return -path.stat().st_mtime
    except OSError:
        return 0.0


def _row(path: Path, autosave: bool = False) -> dict:
    """describe(), or for a file whose content is not what mbqt writes (a snapshot of the
    wrong shape, say) a row saying so: one such file never empties the list."""
    try:
        return describe(path, autosave)
    except Exception:       # the file's content, not a bug of the list: it is refused when loaded too
        row = _blank_row(path, autosave)
        row.update(date=_date(None, path), error=plain(path.name) + ": " + translate(
            "Saves", "its content is not what mbqt writes: the file was edited or damaged"))
        return row


def list_autosaves(autosaves: Path, legacy: Path) -> list[dict]:
    """The rows of the games in progress, newest first."""
    return [_row(p, autosave=True) for p in autosave_paths(autosaves, legacy)]


def list_saves(folder: Path, autosaves: Path, legacy: Path) -> list[dict]:
    """The games in progress first, then the saves of the folder, each newest first."""
    files = sorted(folder.glob("*.json"), key=_age)[:MAX_LISTED] if folder.is_dir() else []
    return list_autosaves(autosaves, legacy) + [_row(p) for p in files]


@QmlElement
@QmlUncreatable("made by the application")
class SaveList(QObject):
    """The Load screen's list; `refresh()` reads the folder in the background."""
    changed = Signal()

    def __init__(self, folder: Path, autosaves: Path, legacy: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.folder, self._autosaves, self._legacy = folder, autosaves, legacy
        self._model = RowsModel(SAVE_ROLES, self)
        self._jobs = Jobs(self, threads=1)
        self._loading = False
        self._listing = 0      # the latest refresh: an older one's rows come too late to show

    @Property(RowsModel, constant=True)
    def model(self):
        return self._model

    @Property(bool, notify=changed)
    def loading(self) -> bool:
        return self._loading

    @Slot()
    def refresh(self) -> None:
        self._loading = True
        self.changed.emit()
        self._listing += 1
        listing = self._listing
        self._jobs.read(lambda: list_saves(self.folder, self._autosaves, self._legacy),
                        lambda rows, error: self._listed(rows, error) if listing == self._listing else None)

    def _listed(self, rows, error) -> None:
        self._loading = False
        if error is not None:      # the folder itself (a stalled drive): said in the list
            row = _blank_row(self.folder, False)
            row.update(title=plain(self.folder.name), error=plain(error))
            rows = [row]
        self._model.set_rows(rows)
        self.changed.emit()

    @Slot(str)
    def remove(self, path: str) -> None:
        """Delete a save of the list (only files of the list: never anything else)."""
        target = Path(path)
        if all(row["path"] != path for row in self._model.rows()):
            return
        self._jobs.start(lambda: target.unlink(missing_ok=True), lambda _r, _e: self.refresh())

    def wait(self) -> None:
        self._jobs.wait()
