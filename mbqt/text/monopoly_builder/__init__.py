"""Monopoly Builder in the terminal."""

from mbqt.core.lazy import lazy_attributes

# imported when asked for: it imports the shared loop (text/play.py)
__getattr__ = lazy_attributes(__name__, {"Session": ".session"})
