"""A Master Builder game in the terminal: the board, menus and log of this game, the
hot-seat pass screen. The loop, the final ranking, computer seats, commands, saving
and loading are mbqt.text.play's, shared with Les Bâtisseurs."""
from __future__ import annotations

from mbqt.games.master_builder.state import STEP_CHOOSE_EVENT, STEP_PLAN
from mbqt.text.console import HEIGHT
from mbqt.text.master_builder.board import board_lines
from mbqt.text.master_builder.describe import level_codes
from mbqt.text.master_builder.menus import decide
from mbqt.text.master_builder.strings import money_k, t
from mbqt.text.play import GameSession
from mbqt.text.strings import card_name, money

PRIVATE_STEPS = (STEP_PLAN, STEP_CHOOSE_EVENT)


class Session(GameSession):
    def __init__(self, console, game, players: dict, save_path: str | None = None):
        super().__init__(console, game, players, save_path)
        self.cards = game.rules.cards
        self.humans = [i for i, s in enumerate(game.setup.players) if s.kind == "human"]
        self.viewer = None       # the human seat whose screen is showing
        self.private = False     # that screen shows what the other humans may not see

    def view(self, seat: int) -> dict:
        return self.rules.view(self.state, seat)

    def board(self, seat: int, below: int = 0, full: bool = False) -> list:
        """The board for `seat`, short enough to leave `below` lines of the screen free."""
        return board_lines(self.cards, self.view(seat), self.names, seat, full,
                           room=None if full else HEIGHT - below)

    def decide(self, seat: int) -> tuple:
        return decide(self, seat)

    def human_turn(self, seat: int) -> None:
        # In hot-seat, the screen of a private decision (a build plan, an event card;
        # with Selective events every screen shows the hand) is cleared before another
        # human sits down.
        private = self.state.step in PRIVATE_STEPS or "selective_events" in self.state.variants
        if len(self.humans) > 1 and self.viewer is not None and self.viewer != seat and (private or self.private):
            self.pass_keyboard(seat)
        self.viewer, self.private = seat, private
        super().human_turn(seat)

    def pass_keyboard(self, seat: int) -> None:
        self.viewer = None      # no board command while the keyboard changes hands
        self.console.say("\n" * HEIGHT)   # blank lines push the last player's screen away
        self.console.ask(t("pass_keyboard", name=self.names[seat]))

    @staticmethod
    def variant_fields(cards) -> dict[str, str]:
        return {"fee": money(cards.choose_fee)}

    @staticmethod
    def help_text(cards) -> str:
        codes = level_codes(cards)
        # The printed ids' prefix of each type (A-03, MC-04): in French the type letters
        # (colours) differ from the ids, so the help says which ids are which type.
        prefixes = {w.type: w.id.rsplit("-", 1)[0] + "-" for w in reversed(cards.workers)}
        types = ", ".join(t("help_type", code=codes[wt.level], name=card_name(wt.name), wage=money_k(wt.wage),
                            ids=prefixes.get(i, "?"))
                          for i, wt in enumerate(cards.worker_types))
        quirks = ", ".join(t("help_quirk", code=q, name=card_name(names)) for q, names in cards.quirks.items())
        return t("help", types=types, quirks=quirks)

    def show_board(self) -> None:
        if self.viewer is not None:
            for line in self.board(self.viewer, full=True):
                self.console.say(line)
