"""The `mbqt` command: the desktop app by default. Subcommands: app, text, replay, schema, arena
(see docs/cli.md)."""
from __future__ import annotations

import argparse
import json
import os
import sys

from mbqt import __version__
from mbqt.core.display import plain
from mbqt.core.registry import DEFAULT_GAME, GAMES
from mbqt.exit_status import EXIT_BAD_INPUT, EXIT_OUTPUT
from mbqt.terminal import OutputError, flush, write


def _replay(args) -> int:
    from mbqt.core.saves import SaveError, load_game
    try:
        game = load_game(args.file, args.cards)
    except SaveError as err:
        _error(f"mbqt replay: {err}")
        return EXIT_BAD_INPUT
    state = game.state_json()
    if args.json:
        write(sys.stdout, json.dumps(state, indent=1) + "\n")   # ASCII: safe whatever the console encoding
        return 0
    write(sys.stdout, "".join(plain(line) + "\n" for line in game.rules.summary(state, len(game.actions))))
    return 0


def _error(message: str) -> None:
    """A one-line message on standard error (escaped, line breaks too: it may quote a file)."""
    try:
        write(sys.stderr, plain(message) + "\n")
    except OutputError:
        pass        # nowhere left to say it: the exit status does


def _schema(args) -> int:
    from pydantic import TypeAdapter

    from mbqt.core.record_format import record_model
    from mbqt.core.registry import engine
    model = {"record": record_model, "setup": lambda game: engine(game).Setup,
             "action": lambda game: engine(game).ActionModel}[args.what](args.game)
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **TypeAdapter(model).json_schema()}
    write(sys.stdout, json.dumps(schema, indent=1) + "\n")
    return 0


def _arena(args) -> int:
    from mbqt.arena import command
    return command(args)


def no_display() -> bool:
    """A window needs an X11 or Wayland display on Linux and the BSDs: without one, Qt aborts
    with a message about xcb-cursor0. Offscreen and other display-free platforms need none."""
    if sys.platform in ("win32", "darwin") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return False
    return all(p.strip().startswith(("xcb", "wayland")) or not p.strip()
               for p in os.environ.get("QT_QPA_PLATFORM", "").split(";"))


def _app(args) -> int:
    if no_display():
        print("mbqt: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).\n"
              "To play in this terminal: mbqt text", file=sys.stderr)
        return 1
    from mbqt.app import run
    return run(smoke_dir=args.smoke)


def _text(args) -> int:
    from mbqt.text.play import run
    if args.bot_timeout is not None and not args.bot_timeout > 0:
        _error("mbqt text: --bot-timeout must be a positive number of seconds")
        return EXIT_BAD_INPUT
    return run(game=args.game, load=args.load, cards=args.cards, language=args.lang, bot_timeout=args.bot_timeout)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mbqt", description="Builder board games: " + ", ".join(GAMES) + ".")
    parser.add_argument("--version", action="version", version=f"mbqt {__version__}")
    sub = parser.add_subparsers(dest="command")

    app = sub.add_parser("app", help="open the desktop app (the default)")
    app.add_argument("--smoke", metavar="DIR", help=argparse.SUPPRESS)   # checks a build: docs/cli.md
    app.set_defaults(func=_app)

    text = sub.add_parser("text", help="play in the terminal")
    text.add_argument("--load", metavar="FILE", help="resume a saved game (of the game it holds)")
    text.add_argument("--cards", metavar="FILE", help="play with your own card file (with --load: the card file "
                      "an older save names)")
    text.add_argument("--lang", choices=("en", "fr"),
                      help="language: en (English) or fr (French); default: the system's")
    text.add_argument("--bot-timeout", type=float, metavar="SECONDS",
                      help="an external bot's time per decision (default 10)")
    text.add_argument("--game", choices=GAMES,
                      help=f"the game played (default {DEFAULT_GAME}; with --load, the file's)")
    text.set_defaults(func=_text)

    replay = sub.add_parser("replay", help="apply a record's actions and print the resulting state")
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="print the state as documented JSON")
    replay.add_argument("--cards", metavar="FILE", help="the card file an older record names (records now carry "
                        "their deck)")
    replay.set_defaults(func=_replay)

    schema = sub.add_parser("schema", help="print the JSON Schema of the record, setup or action format")
    schema.add_argument("what", nargs="?", default="record", choices=("record", "setup", "action"))
    schema.add_argument("--game", choices=GAMES, default=DEFAULT_GAME,
                        help=f"the game whose format is printed (default {DEFAULT_GAME})")
    schema.set_defaults(func=_schema)

    arena = sub.add_parser("arena", help="computer players against each other: win rates, money, decision times")
    arena.add_argument("--players", required=True, metavar="KINDS",
                       help="2 to 4 comma-separated kinds: random, easy, medium, hard, cmd:PROGRAM")
    arena.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    arena.add_argument("--jobs", type=int, default=1, help="games played in parallel processes (default 1)")
    arena.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    arena.add_argument("--budget", type=float, metavar="SECONDS", help="Hard's time per decision (default 1)")
    arena.add_argument("--iterations", type=int, metavar="N",
                       help="Hard's determinizations per decision instead of a time budget (reproducible)")
    arena.add_argument("--bot-timeout", type=float, metavar="SECONDS",
                       help="an external bot's time per decision (default 10)")
    arena.add_argument("--cards", metavar="FILE", help="play with your own card file")
    arena.add_argument("--game", choices=GAMES, default=DEFAULT_GAME,
                       help=f"the game played (default {DEFAULT_GAME})")
    arena.set_defaults(func=_arena)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["app", *(sys.argv[1:] if argv is None else argv)])
    try:
        status = args.func(args)
        flush(sys.stdout)      # inside the try: a closed pipe or a full disk shows here, not at exit
        return status
    except BrokenPipeError:
        # The reader left (`mbqt replay x | head`): not an error of ours.
        _quiet_stdout()
        return 141     # what a shell reports for a process ended by SIGPIPE
    except OutputError as err:
        _quiet_stdout()
        _error(f"mbqt: {err}")
        return EXIT_OUTPUT


def _quiet_stdout() -> None:
    """Point stdout at devnull, so the interpreter's final flush of what is left does not
    fail again (Python's docs, signal: "Note on SIGPIPE")."""
    if sys.stdout is not None:
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass


if __name__ == "__main__":
    sys.exit(main())
