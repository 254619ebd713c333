#!/bin/sh
# Set everything up on a fresh Debian/Ubuntu machine (the first time) and start the game:
# `./run.sh` opens the window, `./run.sh text` plays in the terminal, `./run.sh --help` lists
# the commands. Paths in the arguments are taken from the folder you run it from.
set -e
here=$(cd "$(dirname "$0")" && pwd)
needs="qt window"
case ${1-} in text|replay|schema|arena|hint|-h|--help|--version) needs= ;; esac
case " $* " in *" -h "*|*" --help "*) needs= ;; esac
if [ -n "$needs" ]; then
    case ${QT_QPA_PLATFORM:-xcb} in
        xcb*|wayland*)      # a window on a display server: the same check as mbqt's (cli.py)
            if [ -z "${DISPLAY-}${WAYLAND_DISPLAY-}" ]; then
                echo "mbqt: there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set)." >&2
                echo "To play in this terminal: $0 text" >&2
                exit 1
            fi ;;
        *) needs=qt ;;      # offscreen, vnc...: no X11 libraries
    esac
fi
sh "$here/scripts/system-deps.sh" "$0" $needs
sh "$here/scripts/venv.sh"
exec "$here/.venv/bin/mbqt" "$@"      # not `python -m mbqt`: a folder named mbqt here would shadow it
