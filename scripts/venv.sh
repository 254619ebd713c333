#!/bin/sh
# Make .venv (once) and install mbqt with its test and build tools into it; again when
# pyproject.toml changes. Used by run.sh and test.sh after scripts/system-deps.sh. A few
# lines on standard error; pip's own output goes to the log, shown when something fails.
set -e
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
LOG=${MBQT_SETUP_LOG:-$PWD/.setup.log}

say() { echo "mbqt: $*" >&2; }
fail() {
    tail -n 8 "$LOG" | sed 's/^/    /' >&2
    say "$1; the whole log: $LOG"
    exit 1
}

# No pip in .venv: never made, or made by a python3 without its venv module (Debian's
# python3-venv), which leaves a .venv with no pip behind: made again from scratch.
if [ ! -x .venv/bin/pip ]; then
    say "creating .venv with $("$PYTHON" -c 'import sys; print("Python %d.%d.%d" % sys.version_info[:3])')"
    echo "== $(date '+%F %T') $PYTHON -m venv --clear .venv" >>"$LOG"
    "$PYTHON" -m venv --clear .venv >>"$LOG" 2>&1 || fail "could not create .venv"
fi
if [ ! -f .venv/.installed ] || [ pyproject.toml -nt .venv/.installed ]; then
    say "installing mbqt and its Python packages into .venv (Qt's are 250 MB: minutes the first time)"
    start=$(date +%s)
    echo "== $(date '+%F %T') pip install -e '.[dev,build]'" >>"$LOG"
    .venv/bin/python -m pip install --upgrade pip >>"$LOG" 2>&1 || fail "pip could not be upgraded"
    .venv/bin/python -m pip install -e '.[dev,build]' >>"$LOG" 2>&1 || fail "pip could not install mbqt"
    touch .venv/.installed
    say "set up in $(( $(date +%s) - start )) s"
fi
