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
    fixed = len(sys.argv) > 1
    rng = random.Random(int(sys.argv[1]) if fixed else None)
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello" and not fixed:
            rng.seed(message["seed"])             # mbqt's seed for this seat: a run can be repeated
        elif message["type"] == "decision":
            action = rng.choice(message["legal"])
            action["id"] = message["id"]          # optional: ties the answer to this request
            print(json.dumps(action), flush=True)
        elif message["type"] == "bye":
            break                                 # message.get("scores"): the result, if the game ended
        # any other type: a message of a later protocol version, ignored


if __name__ == "__main__":
    main()
