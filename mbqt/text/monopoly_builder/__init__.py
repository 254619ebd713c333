"""Monopoly Builder in the terminal."""


def __getattr__(name: str):
    if name == "Session":     # imported when asked for: it imports the shared loop (text/play.py)
        from mbqt.text.monopoly_builder.session import Session
        return Session
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
