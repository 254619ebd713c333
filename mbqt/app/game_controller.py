"""A game in progress as QML sees it, whatever the game: whose decision it is, the computer
players thinking off the GUI thread, the hot-seat pass-the-device screen, the game log,
undo and redo (Board Game Arena's policy), the end of the game and its statistics.

Each game's controller (mbqt/app/<package>/controller.py) adds its board's list models,
the prompt of each decision and the slots its buttons call; its views are the QML module
whose folder qmlFolder names. No rule
is decided here or there: what may be clicked comes from the engine's legal actions, and a
gesture the engine refuses is answered with the engine's reason.
"""
from __future__ import annotations

import copy
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QElapsedTimer, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.ai import LEVELS, decide, make_player
from mbqt.app import QML_DIR, moves, texts
from mbqt.app.jobs import Jobs
from mbqt.app.rows import RowsModel
from mbqt.app.stats_chart import chart
from mbqt.core.errors import IllegalAction
from mbqt.core.protocol import ROUND_FORMS
from mbqt.core.scoring import score_sheet

if TYPE_CHECKING:
    from mbqt.core.protocol import GameInfo
    from mbqt.core.records import Game

QML_IMPORT_NAME = "Mbqt"
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate

LOG_ROLES = ("text", "seat", "key", "heading", "group")
# A message's kind (its colour on the board): news of the app's own ("Game saved"), something
# that went wrong without being the player's doing, a gesture refused.
INFO, WARNING, REFUSAL = "info", "warning", "refusal"
INFO_MS = 6000         # an info message fades after this
# The final ranking (core/scoring.py): `total` and each of `lines` ({text, value}) written out.
RESULT_ROLES = ("rank", "seat", "name", "colour", "symbol", "total", "lines", "winner")


