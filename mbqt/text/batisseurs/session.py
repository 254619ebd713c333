"""`mbqt text --game batisseurs`: Les Bâtisseurs : Moyen Âge in the terminal, 2-4 seats,
humans (hot-seat: everything on the table is public, so no pass screen) and computer
players. The board and menus of this game; the loop, commands, log, saving and loading
are mbqt.text.play's, shared with Master Builder, the log's sentences the game's own
(mbqt/games/batisseurs/sentences.py), as are the counts of écus, actions and points."""
from __future__ import annotations

from mbqt.games.batisseurs import Batisseurs, sentences
from mbqt.games.batisseurs.rules import action_cost
from mbqt.games.batisseurs.state import TAKE_ECUS
from mbqt.text import strings
from mbqt.text.batisseurs.strings import t, tn
from mbqt.text.console import BACK, Console
from mbqt.text.play import GameSession
from mbqt.text.strings import card_name


def name(card) -> str:
    """A card's name in the text's language, capitalised (the English ones are literal
    translations in lower case)."""
    text = card_name(card.name)
    return text[:1].upper() + text[1:]


def res(amounts: tuple) -> str:
    """'3S 2W 3T' ('3P 2B 3T' in French): the resources, zeros left out."""
    parts = [t("bat_res", n=n, r=r) for n, r in zip(amounts, t("bat_res_letters")) if n]
    return " ".join(parts) or t("bat_res_none")


def ecus(n: int) -> str:
    return sentences.ecus(n, strings.LANG)


def actions(n: int) -> str:
    return sentences.actions(n, strings.LANG)


def points(n: int) -> str:
    return sentences.points(n, strings.LANG)


class Text:
    """How cards and units read."""

    def __init__(self, rules: Batisseurs, names: list):
        self.cards, self.names = rules.cards, names

    def building(self, b: int) -> str:
        card = self.cards.buildings[b]
        if card.machine:
            return t("bat_machine", name=name(card), id=card.id, needs=res(card.requires),
                     points=card.points, makes=res(card.produces))
        return t("bat_building", name=name(card), id=card.id, needs=res(card.requires),
                 ecus=ecus(card.reward), points=card.points)

    def building_short(self, b: int) -> str:
        card = self.cards.buildings[b]
        return f"{name(card)} ({card.id})"

    def unit(self, u: int) -> str:
        cards = self.cards
        if u < cards.n_workers:
            w = cards.workers[u]
            kind = w.type_fr.lower() if strings.LANG == "fr" else w.type    # as the manual: «apprenti»
            return t("bat_worker", id=w.id, type=kind, makes=res(w.produces), cost=ecus(w.cost))
        b = cards.buildings[u - cards.n_workers]
        return t("bat_unit_machine", id=b.id, name=name(b), makes=res(b.produces))

    def board(self, rules, state, seat: int | None) -> list:
        v = rules.view(state, seat)
        lines = []
        if not state.over:
            lines.append(tn("bat_board_turn", state.actions, round=state.round, name=self.names[state.to_move],
                            last=t("bat_board_last") if state.last_round else ""))
        lines.append(t("bat_board_buildings", deck=v["building_deck"]))
        lines += [f"   {self.building(b)}" for b in state.building_row]
        lines.append(t("bat_board_workers", deck=v["worker_deck"]))
        lines += [f"   {self.unit(w)}" for w in state.worker_row]
        for i, p in enumerate(state.players):
            built = ", ".join(self.building_short(b) for b in p.built) or t("bat_none")
            lines.append(t("bat_board_player", name=self.names[i], money=ecus(p.money), points=points(state.points(i)),
                           built=built))
            lines.append(t("bat_board_team", units=t("bat_units_sep").join(self.unit(u) for u in p.team) or t("bat_none")))
            for b, units in p.sites.items():
                card = self.cards.buildings[b]
                lines.append(t("bat_board_site", name=name(card), id=card.id,
                               has=res(state.produced(i, b)), needs=res(card.requires),
                               units=", ".join(self.cards.unit_id(u) for u in units) or t("bat_none")))
        return lines


class Session(GameSession):
    def __init__(self, console: Console, game, players: dict, save_path: str | None = None):
        super().__init__(console, game, players, save_path)
        self.text = Text(self.rules, self.labels)
        self.viewer = None      # the human seat who played last: whose board `b` shows

    @staticmethod
    def help_text(cards) -> str:
        return t("bat_help")

    def decide(self, seat: int) -> tuple:
        self.viewer = seat
        acts = self.rules.legal_actions(self.state)
        by_kind = {}
        for a in acts:
            by_kind.setdefault(a[0], []).append(a)
        labels = {"open": t("bat_opt_open", n=len(by_kind.get("open", []))),
                  "recruit": t("bat_opt_recruit", n=len(by_kind.get("recruit", []))),
                  "send": t("bat_opt_send"), "take": t("bat_opt_take"), "end": t("bat_opt_end")}
        options = [(labels[k], k) for k in ("open", "recruit", "send", "take", "end") if k in by_kind]
        while True:
            header = self.text.board(self.rules, self.state, seat)
            kind = self.console.choose(tn("bat_menu", self.state.actions, name=self.names[seat]), options,
                                       header=header)
            if kind == "end":
                return ("end",)
            choice = self.console.choose(t("bat_ask_" + kind), [(self.label(a), a) for a in by_kind[kind]],
                                         back=True)
            if choice is not BACK:
                return choice

    def label(self, a: tuple) -> str:
        kind = a[0]
        if kind == "open":
            text = self.text.building(a[1])
        elif kind == "recruit":
            text = self.text.unit(a[1])
        elif kind == "send":
            text = t("bat_opt_send_to", unit=self.text.unit(a[1]), site=self.text.building_short(a[2]))
        else:
            text = t("bat_opt_take_n", actions=actions(a[1]), gain=ecus(TAKE_ECUS[a[1]]))
        count, cost = action_cost(self.state, a)
        if kind == "take" and not cost:
            return text          # its label already says the actions
        return text + t("bat_cost", actions=actions(count), ecus=ecus(cost))

    def show_board(self) -> None:
        for line in self.text.board(self.rules, self.state, self.viewer):
            self.console.say(line)
