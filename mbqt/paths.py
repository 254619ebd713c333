"""Where the bundled resources live: beside the package in a source tree, or in the
PyInstaller bundle's data folder when frozen."""
from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)