@QmlElement
@QmlUncreatable("made by the app controller")
class GameController(QObject):
    HEADINGS: frozenset[str] = frozenset()      # the log entries shown as headings (a new round...)
    changed = Signal()
    moved = Signal()             # an action was played or taken back: time to autosave
    finished = Signal()          # the game is over
    # An action's moves (mbqt/app/moves.py) and their duration in ms, sent just before the
    # board shows the action: the shell's MoveLayer animates them alongside the game, which
    # never waits for them. Not sent when animations are off or the computer players' moves
    # are skipped.
    movesMade = Signal("QVariantList", int)
    skipped = Signal()           # the skip key: animations under way end at once

    def __init__(self, info: GameInfo, parent: QObject | None = None):
        super().__init__(parent)
        self.info = info                   # the game this controller plays (core/protocol.py)
        self._qml_folder = (QML_DIR / "Mbqt" / info.qml_module).as_uri() + "/"
        self.jobs = Jobs(self, threads=1)
        self._log = RowsModel(LOG_ROLES, self)
        # The log's sections so far: their count, the current one's words by heading key, and
        # whether the last row was a heading (a round's heading and its first phase's open one
        # section together).
        self._group: tuple[int, dict, bool] = (0, {}, False)
        self._results = RowsModel(RESULT_ROLES, self)
        self.game: Game | None = None
        self.seats: list[dict] = []
        self._players: dict = {}
        self._in_process: set[int] = set()   # the computer seats that think in the worker process
        self._viewer: int | None = None
        self._pass_to = -1
        # Hot-seat privacy: whether the viewer passed the cover (or is the only human) and
        # nobody else has looked since; whether they asked to see their private things; what
        # to show once the cover is passed (a gesture that shows something private).
        self._alone = False
        self._peek = False
        self._after_pass = None
        self._message = ""
        self._message_kind = REFUSAL
        self._message_at: tuple = ()       # the moment it was said about (_moment()): it dies with it
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.clearMessage)
        self._last = ""
        self._delay_ms = 0
        self._animation_ms = 0             # an animated move's duration; 0: off (a setting)
        self._skipping = False
        self._generation = 0
        self._cancel = threading.Event()
        self._thinking = False
        self._pending = None               # a computer player's move, shown when the timer fires
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_pending)
        self._legal: list = []
        self._view: dict = {}
        self._redo: list = []             # actions taken back, the next one to redo last
        self._redo_seat = -1              # the seat that took them back
        self._hint: dict | None = None    # the hint shown: "at" (actions then), "found" (ai/hints.py) or "error"
        self.hint_options: dict = {}      # for the Hard player of hints (tests: iterations, reproducible)
        self._confirm = True              # irreversible gestures are done twice (a setting)
        self._armed = None                # such a gesture done once, waiting to be done again
        self.tutorial = None              # the TutorialController of the tutorial played here, if any

    # ------------------------------------------------------------ what each game adds

    def _notify(self) -> None:
        """Tell QML the game changed. A game's controller first signals its own properties,
        so that a handler of `changed` reads them up to date."""
        self.changed.emit()

    def _reset(self) -> None:
        """A game is started, shown or closed: forget the previous one's draft state."""

    def _private_for(self, seat: int) -> bool:
        """Does this seat's decision now show it something the other humans must not see
        (a secret plan to make, a hand to choose from)? The cover comes first in hot-seat."""
        return False

    def _has_private(self, seat: int) -> bool:
        """Has this seat private things it may ask to see at any time (a hand of cards)?
        Hidden in hot-seat until asked for (showPrivate), so that public turns need no cover."""
        return False

    def _holding(self) -> bool:
        """An overlay of the game's own (e.g. plans revealed) waits for a click."""
        return False

    def _human_legal(self) -> list:
        """The legal actions the board marks as clickable for the human to play."""
        return self.game.rules.legal_actions(self.game.state)

    def _refresh_board(self, view: dict, legal: list) -> None:
        """Compute the board's lists from the view of the seat at the device."""

    def _applied(self, entries: list) -> None:
        """An action was played (its log entries)."""

    def _moves(self, entries: list) -> list[dict]:
        """What the action whose log entries these are moves on the board (moves.py), read
        before the board shows it (self.game.state is the position before the action)."""
        return []

    def _refused(self, action) -> str:
        """Why the board refuses a gesture before asking the engine (empty: ask it)."""
        return ""

    def _confirmation(self, action) -> str:
        """What to say when this legal gesture asks to be done again before it is played
        (the confirmation setting): it does what no undo takes back. Empty: played at once."""
        return ""

    def _reveals(self, action) -> bool:
        """Would this action turn up hidden information (where undo stops: rules.revealed)?"""
        state = self.game.state.clone()
        return self.game.rules.revealed(state, self.game.rules.apply(state, action)) is not None

    def _decision_prompt(self) -> str:
        """What the human at the device is asked now."""
        return ""

    def _overlay_prompt(self) -> str:
        return ""

    def _retranslate(self) -> None:
        """The language changed: the game's own texts again."""

    def _result_rows(self) -> list[dict]:
        """The final ranking (RESULT_ROLES), each seat's result line by line: the game's
        lines (Rules.score_items) ranked by core/scoring.py, values as the game's controller
        writes a score (score_text: "$28,000", "5 VP")."""
        language = texts.LANG
        rows = []
        for row in score_sheet(self.game.rules, self.game.state, [seat["name"] for seat in self.seats], language):
            look = self.seats[row["seat"]]
            rows.append({"rank": row["rank"], "seat": row["seat"], "name": look["name"], "colour": look["colour"],
                         "symbol": look["symbol"], "winner": row["winner"],
                         "total": self.score_text(row["total"]),
                         "lines": [{"text": text, "value": self.score_text(value)}
                                   for text, value in row["lines"]]})
        return rows

    def _end_title(self) -> str:
        return ""

    @staticmethod
    def score_text(total: int) -> str:
        """A score in the game's unit, written out (the end screen's lines, the Load list)."""
        return str(total)

    def _statistics(self) -> dict:
        """The game's statistics (records.Game.statistics) with `charts`, the specs of its
        charts (stats_chart.chart, each with the `key` of the seats' figures it draws),
        `columns` (the table's headings) and per seat `cells` (its row)."""
        return {"charts": [], "columns": [], "seats": []}

    def rules_chapter(self) -> str:
        """The rules reference's chapter for the moment of the game shown."""
        return "overview"

    def variant_fields(self) -> dict[str, str]:
        """The words for the "{name}" fields of GameInfo's variant descriptions (the New game
        screen), from the game's bundled cards."""
        return {}

    # ------------------------------------------------------------ session

    def start(self, game: Game, seats: list[dict]) -> None:
        """Play `game`; seats[i] has the seat's name, kind ('human' or an AI level), colour and symbol."""
        self.abandon()
        self.game = game
        self.seats = seats
        self._players = {i: make_player(seat["kind"], game.setup.seed * 8 + i, game=game.rules)
                         for i, seat in enumerate(seats) if seat["kind"] != "human"}
        # The levels' players are plain objects that pickle: they think in the worker process
        # (jobs.py). An external bot (its program) and the tutorial's script think here.
        self._in_process = {i for i, seat in enumerate(seats) if seat["kind"] in LEVELS}
        if self.tutorial is not None:      # its computer seat plays the script first
            self._players = self.tutorial.players(self._players)
            self._in_process = set()
        humans = self._humans()
        self._viewer = humans[0] if len(humans) == 1 else None
        self._alone, self._peek, self._after_pass = len(humans) == 1, False, None
        self._pass_to, self._message, self._last, self._skipping = -1, "", "", False
        self._redo, self._armed = [], None
        self._reset()
        self._log.set_rows([])
        self._group = (0, {}, False)
        self._add_log(game.log)
        self._advance()

    def show_position(self, game: Game, seats: list[dict]) -> None:
        """Show a game without playing it (the replay viewer): everything face up, no turn."""
        self.abandon()
        self.game, self.seats, self._viewer = game, seats, None
        self._pass_to, self._message, self._alone, self._peek, self._after_pass = -1, "", False, False, None
        self._reset()
        self._log.set_rows([])
        self._group = (0, {}, False)
        self._add_log(game.log)
        self._refresh()

    def abandon(self) -> None:
        """Stop the current game: a thinking AI is told to stop and its answer is ignored."""
        self._generation += 1
        self._hint = None
        self._cancel.set()
        self._cancel = threading.Event()
        self.jobs.cancel()
        self._timer.stop()
        self._pending = None
        self._thinking = False
        # Finish with the old computer players; a player running a program ends it (the jobs
        # pool runs one job at a time, so none of them is thinking in a later job).
        players, self._players = self._players, {}
        state = self.game.state.clone() if players and self.game is not None else None
        for player in players.values():
            if hasattr(player, "close"):           # an external bot hears the result
                self.jobs.start(lambda p=player: p.close(state), lambda _result, _error: None)

    def close(self) -> None:
        """No game any more (back to the title): the board goes away."""
        self.abandon()
        self.game = None
        self._legal, self._view = [], {}
        self._reset()          # a reveal still open would read the game gone
        self._notify()

    def snapshot(self) -> Game:
        """A copy of the game that later moves do not touch (to save it off the GUI thread)."""
        g = copy.copy(self.game)
        g.state, g.actions, g.log = self.game.state.clone(), list(self.game.actions), list(self.game.log)
        g.steps, g.hints = list(self.game.steps), list(self.game.hints)
        return g

    def set_delay(self, ms: int) -> None:
        self._delay_ms = ms

    def set_animation(self, ms: int) -> None:
        """An animated move's duration (AppController's animation speed); 0: no animation."""
        self._animation_ms = ms

    def set_confirm(self, on: bool) -> None:
        """Whether irreversible gestures are done twice (AppController's setting)."""
        self._confirm, self._armed = on, None

    def _humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat["kind"] == "human"]

    # ------------------------------------------------------------ flow

    def _advance(self) -> None:
        if self.game is not None and self._holding() and len(self._humans()) > 1:
            self._alone = self._peek = False      # everyone looks at the overlay together
        if self.game is None or self._holding():
            self._refresh()
            return
        seat = self.game.rules.current_player(self.game.state)
        if seat is None:
            self._refresh()
            self.finished.emit()
            return
        if seat in self._players:
            self._refresh()
            self._think(seat)
            return
        self._skipping = False
        if len(self._humans()) > 1 and self._private_for(seat) and not (seat == self._viewer and self._alone):
            self._pass_to = seat
        elif seat != self._viewer:
            self._viewer, self._alone, self._peek = seat, False, False    # in public: no cover
        self._refresh()

    def _think(self, seat: int) -> None:
        if self._thinking:
            return
        self._thinking = True
        gen, cancel = self._generation, self._cancel
        state, player = self.game.state.clone(), self._players[seat]
        clock = QElapsedTimer()
        clock.start()
        args = (player, self.game.rules, state, seat)

        def thought(found, error):
            if found is not None and gen == self._generation:
                self._players[seat] = found[2]       # the player that thought, random generator and all
            self._thought(gen, seat, found, error, clock)
        if seat in self._in_process:
            self.jobs.think(decide, args, thought, rules=self.game.rules)
        else:
            self.jobs.start(lambda: decide(*args, cancel), thought)

    def _thought(self, gen: int, seat: int, found, error, clock: QElapsedTimer) -> None:
        """A computer player's (action, its log entries on a copy, player) or its error."""
        if gen != self._generation:
            return
        if error is not None:
            # A computer player's bug must not end the game: say so and play a legal action.
            why = self.game.rules.explain(error, self._names(), texts.LANG) if isinstance(error, IllegalAction) \
                else str(error)
            failure = texts.fill(translate("Game", "The computer player of %1 failed (%2); it plays a legal move "
                                                   "instead."), self.seats[seat]["name"], why)
            action, entries = self.game.rules.legal_actions(self.game.state)[0], None
        else:
            (action, entries, _player), failure = found, ""
        self._pending = action, entries, failure
        self._timer.start(0 if self._skipping else max(0, self._delay_ms - clock.elapsed()))

    def _play_pending(self) -> None:
        (action, entries, failure), self._pending = self._pending, None
        self._thinking = False
        self._apply(action, entries)
        if failure:            # said about the move it made: shown until the next one
            self.say(failure, WARNING)

    def _apply(self, action, entries: list | None = None) -> None:
        """Play `action`; `entries`: its log entries if already known (worked out off the
        GUI thread on a copy), for its moves."""
        if self._redo and self._redo[-1] == action:
            self._redo.pop()           # played again as it was: the rest can still be redone
        else:
            self._redo = []
        self._pass_to, self._after_pass = -1, None    # a cover asked for before the move is moot
        self._announce(action, entries)
        entries = self.game.apply(action)
        self._add_log(entries)
        self._applied(entries)
        if self.tutorial is not None:
            self.tutorial.moved()
        self.moved.emit()
        self._advance()

    def _announce(self, action, entries: list | None) -> None:
        """Send the moves of `action` (movesMade) while the board still shows the position
        before it, so that the layer finds where each ghost starts; its log entries are
        worked out on a copy when not given."""
        seat = self._to_move()
        if not self._animation_ms or self._skipping or seat is None:
            return
        if entries is None:
            try:
                entries = self.game.rules.apply(self.game.state.clone(), action)
            except IllegalAction:
                return           # played below, and refused there
        self.movesMade.emit([moves.acted(seat)] + moves.capped(self._moves(entries)), self._animation_ms)

    def _names(self) -> list[str]:
        return [seat["name"] for seat in self.seats]

    def _heading(self, key: str, args: dict, text: str) -> str:
        """The words of a heading entry in its section's header (default: its sentence)."""
        return text.rstrip(".")

    def _log_rows(self, entries) -> list[dict]:
        """The log's rows; each row's `group` ("<n>|<words>") is the section it belongs to, the
        round and phase of the game's HEADINGS before it (a new round starts a new one), so
        that the log panel shows the log grouped by round and phase. A run of headings (a
        round and its first phase) opens one section, named by them all, which they belong to."""
        names, describe = self._names(), self.game.rules.describe
        count, labels, in_run = self._group
        rows, run = [], []          # run: this batch's rows of the run of headings going on
        for key, a in entries:
            text = describe((key, a), names, texts.LANG)
            row = {"text": text, "seat": a.get("seat", -1), "key": key, "heading": key in self.HEADINGS}
            if row["heading"]:
                if not in_run:
                    count += 1
                labels = {} if key == "round" else dict(labels)
                labels[key] = self._heading(key, a, text)
                run.append(row)
            else:
                run = []
            in_run = row["heading"]
            group = f"{count}|" + " · ".join(labels[k] for k in sorted(labels, key=lambda k: k != "round"))
            for opened in run or [row]:
                opened["group"] = group
            rows.append(row)
        self._group = (count, labels, in_run)
        return rows

    def _explain(self, err: IllegalAction) -> str:
        """An engine refusal as a sentence of its own, in the interface language."""
        reason = self.game.rules.explain(err, self._names(), texts.LANG)
        return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")

    def _add_log(self, entries) -> None:
        if not entries:
            return
        rows = self._log_rows(entries)
        self._last = rows[-1]["text"]
        self._log.prepend(rows[::-1])

    def retranslate(self) -> None:
        """The language changed: render the whole log and the board again."""
        if self.game is None:
            return
        self._group = (0, {}, False)
        rows = self._log_rows(self.game.log)
        self._last = rows[-1]["text"] if rows else ""
        self._log.set_rows(rows[::-1])
        self._message = ""      # a sentence of the old language; it was about the last gesture only
        self._retranslate()
        self._refresh()

    # ------------------------------------------------------------ what QML shows

    def _refresh(self) -> None:
        g = self.game
        if g is None:
            return
        if self._hint is not None and self._hint["at"] != len(g.actions):
            self._hint = None          # a hint is for the decision it was asked at
        view = g.rules.view(g.state, self._viewer)
        legal = self._human_legal() if self._human_turn() else []
        self._view, self._legal = view, legal
        self._refresh_board(view, legal)
        self._results.set_rows(self._result_rows() if g.rules.is_over(g.state) else [])
        self._notify()

    def _to_move(self) -> int | None:
        return self.game.rules.current_player(self.game.state)

    def _human_turn(self) -> bool:
        seat = self._to_move()
        return (seat is not None and seat not in self._players and seat == self._viewer
                and self._pass_to < 0 and not self._holding())

    def _decision_name(self) -> str:
        seat = self._to_move()
        return self.seats[seat]["name"] if seat is not None else ""

    def _prompt(self) -> str:
        seat = self._to_move()
        if seat is None:
            return translate("Game", "The game is over.")
        overlay = self._overlay_prompt()
        if overlay:
            return overlay
        if self._pass_to >= 0:
            return texts.fill(translate("Game", "Pass the device to %1."), self.seats[self._pass_to]["name"])
        if not self._human_turn():
            if seat in self._players:
                return texts.fill(translate("Game", "%1 is thinking…"), self._decision_name())
            return texts.fill(translate("Game", "Waiting for %1."), self._decision_name())
        return self._decision_prompt()

    # ------------------------------------------------------------ undo and redo

    def _undo_seat(self) -> int:
        """The seat that may take back its actions now: the seat that played last, or while
        actions taken back wait to be redone, the seat that took them back (never someone
        else's actions through a chain of undos)."""
        return self._redo_seat if self._redo else self.game.steps[-1][0]

    def _undo_reason(self) -> str:
        """Why undo is not possible now, in words; empty when it is."""
        if not self.game or not self.game.steps:
            return translate("Undo", "Nothing to undo yet.")
        if self.tutorial is not None:
            return translate("Undo", "The tutorial's moves are not taken back.")
        last, seat = self.game.steps[-1][0], self._undo_seat()
        if seat != last or seat in self._players:
            return texts.fill(translate("Undo", "Cannot undo: the last action was %1's."), self.seats[last]["name"])
        floor, what, _actor = self.game.undo_floor(seat)
        if floor < len(self.game.actions):
            return ""
        why = self.game.rules.explain(IllegalAction("revealed", what=what), self._names(), texts.LANG)
        return translate("Undo", "Cannot undo: %1.").replace("%1", why)

    @Slot()
    def undo(self) -> None:
        """Take back the last action of the human who played last (within the undo policy)."""
        if self.game is None:
            return
        why = self._undo_reason()
        if why:
            self.say(why)
            return
        redo, seat = self._redo + [self.game.actions[-1]], self._undo_seat()
        self.start(self.game.replayed(len(self.game.actions) - 1), self.seats)
        self._redo, self._redo_seat = redo, seat
        self.say(translate("Undo", "Action taken back."), INFO)
        self.moved.emit()

    @Slot()
    def redo(self) -> None:
        """Play again the last action taken back, when it is that seat's decision again."""
        if self._redo and self.game and self._human_turn():
            self._try(self._redo[-1])

    @Property(bool, notify=changed)
    def canUndo(self) -> bool:
        return bool(self.game) and not self._undo_reason()

    @Property(str, notify=changed)
    def undoReason(self) -> str:
        return self._undo_reason() if self.game else ""

    @Property(bool, notify=changed)
    def canRedo(self) -> bool:
        return bool(self._redo) and bool(self.game) and self._human_turn()

    # ------------------------------------------------------------ hints

    @Slot()
    def hint(self) -> None:
        """What the Hard player would do at the human's decision, why, and the next best
        choices (mbqt/ai/hints.py), searched off the GUI thread; the hint is recorded in the
        game (its statistics, its files)."""
        if not self.canHint:
            return
        g, seat = self.game, self._to_move()
        at, gen, cancel = len(g.actions), self._generation, self._cancel
        g.hints.append((at, seat))
        self._hint = {"at": at}
        rules, state, seed, options = g.rules, g.state.clone(), self.hint_seed(seat), dict(self.hint_options)

        def search():
            from mbqt.ai.hints import hint
            return hint(rules, state, seed=seed, cancel=cancel, **options)
        self.jobs.start(search, lambda found, error: self._hinted(gen, at, found, error))
        self._notify()
        self.moved.emit()        # autosaved with the hint it records

    def hint_seed(self, seat: int) -> int:
        """The seed of the Hard player giving `seat` its hints (the computer seats' rule)."""
        return self.game.setup.seed * 8 + seat

    def _hinted(self, gen: int, at: int, found, error) -> None:
        if gen != self._generation or self._hint is None or self._hint["at"] != at:
            return           # the game moved on: that hint is for a decision gone
        self._hint = {"at": at, "found": found} if error is None and found else {"at": at, "error": str(error)}
        self._notify()

    @Slot()
    def closeHint(self) -> None:
        self._hint = None
        self._notify()

    @Property(bool, notify=changed)
    def canHint(self) -> bool:
        return self.game is not None and self._human_turn() and self._hint is None

    @Property(bool, notify=changed)
    def hintShown(self) -> bool:
        return self._hint is not None

    @Property(bool, notify=changed)
    def hintBusy(self) -> bool:
        return self._hint is not None and "found" not in self._hint and "error" not in self._hint

    @Property("QVariantList", notify=changed)
    def hintChoices(self) -> list:
        """The hint's choices, best first: {text: what and why, value: its reckoning of the
        lead over the best rival}, in the interface language."""
        if not self._hint or "found" not in self._hint:
            return []
        from mbqt.ai.hints import value_text
        found, rules, names = self._hint["found"], self.game.rules, self._names()
        return [{"text": rules.say(*reason, names, texts.LANG) if reason else str(rules.action_to_json(action)),
                 "value": value_text(self.info.score_unit, value, texts.LANG)}
                for (action, value), reason in zip(found["choices"], found["reasons"])]

    @Property(str, notify=changed)
    def hintError(self) -> str:
        return self._hint.get("error", "") if self._hint else ""

    @Property("QVariantMap", notify=changed)
    def statistics(self) -> dict:
        """The game's statistics for StatsPanel.qml: `charts` (stats_chart.chart: each a figure
        per round the game charts, money or points...), `roundLabel` (an axis label, the
        game's word: "R%1"), `columns`, and per seat its name, colour, symbol, `series` (per
        chart, its figure at the start and after each round) and `cells` (the table's row),
        with the game's own figures too. The game's _statistics gives `charts` as specs."""
        if self.game is None:
            return {}
        stats = self._statistics()
        specs = stats.pop("charts")
        stats["charts"] = [chart(spec, [out[spec["key"]] for out in stats["seats"]]) for spec in specs]
        stats["roundLabel"] = self.info.round_text("short", texts.LANG, n="%1")
        stats["columns"] = stats["columns"] + [translate("Stats", "Hints used")]
        for seat, out in zip(self.seats, stats["seats"]):
            out.update(colour=seat["colour"], symbol=seat["symbol"], name=seat["name"])
            out["series"] = [out[spec["key"]] for spec in specs]
            out["cells"] = out["cells"] + [str(out["hints"])]
        return stats

    # ------------------------------------------------------------ properties

    @Property(RowsModel, constant=True)
    def logModel(self):
        return self._log

    @Property(RowsModel, constant=True)
    def resultsModel(self):
        return self._results

    @Property(str, notify=changed)
    def endTitle(self) -> str:
        return self._end_title()

    @Property(bool, notify=changed)
    def running(self) -> bool:
        return self.game is not None

    @Property(str, constant=True)
    def gameId(self) -> str:
        return self.info.id

    @Property(str, constant=True)
    def qmlFolder(self) -> str:
        """The folder of the game's QML module (Mbqt.<GameInfo.qml_module>) as a URL ending
        in "/": the shell shows its Board.qml on the board and its ReplayTable.qml in the
        replay viewer (each with the properties `game`, and the board's `app` too)."""
        return self._qml_folder

    @Property(bool, notify=changed)
    def holding(self) -> bool:
        """An overlay of the game's own waits for a click (the shell's end screen waits too)."""
        return bool(self.game) and self._holding()

    @Property(int, notify=changed)
    def round(self) -> int:
        return self.game.state.round if self.game else 0

    @Property("QVariantMap", notify=changed)
    def roundWords(self) -> dict:
        """The game's words for a round in the app's language (GameInfo.rounds: "word",
        "number", "of", "within", "short"), "%1" for its number and "%2" for the last one's."""
        return {form: self.info.round_text(form, texts.LANG, n="%1", last="%2") for form in ROUND_FORMS}

    @Property(int, notify=changed)
    def decisionSeat(self) -> int:
        seat = self._to_move() if self.game else None
        return -1 if seat is None else seat

    @Property(int, notify=changed)
    def viewer(self) -> int:
        return -1 if self._viewer is None else self._viewer

    @Property(bool, notify=changed)
    def humanTurn(self) -> bool:
        return bool(self.game) and self._human_turn()

    @Property(bool, notify=changed)
    def over(self) -> bool:
        return bool(self.game) and self.game.rules.is_over(self.game.state)

    @Property(bool, notify=changed)
    def thinking(self) -> bool:
        return self._thinking

    @Property(str, notify=changed)
    def prompt(self) -> str:
        return self._prompt() if self.game else ""

    @Property(str, notify=changed)
    def message(self) -> str:
        """The message of the moment: said about this position, at this device (a refusal of
        a gesture made before the game moved on, or before the device changed hands, is gone)."""
        return self._message if self._message and self._message_at == self._moment() else ""

    @Property(str, notify=changed)
    def messageKind(self) -> str:
        """info, warning or refusal: the message's colour (Theme.messageColour)."""
        return self._message_kind

    @Property(bool, notify=changed)
    def confirming(self) -> bool:
        """An irreversible gesture was done once: the message asks to do it again."""
        return self._armed is not None

    @Property(str, notify=changed)
    def lastEvent(self) -> str:
        return self._last

    @Property(int, notify=changed)
    def passTo(self) -> int:
        return self._pass_to

    @Property(str, notify=changed)
    def passName(self) -> str:
        return self.seats[self._pass_to]["name"] if self._pass_to >= 0 else ""

    @Property(str, notify=changed)
    def decisionName(self) -> str:
        return self._decision_name() if self.game else ""

    @Property(int, notify=changed)
    def decisionColour(self) -> int:
        seat = self._to_move() if self.game else None
        return -1 if seat is None else self.seats[seat]["colour"]

    @Property(int, notify=changed)
    def decisionSymbol(self) -> int:
        seat = self._to_move() if self.game else None
        return 0 if seat is None else self.seats[seat]["symbol"]

    @Slot(int, result=int)
    def seatColour(self, seat: int) -> int:
        return self.seats[seat]["colour"] if 0 <= seat < len(self.seats) else 0

    @Slot(int, result=int)
    def seatSymbol(self, seat: int) -> int:
        return self.seats[seat]["symbol"] if 0 <= seat < len(self.seats) else 0

    @Property(bool, notify=changed)
    def aiPending(self) -> bool:
        return bool(self.game) and self._to_move() in self._players

    # ------------------------------------------------------------ gestures (slots QML calls)

    def _turn_refusal(self) -> str:
        """Why the human at the device cannot act now (empty when they can)."""
        if self._human_turn():
            return ""
        name = self._decision_name()
        return texts.fill(translate("Game", "It is %1's turn."), name) if name \
            else translate("Game", "The game is over.")

    def _try(self, action) -> None:
        if self.game is None:
            return
        why = self._turn_refusal() or self._refused(action)
        if not why:
            try:
                self.game.rules.apply(self.game.state.clone(), action)
            except IllegalAction as err:
                why = self._explain(err)
        if not why and self.tutorial is not None:     # legal, but not the lesson's move
            why = self.tutorial.refusal(action)
        if why:
            self._armed = None
            self.say(why)
            return
        if self._confirm and action != self._armed:
            warning = self._confirmation(action)
            if warning:
                self._armed = action
                self.say(warning, WARNING)
                return
        self._armed = None
        self._apply(action)

    @Slot()
    def confirmPass(self) -> None:
        """The named player has the device: show the board from their seat."""
        if self._pass_to >= 0:
            if self._pass_to != self._viewer:
                self._peek = False
            self._viewer, self._pass_to, self._alone = self._pass_to, -1, True
            then, self._after_pass = self._after_pass, None
            if then is not None:
                then()
            self._refresh()

    def _confide(self, then) -> None:
        """Call `then`, which shows the viewer something private, once nobody else looks:
        at once when the viewer passed the cover (or is the only human), else after it."""
        if self._viewer is None or self._pass_to >= 0:
            return
        if self._alone:
            then()
            self._refresh()
        else:
            self._pass_to, self._after_pass = self._viewer, then
            self._refresh()

    def _private_decision(self) -> bool:
        """The viewer is to make a decision that shows them private things."""
        return self._viewer is not None and self._to_move() == self._viewer and self._private_for(self._viewer)

    def _showing_private(self) -> bool:
        """Does the board show the viewer's private things now (their hand...)?"""
        if self._viewer is None or self._pass_to >= 0 or not self._alone:
            return False
        return len(self._humans()) == 1 or self._peek or self._private_decision()

    @Slot()
    def showPrivate(self) -> None:
        """The viewer asks to see their private things (after the cover if another human
        may have looked at the device since they last had it)."""
        if self.game is not None and self._viewer is not None and self._has_private(self._viewer):
            self._confide(lambda: setattr(self, "_peek", True))

    @Slot()
    def hidePrivate(self) -> None:
        if self._peek:
            self._peek = False
            self._refresh()

    @Property(bool, notify=changed)
    def privateHidden(self) -> bool:
        """Hot-seat: the viewer has private things the board hides until asked (showPrivate)."""
        return (bool(self.game) and self._viewer is not None and len(self._humans()) > 1
                and self._has_private(self._viewer) and not self._showing_private())

    @Property(bool, notify=changed)
    def privatePeeked(self) -> bool:
        """Hot-seat: the viewer's private things are shown because they asked (hidePrivate)."""
        return (bool(self.game) and self._peek and self._showing_private() and len(self._humans()) > 1
                and not self._private_decision())

    @Property(bool, notify=changed)
    def privateShown(self) -> bool:
        """The board shows the viewer's private things (a game's board reads it)."""
        return bool(self.game) and self._showing_private()

    @Slot()
    def skipAi(self) -> None:
        """Show the computer players' moves at once until a human's turn."""
        self._skipping = True
        self.skipped.emit()
        if self._timer.isActive():
            self._timer.start(0)

    def gesture(self, action) -> None:
        """Play the engine's `action` through the slots the board's cards and buttons call, as
        a person would (the smoke check's stand-in for one: mbqt/app/smoke.py)."""
        self._try(action)

    def release(self) -> None:
        """Close the game's own overlay that waits for a click (holding), as its button does."""

    def _moment(self) -> tuple:
        """What a message is about: the number of actions played and who has the device."""
        return (len(self.game.actions) if self.game else 0, self._viewer, self._pass_to)

    def _say(self, message: str, kind: str) -> None:
        """Show a message until the game moves on or the device changes hands; an info
        message fades after INFO_MS too."""
        self._message, self._message_kind, self._message_at = message, kind, self._moment()
        self._message_timer.stop()
        if kind == INFO:
            self._message_timer.start(INFO_MS)

    def say(self, message: str, kind: str = REFUSAL) -> None:
        """A message on the board: a gesture refused, or the app's own news (e.g. "Game saved")."""
        self._say(message, kind)
        self._notify()

    @Slot()
    def clearMessage(self) -> None:
        self._message = ""
        self._message_timer.stop()
        self._notify()
