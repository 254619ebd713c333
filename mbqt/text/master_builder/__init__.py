"""Master Builder in the terminal: its board, menus, build planning and log."""

from mbqt.core.lazy import lazy_attributes

# imported when asked for: it imports the shared loop (text/play.py)
__getattr__ = lazy_attributes(__name__, {"Session": ".session"})
