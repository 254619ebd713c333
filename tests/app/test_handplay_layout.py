"""A layout that fits and stays still (issue #13), as players playing whole games by hand met
it: texts cut short, items that jump when a line comes or goes, a start without focus, stale
tooltips. Each driven here with keys or the mouse on the real QML items."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from tests.support import layout
from tests.support.app import FAIL_ON_WARNINGS, human_move

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def top(item) -> float:
    """Where an item's top edge is in the window."""
    return item.mapToScene(QPointF(0, 0)).y()


def play_until(ui, human, wanted, limit: int = 500) -> None:
    game = ui.game
    for _ in range(limit):
        human.wait(game)
        if wanted(game):
            return
        assert not game.over
        human_move(game)
    raise AssertionError("never reached")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_master_builder_the_fire_list_shows_the_whole_worker(ui, human, language):
    """At 1280x720 and 1024x768 the Fire list showed "A-06 · Apprentice · $1,000 · Ho", cut
    with no ellipsis (a combo box's text neither elides nor wraps, and the layout check looked
    at Text items only): the chosen worker shows whole, id, type, wage and quirks."""
    ui.app.language = language
    try:
        ui.app.newGame(SEATS, 0, [], "115")
        play_until(ui, human, lambda g: g.humanTurn and g.step == "hire"
                   and any(o["label"].count(" · ") >= 3 for o in g.fireOptions))
        choice = ui.item("fireChoice")
        choice.setProperty("currentIndex", next(i for i, o in enumerate(ui.game.fireOptions)
                                                if o["label"].count(" · ") >= 3))
        for size in ((1280, 720), (1024, 768), (1920, 1080)):
            ui.resize(*size)
            ui.shot(f"handplay-fire-list-{language}-{size[0]}x{size[1]}")
            assert layout.cut_inputs(choice) == [], size
            shown = choice.property("contentItem")
            assert shown.property("text") == choice.property("displayText")
            assert not shown.property("truncated"), size
            assert shown.property("contentWidth") <= shown.width() + 1, size
    finally:
        ui.app.language = "en"


def test_master_builder_raise_and_pass_stay_put_whatever_the_prompt(ui, human):
    """At 1024x768 Raise and Pass moved up about 16 px when the prompt went from two lines
    to one between two bids (a short name, a long one), and 12 px when a contract with money
    on it came on display: a click aimed at Pass landed beside it. They stay put."""
    ui.resize(1024, 768)
    lines, places = set(), set()
    for name in ("Ann", "Adelheid von Hohenstaufen"):
        ui.app.show("title")
        ui.app.newGame([dict(SEATS[0], name=name), SEATS[1]], 0, [], "115")
        game = ui.game
        while True:
            play_until(ui, human, lambda g: g.humanTurn and g.step == "bid" or g.round > 2)
            if game.round > 2:
                break
            ui.settle()
            button = ui.item("bidPassButton")
            lines.add(ui.item("prompt").property("lineCount"))
            places.add(top(button))
            ui.click(button)            # a pass, then the same again in the next auction
    assert lines == {1, 2}, "prompts of one line and of two"
    assert len(places) == 1, places


