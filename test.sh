#!/bin/sh
# Set everything up on a fresh Debian/Ubuntu machine (the first time) and run the test suite;
# arguments go to pytest (paths from the checkout). The frozen tests also need binutils, and
# Qt's X11 libraries: the bundle carries Qt's xcb plugin, and its .deb declares their packages.
set -e
cd "$(dirname "$0")"
needs=qt
case " $* " in *frozen*) needs="qt window build" ;; esac
sh scripts/system-deps.sh "$0" $needs
sh scripts/venv.sh
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
