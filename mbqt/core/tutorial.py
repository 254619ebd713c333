"""A game's interactive tutorial as data (no Qt): a fixed setup (human seat 0 against one
computer seat, the seed fixing every deck) and a script in the order of play. The app's
TutorialController (mbqt/app/tutorial_controller.py) shows it over the board; a game with a
tutorial has `mbqt/games/<package>/tutorial.py` defining TUTORIAL (docs/engine.md).

A script is a list of steps:
- Note(key, anchor): a sentence to read at the human's decision, then "Next";
- Do(key, anchor, action, *also): the human's move, the sentence saying what to do and why;
  `action` is the scripted one (JSON, as in records), `also` moves as good (the same build
  plan with two workers swapped); any other legal move is refused with the `refusal`
  sentence, which says why the scripted move is better;
- Computer(action): the computer seat's move, played by the tutorial's computer player.
Sentence keys are in the tutorial's own catalogue (`SENTENCES`, English and French; "{rival}"
is the computer seat's name, as the app names it in the language of the moment); an
anchor is the objectName of the item of the game's board to point at ("" for none).
After the script the game goes on freely, the computer seat played by `after` (a level).
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field

from mbqt.core.sentences import Sentences

HUMAN, COMPUTER = 0, 1


@dataclass(frozen=True)
class Note:
    key: str
    anchor: str = ""


@dataclass(frozen=True)
class Do:
    key: str
    anchor: str
    action: dict
    also: tuple[dict, ...] = ()
    refusal: str = ""          # a sentence key; empty: the tutorial's "tutorial.refused"


@dataclass(frozen=True)
class Computer:
    action: dict


@dataclass(frozen=True)
class Lesson:
    """A step the human sees: a Note or a Do, at the position `at` (actions played before it)."""
    index: int
    at: int
    step: Note | Do

    @property
    def reading(self) -> bool:
        """A note to read (then Next), not a move to make."""
        return isinstance(self.step, Note)


@dataclass(frozen=True)
class Tutorial:
    game: str
    seed: int
    script: tuple
    sentences: Sentences
    names: dict[str, tuple[str, str]] = field(default_factory=dict)   # seat names by language
    after: str = "easy"        # the computer seat's level once the script is played

    def actions(self) -> list[dict]:
        """Every move of the script in order (the human's and the computer's), as JSON."""
        return [s.action for s in self.script if isinstance(s, (Do, Computer))]

    def lessons(self) -> list[Lesson]:
        """The steps the human sees, each with the number of actions played before it."""
        out, at = [], 0
        for step in self.script:
            if isinstance(step, Computer):
                at += 1
                continue
            out.append(Lesson(len(out), at, step))
            if isinstance(step, Do):
                at += 1
        return out

    def setup(self, names: tuple[str, str]) -> dict:
        """The setup as JSON data: the human at seat 0 starts, the computer seat after it."""
        from mbqt.core.seats import SEAT_COLOURS, SEAT_SYMBOLS
        return {"game": self.game, "seed": self.seed, "start_player": HUMAN,
                "players": [{"name": names[i], "kind": "human" if i == HUMAN else self.after,
                             "colour": SEAT_COLOURS[i], "symbol": SEAT_SYMBOLS[i]} for i in (HUMAN, COMPUTER)]}

    def say(self, key: str, language: str, rival: str) -> str:
        return self.sentences.say(key, language, rival=rival)


def tutorial_for(package: str) -> Tutorial | None:
    """The game's tutorial (mbqt/games/<package>/tutorial.py), or None if it has none."""
    name = f"mbqt.games.{package}.tutorial"
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name).TUTORIAL


class ScriptedPlayer:
    """The tutorial's computer seat: the script's move at each of its decisions, then (after
    the script) the `after` player's. `played()` says how many actions the game has."""

    def __init__(self, rules, tutorial: Tutorial, played, after_player):
        self._actions = [rules.action_from_json(a) for a in tutorial.actions()]
        self._played = played
        self._after = after_player

    def choose(self, state, seat, cancel=None):
        n = self._played()
        if n < len(self._actions):
            return self._actions[n]
        return self._after.choose(state, seat, cancel)
