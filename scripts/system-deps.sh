#!/bin/sh
# The Debian/Ubuntu packages a command needs, installed once:
#     sh scripts/system-deps.sh CALLER NEED...      (CALLER: what the user ran, e.g. ./run.sh)
# NEEDs: qt (the libraries Qt draws with, offscreen too, and a font), window (Qt's X11
# window libraries), build (binutils, for the installers; it brings window too: the bundle
# carries Qt's X11 plugin, and its .deb names the package of every library it links to, so
# they must be on the building machine). The libraries are those PySide6's Qt links to (ldd)
# that a minimal Debian lacks; what they need in turn comes with them.
# Python 3.11+ with its venv module is added while .venv has not been made.
#
# What is checked is the file each package brings (a library in ldconfig's cache, a
# command, a font), never a package name: names differ between releases (Debian 13 and
# Ubuntu 24.04 renamed libglib2.0-0 to libglib2.0-0t64 for 64-bit time). The name to install
# is asked of apt: the package itself if this release has it, else the package that
# provides its name here. Nothing missing: apt is not touched. As root the packages are
# installed (apt's output goes to the log); otherwise the one command to run is printed.
# A package that is installed while its file is still missing stops the set-up with that
# reason, so it can never ask for the same install again and again.
set -e
CALLER=${1:?usage: system-deps.sh CALLER NEED...}
shift
NEEDS=$*
case " $* " in *" build "*) case " $* " in *" window "*) ;; *) set -- "$@" window ;; esac ;; esac
ROOT=$(cd "$(dirname "$0")/.." && pwd)
LOG=${MBQT_SETUP_LOG:-$ROOT/.setup.log}
PYTHON=${PYTHON:-python3}
PATH=$PATH:/usr/sbin:/sbin      # ldconfig, for users whose PATH has no sbin folder

# need  check   file, command or font  Debian 12 package
TABLE="qt      lib     libglib-2.0.so.0        libglib2.0-0
qt      lib     libGL.so.1              libgl1
qt      lib     libEGL.so.1             libegl1
qt      lib     libfontconfig.so.1      libfontconfig1
qt      lib     libxkbcommon.so.0       libxkbcommon0
qt      lib     libX11.so.6             libx11-6
qt      lib     libdbus-1.so.3          libdbus-1-3
qt      lib     libgssapi_krb5.so.2     libgssapi-krb5-2
qt      font    -                       fonts-dejavu-core
window  lib     libxcb-cursor.so.0      libxcb-cursor0
window  lib     libxcb-icccm.so.4       libxcb-icccm4
window  lib     libxcb-image.so.0       libxcb-image0
window  lib     libxcb-keysyms.so.1     libxcb-keysyms1
window  lib     libxcb-randr.so.0       libxcb-randr0
window  lib     libxcb-render-util.so.0 libxcb-render-util0
window  lib     libxcb-shape.so.0       libxcb-shape0
window  lib     libxcb-xkb.so.1         libxcb-xkb1
window  lib     libxkbcommon-x11.so.0   libxkbcommon-x11-0
build   cmd     strip                   binutils
build   cmd     objdump                 binutils"

say() { echo "mbqt: $*" >&2; }

purpose() {
    case $1 in
        python) echo "Python's venv module, to create .venv" ;;
        qt) echo "the libraries Qt draws with, and a font" ;;
        window) case " $NEEDS " in
                    *" build "*) echo "Qt's X11 libraries, which the installers name" ;;
                    *) echo "Qt's X11 libraries, to open the window" ;;
                esac ;;
        build) echo "binutils, to build the installers" ;;
    esac
}

has() {     # has CHECK ARG: is it on this machine? (lib: in $LIBS, ldconfig's cache)
    case $1 in
        lib) printf '%s\n' "$LIBS" | grep -q "^[[:space:]]*$2 (" ;;
        cmd) command -v "$2" >/dev/null 2>&1 ;;
        font) find /usr/share/fonts /usr/local/share/fonts "$HOME/.local/share/fonts" "$HOME/.fonts" \
                  \( -name '*.ttf' -o -name '*.otf' \) 2>/dev/null | grep -q . ;;
        python) "$PYTHON" -c 'import sys, ensurepip; sys.exit(sys.version_info < (3, 11))' 2>/dev/null ;;
    esac
}

what() {    # what CHECK ARG: the thing checked, in words
    case $1 in
        lib) echo "the library $2" ;;
        cmd) echo "the command $2" ;;
        font) echo "a font (.ttf or .otf)" ;;
        python) echo "$PYTHON's venv module (ensurepip)" ;;
    esac
}

