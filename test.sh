#!/bin/sh
# Set everything up on a fresh Debian/Ubuntu machine and run the whole test suite.
set -e
cd "$(dirname "$0")"
sh scripts/system-deps.sh
sh scripts/venv.sh
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
