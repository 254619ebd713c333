"""The desktop app (Qt Quick): controllers and list models in Python, views in QML modules
under qml/: the shell's `Mbqt` (qml/Mbqt) and each game's `Mbqt.<GameInfo.qml_module>`
(qml/Mbqt/<qml_module>). No rule is decided here: see game_controller.py."""
from __future__ import annotations

from pathlib import Path

QML_DIR = Path(__file__).resolve().parent / "qml"      # the QML engine's import path


def run(argv: list[str] | None = None, smoke_dir: str | None = None) -> int:
    from mbqt.app.application import run as run_app
    return run_app(argv, smoke_dir)
