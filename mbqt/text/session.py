"""A text-mode game: the loop over decisions, computer seats, the hot-seat pass screen,
the commands every question accepts (save, quit, help, log, board), the final ranking,
and `run`, the entry point of `mbqt text`."""
from __future__ import annotations

from pathlib import Path

from mbqt.ai import COMMAND_PREFIX, make_player
from mbqt.cli import EXIT_BAD_INPUT
from mbqt.master_builder import IllegalAction
from mbqt.master_builder.cards import CardError, load_cards
from mbqt.master_builder.state import STEP_CHOOSE_EVENT, STEP_PLAN
from mbqt.records import Game
from mbqt.saves import SaveError, load_game, save_game
from mbqt.text.board import board_lines
from mbqt.text.console import HEIGHT, Console, EndOfInput, Quit
from mbqt.text.describe import level_codes, names_list
from mbqt.text.logtext import LogText
from mbqt.text.menus import decide
from mbqt.text.newgame import ask_setup
from mbqt.text import strings
from mbqt.text.strings import card_name, level_name, money, money_k, t

EXIT_INTERRUPTED = 130
LOG_LINES = 15         # the l command
RESUME_LINES = 6       # on resuming, with the board below
PRIVATE_STEPS = (STEP_PLAN, STEP_CHOOSE_EVENT)


class Session:
    def __init__(self, console: Console, game: Game, players: dict, save_path: str | None = None):
        self.console, self.game = console, game
        self.rules, self.cards = game.rules, game.rules.cards
        seats = game.setup.players
        self.names = [s.name for s in seats]
        self.humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        self.players = players
        self.log = LogText(self.cards, [s.name if s.kind == "human" else t("ai_name", name=s.name, kind=level_name(s.kind))
                                        for s in seats])
        self.viewer = None       # the human seat whose screen is showing
        self.private = False     # that screen shows what the other humans may not see
        self.save_path = save_path
        console.commands = {"s": self.save, "q": self.quit, "h": self.help, "l": self.show_log,
                            "b": self.show_board}

    @property
    def state(self):
        return self.game.state

    def view(self, seat: int) -> dict:
        return self.rules.view(self.state, seat)

    def board(self, seat: int, below: int = 0, full: bool = False) -> list:
        """The board for `seat`, short enough to leave `below` lines of the screen free."""
        return board_lines(self.cards, self.view(seat), self.names, seat, full,
                           room=None if full else HEIGHT - below)

    # --- the game loop

    def play(self, resumed: bool = False) -> int:
        if resumed:
            self.console.say(t("resumed", file=self.save_path))
        for entry in self.game.log[-RESUME_LINES if resumed else 0:]:     # the story so far
            self.console.say(self.log.render(entry))
        while not self.rules.is_over(self.state):
            seat = self.rules.current_player(self.state)
            if seat in self.players:
                self.apply(self.players[seat].choose(self.state, seat))
            else:
                self.human_turn(seat)
        self.final()
        return 0

    def apply(self, action) -> None:
        for entry in self.game.apply(action):
            self.console.say(self.log.render(entry))

    def human_turn(self, seat: int) -> None:
        # In hot-seat, the screen of a private decision (a build plan, an event card;
        # with Selective events every screen shows the hand) is cleared before another
        # human sits down.
        private = self.state.step in PRIVATE_STEPS or "selective_events" in self.state.variants
        if len(self.humans) > 1 and self.viewer is not None and self.viewer != seat and (private or self.private):
            self.pass_keyboard(seat)
        self.viewer, self.private = seat, private
        while True:
            action = decide(self, seat)
            try:
                self.apply(action)
                return
            except IllegalAction as err:
                self.console.say(t("illegal", msg=err))

    def pass_keyboard(self, seat: int) -> None:
        self.viewer = None      # no board command while the keyboard changes hands
        self.console.say("\n" * HEIGHT)   # blank lines push the last player's screen away
        self.console.ask(t("pass_keyboard", name=self.names[seat]))

    def final(self) -> None:
        v = self.rules.view(self.state, None)    # the game is over: nothing is hidden any more
        self.console.say(t("over"))
        scores = sorted(v["scores"], key=lambda sc: -sc["total"])
        for sc in scores:
            rank = 1 + sum(1 for other in scores if other["total"] > sc["total"])
            self.console.say(t("score_line", rank=rank, name=self.names[sc["seat"]], cash=money(sc["cash"]),
                               unfinished=money(sc["unfinished"]), loans=money(sc["loans"]),
                               total=money(sc["total"])))
        winners = [self.names[i] for i in v["winners"]]
        self.console.say(t("winner" if len(winners) == 1 else "winners", names=names_list(winners)))

    # --- commands

    def save(self) -> bool:
        default = self.save_path or t("save_default")
        answer = self.console.ask(t("save_ask", default=default), commands=False)
        path = Path(answer or default).expanduser()
        try:
            if path.is_dir():
                self.console.say(t("save_failed", msg=t("save_is_folder", file=path)))
                return False
            if path.exists() and str(path) != str(self.save_path) and \
                    not self.console.yes_no(t("save_overwrite", file=path), commands=False):
                self.console.say(t("save_cancelled"))
                return False
            save_game(self.game, path)
        except (SaveError, OSError, ValueError) as err:     # ValueError: a name Python refuses
            self.console.say(t("save_failed", msg=err))
            return False
        self.save_path = str(path)
        self.console.say(t("saved", file=path))
        return True

    def quit(self) -> None:
        if self.console.yes_no(t("quit_save"), commands=False) and not self.save():
            return          # the save failed: back to the question
        self.console.say(t("bye"))
        raise Quit(0)

    def help(self) -> None:
        self.console.say(help_text(self.cards))

    def show_log(self) -> None:
        self.console.say(t("log_title"))
        for entry in self.game.log[-LOG_LINES:]:
            self.console.say(self.log.render(entry))

    def show_board(self) -> None:
        if self.viewer is not None:
            for line in self.board(self.viewer, full=True):
                self.console.say(line)


