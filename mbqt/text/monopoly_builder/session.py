"""`mbqt text --game monopoly-builder`: Monopoly Builder in the terminal, 2-4 seats, humans
(hot-seat: everything is public, R14) and computer players, in 80 x 24. The board and menus
of this game; the loop, commands, log, saving and loading are mbqt.text.play's, the log's
sentences and the names of deeds, spaces and colours the game's own
(mbqt/games/monopoly_builder/sentences.py)."""
from __future__ import annotations

from mbqt.games.monopoly_builder import Setup, sentences
from mbqt.games.monopoly_builder.rules import min_bid
from mbqt.text import strings
from mbqt.text.console import BACK, Console
from mbqt.text.describe import names_list
from mbqt.text.newgame import ask_seats, ask_seed_and_start
from mbqt.text.play import GameSession
from mbqt.text.strings import t

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

    def lines(self, state) -> list:
        b = self.board
        v_dice = f" - {t('mono_dice')} {state.dice[0]}+{state.dice[1]}" if state.dice else ""
        out = [t("mono_board_round", round=state.round, name=self.names[state.active]) + v_dice]
        initials = []
        for i, p in enumerate(state.players):
            mark = p.name[:1].upper()
            initials.append(mark if mark not in initials else str(i + 1))
            where = sentences.space_name(b, p.pos, self.lang)
            status = t("mono_bankrupt") if p.bankrupt else t("mono_in_jail") if p.jail else ""
            out.append(t("mono_board_player", mark=initials[i], name=self.names[i], colour=self.colour(p.colour),
                         money=self.money(p.money), chips=self.chips(p.chips), blocks=p.blocks,
                         points=state.points(i), where=where, status=status))
            deeds = [self.deed(d) + ("*" if state.mortgaged[d] else "") for d in state.deeds_of(i)]
            cards = len(p.cards)
            if deeds or cards:
                out.append("    " + ", ".join(deeds + ([t("mono_cards", n=cards)] if cards else [])))
        rows = {}
        for cell, (cid, row, col) in enumerate(b.foundations):
            h, o = state.height[cell], state.built_by[cell]
            rows.setdefault(row, {})[col] = f"{initials[o]}{h}" if h else "--"
        grid = ["  " + " ".join(cols.get(c, "  ") for c in range(max(cols) + 1)) for _r, cols in sorted(rows.items())]
        floor = ", ".join(f"{sentences.space_name(b, k, self.lang)} {self.chips(v)}" for k, v in sorted(state.floor.items()))
        out.append(t("mono_island") + grid[0])
        out += ["        " + g for g in grid[1:]]
        if floor:
            out.append(t("mono_floor", chips=floor))
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
    SAVE_DEFAULT = "mono_save_default"

    def __init__(self, console: Console, game, players: dict, save_path: str | None = None):
        super().__init__(console, game, players, save_path)
        self.text = Text(self.rules, self.labels)

    @staticmethod
    def ask_setup(console: Console, cards) -> Setup:
        console.say(t("mono_title"))
        console.say(t("mono_notice"))
        console.say(t("bat_intro"))
        seats = ask_seats(console)
        claim = console.yes_no(t("mono_ask_claim"), default=False)
        seed, start = ask_seed_and_start(console, len(seats))
        return Setup(players=seats, seed=seed, start_player=start, variants={"claim_rent": claim})

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
            choice = self.console.choose(t("mono_which"), [(self.text.label(self.state, a), a) for a in group],
                                         back=True)
            if choice is not BACK:
                return choice

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
        for line in self.text.lines(self.state):
            self.console.say(line)


def _bundle(bundle: tuple) -> dict:
    money, chips, deeds, cards = bundle
    return {"money": money, "chips": list(chips), "deeds": list(deeds), "cards": list(cards)}
