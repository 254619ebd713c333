"""External bots: any program can take a seat by speaking JSON lines (docs/bots.md).

Any game of mbqt.core.registry: the view and the actions are the game facade's. For each decision
with a choice the bot receives one line
  {"type": "decision", "protocol": 1, "game": "batisseurs", "id": 7, "seat": 1,
   "view": {...the seat's view...}, "legal": [{...}, ...]}
and answers one line holding an action in the documented JSON format (it may carry the
request's "id", to be safe from a late answer). At the end of the session it receives
{"type": "bye"} and its stdin closes. A bot that answers garbage, an illegal action, or
nothing within its time limit loses that decision to a random stand-in, with a warning in
the log ("mbqt.ai.external"); the game goes on. The program's stderr is left to the terminal.
"""
from __future__ import annotations

import json
import logging
import queue
import shlex
import subprocess
import threading
import time

from mbqt.ai.random_player import RandomPlayer
from mbqt.core.errors import IllegalAction

PROTOCOL = 1
log = logging.getLogger("mbqt.ai.external")


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
        self.stand_in = RandomPlayer(seed, game)
        self.proc = None
        self.answers: queue.Queue = queue.Queue()
        self.requests = 0
        self.failures = 0

    # --- the process

    def _start(self) -> bool:
        if self.proc is not None:
            return self.proc.poll() is None
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         text=True, encoding="utf-8", bufsize=1)
        except OSError as err:
            log.warning("bot %r could not be started: %s", self.command, err.strerror or err)
            self.proc = _Dead()
            return False
        threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True).start()
        return True

    def _read(self, stream) -> None:
        try:
            for line in stream:
                self.answers.put(line)
        except (OSError, ValueError):
            pass
        self.answers.put(None)    # end of output: the bot is gone

    def _send(self, message: dict) -> bool:
        try:
            self.proc.stdin.write(json.dumps(message, ensure_ascii=False) + "\n")
            self.proc.stdin.flush()
            return True
        except (OSError, ValueError, AttributeError):
            return False

    def close(self) -> None:
        """Say goodbye and end the program (killed if it lingers)."""
        proc, self.proc = self.proc, _Dead()
        if proc is None or isinstance(proc, _Dead):
            return
        if proc.poll() is None:
            self.proc = proc
            self._send({"type": "bye"})
            self.proc = _Dead()
            try:
                proc.stdin.close()
            except OSError:
                pass
            try:
                proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()

    # --- a decision

    def choose(self, state, seat: int, cancel=None) -> tuple:
        rules = self.game
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]      # nothing to ask
        self.requests += 1
        request = {"type": "decision", "protocol": PROTOCOL, "game": rules.id, "id": self.requests, "seat": seat,
                   "view": rules.view(state, seat), "legal": [rules.action_to_json(a) for a in legal]}
        problem = self._ask(request, cancel, rules)
        if isinstance(problem, tuple):
            if problem in legal:
                return problem
            problem = f"illegal action {rules.action_to_json(problem)}"
        self.failures += 1
        log.warning("bot %r (seat %d, decision %d): %s; a random stand-in plays this decision",
                    self.command, seat, self.requests, problem)
        return self.stand_in.choose(state, seat)

    def _ask(self, request: dict, cancel, rules):
        """The bot's action as an engine tuple, or a sentence saying what went wrong."""
        if not self._start():
            return "the bot is not running"
        while not self.answers.empty():            # late answers to earlier requests
            if self.answers.get_nowait() is None:
                self.answers.put(None)
                return "the bot has exited"
        if not self._send(request):
            return "the bot does not read its input (it may have exited)"
        deadline = time.monotonic() + self.timeout_s
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return f"no answer within {self.timeout_s:g} s"
            if cancel is not None and cancel.is_set():
                return "cancelled before the bot answered"
            try:
                line = self.answers.get(timeout=min(left, 0.05))
            except queue.Empty:
                continue
            if line is None:
                self.answers.put(None)
                return "the bot has exited"
            answer = self._parse(line, request["id"], rules)
            if answer is not _STALE:
                return answer

    @staticmethod
    def _parse(line: str, request_id: int, rules):
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            return f"not JSON: {line.strip()[:80]!r}"
        if not isinstance(data, dict):
            return f"not an action object: {line.strip()[:80]!r}"
        if "id" in data:
            if data.pop("id") != request_id:
                return _STALE
        try:
            return rules.action_from_json(data)
        except IllegalAction as err:
            return f"bad action ({rules.explain(err, [], 'en')})"

    def __del__(self):
        try:
            self.close()
        except Exception:     # interpreter shutdown: nothing left to tidy
            pass


_STALE = object()


class _Dead:
    """Stands for a bot process that could not start or was closed."""

    stdin = stdout = None

    @staticmethod
    def poll():
        return 1
