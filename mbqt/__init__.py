"""mbqt: a digital edition of a family of builder board games (mbqt.core.registry names them)."""
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
    found = _installed_version()
    if found:
        return found
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed
    try:
        return installed("mbqt")
    except PackageNotFoundError:    # a source tree that was never installed (pip install -e .)
        return "unknown"


def _installed_version() -> str | None:
    """The Version line of the metadata pip installed (the first mbqt-*.dist-info folder on
    sys.path, as importlib.metadata finds it), read without importlib.metadata: importing it
    (the email package) costs the app's start 15 ms. None if there is none."""
    import os
    for entry in sys.path:
        folder = entry or "."
        try:
            names = os.listdir(folder)
        except OSError:       # a zip file, a folder that does not exist
            continue
        for name in names:
            if name.startswith("mbqt-") and name.endswith(".dist-info"):
                try:
                    with open(os.path.join(folder, name, "METADATA"), encoding="utf-8") as f:
                        for line in f:
                            if line.startswith("Version:"):
                                return line.split(":", 1)[1].strip()
                            if not line.strip():     # the headers end: no version
                                break
                except OSError:
                    pass
                return None
    return None


def __getattr__(name: str):
    if name == "__version__":      # computed on first use: reading metadata costs a few ms
        return version()
    raise AttributeError(f"module 'mbqt' has no attribute {name!r}")
