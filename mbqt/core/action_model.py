"""What every game's JSON action model (pydantic, docs/formats.md "Actions") shares: the base
of its action classes, and the reading of one action, a malformed one refused as
IllegalAction("bad_json") naming the field (core.sentences.FORMAT_REFUSALS says it)."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from mbqt.core.errors import IllegalAction


class Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def read_action(adapter: TypeAdapter, data):
    """`data` (from a file, a bot or a person) as the game's action model `adapter` reads it."""
    try:
        return adapter.validate_python(data)
    except ValidationError as err:
        first = err.errors()[0]
        raise IllegalAction("bad_json", where=".".join(map(str, first["loc"])), message=first["msg"]) from None
