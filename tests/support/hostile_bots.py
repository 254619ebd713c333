"""Bots that misbehave in every way we know of, as scripts: (name, body, what the warning
says, whether the stand-in plays every one of its decisions). Each plays a seat through ExternalPlayer; a game with
one must end, in the arena and in the text mode, with every bad decision played by the
random stand-in and counted. `bot_kind` writes one as a cmd: kind."""
from __future__ import annotations

import shlex
import sys

# A body runs after "import json, os, sys, time" and `answer(m)`: the first legal action
# with the request's id, and `decisions()`: the decision messages read from stdin.
PRELUDE = '''import json, os, sys, time
def decisions():
    for line in sys.stdin:
        m = json.loads(line)
        if m["type"] == "decision":
            yield m
def answer(m):
    a = dict(m["legal"][0]); a["id"] = m["id"]
    return a
'''

SOME, ALL = False, True     # of the bot's decisions, the stand-in plays

BOTS = [
    ("garbage", "for m in decisions():\n    print('hello', flush=True)\n", "not JSON", ALL),
    ("illegal", "for m in decisions():\n    print(json.dumps({'type': 'bid', 'amount': 1}), flush=True)\n",
     "", ALL),
    ("unknown-action", "for m in decisions():\n    print(json.dumps({'type': 'fly'}), flush=True)\n", "bad action",
     ALL),
    ("not-an-object", "for m in decisions():\n    print('[1, 2, 3]', flush=True)\n", "not an action object",
     ALL),
    ("deep-json", "for m in decisions():\n    print('[' * 30000 + ']' * 30000, flush=True)\n",
     "JSON nested too deeply", ALL),
    ("huge-number", "for m in decisions():\n    print('{\"type\": \"take\", \"amount\": ' + '9' * 5000 + '}', "
     "flush=True)\n", "a number far too long", ALL),
    ("invalid-utf8", "for m in decisions():\n    sys.stdout.buffer.write(b'{\"type\": \"\\xff\\xfe\"}\\n'); "
     "sys.stdout.flush()\n", "not UTF-8 text", ALL),
    ("endless-line", "for m in decisions():\n    sys.stdout.write('x' * (1 << 20) + '\\n'); sys.stdout.flush()\n",
     "an answer longer than 64 KB", ALL),
    ("escape-codes", "for m in decisions():\n    print('\\x1b[2J\\x1b]0;pwned\\x07\\u202e', flush=True)\n",
     "not JSON", ALL),
    ("never-id", "for m in decisions():\n    a = answer(m); a['id'] = m['id'] + 1000\n    print(json.dumps(a), "
     "flush=True)\n", "was never asked", ALL),
    ("floods", "while True:\n    sys.stdout.write('{}\\n' * 10000)\n", "", ALL),
    ("silent", "for m in decisions():\n    pass\n", "no answer within", ALL),
    ("never-reads", "time.sleep(3600)\n", "no answer within", ALL),
    ("exits", "sys.exit(3)\n", "exited", ALL),
    ("crashes-later", "for k, m in enumerate(decisions()):\n    if k == 3: os.kill(os.getpid(), 9)\n"
     "    print(json.dumps(answer(m)), flush=True)\n", "exited", SOME),
    ("closes-its-output", "os.close(1)\ntime.sleep(3600)\n", "exited", ALL),
    ("missing-program", None, "could not be started", ALL),
]

# Bots that break the letter of the protocol in ways it accepts: no stand-in at all.
WELL_MEANING = [
    ("string-id", "for m in decisions():\n    a = answer(m); a['id'] = str(m['id'])\n    print(json.dumps(a), "
     "flush=True)\n"),
    ("extra-fields", "for m in decisions():\n    a = answer(m); a['comment'] = 'my best move'; a['eval'] = 0.5\n"
     "    print(json.dumps(a), flush=True)\n"),
    ("no-id", "for m in decisions():\n    a = answer(m); del a['id']\n    print(json.dumps(a), flush=True)\n"),
    ("ignores-bye", "import signal\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\nfor m in decisions():\n"
     "    print(json.dumps(answer(m)), flush=True)\ntime.sleep(3600)\n"),
]


def bot_kind(folder, name: str, body: str | None) -> str:
    """The cmd: kind of a bot script written in `folder` (None: a program that does not exist)."""
    if body is None:
        return f"cmd:{folder / 'no-such-bot'}"
    path = folder / f"{name}.py"
    path.write_text(PRELUDE + body, encoding="utf-8")
    return f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(path))}"
