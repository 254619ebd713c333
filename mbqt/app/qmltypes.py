"""Describe the Python types registered for QML (module Mbqt) to qmllint.

`python -m mbqt.app.qmltypes` rewrites qml/Mbqt/mbqt_app.qmltypes with PySide's tools
(pyside6-metaobjectdump, pyside6-qmltyperegistrar), as `pyside6-project build` does. Run
it after changing a QmlElement's properties, signals or slots; the lint test checks the
file is current.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import PySide6

APP_DIR = Path(__file__).resolve().parent
MODULE_DIR = APP_DIR / "qml" / "Mbqt"
QMLTYPES = MODULE_DIR / "mbqt_app.qmltypes"
SOURCES = ("rows.py", "master_builder/build_planner.py", "game_controller.py", "master_builder/controller.py",
           "batisseurs/controller.py", "save_list.py", "replay_controller.py", "app_controller.py")


def _tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def generate(out: Path) -> None:
    core = Path(PySide6.__file__).parent / "Qt" / "metatypes" / "qt6core_metatypes.json"
    with tempfile.TemporaryDirectory() as tmp:
        meta = Path(tmp) / "mbqt_app_metatypes.json"
        subprocess.run([_tool("pyside6-metaobjectdump"), "-o", str(meta), *SOURCES], cwd=APP_DIR, check=True)
        _mark_constants(meta)
        subprocess.run([_tool("pyside6-qmltyperegistrar"), "--generate-qmltypes", str(out),
                        "-o", os.devnull, "--import-name", "Mbqt", "--major-version", "1",
                        "--minor-version", "0", f"--foreign-types={core}", str(meta)],
                       cwd=APP_DIR, check=True, capture_output=True)
    # Source paths relative to the app package, so the file is the same on every machine.
    out.write_text(out.read_text(encoding="utf-8").replace(f'file: "{APP_DIR.as_posix()}/', 'file: "'),
                   encoding="utf-8")


def _mark_constants(meta: Path) -> None:
    """Flag the properties declared constant=True, which pyside6-metaobjectdump leaves out
    (else qmllint warns that a binding to them might not update): read from the classes'
    own meta-objects."""
    import importlib
    dump = json.loads(meta.read_text(encoding="utf-8"))
    for entry in dump:
        source = Path(entry["inputFile"])
        source = source.relative_to(APP_DIR) if source.is_absolute() else source
        module = importlib.import_module("mbqt.app." + ".".join(source.with_suffix("").parts))
        for described in entry["classes"]:
            meta_object = getattr(module, described["className"]).staticMetaObject
            for prop in described.get("properties", []):
                if meta_object.property(meta_object.indexOfProperty(prop["name"])).isConstant():
                    prop["constant"] = True
    meta.write_text(json.dumps(dump), encoding="utf-8")


if __name__ == "__main__":
    generate(QMLTYPES)
    print(f"wrote {QMLTYPES}")