# What is missing, as lines "need check arg package" (package: as named on Debian 12).
missing() {
    LIBS=$(ldconfig -p 2>/dev/null || true)
    if [ ! -x "$ROOT/.venv/bin/pip" ] && ! has python -; then
        echo "python python - python3-venv"
    fi
    for need in "$@"; do
        printf '%s\n' "$TABLE" | while read -r n check arg package; do
            if [ "$n" = "$need" ] && ! has "$check" "$arg"; then echo "$n $check $arg $package"; fi
        done
    done
    return 0
}

# The name of `package` on this release: itself if apt has a candidate for it, else the
# package that provides that name (libglib2.0-0 -> libglib2.0-0t64), else itself unchanged.
resolve() {
    candidate=$(LC_ALL=C apt-cache policy "$1" 2>/dev/null | sed -n 's/^ *Candidate: //p')
    if [ -z "$candidate" ] || [ "$candidate" = "(none)" ]; then
        provider=$(LC_ALL=C apt-cache showpkg "$1" 2>/dev/null |
                   sed -n '/^Reverse Provides:/{n;s/ .*//;p;q}')
        if [ -n "$provider" ]; then echo "$provider"; return; fi
    fi
    echo "$1"
}

installed() {
    dpkg-query -W -f='${db:Status-Abbrev}' "$1" 2>/dev/null | grep -q '^ii'
}

# The packages to install for the missing lines on stdin; stops when one is already
# installed (its file should be there: asking again would loop).
packages() {
    seen=
    while read -r need check arg package; do
        if [ "$check" = python ] && has cmd "$PYTHON"; then
            version=$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
            case $version in
                2.*|3.[0-9]|3.10)
                    say "Python 3.11 or newer is needed; $PYTHON is Python $version."
                    say "Install a newer one, then run: PYTHON=/path/to/python3.12 $CALLER"
                    exit 1 ;;
            esac
            package=python$version-venv     # the venv module of this very interpreter
        fi
        name=$(resolve "$package")
        if installed "$name"; then
            say "$name is installed, yet $(what "$check" "$arg") is not found: installing it again would not help."
            say "Please report this to mbqt's developers (the check is in scripts/system-deps.sh)."
            exit 1
        fi
        case " $seen " in *" $name "*) ;; *) seen="$seen $name" ;; esac
    done
    echo $seen
}

MISSING=$(missing "$@")
[ -n "$MISSING" ] || exit 0
if ! command -v apt-get >/dev/null 2>&1; then
    say "this is not Debian or Ubuntu: install the equivalent of these Debian packages if $CALLER fails:"
    say "    $(printf '%s\n' "$MISSING" | awk '{print $4}' | sort -u | tr '\n' ' ')"
    exit 0
fi
FOR=
for need in python qt window build; do
    if printf '%s\n' "$MISSING" | grep -q "^$need "; then FOR="${FOR:+$FOR; }$(purpose $need)"; fi
done

if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    say "installing Debian packages ($FOR); log: $LOG"
    echo "== $(date '+%F %T') $CALLER: apt-get update" >>"$LOG"
    apt-get update >>"$LOG" 2>&1 || say "apt-get update failed (offline?): trying with the package lists there are"
    PKGS=$(printf '%s\n' "$MISSING" | packages)
    say "    $PKGS"
    echo "== $(date '+%F %T') $CALLER: apt-get install $PKGS" >>"$LOG"
    # shellcheck disable=SC2086
    if ! apt-get install -y --no-install-recommends $PKGS >>"$LOG" 2>&1; then
        tail -n 5 "$LOG" | sed 's/^/    /' >&2
        say "apt-get install failed; the whole log: $LOG"
        exit 1
    fi
    STILL=$(missing "$@")
    [ -z "$STILL" ] && exit 0
    printf '%s\n' "$STILL" | while read -r need check arg package; do
        say "installed $PKGS, yet $(what "$check" "$arg") is still missing"
    done
    say "the whole log: $LOG"
    exit 1
fi

PKGS=$(printf '%s\n' "$MISSING" | packages)
INSTALL="apt-get install -y --no-install-recommends $PKGS"
say "$CALLER needs these Debian packages ($FOR):"
say "    $PKGS"
if command -v sudo >/dev/null 2>&1; then
    say "Install them with this command, then run $CALLER again:"
    echo "    sudo apt-get update && sudo $INSTALL" >&2
else
    # `su -`: a login shell, whose PATH has /usr/sbin (dpkg needs ldconfig); plain su keeps the user's.
    say "There is no sudo here: install them as root with this command (root's password), then run $CALLER again:"
    echo "    su - -c 'apt-get update && $INSTALL'" >&2
fi
exit 1