@pytest.mark.parametrize("language", ["en", "fr"])
def test_master_builder_the_build_planner_stays_put_as_its_lines_come_and_go(ui, human, language):
    """The build planner's workers and contracts moved 12-30 px as its lines changed: the
    help, a plan not yet valid, what the plan brings, the confirmation asked before it is
    submitted. A worker or section aimed at moved away under the pointer. They stay put."""
    ui.app.language = language
    ui.app.confirmIrreversible = True
    try:
        ui.resize(1024, 768)
        ui.app.newGame(SEATS, 0, [], "21")
        game = ui.game
        human.play_until_step(game, "plan")
        ui.settle()
        planner = game.buildPlanner

        def places():
            ui.settle()
            worker = ui.items(f"planWorker_{planner.workers.rows()[0]['workerId']}")[0]
            contract = [c for c in ui.typed("QQuickRectangle") if c.objectName().startswith("planContract_")][0]
            return [round(top(item)) for item in (worker, contract)]

        start, texts = places(), {ui.text("planMessage")}
        ui.click("suggestButton")               # what the plan brings shows
        assert places() == start
        texts.add(ui.text("planMessage"))
        for worker in planner.workers.rows():   # a worker taken off a section: maybe not valid yet
            if worker["placed"]:
                ui.click(ui.items(f"planWorker_{worker['workerId']}")[0])
                assert places() == start
                texts.add(ui.text("planMessage"))
                break
        ui.click("suggestButton")
        ui.click("submitButton")                # the confirmation asked
        assert game.confirming
        assert places() == start
        ui.shot(f"handplay-planner-confirming-{language}")
        texts.add(ui.text("planMessage"))
        assert len(texts) >= 3, texts
    finally:
        ui.app.language = "en"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_batisseurs_the_confirmation_does_not_push_the_players_down(ui, qtbot, language):
    """In Les Bâtisseurs a building clicked asked for a confirmation on a line of its own,
    which pushed the players' panels down about 21 px (and back up once confirmed). The line
    takes the place of the hint under the buttons: nothing below it moves."""
    ui.app.language = language
    ui.app.confirmIrreversible = True
    try:
        ui.resize(1024, 768)
        game = ui.new_game("batisseurs", SEATS, "4")
        qtbot.waitUntil(lambda: game.humanTurn, timeout=60_000)
        ui.settle()
        players = ui.item("players")
        before = top(players)
        building = [b for b in game.buildingsModel.rows() if b["openable"]][-1]
        ui.click(f"building_{building['cardId']}")
        ui.settle()
        assert game.confirming and ui.item("message").isVisible()
        ui.shot(f"handplay-batisseurs-confirming-{language}")
        assert top(players) == before
        assert not ui.item("message").property("truncated")
    finally:
        ui.app.language = "en"


def test_batisseurs_the_resource_legend_is_legible_at_1024x768(ui, qtbot):
    """At 1024x768 the French resource legend was drawn at 9 pixels: "tuile" read "tulle".
    Its names are never smaller than 11 pixels."""
    ui.app.language = "fr"
    try:
        ui.resize(1024, 768)
        ui.app.chosenGame = "batisseurs"
        ui.app.newGame(SEATS, 0, [], "4")
        qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=60_000)
        ui.settle()
        names = [t for t, _ in layout.text_items(ui.window.contentItem())
                 if t.property("text") in ui.game.resourceNames]
        assert sorted(n.property("text") for n in names) == sorted(ui.game.resourceNames)
        assert "tuile" in ui.game.resourceNames
        assert all(n.property("font").pixelSize() >= 11 for n in names)
        assert layout.faults(ui.window) == []
    finally:
        ui.app.language = "en"


def ink_range(image, item) -> int:
    """How far apart the lightest and darkest pixels inside an item are (0: a blank box)."""
    rect = item.mapRectToScene(QRectF(0, 0, item.width(), item.height())).toRect().adjusted(4, 4, -4, -4)
    grey = [QColor(image.pixel(x, y)).lightness() for x in range(rect.left(), rect.right())
            for y in range(rect.top(), rect.bottom())]
    return max(grey) - min(grey)


def test_master_builder_undo_and_redo_readable_under_an_overlay(ui, human):
    """While the plans revealed dimmed the board, Undo and Redo showed as blank boxes (faded
    twice: unavailable, then disabled under the overlay): their words are as readable as the
    other buttons' of the bar."""
    ui.resize(1920, 1080)
    ui.app.newGame(SEATS, 0, [], "21")
    play_until(ui, human, lambda g: g.holding)
    ui.settle()
    image = ui.window.grabWindow()
    ui.shot("handplay-mb-overlay-bar")
    save = ink_range(image, ui.item("boardSave"))
    for name in ("undoButton", "redoButton"):
        assert ink_range(image, ui.item(name)) >= save * 0.6, name


