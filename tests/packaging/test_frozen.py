"""The installers and the frozen (PyInstaller) app, where a missing Qt plugin or QML module
only shows at run time. Builds everything with packaging/build.py (a few minutes), so it is
not in the default run; CI runs it (.ci/run):

    ./test.sh -m frozen tests/packaging/test_frozen.py
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from mbqt.core.registry import DEFAULT_GAME, GAMES

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
ARTIFACTS = ROOT / "test-artifacts" / "frozen"
SCREENS = ("01-title", "02-settings", "03-load-dialog-2", "05-master-builder", "06-french", "07-master-builder-played",
           "08-master-builder-saved", "09-batisseurs", "10-batisseurs-played")

pytestmark = [pytest.mark.frozen, pytest.mark.skipif(not sys.platform.startswith("linux"),
                                                     reason="the Linux bundle and .deb are built here")]


@pytest.fixture(scope="module")
def figures() -> dict[str, float]:
    """Build the bundle, the .tar.gz and the .deb; the figures the build printed."""
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], cwd=ROOT,
                          capture_output=True, text=True)
    print(done.stdout)
    assert done.returncode == 0, done.stderr[-3000:]
    return {k: float(v) for k, v in re.findall(r"^(\w+): ([\d.]+)$", done.stdout, re.M)}


@pytest.fixture(scope="module")
def unpacked(figures, tmp_path_factory) -> Path:
    """The .deb's files, unpacked as dpkg would install them (under a temporary root)."""
    root = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "-x", str(next((ROOT / "dist").glob(f"mbqt_{VERSION}_*.deb"))), str(root)],
                   check=True)
    return root


def smoke(program: Path, out: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([str(program), "app", "--smoke", str(out)], env=env, capture_output=True,
                          text=True, timeout=600)


def test_sizes_meet_the_targets(figures):
    assert figures["onedir_mb"] <= 160
    assert figures["deb_mb"] <= 45
    assert figures["tar_mb"] > 0


def test_frozen_bundle_plays_saves_and_quits(figures, tmp_path):
    done = smoke(ROOT / "dist" / "mbqt" / "mbqt", tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"smoke: passed (mbqt {VERSION})" in done.stderr
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for name in SCREENS:
        shot = tmp_path / f"{name}.png"
        assert shot.stat().st_size > 5000, name       # a rendered screen, not an empty image
        shutil.copy(shot, ARTIFACTS / shot.name)
    saves = [json.loads(p.read_text(encoding="utf-8")) for p in (tmp_path / "data" / "saves").glob("save-*.json")]
    assert sorted(save["setup"].get("game", DEFAULT_GAME) for save in saves) == sorted(GAMES)   # one of each game


def test_deb_installs_launcher_desktop_entry_and_icons(unpacked):
    launcher = unpacked / "usr" / "bin" / "mbqt"
    assert os.readlink(launcher) == "../lib/mbqt/mbqt"
    desktop = (unpacked / "usr" / "share" / "applications" / "mbqt.desktop").read_text(encoding="utf-8")
    assert "Exec=mbqt\n" in desktop and "Icon=mbqt\n" in desktop
    for n in (16, 32, 48, 128, 256, 512):
        assert (unpacked / "usr" / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "mbqt.png").is_file()
    version = subprocess.run([str(launcher), "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.strip() == f"mbqt {VERSION}"


def test_deb_declares_the_system_libraries(figures):
    deb = next((ROOT / "dist").glob(f"mbqt_{VERSION}_*.deb"))
    control = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends", "Version"], capture_output=True,
                             text=True, check=True).stdout
    for package in ("libc6 (>= 2.36)", "libgl1", "libegl1", "libxcb1", "fonts-dejavu-core"):
        assert package in control
    assert f"Version: {VERSION}" in control


def test_installed_app_runs_from_the_launcher(unpacked, tmp_path):
    done = smoke(unpacked / "usr" / "bin" / "mbqt", tmp_path)
    assert done.returncode == 0, done.stderr


def test_smoke_fails_when_a_qml_module_is_missing(unpacked, tmp_path):
    """The check is worth something only if it catches a bundle missing a module."""
    module = unpacked / "usr" / "lib" / "mbqt" / "_internal" / "PySide6" / "Qt" / "qml" / "Qt" / "labs" / "folderlistmodel"
    shutil.move(module, tmp_path / "aside")
    try:
        done = smoke(unpacked / "usr" / "bin" / "mbqt", tmp_path / "out")
    finally:
        shutil.move(tmp_path / "aside", module)
    assert done.returncode == 1
    assert 'module "Qt.labs.folderlistmodel" is not installed' in done.stderr
