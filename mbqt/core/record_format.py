"""The file form of a game record, replays and saves: versioned JSON validated by pydantic.

  {"format": "mbqt-replay" | "mbqt-save", "version": 1, "setup": {...}, "cards": null | path,
   "actions": [...], and for saves "saved_at" and "snapshot" (the state's JSON)}
The setup's "game" names the game ("master-builder" when absent); the setup and the actions
are that game's models (both games have an action "open", so the actions are not one
union of every game's). See docs/formats.md. records.Game plays a record back and makes one.
"""
from __future__ import annotations

import functools
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from mbqt.core.registry import DEFAULT_GAME, engine

FORMAT_VERSION = 1

SetupT = TypeVar("SetupT")
ActionT = TypeVar("ActionT")


class GameRecord(BaseModel, Generic[SetupT, ActionT]):
    model_config = ConfigDict(extra="forbid")
    format: Literal["mbqt-replay", "mbqt-save"] = "mbqt-replay"
    version: int = Field(FORMAT_VERSION, description="format version; newer versions are refused")
    setup: SetupT
    cards: str | None = Field(None, description="path of a custom card file; null for the bundled deck")
    actions: list[ActionT] = []
    saved_at: str | None = None
    snapshot: dict[str, Any] | None = Field(None, description="state JSON after the actions (saves)")


@functools.cache
def record_model(game: str) -> type[GameRecord]:
    """The record model of a game (ValueError for an unknown one). Named "Record" (the
    title of its JSON Schema) whatever the game, as before there were two."""
    base = GameRecord[engine(game).Setup, engine(game).ActionModel]
    return type("Record", (base,), {"__module__": __name__})


def record_game(data):
    """The game a record's parsed JSON names, before it is validated: its setup's "game"
    (any JSON value; the caller checks it is one of mbqt.core.registry.GAMES)."""
    setup = data.get("setup") if isinstance(data, dict) else None
    return setup.get("game", DEFAULT_GAME) if isinstance(setup, dict) else DEFAULT_GAME


Record = record_model(DEFAULT_GAME)     # Master Builder's, as before there were two games
