"""Monopoly Builder's rules facade: the game's side of the protocol of mbqt/core/protocol.py."""
from __future__ import annotations

import random

from mbqt.games.monopoly_builder import INFO, actions, rules, sentences, view
from mbqt.games.monopoly_builder.cards import Board, bundled_deck, load_cards
from mbqt.games.monopoly_builder.setup import Setup, new_game
from mbqt.games.monopoly_builder.state import State


class MonopolyBuilder:
    info = INFO
    id = INFO.id
    Setup = Setup
    ActionModel = actions.ActionModel

    def __init__(self, cards: Board | None = None, deck=None):
        self.cards = cards or load_cards()
        self.deck = deck or bundled_deck()     # the board file's data the cards were built from

    def new_game(self, setup: Setup, log: list | None = None) -> State:
        return new_game(self.cards, setup, log)

    @staticmethod
    def current_player(state: State) -> int | None:
        return state.to_move

    @staticmethod
    def is_over(state: State) -> bool:
        return state.over

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
        """Points per seat (buildings, Monopolies, Builder's Bonus cards)."""
        return [sum(v for _k, _a, v in items) for items in state.score_items()]

    @staticmethod
    def score_items(state: State) -> list[list[tuple[str, dict, int]]]:
        """Per seat, the lines of its points: (sentence key, args, points)."""
        return state.score_items()

    @staticmethod
    def winners(state: State) -> list[int]:
        """The winning seats after the tie-break on cash (more than one only if still tied)."""
        return rules.winners(state)

    @staticmethod
    def view(state: State, seat: int | None) -> dict:
        return view.state_json(state, seat)

    @staticmethod
    def revealed(state: State, entries: list) -> str | None:
        return view.revealed(entries)

    @staticmethod
    def sample(state: State, seat: int, rng: random.Random) -> State:
        return view.sample(state, seat, rng)

    def action_to_json(self, action: tuple) -> dict:
        return actions.to_json(self.cards, action)

    def action_from_json(self, data) -> tuple:
        return actions.from_json(self.cards, data)

    def describe(self, entry: tuple, names: list[str], language: str) -> str:
        return sentences.describe(self.cards, entry, names, language)

    def explain(self, err, names: list[str], language: str) -> str:
        return sentences.explain(self.cards, err, names, language)

    @staticmethod
    def statistics(game) -> dict:
        from mbqt.games.monopoly_builder.stats import statistics
        return statistics(game)

    @staticmethod
    def summary(state_json: dict, actions: int) -> list[str]:
        from mbqt.games.monopoly_builder.summary import summary
        return summary(state_json, actions)
