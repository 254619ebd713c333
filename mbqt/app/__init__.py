"""The desktop app (Qt Quick): controllers and list models in Python, views in the QML
module `Mbqt` (qml/Mbqt). No rule is decided here: see game_controller.py."""
from __future__ import annotations


def run(argv: list[str] | None = None, smoke_dir: str | None = None) -> int:
    from mbqt.app.application import run as run_app
    return run_app(argv, smoke_dir)
