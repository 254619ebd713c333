"""The JSON form of actions and its conversion to and from engine tuples. Cards are named
by their ids from the card file (worker "W07", building "B31", machine "M3")."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from mbqt.core.action_model import Action, read_action
from mbqt.core.errors import IllegalAction
from mbqt.games.batisseurs.cards import CardSet


class Open(Action):
    type: Literal["open"]
    building: str = Field(description="a building of the row, e.g. 'B31'")


class Recruit(Action):
    type: Literal["recruit"]
    worker: str = Field(description="a worker of the row, e.g. 'W07'")


class Send(Action):
    type: Literal["send"]
    worker: str = Field(description="a free worker of the team, or a finished machine ('M3')")
    site: str = Field(description="one of the player's sites (a building id)")


class Take(Action):
    type: Literal["take"]
    actions: Literal[1, 2, 3] = Field(description="1, 2 or 3 actions for 1, 3 or 6 écus")


class End(Action):
    type: Literal["end"]


ActionModel = Annotated[Union[Open, Recruit, Send, Take, End], Field(discriminator="type")]
ACTION_ADAPTER = TypeAdapter(ActionModel)


def _card(cards: CardSet, card_id: str, buildings: bool) -> int:
    u = cards.unit_by_id(card_id)
    if u is None or (buildings and u < cards.n_workers):
        raise IllegalAction("no_building_card" if buildings else "no_card", id=card_id)
    return u - cards.n_workers if buildings else u


def from_json(cards: CardSet, data) -> tuple:
    """A JSON action (dict) -> engine tuple. Raises IllegalAction for a malformed action."""
    a = read_action(ACTION_ADAPTER, data)
    if a.type == "open":
        return ("open", _card(cards, a.building, True))
    if a.type == "recruit":
        u = _card(cards, a.worker, False)
        if u >= cards.n_workers:
            raise IllegalAction("not_a_worker_card", id=a.worker)
        return ("recruit", u)
    if a.type == "send":
        return ("send", _card(cards, a.worker, False), _card(cards, a.site, True))
    if a.type == "take":
        return ("take", a.actions)
    return ("end",)


def to_json(cards: CardSet, action: tuple) -> dict:
    """Engine tuple -> the documented JSON action."""
    kind = action[0]
    if kind == "open":
        return {"type": kind, "building": cards.buildings[action[1]].id}
    if kind == "recruit":
        return {"type": kind, "worker": cards.workers[action[1]].id}
    if kind == "send":
        return {"type": kind, "worker": cards.unit_id(action[1]), "site": cards.buildings[action[2]].id}
    if kind == "take":
        return {"type": kind, "actions": action[1]}
    if kind == "end":
        return {"type": kind}
    raise ValueError(f"unknown action {action!r}")
