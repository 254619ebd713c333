"""`mbqt text --game monopoly-builder`: Monopoly Builder in the terminal, 2-4 seats, humans
(hot-seat: everything is public, R14) and computer players, in 80 x 24. The board and menus
of this game; the loop, commands, log, saving and loading are mbqt.text.play's, the log's
sentences and the names of deeds, spaces and colours the game's own
(mbqt/games/monopoly_builder/sentences.py)."""
from __future__ import annotations

from mbqt.games.monopoly_builder import INFO, sentences
from mbqt.games.monopoly_builder.rules import min_bid
from mbqt.text import strings
from mbqt.text.console import BACK, WIDTH, Console, Invalid, whole_number
from mbqt.text.monopoly_builder.strings import t
from mbqt.text.play import GameSession
from mbqt.text.strings import names_list

# The menu's groups, in order: an action kind -> the group's label key.
_GROUPS = (("roll", "mono_opt_roll"), ("pay_fine", "mono_opt_pay_fine"), ("use_card", "mono_opt_use_card"),
           ("buy", "mono_opt_buy"), ("decline", "mono_opt_decline"), ("bid", "mono_opt_bid"),
           ("pass", "mono_opt_pass"), ("claim", "mono_opt_claim"), ("forgo", "mono_opt_forgo"),
           ("accept", "mono_opt_accept"), ("refuse", "mono_opt_refuse"), ("discard", "mono_opt_discard"),
           ("steal", "mono_opt_steal"), ("gain", "mono_opt_gain"), ("return", "mono_opt_return"),
           ("build", "mono_opt_build"), ("bank", "mono_opt_bank"), ("swap", "mono_opt_swap"),
           ("offer", "mono_opt_offer"), ("forced_trade", "mono_opt_forced"), ("mortgage", "mono_opt_mortgage"),
           ("unmortgage", "mono_opt_unmortgage"), ("end", "mono_opt_end"))


