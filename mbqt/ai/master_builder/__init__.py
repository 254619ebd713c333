"""Master Builder's computer players (docs/ai.md): Easy, Medium (a forecast of the final
money, planner.py for build plans) and Hard (a search guided by Medium). No Qt here."""
from __future__ import annotations

import importlib

_LEVELS = {"easy": ("easy", "EasyPlayer"), "medium": ("medium", "MediumPlayer"), "hard": ("hard", "HardPlayer")}


def player_class(level: str):
    module, name = _LEVELS[level]
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
