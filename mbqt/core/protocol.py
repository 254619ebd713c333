"""The game protocol: what every game of the family gives the shell (app, text mode, arena,
records, saves, replays, statistics, the AI framework), which is written once against it
and names no game. No Qt here. docs/engine.md says how to add a game.

A game is a package in each layer, named after it (GameInfo.package):
  mbqt/games/<package>/   the engine: INFO (a GameInfo) and load(deck) -> Rules (rules.deck: its cards as data)
  mbqt/ai/<package>/      its computer players: player_class(level)
  mbqt/text/<package>/    its text-mode Session
  mbqt/app/<package>/     its app Controller; QML module Mbqt.<qml_module>
and one entry in mbqt/core/registry.py.

The shape follows OpenSpiel's state API and boardgame.io's per-seat views:
- a state is plain mutable data; `apply` changes it and returns log entries, structured
  (key, args) pairs that the game's catalogue of sentences turns into words;
- chance is explicit: every random outcome comes from the setup's seed, as deck orders
  dealt at setup (hidden information until revealed) or a seeded stream the state carries
  for draws during play, so setup + actions replay a game exactly;
- hidden information is explicit: `view(state, seat)` is what a seat may know,
  `sample(state, seat, rng)` deals again, at random and consistently with that view,
  everything the seat cannot know (future chance included), and `revealed(state, entries)`
  says what an action revealed, where undo must stop.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

LANGUAGES = ("en", "fr")


@dataclass(frozen=True)
class Variant:
    id: str                     # the setup's name for it
    names: dict[str, str]       # language -> name
    descriptions: dict[str, str]   # language -> one line; "{fee}"-style fields filled by the game's texts

    def name(self, language: str) -> str:
        return self.names.get(language) or self.names["en"]

    def description(self, language: str, fields: dict[str, str]) -> str:
        """The line in `language`, its "{fee}"-style fields replaced by `fields` (the game's
        words for them: the app's and the text mode's game controllers say which)."""
        text = self.descriptions.get(language) or self.descriptions["en"]
        for name, value in fields.items():
            text = text.replace("{" + name + "}", value)
        return text


# The forms of a game's word for a round that the shell uses (GameInfo.rounds): the word
# alone, with the round's number {n}, with the last round's {last} too, within a sentence
# (the title screen's Continue), and shortened (a chart's axis). In English "Round", "Round
# {n}", "Round {n} of {last}", "round {n}", "R{n}"; French games differ ("manche", "tour de
# table"), as their sources do.
ROUND_FORMS = ("word", "number", "of", "within", "short")


@dataclass(frozen=True)
class GameInfo:
    """What the shell knows of a game without importing its engine."""
    id: str                         # in setups, files and the command line: lower case, hyphens
    package: str                    # its folder in every layer: the id with underscores
    qml_module: str                 # its QML module is Mbqt.<qml_module>: the id in CamelCase
    titles: dict[str, str]          # language -> the game's title
    credits: str                    # authors and year, as on the box
    score_unit: str                 # "money" (dollars) or "points"
    private: tuple[str, ...]        # what one seat knows and others do not (empty: nothing)
    rules_file: str                 # resources/rules/<rules_file>.<language>.md
    rounds: dict[str, dict[str, str]]   # language -> ROUND_FORMS -> the game's words for a round
    seats: tuple[int, int] = (2, 4)
    variants: tuple[Variant, ...] = ()
    notice: dict[str, str] = field(default_factory=dict)   # language -> a note the app shows (e.g. reconstructed data)
    tagline: dict[str, str] = field(default_factory=dict)  # language -> one line under the title on the app's title screen

    def title(self, language: str) -> str:
        return self.titles.get(language) or self.titles["en"]

    def round_text(self, form: str, language: str, **fields) -> str:
        """A round in the game's words (ROUND_FORMS), its "{n}"-style fields filled."""
        text = (self.rounds.get(language) or self.rounds["en"])[form]
        for name, value in fields.items():
            text = text.replace("{" + name + "}", str(value))
        return text

    @property
    def variant_ids(self) -> tuple[str, ...]:
        return tuple(v.id for v in self.variants)


@runtime_checkable
class Rules(Protocol):
    """A game's rules facade, made with one card set (the bundled one or a person's file)."""
    info: GameInfo
    cards: Any
    deck: Any       # the core.card_files.Deck the cards were built from (the bundled one or a person's)

    @property
    def Setup(self) -> type: ...            # noqa: N802 -- the pydantic model of the setup
    @property
    def ActionModel(self) -> type: ...      # noqa: N802 -- the pydantic model of a JSON action

    def new_game(self, setup, log: list | None = None) -> Any: ...
    def current_player(self, state) -> int | None: ...      # None once the game is over
    def is_over(self, state) -> bool: ...
    def legal_actions(self, state) -> list[tuple]: ...
    def apply(self, state, action: tuple) -> list[tuple[str, dict]]: ...   # IllegalAction if refused
    def clone(self, state) -> Any: ...
    def scores(self, state) -> list[int]: ...
    def score_items(self, state) -> list[list[tuple[str, dict, int]]]: ...
    # per seat, the lines of its result (sentence key "score.<word>", args, value in the
    # score unit), summing to scores(state)[seat]; said by say() (core/scoring.py shows them)
    def winners(self, state) -> list[int]: ...               # after the tie-breaks
    def view(self, state, seat: int | None) -> dict: ...     # None: what everybody sees
    def revealed(self, state, entries: list) -> str | None: ...
    def sample(self, state, seat: int, rng: random.Random) -> Any: ...
    def action_to_json(self, action: tuple) -> dict: ...
    def action_from_json(self, data) -> tuple: ...
    def describe(self, entry: tuple[str, dict], names: list[str], language: str) -> str: ...
    # a log entry (key, args) in words, seats named by `names` (the game's sentences.py)
    def say(self, key: str, args: dict, names: list[str], language: str) -> str: ...
    # any sentence of the game's catalogue by its key: a score line, a hint's reason
    def explain(self, err, names: list[str], language: str) -> str: ...
    # why an IllegalAction(code, **params) was refused, in words; also IllegalAction("revealed",
    # what=<a word of revealed()>): why an action cannot be taken back (what it turned up)
    def statistics(self, game) -> dict: ...                  # of a core.records.Game (mbqt stats)
    def summary(self, state_json: dict, actions: int) -> list[str]: ...    # mbqt replay's lines
