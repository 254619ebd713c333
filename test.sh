#!/bin/sh
# Set everything up on a fresh Debian/Ubuntu machine (the first time) and run the test suite;
# arguments go to pytest (paths from the checkout). The frozen tests build the installers.
set -e
cd "$(dirname "$0")"
needs=qt
case " $* " in *frozen*) needs="qt build" ;; esac
sh scripts/system-deps.sh "$0" $needs
sh scripts/venv.sh
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
