"""What a text-mode game does alike in every game: the loop over decisions, the computer
seats (a program named in a file runs only if the player agrees), the commands every
question accepts (s save, q quit, h help, l log, b board), saving and loading; and `run`,
the entry point of `mbqt text`. Each game's Session (mbqt.core.registry, part "text") subclasses
GameSession with its setup questions, board, menus and final ranking; the log and the
refusals are said by the game's sentences (the facade's describe and explain)."""
from __future__ import annotations

from pathlib import Path

from mbqt.ai import COMMAND_PREFIX, make_player, think
from mbqt.core.display import plain
from mbqt.core.errors import CardError, IllegalAction
from mbqt.core.records import Game
from mbqt.core.registry import DEFAULT_GAME, game_info, game_layer, game_rules
from mbqt.core.saves import SaveError, game_from_record, read_record, save_game
from mbqt.core.scoring import sheet_text
from mbqt.exit_status import EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_OUTPUT
from mbqt.paths import default_save_path
from mbqt.terminal import OutputError
from mbqt.text import strings
from mbqt.text.console import Console, EndOfInput, Quit
from mbqt.text.newgame import ask_setup
from mbqt.text.strings import level_name, names_list, t

LOG_LINES = 15         # the l command
RESUME_LINES = 6       # on resuming, with the board below


class GameSession:
    """A game being played in the terminal. Each game's subclass gives:
      help_text(cards) (static): the h command's text
      decide(seat): a human seat's action, asked with the board and menus
      show_board(): the b command
    and may give variant_fields(cards) (static), the words of its variants' descriptions'
    fields, or its own ask_setup."""

    @classmethod
    def ask_setup(cls, console: Console, rules):
        """The setup of a new game, asked of the player (newgame.py)."""
        return ask_setup(console, rules, cls.variant_fields(rules.cards))

    @staticmethod
    def variant_fields(cards) -> dict[str, str]:
        return {}

    def __init__(self, console: Console, game: Game, players: dict, save_path: str | None = None):
        self.console, self.game, self.players = console, game, players
        self.rules = game.rules
        seats = game.setup.players
        self.names = [plain(s.name) for s in seats]      # from a file or a person: shown escaped
        # How the log and the board name seats: computer seats with their level.
        self.labels = [name if s.kind == "human" else t("ai_name", name=name, kind=level_name(s.kind))
                       for name, s in zip(self.names, seats)]
        self.save_path = save_path
        self._saved_at = len(game.actions) if save_path else -1     # the actions the save file holds
        console.commands = {"s": self.save, "q": self.quit, "h": self.help, "l": self.show_log,
                            "b": self.show_board}

    @property
    def state(self):
        return self.game.state

    def render(self, entry) -> str:
        """A log entry as a sentence, seats by their labels."""
        return self.rules.describe(entry, self.labels, strings.LANG)

    def explain(self, err: IllegalAction) -> str:
        """Why the rules refused an action, in the text's language."""
        return self.rules.explain(err, self.labels, strings.LANG)

    # --- the game loop

    def play(self, resumed: bool = False) -> int:
        if resumed:
            self.console.say(t("resumed", file=self.save_path))
        for entry in self.game.log[-RESUME_LINES if resumed else 0:]:     # the story so far
            self.console.say(self.render(entry))
        while not self.rules.is_over(self.state):
            seat = self.rules.current_player(self.state)
            if seat in self.players:
                self.apply(think(self.players[seat], self.state, seat))
            else:
                self.human_turn(seat)
        self.final()
        return 0

    def final(self) -> None:
        """The ranking, each seat's result line by line (core/scoring.py), then the winners."""
        self.console.say(t("over"))
        for line in sheet_text(self.rules, self.state, self.names, strings.LANG):
            self.console.say(line)
        winners = [self.names[i] for i in self.rules.winners(self.state)]
        self.console.say(t("winner" if len(winners) == 1 else "winners", names=names_list(winners)))

    def apply(self, action) -> None:
        for entry in self.game.apply(action):
            self.console.say(self.render(entry))

    def human_turn(self, seat: int) -> None:
        while True:
            action = self.decide(seat)
            try:
                self.apply(action)
                return
            except IllegalAction as err:
                self.console.say(t("illegal", msg=self.explain(err)))

    # --- commands

    def save(self) -> bool:
        default = self.save_path or str(default_save_path(t("save_file", game=self.rules.id)))
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
        self._saved_at = len(self.game.actions)
        self.console.say(t("saved", file=path))
        return True

    def quit(self) -> None:
        """Quit, offering to save what was played since the last save (nothing: no question)."""
        if self._saved_at != len(self.game.actions) and self.console.yes_no(t("quit_save"), commands=False) \
                and not self.save():
            return          # the save failed: back to the question
        self.console.say(t("bye"))
        raise Quit(0)

    def help(self) -> None:
        self.console.say(self.help_text(self.rules.cards))

    def show_log(self) -> None:
        self.console.say(t("log_title"))
        for entry in self.game.log[-LOG_LINES:]:
            self.console.say(self.render(entry))