class Text:
    """How the board and actions read, in the text's language."""

    def __init__(self, rules, names: list):
        self.board, self.names = rules.cards, names

    @property
    def lang(self) -> str:
        return strings.LANG

    def deed(self, d: int) -> str:
        return sentences.deed_name(self.board, d, self.lang)

    def colour(self, c: int) -> str:
        return sentences.colour_name(self.board, c, self.lang)

    def chips(self, chips) -> str:
        """'R2 P1 G0 Y3': the colours' letters in the text's language."""
        return " ".join(f"{letter}{n}" for letter, n in zip(t("mono_letters").split(), chips))

    def money(self, n: int) -> str:
        return sentences.money(n, self.lang)

    def lines(self, state, full: bool = False) -> list:
        """The board in at most 12 lines (80 columns): a line per player and one of their
        deeds (* mortgaged; cut short unless `full`), the island in two lines (cells by row,
        the owner's letter and the height), the chips lying on spaces."""
        b = self.board
        v_dice = f" - {t('mono_dice')} {state.dice[0]}+{state.dice[1]}" if state.dice else ""
        out = [t("mono_board_round", round=INFO.round_text("number", strings.LANG, n=state.round),
                 name=self.names[state.active]) + v_dice]
        initials = []
        for i, p in enumerate(state.players):
            mark = p.name[:1].upper()
            initials.append(mark if mark.isalpha() and mark not in initials else str(i + 1))
            status = t("mono_bankrupt") if p.bankrupt else t("mono_in_jail") if p.jail else ""
            line = t("mono_board_player", mark=initials[i], name=self.names[i], colour=self.colour(p.colour),
                     money=self.money(p.money), chips=self.chips(p.chips), blocks=p.blocks,
                     points=state.points(i), status=status)
            out.append(_fit(line + " @ " + sentences.space_name(b, p.pos, self.lang)))
            deeds = [self.deed(d) + ("*" if state.mortgaged[d] else "") for d in state.deeds_of(i)]
            if p.cards:
                deeds.append(t("mono_cards", n=len(p.cards)))
            if deeds:
                text = "    " + ", ".join(deeds)
                out.append(text if full else _fit(text))
        rows = {}
        for cell, (_cid, row, col) in enumerate(b.foundations):
            h, o = state.height[cell], state.built_by[cell]
            rows.setdefault(row, {})[col] = f"{initials[o]}{h}" if h else "--"
        grid = [f"{chr(65 + r)}: " + " ".join(cols.get(c, "  ") for c in range(max(cols) + 1))
                for r, cols in sorted(rows.items())]
        half = (len(grid) + 1) // 2
        out.append(t("mono_island") + "  ".join(grid[:half]))
        if grid[half:]:
            out.append(" " * len(t("mono_island")) + "  ".join(grid[half:]))
        floor = ", ".join(f"{sentences.space_name(b, k, self.lang)} {self.chips(v)}"
                          for k, v in sorted(state.floor.items()))
        if floor:
            out.append(_fit(t("mono_floor", chips=floor)))
        return out

    def label(self, state, a: tuple) -> str:
        kind = a[0]
        b = self.board
        if kind in ("discard", "gain", "return"):
            return self.colour(a[1])
        if kind == "bid":
            return self.money(a[1])
        if kind in ("mortgage", "unmortgage"):
            d = b.deeds[a[1]]
            return f"{self.deed(a[1])} ({self.money(d.mortgage if kind == 'mortgage' else d.unmortgage)})"
        if kind == "steal":
            return t("mono_steal_from", colour=self.colour(a[2]), name=self.names[a[1]])
        if kind == "bank":
            return t("mono_bank_n", give=self.colour(a[1]), take=self.colour(a[2]))
        if kind == "swap":
            return t("mono_swap_n", a=self.colour(a[1]), b=self.colour(a[2]), take=self.colour(a[3]))
        if kind == "build":
            cell, pay = a[1], a[2]
            floor = state.height[cell] + 1
            what = t("mono_penthouse") if floor > b.max_own_floors else t("mono_floor_n", n=floor)
            return t("mono_build_n", cell=b.foundations[cell][0], what=what,
                     pay=sentences.chips_words(b, pay, self.lang))
        if kind == "offer":
            give, get = a[2][1], a[3][1]
            return t("mono_offer_n", name=self.names[a[1]], give=sentences.chips_words(b, give, self.lang),
                     get=sentences.chips_words(b, get, self.lang))
        if kind == "forced_trade":
            return t("mono_forced_n", name=self.names[a[1]], take=self.colour(a[2]), give=self.colour(a[3]))
        return kind


