"""The card file's schema: pydantic models that validate a deck field by field, so a wrong
file gets a message naming the card and the field. Imported only when a file is checked
(a person's own deck, the tests); cards.py cross-checks the references and builds the cards.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from mbqt.core.errors import CardError, format_validation_error
from mbqt.games.master_builder.cards import EFFECT_DEFAULTS, SECTION_KINDS


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Names(_Model):
    en: str = Field(min_length=1)
    fr: str = Field(min_length=1)


class WorkerTypeModel(_Model):
    id: str
    level: int = Field(ge=1)
    color: str
    wage: int = Field(ge=0, multiple_of=1000)
    count: int = Field(ge=0)
    name: Names


class QuirkModel(_Model):
    id: str = Field(min_length=1, max_length=1)
    name: Names


class LoanModel(_Model):
    id: Literal["small", "large"]
    receive: int = Field(gt=0, multiple_of=1000)
    repay_early: int = Field(gt=0, multiple_of=1000)
    repay_late: int = Field(gt=0, multiple_of=1000)
    count: int = Field(ge=0)


class RulesModel(_Model):
    starting_money: int = Field(ge=0, multiple_of=1000)
    wage_track_max: int = Field(gt=0, multiple_of=1000)
    rounds: int = Field(ge=1)
    economic_cards_per_game: int = Field(ge=0)
    contracts_removed_two_players: int = Field(ge=0)
    round1_contracts: Literal["players + 1"]
    unsold_contract_bonus: int = Field(ge=0, multiple_of=1000)
    unfinished_section_penalty: int = Field(ge=0, multiple_of=1000)
    choose_worker_fee: int = Field(ge=0, multiple_of=1000)
    bid_step: Literal[1000]
    loans: list[LoanModel]

    @model_validator(mode="after")
    def _both_loans(self):
        if sorted(loan.id for loan in self.loans) != ["large", "small"]:
            raise ValueError("loans must list exactly one 'small' and one 'large' loan")
        return self


class SectionModel(_Model):
    id: str
    kind: Literal["side_wall", "gable_end", "roof", "wall", "side_piece"]
    requires: list[str] = Field(min_length=1, max_length=2)


class ContractModel(_Model):
    number: int = Field(ge=1)
    kind: Literal["building", "city_wall"]
    name: Names
    price: int = Field(ge=0, multiple_of=1000)
    min_bid: int = Field(ge=0, multiple_of=1000)
    sections: list[SectionModel] = Field(min_length=1)

    @model_validator(mode="after")
    def _sections_fit_kind(self):
        allowed = SECTION_KINDS[self.kind]
        for section in self.sections:
            if section.kind not in allowed:
                raise ValueError(f"section {section.id!r}: kind {section.kind!r} is not allowed "
                                 f"in a {self.kind} (allowed: {', '.join(allowed)})")
        if self.kind == "city_wall" and self.sections[0].kind != "wall":
            raise ValueError("a city wall's first section must be a 'wall' section")
        ids = [s.id for s in self.sections]
        if len(set(ids)) != len(ids):
            raise ValueError("section ids must be unique within a contract")
        return self


class WorkerModel(_Model):
    id: str
    type: str
    wage: int = Field(ge=0, multiple_of=1000)
    quirks: list[str] = Field(max_length=5)


class EffectModel(_Model):
    kind: Literal["unavailable", "dismiss_all", "dismiss_one", "requisition", "wage_surcharge", "none"]
    quirks_any: list[str] = Field(default_factory=list)
    types: list[str] = Field(default_factory=list)
    count: int = Field(default=EFFECT_DEFAULTS["count"], ge=1)
    compensation: int = Field(default=EFFECT_DEFAULTS["compensation"], ge=0, multiple_of=1000)
    amount_per_worker: int = Field(default=EFFECT_DEFAULTS["amount_per_worker"], ge=0, multiple_of=1000)

    @model_validator(mode="after")
    def _has_match(self):
        if self.kind != "none" and not (self.quirks_any or self.types):
            raise ValueError(f"a {self.kind!r} effect needs 'quirks_any' or 'types' to say which workers it hits")
        if self.kind == "requisition" and not self.types:
            raise ValueError("a 'requisition' effect needs 'types'")
        return self


class EventModel(_Model):
    id: str
    name: Names
    effect: EffectModel


class EconomicModel(_Model):
    id: str
    name: Names
    contracts_revealed: dict[Literal["2", "3", "4"], int]

    @model_validator(mode="after")
    def _all_counts(self):
        if sorted(self.contracts_revealed) != ["2", "3", "4"]:
            raise ValueError("contracts_revealed must give a count for 2, 3 and 4 players")
        if any(v < 0 for v in self.contracts_revealed.values()):
            raise ValueError("contracts_revealed counts cannot be negative")
        return self


class CardFile(_Model):
    model_config = ConfigDict(extra="ignore", frozen=True)
    worker_types: list[WorkerTypeModel] = Field(min_length=1)
    quirks: list[QuirkModel]
    rules: RulesModel
    contracts: list[ContractModel] = Field(min_length=1)
    workers: list[WorkerModel] = Field(min_length=1)
    events: list[EventModel] = Field(min_length=1)
    economic_cards: list[EconomicModel]


def validate(raw, source: str) -> dict:
    """The file's data with every field checked and the defaults filled in; CardError if wrong."""
    try:
        return CardFile.model_validate(raw).model_dump()
    except ValidationError as err:
        raise CardError(f"{source}: {format_validation_error(err, raw)}") from None