@pytest.mark.parametrize("language", ["en", "fr"])
def test_master_builder_the_trowel_leaves_the_phase_name_whole(ui, human, language):
    """The trowel on the current phase lay over the corner of "1. Hire and fire"'s tab and the
    round's label: it sits inside the tab, beside the name."""
    ui.app.language = language
    try:
        ui.app.newGame(SEATS, 0, [], "21")
        play_until(ui, human, lambda g: g.humanTurn and g.step == "hire")
        for size in ((1024, 768), (1280, 720), (1920, 1080)):
            ui.resize(*size)
            trowel = ui.typed("Trowel")[0]
            w, h = trowel.width(), trowel.height()
            blade = trowel.mapRectToScene(QRectF(0.12 * w, 0.02 * h, 0.76 * w, 0.94 * h))   # its drawing
            name = next(t for t, _ in layout.text_items(ui.window.contentItem())
                        if t.property("text").startswith("1.") and t.opacity() > 0)
            drawn = name.mapRectToScene(layout.painted(name))
            overlap = blade.intersected(drawn)
            assert overlap.width() < 1 or overlap.height() < 1, (size, blade, drawn)
            tab = trowel.parentItem().parentItem()
            assert tab.property("current")
            inside = tab.mapRectToScene(QRectF(0, 0, tab.width(), tab.height())).adjusted(1, 1, -1, -1)
            assert inside.contains(blade), (size, blade, inside)
    finally:
        ui.app.language = "en"


def ring_shown(item) -> bool:
    """The item's focus ring (FocusRing.qml) is drawn."""
    return any(c.metaObject().className().startswith("FocusRing") and c.isVisible() for c in item.childItems())


def test_the_title_and_the_settings_open_with_a_visible_focus(ui):
    """The title's first button had the focus but no ring until the first Tab, and the
    Settings screen opened with nothing focused: a keyboard player did not know where they
    were. Each opens with a ring on its first control."""
    ui.app.show("title")
    ui.settle()
    item, names = ui.focused()
    assert names[0] == "quickGame" and ring_shown(item)
    ui.key(Qt.Key.Key_Tab)
    ui.key(Qt.Key.Key_Backtab)
    assert ui.focused()[1][0] == "quickGame"
    ui.click(next(b for b in ui.typed("MButton") if b.property("text") == "Settings"))
    ui.wait_until(lambda: ui.app.screen == "settings", 5000)
    ui.settle()
    item, names = ui.focused()
    assert names[0] == "language_en" and ring_shown(item), names


def tip_shown(ui, start: str) -> bool:
    return any(t.startswith(start) for t in ui.visible_texts())


def test_batisseurs_a_tooltip_left_under_the_pointer_hides_when_ones_turn_comes(ui, qtbot):
    """The pointer left on "End the turn" after ending one's turn: when the turn came back,
    its tooltip ("Use your free actions first") popped up over the prompt. A tooltip hides
    when the board changes under it, until the pointer moves."""
    game = ui.new_game("batisseurs", SEATS, "4")
    qtbot.waitUntil(lambda: game.humanTurn, timeout=60_000)
    ui.settle()
    end = ui.item("endTurn")
    end.setProperty("hoverEnabled", True)       # on a desktop; off on the offscreen platform
    ui.click("take_3")
    qtbot.waitUntil(lambda: end.isEnabled(), timeout=5000)
    ui.click(end)                               # the pointer stays there
    tip = "Use your free actions first"
    qtbot.waitUntil(lambda: game.humanTurn and game.freeActions > 0, timeout=60_000)
    ui.settle()
    ui.settle()
    assert end.property("hovered") and not end.isEnabled()
    assert not tip_shown(ui, tip)
    ui.hover("prompt")                          # the pointer moves away and back: the tip is there
    ui.hover(end)
    qtbot.waitUntil(lambda: tip_shown(ui, tip), timeout=5000)


