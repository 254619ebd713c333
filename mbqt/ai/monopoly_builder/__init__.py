"""Monopoly Builder's computer players (docs/ai.md): Easy, Medium (one move ahead with a
value in points, value.py and plan.py) and Hard (a search over sampled dice and Chance
orders, guided by Medium). No Qt here."""
from __future__ import annotations

import importlib

_LEVELS = {"easy": ("easy", "EasyPlayer"), "medium": ("medium", "MediumPlayer"), "hard": ("hard", "HardPlayer")}


def player_class(level: str):
    module, name = _LEVELS[level]
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
