"""The application around a game: which screen shows, new game / continue / load / save,
the autosave, and the settings. File reading and writing run off the GUI thread."""
from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, QSettings, QStandardPaths, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable, qmlEngine

from mbqt import lang
from mbqt.ai import COMMAND_PREFIX, LEVELS, is_computer_kind
from mbqt.app import application, language, sessions, texts
from mbqt.app.game_controller import INFO, WARNING, GameController
from mbqt.app.jobs import Jobs
from mbqt.app.moves import ANIMATION_SPEEDS, DEFAULT_ANIMATION, DURATIONS_MS
from mbqt.app.replay_controller import ReplayController, rounds_by_position, seat_looks
from mbqt.app.save_list import (
    AUTOSAVES_FOLDER,
    LEGACY_AUTOSAVE,
    SAVES_FOLDER,
    SaveList,
    list_autosaves,
    new_autosave_path,
    new_save_path,
)
from mbqt.app.tutorial_controller import TutorialController
from mbqt.core.display import plain
from mbqt.core.errors import IllegalAction, Refused
from mbqt.core.registry import DEFAULT_GAME, GAMES, game_info

# The game records, saves and setups (pydantic models) are imported where a game starts or a
# file is read: the title screen's first frame does not wait for them.
if TYPE_CHECKING:
    from PySide6.QtCore import (
        QUrl,  # the slots name it as a string: importing QUrl costs 0.8 ms
    )

    from mbqt.core.records import Game

QML_IMPORT_NAME = "Mbqt"
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate

AI_LEVELS = ("easy", "medium", "hard")
SCREENS = ("title", "newgame", "board", "rules", "settings", "saves", "replay")
SPEEDS_MS = (0, 250, 600, 1100, 1800)     # AI speed setting: instant ... slow
DEFAULT_SPEED = 2
UI_SCALES = (80, 120)     # the interface size setting, percent (10 by 10): boards fit a 720p window up to 120
MAX_SEATS = 4          # the most seats the New game screen offers (each game's GameInfo.seats says its own)
# Seat colours and symbols to choose from, by number: the setup's SEAT_COLOURS and
# SEAT_SYMBOLS in that order (Theme.qml draws them; a test checks the count).
LOOKS = 6


def ai_levels() -> list[str]:
    """The computer levels offered in the New game screen, weakest first."""
    return [k for k in AI_LEVELS if k in LEVELS]


def _words(texts_by_language: dict[str, str], language_: str) -> str:
    """A GameInfo text in the interface language, else in English, else none."""
    return texts_by_language.get(language_) or texts_by_language.get("en", "")


