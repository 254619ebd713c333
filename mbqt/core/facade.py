"""The part of a rules facade (protocol.Rules) that every game writes the same way. No Qt here.

A game's facade (mbqt/games/<package>/game.py) is a `Facade` with the game's INFO: it writes
what is its own (new_game, scores, score_items, and whatever differs) and inherits the rest,
which calls the game's modules by their names in its package:
  rules.py      legal_actions(state), apply(state, action)
  view.py       state_json(state, seat), revealed(state, entries), sample(state, seat, rng)
  sentences.py  describe, say, explain (its catalogue: cards first)
  cards.py      load_cards(deck), bundled_deck()
  setup.py      Setup;  actions.py: ActionModel, to_json(cards, action), from_json(cards, data)
  stats.py      statistics(game);  summary.py: summary(state_json, actions)
The last three lines' modules are imported on first use: pydantic and the statistics are
not needed to play (a tenth of a second of the app's startup). The game's state has
`to_move` (the seat to decide, None once over), `clone()` and `over` (or the facade
writes its own is_over).
"""
from __future__ import annotations

import importlib
import random

from mbqt.core.protocol import GameInfo


class Facade:
    info: GameInfo

    def __init__(self, cards=None, deck=None):
        """The rules with a card set, by default read from `deck` (a core.card_files.Deck, the
        bundled one if None; CardError naming the card and field if it is wrong)."""
        own = self._module("cards")
        self.cards = cards or own.load_cards(deck)
        self.deck = deck or own.bundled_deck()     # the card file's data the cards were built from
        self._rules, self._view, self._sentences = (self._module(name) for name in ("rules", "view", "sentences"))

    def _module(self, name: str):
        """The game's module `name`, imported on first use."""
        return importlib.import_module(f"mbqt.games.{self.info.package}.{name}")

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def Setup(self):             # noqa: N802 -- pydantic: imported on first use
        return self._module("setup").Setup

    @property
    def ActionModel(self):       # noqa: N802
        return self._module("actions").ActionModel

    @staticmethod
    def current_player(state) -> int | None:
        return state.to_move

    @staticmethod
    def is_over(state) -> bool:
        return state.over

    def legal_actions(self, state) -> list:
        return self._rules.legal_actions(state)

    def apply(self, state, action: tuple) -> list:
        return self._rules.apply(state, action)

    @staticmethod
    def clone(state):
        return state.clone()

    def winners(self, state) -> list[int]:
        """The best scores: ties share the victory (a game with tie-breaks says its own)."""
        scores = self.scores(state)
        return [i for i, s in enumerate(scores) if s == max(scores)]

    def view(self, state, seat: int | None) -> dict:
        return self._view.state_json(state, seat)

    def revealed(self, state, entries: list) -> str | None:
        return self._view.revealed(state, entries)

    def sample(self, state, seat: int, rng: random.Random):
        return self._view.sample(state, seat, rng)

    def action_to_json(self, action: tuple) -> dict:
        return self._module("actions").to_json(self.cards, action)

    def action_from_json(self, data) -> tuple:
        return self._module("actions").from_json(self.cards, data)

    def describe(self, entry: tuple, names: list[str], language: str) -> str:
        return self._sentences.describe(self.cards, entry, names, language)

    def say(self, key: str, args: dict, names: list[str], language: str) -> str:
        return self._sentences.say(self.cards, key, args, names, language)

    def explain(self, err, names: list[str], language: str) -> str:
        return self._sentences.explain(self.cards, err, names, language)

    def statistics(self, game) -> dict:
        return self._module("stats").statistics(game)

    def summary(self, state_json: dict, actions: int) -> list[str]:
        return self._module("summary").summary(state_json, actions)
