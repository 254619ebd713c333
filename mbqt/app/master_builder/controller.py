"""Master Builder on the board: the list models of the table (seats, worker decks,
contracts, the round's cards, the city), the prompt of each decision, the slots its
buttons call, the build planner and the plans revealed together. The session (computer
players, hot-seat, log, undo, end) is game_controller.GameController's.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.app import moves, texts
from mbqt.app.game_controller import GameController
from mbqt.app.master_builder import board
from mbqt.app.master_builder.build_planner import BuildPlanner
from mbqt.app.rows import Rows, RowsModel
from mbqt.games.master_builder import rules, sentences
from mbqt.games.master_builder.state import (
    BUILD,
    EVENTS,
    PHASE_IDS,
    STEP_BID,
    STEP_CHOOSE_EVENT,
    STEP_DISMISS,
    STEP_GIVE,
    STEP_HIRE,
    STEP_LEND,
    STEP_LEND_REPLY,
    STEP_LOAN,
    STEP_OPEN,
    STEP_PLAN,
)

QML_IMPORT_NAME = "Mbqt.MasterBuilder"   # its QML module: Mbqt.<GameInfo.qml_module>
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate
# The words of a move's ghost (moves.py): the workers an event idles, a plan's sections built.
IDLE_ONE = QT_TRANSLATE_NOOP("Board", "%n available worker")
IDLE_MANY = QT_TRANSLATE_NOOP("Board", "%n available workers")
SECTION_ONE = QT_TRANSLATE_NOOP("Board", "+%n section")
SECTION_MANY = QT_TRANSLATE_NOOP("Board", "+%n sections")

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
REVEAL_ROLES = ("seat", "name", "colour", "symbol", "text")
# A contract's sections, a seat's workers and contracts: models of their own, a card hired or
# won made alone, a section built changed alone.
SECTION_ROLES = ("idx", "label", "needs", "kind", "group", "built", "requires")
CONTRACT_LISTS = {"sections": Rows(SECTION_ROLES, key="idx")}
SEAT_LISTS = {"workers": Rows(WORKER_ROLES + ("firable", "lentTo"), key="workerId"),
              "contracts": Rows(CONTRACT_ROLES, key="number", lists=CONTRACT_LISTS)}
# The log entries of an Events phase (the event screens say them seat by seat).
EVENT_KEYS = frozenset({"event", "event_chosen", "workers_unavailable", "worker_dismissed", "worker_requisitioned",
                        "wage_surcharge"})
# The slot the board's buttons call for each kind of engine action (gesture()).
SLOTS = {"hire": "hire", "hire_chosen": "hireChosen", "fire": "fire", "pass": "passTurn", "open": "openAuction",
         "bid": "bid", "choose_event": "chooseEvent", "dismiss": "dismiss", "give": "give", "lend": "lend",
         "accept": "accept", "refuse": "refuse", "loan": "takeLoan", "repay": "repay"}


@QmlElement
@QmlUncreatable("made by the app controller")
class MasterBuilderController(GameController):
    HEADINGS = frozenset({"round", "phase"})
    # PySide6 cannot use the base class's `changed` as the notify signal of a subclass's
    # properties: this one is emitted just before it (_notify).
    boardChanged = Signal()

    def __init__(self, info, parent: QObject | None = None):
        super().__init__(info, parent)
        self.planner = BuildPlanner(self)
        self._models = {name: RowsModel(roles, self, key, lists) for name, roles, key, lists in (
            ("seats", SEAT_ROLES, "seat", SEAT_LISTS), ("decks", DECK_ROLES, "type", None),
            ("display", DISPLAY_ROLES, "number", CONTRACT_LISTS), ("events", EVENT_ROLES, "index", None),
            ("hand", HAND_ROLES, "index", None), ("city", CITY_ROLES, "number", None),
            ("choices", WORKER_ROLES, "index", None), ("lendOptions", LEND_ROLES, None, None),
            ("reveal", REVEAL_ROLES, "seat", None))}
        # What happened, staged one screen at a time until acknowledged (while a human plays):
        # ("event", event, log entries, each seat's workers, idle seats) or ("plans", [(seat, plan)],
        # the seats that made a plan).
        self._pages: list[tuple] = []
        self._event_entries: list = []     # the entries of this round's Events phase so far
        self._browse = -1

    # ------------------------------------------------------------ the session's hooks

    def _notify(self) -> None:
        self.boardChanged.emit()
        super()._notify()

    def _reset(self) -> None:
        self._pages, self._event_entries, self._browse = [], [], -1

    def abandon(self) -> None:
        super().abandon()
        self.planner.stop()

    def _private_for(self, seat: int) -> bool:
        # A secret build plan to make; the start player's event hand to choose from.
        return self.game.state.step in (STEP_PLAN, STEP_CHOOSE_EVENT)

    def _has_private(self, seat: int) -> bool:
        return bool(self.game.state.players[seat].hand)      # Selective events: the event hand

    def _holding(self) -> bool:
        return bool(self._pages)

    def _heading(self, key: str, args: dict, text: str) -> str:
        # A section's header names the round, who holds the mallet and the phase: "Round 4
        # (mallet: Ann) · 2. Contracts".
        if key == "round":
            return texts.fill(translate("Game", "Round %1 (mallet: %2)"), args["round"], self._names()[args["start"]])
        return f"{args['phase']}. {sentences.phase_names(texts.LANG)[args['phase'] - 1]}"

    def _applied(self, entries: list) -> None:
        s = self.game.state
        for key, a in entries:
            if key == "phase" and a["phase"] == EVENTS:
                self._event_entries = []
            elif key in EVENT_KEYS:
                self._event_entries.append((key, a))
            elif key == "phase" and a["phase"] == BUILD and self._humans():
                # The events are resolved: each one on a screen of its own, in the order drawn.
                gone = {w for k, e in self._event_entries if k in ("workers_unavailable", "worker_requisitioned")
                        for w in e.get("workers", [e.get("worker")])}
                if s.phase == BUILD:
                    gone |= {w for p in s.players for w in p.down}
                workers = [list(p.workers) for p in s.players]
                idle = {seat for seat, mine in enumerate(workers) if mine and set(mine) <= gone}
                drawn = [e["event"] for k, e in self._event_entries if k == "event"]
                self._pages += [("event", e, list(self._event_entries), workers, idle) for e in drawn]
        revealed = [(a["seat"], a["plan"]) for key, a in entries if key == "plan_revealed"]
        if revealed and self._humans():
            self._pages.append(("plans", revealed, self._planners()))
        self._show_page()
        self._browse = -1

    def _planners(self) -> set[int]:
        """The seats that made a plan in this Build phase (the others had no section they
        could build: the rules skipped them)."""
        seats = set()
        for key, a in reversed(self.game.log):
            if key == "phase" and a["phase"] == BUILD:
                break
            if key == "plan_submitted":
                seats.add(a["seat"])
        return seats

    def _moves(self, entries: list) -> list[dict]:
        """A hired worker from its deck to the player (a fired or dismissed one back), a bid
        or an opening bid onto the contract, a contract won or taken to the player (with the
        money lying on it), money placed on an unsold contract, the round's contracts, economy
        and events from the decks onto the table (an event played from the start player's
        hand), the workers an event idles, a lent worker and its price between the two
        players, each part of a build plan from the player's workers onto the contract, a
        contract completed, a requisitioned worker's compensation, loans and wages between
        the player and the bank (the wage track); each money change near the player's money."""
        cards, out = self.game.state.cards, []
        for key, a in entries:
            seat = a.get("seat", -1)
            player, bank = f"player_{seat}", "wageTrack"
            if key in ("hired", "hired_chosen", "fired", "worker_dismissed"):
                deck = f"deck_{cards.workers[a['worker']].type}"
                path = (deck, player) if key.startswith("hired") else (player, deck)
                out.append(moves.fly("card", path, cards.workers[a["worker"]].id, seat))
            elif key in ("bid", "auction_opened"):
                out.append(moves.fly("coin", (player, f"contract_{a['contract']}"), texts.money(a["amount"]), seat))
            elif key in ("contract_won", "contract_taken"):
                out.append(moves.fly("card", (f"contract_{a['contract']}", player),
                                     texts.card_name(cards.contracts[a["contract"]].name), seat))
            elif key == "bonus_collected":
                out.append(moves.fly("coin", (f"contract_{a['contract']}", player), texts.money(a["money"]), seat))
            elif key == "bonus_placed":
                out.append(moves.fly("coin", (bank, f"contract_{a['contract']}"), texts.money(a["amount"])))
            elif key == "contracts_revealed":
                out += [moves.fly("card", ("decks", f"contract_{num}"), texts.card_name(cards.contracts[num].name))
                        for num in a["contracts"]]
            elif key == "economic_card":
                out.append(moves.fly("card", ("decks", "economicCard"), texts.card_name(cards.economic[a["card"]].name)))
            elif key in ("event", "event_chosen"):
                out.append(moves.fly("card", (player if key == "event_chosen" else "decks", "eventCard"),
                                     texts.card_name(cards.events[a["event"]].name), seat))
            elif key == "workers_unavailable":
                out.append(moves.delta(f"workers_{seat}", texts.plural("Board", -len(a["workers"]), IDLE_ONE, IDLE_MANY)))
            elif key == "plan_revealed":
                for num in dict.fromkeys(num for num, _idx, _crew in a["plan"]):
                    built = sum(1 for n, _idx, _crew in a["plan"] if n == num)
                    out.append(moves.fly("card", (f"workers_{seat}", f"held_{num}"),
                                         texts.plural("Board", built, SECTION_ONE, SECTION_MANY), seat))
            elif key == "lend_paid":
                lender = f"player_{a['lender']}"
                out.append(moves.fly("card", (lender, player), cards.workers[a["worker"]].id, a["lender"]))
                out.append(moves.fly("coin", (player, lender), texts.money(-a["money"]), seat))
            elif key in ("contract_completed", "loan_taken", "worker_requisitioned"):
                out.append(moves.fly("coin", (bank, player), texts.money(a["money"]), seat))
            elif key in ("wages_paid", "loan_repaid", "choose_fee"):
                out.append(moves.fly("coin", (player, bank), texts.money(-a["money"]), seat))
        return out + moves.money_deltas(entries, lambda seat: f"money_{seat}", texts.money)

    def _show_page(self) -> None:
        """The reveal screen's lines: what the first staged page says of each seat."""
        self._models["reveal"].set_rows(self._page_rows()[1] if self._pages else [])

    def _page_rows(self) -> tuple[str, list[dict]]:
        """The first page's description (an event's effect) and its lines, one per seat."""
        page, cards, look = self._pages[0], self.game.state.cards, self.seats
        if page[0] == "plans":
            texts_by_seat = [(seat, sentences.plan_text(cards, plan, texts.LANG) if plan or seat in page[2]
                              else sentences.SENTENCES.say("nothing.unbuildable", texts.LANG))
                             for seat, plan in page[1]]
            effect = ""
        else:
            _, event, entries, workers, idle = page
            texts_by_seat = list(enumerate(sentences.event_outcomes(cards, event, entries, workers, idle, texts.LANG)))
            effect = sentences.effect_text(cards, event, texts.LANG)
        return effect, [{"seat": seat, "name": look[seat]["name"], "colour": look[seat]["colour"],
                         "symbol": look[seat]["symbol"], "text": text} for seat, text in texts_by_seat]

    def _retranslate(self) -> None:
        self._show_page()
        self.planner.retranslate()

    def _human_legal(self) -> list:
        # Build plans are drafted in the planner: at the plan step only the repayments are
        # asked for (listing every plan is costly).
        s = self.game.state
        return rules.repay_actions(s, s.to_move) if s.step == STEP_PLAN else rules.legal_actions(s)

    def _refresh_board(self, view: dict, legal: list) -> None:
        s = self.game.state
        cards = s.cards
        m = self._models
        m["seats"].set_rows(board.seat_rows(cards, view, legal, self.seats, self._viewer))
        m["decks"].set_rows(board.deck_rows(cards, view, legal))
        m["display"].set_rows(board.display_rows(cards, view, legal))
        m["events"].set_rows(board.event_rows(cards, view))
        m["hand"].set_rows(board.hand_rows(cards, view, self._viewer, legal) if self._showing_private() else [])
        m["city"].set_rows(board.city_rows(cards, view, self.seats))
        choice_kind = {STEP_DISMISS: "dismiss", STEP_GIVE: "give"}.get(s.step, "hire_chosen")
        choices = board.choice_rows(cards, legal, choice_kind)
        if choice_kind == "hire_chosen":
            choices = [c for c in choices if cards.workers[c["index"]].type == self._browse]
        m["choices"].set_rows(choices)
        m["lendOptions"].set_rows(self._lend_rows(legal))
        if self._human_turn() and s.step == STEP_PLAN:
            if not self.planner.active:
                self.planner.start(s, s.to_move, self._submit_plan)
        elif self.planner.active:
            self.planner.stop()

    def _end_title(self) -> str:
        return translate("Game", "The city is built")

    def _statistics(self) -> dict:
        stats = self.game.statistics()
        for out in stats["seats"]:
            loans = out["loans"]
            out["series"] = out["money"]
            out["cells"] = [str(len(out["contracts"])), texts.money(out["paid"]), texts.money(out["wages"]),
                            translate("Stats", "%1 small, %2 large").replace("%1", str(loans[0]))
                            .replace("%2", str(loans[1])) if any(loans) else "—",
                            str(len(out["buildings"])), texts.money(out["income"])]
        stats["charts"] = [{"key": "money", "name": translate("Stats", "Money"), "step": 10_000, "format": texts.money,
                            "title": translate("Stats", "Money at the end of each round")}]
        stats["columns"] = [translate("Stats", "Contracts won"), translate("Stats", "Prices paid"),
                            translate("Stats", "Wages paid"), translate("Stats", "Loans taken"),
                            translate("Stats", "Buildings"), translate("Stats", "Income from buildings")]
        return stats

    @staticmethod
    def score_text(total: int) -> str:
        """A final score (the Load list's finished games)."""
        return texts.money(total)

    @staticmethod
    def progress_text(names: list[str], snapshot: dict) -> str:
        """Where a saved game stands (the Load list): the phase and each seat's money."""
        phase = next((i for i, pid in PHASE_IDS.items() if pid == snapshot.get("phase")), 1)
        return " · ".join([sentences.phase_names(texts.LANG)[phase - 1]] + [
            f"{name} {texts.money(p.get('money', 0))}" for name, p in zip(names, snapshot.get("players", []))])

    def rules_chapter(self) -> str:
        return f"phase{self.game.state.phase}"

    def variant_fields(self) -> dict[str, str]:
        from mbqt.games.master_builder.cards import default_cards
        return {"fee": texts.money(default_cards().choose_fee)}

    def _lend_rows(self, legal: list) -> list[dict]:
        best: dict = {}
        for a in legal:
            if a[0] == "lend":
                best[(a[1], a[2])] = max(best.get((a[1], a[2]), 0), a[3])
        cards = self.game.state.cards
        return [{"worker": w, "label": translate("Game", "%1 to %2").replace("%1", sentences.worker_name(cards, w, texts.LANG))
                 .replace("%2", self.seats[to]["name"]), "to": to, "toName": self.seats[to]["name"], "maxPrice": price}
                for (w, to), price in sorted(best.items())]

    def _overlay_prompt(self) -> str:
        if not self._pages:
            return ""
        return translate("Game", "The build plans are revealed.") if self._pages[0][0] == "plans" \
            else translate("Game", "An event happens: see what it does, then continue.")

    def _decision_prompt(self) -> str:
        s = self.game.state
        name = self._decision_name()
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
                    .replace("%1", name).replace("%2", sentences.contract_name(cards, a.contract, texts.LANG))
                    .replace("%3", texts.money(a.high)).replace("%4", self.seats[a.leader]["name"]))
        if step == STEP_CHOOSE_EVENT:
            return translate("Game", "%1, choose the event card of this round from your hand.").replace("%1", name)
        if step in (STEP_DISMISS, STEP_GIVE):
            event = s.event_queue[0][0]
            return (translate("Game", "%1: %2, choose the worker.").replace("%1", texts.card_name(cards.events[event].name))
                    .replace("%2", name) + " " + sentences.effect_text(cards, event, texts.LANG))
        if step == STEP_LEND:
            return translate("Game", "%1, you may lend an idle worker to another player for this Build phase.") \
                .replace("%1", name)
        if step == STEP_LEND_REPLY:
            w, lender, _to, price = s.offer
            return (translate("Game", "%1 offers you %2 for this Build phase at %3. Accept?")
                    .replace("%1", self.seats[lender]["name"]).replace("%2", sentences.worker_name(cards, w, texts.LANG))
                    .replace("%3", texts.money(price)))
        if step == STEP_PLAN:
            return translate("Game", "%1, place your workers on your sections, then submit your build plan.") \
                .replace("%1", name)
        if step == STEP_LOAN:
            return (translate("Game", "%1, your wages are %2 but you have %3: take a loan.")
                    .replace("%1", name).replace("%2", texts.money(s.wages_due(s.to_move)))
                    .replace("%3", texts.money(s.players[s.to_move].money)))
        return ""

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
    def revealModel(self):
        return self._models["reveal"]

    @Property(BuildPlanner, constant=True)
    def buildPlanner(self):
        return self.planner

    @Property(int, notify=boardChanged)
    def finalRound(self) -> int:
        return self.game.state.final_round if self.game else 0

    @Property(int, notify=boardChanged)
    def phase(self) -> int:
        return self.game.state.phase if self.game else 0

    @Property("QVariantList", notify=boardChanged)
    def phaseNames(self) -> list:
        return sentences.phase_names(texts.LANG)

    @Property(int, notify=boardChanged)
    def startSeat(self) -> int:
        return self.game.state.start if self.game else -1

    @Property(str, notify=boardChanged)
    def step(self) -> str:
        return self.game.state.step if self.game else ""

    @Property(bool, notify=boardChanged)
    def revealing(self) -> bool:
        return bool(self._pages)

    @Property(str, notify=boardChanged)
    def revealTitle(self) -> str:
        """The reveal screen's title: the plans revealed, or the event shown."""
        if not self._pages:
            return ""
        page = self._pages[0]
        if page[0] == "plans":
            return translate("Game", "The build plans are revealed")
        return sentences.SENTENCES.say("event.title", texts.LANG,
                                       event=texts.card_name(self.game.state.cards.events[page[1]].name))

    @Property(str, notify=boardChanged)
    def revealEffect(self) -> str:
        """What the event shown does, as its card says it (empty for the plans)."""
        return self._page_rows()[0] if self._pages else ""

    @Property(str, notify=boardChanged)
    def revealYou(self) -> str:
        """What the event shown does to the human at the device (empty when nobody is)."""
        if not self._pages or self._pages[0][0] != "event" or self._viewer is None:
            return ""
        rows = self._page_rows()[1]
        return translate("Game", "For you: %1").replace("%1", rows[self._viewer]["text"])

    @Property(str, notify=boardChanged)
    def economicName(self) -> str:
        s = self.game.state if self.game else None
        if s is None or s.economic_current is None:
            return ""
        return texts.card_name(s.cards.economic[s.economic_current].name)

    @Property(str, notify=boardChanged)
    def economicText(self) -> str:
        s = self.game.state if self.game else None
        if s is None or s.economic_current is None:
            return ""
        return board.economic_text(s.cards, s.economic_current, s.n)

    @Property(str, notify=boardChanged)
    def eventsCaption(self) -> str:
        """The event cards shown stay until the next Events phase."""
        if self.game and self.game.state.phase < EVENTS:
            return translate("Board", "Last round's event")
        return translate("Board", "Event of the round")

    @Property(int, notify=boardChanged)
    def contractDeck(self) -> int:
        return self._view.get("contract_deck", 0)

    @Property(int, notify=boardChanged)
    def eventDeck(self) -> int:
        return self._view.get("event_deck", 0)

    @Property(int, notify=boardChanged)
    def economicDeck(self) -> int:
        return self._view.get("economic_deck", 0)

    @Property(int, notify=boardChanged)
    def wageCap(self) -> int:
        return self.game.state.cards.wage_cap if self.game else 0

    @Property(int, constant=True)
    def moneyStep(self) -> int:
        """Bids, raises, fees, lending prices and the wage track's spaces go by this amount."""
        return rules.STEP

    @Property(int, notify=boardChanged)
    def auctionContract(self) -> int:
        a = self._view.get("auction")
        return a["contract"] if a else -1

    @Property(int, notify=boardChanged)
    def auctionHigh(self) -> int:
        a = self._view.get("auction")
        return a["high_bid"] if a else 0

    @Property(int, notify=boardChanged)
    def auctionLeader(self) -> int:
        a = self._view.get("auction")
        return a["leader"] if a else -1

    @Property("QVariantList", notify=boardChanged)
    def auctionIn(self) -> list:
        a = self._view.get("auction")
        return a["in"] if a else []

    def _bids(self) -> list[int]:
        return [a[1] for a in self._legal if a[0] == "bid"]

    @Property(int, notify=boardChanged)
    def bidMin(self) -> int:
        return min(self._bids(), default=0)

    @Property(int, notify=boardChanged)
    def bidMax(self) -> int:
        return max(self._bids(), default=0)

    @Property(bool, notify=boardChanged)
    def canPass(self) -> bool:
        return ("pass",) in self._legal

    @Property("QVariantList", notify=boardChanged)
    def repayable(self) -> list:
        """Loan kinds (0 small, 1 large) the seat to play may repay now."""
        return [a[1] for a in self._legal if a[0] == "repay"]

    @Property("QVariantList", notify=boardChanged)
    def repayValues(self) -> list:
        s = self.game.state if self.game else None
        return [s.repay_value(0), s.repay_value(1)] if s else [0, 0]

    @Property("QVariantList", notify=boardChanged)
    def loanReceive(self) -> list:
        s = self.game.state if self.game else None
        return [s.cards.loans[0].receive, s.cards.loans[1].receive] if s else [0, 0]

    @Property(int, notify=boardChanged)
    def browseType(self) -> int:
        return self._browse

    @Slot(str, result=bool)
    def hasVariant(self, variant: str) -> bool:
        return bool(self.game) and variant in self.game.state.variants

    @Property("QVariantList", notify=boardChanged)
    def fireOptions(self) -> list:
        """The workers the seat to play may fire now: [{label, index, tip}]: its id, type, wage
        and quirks, and in `tip` what each quirk exposes it to."""
        if not self.game:
            return []
        cards = self.game.state.cards
        out = []
        for a in self._legal:
            if a[0] == "fire":
                w = board.worker_row(cards, a[1])
                quirks = ", ".join(q["name"] for q in w["quirks"])
                out.append({"label": " · ".join(x for x in (w["workerId"], w["typeName"], texts.money(w["wage"]), quirks)
                                                if x),
                            "index": a[1], "tip": "\n".join(q["effect"] for q in w["quirks"])})
        return out

    @Property(int, notify=boardChanged)
    def chooseFee(self) -> int:
        return self.game.state.cards.choose_fee if self.game else 0

    @Property(int, notify=boardChanged)
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

    # ------------------------------------------------------------ gestures (slots QML calls)

    def _refused(self, action) -> str:
        if self._browse >= 0 and action[0] not in ("hire_chosen", "repay"):
            # The deck was shown against the fee, which is paid with the choice: choose now.
            return translate("Game", "You have looked through the deck: take one of its workers.")
        return ""

    @Slot(int)
    def hire(self, worker_type: int) -> None:
        self._try(("hire", worker_type))

    @Slot(int)
    def browse(self, worker_type: int) -> None:
        """Variant Choosing workers: look through a deck (the fee is paid with the choice)."""
        if any(a[0] == "hire_chosen" and self.game.state.cards.workers[a[1]].type == worker_type for a in self._legal):
            self._confide(lambda: setattr(self, "_browse", worker_type))   # the deck is seen in private
        else:
            self.say(translate("Game", "You cannot choose from that deck now (fee, wage limit or turn)."))

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

    def gesture(self, action) -> None:
        if action[0] == "build":       # a plan is drafted in the planner: its suggestion, submitted
            self.planner.suggest()
            self.planner.submit()
        else:
            getattr(self, SLOTS[action[0]])(*action[1:])

    def release(self) -> None:
        self.closeReveal()

    def _confirmation(self, action) -> str:
        if action[0] != "build":
            return ""
        return translate("Game", "Once every plan is in, yours is revealed and cannot be changed: submit it again "
                                 "to confirm (Settings can turn this question off).")

    def _submit_plan(self, plan) -> None:
        self._try(("build", plan))

    @Slot()
    def closeReveal(self) -> None:
        if self._pages:
            self._pages.pop(0)
            self._show_page()
            self._advance()
