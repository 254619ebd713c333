"""Monopoly Builder in the app: its controller, board models and words."""
from mbqt.app.monopoly_builder.controller import MonopolyBuilderController as Controller  # noqa: F401
