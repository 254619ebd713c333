"""Where the bundled resources live: beside the package in a source tree, or in the
PyInstaller bundle's data folder when frozen; and the player's own data folder."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def resource_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def data_dir() -> Path:
    """The player's data folder, where the desktop app keeps its settings and saves: Qt's
    AppDataLocation for organization and application "mbqt", found without Qt (the text mode
    imports none): $XDG_DATA_HOME/mbqt/mbqt (~/.local/share/mbqt/mbqt) on Linux,
    %APPDATA%\\mbqt\\mbqt on Windows, ~/Library/Application Support/mbqt/mbqt on macOS."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / "mbqt" / "mbqt"


def default_save_path(name: str) -> Path:
    """Where a save of that file name goes when the player names no folder: the saves folder
    of the data folder, which the app's Load screen lists."""
    return data_dir() / "saves" / name
