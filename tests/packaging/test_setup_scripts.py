"""The set-up behind the README's two commands (run.sh, test.sh, scripts/system-deps.sh), on
a pretend Debian: fake ldconfig, apt-cache, apt-get, dpkg-query, id and sudo on the PATH, over
an archive where a package may be renamed (Debian 13's libglib2.0-0t64). The same commands
on real fresh systems: scripts/check-fresh-systems.sh (CI). Also the hosted-runner workflow
that builds the Windows and macOS installers (.github/workflows/installers.yml)."""
from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from mbqt import cli, paths

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "system-deps.sh"
TABLE = re.findall(r"^(?:TABLE=\")?(qt|window|build)\s+(lib|cmd|font)\s+(\S+)\s+(\S+?)\"?$",
                   SCRIPT.read_text(encoding="utf-8"), re.M)
TOOLS = ("dirname", "grep", "find", "sed", "awk", "date", "tail", "cat", "cut", "head", "chmod")

FAKE_LDCONFIG = """#!/bin/sh
while read -r lib; do printf '\\t%s (libc6,x86-64) => /usr/lib/x86_64-linux-gnu/%s\\n' "$lib" "$lib"; done <"$FAKE/libs"
"""
FAKE_APT_CACHE = """#!/bin/sh
# archive lines: package|old name it provides|files it brings
line=$(grep "^$2|" "$FAKE/archive")
case $1 in
    policy) echo "$2:"; echo "  Installed: (none)"
            if [ -n "$line" ]; then echo "  Candidate: 1.0"; else echo "  Candidate: (none)"; fi ;;
    showpkg) echo "Package: $2"; echo "Reverse Provides: "
             grep "^[^|]*|$2|" "$FAKE/archive" | cut -d'|' -f1 | sed 's/$/ 1.0 (= 1.0)/' ;;
esac
"""
FAKE_DPKG_QUERY = """#!/bin/sh
for last; do :; done
grep -qx "$last" "$FAKE/installed" && printf 'ii ' && exit 0
echo "dpkg-query: no packages found matching $last" >&2; exit 1
"""
FAKE_APT_GET = """#!/bin/sh
[ "$(id -u)" = 0 ] || { echo "E: are you root?" >&2; exit 100; }
echo "apt-get $*" >>"$FAKE/calls"
[ "$1" = install ] || exit 0
for p; do
    case $p in install|-*) continue ;; esac
    line=$(grep "^$p|" "$FAKE/archive" || grep "^[^|]*|$p|" "$FAKE/archive" | head -n 1)
    [ -n "$line" ] || { echo "E: Unable to locate package $p" >&2; exit 100; }
    echo "${line%%|*}" >>"$FAKE/installed"
    [ -f "$FAKE/broken" ] && continue       # a package whose file does not arrive
    for f in $(echo "$line" | cut -d'|' -f3); do
        case $f in
            cmd:*) printf '#!/bin/sh\\n' >"$FAKE/bin/${f#cmd:}"; chmod +x "$FAKE/bin/${f#cmd:}" ;;
            *) echo "$f" >>"$FAKE/libs" ;;
        esac
    done
done
"""
FAKE_ID = '#!/bin/sh\necho "$FAKE_UID"\n'
FAKE_SUDO = '#!/bin/sh\nFAKE_UID=0 exec "$@"\n'


