#!/bin/bash
# The README's two commands on fresh minimal systems, as a new user would run them (CI runs
# this: .ci/run). For each system:
#   root:  ./run.sh --help (Python only: no Qt library installed), ./run.sh with no display
#          (refused with the reason, still nothing of Qt), ./test.sh TESTS (installs the
#          offscreen libraries), ./run.sh under Xvfb (installs the X11 ones; the window must
#          be drawn), ./mbqt/run.sh replay mbqt/FILE from the parent folder;
#   user:  a new user without sudo gets the `su - -c` line; with sudo (no password), runs
#          ./run.sh, runs exactly the install line it printed, then ./run.sh (window) and
#          ./test.sh TESTS;
#   both, a second time: the window and the tests again, and nothing may be installed.
# Each scenario starts from the same base system, made once with debootstrap --variant=minbase
# and kept in the cache (remade after MBQT_BASE_DAYS days); apt's .debs and pip's downloads
# are cached there too, so only a first run downloads them (pip's cache stays empty behind a
# proxy that drops PyPI's Cache-Control headers: pip then downloads again each time). Needs
# root, debootstrap, Xvfb, xwininfo (installed when missing), and overlay mounts; every mount
# is made in a private mount namespace, so none outlives the script even if it is killed.
#
#     sudo scripts/check-fresh-systems.sh [debian:SUITE | ubuntu:SUITE ...]
#     (default: debian:stable debian:testing; CI: see .ci/run)
#
# Environment: MBQT_CHROOT_CACHE (default /var/cache/mbqt-chroots), MBQT_BASE_DAYS (7),
# MBQT_FRESH_TESTS (the pytest arguments of ./test.sh, default below), MBQT_DEBIAN_MIRROR,
# MBQT_UBUNTU_MIRROR. Screenshots and logs: test-artifacts/fresh-systems/.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${MBQT_CHROOT_CACHE:-/var/cache/mbqt-chroots}
BASE_DAYS=${MBQT_BASE_DAYS:-7}
TESTS=${MBQT_FRESH_TESTS:--x tests/packaging/test_setup_scripts.py tests/core/test_cli.py tests/app/test_smoke.py}
DEBIAN_MIRROR=${MBQT_DEBIAN_MIRROR:-http://deb.debian.org/debian}
UBUNTU_MIRROR=${MBQT_UBUNTU_MIRROR:-http://archive.ubuntu.com/ubuntu}
OUT=$HERE/test-artifacts/fresh-systems
ROOT_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
USER_PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games     # Debian's, for users: no sbin
[ $# -gt 0 ] || set -- debian:stable debian:testing

if [ "$(id -u)" != 0 ]; then
    echo "check-fresh-systems: run it as root (debootstrap, chroot, mounts)" >&2
    exit 1
fi
if [ -z "${MBQT_FRESH_NAMESPACE-}" ]; then     # again, alone in a mount namespace of its own
    MBQT_FRESH_NAMESPACE=1 exec unshare --mount --propagation private "$0" "$@"
fi

START=$(date +%s)
log() { echo "[$(( $(date +%s) - START ))s] $*"; }
die() { echo "check-fresh-systems: FAILED: $*" >&2; exit 1; }

tools=
command -v debootstrap >/dev/null || tools="$tools debootstrap"
command -v Xvfb >/dev/null || tools="$tools xvfb"
command -v xwininfo >/dev/null || tools="$tools x11-utils"
if [ -n "$tools" ]; then
    log "installing on this machine:$tools"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $tools >/dev/null ||
        { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $tools >/dev/null; }
fi

mkdir -p "$CACHE" "$OUT"
exec 9>"$CACHE/.lock"       # one check at a time on a machine: they share the caches
flock 9
WORK=$(mktemp -d /var/tmp/mbqt-fresh.XXXXXX)
XVFB_PID=
BUSY=
teardown() {    # teardown DIR: end the processes of DIR's fresh system, unmount it, remove DIR
    local dir=$1 p
    for p in /proc/[0-9]*; do           # a window under test, a daemon apt started...
        [ "$(readlink "$p/root" 2>/dev/null)" = "$dir/root" ] && kill -9 "${p#/proc/}" 2>/dev/null
    done
    # Its mounts, deepest first (the namespace would drop them anyway when it ends).
    awk -v d="$dir" '$2 == d || index($2, d "/") == 1 {print $2}' /proc/self/mounts | sort -r | while read -r m; do
        umount -l "$m" || true
    done
    rm -rf "$dir"
}
cleanup() {
    set +e
    [ -n "$BUSY" ] && kill "$BUSY" 2>/dev/null
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
    for dir in "$WORK"/*/; do teardown "${dir%/}"; done
    rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# One X server for the windows, its framebuffer readable as a file (scripts/fresh_window.py).
mkdir -p "$WORK/x"
Xvfb -displayfd 3 -screen 0 1280x800x24 -fbdir "$WORK/x" -nolisten tcp -br 3>"$WORK/x/display" \
    2>"$WORK/x/xvfb.log" &
XVFB_PID=$!
for _ in $(seq 50); do [ -s "$WORK/x/display" ] && break; sleep 0.1; done
DISPLAY_NUM=$(cat "$WORK/x/display")
[ -n "$DISPLAY_NUM" ] || die "Xvfb did not start: $(cat "$WORK/x/xvfb.log")"

# This machine's https may need certificate authorities of its own (a TLS proxy): when its
# pip is told of them (PIP_CERT), pip in the fresh systems gets the same file, nothing else.
HOST_PIP_CERT=${PIP_CERT-}
PASS_ENV=()
[ -n "$HOST_PIP_CERT" ] && PASS_ENV=(PIP_CERT=/etc/mbqt-check-pip-ca.crt)

SHA=$(git -C "$HERE" rev-parse HEAD)
git -C "$HERE" diff --quiet HEAD || log "note: uncommitted changes are not checked (the clone has $SHA)"

# ------------------------------------------------------------------ base systems

base() {    # base SYSTEM: the cached base system's folder, made or remade when old
    local system=$1 distro=${1%%:*} suite=${1#*:} dir stamp tmp
    dir=$CACHE/base/${distro}-${suite}
    stamp=$dir.made
    if [ -f "$stamp" ] && [ -n "$(find "$stamp" -mtime -"$BASE_DAYS")" ]; then
        echo "$dir"
        return
    fi
    log "debootstrap $system (minbase; cached in $dir)" >&2
    tmp=$dir.new
    rm -rf "$tmp"
    mkdir -p "$CACHE/debootstrap/$distro-$suite"
    case $distro in
        debian) debootstrap --variant=minbase --cache-dir="$CACHE/debootstrap/$distro-$suite" \
                    "$suite" "$tmp" "$DEBIAN_MIRROR" >"$WORK/debootstrap.log" 2>&1 ;;
        ubuntu)  # Debian 12's debootstrap has no script for new Ubuntu releases, nor their key:
                 # the Ubuntu script, unsigned (a test system, thrown away after the check).
                debootstrap --variant=minbase --components=main,universe --no-check-gpg \
                    --cache-dir="$CACHE/debootstrap/$distro-$suite" "$suite" "$tmp" "$UBUNTU_MIRROR" \
                    /usr/share/debootstrap/scripts/gutsy >"$WORK/debootstrap.log" 2>&1 ;;
        *) die "unknown system $system (debian:SUITE or ubuntu:SUITE)" ;;
    esac || {
        tail -n 20 "$WORK/debootstrap.log" >&2
        [ -d "$dir" ] || die "debootstrap $system"
        log "debootstrap $system failed: the cached base system, older than $BASE_DAYS days, is used" >&2
        rm -rf "$tmp"
        echo "$dir"
        return
    }
    chroot "$tmp" apt-get clean
    rm -rf "$dir"
    mv "$tmp" "$dir"
    touch "$stamp"
    echo "$dir"
}

# ------------------------------------------------------------------ one fresh system

# fresh NAME BASE: a new system at $WORK/NAME/root, an overlay on BASE (which stays as it
# is), with /proc, /dev/shm, the X socket, apt's and pip's caches mounted, and a user `player`.
fresh() {
    local name=$1 lower=$2 d=$WORK/$1
    mkdir -p "$d"
    # Its files in memory when there is room (about 2 GB): removing them from disk took
    # 30-45 s a scenario on a busy machine.
    if [ "$(awk '/^MemAvailable:/ {print int($2 / 1048576)}' /proc/meminfo)" -ge 8 ]; then
        mount -t tmpfs -o size=6g tmpfs "$d"
    fi
    mkdir -p "$d/upper" "$d/work" "$d/root"
    mount -t overlay overlay -o "lowerdir=$lower,upperdir=$d/upper,workdir=$d/work" "$d/root"
    R=$d/root
    mount -t proc proc "$R/proc"
    mount -t tmpfs -o mode=1777 shm "$R/dev/shm"
    mkdir -p "$R/dev/pts" "$R/tmp/.X11-unix"
    mount -t devpts -o newinstance,ptmxmode=0666 devpts "$R/dev/pts"
    mount --bind "$R/dev/pts/ptmx" "$R/dev/ptmx"
    mount --bind /tmp/.X11-unix "$R/tmp/.X11-unix"
    mkdir -p "$CACHE/apt/$DISTRO-$SUITE/partial"
    mount --bind "$CACHE/apt/$DISTRO-$SUITE" "$R/var/cache/apt/archives"
    chroot "$R" useradd -m -s /bin/bash -u 1000 player
    grep -qw "$(hostname)" "$R/etc/hosts" 2>/dev/null || echo "127.0.1.1 $(hostname)" >>"$R/etc/hosts"  # as installed systems have
    mkdir -p "$CACHE/pip-root" "$CACHE/pip-user" "$R/root/.cache/pip" "$R/home/player/.cache/pip"
    chown 1000:1000 "$CACHE/pip-user" "$R/home/player/.cache" "$R/home/player/.cache/pip"
    mount --bind "$CACHE/pip-root" "$R/root/.cache/pip"
    mount --bind "$CACHE/pip-user" "$R/home/player/.cache/pip"
    if [ -n "$HOST_PIP_CERT" ]; then
        cp "$HOST_PIP_CERT" "$R/etc/mbqt-check-pip-ca.crt"
    fi
    # A mirror may serve testing's Release file days after its Valid-Until (seen: 18 days,
    # a snapshot behind this machine's proxy): apt would refuse every update.
    echo 'Acquire::Check-Valid-Until "false";' >"$R/etc/apt/apt.conf.d/99mbqt-check"
}

clone() {   # clone HOME UID: the project at HOME/mbqt, owned by UID
    git clone -q --no-hardlinks "$HERE" "$R$1/mbqt"
    git -C "$R$1/mbqt" checkout -q --detach "$SHA"
    chown -R "$2:$2" "$R$1/mbqt"
}

home() { if [ "$1" = player ]; then echo /home/player; else echo /root; fi; }

# enter WHO: ENTER, the command that enters the fresh system as root or player, in a clean
# environment (a user's PATH has no sbin folder, as Debian gives it).
enter() {
    if [ "$1" = player ]; then
        ENTER=(chroot --userspec=1000:1000 "$R" /usr/bin/env -i USER=player LOGNAME=player PATH=$USER_PATH)
    else
        ENTER=(chroot "$R" /usr/bin/env -i USER=root LOGNAME=root PATH=$ROOT_PATH)
    fi
    ENTER+=(HOME="$(home "$1")" "${PASS_ENV[@]}" LANG=C.UTF-8)
}

# as WHO COMMAND...: run a shell command in the fresh system, as root or player, from the
# home folder; its output is appended to $LOG and kept in $OUTPUT.
as() {
    local who=$1
    shift
    enter "$who"
    echo "\$ $*" >>"$LOG"
    "${ENTER[@]}" TERM=dumb ${XDISPLAY:+DISPLAY=$XDISPLAY} /bin/sh -c "cd && $*" >"$WORK/as.out" 2>&1 &
    waited $!
    OUTPUT=$(cat "$WORK/as.out")
    printf '%s\n[status %s]\n' "$OUTPUT" "$STATUS" >>"$LOG"
}

# waited PID: STATUS, the exit status of that background command. Waiting in the background
# lets Ctrl-C or a CI's TERM stop the check at once (bash runs a trap only between commands).
waited() {
    BUSY=$1
    STATUS=0
    wait "$1" || STATUS=$?
    BUSY=
}

ok() {      # ok WHO COMMAND...: as, which must succeed
    as "$@"
    [ "$STATUS" = 0 ] || { printf '%s\n' "$OUTPUT" | tail -n 30 >&2; failed "$1" "$2 (status $STATUS)"; }
}

failed() {  # failed WHO WHAT: stop, keeping the project's set-up log beside ours
    cp "$R$(home "$1")/mbqt/.setup.log" "${LOG%.log}.setup.log" 2>/dev/null || true
    die "$SYSTEM ($1): $2; logs: $LOG, ${LOG%.log}.setup.log"
}

installs() { wc -l <"$R/var/log/dpkg.log" 2>/dev/null || echo 0; }    # dpkg.log's lines: grows at any install

has_lib() { chroot "$R" /sbin/ldconfig -p | grep -q "^[[:space:]]*$1 ("; }

# window WHO SHOT: ./run.sh under Xvfb; it must draw its window (scripts/fresh_window.py),
# then it is closed. The first one also sets up everything, in the same run.
window() {
    local who=$1 shot=$2 pid
    enter "$who"
    echo "\$ ./run.sh  (DISPLAY=:$DISPLAY_NUM)" >>"$LOG"
    setsid "${ENTER[@]}" DISPLAY=":$DISPLAY_NUM" /bin/sh -c 'cd ~/mbqt && exec ./run.sh' >"$WORK/window.log" 2>&1 &
    pid=$!
    python3 "$HERE/scripts/fresh_window.py" ":$DISPLAY_NUM" "$WORK/x/Xvfb_screen0" "$pid" "$shot" \
        >"$WORK/window.out" 2>&1 &
    waited $!
    if [ "$STATUS" != 0 ]; then
        cat "$WORK/window.log" "$WORK/window.out" >>"$LOG"
        tail -n 30 "$WORK/window.log" >&2
        kill -9 -- "-$pid" 2>/dev/null || true
        failed "$who" "./run.sh drew no window ($(cat "$WORK/window.out"))"
    fi
    kill -- "-$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    OUTPUT=$(cat "$WORK/window.log")
    printf '%s\n%s\n' "$OUTPUT" "$(cat "$WORK/window.out")" >>"$LOG"
    log "  ./run.sh: $(cat "$WORK/window.out")"
}

lines() { printf '%s\n' "$OUTPUT" | grep -c '^mbqt: ' || true; }   # the set-up's lines in the output

# ------------------------------------------------------------------ the scenarios

as_root() {
    fresh "$DISTRO-$SUITE-root" "$BASE"
    clone /root 0
    LOG=$OUT/$DISTRO-$SUITE-root.log
    : >"$LOG"
    log "$SYSTEM as root"

    local t0=$SECONDS
    ok root 'cd mbqt && ./run.sh --help'
    has_lib libGL.so.1 && die "$SYSTEM: ./run.sh --help installed Qt's libraries"
    log "  ./run.sh --help: $((SECONDS - t0)) s, $(lines) set-up lines; Python only (no libGL)"

    XDISPLAY= as root 'cd mbqt && ./run.sh'
    [ "$STATUS" = 1 ] && printf '%s\n' "$OUTPUT" | grep -q 'no display' ||
        die "$SYSTEM: ./run.sh without a display: status $STATUS: $OUTPUT"
    has_lib libGL.so.1 && die "$SYSTEM: ./run.sh without a display installed Qt's libraries"
    log "  ./run.sh without a display: $(printf '%s\n' "$OUTPUT" | head -n 1)"

    t0=$SECONDS
    ok root "cd mbqt && ./test.sh $TESTS"
    log "  ./test.sh $TESTS: $((SECONDS - t0)) s, $(lines) set-up lines: $(printf '%s\n' "$OUTPUT" | tail -n 1)"
    has_lib libxcb-cursor.so.0 && die "$SYSTEM: ./test.sh installed the X11 libraries (offscreen needs none)"

    t0=$SECONDS
    window root "$OUT/$DISTRO-$SUITE-root.png"
    log "  (first window: $((SECONDS - t0)) s with the set-up, $(lines) set-up lines)"

    ok root './mbqt/run.sh replay mbqt/docs/examples/two-player-game.json'
    printf '%s\n' "$OUTPUT" | grep -q 'game over' || die "$SYSTEM: run.sh from another folder: $OUTPUT"
    log "  ./mbqt/run.sh replay mbqt/docs/...: paths from the caller's folder"

    again root
    teardown "$WORK/$DISTRO-$SUITE-root"
}

as_user() {
    fresh "$DISTRO-$SUITE-user" "$BASE"
    clone /home/player 1000
    LOG=$OUT/$DISTRO-$SUITE-user.log
    : >"$LOG"
    log "$SYSTEM as a new user"

    as player 'cd mbqt && ./run.sh --help'
    local line
    line=$(printf '%s\n' "$OUTPUT" | sed -n "s/^    \(su - -c .*\)/\1/p")
    [ "$STATUS" = 1 ] && [ -n "$line" ] || die "$SYSTEM: no su line without sudo (status $STATUS): $OUTPUT"
    case $line in *libgl1*) die "$SYSTEM: ./run.sh --help asks for Qt's libraries: $line" ;; esac
    log "  without sudo, ./run.sh --help prints: $line"

    chroot "$R" /usr/bin/env -i PATH=$ROOT_PATH DEBIAN_FRONTEND=noninteractive \
        sh -c 'apt-get install -y -q --no-install-recommends sudo || { apt-get update -q && apt-get install -y -q --no-install-recommends sudo; }' \
        >>"$LOG" 2>&1 || die "$SYSTEM: could not install sudo (log: $LOG)"
    echo 'player ALL=(ALL:ALL) NOPASSWD: ALL' >"$R/etc/sudoers.d/player"
    chmod 0440 "$R/etc/sudoers.d/player"

    XDISPLAY=:$DISPLAY_NUM as player 'cd mbqt && ./run.sh'
    line=$(printf '%s\n' "$OUTPUT" | sed -n "s/^    \(sudo .*\)/\1/p")
    [ "$STATUS" = 1 ] && [ -n "$line" ] || die "$SYSTEM: ./run.sh printed no sudo line (status $STATUS): $OUTPUT"
    log "  ./run.sh prints: $line"
    local t0=$SECONDS
    ok player "$line"
    log "  which installs them in $((SECONDS - t0)) s"

    t0=$SECONDS
    window player "$OUT/$DISTRO-$SUITE-user.png"
    printf '%s\n' "$OUTPUT" | grep -q 'sudo ' && die "$SYSTEM: ./run.sh asked again after the install: $OUTPUT"
    log "  (first window: $((SECONDS - t0)) s with .venv, $(lines) set-up lines)"

    t0=$SECONDS
    ok player "cd mbqt && ./test.sh $TESTS"
    log "  ./test.sh $TESTS: $((SECONDS - t0)) s, $(lines) set-up lines: $(printf '%s\n' "$OUTPUT" | tail -n 1)"

    again player
    teardown "$WORK/$DISTRO-$SUITE-user"
}

again() {   # again WHO: the window and the tests a second time; nothing may be installed
    local who=$1 before installed t0
    before=$(installs)
    installed=$(stat -c %Y "$R$(home "$who")/mbqt/.venv/.installed")
    t0=$SECONDS
    window "$who" "$OUT/$DISTRO-$SUITE-$who-again.png"
    [ "$(lines)" = 0 ] || die "$SYSTEM ($who): the second ./run.sh set up again: $OUTPUT"
    ok "$who" "cd mbqt && ./test.sh $TESTS"
    [ "$(lines)" = 0 ] || die "$SYSTEM ($who): the second ./test.sh set up again: $OUTPUT"
    [ "$(installs)" = "$before" ] || die "$SYSTEM ($who): dpkg installed something the second time"
    [ "$(stat -c %Y "$R$(home "$who")/mbqt/.venv/.installed")" = "$installed" ] ||
        die "$SYSTEM ($who): pip installed again the second time"
    t0=$((SECONDS - t0))
    ok "$who" 'cd mbqt && s=$(date +%s%N) && ./run.sh --version && echo "took $(( ($(date +%s%N) - s) / 1000000 )) ms"'
    log "  again: window and tests in $t0 s, nothing installed; ./run.sh --version" \
        "$(printf '%s\n' "$OUTPUT" | sed -n 's/^took //p')"
}

for SYSTEM in "$@"; do
    DISTRO=${SYSTEM%%:*}
    SUITE=${SYSTEM#*:}
    BASE=$(base "$SYSTEM")
    log "$SYSTEM is $(chroot "$BASE" sh -c '. /etc/os-release; echo "$PRETTY_NAME"') ($(chroot "$BASE" dpkg-query -W -f='${Version}' libc6 | cut -d- -f1) glibc)"
    as_root
    as_user
done
log "passed: $*"
log "time: $(( $(date +%s) - START )) s"
