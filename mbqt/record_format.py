"""The file form of a game record, replays and saves: versioned JSON validated by pydantic.

  {"format": "mbqt-replay" | "mbqt-save", "version": 1, "setup": {...}, "cards": null | path,
   "actions": [...], and for saves "saved_at" and "snapshot" (the state's JSON)}
See docs/formats.md. records.Game plays a record back and makes one.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from mbqt.master_builder.actions import ActionModel
from mbqt.master_builder.setup import Setup

FORMAT_VERSION = 1


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["mbqt-replay", "mbqt-save"] = "mbqt-replay"
    version: int = Field(FORMAT_VERSION, description="format version; newer versions are refused")
    setup: Setup
    cards: str | None = Field(None, description="path of a custom card file; null for the bundled deck")
    actions: list[ActionModel] = []
    saved_at: str | None = None
    snapshot: dict[str, Any] | None = Field(None, description="state JSON after the actions (saves)")
