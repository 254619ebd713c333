"""The set-up behind the README's two commands: what mbqt does without a display, and
where the text mode saves."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mbqt import cli, paths


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
