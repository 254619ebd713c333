"""The replay viewer: a saved or finished game shown action by action (forward, back, jump
to a round), the board and the log redrawn at each step from setup + the first actions."""
from __future__ import annotations

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.app import texts
from mbqt.app.game_controller import GameController
from mbqt.app.sessions import make_controller
from mbqt.core.display import plain
from mbqt.core.records import Game

QML_IMPORT_NAME = "Mbqt"
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate


def seat_looks(game: Game) -> list[dict]:
    """The seats as the app shows them: name (escaped: it comes from a file), kind, and the
    setup's colour and symbol (as indexes into the theme's lists)."""
    from mbqt.core.seats import SEAT_COLOURS, SEAT_SYMBOLS
    return [{"name": plain(p.name), "kind": p.kind, "colour": SEAT_COLOURS.index(p.colour),
             "symbol": SEAT_SYMBOLS.index(p.symbol)} for p in game.setup.players]


def rounds_by_position(game: Game) -> list[int]:
    """The round being played after each number of actions (0 .. all)."""
    again = Game(game.setup, rules=game.rules)
    rounds = [again.state.round]
    for action in game.actions:
        again.apply(action)
        rounds.append(again.state.round)
    return rounds


STEP_UNITS = ("action", "turn", "round")


@QmlElement
@QmlUncreatable("made by the application")
class ReplayController(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        # One per game, made when a game of it is first viewed (not at startup); a table's
        # controller never changes under it.
        self._boards: dict[str, GameController] = {}
        self._board: GameController | None = None
        self._full: Game | None = None
        self._seats: list[dict] = []
        self._rounds: list[int] = [1]
        self._pos = 0
        self._step_by = "action"      # what ◀ ▶ (and the arrow keys) step by: STEP_UNITS

    def open(self, game: Game, seats: list[dict] | None = None, rounds: list[int] | None = None) -> None:
        """Show `game` (its every action) from its end; `rounds` as rounds_by_position."""
        self._full = game
        if game.rules.id not in self._boards:
            self._boards[game.rules.id] = make_controller(game.rules.id, self)
        board = self._boards[game.rules.id]
        if self._board is not None and self._board is not board:
            self._board.close()
        self._board = board
        self._seats = seats or seat_looks(game)
        self._rounds = rounds or rounds_by_position(game)
        self._show(len(game.actions))

    @property
    def game(self) -> Game | None:
        """The whole game being viewed."""
        return self._full

    def _show(self, pos: int) -> None:
        full = self._full
        pos = max(0, min(pos, len(full.actions)))
        shown = self._board.game
        if shown is not None and pos == self._pos + 1 and len(shown.actions) == self._pos:
            shown.apply(full.actions[self._pos])      # one step forward: no need to start again
        else:
            shown = full.replayed(pos)
        self._pos = pos
        self._board.show_position(shown, self._seats)
        self.changed.emit()

    # ------------------------------------------------------------ what QML shows

    @Property(GameController, notify=changed)
    def board(self):
        """The game shown, step by step (a game controller that plays no turn; the viewer
        shows the ReplayTable.qml of its qmlFolder)."""
        return self._board

    @Property(int, notify=changed)
    def position(self) -> int:
        return self._pos

    @Property(int, notify=changed)
    def length(self) -> int:
        return len(self._full.actions) if self._full else 0

    @Property(int, notify=changed)
    def round(self) -> int:
        return self._rounds[self._pos] if self._full else 0

    @Property("QVariantList", notify=changed)
    def rounds(self) -> list:
        return sorted(set(self._rounds))

    @Property(str, notify=changed)
    def title(self) -> str:
        return ", ".join(seat["name"] for seat in self._seats)

    @Property(str, notify=changed)
    def actionText(self) -> str:
        """Who did what in the last action shown."""
        if not self._full or self._pos == 0:
            return translate("Replay", "The game is set up.")
        seat = self._board.game.steps[-1][0]
        return translate("Replay", "Action %1 of %2: %3").replace("%1", str(self._pos)) \
            .replace("%2", str(len(self._full.actions))).replace("%3", self._seats[seat]["name"])

    # ------------------------------------------------------------ stepping

    @Slot(int)
    def go(self, position: int) -> None:
        if self._full:
            self._show(position)

    @Property(str, notify=changed)
    def stepBy(self) -> str:
        return self._step_by

    @stepBy.setter
    def stepBy(self, unit: str) -> None:
        if unit in STEP_UNITS and unit != self._step_by:
            self._step_by = unit
            self.changed.emit()

    @Slot()
    def forward(self) -> None:
        if self._full:
            self._show(self._target(+1))

    @Slot()
    def back(self) -> None:
        if self._full:
            self._show(self._target(-1))

    def _target(self, direction: int) -> int:
        """The position one action, turn (a seat's run of actions) or round away."""
        pos, count = self._pos, len(self._full.actions)
        if self._step_by == "action":
            return pos + direction
        if self._step_by == "turn":
            seats = [seat for seat, _revealed in self._full.steps]
            if direction > 0:        # to the end of the turn that starts here
                k = pos
                while k < count and seats[k] == seats[pos]:
                    k += 1
                return k
            k = pos - 1              # to the start of the turn that ends here
            while k > 0 and seats[k - 1] == seats[pos - 1]:
                k -= 1
            return max(k, 0)
        rounds = self._rounds        # the round after each number of actions
        if direction > 0:
            k = pos
            while k < count and rounds[k] == rounds[pos]:
                k += 1
            return k
        start = rounds.index(rounds[pos])
        return start if start < pos else rounds.index(rounds[max(pos - 1, 0)])

    @Slot(int)
    def jumpToRound(self, round_no: int) -> None:
        """To the first position of that round."""
        if self._full and round_no in self._rounds:
            self._show(self._rounds.index(round_no))

    def retranslate(self) -> None:
        """The language changed: the game shown and its log in the new one."""
        if self._board is not None and self._full is not None:
            self._board.retranslate()
            self.changed.emit()

    def close(self) -> None:
        if self._board is not None:
            self._board.close()
        self._full = None
        self.changed.emit()
