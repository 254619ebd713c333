"""Extract every translatable string of the app into i18n/mbqt_fr.ts and i18n/mbqt_en.ts
(pyside6-lupdate), then compile them into resources/i18n/*.qm (pyside6-lrelease), where the
app and a PyInstaller bundle find them (mbqt/paths.py resource_path).

    .venv/bin/python scripts/update_translations.py     (or: make translations)

Run it after adding or changing a qsTr() in QML or a translate() in mbqt/app; then translate
the new entries of i18n/mbqt_fr.ts (Qt Linguist, or by hand: fill <translation> and drop
type="unfinished"), using the terms of i18n/glossary.md, and run it again to compile.
English is the source language: mbqt_en.ts holds only the plural forms of QML's %n strings
(Python code writes its plurals as two messages, mbqt.app.texts.plural: this lupdate does not
extract plural forms from Python).
tests/app/test_translations.py fails while an entry is unfinished or a .qm is out of date.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = {"fr": [], "en": ["-pluralonly"]}


def tool(name: str) -> str:
    """A PySide6 tool: beside this Python (a virtualenv's bin), else on the PATH."""
    for candidate in (Path(sys.executable).parent / name, Path(sys.executable).parent / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"update_translations: {name} not found (install PySide6-Essentials)")
    return found


def sources() -> list[str]:
    """Every file that may hold a user-visible string of the app, relative to the root."""
    app = ROOT / "mbqt" / "app"
    files = sorted(app.rglob("*.qml")) + sorted(app.rglob("*.py"))
    return [str(f.relative_to(ROOT)) for f in files]


def update(ts_dir: Path = ROOT / "i18n", qm_dir: Path = ROOT / "resources" / "i18n") -> list[Path]:
    """Refresh the .ts files in ts_dir (keeping their translations) and compile them into
    qm_dir; returns the .ts files."""
    ts_dir.mkdir(parents=True, exist_ok=True)
    qm_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for language, options in LANGUAGES.items():
        ts = ts_dir / f"mbqt_{language}.ts"
        subprocess.run([tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                        "-source-language", "en", "-target-language", language, *options,
                        *sources(), "-ts", str(ts)], cwd=ROOT, check=True)
        compile_qm(ts, qm_dir / f"mbqt_{language}.qm")
        written.append(ts)
    return written


def compile_qm(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
                   cwd=ROOT, check=True)


if __name__ == "__main__":
    for path in update():
        print(f"updated {path.relative_to(ROOT)}")
