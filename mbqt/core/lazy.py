"""A package's attributes imported on first use (PEP 562 `__getattr__`): a game's package
costs nothing to import until one of its parts is asked for (listing the games reads only
their INFO; the engine runs without pydantic)."""
from __future__ import annotations

import importlib


def lazy_attributes(package: str, where: dict[str, str]):
    """The `__getattr__` of `package` that answers each name of `where` from the module it
    maps to (relative to the package when it starts with a dot), imported when asked for."""
    def __getattr__(name: str):
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(module, package), name)
    return __getattr__
