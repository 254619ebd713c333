"""Master Builder's rules facade: the game's side of the protocol of mbqt/core/protocol.py."""
from __future__ import annotations

import random

from mbqt.games.master_builder import INFO, rules, scoring, sentences, view
from mbqt.games.master_builder.cards import CardSet, bundled_deck, load_cards
from mbqt.games.master_builder.newgame import new_game
from mbqt.games.master_builder.state import State


class MasterBuilder:
    info = INFO
    id = INFO.id

    def __init__(self, cards: CardSet | None = None, deck=None):
        self.cards = cards or load_cards()
        self.deck = deck or bundled_deck()     # the card file's data the cards were built from

    @property
    def Setup(self):             # noqa: N802 -- pydantic: imported on first use (see __init__)
        from mbqt.games.master_builder.setup import Setup
        return Setup

    @property
    def ActionModel(self):       # noqa: N802
        from mbqt.games.master_builder.actions import ActionModel
        return ActionModel

    def new_game(self, setup, log: list | None = None) -> State:
        return new_game(self.cards, setup, log)

    @staticmethod
    def current_player(state: State) -> int | None:
        return state.to_move

    @staticmethod
    def is_over(state: State) -> bool:
        return state.to_move is None

    @staticmethod
    def legal_actions(state: State) -> list:
        return rules.legal_actions(state)

    @staticmethod
    def apply(state: State, action: tuple) -> list:
        return rules.apply(state, action)

    @staticmethod
    def clone(state: State) -> State:
        return state.clone()

    @staticmethod
    def scores(state: State) -> list[int]:
        return [state.final_money(i)["total"] for i in range(state.n)]

    @staticmethod
    def score_items(state: State) -> list:
        """Per seat, the lines of its score (scoring.py), summing to scores()."""
        return scoring.score_items(state)

    def winners(self, state: State) -> list[int]:
        """The richest: ties share the victory (the rulebook has no tie-break)."""
        scores = self.scores(state)
        return [i for i, s in enumerate(scores) if s == max(scores)]

    @staticmethod
    def view(state: State, seat: int | None) -> dict:
        return view.state_json(state, seat)

    @staticmethod
    def revealed(state: State, entries: list) -> str | None:
        return view.revealed(state, entries)

    @staticmethod
    def sample(state: State, seat: int, rng: random.Random, plan_guess=None) -> State:
        """Deals the hidden cards again; other seats' secret plans are `plan_guess(state,
        seat)`, a random legal plan when None (the AI passes its planner)."""
        return view.sample(state, seat, rng, plan_guess)

    def action_to_json(self, action: tuple) -> dict:
        from mbqt.games.master_builder import actions
        return actions.to_json(self.cards, action)

    def action_from_json(self, data) -> tuple:
        from mbqt.games.master_builder import actions
        return actions.from_json(self.cards, data)

    def describe(self, entry: tuple, names: list[str], language: str) -> str:
        return sentences.describe(self.cards, entry, names, language)

    def say(self, key: str, args: dict, names: list[str], language: str) -> str:
        return sentences.say(self.cards, key, args, names, language)

    def explain(self, err, names: list[str], language: str) -> str:
        return sentences.explain(self.cards, err, names, language)

    @staticmethod
    def statistics(game) -> dict:
        from mbqt.games.master_builder.stats import statistics
        return statistics(game)

    @staticmethod
    def summary(state_json: dict, actions: int) -> list[str]:
        from mbqt.games.master_builder.summary import summary
        return summary(state_json, actions)
