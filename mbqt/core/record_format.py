"""The file form of a game record, replays and saves: versioned JSON validated by pydantic.

  {"format": "mbqt-replay" | "mbqt-save", "version": 1 | 2, "setup": {...}, "actions": [...],
   version 2: "deck" (a custom card file's JSON, carried in the record),
   version 1: "cards" (null, or the path of a custom card file: read only when the person gives it),
   "hints" (optional: the hints asked, docs/formats.md),
   and for saves "saved_at" and "snapshot" (the state's JSON)}
The setup's "game" names the game (registry.DEFAULT_GAME when absent: the files written
before there were two games); the setup and the actions are that game's models (two games
may have an action of the same name, so the actions are not one union of every game's). See docs/formats.md. records.Game plays a record back and makes one.
Version 2 also has more fields in the snapshot's decision; version 1 files still load.
"""
from __future__ import annotations

import functools
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from mbqt.core.registry import DEFAULT_GAME, engine

FORMAT_VERSION = 2      # 2: a custom deck is carried in the record ("deck"), not named by path

SetupT = TypeVar("SetupT")
ActionT = TypeVar("ActionT")


class HintUsed(BaseModel):
    """A hint asked for (the app's Hint button), recorded for the game's statistics."""
    model_config = ConfigDict(extra="forbid")
    at: int = Field(ge=0, description="the number of actions played when it was asked")
    seat: int = Field(ge=0, le=3, description="the seat that asked")


class GameRecord(BaseModel, Generic[SetupT, ActionT]):
    model_config = ConfigDict(extra="forbid")
    format: Literal["mbqt-replay", "mbqt-save"] = "mbqt-replay"
    version: int = Field(FORMAT_VERSION, description="format version; newer versions are refused")
    setup: SetupT
    cards: str | None = Field(None, description="format 1: the path of a custom card file, never opened by "
                                                "itself; null for the bundled deck")
    deck: dict[str, Any] | None = Field(None, description="format 2: the custom card file's JSON; null for the "
                                                          "bundled deck")
    actions: list[ActionT] = []
    saved_at: str | None = None
    snapshot: dict[str, Any] | None = Field(None, description="state JSON after the actions (saves)")
    hints: list[HintUsed] = Field([], max_length=100_000, description="the hints asked (absent in older files: none)")


_DECISION_FIELDS_ADDED = ("hire_turn", "hire_turns", "step")     # in format 2


def snapshot_matches(saved: dict, replayed: dict, version: int) -> bool:
    """Whether a save's snapshot is the state its actions replay to. In format 1 the
    decision had fewer fields (version 2 added some games' turn and step fields): there it
    is compared on the fields it has."""
    if version == 1 and isinstance(saved.get("decision"), dict) and isinstance(replayed.get("decision"), dict):
        replayed = {**replayed, "decision": {k: v for k, v in replayed["decision"].items()
                                             if k in saved["decision"] or k not in _DECISION_FIELDS_ADDED}}
    return saved == replayed


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


Record = record_model(DEFAULT_GAME)     # the default game's, as before there were two games