def executable(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


class FakeDebian:
    """A checkout (scripts/system-deps.sh and a made .venv) on a pretend Debian: nothing
    installed, an archive of every package of the script's table, some renamed."""

    def __init__(self, base: Path, renamed: dict[str, str] | None = None, uid: int = 0, sudo: bool = False):
        self.base = base
        self.checkout = base / "checkout"
        (self.checkout / "scripts").mkdir(parents=True)
        shutil.copy(SCRIPT, self.checkout / "scripts")
        (self.checkout / ".venv" / "bin").mkdir(parents=True)
        executable(self.checkout / ".venv" / "bin" / "pip", "#!/bin/sh\n")
        self.fake = base / "fake"
        self.bin = self.fake / "bin"
        self.bin.mkdir(parents=True)
        for tool in TOOLS:
            (self.bin / tool).symlink_to(shutil.which(tool))
        for name, text in (("ldconfig", FAKE_LDCONFIG), ("apt-cache", FAKE_APT_CACHE), ("apt-get", FAKE_APT_GET),
                           ("dpkg-query", FAKE_DPKG_QUERY), ("id", FAKE_ID)):
            executable(self.bin / name, text)
        if sudo:
            executable(self.bin / "sudo", FAKE_SUDO)
        files: dict[str, list[str]] = {}
        for _need, check, arg, package in TABLE:
            files.setdefault(package, []).append({"lib": arg, "cmd": f"cmd:{arg}", "font": ""}[check])
        renamed = renamed or {}
        (self.fake / "archive").write_text("".join(
            f"{renamed.get(p, p)}|{p if p in renamed else ''}|{' '.join(f for f in fs if f)}\n"
            for p, fs in files.items()), encoding="utf-8")
        for name in ("libs", "installed", "calls"):
            (self.fake / name).write_text("", encoding="utf-8")
        fonts = base / "home" / ".fonts"
        fonts.mkdir(parents=True)
        (fonts / "DejaVuSans.ttf").write_bytes(b"")
        self.uid = uid

    def run(self, *needs: str, uid: int | None = None) -> subprocess.CompletedProcess:
        env = {"PATH": str(self.bin), "HOME": str(self.base / "home"), "FAKE": str(self.fake),
               "FAKE_UID": str(self.uid if uid is None else uid), "LC_ALL": "C"}
        return subprocess.run(["/bin/sh", str(self.checkout / "scripts" / "system-deps.sh"), "./run.sh", *needs],
                              env=env, capture_output=True, text=True, timeout=60)

    def calls(self) -> list[str]:
        return (self.fake / "calls").read_text(encoding="utf-8").splitlines()

    def install_everything(self) -> None:
        for line in (self.fake / "archive").read_text(encoding="utf-8").splitlines():
            name, _old, files = line.split("|")
            with open(self.fake / "installed", "a", encoding="utf-8") as f:
                f.write(name + "\n")
            for item in files.split():
                if item.startswith("cmd:"):
                    executable(self.bin / item[4:], "#!/bin/sh\n")
                else:
                    with open(self.fake / "libs", "a", encoding="utf-8") as f:
                        f.write(item + "\n")


def printed_command(done: subprocess.CompletedProcess) -> str:
    """The install command the script printed (its indented line starting with sudo or su)."""
    lines = [line[4:] for line in done.stderr.splitlines() if re.match(r"    (sudo|su) ", line)]
    assert len(lines) == 1, done.stderr
    return lines[0]


def test_the_table_names_every_library_of_the_platform_notes():
    packages = {package for _n, _c, _a, package in TABLE}
    assert {"libglib2.0-0", "libgl1", "libegl1", "libfontconfig1", "libxkbcommon0", "libx11-6", "libdbus-1-3",
            "libxcb-cursor0", "libxkbcommon-x11-0", "binutils"} <= packages
    assert {need for need, *_ in TABLE} == {"qt", "window", "build"}


def test_nothing_missing_touches_no_apt(tmp_path):
    debian = FakeDebian(tmp_path)
    debian.install_everything()
    done = debian.run("qt", "window", "build")
    assert done.returncode == 0 and done.stderr == ""
    assert debian.calls() == []


def test_root_on_a_renamed_release_installs_the_new_name_once(tmp_path):
    debian = FakeDebian(tmp_path, renamed={"libglib2.0-0": "libglib2.0-0t64"})
    done = debian.run("qt")
    assert done.returncode == 0, done.stderr
    update, install = debian.calls()
    assert update == "apt-get update"
    assert install.startswith("apt-get install -y --no-install-recommends ")
    assert "libglib2.0-0t64" in install.split() and "libglib2.0-0" not in install.split()
    assert "libxcb-cursor0" not in install and "binutils" not in install      # only what qt needs
    assert len(done.stderr.splitlines()) <= 3 and ".setup.log" in done.stderr
    again = debian.run("qt")
    assert again.returncode == 0 and again.stderr == ""
    assert len(debian.calls()) == 2                   # the second start does not touch apt


@pytest.mark.parametrize("sudo, prefix", [(True, "sudo apt-get update && sudo apt-get install"),
                                          (False, "su - -c 'apt-get update && apt-get install")])
def test_a_user_gets_one_line_to_run_and_it_is_enough(tmp_path, sudo, prefix):
    debian = FakeDebian(tmp_path, renamed={"libglib2.0-0": "libglib2.0-0t64"}, uid=1000, sudo=sudo)
    done = debian.run("qt", "window")
    assert done.returncode == 1
    command = printed_command(done)
    assert command.startswith(prefix)
    assert "libglib2.0-0t64" in command and " libglib2.0-0 " not in command + " "
    assert "Qt's X11 libraries, to open the window" in done.stderr and "./run.sh again" in done.stderr
    assert debian.calls() == []
    if not sudo:
        command = command[len("su - -c '"):-1]       # what root runs after giving its password
        env_uid = 0
    else:
        env_uid = 1000
    ran = subprocess.run(["/bin/sh", "-c", command], env={"PATH": str(debian.bin), "FAKE": str(debian.fake),
                                                          "FAKE_UID": str(env_uid)}, capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
    again = debian.run("qt", "window")
    assert again.returncode == 0 and again.stderr == ""


def test_an_installed_package_whose_file_is_missing_stops_instead_of_asking_again(tmp_path):
    debian = FakeDebian(tmp_path, renamed={"libglib2.0-0": "libglib2.0-0t64"}, uid=1000, sudo=True)
    debian.install_everything()
    (debian.fake / "libs").write_text("\n".join(
        lib for lib in (debian.fake / "libs").read_text().split() if lib != "libglib-2.0.so.0"), encoding="utf-8")
    done = debian.run("qt")
    assert done.returncode == 1
    assert "libglib2.0-0t64 is installed, yet the library libglib-2.0.so.0 is not found" in done.stderr
    assert not re.search(r"^    (sudo|su) ", done.stderr, re.M)       # no install line to run again


def test_root_stops_when_the_install_did_not_bring_the_file(tmp_path):
    debian = FakeDebian(tmp_path)
    (debian.fake / "broken").write_text("")
    done = debian.run("build")
    assert done.returncode == 1
    assert re.search(r"installed (\S+ )*binutils( \S+)*, yet the command strip is still missing", done.stderr)
    assert [c.split()[0:2] for c in debian.calls()] == [["apt-get", "update"], ["apt-get", "install"]]


def test_building_the_installers_brings_qts_x11_libraries(tmp_path):
    """The .deb names the package of every library the bundle links to, Qt's X11 plugin's
    among them: `build` must bring them, or the build stops on a machine without them."""
    debian = FakeDebian(tmp_path)
    done = debian.run("qt", "build")
    assert done.returncode == 0, done.stderr
    installed = debian.calls()[-1].split()
    window = {package for need, _c, _a, package in TABLE if need == "window"}
    assert window | {"binutils"} <= set(installed)
    assert "which the installers name" in done.stderr and "to open the window" not in done.stderr
    assert debian.run("qt", "window", "build").stderr == ""     # nothing left to install


def test_a_missing_python_venv_module_is_asked_for(tmp_path):
    debian = FakeDebian(tmp_path, uid=1000, sudo=True)
    debian.install_everything()
    shutil.rmtree(debian.checkout / ".venv")
    executable(debian.bin / "python3", "#!/bin/sh\n"
               "case $2 in *ensurepip*) exit 1 ;; *) echo 3.13 ;; esac\n")   # Debian's python3 without python3-venv
    done = debian.run()
    assert done.returncode == 1
    assert printed_command(done).endswith("install -y --no-install-recommends python3.13-venv")
    assert "Python's venv module, to create .venv" in done.stderr
    executable(debian.bin / "python3", "#!/bin/sh\ncase $2 in *ensurepip*) exit 1 ;; *) echo 3.10 ;; esac\n")
    done = debian.run()
    assert done.returncode == 1 and "Python 3.11 or newer is needed; python3 is Python 3.10" in done.stderr


# ----------------------------------------------------------------- run.sh and test.sh

@pytest.fixture
def checkout(tmp_path):
    """run.sh and test.sh in a checkout whose set-up scripts record what they were asked
    for, and whose .venv's mbqt and python print their arguments and folder."""
    top = tmp_path / "checkout"
    (top / "scripts").mkdir(parents=True)
    (top / ".venv" / "bin").mkdir(parents=True)
    for name in ("run.sh", "test.sh"):
        shutil.copy(ROOT / name, top / name)
    executable(top / "scripts" / "system-deps.sh", f'#!/bin/sh\necho "$*" >"{tmp_path}/needs"\n')
    executable(top / "scripts" / "venv.sh", "#!/bin/sh\n")
    for name in ("mbqt", "python"):
        executable(top / ".venv" / "bin" / name, f'#!/bin/sh\necho "{name} $* in $PWD"\n')
    return top


def run_script(checkout: Path, script: str, *args: str, cwd: Path | None = None, **env: str):
    environ = {"PATH": os.environ["PATH"], "HOME": str(checkout.parent), **env}
    done = subprocess.run([str(checkout / script), *args], cwd=cwd or checkout, env=environ, capture_output=True,
                          text=True, timeout=60)
    needs_file = checkout.parent / "needs"
    needs = needs_file.read_text().split()[1:] if needs_file.exists() else None
    return done, needs


@pytest.mark.parametrize("args, needs", [
    ((), ["qt", "window"]),
    (("app",), ["qt", "window"]),
    (("text",), []),
    (("text", "--load", "a.json"), []),
    (("--help",), []),
    (("app", "--help"), []),
    (("replay", "x.json"), []),
    (("schema",), []),
    (("arena", "--players", "easy,easy"), []),
    (("--version",), []),
])
def test_run_sh_asks_only_for_what_the_command_needs(checkout, args, needs):
    done, asked = run_script(checkout, "run.sh", *args, DISPLAY=":0")
    assert done.returncode == 0, done.stderr
    assert asked == needs
    assert done.stdout.startswith("mbqt " + " ".join(args))


def test_run_sh_offscreen_needs_no_x11_libraries(checkout):
    done, asked = run_script(checkout, "run.sh", "app", "--smoke", "out", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0 and asked == ["qt"]


def test_run_sh_without_a_display_says_so_before_installing_anything(checkout):
    done, asked = run_script(checkout, "run.sh")
    assert done.returncode == 1 and asked is None
    assert "there is no display to open the window on" in done.stderr
    assert f"To play in this terminal: {checkout}/run.sh text" in done.stderr


def test_run_sh_keeps_the_callers_folder(checkout, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done, _ = run_script(checkout, "run.sh", "text", "--load", "mysave.json", cwd=elsewhere)
    assert done.stdout.strip() == f"mbqt text --load mysave.json in {elsewhere}"


@pytest.mark.parametrize("args, needs", [((), ["qt"]), (("-m", "frozen", "tests/test_frozen.py"), ["qt", "build"])])
def test_test_sh_needs(checkout, tmp_path, args, needs):
    done, asked = run_script(checkout, "test.sh", *args, cwd=tmp_path)
    assert asked == needs
    assert done.stdout.strip() == f"python -m pytest {' '.join(args)} in {checkout}".replace("  ", " ")


def test_the_real_run_sh_from_the_parent_of_a_folder_named_mbqt(tmp_path):
    """`./mbqt/run.sh replay mbqt/game.json` from the folder holding a checkout named mbqt:
    that folder must not shadow the package (python -m mbqt would import it)."""
    (tmp_path / "mbqt").mkdir()
    shutil.copy(ROOT / "docs" / "examples" / "two-player-game.json", tmp_path / "mbqt" / "game.json")
    done = subprocess.run([str(ROOT / "run.sh"), "replay", "mbqt/game.json"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Round 6 of 6, phase income: game over")


# ----------------------------------------------------------------- mbqt itself

@pytest.mark.parametrize("env, missing", [
    ({}, True),
    ({"QT_QPA_PLATFORM": "xcb"}, True),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, True),
    ({"DISPLAY": ":0"}, False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, False),
    ({"QT_QPA_PLATFORM": "offscreen"}, False),
    ({"QT_QPA_PLATFORM": "vnc:size=800x600"}, False),
])
def test_no_display(monkeypatch, env, missing):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.no_display() is missing


def test_mbqt_app_without_a_display_says_so_instead_of_aborting(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.main(["app"]) == 1
    err = capsys.readouterr().err
    assert "there is no display to open the window on" in err and "mbqt text" in err


def test_a_windowed_program_without_standard_streams_ends_cleanly(monkeypatch):
    """PyInstaller's windowed programs (mbqt.exe on Windows) have no sys.stdout nor
    sys.stderr: closing the app must not fail on flushing them (an error dialog). A command
    that prints has nowhere to print: it ends with the status of an output that cannot be
    written (as with `mbqt replay FILE >&-` on Linux), without an exception."""
    from mbqt.exit_status import EXIT_OUTPUT
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert cli.main(["replay", str(ROOT / "docs" / "examples" / "two-player-game.json")]) == EXIT_OUTPUT
    assert cli.main(["replay", "no-such-file.json"]) == 2


@pytest.mark.parametrize("xdg", [None, "relative"])
def test_the_data_folder_is_the_apps(tmp_path, monkeypatch, xdg):
    """paths.data_dir() is where the app keeps its saves (Qt's AppDataLocation for
    organization and application mbqt), found without Qt, for the text mode."""
    from PySide6.QtCore import QCoreApplication, QStandardPaths
    monkeypatch.setenv("HOME", str(tmp_path))
    if xdg:
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
    else:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("mbqt")
    QCoreApplication.setApplicationName("mbqt")
    try:
        qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])
    assert paths.data_dir() == Path(qt) == tmp_path / ".local" / "share" / "mbqt" / "mbqt"
    from mbqt.app.save_list import SAVES_FOLDER
    assert paths.default_save_path("x.json") == Path(qt) / SAVES_FOLDER / "x.json"


def test_the_data_folder_follows_xdg_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert paths.default_save_path("a.json") == tmp_path / "mbqt" / "mbqt" / "saves" / "a.json"


# ----------------------------------------------------------------- the hosted-runner workflow

def test_installers_workflow_builds_smokes_and_uploads_on_windows_and_macos():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8"))
    assert workflow["name"] and True in workflow     # `on:` is read as True by YAML 1.1
    (job,) = workflow["jobs"].values()
    assert set(job["strategy"]["matrix"]["os"]) == {"windows-latest", "macos-latest"}
    assert job["runs-on"] == "${{ matrix.os }}"
    steps = job["steps"]
    uses = [s.get("uses", "") for s in steps]
    runs = "\n".join(s.get("run", "") for s in steps)
    assert any(u.startswith("actions/checkout@") for u in uses)
    assert any(u.startswith("actions/setup-python@") for u in uses)
    assert "pip install" in runs and "packaging/build.py" in runs
    assert "--smoke" in runs and job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    assert "iscc" in runs.lower() or "innosetup" in runs.lower()
    upload = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert upload and all(s.get("if", "") in ("", "always()") for s in upload)
    uploaded = "\n".join(str(s["with"]["path"]) for s in upload)
    assert "setup.exe" in uploaded and ".dmg" in uploaded and "smoke" in uploaded
    smoke_steps = [s for s in steps if "--smoke" in s.get("run", "")]
    assert {s.get("if", "") for s in smoke_steps} >= {"runner.os == 'Windows'", "runner.os == 'macOS'"}
