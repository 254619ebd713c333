"""The game in progress as QML sees it: list models and properties computed from the
engine's view for the seat at the device, slots turning gestures into engine actions,
computer players thinking off the GUI thread, and the hot-seat pass-the-device screen.

No rule is decided here: what may be clicked comes from the engine's legal actions, and a
gesture the engine refuses is answered with the engine's reason.
"""
from __future__ import annotations

import copy
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QElapsedTimer, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.ai import make_player
from mbqt.app import board, texts
from mbqt.app.build_planner import BuildPlanner
from mbqt.app.jobs import Jobs
from mbqt.app.rows import RowsModel
from mbqt.master_builder import rules
from mbqt.master_builder.errors import IllegalAction
from mbqt.master_builder.state import (
    EVENTS, STEP_BID, STEP_CHOOSE_EVENT, STEP_DISMISS, STEP_GIVE, STEP_HIRE, STEP_LEND, STEP_LEND_REPLY, STEP_LOAN,
    STEP_OPEN, STEP_PLAN,
)
from mbqt.stats import statistics

if TYPE_CHECKING:
    from mbqt.records import Game

QML_IMPORT_NAME = "Mbqt"
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate

SEAT_ROLES = ("seat", "name", "colour", "symbol", "kindLabel", "human", "money", "wageTotal", "loansSmall",
              "loansLarge", "isStart", "isTurn", "isViewer", "workers", "contracts", "handCount", "planSubmitted")
DECK_ROLES = ("type", "typeName", "colour", "count", "wage", "topCard", "hireable", "choosable")
CONTRACT_ROLES = ("number", "name", "kind", "price", "minBid", "sections", "builtCount")
DISPLAY_ROLES = CONTRACT_ROLES + ("bonus", "openable", "openMin", "openMax", "inAuction")
EVENT_ROLES = ("index", "name", "effect")
HAND_ROLES = EVENT_ROLES + ("playable",)
CITY_ROLES = ("number", "name", "kind", "builder", "builderName", "colour", "symbol")
WORKER_ROLES = ("index", "workerId", "typeName", "colour", "level", "wage", "faceUp", "quirks")
LEND_ROLES = ("worker", "label", "to", "toName", "maxPrice")
LOG_ROLES = ("text", "seat", "key")
RESULT_ROLES = ("rank", "seat", "name", "colour", "symbol", "cash", "unfinished", "loans", "total", "winner")
REVEAL_ROLES = ("seat", "name", "colour", "symbol", "text")

