"""The rules reference's text: resources/rules/<rules_file>.<language>.md (the game's
GameInfo.rules_file), cut into chapters.

Each chapter starts with a line `<!-- chapter: KEY -->` then a `## Title` line; the rest, up
to the next chapter, is its Markdown body. The keys are the same in every language; the
app opens the chapter of the moment of a game (its controller's rules_chapter()),
`overview` elsewhere.
"""
from __future__ import annotations

import re

from mbqt.core.registry import game_info
from mbqt.paths import resource_path

CHAPTER = re.compile(r"^<!-- chapter: ([a-z0-9_]+) -->\s*$", re.MULTILINE)


def read_chapters(language: str, game: str) -> list[dict]:
    """[{key, title, text}] of a game's rules (an id of the registry) in file order."""
    name = f"{game_info(game).rules_file}.{language}.md"
    source = resource_path("rules", name).read_text(encoding="utf-8")
    parts = CHAPTER.split(source)[1:]          # key, body, key, body...
    chapters = []
    for key, body in zip(parts[::2], parts[1::2]):
        heading, _, text = body.strip().partition("\n")
        if not heading.startswith("## "):
            raise ValueError(f"{name}: chapter {key} does not start with a '## ' title")
        chapters.append({"key": key, "title": heading[3:].strip(), "text": text.strip()})
    return chapters