def help_text(cards) -> str:
    codes = level_codes(cards)
    types = ", ".join(t("help_type", code=codes[wt.level], name=card_name(wt.name), wage=money_k(wt.wage))
                      for wt in cards.worker_types)
    quirks = ", ".join(t("help_quirk", code=q, name=card_name(names)) for q, names in cards.quirks.items())
    return t("help", types=types, quirks=quirks)


def _setup_commands(console: Console, cards) -> None:
    """Before a game exists: help and quit work, saving has nothing to save."""
    def quit_setup():
        console.say(t("bye"))
        raise Quit(0)
    console.commands = {"s": lambda: console.say(t("no_game")), "q": quit_setup,
                        "h": lambda: console.say(help_text(cards)), "l": lambda: console.say(t("no_log")),
                        "b": lambda: console.say(t("no_log"))}


def _trusted_kind(console: Console, seat) -> str:
    """The seat's kind, once the player agreed to run its external program if it has one: a
    file from someone else must not start programs unasked. Declined, Medium plays it."""
    if not seat.kind.startswith(COMMAND_PREFIX):
        return seat.kind
    if console.yes_no(t("bot_confirm", name=seat.name, program=seat.kind[len(COMMAND_PREFIX):]), default=False):
        return seat.kind
    console.say(t("bot_declined", name=seat.name))
    return "medium"


def run(load: str | None = None, cards: str | None = None, stdin=None, stdout=None, stderr=None,
        language: str | None = None) -> int:
    """`mbqt text`: set up a game (or resume the save `load`) and play it, in `language`
    ("en" or "fr"; by default the system's); the exit status."""
    strings.use_language(language)
    console = Console(stdin, stdout, stderr)
    try:
        if load:
            if cards:
                console.say(t("cards_ignored"))
            try:
                game = load_game(load)
            except SaveError as err:
                console.error(t("load_failed", msg=err))
                return EXIT_BAD_INPUT
        else:
            try:
                card_set = load_cards(cards)    # a bad card file is reported before any question
            except CardError as err:
                console.error(t("cards_failed", msg=err))
                return EXIT_BAD_INPUT
            _setup_commands(console, card_set)
            game = Game(ask_setup(console, card_set), cards)
        players = {}
        try:
            for i, seat in enumerate(game.setup.players):
                if seat.kind != "human":
                    # Seeded from the game, so the same setup meets the same opponents.
                    players[i] = make_player(_trusted_kind(console, seat), seed=game.setup.seed + i)
        except (ValueError, OSError) as err:
            console.error(t("bad_kind", name=seat.name, msg=err))
            return EXIT_BAD_INPUT
        try:
            return Session(console, game, players, save_path=load).play(resumed=bool(load))
        finally:
            for player in players.values():
                getattr(player, "close", lambda: None)()     # external bots hold a process
    except EndOfInput:
        console.say()
        console.say(t("eof"))
        return 0
    except Quit as q:
        return q.status
    except KeyboardInterrupt:
        console.say()
        console.say(t("interrupted"))
        return EXIT_INTERRUPTED