def _setup_commands(console: Console, help_text: str) -> None:
    """Before a game exists: help and quit work, saving has nothing to save."""
    def quit_setup():
        console.say(t("bye"))
        raise Quit(0)
    console.commands = {"s": lambda: console.say(t("no_game")), "q": quit_setup,
                        "h": lambda: console.say(help_text), "l": lambda: console.say(t("no_log")),
                        "b": lambda: console.say(t("no_log"))}


def _trusted_kind(console: Console, seat) -> str:
    """The seat's kind, once the player agreed to run its external program if it has one: a
    file from someone else must not start programs unasked. Declined, Medium plays it."""
    if not seat.kind.startswith(COMMAND_PREFIX):
        return seat.kind
    program = plain(seat.kind[len(COMMAND_PREFIX):])      # escaped: the file must not rewrite the question
    if console.yes_no(t("bot_confirm", name=plain(seat.name), program=program), default=False):
        return seat.kind
    console.say(t("bot_declined", name=plain(seat.name)))
    return "medium"


def run(game: str | None = None, load: str | None = None, cards: str | None = None, stdin=None, stdout=None,
        stderr=None, language: str | None = None, bot_timeout: float | None = None) -> int:
    """`mbqt text`: set up a new game of `game` (an id of mbqt.core.registry; its DEFAULT_GAME by
    default) or resume the save `load` (of the game it holds; if `game` is given, it must
    be that one) and play it, in `language` ("en" or "fr"; by default the system's); the
    exit status. `cards`: a new game's card file, or the one an older save names;
    `bot_timeout`: an external bot's seconds per decision."""
    strings.use_language(language)
    console = Console(stdin, stdout, stderr)
    try:
        if console.stdin is None:
            console.error(t("stdin_closed"))
            return EXIT_BAD_INPUT
        return _run(console, game, load, cards, {} if bot_timeout is None else {"timeout_s": bot_timeout})
    except OutputError as err:
        try:
            console.error(f"mbqt text: {err}")
        except OutputError:
            pass
        return EXIT_OUTPUT


def _run(console: Console, game: str | None, load: str | None, cards: str | None, options: dict) -> int:
    try:
        if load:
            try:
                record = read_record(load)
                played = game_from_record(record, Path(load).name, cards)
            except SaveError as err:
                console.error(t("load_failed", msg=err))
                return EXIT_BAD_INPUT
            if cards and (record.deck is not None or record.cards is None):
                console.say(t("cards_ignored"))
            if game is not None and played.rules.id != game:
                console.error(t("load_other_game", file=Path(load).name,
                                game=game_info(played.rules.id).title(strings.LANG),
                                wanted=game_info(game).title(strings.LANG)))
                return EXIT_BAD_INPUT
            session = game_layer(played.rules.id, "text").Session
        else:
            game = game or DEFAULT_GAME
            session = game_layer(game, "text").Session
            try:
                rules = game_rules(game, cards)    # a bad card file is reported before any question
            except CardError as err:
                console.error(t("cards_failed", msg=err))
                return EXIT_BAD_INPUT
            _setup_commands(console, session.help_text(rules.cards))
            played = Game(session.ask_setup(console, rules), rules=rules)
        players = {}
        try:
            for i, seat in enumerate(played.setup.players):
                if seat.kind != "human":
                    # Seeded from the game, so the same setup meets the same opponents.
                    players[i] = make_player(_trusted_kind(console, seat), seed=played.setup.seed + i,
                                             game=played.rules, **options)
        except (ValueError, OSError) as err:
            console.error(t("bad_kind", name=plain(seat.name), msg=err))
            return EXIT_BAD_INPUT
        try:
            return session(console, played, players, save_path=load).play(resumed=bool(load))
        finally:
            for player in players.values():
                if hasattr(player, "close"):          # external bots hold a process
                    player.close(played.state)        # and hear the result
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
