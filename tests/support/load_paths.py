"""Runs files through a command's load path in one child process, the way a person runs
`mbqt replay FILE` or `mbqt text --load FILE`, and reports on each: its exit status, what it
printed, its time, and whether it raised, hung (past ALARM_S) or ran out of memory (the
child's address space is capped at MEMORY_CAP). One process for the whole corpus: a file
that leaves something behind (a thread, a lock, a huge allocation) shows on the next ones.

    python -m tests.support.load_paths replay|text MANIFEST  (a JSON list of file paths)
prints one JSON line per file: {"path", "status", "out", "err", "seconds", "crash"}, then
{"max_rss_mb": ...}. `run(command, paths)` does it from a test.
"""
from __future__ import annotations

import io
import json
import os
import re
import resource
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path

ALARM_S = 20
MEMORY_CAP = 3 << 30     # bytes of address space: Python with pydantic needs a few hundred MB
ROOT = Path(__file__).resolve().parents[2]


class Hung(Exception):
    pass


def _on_alarm(signum, frame):
    raise Hung(f"no answer within {ALARM_S} s")


def _one(command: str, path: str) -> dict:
    from mbqt.cli import main
    argv = ["replay", path] if command == "replay" else ["text", "--load", path, "--lang", "en"]
    out, err = io.StringIO(), io.StringIO()
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(""), out, err     # text: the player has left (end of input)
    crash, started = "", time.perf_counter()
    signal.alarm(ALARM_S)
    try:
        status = main(argv)
    except BaseException:     # anything escaping main is what a person would see as a traceback
        status, crash = None, traceback.format_exc(limit=5)
    finally:
        signal.alarm(0)
        sys.stdin, sys.stdout, sys.stderr = sys.__stdin__, sys.__stdout__, sys.__stderr__
    return {"path": path, "status": status, "out": out.getvalue()[-2000:], "err": err.getvalue()[-2000:],
            "seconds": round(time.perf_counter() - started, 3), "crash": crash}


def _child(command: str, manifest: str) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    signal.signal(signal.SIGALRM, _on_alarm)
    report = sys.__stdout__
    for path in json.loads(Path(manifest).read_text(encoding="utf-8")):
        report.write(json.dumps(_one(command, path)) + "\n")
        report.flush()
    report.write(json.dumps({"max_rss_mb": _peak_rss_mb()}) + "\n")


def _peak_rss_mb() -> int:
    """This process's peak memory (VmHWM: getrusage's ru_maxrss keeps the parent's across exec)."""
    status = Path("/proc/self/status").read_text(encoding="ascii")
    return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) // 1024


def run(command: str, paths: list, folder: Path) -> tuple[dict, int]:
    """{path: report} for every file, and the child's peak memory in MB."""
    manifest = folder / f"manifest-{command}.json"
    manifest.write_text(json.dumps([str(p) for p in paths]), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "tests.support.load_paths", command, str(manifest)],
                          capture_output=True, text=True, cwd=folder, env=env, timeout=60 + ALARM_S * len(paths),
                          stdin=subprocess.DEVNULL)
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines and "max_rss_mb" in lines[-1], done.stdout[-2000:] + done.stderr[-2000:]
    return {r["path"]: r for r in lines[:-1]}, lines[-1]["max_rss_mb"]


if __name__ == "__main__":
    _child(sys.argv[1], sys.argv[2])
