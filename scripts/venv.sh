#!/bin/sh
# Make .venv (once) and install mbqt with its test and build tools into it; reinstall when
# pyproject.toml changes. Used by run.sh and test.sh.
set -e
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
if [ ! -f .venv/.installed ] || [ pyproject.toml -nt .venv/.installed ]; then
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -e '.[dev,build]'
    touch .venv/.installed
fi
