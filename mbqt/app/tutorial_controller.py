"""A game's tutorial over its board (the script: mbqt/core/tutorial.py): which lesson shows,
its sentence and the item of the board it points at (TutorialOverlay.qml), the human's
gestures the script does not expect refused with its reason, the computer seat's scripted
moves. Leaving keeps the lesson reached (settings "tutorial/<game id>"); the title offers
to resume it: the script's moves are played again up to it. Names no game."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.app import texts

if TYPE_CHECKING:
    from mbqt.core.tutorial import Tutorial

QML_IMPORT_NAME = "Mbqt"
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate


@QmlElement
@QmlUncreatable("made by the app controller")
class TutorialController(QObject):
    changed = Signal()
    finished = Signal()               # played to the end: the game goes on as any game

    def __init__(self, settings, parent: QObject | None = None):
        super().__init__(parent)
        self._settings = settings
        self._tutorials: dict[str, Tutorial | None] = {}     # by game id, read when first asked
        self._tutorial: Tutorial | None = None
        self._session = None           # the GameController playing it
        self._lessons: list = []
        self._index = 0
        self._chosen = None            # the title's game's session (available, resumeStep)

    # ------------------------------------------------------------ the title

    def tutorial(self, session) -> Tutorial | None:
        game = session.info.id
        if game not in self._tutorials:
            from mbqt.core.tutorial import tutorial_for
            self._tutorials[game] = tutorial_for(session.info.package)
        return self._tutorials[game]

    def choose(self, session) -> None:
        """The title shows this game: whether it has a tutorial, and the lesson left at (the
        script is read when the title asks: a new game's board shows without it, 4 ms)."""
        self._chosen = session
        self.changed.emit()

    def _chosen_tutorial(self) -> Tutorial | None:
        return self.tutorial(self._chosen) if self._chosen is not None else None

    def _stored(self, game: str) -> int:
        value = str(self._settings.value(f"tutorial/{game}", ""))
        return int(value) if value.isdigit() else 0

    @Property(bool, notify=changed)
    def available(self) -> bool:
        return self._chosen_tutorial() is not None

    @Property(int, notify=changed)
    def resumeStep(self) -> int:
        """The lesson the chosen game's tutorial was left at, counted from 1 (0: none)."""
        tutorial = self._chosen_tutorial()
        step = self._stored(tutorial.game) if tutorial else 0
        return step + 1 if 0 < step < len(tutorial.lessons()) else 0

    @Property(int, notify=changed)
    def stepCount(self) -> int:
        tutorial = self._tutorial or self._chosen_tutorial()
        return len(tutorial.lessons()) if tutorial else 0

    # ------------------------------------------------------------ a tutorial played

    def begin(self, session, resume: bool, seats: list[dict]):
        """The game to start for the session's tutorial (from its first lesson, or the one
        stored) with the New game screen's first two seats (the second one the tutorial's
        computer): (Game, seats)."""
        from mbqt.core.records import Game
        from mbqt.core.registry import game_rules
        tutorial = self.tutorial(session)
        self._tutorial, self._session, self._lessons = tutorial, session, tutorial.lessons()
        self._index = min(self._stored(tutorial.game), len(self._lessons) - 1) if resume else 0
        seats = [dict(seat) for seat in seats[:2]]
        seats[1]["kind"] = tutorial.after
        rules = game_rules(tutorial.game)
        game = Game(rules.Setup.model_validate(tutorial.setup((seats[0]["name"], seats[1]["name"]))), rules=rules)
        for action in tutorial.actions()[:self._lessons[self._index].at]:
            game.apply(rules.action_from_json(action))
        self._store()
        session.tutorial = self
        session.changed.connect(self.changed)     # shown: the human's decision at the lesson
        return game, seats

    def players(self, players: dict) -> dict:
        """The computer seat plays the script, then the level it is set to (after the
        tutorial too: the session, not this controller, counts the actions)."""
        from mbqt.core.tutorial import ScriptedPlayer
        session = self._session
        return {seat: ScriptedPlayer(session.game.rules, self._tutorial, lambda: len(session.game.actions), player)
                for seat, player in players.items()}

    def _say(self, key: str) -> str:
        """A sentence of the tutorial in the interface language, the computer seat named."""
        return self._tutorial.say(key, texts.LANG, self._session.seats[1]["name"])

    def _lesson(self):
        return self._lessons[self._index] if self._tutorial and self._index < len(self._lessons) else None

    def _at_hand(self) -> bool:
        """The lesson shows now: the game is at its position, at the human's decision."""
        lesson, session = self._lesson(), self._session
        return (lesson is not None and session is not None and session.game is not None
                and len(session.game.actions) == lesson.at and session.humanTurn)

    def refusal(self, action) -> str:
        """Why the tutorial refuses the human's legal gesture (empty: it is the lesson's)."""
        lesson = self._lesson()
        if lesson is None:
            return ""
        if lesson.reading or not self._at_hand():
            return translate("Tutorial", "Read the note first, then press Next.")
        rules = self._session.game.rules
        if action in [rules.action_from_json(a) for a in (lesson.step.action, *lesson.step.also)]:
            return ""
        if lesson.step.refusal:
            return self._say(lesson.step.refusal)
        return translate("Tutorial", "The tutorial suggests another move here: read its note.")

    def moved(self) -> None:
        """An action was played: a lesson of the human's move is done."""
        lesson = self._lesson()
        if lesson is not None and not lesson.reading and len(self._session.game.actions) > lesson.at:
            self._index += 1
            self._store()
        self.changed.emit()

    def _store(self) -> None:
        self._settings.setValue(f"tutorial/{self._tutorial.game}", self._index)

    @Slot()
    def next(self) -> None:
        """The note is read: the next lesson; after the last, the game goes on freely."""
        lesson = self._lesson()
        if lesson is None or not lesson.reading or not self._at_hand():
            return
        self._index += 1
        if self._index < len(self._lessons):
            self._store()
        else:                          # done: nothing to resume
            self._settings.remove(f"tutorial/{self._tutorial.game}")
            self._end()
            self.finished.emit()
        self.changed.emit()

    def leave(self) -> None:
        """The board is left: the lesson reached stays stored."""
        if self._session is not None:
            self._end()
            self.changed.emit()

    def _end(self) -> None:
        if self._session is not None:
            self._session.changed.disconnect(self.changed)
            self._session.tutorial = None
            self._session.changed.emit()
        self._tutorial, self._session, self._lessons = None, None, []

    # ------------------------------------------------------------ what the overlay shows

    @Property(bool, notify=changed)
    def active(self) -> bool:
        return self._tutorial is not None

    @Property(bool, notify=changed)
    def shown(self) -> bool:
        return self._at_hand()

    @Property(str, notify=changed)
    def text(self) -> str:
        lesson = self._lesson()
        return self._say(lesson.step.key) if lesson else ""

    @Property(str, notify=changed)
    def anchor(self) -> str:
        lesson = self._lesson()
        return lesson.step.anchor if lesson else ""

    @Property(bool, notify=changed)
    def needsNext(self) -> bool:
        lesson = self._lesson()
        return lesson is not None and lesson.reading

    @Property(bool, notify=changed)
    def last(self) -> bool:
        return self._tutorial is not None and self._index == len(self._lessons) - 1

    @Property(int, notify=changed)
    def step(self) -> int:
        return self._index + 1
