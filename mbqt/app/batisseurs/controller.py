"""Les Bâtisseurs : Moyen Âge on the board: the rows of buildings and workers on offer, each
builder's écus, points, team and sites, the prompt of each decision and the slots its
buttons call. The session (computer players, log, undo, end) is GameController's.

Sending a worker is two gestures: select a unit of your team, then click one of your sites
(each site shows what that send would cost and whether it finishes the building).
Everything on this table is public, so hot-seat needs no pass-the-device screen.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.app import moves, texts
from mbqt.app.batisseurs import board as bat_board
from mbqt.app.batisseurs import texts as bat_texts
from mbqt.app.game_controller import GameController
from mbqt.app.rows import Rows, RowsModel
from mbqt.core.errors import IllegalAction
from mbqt.games.batisseurs import sentences

QML_IMPORT_NAME = "Mbqt.Batisseurs"   # its QML module: Mbqt.<GameInfo.qml_module>
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate

BUILDING_ROLES = ("index", "cardId", "name", "machine", "reward", "points", "requires", "produces", "openable")
UNIT_ROLES = ("unit", "cardId", "machine", "name", "kind", "cost", "produces", "recruitable")
SEAT_ROLES = ("seat", "name", "colour", "symbol", "kindLabel", "human", "money", "points", "isStart", "isTurn",
              "isViewer", "team", "sites", "built")
# A seat's team and sites (and each site's workers): models of their own, a worker sent moved alone.
SEAT_LISTS = {"team": Rows(UNIT_ROLES + ("selected", "sendable"), key="unit"),
              "sites": Rows(BUILDING_ROLES + ("produced", "workers", "target", "sendActions", "sendCost", "completes"),
                            key="index", lists={"workers": Rows(UNIT_ROLES, key="unit")})}
# The slot the board's cards and buttons call for each kind of engine action (gesture()).
SLOTS = {"open": "openSite", "recruit": "recruit", "take": "takeEcus", "end": "endTurn"}
FREE_ONE = QT_TRANSLATE_NOOP("Bat", "%1, you have %n free action left: open a site, recruit, send a worker to a "
                                    "site or take écus.")
FREE_MANY = QT_TRANSLATE_NOOP("Bat", "%1, you have %n free actions left: open a site, recruit, send a worker to a "
                                     "site or take écus.")


@QmlElement
@QmlUncreatable("made by the app controller")
class BatisseursController(GameController):
    HEADINGS = frozenset({"round"})
    # PySide6 cannot use the base class's `changed` as the notify signal of a subclass's
    # properties: this one is emitted just before it (_notify).
    boardChanged = Signal()
    # The resources' letters and names change with the language only: on boardChanged, every
    # chip of every card read them again after each action.
    resourcesChanged = Signal()

    def __init__(self, info, parent: QObject | None = None):
        super().__init__(info, parent)
        self._models = {name: RowsModel(roles, self, key, lists) for name, roles, key, lists in (
            ("buildings", BUILDING_ROLES, "index", None), ("workers", UNIT_ROLES, "unit", None),
            ("seats", SEAT_ROLES, "seat", SEAT_LISTS))}
        self._selected = -1       # the unit of the team chosen to be sent to a site

    # ------------------------------------------------------------ the session's hooks

    def _notify(self) -> None:
        self.boardChanged.emit()
        super()._notify()

    def _reset(self) -> None:
        self._selected = -1

    def _retranslate(self) -> None:
        self.resourcesChanged.emit()

    def _applied(self, entries: list) -> None:
        self._selected = -1

    def _moves(self, entries: list) -> list[dict]:
        """A building opened from the row to the builder, a worker recruited from the row to
        the builder, a unit sent to a site, a building finished to the builder's points, the
        card that takes a row's empty place from its deck; écus taken from the Reserve or a
        building's reward to the builder, a worker's wage or extra actions paid to it; each
        change of écus near the builder's écus, points won near the points."""
        cards, out = self.game.state.cards, []
        for key, a in entries:
            seat = a.get("seat", -1)
            if key == "opened":
                row = bat_board.building_row(cards, a["building"])
                out.append(moves.fly("card", (f"building_{row['cardId']}", f"player_{seat}"), row["name"], seat))
            elif key in ("recruited", "sent"):
                row = bat_board.unit_row(cards, a["worker" if key == "recruited" else "unit"])
                path = (f"worker_{row['cardId']}", f"player_{seat}") if key == "recruited" else \
                    (f"unit_{row['cardId']}", f"site_{cards.buildings[a['site']].id}")
                out.append(moves.fly("card", path, row["name"], seat))
            elif key == "completed":
                row = bat_board.building_row(cards, a["building"])
                out.append(moves.fly("card", (f"site_{row['cardId']}", f"points_{seat}"), row["name"], seat))
                if a["points"]:
                    out.append(moves.delta(f"points_{seat}", f"+{a['points']}"))
            elif key == "building_revealed":
                row = bat_board.building_row(cards, a["building"])
                out.append(moves.fly("card", ("buildingDeck", f"building_{row['cardId']}"), row["name"]))
            elif key == "worker_revealed":
                row = bat_board.unit_row(cards, a["worker"])
                out.append(moves.fly("card", ("workerDeck", f"worker_{row['cardId']}"), row["name"]))
            if key in ("took", "completed", "sent", "extra_actions") and a["money"]:
                path = ("reserve", f"ecus_{seat}") if a["money"] > 0 else (f"ecus_{seat}", "reserve")
                out.append(moves.fly("coin", path, str(abs(a["money"])), seat))
        return out + moves.money_deltas(entries, lambda seat: f"ecus_{seat}", str)

    def _refresh_board(self, view: dict, legal: list) -> None:
        s = self.game.state
        legal = set(legal)
        if self._selected >= 0 and not any(a[0] == "send" and a[1] == self._selected for a in legal):
            self._selected = -1
        m = self._models
        m["buildings"].set_rows(bat_board.building_rows(s, legal))
        m["workers"].set_rows(bat_board.worker_rows(s, legal))
        m["seats"].set_rows(bat_board.seat_rows(s, legal, self.seats, self._viewer, self._selected))

    def _end_title(self) -> str:
        return translate("Bat", "The first builder of the kingdom")

    def _statistics(self) -> dict:
        stats = self.game.statistics()
        for out in stats["seats"]:
            out["series"] = out["points"]
            # "Buildings finished" counts buildings; the machines finished have their column
            out["cells"] = [str(len(out["buildings"]) - len(out["machines"])), str(len(out["machines"])), str(len(out["recruited"])),
                            str(out["sending"]), str(out["taken"]), str(out["extra_actions"]), str(out["rewards"])]
        stats["charts"] = [{"key": "points", "name": translate("Stats", "Points"), "step": 1, "least": 5, "format": str,
                            "title": translate("Stats", "Points at the end of each round")},
                           {"key": "money", "name": translate("Bat", "Écus"), "step": 5, "least": 10, "format": str,
                            "title": translate("Bat", "Écus at the end of each round")}]
        stats["columns"] = [translate("Stats", "Buildings finished"), translate("Stats", "Machines"),
                            translate("Stats", "Workers recruited"), translate("Stats", "Écus paid to workers"),
                            translate("Stats", "Écus taken"), translate("Stats", "Écus for extra actions"),
                            translate("Stats", "Écus from buildings")]
        return stats

    @staticmethod
    def score_text(total: int) -> str:
        """A final score (the Load list's finished games)."""
        return translate("Saves", "%1 VP").replace("%1", str(total))

    @staticmethod
    def progress_text(names: list[str], snapshot: dict) -> str:
        """Where a saved game stands (the Load list): each builder's écus and points."""
        return " · ".join(translate("Saves", "%1 %2 écus, %3 VP").replace("%1", name)
                          .replace("%2", str(p.get("money", 0))).replace("%3", str(p.get("points", 0)))
                          for name, p in zip(names, snapshot.get("players", [])))

    def rules_chapter(self) -> str:
        return "turn"

    def _confirmation(self, action) -> str:
        """Names the card to take: a mouse player's click leaves the keyboard's focus ring
        where the decision put it, maybe on another card."""
        if not self._reveals(action):
            return ""
        cards = self.game.state.cards
        if action[0] == "open":
            return translate("Bat", "Opening %1 turns up a new card from the deck, which no undo takes back: do it "
                                    "again to confirm (Settings can turn this question off).") \
                .replace("%1", sentences.building_name(cards.buildings[action[1]], texts.LANG, in_sentence=True))
        if action[0] == "recruit":
            return translate("Bat", "Recruiting %1 turns up a new card from the deck, which no undo takes back: do it "
                                    "again to confirm (Settings can turn this question off).") \
                .replace("%1", sentences.unit_name(cards, action[1], texts.LANG))
        return translate("Game", "This turns up a new card from the deck, which no undo takes back: do it again "
                                 "to confirm (Settings can turn this question off).")

    def _decision_prompt(self) -> str:
        s = self.game.state
        name = self._decision_name()
        if s.actions:
            return texts.plural("Bat", s.actions, FREE_ONE, FREE_MANY).replace("%1", name)
        from mbqt.games.batisseurs.state import EXTRA_ACTION_COST
        return translate("Bat", "%1, your free actions are spent: buy another for %2 écus, or end your turn.") \
            .replace("%1", name).replace("%2", str(EXTRA_ACTION_COST))

    # ------------------------------------------------------------ what QML shows

    @Property(RowsModel, constant=True)
    def buildingsModel(self):
        return self._models["buildings"]

    @Property(RowsModel, constant=True)
    def workersModel(self):
        return self._models["workers"]

    @Property(RowsModel, constant=True)
    def seatsModel(self):
        return self._models["seats"]

    @Property(int, notify=boardChanged)
    def freeActions(self) -> int:
        return self.game.state.actions if self.game and not self.over else 0

    @Property(int, notify=boardChanged)
    def actionsPlayed(self) -> int:
        """Changes with every action, even one that leaves the free actions as they were
        (an action bought): the board's keyboard focus goes back to the decision."""
        return len(self.game.actions) if self.game else 0

    @Property(bool, notify=boardChanged)
    def lastRound(self) -> bool:
        return bool(self.game) and self.game.state.last_round

    @Property(int, notify=boardChanged)
    def buildingDeck(self) -> int:
        return len(self.game.state.building_deck) if self.game else 0

    @Property(int, notify=boardChanged)
    def workerDeck(self) -> int:
        return len(self.game.state.worker_deck) if self.game else 0

    @Property(int, notify=boardChanged)
    def selectedUnit(self) -> int:
        return self._selected

    @Property("QVariantList", notify=boardChanged)
    def takeOptions(self) -> list:
        """The take-écus choices: [{actions, gain, cost (écus for bought actions), enabled}]."""
        if not self.game:
            return []
        from mbqt.games.batisseurs.rules import action_cost
        from mbqt.games.batisseurs.state import TAKE_ECUS
        return [{"actions": k, "gain": gain, "cost": action_cost(self.game.state, ("take", k))[1],
                 "enabled": ("take", k) in self._legal} for k, gain in TAKE_ECUS.items()]

    @Property(int, constant=True)
    def freeActionsPerTurn(self) -> int:
        from mbqt.games.batisseurs.state import FREE_ACTIONS
        return FREE_ACTIONS

    @Property(int, constant=True)
    def extraActionCost(self) -> int:
        """Écus for each action bought beyond the free ones."""
        from mbqt.games.batisseurs.state import EXTRA_ACTION_COST
        return EXTRA_ACTION_COST

    @Property(bool, notify=boardChanged)
    def canEnd(self) -> bool:
        return ("end",) in self._legal

    @Property("QVariantList", notify=resourcesChanged)
    def resourceLetters(self) -> list:
        return bat_texts.resource_letters()

    @Property("QVariantList", notify=resourcesChanged)
    def resourceNames(self) -> list:
        return bat_texts.resource_names()

    # ------------------------------------------------------------ gestures (slots QML calls)

    @Slot(int)
    def openSite(self, building: int) -> None:
        self._try(("open", building))

    @Slot(int)
    def recruit(self, worker: int) -> None:
        self._try(("recruit", worker))

    @Slot(int)
    def selectUnit(self, unit: int) -> None:
        """Choose the unit of the team to send (again: choose none)."""
        if self.game is None:
            return
        why = self._turn_refusal()
        if not why and unit != self._selected and not any(a[0] == "send" and a[1] == unit for a in self._legal):
            why = self._send_refusal(unit)
        if why:
            self.say(why)
            return
        self._selected = -1 if unit == self._selected else unit
        self._refresh()

    def _send_refusal(self, unit: int) -> str:
        """Why no site can take this unit now: no site yet, or the engine's reason."""
        s = self.game.state
        sites = s.players[s.to_move].sites
        if not sites:
            return translate("Bat", "Open a site first: workers are sent to your sites.")
        try:
            self.game.rules.apply(s.clone(), ("send", unit, next(iter(sites))))
        except IllegalAction as err:
            return self._explain(err)
        return ""

    @Slot(int)
    def sendTo(self, site: int) -> None:
        """Send the selected unit to that site of yours."""
        if self._selected < 0:
            self.say(translate("Bat", "Choose a worker of your team first, then the site."))
            return
        self._try(("send", self._selected, site))

    @Slot(int)
    def takeEcus(self, actions: int) -> None:
        self._try(("take", actions))

    @Slot()
    def endTurn(self) -> None:
        self._try(("end",))

    def gesture(self, action) -> None:
        if action[0] == "send":        # a worker of the team, then the site
            self.selectUnit(action[1])
            self.sendTo(action[2])
        else:
            getattr(self, SLOTS[action[0]])(*action[1:])

