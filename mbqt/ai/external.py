"""External bots: any program can take a seat by speaking JSON lines (docs/bots.md).

Any game of mbqt.core.registry: the view and the actions are the game facade's. Before its
first decision the bot receives a `hello` (the game, its seat, the seats, the variants, the
card file in play and a seed of its own), then for each decision with a choice one line
  {"type": "decision", "protocol": 2, "game": "batisseurs", "id": 7, "seat": 1,
   "view": {...the seat's view...}, "legal": [{...}, ...]}
and answers one line holding an action in the documented JSON format (it may carry the
request's "id", to be safe from a late answer). At the end it receives a `bye`, with the
scores when the game is over, and its stdin closes.

Everything the bot sends is untrusted: replies are read by one bounded reader (a line of at
most MAX_REPLY bytes, UTF-8, JSON parsed by core/files.py's parse_json with its bounds on
nesting and numbers), and messages go to the bot through a writer thread, so a bot that
never reads cannot block the game. A bot that answers garbage, an illegal action, or
nothing within its time limit loses that decision to a random stand-in, with a warning in
the log ("mbqt.ai.external"); after GIVE_UP_AFTER timeouts in a row it is stopped and the
stand-in plays its seat to the end. `stand_ins` counts those decisions (the arena reports
them). The program's stderr is left to the terminal.
"""
from __future__ import annotations

import hashlib
import json
import logging
import queue
import shlex
import subprocess
import threading
import time

from mbqt.ai.random_player import RandomPlayer
from mbqt.core.display import plain
from mbqt.core.errors import IllegalAction
from mbqt.core.files import BadJson, decode_json

PROTOCOL = 2            # 2: hello, bye with the result; decisions unchanged since 1
MAX_REPLY = 64 * 1024   # bytes of one answer line: an action is well under 1 KB
GIVE_UP_AFTER = 3       # decisions in a row without an answer in time
QUEUED_REPLIES = 64     # lines read ahead of the requests; a bot that floods waits
log = logging.getLogger("mbqt.ai.external")

NO_ANSWER = "no answer within"
_TOO_LONG = object()    # a line longer than MAX_REPLY (its bytes are dropped as they come)
_STALE = object()       # a late answer to an earlier request


def bot_seed(seed: int) -> int:
    """The seed a bot is given for its own randomness: fixed for a seat of a game, but
    not the game's seed (from which the hidden decks could be dealt again)."""
    return int.from_bytes(hashlib.sha256(f"mbqt bot seed {seed}".encode()).digest()[:7], "big")


