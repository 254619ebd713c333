"""The documented JSON form of actions, and its conversion to and from engine tuples.

JSON actions name cards by their ids from the card file (worker "F-03", worker type
"foreman", contract 8, event "storm", loan "small"), so a replay reads like the game.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from mbqt.core.action_model import Action, read_action
from mbqt.core.errors import IllegalAction
from mbqt.games.master_builder.cards import CardSet


class Hire(Action):
    type: Literal["hire"]
    worker_type: str = Field(description="take the visible top card of this worker type's deck")


class HireChosen(Action):
    type: Literal["hire_chosen"]
    worker: str = Field(description="variant Choosing workers: pay the fee and take this card from its deck")


class Fire(Action):
    type: Literal["fire"]
    worker: str


class Pass(Action):
    type: Literal["pass"] = Field(description="pass in phase 1, decline to open an auction, pass in an "
                                              "auction, or end lending")


class Open(Action):
    type: Literal["open"]
    contract: int
    amount: int = Field(description="opening bid in dollars, at least the contract's minimum bid")


class Bid(Action):
    type: Literal["bid"]
    amount: int = Field(description="new highest bid in dollars")


class ChooseEvent(Action):
    type: Literal["choose_event"]
    event: str


class Dismiss(Action):
    type: Literal["dismiss"]
    worker: str


class Give(Action):
    type: Literal["give"]
    worker: str


class Lend(Action):
    type: Literal["lend"]
    worker: str
    to: int = Field(description="seat of the borrower")
    price: int


class Accept(Action):
    type: Literal["accept"]


class Refuse(Action):
    type: Literal["refuse"]


class PlanItem(Action):
    contract: int
    section: str = Field(description="section id from the card file, e.g. 'side_wall_1'")
    workers: list[str]


class Build(Action):
    type: Literal["build"]
    plan: list[PlanItem]


class TakeLoan(Action):
    type: Literal["loan"]
    loan: Literal["small", "large"]


class Repay(Action):
    type: Literal["repay"]
    loan: Literal["small", "large"]


ActionModel = Annotated[
    Union[Hire, HireChosen, Fire, Pass, Open, Bid, ChooseEvent, Dismiss, Give, Lend, Accept, Refuse,
          Build, TakeLoan, Repay],
    Field(discriminator="type"),
]
ACTION_ADAPTER = TypeAdapter(ActionModel)
LOAN_IDS = ("small", "large")


def _worker(cards: CardSet, worker_id: str) -> int:
    w = cards.worker_by_id(worker_id)
    if w is None:
        raise IllegalAction("no_worker_card", id=worker_id)
    return w.index


def from_json(cards: CardSet, data) -> tuple:
    """A JSON action (dict) -> engine tuple. Raises IllegalAction for a malformed action."""
    a = read_action(ACTION_ADAPTER, data)
    kind = a.type
    if kind == "hire":
        t = cards.type_by_id(a.worker_type)
        if t is None:
            raise IllegalAction("no_worker_type", id=a.worker_type)
        return ("hire", t.index)
    if kind in ("hire_chosen", "fire", "dismiss", "give"):
        return (kind, _worker(cards, a.worker))
    if kind in ("pass", "accept", "refuse"):
        return (kind,)
    if kind == "open":
        return ("open", a.contract, a.amount)
    if kind == "bid":
        return ("bid", a.amount)
    if kind == "choose_event":
        e = cards.event_by_id(a.event)
        if e is None:
            raise IllegalAction("no_event_card", id=a.event)
        return ("choose_event", e.index)
    if kind == "lend":
        return ("lend", _worker(cards, a.worker), a.to, a.price)
    if kind == "build":
        plan = []
        for item in a.plan:
            contract = cards.contracts.get(item.contract)
            if contract is None:
                raise IllegalAction("no_contract", number=item.contract)
            section = next((s for s in contract.sections if s.id == item.section), None)
            if section is None:
                raise IllegalAction("no_section_id", number=item.contract, id=item.section)
            plan.append((item.contract, section.index, tuple(sorted(_worker(cards, w) for w in item.workers))))
        return ("build", tuple(sorted(plan)))
    return (kind, LOAN_IDS.index(a.loan))   # loan, repay


def to_json(cards: CardSet, action: tuple) -> dict:
    """Engine tuple -> the documented JSON action."""
    kind = action[0]
    workers = cards.workers
    if kind == "hire":
        return {"type": kind, "worker_type": cards.worker_types[action[1]].id}
    if kind in ("hire_chosen", "fire", "dismiss", "give"):
        return {"type": kind, "worker": workers[action[1]].id}
    if kind in ("pass", "accept", "refuse"):
        return {"type": kind}
    if kind == "open":
        return {"type": kind, "contract": action[1], "amount": action[2]}
    if kind == "bid":
        return {"type": kind, "amount": action[1]}
    if kind == "choose_event":
        return {"type": kind, "event": cards.events[action[1]].id}
    if kind == "lend":
        return {"type": kind, "worker": workers[action[1]].id, "to": action[2], "price": action[3]}
    if kind == "build":
        return {"type": kind, "plan": [
            {"contract": num, "section": cards.contracts[num].sections[idx].id,
             "workers": [workers[w].id for w in crew]} for num, idx, crew in action[1]]}
    if kind in ("loan", "repay"):
        return {"type": kind, "loan": LOAN_IDS[action[1]]}
    raise ValueError(f"unknown action {action!r}")
