"""The QML module passes pyside6-qmllint with no message, with the Python types described
by an up-to-date mbqt_app.qmltypes (so lint checks every property a view reads)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from mbqt.app import qmltypes


def test_qmltypes_describe_the_current_python_types(tmp_path):
    fresh = tmp_path / "mbqt_app.qmltypes"
    qmltypes.generate(fresh)
    assert fresh.read_text() == qmltypes.QMLTYPES.read_text(), \
        "run `python -m mbqt.app.qmltypes` after changing a QmlElement"


def test_qmllint_is_clean():
    files = sorted(str(p) for p in qmltypes.MODULE_DIR.glob("*.qml"))
    assert len(files) > 20
    lint = Path(sys.executable).with_name("pyside6-qmllint")
    result = subprocess.run([str(lint), "--json", "-", *files], capture_output=True, text=True, timeout=120)
    report = json.loads(result.stdout)
    messages = [f"{Path(f['filename']).name}:{w.get('line')}: {w['message']}"
                for f in report["files"] for w in f["warnings"]]
    assert messages == [] and result.returncode == 0
