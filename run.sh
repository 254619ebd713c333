#!/bin/sh
# Set everything up on a fresh Debian/Ubuntu machine and start the game.
set -e
cd "$(dirname "$0")"
sh scripts/system-deps.sh
sh scripts/venv.sh
exec .venv/bin/python -m mbqt "$@"
