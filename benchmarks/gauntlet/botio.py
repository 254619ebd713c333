"""The JSON-lines loop shared by the gauntlet bots (protocol of docs/bots.md, standard library only).

A bot is a class with `decide(message) -> action dict` and, optionally, `hello(message)`,
called for a `hello` / `setup` message (a future protocol may send the card data, the
variants, the seats and the seed there). Unknown message types are ignored. Each answer
carries the request's id. Diagnostics go to stderr; set GAUNTLET_DEBUG=1 to get a line per
decision with the time it took.
"""
from __future__ import annotations

import json
import os
import sys
import time

DEBUG = os.environ.get("GAUNTLET_DEBUG") == "1"


def load_cards(script_file: str, relative: str) -> dict:
    """The bundled card file, found from the script's place in the repository
    (benchmarks/gauntlet/<game>/<style>.py -> resources/...)."""
    here = os.path.dirname(os.path.abspath(script_file))
    root = os.path.normpath(os.path.join(here, "..", "..", ".."))
    with open(os.path.join(root, relative), encoding="utf-8") as f:
        return json.load(f)


def run(bot) -> None:
    """Serve the bot on stdin/stdout until `bye` or the end of input."""
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            message = json.loads(line)
        except json.JSONDecodeError:
            print(f"gauntlet: not JSON: {line[:80]!r}", file=sys.stderr)
            continue
        kind = message.get("type") if isinstance(message, dict) else None
        if kind == "bye":
            break
        if kind in ("hello", "setup"):
            if hasattr(bot, "hello"):
                bot.hello(message)
            continue
        if kind != "decision":
            continue                       # a message type this bot does not know
        t0 = time.perf_counter()
        try:
            action = bot.decide(message)
        except Exception as err:           # never let a bug cost more than this decision
            import traceback
            traceback.print_exc(file=sys.stderr)
            print(f"gauntlet: error {err!r}; playing the first legal action", file=sys.stderr)
            action = None
        legal = message.get("legal") or [{}]
        if action is None:
            action = legal[0]
        elif action not in legal and DEBUG:
            # `legal` may be a sample (Monopoly Builder's bids, payments, offers): mbqt judges it
            print(f"gauntlet: own choice {action} not listed", file=sys.stderr)
        answer = dict(action)
        answer["id"] = message.get("id")
        if DEBUG:
            print(f"gauntlet: decision {message.get('id')} {(time.perf_counter() - t0) * 1000:.1f} ms "
                  f"{json.dumps(action)[:100]}", file=sys.stderr)
        print(json.dumps(answer), flush=True)
