"""`mbqt app --smoke DIR` (mbqt/app/smoke.py) from the source tree, and the version shown in
the About line. The frozen app runs the same check in tests/packaging/test_frozen.py."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from PySide6.QtCore import QtMsgType, qInstallMessageHandler

import mbqt
from mbqt.app.smoke import Smoke
from mbqt.core.registry import DEFAULT_GAME, GAMES

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_version_is_pyproject_version():
    assert mbqt.version() == mbqt.__version__ == VERSION


def test_the_quick_version_read_is_the_metadatas():
    """version() reads the installed metadata without importlib.metadata (15 ms at startup)."""
    from importlib.metadata import version as installed
    assert mbqt._installed_version() == installed("mbqt")


def test_smoke_walks_the_app_and_saves(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "mbqt", "app", "--smoke", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert f"smoke: passed (mbqt {VERSION})" in done.stderr
    for name in ("01-title", "02-settings", "03-load-dialog", "03-load-dialog-2", "05-master-builder", "06-french",
                 "07-master-builder-played", "09-batisseurs", "10-batisseurs-played"):
        assert (tmp_path / f"{name}.png").stat().st_size > 5000, name
    # A game of each game of the registry, in its order, with the actions played.
    saves = sorted((tmp_path / "data" / "saves").glob("save-*.json"), key=lambda p: p.stat().st_mtime)
    records = [json.loads(save.read_text(encoding="utf-8")) for save in saves]
    assert [r["setup"].get("game", DEFAULT_GAME) for r in records] == list(GAMES)
    assert all(len(r["actions"]) >= 30 for r in records)


def test_a_qt_warning_or_a_bad_save_fails_the_smoke(qapp, tmp_path):
    smoke = Smoke(tmp_path)
    try:
        smoke.steps, smoke._index = [], 0          # as if every step were done
        (tmp_path / "data" / "saves").mkdir()
        save = tmp_path / "data" / "saves" / "save-1.json"
        shutil.copy(ROOT / "docs" / "examples" / "two-player-game.json", save)
        smoke._message(QtMsgType.QtDebugMsg, None, "a debug line")
        assert smoke.finish(0) == 0
        smoke._message(QtMsgType.QtWarningMsg, None, "qrc:/Main.qml:3: ReferenceError: x is not defined")
        assert smoke.warnings == ["qrc:/Main.qml:3: ReferenceError: x is not defined"]
        assert smoke.finish(0) == 1
        smoke.warnings = []
        save.write_text("{}")
        assert smoke.finish(0) == 1
        assert smoke.failure.startswith("a saved game does not load")
    finally:
        qInstallMessageHandler(None)
