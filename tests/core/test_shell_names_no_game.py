"""The shell is written once against core/protocol.py and names no game (docs/engine.md):
no file of it holds a game's id, package, QML module or title, except the registry that
lists them. A game's words belong in its own folders."""
from __future__ import annotations

import re
from pathlib import Path

from mbqt.core.registry import GAMES, game_info

MBQT = Path(__file__).resolve().parents[2] / "mbqt"
QML = MBQT / "app" / "qml" / "Mbqt"


def names() -> set[str]:
    found = set()
    for game in GAMES:
        info = game_info(game)
        found |= {info.id, info.package, info.qml_module}
        for title in info.titles.values():
            title = title.replace("\u00a0", " ")
            found |= {title, title.split(":")[0].strip()}      # "Les Bâtisseurs" alone too
    return found


def shell_files() -> list[Path]:
    modules = {game_info(game).qml_module for game in GAMES}
    files = [*MBQT.glob("*.py"), *(MBQT / "core").glob("*.py"), *(MBQT / "text").glob("*.py"),
             *(MBQT / "app").glob("*.py")]
    files += [p for p in QML.rglob("*") if p.is_file() and p.relative_to(QML).parts[0] not in modules]
    return [p for p in files if p != MBQT / "core" / "registry.py"]


def test_the_shell_names_no_game():
    pattern = re.compile("|".join(re.escape(n) for n in sorted(names(), key=len, reverse=True)), re.IGNORECASE)
    files = shell_files()
    assert any(p.name == "Main.qml" for p in files) and any(p.name == "play.py" for p in files)
    hits = [f"{p.relative_to(MBQT.parent)}:{n}: {line.strip()}"
            for p in files
            for n, line in enumerate(p.read_text(encoding="utf-8").replace("\u00a0", " ").splitlines(), 1)
            if pattern.search(line)]
    assert not hits, "\n".join(hits)
