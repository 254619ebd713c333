#!/usr/bin/env python3
"""A minimal bot for `mbqt arena --players medium,cmd:'python examples/random_bot.py'`, in
either game (add `--game batisseurs` for Les Bâtisseurs: the message's "game" says which).

It reads one JSON message per line on stdin and, for each decision, prints one legal
action (chosen at random) as one JSON line on stdout. The protocol is in docs/bots.md.
Only the standard library is needed; print diagnostics to stderr, never to stdout.
"""
import json
import random
import sys


def main() -> None:
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else None)
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "bye":
            break
        if message["type"] == "decision":
            action = rng.choice(message["legal"])
            action["id"] = message["id"]          # optional: ties the answer to this request
            print(json.dumps(action), flush=True)


if __name__ == "__main__":
    main()
