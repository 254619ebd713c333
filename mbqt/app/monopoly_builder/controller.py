"""Monopoly Builder on the board: the ring of spaces, Monopoly Island, every player's place,
the dice, the Chance card drawn, the auction, the trade offer being built, the buttons of
each decision and the slots they call. The session (computer players, log, undo, end) is
GameController's.

Everything on this table is public (R14), so hot-seat needs no pass-the-device screen. No
rule is decided here: the buttons are the engine's legal actions, the island's squares are
marked from its build actions, and an offer is checked by the engine before it is made.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from mbqt.app import moves, texts
from mbqt.app.game_controller import GameController
from mbqt.app.monopoly_builder import board, stats
from mbqt.app.monopoly_builder.trade import TradeDraft
from mbqt.app.rows import Rows, RowsModel
from mbqt.core.errors import IllegalAction
from mbqt.games.monopoly_builder.state import MAX_ROUNDS

QML_IMPORT_NAME = "Mbqt.MonopolyBuilder"   # its QML module: Mbqt.<GameInfo.qml_module>
QML_IMPORT_MAJOR_VERSION = 1

translate = texts.translate

# The end screen's title by the way the game ended (docs/monopoly-builder.md D01, D13).
END_TITLES = {
    "penthouse": QT_TRANSLATE_NOOP("Mono", "The Penthouse tops the island"),
    "stalemate": QT_TRANSLATE_NOOP("Mono", "Nobody can place the Penthouse any more"),
    "bankruptcy": QT_TRANSLATE_NOOP("Mono", "All but one player are bankrupt"),
    "rounds": QT_TRANSLATE_NOOP("Mono", "Round %1 was the last one"),
}

SPACE_ROLES = ("space", "kind", "name", "groupId", "price", "dice", "resource", "owner", "mortgaged", "monopoly",
               "chips", "tokens", "landed")
CELL_ROLES = ("cell", "foundation", "owner", "floors", "penthouse", "buildable", "buildTip")
SEAT_ROLES = ("seat", "name", "colour", "symbol", "kindLabel", "human", "token", "ownResource", "money", "points",
              "chips", "blocks", "deeds", "cards", "floors", "jailed", "bankrupt", "isTurn", "isViewer")
ACTION_ROLES = ("label", "main", "colour", "name")
# A seat's reference card, floor by floor: a model of its own, so that a roll that changes
# which floors a seat can pay for changes those tiles, not the whole card (4-11 ms a roll).
SEAT_LISTS = {"floors": Rows(("label", "chips", "affordable", "next"), key="label")}
POINT_ONE = QT_TRANSLATE_NOOP("Mono", "%n point")
POINT_MANY = QT_TRANSLATE_NOOP("Mono", "%n points")


@QmlElement
@QmlUncreatable("made by the app controller")
class MonopolyBuilderController(GameController):
    HEADINGS = frozenset({"round", "turn"})
    # PySide6 cannot use the base class's `changed` as the notify signal of a subclass's
    # properties: this one is emitted just before it (_notify).
    boardChanged = Signal()

    def __init__(self, info, parent: QObject | None = None):
        super().__init__(info, parent)
        self._models = {name: RowsModel(roles, self) for name, roles in (
            ("spaces", SPACE_ROLES), ("island", CELL_ROLES), ("actions", ACTION_ROLES))}
        self._models["seats"] = RowsModel(SEAT_ROLES, self, lists=SEAT_LISTS)
        self._buttons: list = []        # (row, engine action or a menu's name) behind actionsModel's rows
        self._menu = None               # the bar's open menu: "bank", "swap", "forced_trade" or a forced trade's first half
        self._board: dict = {}          # dice, bank, auction, Chance card...: board.table()
        self._chance_seen = -1          # the log index of the Chance card dismissed last
        self.draft = TradeDraft(self)

    # ------------------------------------------------------------ the session's hooks

    def _notify(self) -> None:
        self.boardChanged.emit()
        super()._notify()

    def _reset(self) -> None:
        self.draft.close()
        self._menu = None
        self._chance_seen = -1

    def _heading(self, key: str, args: dict, text: str) -> str:
        # Each turn's section names its round: "Round 12 · Ann's turn", not "Round 12 begins"
        # again over every turn of it.
        if key == "round":
            return self.info.round_text("number", texts.LANG, n=args["round"])
        return super()._heading(key, args, text)

    def _applied(self, entries: list) -> None:
        self.draft.close()
        self._menu = None

    def _moves(self, entries: list) -> list[dict]:
        """A token going round the ring space by space (or straight to jail), a deed bought or
        won at auction to its owner, a Chance card from its space to the reveal (a kept one
        to the player), money paid to a player (rent) or to the bank or from the bank (GO,
        Chance, a mortgage), chips from the bank (or a space, or a rival) to a player and
        back, what a trade accepted gives each way (money, chips, deeds, kept cards), a
        floor built on the island; each change of money near the player's money."""
        s, out, traded = self.game.state, [], []
        n = s.board.n_spaces
        at = [p.pos for p in s.players]          # where each token is, as the entries move it
        for key, a in entries:
            seat = a.get("seat", -1)
            money, chips, bank = f"money_{seat}", f"resources_{seat}", "bankResources"
            if key == "moved":
                ahead = (a["to"] - a["from"]) % n
                step = 1 if ahead <= n // 2 else -1         # moved back by a Chance card
                spaces = [(a["from"] + step * i) % n for i in range(min(ahead, n - ahead) + 1)]
                out.append(moves.fly("marker", (f"space_{i}" for i in spaces), "", seat))
                at[seat] = a["to"]
            elif key == "went_to_jail":
                out.append(moves.fly("marker", (f"space_{at[seat]}", f"space_{s.board.jail}"), "", seat))
                at[seat] = s.board.jail
            elif key in ("bought", "auction_won"):
                deed = s.board.deeds[a["deed"]]
                out.append(moves.fly("card", (f"space_{deed.position}", f"player_{seat}"),
                                     texts.card_name(deed.name), seat))
            elif key == "chance_drawn":
                kept = s.board.chance[a["card"]].keep
                out.append(moves.fly("card", (f"space_{at[seat]}", f"player_{seat}" if kept else "chanceCard"),
                                     board.card_short(s, a["card"]) if kept else translate("Mono", "Chance"), seat))
            elif key == "paid":
                to = f"money_{a['to']}" if a["to"] >= 0 else bank
                out.append(moves.fly("coin", (money, to), board.money(-a["money"]), seat))
            elif key in ("passed_go", "chance_money", "mortgaged", "jail_fine", "unmortgaged"):
                path = (bank, money) if a["money"] > 0 else (money, bank)
                out.append(moves.fly("coin", path, board.money(abs(a["money"])), seat))
            elif key in ("gathered", "collected", "gained") and a["n"]:
                out.append(moves.fly("chip", (bank, chips), f"+{a['n']} {board.colour_name(s, a['colour'])}", seat))
            elif key == "stole":
                out.append(moves.fly("chip", (f"resources_{a['other']}", chips),
                                     f"+1 {board.colour_name(s, a['colour'])}", seat))
            elif key == "picked_up":
                out.append(moves.fly("chip", (f"space_{a['space']}", chips), f"+{sum(a['chips'])}", seat))
            elif key == "discarded":
                out.append(moves.fly("chip", (chips, f"space_{a['space']}"), board.colour_name(s, a["colour"]), seat))
            elif key == "returned":
                out.append(moves.fly("chip", (chips, bank), board.colour_name(s, a["colour"]), seat))
            elif key in ("bank_trade", "swapped"):
                gave = [a["give"]] * 4 if key == "bank_trade" else a["give"]
                for colour in dict.fromkeys(gave):
                    out.append(moves.fly("chip", (chips, bank), f"{gave.count(colour)} {board.colour_name(s, colour)}", seat))
                out.append(moves.fly("chip", (bank, chips), f"+1 {board.colour_name(s, a['take'])}", seat))
            elif key == "forced_trade":
                other = f"resources_{a['other']}"
                out.append(moves.fly("chip", (other, chips), f"+1 {board.colour_name(s, a['take'])}", seat))
                out.append(moves.fly("chip", (chips, other), f"+1 {board.colour_name(s, a['give'])}", a["other"]))
            elif key == "accepted" and s.offer is not None:
                frm, to, give, get = s.offer
                out += self._bundle_moves(frm, to, give) + self._bundle_moves(to, frm, get)
                traded += [("traded", {"seat": frm, "money": get[0] - give[0]}),
                           ("traded", {"seat": to, "money": give[0] - get[0]})]
            elif key == "built":
                out.append(moves.fly("chip", (f"blocks_{seat}", f"cell_{s.board.foundations[a['cell']][0]}"), "", seat))
        return out + moves.money_deltas(list(entries) + traded, lambda seat: f"money_{seat}", board.money)

    def _bundle_moves(self, giver: int, taker: int, bundle: tuple) -> list[dict]:
        """What a trade's bundle moves from the giver to the taker: its money, its chips of
        each colour, its deeds and its kept Chance cards."""
        s = self.game.state
        money, chips, deeds, cards = bundle
        out = [moves.fly("coin", (f"money_{giver}", f"money_{taker}"), board.money(money), giver)] if money else []
        out += [moves.fly("chip", (f"resources_{giver}", f"resources_{taker}"), f"+{k} {board.colour_name(s, c)}", giver)
                for c, k in enumerate(chips) if k]
        out += [moves.fly("card", (f"deed_{s.board.deeds[d].id}", f"player_{taker}"),
                          texts.card_name(s.board.deeds[d].name), giver) for d in deeds]
        out += [moves.fly("card", (f"card_{giver}_{s.players[giver].cards.index(c)}", f"player_{taker}"),
                          board.card_short(s, c), giver) for c in cards]
        return out

    def _refresh_board(self, view: dict, legal: list) -> None:
        s, names = self.game.state, self._names()
        acting = self._human_turn()
        legal = legal if acting else []
        m = self._models
        m["spaces"].set_rows(board.space_rows(s))
        m["island"].set_rows(board.cell_rows(s, legal, names))
        m["seats"].set_rows(board.seat_rows(s, view, legal, self.seats, self._viewer))
        self._buttons = board.buttons(s, legal, names, self._menu) if acting else []
        m["actions"].set_rows([row for row, _action in self._buttons])
        self._board = board.table(s, self.game.log, legal, names, acting, len(self.game.actions))
        self.draft.refresh()

    def _refusal_of(self, action) -> str:
        """The engine's reason to refuse `action` now, in words (empty: it would play it)."""
        try:
            self.game.rules.apply(self.game.state.clone(), action)
        except IllegalAction as err:
            return self._explain(err)
        return ""

    def _end_title(self) -> str:
        """How the game ended (the engine's `end`): the Penthouse, or why it could not come."""
        end = self.game.state.end
        return translate("Mono", END_TITLES.get(end, END_TITLES["penthouse"])).replace("%1", str(MAX_ROUNDS))

    def _statistics(self) -> dict:
        return stats.statistics(self.game)

    @staticmethod
    def score_text(total: int) -> str:
        """A final score (the Load list's finished games)."""
        return texts.plural("Mono", total, POINT_ONE, POINT_MANY)

    @staticmethod
    def progress_text(names: list[str], snapshot: dict) -> str:
        """Where a saved game stands (the Load list): each player's money and points."""
        return " · ".join(f"{name} {board.money(p.get('money', 0))}, "
                          + texts.plural("Mono", p.get("points", 0), POINT_ONE, POINT_MANY)
                          for name, p in zip(names, snapshot.get("players", [])))

    def rules_chapter(self) -> str:
        return board.rules_chapter(self.game.state)

    def _decision_prompt(self) -> str:
        return board.prompt(self.game.state, self._view, self._decision_name(), self._names())

    # ------------------------------------------------------------ what QML shows

    @Property(RowsModel, constant=True)
    def spacesModel(self):
        return self._models["spaces"]

    @Property(RowsModel, constant=True)
    def islandModel(self):
        return self._models["island"]

    @Property(RowsModel, constant=True)
    def seatsModel(self):
        return self._models["seats"]

    @Property(RowsModel, constant=True)
    def actionsModel(self):
        return self._models["actions"]

    @Property(str, notify=boardChanged)
    def step(self) -> str:
        """The engine's step of the decision (docs/monopoly-builder.md: roll, buy, auction, turn...)."""
        return (self.game.state.step or "") if self.game else ""

    @Property(int, notify=boardChanged)
    def islandColumns(self) -> int:
        return self._board.get("columns", 5)

    @Property("QVariantList", notify=boardChanged)
    def dice(self) -> list:
        return self._board.get("dice", [0, 0])

    @Property(int, notify=boardChanged)
    def rolls(self) -> int:
        """How many rolls so far: a new one makes the dice tumble."""
        return self._board.get("rolls", 0)

    @Property("QVariantList", notify=boardChanged)
    def bank(self) -> list:
        return self._board.get("bank", [0, 0, 0, 0])

    @Property("QVariantMap", notify=boardChanged)
    def auction(self) -> dict:
        return self._board.get("auction", {"active": False})

    @Property("QVariantMap", notify=boardChanged)
    def chance(self) -> dict:
        """The Chance card drawn last, shown until dismissed or the next decision of another kind."""
        card = dict(self._board.get("chance", {}))
        card["shown"] = bool(card) and card.get("drawn", -1) != self._chance_seen
        return card

    @Property(str, notify=boardChanged)
    def offer(self) -> str:
        """An offer waiting for the answer of the player at the device, in words."""
        return self._board.get("offer", "")

    @Property(str, notify=boardChanged)
    def guide(self) -> str:
        """What the player can do now, in words (not "hint": the shell's hint() slot asks the
        Hard player)."""
        return self._board.get("guide", "")

    @Property(str, notify=boardChanged)
    def decisionKey(self) -> str:
        """Changes with each decision of the player at the device (the keyboard focus follows it)."""
        return self._board.get("key", "")

    @Property(bool, notify=boardChanged)
    def canTrade(self) -> bool:
        return bool(self.game) and self.draft.possible()

    @Property("QVariantMap", notify=boardChanged)
    def trade(self) -> dict:
        return self.draft.data()

    @Property(int, notify=boardChanged)
    def tradeMoneyStep(self) -> int:
        """Amounts of money go by the smallest note (the auction's raise)."""
        return self.game.rules.cards.min_raise if self.game else 5

    @Property(str, notify=boardChanged)
    def notice(self) -> str:
        """The GameInfo's notice (the board is reconstructed), in the interface language."""
        return self.info.notice.get(texts.LANG) or self.info.notice.get("en", "")

    @Property("QVariantList", notify=boardChanged)
    def resourceNames(self) -> list:
        return board.resource_names(self.game.rules) if self.game else []

    @Slot(int, result=str)
    def spaceTip(self, index: int) -> str:
        return board.space_tip(self.game.state, index, self._names()) if self.game else ""

    # ------------------------------------------------------------ gestures (slots QML calls)

    @Slot(int)
    def act(self, index: int) -> None:
        """A button of the action bar: its engine action, or a menu opened or closed."""
        if not 0 <= index < len(self._buttons) or self._turn_refusal():
            return
        action = self._buttons[index][1]
        if action == "back":
            self._menu = None
        elif isinstance(action, str) or action[0] == "forced_trade" and len(action) == 3:
            self._menu = action           # a menu, or the forced trade's chip to give
        else:
            self._try(action)
            return
        self._refresh()

    @Slot(str)
    def pressNamed(self, name: str) -> None:
        """The button of that name, when the decision has one (a key's shortcut)."""
        for i, (row, _action) in enumerate(self._buttons):
            if row["name"] == name:
                self.act(i)
                return

    @Slot(result=bool)
    def pressMain(self) -> bool:
        """Return: the decision's main button (roll the dice, end the turn...), if it has one."""
        for i, (row, _action) in enumerate(self._buttons):
            if row["main"]:
                self.act(i)
                return True
        return False

    @Slot(str)
    def buildAt(self, cell: str) -> None:
        """A click on a square of the island: a floor there, or the engine's reason why not."""
        if self.game is None:
            return
        why = self._turn_refusal()
        action = None if why else board.build_action(self.game.state, self._legal, cell)
        if action is None:
            why = why or board.build_refusal(self.game.rules, self.game.state, cell, self._names())
            if why:
                self.say(why)
            return
        self._try(action)

    @Slot(str)
    def toggleMortgage(self, deed: str) -> None:
        if self.game is None:
            return
        action = board.mortgage_action(self.game.state, self._legal, deed)
        if action is not None:
            self._try(action)

    @Slot(int)
    def useCard(self, index: int) -> None:
        """A click on a kept Chance card: Get Out of Jail Free, or the FORCED TRADE! menu."""
        if self.game is None or self._turn_refusal():
            return
        action = board.card_action(self.game.state, self._legal, index)
        if action == "forced_trade":
            self._menu = action
            self._refresh()
        elif action is not None:
            self._try(action)

    @Slot(int)
    def bid(self, amount: int) -> None:
        self._try(("bid", amount))

    @Slot()
    def passBid(self) -> None:
        if ("pass",) in self._legal:
            self._try(("pass",))

    @Slot()
    def dismissChance(self) -> None:
        self._chance_seen = self._board.get("chance", {}).get("drawn", -1)
        self._notify()

    @Slot()
    def tradeBegin(self) -> None:
        if self.game is not None and not self._turn_refusal():
            self.draft.open()
            self._notify()

    @Slot()
    def tradeClose(self) -> None:
        self.draft.close()
        self._notify()

    @Slot(int)
    def tradePartner(self, seat: int) -> None:
        self.draft.partner(seat)

    @Slot(int, int)
    def tradeMoney(self, side: int, amount: int) -> None:
        self.draft.money(side, amount)

    @Slot(int, int, int)
    def tradeResource(self, side: int, colour: int, delta: int) -> None:
        self.draft.resource(side, colour, delta)

    @Slot(int, str)
    def tradeDeed(self, side: int, deed: str) -> None:
        self.draft.deed(side, deed)

    @Slot(int, int)
    def tradeCard(self, side: int, index: int) -> None:
        self.draft.card(side, index)

    @Slot()
    def tradeSubmit(self) -> None:
        action = self.draft.action()
        if action is not None:
            self._try(action)

    def gesture(self, action) -> None:
        """An engine action through the gestures of the board's items (the smoke check's
        stand-in for a person): a button, a square of the island, a deed, the auction bar,
        the trade dialog."""
        s = self.game.state
        kind = action[0]
        if kind == "build":
            self.buildAt(s.board.foundations[action[1]][0])
        elif kind in ("mortgage", "unmortgage"):
            self.toggleMortgage(s.board.deeds[action[1]].id)
        elif kind == "bid":
            self.bid(action[1])
        elif kind == "pass":
            self.passBid()
        elif kind == "offer":
            self.tradeBegin()
            self.tradePartner(action[1])
            for side, bundle in ((0, action[2]), (1, action[3])):
                owner = s.to_move if side == 0 else action[1]
                self.tradeMoney(side, bundle[0])
                for c, n in enumerate(bundle[1]):
                    for _ in range(n):
                        self.tradeResource(side, c, 1)
                for d in bundle[2]:
                    self.tradeDeed(side, s.board.deeds[d].id)
                for card in bundle[3]:
                    self.tradeCard(side, s.players[owner].cards.index(card))
            self.tradeSubmit()
        else:
            for menu in (None, kind, (kind, *action[1:3])) if kind in board.MENUS else (None,):
                self._menu = menu
                self._refresh()
                for i, (_row, a) in enumerate(self._buttons):
                    if a == action:
                        self.act(i)
                        return
            self._menu = None
            self._try(action)
