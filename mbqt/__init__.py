"""mbqt: a digital edition of the board game Master Builder."""
from __future__ import annotations

import functools
import sys


@functools.cache
def version() -> str:
    """The version in pyproject.toml: from the installed package's metadata or, in a frozen
    build (which has no metadata), from the VERSION file the build put in its resources."""
    if getattr(sys, "frozen", False):
        from mbqt.paths import resource_path
        return resource_path("VERSION").read_text(encoding="utf-8").strip()
    from importlib.metadata import PackageNotFoundError, version as installed
    try:
        return installed("mbqt")
    except PackageNotFoundError:    # a source tree that was never installed (pip install -e .)
        return "unknown"


def __getattr__(name: str):
    if name == "__version__":      # computed on first use: reading metadata costs a few ms
        return version()
    raise AttributeError(f"module 'mbqt' has no attribute {name!r}")