def default_seats() -> list[dict]:
    """Sensible defaults: you against two computer players of the middle level."""
    levels = ai_levels()
    ai = levels[len(levels) // 2]
    names = [translate("Seats", "Player"), translate("Seats", "Adelheid"), translate("Seats", "Bertram"),
             translate("Seats", "Cunigunde")]
    return [{"name": names[i], "kind": "human" if i == 0 else ai, "colour": i, "symbol": i} for i in range(MAX_SEATS)]


def _look(value):
    """A colour or symbol number from QML (numbers arrive as floats), or None."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < LOOKS else None


def _seats(seats, allowed: tuple[int, int]) -> tuple[list[dict], str]:
    """The New game screen's seats with defaults filled in, or the reason they cannot play
    (a game takes allowed[0] to allowed[1] seats: its GameInfo.seats)."""
    low, high = allowed[0], min(allowed[1], MAX_SEATS)
    if not isinstance(seats, list) or not low <= len(seats) <= high:
        return [], translate("Setup", "A game has %1 to %2 seats.").replace("%1", str(low)).replace("%2", str(high))
    clean = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or not str(seat.get("name", "")).strip():
            return [], translate("Setup", "Every seat needs a name.")
        kind = seat.get("kind", "human")
        if not isinstance(kind, str) or not (kind == "human" or is_computer_kind(kind)):
            return [], translate("Setup", "Unknown player kind %1.").replace("%1", str(kind))
        colour, symbol = _look(seat.get("colour", i)), _look(seat.get("symbol", i))
        if colour is None or symbol is None:
            return [], translate("Setup", "Choose a colour and a symbol for every seat.")
        clean.append({"name": plain(str(seat["name"]).strip()[:40]), "kind": kind, "colour": colour, "symbol": symbol})
    for key, what in (("colour", translate("Setup", "colour")), ("symbol", translate("Setup", "symbol"))):
        values = [seat[key] for seat in clean]
        if len(set(values)) != len(values):
            return [], translate("Setup", "Two seats have the same %1: give each its own.").replace("%1", what)
    return clean, ""


def _ui_scale(percent: float) -> int:
    """The interface size setting nearest to a percentage: a step of 10 within UI_SCALES."""
    return min(max(int(round(percent / 10)) * 10, UI_SCALES[0]), UI_SCALES[1])


@QmlElement
@QmlUncreatable("made by the application")
class AppController(QObject):
    changed = Signal()
    languageChanged = Signal()     # the QML engine retranslates (see application.load_window)
    # The chosen game or the language changed (games, variants): not with every `changed`,
    # which would remake the views of these lists and lose their focus.
    choiceChanged = Signal()

    def __init__(self, data_dir: str | Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._data_dir = Path(data_dir or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation))
        self.window = None       # the QML window (application.load_window): its size is remembered
        self._settings = QSettings(str(self._data_dir / "settings.ini"), QSettings.Format.IniFormat)
        # The autosaves' writes and deletions waiting, by file: only the latest of each waits.
        self._autosaving, self._autosave_next = False, {}
        self._after_autosaves: list = []   # what waits for the autosaves' writes and the probe to be done
        self._probing = 0                  # probes of the games in progress under way
        self._probe_latest = 0             # the latest probe: an older one's rows come too late to show
        self._jobs = Jobs(self, threads=1)     # one at a time: a probe never overtakes a save
        self._autosaves = self._data_dir / AUTOSAVES_FOLDER
        self._legacy_autosave = self._data_dir / LEGACY_AUTOSAVE
        self._autosave_to: Path | None = None      # the autosave of the game on the board
        self._saves = SaveList(self._data_dir / SAVES_FOLDER, self._autosaves, self._legacy_autosave, self)
        self._replay = ReplayController(self)
        self._replay_back = "title"
        self._screen = "title"
        self._back_to = "title"
        self._error = ""
        self._busy = False
        self._in_progress: list[dict] = []   # the games in progress (save_list rows), newest first
        speed = str(self._settings.value("ai_speed", DEFAULT_SPEED))
        self._speed = min(max(int(speed), 0), len(SPEEDS_MS) - 1) if speed.isdigit() else DEFAULT_SPEED
        animation = str(self._settings.value("animation_speed", DEFAULT_ANIMATION))
        self._animation = int(animation) if animation.isdigit() and int(animation) < len(ANIMATION_SPEEDS) \
            else DEFAULT_ANIMATION
        # Irreversible gestures are done twice, unless the player turned that off.
        self._confirm = str(self._settings.value("confirm_irreversible", "true")).lower() != "false"
        chosen = str(self._settings.value("game", ""))
        self._chosen = chosen if chosen in GAMES else DEFAULT_GAME
        # Each game's controller, made when its game is first chosen or played (_session).
        self._sessions: dict[str, GameController] = {}
        self._game = self._session(self._chosen)
        self._tutorial = TutorialController(self._settings, self)
        self._tutorial.choose(self._game)
        self._tutorial.finished.connect(self._tutorial_done)
        self._last_setup = None
        saved = str(self._settings.value("language", ""))
        self._language = saved if saved in lang.LANGUAGES else language.system_language()
        language.apply(self._language)
        self._rules: list = []             # the rules reference's chapters, read when first shown
        self._rules_read_for = None        # (language, game) of those chapters
        self._rules_chapter = "overview"
        scale = str(self._settings.value("ui_scale", 100))
        self._ui_scale = _ui_scale(int(scale)) if scale.isdigit() else 100
        self._full_screen = self._setting_on("full_screen", False)
        self._high_contrast = self._setting_on("high_contrast", False)
        # window_shown() runs once the window has shown its first frame (application.py).

    # ------------------------------------------------------------ properties

    def _session(self, game: str) -> GameController:
        """The game's controller, made when first asked (settings applied, autosaves wired)."""
        if game not in self._sessions:
            self._sessions[game] = session = sessions.make_controller(game, self)
            self._connect(session)
        return self._sessions[game]

    def _connect(self, session: GameController) -> None:
        session.set_delay(SPEEDS_MS[self._speed])
        session.set_confirm(self._confirm)
        session.set_animation(DURATIONS_MS[self._animation])
        session.moved.connect(self.autosave)
        session.finished.connect(self._forget_autosave)
        session.finished.connect(self._keep_finished)

    @Property(GameController, notify=changed)
    def game(self):
        """The game on the board (or the last one, or the chosen game's before any): its
        controller, whose qmlFolder has the game's views."""
        return self._game

    def _get_chosen(self) -> str:
        return self._chosen

    def _set_chosen(self, game: str) -> None:
        """The game the title screen's buttons and the New game screen are about; remembered."""
        if game in GAMES and game != self._chosen:
            self._chosen = game
            self._settings.setValue("game", game)
            self._tutorial.choose(self._session(game))
            if self._screen == "title":
                self._read_board_ahead(game)
            self.changed.emit()
            self.choiceChanged.emit()

    chosenGame = Property(str, _get_chosen, _set_chosen, notify=changed)

    @Property("QVariantList", notify=choiceChanged)
    def games(self) -> list:
        """The games of the family, in the registry's order and the interface language (their
        GameInfo): [{id, title, tagline, credits, notice, seats: [fewest, most]}]."""
        lang_ = self._language
        return [{"id": info.id, "title": info.title(lang_), "tagline": _words(info.tagline, lang_),
                 "credits": info.credits, "notice": _words(info.notice, lang_),
                 "seats": [info.seats[0], min(info.seats[1], MAX_SEATS)]}
                for info in map(game_info, GAMES)]

    @Property("QVariantMap", notify=choiceChanged)
    def chosen(self) -> dict:
        """The chosen game's entry of `games`."""
        return next(g for g in self.games if g["id"] == self._chosen)

    @Property("QVariantList", notify=choiceChanged)
    def variants(self) -> list:
        """The chosen game's variants for the New game screen: [{id, name, description}]
        (GameInfo's words, with the game's figures filled in)."""
        session, lang_ = self._session(self._chosen), self._language
        fields = session.variant_fields() if session.info.variants else {}
        return [{"id": v.id, "name": v.name(lang_), "description": v.description(lang_, fields)}
                for v in session.info.variants]

    @Property(str, notify=changed)
    def title(self) -> str:
        """The window's title: the game on the board's, else the chosen game's."""
        info = self._game.info if self._game.running else game_info(self._chosen)
        return info.title(self._language)

    @Property(SaveList, constant=True)
    def saves(self):
        return self._saves

    @Property(ReplayController, constant=True)
    def replay(self):
        return self._replay

    @Property(TutorialController, constant=True)
    def tutorial(self):
        """The chosen game's tutorial (the title's button) and the one played on the board."""
        return self._tutorial

    @Property(str, notify=changed)
    def screen(self) -> str:
        return self._screen

    @Property(str, notify=changed)
    def error(self) -> str:
        return self._error

    @Property(bool, notify=changed)
    def busy(self) -> bool:
        return self._busy

    def _continue_row(self) -> dict | None:
        """The game Continue resumes: the newest game in progress of the chosen game (the
        title shows the chosen game: Continue never offers another)."""
        return next((row for row in self._in_progress if row["gameId"] == self._chosen and row["canLoad"]), None)

    @Property(bool, notify=changed)
    def canContinue(self) -> bool:
        return self._continue_row() is not None

    @Property(str, notify=changed)
    def continueText(self) -> str:
        """The game Continue resumes: its game, round, players and the date it was last played."""
        row = self._continue_row()
        if row is None:
            return ""
        return translate("Title", "%1, %2 — %3 — %4").replace("%1", row["game"]) \
            .replace("%2", row["within"]).replace("%3", row["title"]).replace("%4", row["date"])

    @Property("QVariantList", constant=True)
    def aiLevels(self) -> list:
        return ai_levels()

    @Property("QVariantList", notify=changed)
    def aiLevelNames(self) -> list:
        return [texts.ai_level_name(k) for k in ai_levels()]

    @Property("QVariantList", notify=changed)
    def defaultSeats(self) -> list:
        return default_seats()

    @Property("QVariantMap", notify=choiceChanged)
    def lastSetup(self) -> dict:
        """The chosen game's last setup begun from the New game screen, for the screen to
        start from: {seats, startPlayer (-1: random), variants}; empty before any (or when
        the remembered one no longer fits the game)."""
        import json
        try:
            setup = json.loads(str(self._settings.value(f"setup/{self._chosen}", "")))
            seats, why = _seats(setup["seats"], game_info(self._chosen).seats)
            start, variants = setup["startPlayer"], setup["variants"]
        except (ValueError, KeyError, TypeError):
            return {}
        offered = {v.id for v in game_info(self._chosen).variants}
        if why or not isinstance(start, int) or not -1 <= start < len(seats) or not isinstance(variants, list):
            return {}
        return {"seats": seats, "startPlayer": start, "variants": [v for v in variants if v in offered]}

    def _get_speed(self) -> int:
        return self._speed

    def _set_speed(self, value: int) -> None:
        value = min(max(int(value), 0), len(SPEEDS_MS) - 1)
        if value != self._speed:
            self._speed = value
            self._settings.setValue("ai_speed", value)
            for session in self._sessions.values():
                session.set_delay(SPEEDS_MS[value])
            self.changed.emit()

    aiSpeed = Property(int, _get_speed, _set_speed, notify=changed)

    def _get_animation(self) -> int:
        return self._animation

    def _set_animation(self, value: int) -> None:
        value = min(max(int(value), 0), len(ANIMATION_SPEEDS) - 1)
        if value != self._animation:
            self._animation = value
            self._settings.setValue("animation_speed", value)
            for session in self._sessions.values():
                session.set_animation(DURATIONS_MS[value])
            self.changed.emit()

    # How the board animates a move (mbqt/app/moves.py): 0 off, 1 fast, 2 normal, 3 slow;
    # remembered (setting "animation_speed").
    animationSpeed = Property(int, _get_animation, _set_animation, notify=changed)

    def _get_confirm(self) -> bool:
        return self._confirm

    def _set_confirm(self, value: bool) -> None:
        if bool(value) != self._confirm:
            self._confirm = bool(value)
            self._settings.setValue("confirm_irreversible", "true" if value else "false")
            for session in self._sessions.values():
                session.set_confirm(self._confirm)
            self.changed.emit()

    # A move no undo takes back (a card turned up, a build plan submitted) is done twice
    # (setting "confirm_irreversible", on for a new player).
    confirmIrreversible = Property(bool, _get_confirm, _set_confirm, notify=changed)

    def _get_language(self) -> str:
        return self._language

    def _set_language(self, value: str) -> None:
        """Switch languages now, in a game too: QML retranslates, the game's texts and whole
        log are rendered again; remembered for the next run."""
        if value in lang.LANGUAGES and value != self._language:
            self._language = value
            self._settings.setValue("language", value)
            language.apply(value)
            self.languageChanged.emit()
            self.choiceChanged.emit()
            self._game.retranslate()
            self._replay.retranslate()
            self.probe_continue()
            if self._screen == "rules":
                self._load_rules()
            self.changed.emit()

    language = Property(str, _get_language, _set_language, notify=changed)

    # ------------------------------------------------------------ how the window looks

    def _setting_on(self, key: str, default: bool) -> bool:
        return str(self._settings.value(key, "true" if default else "false")).lower() == "true"

    def _get_full_screen(self) -> bool:
        return self._full_screen

    def _set_full_screen(self, value: bool) -> None:
        if bool(value) != self._full_screen:
            if value and self.window is not None:      # the size to come back to, next time too
                self.remember_window_size(self.window.width(), self.window.height())
            self._full_screen = bool(value)
            self._settings.setValue("full_screen", "true" if value else "false")
            self.changed.emit()

    # The window fills the screen (Main.qml applies it; F11 toggles it), from one session to the next.
    fullScreen = Property(bool, _get_full_screen, _set_full_screen, notify=changed)

    def _get_ui_scale(self) -> int:
        return self._ui_scale

    def _set_ui_scale(self, value: int) -> None:
        value = _ui_scale(value)
        if value != self._ui_scale:
            self._ui_scale = value
            self._settings.setValue("ui_scale", value)
            self.changed.emit()

    # The size of everything (text, cards, buttons) in percent of the size fitted to the
    # window (Main.qml multiplies Theme.scale by it): from 80 to 120, 10 by 10.
    uiScale = Property(int, _get_ui_scale, _set_ui_scale, notify=changed)

    def _get_high_contrast(self) -> bool:
        return self._high_contrast

    def _set_high_contrast(self, value: bool) -> None:
        if bool(value) != self._high_contrast:
            self._high_contrast = bool(value)
            self._settings.setValue("high_contrast", "true" if value else "false")
            self.changed.emit()

    # Theme's high-contrast palette: black on white, yellow and thick outlines (Theme.qml).
    highContrast = Property(bool, _get_high_contrast, _set_high_contrast, notify=changed)

    @Property("QVariantList", notify=changed)
    def rulesChapters(self) -> list:
        """The rules reference in the current language: [{key, title, text (Markdown)}]."""
        return self._rules

    @Property(str, notify=changed)
    def rulesTitle(self) -> str:
        """The title of the game whose rules the reference shows."""
        game = self._rules_read_for[1] if self._rules_read_for else self._chosen
        return game_info(game).title(self._language)

    def _get_rules_chapter(self) -> str:
        return self._rules_chapter

    def _set_rules_chapter(self, key: str) -> None:
        if key != self._rules_chapter:
            self._rules_chapter = key
            self.changed.emit()

    # The key of the chapter shown ("overview", "phase1" ... "phase5", ...: see rules_text.py).
    rulesChapter = Property(str, _get_rules_chapter, _set_rules_chapter, notify=changed)

    # ------------------------------------------------------------ screens

    @Slot(str)
    def show(self, screen: str) -> None:
        """Switch screens. Back to the title from a game autosaves and stops it; the rules
        and settings are looked at on the way and lead back (see back())."""
        if screen in SCREENS and screen != self._screen:
            if screen == "title" and self._game.running:
                self._leave_game()
            if screen in ("rules", "settings") and self._screen not in ("rules", "settings"):
                self._back_to = self._screen
            if screen == "saves":
                self._saves.refresh()
            if self._screen == "replay" and screen not in ("rules", "settings"):
                self._replay.close()
            if screen == "rules":
                self._open_rules()
            self._screen = screen
            self._error = ""
            self.changed.emit()

    def _rules_game(self) -> str:
        """The rules shown: the game on the board's, else the chosen game's."""
        return self._game.gameId if self._game.running else self._chosen

    def _open_rules(self) -> None:
        """From a game, the rules open at the chapter of the moment; elsewhere at the start."""
        in_game = self._game.running and self._screen == "board"
        self._rules_chapter = self._game.rules_chapter() if in_game else "overview"
        self._load_rules()

    def _load_rules(self) -> None:
        key = (self._language, self._rules_game())
        if self._rules_read_for == key:
            return
        self._rules_read_for = key
        # Imported when the rules are first shown: a new game's board shows without it.
        from mbqt.app.rules_text import read_chapters
        self._jobs.start(lambda: read_chapters(*key), self._rules_read)

    def _rules_read(self, chapters, error) -> None:
        if error is not None:
            self._rules_read_for = None
            chapters = [{"key": "error", "title": translate("Title", "Rules"),
                         "text": translate("Title", "The rules could not be read: %1").replace("%1", str(error))}]
        self._rules = chapters
        self.changed.emit()

    @Slot()
    def back(self) -> None:
        """Leave the rules or settings for the screen they were opened from."""
        self.show(self._back_to)

    @Slot()
    def clearError(self) -> None:
        self._error = ""
        self.changed.emit()

    # ------------------------------------------------------------ starting games

    @Slot()
    def quickGame(self) -> None:
        """One click from the title: you against two computer players of the middle level (or
        as many as the chosen game takes)."""
        low, high = game_info(self._chosen).seats
        self.newGame(default_seats()[:max(low, min(3, high))], -1, [], "")

    @Slot(list, int, list, str)
    def newGame(self, seats: list, start_player: int, variants: list, seed: str) -> None:
        """A new game of the chosen game (chosenGame), from the New game screen: its setup
        is remembered for the next time (the seed is not: a new game, new cards)."""
        game_id, before = self._chosen, self._last_setup
        self._new_game(game_id, seats, start_player, variants, seed)
        if self._last_setup is not before:        # begun
            import json
            _game, clean, start, chosen = self._last_setup
            self._settings.setValue(f"setup/{game_id}", json.dumps(
                {"seats": clean, "startPlayer": start, "variants": list(chosen)}))

    def _new_game(self, game_id: str, seats: list, start_player: int, variants: list, seed: str) -> None:
        seats, why = _seats(seats, game_info(game_id).seats)
        seed = seed.strip()
        if not why and seed and not (seed.isdigit() and int(seed) < 2 ** 63):
            why = translate("Setup", "The seed is a whole number (or empty for a random game).")
        if why:
            self._fail(why)
            return
        self._read_board_ahead(game_id)
        # Not the game's pydantic setup model: its import would hold up the board's first
        # frame by 40 ms. PlainSetup checks the same constraints (files still go through pydantic).
        from mbqt.core.plain_setup import PlainSetup, SetupError
        from mbqt.core.records import Game
        from mbqt.core.seats import SEAT_COLOURS, SEAT_SYMBOLS
        try:
            players = [{"name": s["name"], "kind": s["kind"], "colour": SEAT_COLOURS[s["colour"]],
                        "symbol": SEAT_SYMBOLS[s["symbol"]]} for s in seats]
            setup = PlainSetup(game_id, players=players, seed=int(seed) if seed else random.randrange(2 ** 31),
                               start_player=start_player if start_player >= 0 else None,
                               variants=variants)
        except SetupError as err:
            self._fail(translate("Setup", "This setup cannot be played: %1").replace("%1", str(err)))
            return
        self._last_setup = (game_id, seats, start_player, variants)
        self._begin(Game(setup), seats)

    @Slot(bool)
    def startTutorial(self, resume: bool) -> None:
        """The chosen game's tutorial, from its start or the lesson it was left at. Not
        autosaved while its script runs (the lesson reached is its save), a game as any other
        once it is played through."""
        session = self._session(self._chosen)
        if self._tutorial.tutorial(session) is None:
            return
        if self._game.running:
            self._leave_game()
        game, seats = self._tutorial.begin(session, resume, default_seats())
        self._last_setup = (self._chosen, seats, 0, [])    # play again: a game against the same level
        self._begin(game, seats)
        self._autosave_to = None

    def _tutorial_done(self) -> None:
        self._autosave_to = new_autosave_path(self._autosaves, self._game.gameId)
        self.autosave()

    @Slot()
    def playAgain(self) -> None:
        """The same game, seats and variants, new cards."""
        if self._last_setup:
            self._new_game(*self._last_setup, "")

    def _begin(self, game: Game, seats: list[dict], autosave: Path | None = None) -> None:
        """Play `game`, autosaved to `autosave` (a game resumed from its autosave) or to a
        file of its own: the other games in progress keep theirs."""
        session = self._session(game.rules.id)
        if self._game.running:         # never the case from the title; kept whole if it were
            self._leave_game()
        try:
            session.start(game, seats)
        except ValueError as err:      # a seat kind this installation has no AI for
            self._fail(str(err))
            return
        # The first autosave comes with the first action (or on leaving): a game just
        # begun has nothing to lose, and the board's first frame does not wait for a save.
        self._autosave_to = autosave or new_autosave_path(self._autosaves, game.rules.id)
        self._set_chosen(game.rules.id)     # the title, back from the board, shows this game
        self._game = session
        self._error = ""
        self._screen = "board"
        self.changed.emit()

    def _fail(self, message: str) -> None:
        self._error = plain(message)      # it may quote a file: shown escaped
        self._busy = False
        self.changed.emit()

    # ------------------------------------------------------------ files (off the GUI thread)

    def _is_autosave(self, path: Path) -> bool:
        return path.parent == self._autosaves or path == self._legacy_autosave

    def window_shown(self) -> None:
        """Just after the window's first frame: the chosen game's board is read ahead while
        the title shows, then the games in progress are found."""
        if self._screen == "title":
            self._read_board_ahead(self._chosen)
        self.probe_continue()

    def _read_board_ahead(self, game: str) -> None:
        """The game's board QML read by the QML engine's loader thread (application.read_ahead),
        its Python types registered: Play now shows it sooner."""
        engine = qmlEngine(self.window) if self.window is not None else None
        application.read_ahead(self._session(game).qmlFolder + "Board.qml", engine)

    def probe_continue(self) -> None:
        """Find the games in progress (their autosaves) for the Continue button. (Called just
        after the window's first frame: every game's controller module is imported first, on
        this thread, as the reads of their saves use them.)"""
        sessions.import_all()
        autosaves, legacy = self._autosaves, self._legacy_autosave

        def probe():
            if not autosaves.is_dir() and not (legacy.exists() or legacy.is_symlink()):
                return []       # nothing to read: pydantic is not imported for nothing
            return list_autosaves(autosaves, legacy)

        self._probing += 1
        self._probe_latest += 1
        latest = self._probe_latest      # reads run side by side: the last one asked for wins
        self._jobs.read(probe, lambda rows, error: self._probed(rows, error, latest))

    def _probed(self, rows, error, probe: int) -> None:
        self._probing -= 1
        if probe == self._probe_latest:
            self._in_progress = [] if error else rows
            self.changed.emit()
        self._run_waiting()

    def _run_waiting(self) -> None:
        """What waited for the autosaves to be written and the games in progress listed."""
        if self._autosaving or self._autosave_next or self._probing:
            return
        waiting, self._after_autosaves = self._after_autosaves, []
        for fn in waiting:
            fn()

    def autosave(self, then=None) -> None:
        """Write the unfinished game to its autosave for Continue (after every action: a crash
        loses nothing)."""
        if self._game.game is None or self._game.over or self._autosave_to is None:
            return
        game, path = self._game.snapshot(), self._autosave_to

        def write():
            from mbqt.core.saves import save_game
            save_game(game, path)

        self._autosave_job(path, write, then)

    def _forget_autosave(self) -> None:
        """A game over is no longer in progress (it is kept among the saves: _keep_finished)."""
        path = self._autosave_to
        if path is not None:
            self._autosave_job(path, lambda: path.unlink(missing_ok=True), self.probe_continue)

    def _autosave_job(self, path: Path, job, then=None) -> None:
        """Run the autosaves' writes and deletions off the GUI thread one at a time, in order:
        asked for while one runs, only the latest of each file waits (an older position is
        never written over a newer one, and a game left never loses its last write to the
        next game's)."""
        self._autosave_next.pop(path, None)
        self._autosave_next[path] = (job, then)
        if not self._autosaving:
            self._run_autosave_job()

    def _run_autosave_job(self) -> None:
        path = next(iter(self._autosave_next))
        job, then = self._autosave_next.pop(path)
        self._autosaving = True

        def done(_result, error):
            self._autosaving = False
            if error:
                self._error = translate("Title", "The autosave failed: %1").replace("%1", str(error))
                self.changed.emit()
            if then:
                then()
            if self._autosave_next:
                self._run_autosave_job()
            else:
                self._run_waiting()

        self._jobs.start(job, done)

    def _keep_finished(self) -> None:
        """A finished game stays in the saves folder, for the replay viewer and its statistics
        (one file per game and length: an undo and redo at the end rewrites the same file)."""
        game = self._game.snapshot()
        path = self._data_dir / SAVES_FOLDER / f"finished-{game.setup.seed}-{len(game.actions)}.json"
        from mbqt.core.saves import save_game
        self._jobs.start(lambda: save_game(game, path), self._saved)

    @Slot()
    def continueGame(self) -> None:
        """Resume the game Continue names: once the autosaves' writes asked for are done and
        listed, so that it is the newest position (leaving a game asks for one)."""
        if self._autosaving or self._autosave_next or self._probing:
            self._after_autosaves.append(self.continueGame)
            return
        row = self._continue_row()
        if row is not None:
            self._load(Path(row["path"]))

    @Slot("QUrl")
    def loadGame(self, url: QUrl) -> None:
        self._load(Path(url.toLocalFile()))

    def _load(self, path: Path) -> None:
        """Load a save; a game in progress loaded from its autosave goes on writing to it."""
        self._busy = True
        self._error = ""
        self.changed.emit()

        def load():
            from mbqt.core.saves import load_game
            return load_game(path)

        autosave = path if self._is_autosave(path) else None
        self._jobs.read(load, lambda result, error: self._loaded(result, error, autosave))

    def _loaded(self, result, error, autosave: Path | None = None) -> None:
        self._busy = False
        if error is not None:
            reason = str(error) if isinstance(error, (Refused, IllegalAction, OSError)) else repr(error)
            self._fail(translate("Title", "This game cannot be loaded: %1").replace("%1", reason))
            return
        game = result
        programs = [p for p in game.setup.players if p.kind.startswith(COMMAND_PREFIX)]
        if programs:     # a file from someone else must not start programs on this computer
            self._fail(translate("Title", "%1 is played by the program %2: the app does not start programs "
                                          "named in files. `mbqt text --load FILE` asks before running it.")
                       .replace("%1", programs[0].name).replace("%2", programs[0].kind[len(COMMAND_PREFIX):]))
            return
        seats, why = _seats(seat_looks(game), game.rules.info.seats)
        if why:
            self._fail(translate("Title", "This game cannot be loaded: %1").replace("%1", why))
            return
        variants = sorted(game.setup.variants.enabled()) if hasattr(game.setup, "variants") else []
        self._last_setup = (game.rules.id, seats, -1 if game.setup.start_player is None else game.setup.start_player,
                            variants)
        self._begin(game, seats, autosave)

    def _saved(self, _result, error) -> None:
        if error:
            self._fail(translate("Title", "The game could not be saved: %1").replace("%1", str(error)))

    @Slot()
    def quickSave(self) -> None:
        """Save the game in progress into the app's saves folder (the Load screen lists it)."""
        if self._game.game is None:
            return
        game, folder = self._game.snapshot(), self._data_dir / SAVES_FOLDER
        from mbqt.core.saves import save_game
        self._jobs.start(lambda: save_game(game, new_save_path(folder)), self._quick_saved)

    def _quick_saved(self, _result, error) -> None:
        if error:
            self._game.say(translate("Title", "The game could not be saved: %1").replace("%1", str(error)), WARNING)
        else:
            self._game.say(translate("Saves", "Game saved: Load on the title screen lists it."), INFO)

    @Slot("QUrl")
    def openReplay(self, url: QUrl) -> None:
        """Open a save or replay file in the replay viewer (read and replayed off the GUI thread)."""
        path = Path(url.toLocalFile())
        self._busy, self._error = True, ""
        self.changed.emit()

        def load():
            from mbqt.core.saves import load_game
            game = load_game(path)
            return game, rounds_by_position(game)

        self._jobs.read(load, self._replay_loaded)

    def _replay_loaded(self, result, error) -> None:
        self._busy = False
        if error is not None:
            reason = str(error) if isinstance(error, (Refused, IllegalAction, OSError)) else repr(error)
            self._fail(translate("Saves", "This game cannot be replayed: %1").replace("%1", reason))
            return
        game, rounds = result
        self._view_replay(game, seat_looks(game), rounds)

    @Slot()
    def replayCurrent(self) -> None:
        """The game on the board, from its first action, in the replay viewer."""
        if self._game.game is not None:
            self._view_replay(self._game.snapshot(), list(self._game.seats))

    def _view_replay(self, game: Game, seats: list[dict], rounds: list[int] | None = None) -> None:
        if self._screen != "replay":
            self._replay_back = self._screen
        self._replay.open(game, seats, rounds)
        self._screen, self._error = "replay", ""
        self.changed.emit()

    @Slot()
    def closeReplay(self) -> None:
        self.show(self._replay_back if self._replay_back != "board" or self._game.running else "title")

    @Slot("QUrl")
    def exportReplay(self, url: QUrl) -> None:
        """Write the game of the replay viewer as a replay file (the format of `mbqt replay`)."""
        game = self._replay.game
        if game is None:
            return
        path = Path(url.toLocalFile())
        if path.suffix != ".json":
            path = path.with_name(path.name + ".json")
        from mbqt.core.saves import write_replay
        self._jobs.start(lambda: write_replay(game, path), self._saved)

    def _leave_game(self) -> None:
        """Back to the title: the game is autosaved for Continue."""
        self.autosave(then=self.probe_continue)
        self._tutorial.leave()
        self._game.close()

    def window_size(self) -> tuple[int, int] | None:
        """The window's size when the app was last closed (None: never)."""
        width, height = self._settings.value("window_width", ""), self._settings.value("window_height", "")
        if str(width).isdigit() and str(height).isdigit():
            return int(width), int(height)
        return None

    def remember_window_size(self, width: int, height: int) -> None:
        self._settings.setValue("window_width", int(width))
        self._settings.setValue("window_height", int(height))

    def shutdown(self) -> None:
        """On quit: autosave the unfinished game and wait for the files to be written."""
        self.autosave()
        if self.window is not None and not self._full_screen:       # the windowed size is kept
            self.remember_window_size(self.window.width(), self.window.height())
        self._game.abandon()
        self._jobs.wait()
        while self._autosave_next:   # asked for while a write ran: their turn would come too late
            self._run_autosave_job()
            self._jobs.wait()
        self._saves.wait()
        self._game.jobs.wait(2000)
        Jobs.stop_worker()           # the computer players' process: their answers are dropped
