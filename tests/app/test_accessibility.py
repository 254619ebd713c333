"""Every interactive item has an accessible name and role (issue #19, accessibility): with
accessibility on (as a screen reader turns it on), a walk over the window's items on the
shell's screens and both games' boards (hiring, auctions, the build planner, sending
workers), a hint and the replay viewer finds none without them. A mouse area inside a
card, or the text field of a spin box, is announced as its card or its control: their name
and role count."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem

from mbqt.core.registry import GAMES
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "human", "colour": 1, "symbol": 1}]
EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "batisseurs-game.json"


def _described(item) -> tuple[str, object]:
    iface = QAccessible.queryAccessibleInterface(item)
    return (iface.text(QAccessible.Text.Name), iface.role()) if iface else ("", None)


def unnamed(ui) -> list[str]:
    """The visible interactive items (buttons, focusable items, mouse areas) without an
    accessible name and role."""
    missing, todo, count = [], [ui.window.contentItem()], 0
    while todo:
        item = todo.pop()
        if not item.isVisible() or not item.isEnabled():
            continue
        meta = item.metaObject()
        part = "MouseArea" in meta.className() or "TextInput" in meta.className()     # a part of its control
        if part or item.activeFocusOnTab() or meta.indexOfSignal("clicked()") >= 0:
            count += 1
            name, role = _described(item)
            if part and not name and item.parentItem() is not None:
                name, role = _described(item.parentItem())
            if not name or role in (None, QAccessible.Role.NoRole):
                missing.append(f"{meta.className()} {item.objectName()!r} in "
                               f"{item.parentItem().metaObject().className() if item.parentItem() else ''}")
        todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
    assert count >= 1, "the walk found the window's items"
    return missing


@pytest.mark.parametrize("game_id", GAMES)
def test_every_interactive_item_has_a_name_and_a_role(ui, human, game_id):
    QAccessible.setActive(True)
    try:
        for screen in ("title", "newgame", "settings", "rules", "saves"):
            ui.app.show(screen)
            ui.settle()
            assert unnamed(ui) == [], screen
        ui.app.show("newgame")
        ui.click("game_" + game_id)
        ui.app.newGame(SEATS, 0, [], "4")
        game = ui.game
        steps = set()
        for _ in range(40 if game_id == "master-builder" else 12):     # Master Builder: to its first plan
            human.wait(game)
            ui.settle()
            if game.passTo >= 0:
                assert unnamed(ui) == [], "the pass-device cover"
                ui.click("passReady")
                ui.settle()
            step = getattr(game, "step", "") or "turn"
            if step not in steps:
                steps.add(step)
                assert unnamed(ui) == [], step
            human.move(game)
        human.wait(game)
        ui.settle()
        if game.canHint:
            ui.click("hintButton")
            ui.wait_until(lambda: bool(ui.items("hintBest")) and ui.item("hintBest").property("visible"), WAIT_MS)
            assert unnamed(ui) == [], "the hint"
        if game_id == "master-builder":
            assert steps >= {"hire", "open", "plan"}
    finally:
        QAccessible.setActive(False)


def test_the_replay_viewer_has_names(ui):
    QAccessible.setActive(True)
    try:
        ui.app.openReplay(QUrl.fromLocalFile(str(EXAMPLE)))
        ui.wait_until(lambda: ui.app.screen == "replay" and ui.app.replay.length > 0, WAIT_MS)
        ui.settle()
        assert unnamed(ui) == []
    finally:
        QAccessible.setActive(False)
