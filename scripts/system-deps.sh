#!/bin/sh
# Install the Debian/Ubuntu libraries Qt needs, offscreen and in a window, and binutils
# (strip, objdump) for building the installers (packaging/build.py).
# As root it installs what is missing; otherwise it prints the command to run.
set -e
PKGS="libgl1 libegl1 libfontconfig1 libglib2.0-0 libxkbcommon0 libx11-6 libdbus-1-3 fonts-dejavu-core
libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0
libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 python3-venv binutils"
command -v dpkg-query >/dev/null 2>&1 || exit 0   # not Debian/Ubuntu: nothing to do here
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends $missing
else
    echo "Qt needs these system packages:$missing"
    echo "Install them with: sudo apt-get install -y --no-install-recommends$missing"
    exit 1
fi
