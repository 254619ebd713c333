"""Describe the Python types registered for QML to qmllint: one mbqt_app.qmltypes per QML
module, the shell's (Mbqt: qml/Mbqt) and each game's (Mbqt.<GameInfo.qml_module>:
qml/Mbqt/<qml_module>, its types from mbqt/app/<package>/).

`python -m mbqt.app.qmltypes` rewrites them with PySide's tools (pyside6-metaobjectdump,
pyside6-qmltyperegistrar), as `pyside6-project build` does. Run it after changing a
QmlElement's properties, signals or slots; the lint test checks the files are current.
"""
from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import PySide6

from mbqt.app import QML_DIR
from mbqt.core.registry import GAMES, game_info

APP_DIR = Path(__file__).resolve().parent
MODULE_DIR = QML_DIR / "Mbqt"
QMLTYPES = "mbqt_app.qmltypes"
SHELL_SOURCES = ("rows.py", "game_controller.py", "save_list.py", "replay_controller.py", "tutorial_controller.py",
                 "app_controller.py")


@dataclass(frozen=True)
class Module:
    name: str               # "Mbqt", "Mbqt.<qml_module>"
    folder: Path            # its qmldir's folder
    sources: tuple[str, ...]    # the files registering its types, relative to mbqt/app

    @property
    def qmltypes(self) -> Path:
        return self.folder / QMLTYPES


def modules() -> list[Module]:
    """The shell's module, then each game's, in the registry's order."""
    found = [Module("Mbqt", MODULE_DIR, SHELL_SOURCES)]
    for game in GAMES:
        info = game_info(game)
        package = APP_DIR / info.package
        sources = tuple(sorted(f"{info.package}/{p.name}" for p in package.glob("*.py")
                               if "@QmlElement" in p.read_text(encoding="utf-8")))
        found.append(Module(f"Mbqt.{info.qml_module}", MODULE_DIR / info.qml_module, sources))
    return found


def _tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def generate(module: Module, out: Path, shell_meta: Path | None = None) -> Path:
    """Write `out` for `module`; returns its metatypes file (a game's types derive from the
    shell's: pass the shell's as shell_meta). The metatypes file lives in a temporary folder
    for the run of generate_all."""
    core = Path(PySide6.__file__).parent / "Qt" / "metatypes" / "qt6core_metatypes.json"
    meta = out.with_suffix(".metatypes.json")
    subprocess.run([_tool("pyside6-metaobjectdump"), "-o", str(meta), *module.sources], cwd=APP_DIR, check=True)
    _check_import_names(module, meta)
    _complete(meta)
    foreign = ",".join(str(p) for p in (core, shell_meta) if p)
    subprocess.run([_tool("pyside6-qmltyperegistrar"), "--generate-qmltypes", str(out),
                    "-o", os.devnull, "--import-name", module.name, "--major-version", "1",
                    "--minor-version", "0", f"--foreign-types={foreign}", str(meta)],
                   cwd=APP_DIR, check=True, capture_output=True)
    # Source paths relative to the app package, so the file is the same on every machine.
    out.write_text(out.read_text(encoding="utf-8").replace(f'file: "{APP_DIR.as_posix()}/', 'file: "'),
                   encoding="utf-8")
    return meta


def generate_all(out_dir: Path | None = None) -> list[Path]:
    """Every module's file: in its module folder, or with out_dir, as out_dir/<module>.qmltypes."""
    written = []
    with tempfile.TemporaryDirectory() as tmp:
        shell_meta = None
        for module in modules():
            out = (out_dir / f"{module.name}.qmltypes") if out_dir else module.qmltypes
            scratch = Path(tmp) / f"{module.name}.qmltypes"
            meta = generate(module, scratch, shell_meta)
            shell_meta = shell_meta or meta
            out.write_bytes(scratch.read_bytes())
            written.append(out)
    return written


def _python_module(source: str):
    return importlib.import_module("mbqt.app." + ".".join(Path(source).with_suffix("").parts))


def _check_import_names(module: Module, meta: Path) -> None:
    """Each source registers its types in the module it is described in (QML_IMPORT_NAME)."""
    for entry in json.loads(meta.read_text(encoding="utf-8")):
        source = Path(entry["inputFile"])
        source = source.relative_to(APP_DIR) if source.is_absolute() else source
        name = getattr(_python_module(source.as_posix()), "QML_IMPORT_NAME", None)
        if name != module.name:
            raise SystemExit(f"{source}: QML_IMPORT_NAME is {name!r}, its module is {module.name!r}")


def _complete(meta: Path) -> None:
    """Say what pyside6-metaobjectdump cannot see in one module's files, from the classes
    themselves: that a class whose base is in another module (a game's controller) is a
    QObject, and which properties are declared constant=True (else qmllint warns that a
    binding to them might not update)."""
    from PySide6.QtCore import QObject
    dump = json.loads(meta.read_text(encoding="utf-8"))
    for entry in dump:
        source = Path(entry["inputFile"])
        source = source.relative_to(APP_DIR) if source.is_absolute() else source
        module = _python_module(source.as_posix())
        for described in entry["classes"]:
            cls = getattr(module, described["className"])
            if issubclass(cls, QObject):
                described["object"] = True
            meta_object = cls.staticMetaObject
            for prop in described.get("properties", []):
                if meta_object.property(meta_object.indexOfProperty(prop["name"])).isConstant():
                    prop["constant"] = True
    meta.write_text(json.dumps(dump), encoding="utf-8")


if __name__ == "__main__":
    for path in generate_all():
        print(f"wrote {path}")