class ExternalPlayer:
    """A seat played by another program over stdin/stdout, in the game of the facade `game`."""

    def __init__(self, command: str, seed: int, game, timeout_s: float = 10.0):
        try:
            self.argv = shlex.split(command)
        except ValueError as err:
            raise ValueError(f"cannot read the bot command {command!r}: {err}") from None
        if not self.argv:
            raise ValueError("an external bot needs a command: cmd:PROGRAM [ARGS]")
        self.command = command
        self.timeout_s = timeout_s
        self.game = game
        self.seed = seed
        self.stand_in = RandomPlayer(seed, game)
        self.proc = None
        self.answers: queue.Queue = queue.Queue(QUEUED_REPLIES)
        self._outbox: queue.Queue = queue.Queue()
        self._stopped = threading.Event()      # the readers and writers end
        self.seat = None
        self.requests = 0          # decisions asked of the bot
        self.stand_ins = 0         # of those, played by the random stand-in
        self.timeouts = 0          # timeouts in a row
        self.first_problem = ""    # what went wrong first, for the arena's report
        self.gave_up = False
        self._ended = False        # the bot's output ended (it exited, or could not start)

    # --- the process

    def _start(self, state, seat: int) -> bool:
        if self.proc is not None:
            return self.proc.poll() is None
        self.seat = seat
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        except (OSError, ValueError) as err:
            self._problem(f"could not be started: {getattr(err, 'strerror', None) or err}")
            self.proc = _Dead()
            return False
        threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True).start()
        threading.Thread(target=self._write, args=(self.proc.stdin,), daemon=True).start()
        self._send(self._hello(state, seat))
        return True

    def _hello(self, state, seat: int) -> dict:
        rules = self.game
        view = rules.view(state, seat)
        return {"type": "hello", "protocol": PROTOCOL, "game": rules.id, "seat": seat,
                "seats": [{"seat": i, "name": p.get("name", "")} for i, p in enumerate(view["players"])],
                "variants": view.get("variants", []), "cards": rules.deck.data,
                "seed": bot_seed(self.seed), "timeout_s": self.timeout_s}

    def _read(self, stream) -> None:
        """The bot's output as lines of at most MAX_REPLY bytes (a longer one: _TOO_LONG)."""
        line, dropping = bytearray(), False
        try:
            while not self._stopped.is_set():
                chunk = stream.read1(MAX_REPLY)
                if not chunk:
                    break
                *done, rest = chunk.split(b"\n")
                for part in done:
                    if not dropping and len(line) + len(part) <= MAX_REPLY:
                        self._put(bytes(line + part))
                    elif not dropping:
                        self._put(_TOO_LONG)
                    line, dropping = bytearray(), False
                if not dropping:
                    line += rest
                    if len(line) > MAX_REPLY:
                        self._put(_TOO_LONG)
                        line, dropping = bytearray(), True
        except (OSError, ValueError):
            pass
        if line and not dropping:
            self._put(bytes(line))     # a last answer without its line break
        self._put(None)    # end of output: the bot is gone

    def _put(self, item) -> None:
        while not self._stopped.is_set():
            try:
                self.answers.put(item, timeout=0.1)
                return
            except queue.Full:
                continue

    def _write(self, stream) -> None:
        """Send the queued messages; a bot that does not read blocks only this thread."""
        try:
            for data in iter(self._outbox.get, None):
                stream.write(data)
                stream.flush()
        except (OSError, ValueError):
            pass
        try:
            stream.close()
        except (OSError, ValueError):
            pass

    def _send(self, message: dict) -> None:
        self._outbox.put((json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8"))

    def close(self, state=None) -> None:
        """Say goodbye (with the result when `state` is a finished game), end the program
        (killed if it lingers two seconds)."""
        proc, self.proc = self.proc, _Dead()
        if proc is None or isinstance(proc, _Dead):
            return
        bye = {"type": "bye"}
        if state is not None and self.game.is_over(state):
            bye.update(scores=self.game.scores(state), winners=self.game.winners(state),
                       view=self.game.view(state, self.seat))
        self._send(bye)
        self._outbox.put(None)              # then the writer closes the bot's stdin
        try:
            proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        self._stopped.set()
        try:
            proc.stdout.close()
        except (OSError, ValueError):
            pass

    # --- a decision

    def choose(self, state, seat: int, cancel=None) -> tuple:
        rules = self.game
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]      # nothing to ask
        self.requests += 1
        if self.gave_up:
            self.stand_ins += 1
            return self.stand_in.choose(state, seat)
        legal_json = [rules.action_to_json(a) for a in legal]
        request = {"type": "decision", "protocol": PROTOCOL, "game": rules.id, "id": self.requests, "seat": seat,
                   "view": rules.view(state, seat), "legal": legal_json}
        problem = self._ask(state, request, cancel, legal_json)
        if isinstance(problem, tuple):
            if problem in legal or _accepted(rules, state, problem):
                self.timeouts = 0
                return problem
            problem = f"illegal action {rules.action_to_json(problem)}"
        self.stand_ins += 1
        self._problem(f"(seat {seat}, decision {self.requests}): {problem}; a random stand-in plays this decision")
        self.timeouts = self.timeouts + 1 if problem.startswith(NO_ANSWER) else 0
        if self.timeouts >= GIVE_UP_AFTER:
            self._give_up(f"no answer in time {self.timeouts} decisions in a row")
        elif self._ended:
            self._give_up("its output has ended")
        return self.stand_in.choose(state, seat)

    def _problem(self, text: str) -> None:
        """A warning in the log; its text may quote the bot: shown escaped."""
        self.first_problem = self.first_problem or plain(text)
        log.warning("bot %s %s", plain(repr(self.command)), plain(text))

    def _give_up(self, why: str) -> None:
        self.gave_up = True
        log.warning("bot %s: %s: the random stand-in plays the rest of its decisions", plain(repr(self.command)), why)
        self.close()

    def _ask(self, state, request: dict, cancel, legal_json: list):
        """The bot's action as an engine tuple, or a sentence saying what went wrong."""
        if not self._start(state, request["seat"]):
            self._ended = True
            return "the bot is not running"
        for _ in range(self.answers.qsize()):      # late answers to earlier requests
            if self.answers.get_nowait() is None:
                self._ended = True
                return "the bot has exited"
        self._send(request)
        deadline = time.monotonic() + self.timeout_s
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return f"{NO_ANSWER} {self.timeout_s:g} s"
            if cancel is not None and cancel.is_set():
                return "cancelled before the bot answered"
            try:
                line = self.answers.get(timeout=min(left, 0.05))
            except queue.Empty:
                continue
            if line is None:
                self._ended = True
                return "the bot has exited"
            answer = self._parse(line, request["id"], legal_json)
            if answer is not _STALE:
                return answer

    def _parse(self, line, request_id: int, legal_json: list):
        """An answer line as an engine action, _STALE, or what is wrong with it."""
        if line is _TOO_LONG:
            return f"an answer longer than {MAX_REPLY // 1024} KB"
        try:
            data = decode_json(line)
        except BadJson as err:
            return {"encoding": "not UTF-8 text", "syntax": "not JSON", "number": "a number far too long",
                    "nesting": "JSON nested too deeply"}[err.kind] + f": {_shown(line)}"
        if not isinstance(data, dict):
            return f"not an action object: {_shown(line)}"
        if "id" in data:
            answer_id = data.pop("id")
            if _same_id(answer_id, request_id) is None:
                return f"the answer's id {_shown(json.dumps(answer_id))} is not a request's number"
            if not _same_id(answer_id, request_id):
                if _as_int(answer_id) < request_id:
                    return _STALE
                return f"the answer's id {_as_int(answer_id)} was never asked (this request is {request_id})"
        # Fields the action does not have (a comment, a bot's own notes) are left out.
        known = {key for action in legal_json if action.get("type") == data.get("type") for key in action}
        if known:
            data = {key: value for key, value in data.items() if key in known}
        try:
            return self.game.action_from_json(data)
        except IllegalAction as err:
            return f"bad action ({self.game.explain(err, [], 'en')})"

    def __del__(self):
        try:
            self.close()
        except Exception:     # interpreter shutdown: nothing left to tidy
            pass


def _accepted(rules, state, action: tuple) -> bool:
    """Whether the engine takes an action that `legal` does not list: `legal_actions` lists a
    sample where the choices are many (Monopoly Builder's bids, offers and payments), and a bot
    may make any choice a person could."""
    try:
        rules.apply(rules.clone(state), action)
    except IllegalAction:
        return False
    return True


def _as_int(value) -> int | None:
    """A request number from an answer's id: a whole number, or its digits as a string."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 18:
        return int(value)
    return None


def _same_id(value, request_id: int) -> bool | None:
    number = _as_int(value)
    return None if number is None else number == request_id


def _shown(line) -> str:
    """Part of a bot's line for a warning (repr: control characters escaped)."""
    text = line.decode("utf-8", "replace") if isinstance(line, bytes) else str(line)
    return repr(text.strip()[:80])


class _Dead:
    """Stands for a bot process that could not start or was closed."""

    stdin = stdout = None

    @staticmethod
    def poll():
        return 1