class Session(GameSession):
    def __init__(self, console: Console, game, players: dict, save_path: str | None = None):
        super().__init__(console, game, players, save_path)
        self.text = Text(self.rules, self.labels)

    @staticmethod
    def help_text(cards) -> str:
        return t("mono_help")

    def question(self, seat: int) -> str:
        s = self.state
        step = s.step
        b = self.text.board
        args = {"name": self.names[seat]}
        if step in ("buy", "claim"):
            args.update(deed=self.text.deed(s.pending), price=self.text.money(b.deeds[s.pending].price),
                        rent=self.text.money(s.rent(s.pending)), payer=self.names[s.active])
        elif step == "auction":
            deed, high, bidder, _order = s.auction
            args.update(deed=self.text.deed(deed), high=self.text.money(high), least=self.text.money(min_bid(s)),
                        bidder=self.names[bidder] if bidder >= 0 else "-")
        elif step == "debt":
            args.update(amount=self.text.money(s.debts[0][2]))
        elif step == "respond":
            frm, _to, give, get = s.offer
            args.update(other=self.names[frm], give=sentences.bundle_words(b, _bundle(give), self.text.lang),
                        get=sentences.bundle_words(b, _bundle(get), self.text.lang))
        elif step in ("discard", "gain", "lose"):
            args["n"] = s.chip_count(s.active) - b.hand_limit if step == "discard" else s.pending
        return t("mono_step_" + step, **args)

    def decide(self, seat: int) -> tuple:
        acts = self.rules.legal_actions(self.state)
        by_kind = {}
        for a in acts:
            by_kind.setdefault(a[0], []).append(a)
        options = [(t(key, n=len(by_kind[kind])), kind) for kind, key in _GROUPS if kind in by_kind]
        while True:
            header = self.text.lines(self.state)
            kind = self.console.choose(self.question(seat), options, header=header)
            group = by_kind[kind]
            if len(group) == 1 and len(group[0]) == 1:
                return group[0]
            options_of = [(self.text.label(self.state, a), a) for a in group]
            if kind in ("bid", "offer"):      # the listed ones are a few of those allowed
                options_of.append((t("mono_other_" + kind), kind))
            choice = self.console.choose(t("mono_which"), options_of, back=True)
            if choice == "bid":
                choice = ("bid", self.console.ask(t("mono_ask_bid", least=self.text.money(min_bid(self.state))),
                                                  _whole))
            elif choice == "offer":
                choice = self.ask_offer(seat)
            if choice is not BACK and choice is not None:
                return choice

    def ask_offer(self, seat: int) -> tuple | None:
        """An offer of money and chips to another player, asked field by field (deeds and
        kept cards are offered in the app)."""
        others = [(self.names[q], q) for q in range(self.state.n)
                  if q != seat and not self.state.players[q].bankrupt]
        to = self.console.choose(t("mono_ask_to"), others, back=True)
        if to is BACK:
            return None
        letters = t("mono_letters")
        sides = []
        for side in ("give", "get"):
            money = self.console.ask(t("mono_ask_money_" + side), _whole)
            chips = self.console.ask(t("mono_ask_chips_" + side, letters=letters), _four)
            sides.append((money, chips, (), ()))
        return ("offer", to, sides[0], sides[1])

    def final(self) -> None:
        self.console.say(t("mono_over"))
        items = self.rules.score_items(self.state)
        scores = self.rules.scores(self.state)
        order = sorted(range(self.state.n), key=lambda i: (-scores[i], -self.state.players[i].money))
        for i in order:
            rank = 1 + sum(1 for j in order if (scores[j], self.state.players[j].money) >
                           (scores[i], self.state.players[i].money))
            self.console.say(t("mono_score_line", rank=rank, name=self.names[i], total=scores[i],
                               money=self.text.money(self.state.players[i].money)))
            for item in items[i]:
                self.console.say(f"     {item[2]:>2}  {sentences.score_line(self.text.board, item, self.text.lang)}")
        winners = [self.names[i] for i in self.rules.winners(self.state)]
        self.console.say(t("winner" if len(winners) == 1 else "winners", names=names_list(winners)))

    def show_board(self) -> None:
        for line in self.text.lines(self.state, full=True):
            self.console.say(line)


def _whole(text: str) -> int:
    n = whole_number(text or "0")
    if n is None or n < 0:
        raise Invalid(t("bad_int"))
    return n


def _four(text: str) -> tuple:
    """'1 0 0 2': chips by colour, in the board's order (empty: none)."""
    parts = text.split() or ["0"] * 4
    numbers = [whole_number(x) for x in parts]
    if len(numbers) != 4 or any(n is None or n < 0 for n in numbers):
        raise Invalid(t("mono_bad_chips"))
    return tuple(numbers)


def _fit(text: str) -> str:
    """One line of the screen: cut short with an ellipsis."""
    return text if len(text) <= WIDTH else text[:WIDTH - 1] + "…"


def _bundle(bundle: tuple) -> dict:
    money, chips, deeds, cards = bundle
    return {"money": money, "chips": list(chips), "deeds": list(deeds), "cards": list(cards)}