def test_master_builder_the_fire_list_tip_hides_when_the_next_decision_comes(ui, human, qtbot):
    """The pointer left over the Fire list: at the start of one's next turn its tooltip (the
    worker's quirks) covered the prompt."""
    ui.app.newGame(SEATS, 0, [], "115")
    game = ui.game
    play_until(ui, human, lambda g: g.humanTurn and g.step == "hire"
               and any(o["tip"] for o in g.fireOptions))
    ui.settle()
    choice = ui.item("fireChoice")
    choice.setProperty("currentIndex", next(i for i, o in enumerate(game.fireOptions) if o["tip"]))
    tip = game.fireOptions[choice.property("currentIndex")]["tip"].split("\n")[0]
    ui.hover(choice)
    qtbot.waitUntil(lambda: tip_shown(ui, tip), timeout=5000)
    before = len(game.game.actions)
    ui.tab_until(lambda names: any(n.startswith("deck_") for n in names) and not names[0].startswith("hire_"))
    ui.key(Qt.Key.Key_Return)                   # a worker hired with the keyboard: the pointer stays
    assert game.game.actions[before][0] == "hire"
    qtbot.waitUntil(lambda: game.humanTurn and game.step == "hire" and bool(ui.items("fireChoice")),
                    timeout=60_000)
    ui.settle()
    ui.settle()
    assert not tip_shown(ui, tip)


def test_master_builder_the_suggest_tip_waits_for_the_pointer_in_the_next_plan(ui, human, qtbot):
    """The pointer left over Suggest when the plan was submitted: at the next round's plan,
    the planner made again under it, its tooltip covered the prompt."""
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "plan")
    ui.settle()
    suggest = ui.item("suggestButton")
    suggest.setProperty("hoverEnabled", True)      # on a desktop; off on the offscreen platform
    tip = "Let the computer's planner propose"
    ui.hover(suggest)
    qtbot.waitUntil(lambda: tip_shown(ui, tip), timeout=5000)
    ui.key(Qt.Key.Key_Return)                      # the plan submitted with the keyboard
    qtbot.waitUntil(lambda: game.step != "plan" or not game.humanTurn, timeout=60_000)
    rounds = game.round
    play_until(ui, human, lambda g: g.humanTurn and g.step == "plan" and g.round > rounds)
    ui.settle()
    ui.item("suggestButton").setProperty("hoverEnabled", True)
    ui.settle()
    assert not tip_shown(ui, tip)


def test_master_builder_a_message_does_not_push_the_buttons_down(ui, human, qtbot):
    """Save clicked during an auction: "Game saved" came on a line of its own above Raise and
    Pass and pushed them down. The line is kept at one's decision."""
    ui.resize(1024, 768)
    ui.app.newGame(SEATS, 0, [], "115")
    play_until(ui, human, lambda g: g.humanTurn and g.step == "bid")
    ui.settle()
    button = ui.item("bidPassButton")
    before = top(button)
    ui.click("boardSave")
    qtbot.waitUntil(lambda: ui.text("message").startswith("Game saved"), timeout=10_000)
    ui.settle()
    assert ui.item("message").isVisible() and top(button) == before


def test_batisseurs_the_skip_tip_waits_for_the_pointer_when_the_button_comes_back(ui, qtbot):
    """The pointer left over Skip when one's turn came: at the computer player's next turn the
    button came back under it with its tooltip. Qt's own ToolTip showed it at once; through
    PlainTip it waits for the pointer to move."""
    ui.app.aiSpeed = 2                           # the computer player's moves take their time
    game = ui.new_game("batisseurs", SEATS, "4", start_player=1)   # Bob begins
    qtbot.waitUntil(lambda: game.aiPending and ui.item("skipButton").isVisible(), timeout=10_000)
    ui.settle()
    skip = ui.item("skipButton")
    skip.setProperty("hoverEnabled", True)       # on a desktop; off on the offscreen platform
    tip = "Show the computer players' moves at once"
    ui.hover(skip)
    qtbot.waitUntil(lambda: tip_shown(ui, tip), timeout=5000)
    ui.key(Qt.Key.Key_S)                         # skipped with the key: the pointer stays
    qtbot.waitUntil(lambda: game.humanTurn, timeout=60_000)
    game.takeEcus(3)                             # Ann's turn, played without the mouse
    game.endTurn()
    qtbot.waitUntil(lambda: game.aiPending and skip.isVisible(), timeout=10_000)
    ui.settle()
    ui.settle()
    assert skip.property("hovered") and not tip_shown(ui, tip)
    ui.hover("prompt")                           # the pointer moves away and back: the tip is there
    ui.hover(skip)
    qtbot.waitUntil(lambda: tip_shown(ui, tip), timeout=5000)