@QmlElement
@QmlUncreatable("made by the app controller")
class GameController(QObject):
    changed = Signal()
    moved = Signal()             # an action was played or taken back: time to autosave
    finished = Signal()          # the game is over

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.jobs = Jobs(self, threads=1)
        self.planner = BuildPlanner(self)
        self._models = {name: RowsModel(roles, self) for name, roles in (
            ("seats", SEAT_ROLES), ("decks", DECK_ROLES), ("display", DISPLAY_ROLES), ("events", EVENT_ROLES),
            ("hand", HAND_ROLES), ("city", CITY_ROLES), ("choices", WORKER_ROLES), ("lendOptions", LEND_ROLES),
            ("log", LOG_ROLES), ("results", RESULT_ROLES), ("reveal", REVEAL_ROLES))}
        self.game: Game | None = None
        self.seats: list[dict] = []
        self._players: dict = {}
        self._viewer: int | None = None
        self._pass_to = -1
        self._revealing = False
        self._revealed: list = []          # (seat, plan) of the plans on the reveal screen
        self._message = ""
        self._last = ""
        self._browse = -1
        self._delay_ms = 0
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

    # ------------------------------------------------------------ session

    def start(self, game: Game, seats: list[dict]) -> None:
        """Play `game`; seats[i] has the seat's name, kind ('human' or an AI level), colour and symbol."""
        self.abandon()
        self.game = game
        self.seats = seats
        self._players = {i: make_player(seat["kind"], game.setup.seed * 8 + i)
                         for i, seat in enumerate(seats) if seat["kind"] != "human"}
        humans = self._humans()
        self._viewer = humans[0] if len(humans) == 1 else None
        self._pass_to, self._revealing, self._message, self._last, self._browse = -1, False, "", "", -1
        self._skipping = False
        self._redo = []
        self._models["log"].set_rows([])
        self._add_log(game.log)
        self._advance()

    def show_position(self, game: Game, seats: list[dict]) -> None:
        """Show a game without playing it (the replay viewer): everything face up, no turn."""
        self.abandon()
        self.game, self.seats, self._viewer = game, seats, None
        self._pass_to, self._revealing, self._message, self._browse = -1, False, "", -1
        self._models["log"].set_rows([])
        self._add_log(game.log)
        self._refresh()

    def abandon(self) -> None:
        """Stop the current game: a thinking AI is told to stop and its answer is ignored."""
        self._generation += 1
        self._cancel.set()
        self._cancel = threading.Event()
        self._timer.stop()
        self._pending = None
        self._thinking = False
        self.planner.stop()
        # Finish with the old computer players; a player running a program ends it (the jobs
        # pool runs one job at a time, so none of them is thinking in a later job).
        players, self._players = self._players, {}
        for player in players.values():
            if hasattr(player, "close"):
                self.jobs.start(player.close, lambda _result, _error: None)

    def close(self) -> None:
        """No game any more (back to the title): the board goes away."""
        self.abandon()
        self.game = None
        self.changed.emit()

    def snapshot(self) -> Game:
        """A copy of the game that later moves do not touch (to save it off the GUI thread)."""
        g = copy.copy(self.game)
        g.state, g.actions, g.log = self.game.state.clone(), list(self.game.actions), list(self.game.log)
        g.steps = list(self.game.steps)
        return g

    def set_delay(self, ms: int) -> None:
        self._delay_ms = ms

    def _humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat["kind"] == "human"]

    # ------------------------------------------------------------ flow

    def _advance(self) -> None:
        if self.game is None or self._revealing:
            self._refresh()
            return
        s = self.game.state
        seat = s.to_move
        if seat is None:
            self._refresh()
            self.finished.emit()
            return
        if seat in self._players:
            self._refresh()
            self._think(seat)
            return
        self._skipping = False
        if seat != self._viewer and len(self._humans()) > 1 and self._private_for(seat):
            self._pass_to = seat
        else:
            self._viewer = seat
        self._refresh()

    def _private_for(self, seat: int) -> bool:
        """Would the board show this seat something the previous human must not see?"""
        s = self.game.state
        return s.step == STEP_PLAN or bool(s.players[seat].hand) or bool(self._viewer is not None and (
            s.players[self._viewer].hand))

    def _think(self, seat: int) -> None:
        if self._thinking:
            return
        self._thinking = True
        gen, cancel = self._generation, self._cancel
        state, player = self.game.state.clone(), self._players[seat]
        clock = QElapsedTimer()
        clock.start()
        self.jobs.start(lambda: player.choose(state, seat, cancel),
                        lambda action, error: self._thought(gen, seat, action, error, clock))

    def _thought(self, gen: int, seat: int, action, error, clock: QElapsedTimer) -> None:
        if gen != self._generation:
            return
        if error is None:
            try:
                self.game.rules.apply(self.game.state.clone(), action)
            except IllegalAction as err:
                error = err
        if error is not None:
            # A computer player's bug must not end the game: say so and play a legal action.
            self._message = translate("Game", "The computer player of %1 failed (%2); it plays a legal move "
                                              "instead.").replace("%1", self.seats[seat]["name"]) \
                .replace("%2", str(error))
            action = self.game.rules.legal_actions(self.game.state)[0]
        self._pending = action
        self._timer.start(0 if self._skipping else max(0, self._delay_ms - clock.elapsed()))

    def _play_pending(self) -> None:
        action, self._pending = self._pending, None
        self._thinking = False
        self._apply(action)

    def _apply(self, action) -> None:
        if self._redo and self._redo[-1] == action:
            self._redo.pop()           # played again as it was: the rest can still be redone
        else:
            self._redo = []
        entries = self.game.apply(action)
        self._add_log(entries)
        revealed = [(a["seat"], a["plan"]) for key, a in entries if key == "plan_revealed"]
        if revealed and self._humans():
            self._revealed = revealed
            self._models["reveal"].set_rows(self._reveal_rows())
            self._revealing = True
        self._browse = -1
        self.moved.emit()
        self._advance()

    def _reveal_rows(self) -> list[dict]:
        cards = self.game.state.cards
        return [{"seat": seat, "name": self.seats[seat]["name"], "colour": self.seats[seat]["colour"],
                 "symbol": self.seats[seat]["symbol"], "text": texts.plan_text(cards, plan)}
                for seat, plan in self._revealed]

    def _log_rows(self, entries) -> list[dict]:
        cards = self.game.state.cards
        names = [seat["name"] for seat in self.seats]
        return [{"text": texts.log_text(cards, names, key, a), "seat": a.get("seat", -1), "key": key}
                for key, a in entries]

    def _add_log(self, entries) -> None:
        if not entries:
            return
        rows = self._log_rows(entries)
        self._last = rows[-1]["text"]
        self._models["log"].prepend(rows[::-1])

    def retranslate(self) -> None:
        """The language changed: render the whole log, the plans shown and the board again."""
        if self.game is None:
            return
        rows = self._log_rows(self.game.log)
        self._last = rows[-1]["text"] if rows else ""
        self._models["log"].set_rows(rows[::-1])
        if self._revealing:
            self._models["reveal"].set_rows(self._reveal_rows())
        self._message = ""      # a sentence of the old language; it was about the last gesture only
        self.planner.retranslate()
        self._refresh()

    # ------------------------------------------------------------ what QML shows

    def _refresh(self) -> None:
        g = self.game
        if g is None:
            return
        s = g.state
        cards = s.cards
        view = g.rules.view(s, self._viewer)
        human = self._human_turn()
        # The legal actions mark what may be clicked. Build plans are drafted in the planner:
        # at the plan step only the repayments are asked for (listing every plan is costly).
        if not human:
            legal = []
        elif s.step == STEP_PLAN:
            legal = rules.repay_actions(s, s.to_move)
        else:
            legal = g.rules.legal_actions(s)
        self._view, self._legal = view, legal
        m = self._models
        m["seats"].set_rows(board.seat_rows(cards, view, legal, self.seats, self._viewer))
        m["decks"].set_rows(board.deck_rows(cards, view, legal))
        m["display"].set_rows(board.display_rows(cards, view, legal))
        m["events"].set_rows(board.event_rows(cards, view))
        m["hand"].set_rows(board.hand_rows(cards, view, self._viewer, legal))
        m["city"].set_rows(board.city_rows(cards, view, self.seats))
        choice_kind = {STEP_DISMISS: "dismiss", STEP_GIVE: "give"}.get(s.step, "hire_chosen")
        choices = board.choice_rows(cards, legal, choice_kind)
        if choice_kind == "hire_chosen":
            choices = [c for c in choices if cards.workers[c["index"]].type == self._browse]
        m["choices"].set_rows(choices)
        m["lendOptions"].set_rows(self._lend_rows(legal))
        m["results"].set_rows(board.result_rows(view, self.seats) if "scores" in view else [])
        if human and s.step == STEP_PLAN:
            if not self.planner.active:
                self.planner.start(s, s.to_move, self._submit_plan)
        elif self.planner.active:
            self.planner.stop()
        self.changed.emit()

    def _lend_rows(self, legal: list) -> list[dict]:
        best: dict = {}
        for a in legal:
            if a[0] == "lend":
                best[(a[1], a[2])] = max(best.get((a[1], a[2]), 0), a[3])
        cards = self.game.state.cards
        return [{"worker": w, "label": translate("Game", "%1 to %2").replace("%1", texts.worker_text(cards, w))
                 .replace("%2", self.seats[to]["name"]), "to": to, "toName": self.seats[to]["name"], "maxPrice": price}
                for (w, to), price in sorted(best.items())]

    def _human_turn(self) -> bool:
        s = self.game.state
        return (s.to_move is not None and s.to_move not in self._players and s.to_move == self._viewer
                and self._pass_to < 0 and not self._revealing)

    def _decision_name(self) -> str:
        seat = self.game.state.to_move
        return self.seats[seat]["name"] if seat is not None else ""

    def _prompt(self) -> str:
        g = self.game
        s = g.state
        if s.to_move is None:
            return translate("Game", "The game is over.")
        name = self._decision_name()
        if self._revealing:
            return translate("Game", "The build plans are revealed.")
        if self._pass_to >= 0:
            return translate("Game", "Pass the device to %1.").replace("%1", self.seats[self._pass_to]["name"])
        if not self._human_turn():
            if s.to_move in self._players:
                return translate("Game", "%1 is thinking…").replace("%1", name)
            return translate("Game", "Waiting for %1.").replace("%1", name)
        cards = s.cards
        step = s.step
        if step == STEP_HIRE and s.round == 1:
            return translate("Game", "%1, take one of the top workers (five each in round 1; no passing).") \
                .replace("%1", name)
        if step == STEP_HIRE:
            return translate("Game", "%1, hire a top worker, fire one of yours, or pass (turn %2 of 3).") \
                .replace("%1", name).replace("%2", str(s.turn // s.n + 1))
        if step == STEP_OPEN:
            if ("pass",) in self._legal:
                return translate("Game", "%1, choose a contract and your opening bid, or decline.").replace("%1", name)
            return translate("Game", "%1, choose a contract and your opening bid (you need a contract in round 1).") \
                .replace("%1", name)
        if step == STEP_BID:
            a = s.auction
            return (translate("Game", "%1, raise the bid on %2 (highest %3 by %4) or pass.")
                    .replace("%1", name).replace("%2", texts.contract_text(cards, a.contract))
                    .replace("%3", texts.money(a.high)).replace("%4", self.seats[a.leader]["name"]))
        if step == STEP_CHOOSE_EVENT:
            return translate("Game", "%1, choose the event card of this round from your hand.").replace("%1", name)
        if step in (STEP_DISMISS, STEP_GIVE):
            event = s.event_queue[0][0]
            return (translate("Game", "%1: %2, choose the worker.").replace("%1", texts.card_name(cards.events[event].name))
                    .replace("%2", name) + " " + texts.effect_text(cards, event))
        if step == STEP_LEND:
            return translate("Game", "%1, you may lend an idle worker to another player for this Build phase.") \
                .replace("%1", name)
        if step == STEP_LEND_REPLY:
            w, lender, _to, price = s.offer
            return (translate("Game", "%1 offers you %2 for this Build phase at %3. Accept?")
                    .replace("%1", self.seats[lender]["name"]).replace("%2", texts.worker_text(cards, w))
                    .replace("%3", texts.money(price)))
        if step == STEP_PLAN:
            return translate("Game", "%1, place your workers on your sections, then submit your build plan.") \
                .replace("%1", name)
        if step == STEP_LOAN:
            return (translate("Game", "%1, your wages are %2 but you have %3: take a loan.")
                    .replace("%1", name).replace("%2", texts.money(s.wages_due(s.to_move)))
                    .replace("%3", texts.money(s.players[s.to_move].money)))
        return ""

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
        last, seat = self.game.steps[-1][0], self._undo_seat()
        if seat != last or seat in self._players:
            return translate("Undo", "Cannot undo: the last action was %1's.") \
                .replace("%1", self.seats[last]["name"])
        floor, what, _actor = self.game.undo_floor(seat)
        if floor < len(self.game.actions):
            return ""
        return translate("Undo", "Cannot undo: %1.").replace("%1", texts.revealed_text(what))

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
        self._message = translate("Undo", "Action taken back.")
        self.changed.emit()
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

    @Property("QVariantMap", notify=changed)
    def statistics(self) -> dict:
        """mbqt.stats.statistics of the game shown, with each seat's colour and symbol."""
        if self.game is None:
            return {}
        stats = statistics(self.game)
        for seat, out in zip(self.seats, stats["seats"]):
            out.update(colour=seat["colour"], symbol=seat["symbol"], name=seat["name"])
        return stats

    # ------------------------------------------------------------ properties

    @Property(RowsModel, constant=True)
    def seatsModel(self):
        return self._models["seats"]

    @Property(RowsModel, constant=True)
    def decksModel(self):
        return self._models["decks"]

    @Property(RowsModel, constant=True)
    def displayModel(self):
        return self._models["display"]

    @Property(RowsModel, constant=True)
    def eventsModel(self):
        return self._models["events"]

    @Property(RowsModel, constant=True)
    def handModel(self):
        return self._models["hand"]

    @Property(RowsModel, constant=True)
    def cityModel(self):
        return self._models["city"]

    @Property(RowsModel, constant=True)
    def choicesModel(self):
        return self._models["choices"]

    @Property(RowsModel, constant=True)
    def lendModel(self):
        return self._models["lendOptions"]

    @Property(RowsModel, constant=True)
    def logModel(self):
        return self._models["log"]

    @Property(RowsModel, constant=True)
    def resultsModel(self):
        return self._models["results"]

    @Property(RowsModel, constant=True)
    def revealModel(self):
        return self._models["reveal"]

    @Property(BuildPlanner, constant=True)
    def buildPlanner(self):
        return self.planner

    @Property(bool, notify=changed)
    def running(self) -> bool:
        return self.game is not None

    @Property(int, notify=changed)
    def round(self) -> int:
        return self.game.state.round if self.game else 0

    @Property(int, notify=changed)
    def finalRound(self) -> int:
        return self.game.state.final_round if self.game else 0

    @Property(int, notify=changed)
    def phase(self) -> int:
        return self.game.state.phase if self.game else 0

    @Property("QVariantList", notify=changed)
    def phaseNames(self) -> list:
        return texts.phase_names()

    @Property(int, notify=changed)
    def startSeat(self) -> int:
        return self.game.state.start if self.game else -1

    @Property(int, notify=changed)
    def decisionSeat(self) -> int:
        seat = self.game.state.to_move if self.game else None
        return -1 if seat is None else seat

    @Property(int, notify=changed)
    def viewer(self) -> int:
        return -1 if self._viewer is None else self._viewer

    @Property(str, notify=changed)
    def step(self) -> str:
        return self.game.state.step if self.game else ""

    @Property(bool, notify=changed)
    def humanTurn(self) -> bool:
        return bool(self.game) and self._human_turn()

    @Property(bool, notify=changed)
    def over(self) -> bool:
        return bool(self.game) and self.game.state.to_move is None

    @Property(bool, notify=changed)
    def thinking(self) -> bool:
        return self._thinking

    @Property(str, notify=changed)
    def prompt(self) -> str:
        return self._prompt() if self.game else ""

    @Property(str, notify=changed)
    def message(self) -> str:
        return self._message

    @Property(str, notify=changed)
    def lastEvent(self) -> str:
        return self._last

    @Property(int, notify=changed)
    def passTo(self) -> int:
        return self._pass_to

    @Property(str, notify=changed)
    def passName(self) -> str:
        return self.seats[self._pass_to]["name"] if self._pass_to >= 0 else ""

    @Property(bool, notify=changed)
    def revealing(self) -> bool:
        return self._revealing

    @Property(str, notify=changed)
    def economicName(self) -> str:
        s = self.game.state if self.game else None
        if s is None or s.economic_current is None:
            return ""
        return texts.card_name(s.cards.economic[s.economic_current].name)

    @Property(str, notify=changed)
    def economicText(self) -> str:
        s = self.game.state if self.game else None
        if s is None or s.economic_current is None:
            return ""
        return texts.economic_text(s.cards, s.economic_current, s.n)

    @Property(str, notify=changed)
    def eventsCaption(self) -> str:
        """The event cards shown stay until the next Events phase."""
        if self.game and self.game.state.phase < EVENTS:
            return translate("Board", "Last round's event")
        return translate("Board", "Event of the round")

    @Property(int, notify=changed)
    def contractDeck(self) -> int:
        return self._view.get("contract_deck", 0)

    @Property(int, notify=changed)
    def eventDeck(self) -> int:
        return self._view.get("event_deck", 0)

    @Property(int, notify=changed)
    def economicDeck(self) -> int:
        return self._view.get("economic_deck", 0)

    @Property(int, notify=changed)
    def wageCap(self) -> int:
        return self.game.state.cards.wage_cap if self.game else 30000

    @Property(int, notify=changed)
    def auctionContract(self) -> int:
        a = self._view.get("auction")
        return a["contract"] if a else -1

    @Property(int, notify=changed)
    def auctionHigh(self) -> int:
        a = self._view.get("auction")
        return a["high_bid"] if a else 0

    @Property(int, notify=changed)
    def auctionLeader(self) -> int:
        a = self._view.get("auction")
        return a["leader"] if a else -1

    @Property("QVariantList", notify=changed)
    def auctionIn(self) -> list:
        a = self._view.get("auction")
        return a["in"] if a else []

    def _bids(self) -> list[int]:
        return [a[1] for a in self._legal if a[0] == "bid"]

    @Property(int, notify=changed)
    def bidMin(self) -> int:
        return min(self._bids(), default=0)

    @Property(int, notify=changed)
    def bidMax(self) -> int:
        return max(self._bids(), default=0)

    @Property(bool, notify=changed)
    def canPass(self) -> bool:
        return ("pass",) in self._legal

    @Property("QVariantList", notify=changed)
    def repayable(self) -> list:
        """Loan kinds (0 small, 1 large) the seat to play may repay now."""
        return [a[1] for a in self._legal if a[0] == "repay"]

    @Property("QVariantList", notify=changed)
    def repayValues(self) -> list:
        s = self.game.state if self.game else None
        return [s.repay_value(0), s.repay_value(1)] if s else [0, 0]

    @Property("QVariantList", notify=changed)
    def loanReceive(self) -> list:
        s = self.game.state if self.game else None
        return [s.cards.loans[0].receive, s.cards.loans[1].receive] if s else [0, 0]

    @Property(int, notify=changed)
    def browseType(self) -> int:
        return self._browse

    @Slot(str, result=bool)
    def hasVariant(self, variant: str) -> bool:
        return bool(self.game) and variant in self.game.state.variants

    @Property(int, notify=changed)
    def decisionColour(self) -> int:
        seat = self.game.state.to_move if self.game else None
        return -1 if seat is None else self.seats[seat]["colour"]

    @Property(int, notify=changed)
    def decisionSymbol(self) -> int:
        seat = self.game.state.to_move if self.game else None
        return 0 if seat is None else self.seats[seat]["symbol"]

    @Property("QVariantList", notify=changed)
    def fireOptions(self) -> list:
        """The workers the seat to play may fire now: [{label, index}]."""
        cards = self.game.state.cards if self.game else None
        return [{"label": f"{cards.workers[a[1]].id} · {texts.card_name(cards.worker_types[cards.workers[a[1]].type].name)}",
                 "index": a[1]}
                for a in self._legal if a[0] == "fire"]

    @Property(int, notify=changed)
    def chooseFee(self) -> int:
        return self.game.state.cards.choose_fee if self.game else 0

    @Slot(int, result=int)
    def seatColour(self, seat: int) -> int:
        return self.seats[seat]["colour"] if 0 <= seat < len(self.seats) else 0

    @Slot(int, result=int)
    def seatSymbol(self, seat: int) -> int:
        return self.seats[seat]["symbol"] if 0 <= seat < len(self.seats) else 0

    @Property(int, notify=changed)
    def openDefault(self) -> int:
        """The first contract the seat to play may open an auction on (-1: none)."""
        return next((a[1] for a in self._legal if a[0] == "open"), -1)

    @Slot(int, result="QVariantList")
    def openRange(self, contract: int) -> list:
        """[lowest, highest] opening bid the seat to play may make on this contract ([0, 0]: none)."""
        amounts = [a[2] for a in self._legal if a[0] == "open" and a[1] == contract]
        return [min(amounts), max(amounts)] if amounts else [0, 0]

    @Slot(int, result=int)
    def lendMax(self, row: int) -> int:
        rows = self._models["lendOptions"].rows()
        return rows[row]["maxPrice"] if 0 <= row < len(rows) else 0

    @Slot(int, int)
    def lendAt(self, row: int, price: int) -> None:
        """Offer the worker of lending option `row` to its borrower at `price`."""
        rows = self._models["lendOptions"].rows()
        if 0 <= row < len(rows):
            self.lend(rows[row]["worker"], rows[row]["to"], price)

    @Property(bool, notify=changed)
    def aiPending(self) -> bool:
        return bool(self.game) and self.game.state.to_move in self._players

    # ------------------------------------------------------------ gestures (slots QML calls)

    def _try(self, action) -> None:
        if self.game is None:
            return
        if not self._human_turn():
            name = self._decision_name()
            self._message = (translate("Game", "It is %1's turn.").replace("%1", name) if name
                             else translate("Game", "The game is over."))
            self.changed.emit()
            return
        if self._browse >= 0 and action[0] not in ("hire_chosen", "repay"):
            # The deck was shown against the fee, which is paid with the choice: choose now.
            self._message = translate("Game", "You have looked through the deck: take one of its workers.")
            self.changed.emit()
            return
        try:
            self.game.rules.apply(self.game.state.clone(), action)
        except IllegalAction as err:
            reason = texts.reason_text(err.detail)
            self._message = reason[:1].upper() + reason[1:] + "."
            self.changed.emit()
            return
        self._message = ""
        self._apply(action)

    @Slot(int)
    def hire(self, worker_type: int) -> None:
        self._try(("hire", worker_type))

    @Slot(int)
    def browse(self, worker_type: int) -> None:
        """Variant Choosing workers: look through a deck (the fee is paid with the choice)."""
        if any(a[0] == "hire_chosen" and self.game.state.cards.workers[a[1]].type == worker_type for a in self._legal):
            self._browse = worker_type
            self._refresh()
        else:
            self._message = translate("Game", "You cannot choose from that deck now (fee, wage limit or turn).")
            self.changed.emit()

    @Slot(int)
    def hireChosen(self, worker: int) -> None:
        self._try(("hire_chosen", worker))

    @Slot(int)
    def fire(self, worker: int) -> None:
        self._try(("fire", worker))

    @Slot()
    def passTurn(self) -> None:
        self._try(("pass",))

    @Slot(int, int)
    def openAuction(self, contract: int, amount: int) -> None:
        self._try(("open", contract, amount))

    @Slot(int)
    def bid(self, amount: int) -> None:
        self._try(("bid", amount))

    @Slot(int)
    def chooseEvent(self, event: int) -> None:
        self._try(("choose_event", event))

    @Slot(int)
    def dismiss(self, worker: int) -> None:
        self._try(("dismiss", worker))

    @Slot(int)
    def give(self, worker: int) -> None:
        self._try(("give", worker))

    @Slot(int, int, int)
    def lend(self, worker: int, to: int, price: int) -> None:
        self._try(("lend", worker, to, price))

    @Slot()
    def accept(self) -> None:
        self._try(("accept",))

    @Slot()
    def refuse(self) -> None:
        self._try(("refuse",))

    @Slot(int)
    def takeLoan(self, kind: int) -> None:
        self._try(("loan", kind))

    @Slot(int)
    def repay(self, kind: int) -> None:
        self._try(("repay", kind))

    def _submit_plan(self, plan) -> None:
        self._try(("build", plan))

    @Slot()
    def confirmPass(self) -> None:
        """The named player has the device: show the board from their seat."""
        if self._pass_to >= 0:
            self._viewer, self._pass_to = self._pass_to, -1
            self._refresh()

    @Slot()
    def closeReveal(self) -> None:
        if self._revealing:
            self._revealing = False
            self._advance()

    @Slot()
    def skipAi(self) -> None:
        """Show the computer players' moves at once until a human's turn."""
        self._skipping = True
        if self._timer.isActive():
            self._timer.start(0)

    def say(self, message: str) -> None:
        """A message of the app's own on the board (e.g. "Game saved")."""
        self._message = message
        self.changed.emit()

    @Slot()
    def clearMessage(self) -> None:
        self._message = ""
        self.changed.emit()
