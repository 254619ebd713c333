"""The QML modules, the shell's and each game's, pass pyside6-qmllint with no message, with
the Python types described by up-to-date mbqt_app.qmltypes files (so lint checks every
property a view reads)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from mbqt.app import QML_DIR, qmltypes
from mbqt.core.registry import GAMES


def test_qmltypes_describe_the_current_python_types(tmp_path):
    fresh = qmltypes.generate_all(tmp_path)
    modules = qmltypes.modules()        # the shell's, then one per game of the registry
    assert len(modules) == 1 + len(GAMES) and all((m.folder / "qmldir").is_file() for m in modules)
    for module, path in zip(modules, fresh):
        assert path.read_text() == module.qmltypes.read_text(), \
            "run `python -m mbqt.app.qmltypes` after changing a QmlElement"


def test_qmllint_is_clean():
    files = sorted(str(p) for module in qmltypes.modules() for p in module.folder.glob("*.qml"))
    assert len(files) > 50
    lint = Path(sys.executable).with_name("pyside6-qmllint")
    result = subprocess.run([str(lint), "--json", "-", "-I", str(QML_DIR), *files],
                            capture_output=True, text=True, timeout=120)
    report = json.loads(result.stdout)
    messages = [f"{Path(f['filename']).name}:{w.get('line')}: {w['message']}"
                for f in report["files"] for w in f["warnings"]]
    assert messages == [] and result.returncode == 0


def test_the_shell_names_no_game():
    """Only a game's own folders say which game they are: the shell's QML and Python read
    the registry and the GameInfo."""
    from mbqt.core.registry import game_info
    names = set()
    for game in GAMES:
        info = game_info(game)
        names |= {info.id, info.package, info.qml_module, *info.titles.values()}
    app = QML_DIR.parent
    shell = [*sorted((QML_DIR / "Mbqt").glob("*.qml")), *(QML_DIR / "Mbqt").glob("qmldir"), *sorted(app.glob("*.py"))]
    found = [f"{p.name}: {name}" for p in shell for name in sorted(names) if name in p.read_text(encoding="utf-8")]
    assert found == []
