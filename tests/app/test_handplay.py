"""Faults met playing whole games by hand under Xvfb (issue #13), each driven here as the
person met it, with keys or the mouse on the real QML items."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QUrl

from mbqt.core.records import Game
from mbqt.core.registry import game_rules
from mbqt.core.saves import save_game
from mbqt.games.batisseurs.sentences import building_name
from mbqt.games.master_builder import Setup
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


@pytest.fixture
def french(ui):
    """The app in French; English again after the test (the translator is the process's)."""
    ui.app.language = "fr"
    yield ui
    ui.app.language = "en"


def test_batisseurs_a_bought_action_keeps_the_keyboard_focus_on_the_board(ui, qtbot):
    """Les Bâtisseurs with keys alone: the free actions spent, a worker sent to a site with an
    action bought for 5 écus; the focus goes back to the decision (a building on offer) as
    after any other action, not nowhere (the next Tab went to the top bar)."""
    ui.app.chosenGame = "batisseurs"
    ui.app.newGame(SEATS, 0, [], "4")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    qtbot.waitUntil(lambda: ui.focused()[1][0].startswith("building_"), timeout=2000)
    ui.key(Qt.Key.Key_Space)             # a site opened with a free action
    ui.key(Qt.Key.Key_2)                 # two actions for écus: no free action left
    qtbot.waitUntil(lambda: game.humanTurn and game.freeActions == 0, timeout=2000)
    ui.settle()
    ui.tab_until(lambda names: names[0].startswith("unit_"))
    ui.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ui.focused()[1][0].startswith("site_"), timeout=2000)
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Space)
    assert game.game.actions[before][0] == "send" and game.freeActions == 0
    ui.settle()
    qtbot.waitUntil(lambda: ui.focused()[1][0].startswith("building_"), timeout=2000)


def test_batisseurs_the_confirmation_names_the_card_clicked(french, qtbot):
    """With the mouse, the confirmation of a card turned up said only "This turns up a new
    card", while the focus ring the decision put on the first building still showed: which
    card would be taken was left to guess. It names the building clicked, or the worker."""
    ui = french
    ui.app.confirmIrreversible = True
    ui.app.chosenGame = "batisseurs"
    ui.app.newGame(SEATS, 0, [], "4")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    building = [b for b in game.buildingsModel.rows() if b["openable"]][-1]
    ui.click(f"building_{building['cardId']}")
    ui.settle()
    assert game.confirming
    name = building_name(game.game.state.cards.buildings[building["index"]], "fr", in_sentence=True)
    assert ui.text("message").startswith(f"Ouvrir {name} retourne une nouvelle carte"), ui.text("message")
    worker = [w for w in game.workersModel.rows() if w["recruitable"]][-1]
    ui.click(f"worker_{worker['cardId']}")
    ui.settle()
    assert game.confirming
    assert ui.text("message").startswith(f"Recruter {worker['name']} {worker['cardId']} retourne"), ui.text("message")


def test_batisseurs_no_stale_end_turn_tooltip_over_the_computers_turns_and_the_end(ui, qtbot):
    """The pointer left on "End the turn" after the last click of a game: its tooltip for a
    human with free actions ("Use your free actions first") stayed over the end screen,
    hiding the scores, and showed through the computer players' turns."""
    computers = [{"name": n, "kind": "easy", "colour": i, "symbol": i} for i, n in enumerate(("Ann", "Bob"))]
    ui.app.chosenGame = "batisseurs"
    ui.app.newGame(computers, 0, [], "21")
    game = ui.game
    ui.settle()
    # Hover effects are on on a desktop (X11, Windows, macOS); off on the offscreen platform.
    ui.item("endTurn").setProperty("hoverEnabled", True)
    ui.hover("endTurn")
    ui.settle()
    tip = "Use your free actions first"
    assert not any(t.startswith(tip) for t in ui.visible_texts())
    qtbot.waitUntil(lambda: game.over, timeout=10 * WAIT_MS)
    qtbot.waitUntil(lambda: ui.app.screen == "board" and any(t == "The first builder of the kingdom"
                                                             for t in ui.visible_texts()), timeout=WAIT_MS)
    ui.settle()
    ui.shot("handplay-bat-end-no-tooltip")
    assert not any(t.startswith(tip) for t in ui.visible_texts())


def test_batisseurs_statistics_in_french_head_the_players_column_with_a_word_of_every_game(french, qtbot):
    """The statistics' first column was headed "Architecte", Master Builder's word, in Les
    Bâtisseurs (whose builders are bâtisseurs) and Monopoly Builder alike."""
    ui = french
    computers = [{"name": n, "kind": "easy", "colour": i, "symbol": i} for i, n in enumerate(("Ann", "Bob"))]
    ui.app.chosenGame = "batisseurs"
    ui.app.newGame(computers, 0, [], "21")
    game = ui.game
    qtbot.waitUntil(lambda: game.over, timeout=10 * WAIT_MS)
    qtbot.waitUntil(lambda: bool(ui.items("endStats")) and ui.item("endStats").isVisible(), timeout=WAIT_MS)
    ui.settle()
    ui.click("endStats")
    qtbot.waitUntil(lambda: "Joueur" in ui.visible_texts(), timeout=5000)
    assert "Architecte" not in ui.visible_texts()


def test_master_builder_submit_stays_under_the_pointer_for_its_confirmation(ui, qtbot, human):
    """Submit plan clicked once, the confirmation's two lines above the build planner pushed
    it down: the second click, at the same place, missed the button."""
    ui.app.confirmIrreversible = True
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "plan")
    ui.settle()
    button = ui.item("submitButton")
    where = button.mapToScene(button.boundingRect().center())
    before = len(game.game.actions)
    ui.click(button)
    ui.settle()
    assert game.confirming and len(game.game.actions) == before
    assert ui.item("planMessage").isVisible() and ui.text("planMessage").startswith("Once every plan is in")
    assert button.mapToScene(button.boundingRect().center()) == where
    ui.click(button)
    assert game.game.actions[before][0] == "build"


# Round 1 of a game played by hand (seed 2010020037), up to Adelheid's build plan: a Storm has
# left Player a green and a purple worker, and City Gate's first sections need red ones.
SKIPPED_SEED = 2010020037
SKIPPED_ACTIONS = [("hire", 0), ("hire", 0), ("hire", 1), ("hire", 1), ("hire", 0), ("hire", 2), ("hire", 2),
                   ("hire", 3), ("hire", 3), ("hire", 1), ("open", 8, 5000), ("pass",), ("open", 10, 5000),
                   ("bid", 6000), ("bid", 7000), ("bid", 8000), ("bid", 9000), ("bid", 15000), ("pass",),
                   ("open", 4, 3000), ("bid", 4000), ("bid", 5000), ("bid", 9000), ("bid", 10000), ("pass",)]


def test_master_builder_a_build_phase_skipped_says_why(ui, qtbot, tmp_path):
    """No section of Player's contracts could be built with the workers a storm left: the
    Build phase went by without a plan to make, and the plans revealed said only "Player:
    nothing", as if nothing had been chosen. It says why."""
    rules = game_rules("master-builder")
    setup = Setup(players=[{"name": "Player", "kind": "human"}, {"name": "Adelheid", "kind": "easy"}],
                  seed=SKIPPED_SEED)
    game = Game(setup, rules=rules)
    for action in SKIPPED_ACTIONS:
        game.apply(action)
    path = tmp_path / "skipped.json"
    save_game(game, path)
    ui.app.loadGame(QUrl.fromLocalFile(str(path)))
    qtbot.waitUntil(lambda: ui.app.screen == "board" and ui.game is not None and ui.game.revealing
                    and ui.text("revealTitle") == "The build plans are revealed", timeout=WAIT_MS)
    ui.settle()
    ui.shot("handplay-mb-build-skipped")
    shown = ui.visible_texts()
    assert "nothing" not in shown
    assert any(t.startswith("nothing: no section of their contracts could be built") for t in shown), shown


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_game_switch_names_each_game_in_full_size_at_1024x768(ui, language):
    """At 1024x768 the title's game switch shrank "Les Bâtisseurs : Moyen Âge" to fit a third
    of the column, down to 8-pixel letters; each game's name shows at the buttons' size."""
    ui.app.language = language
    try:
        ui.resize(1024, 768)
        ui.app.show("title")
        ui.settle()
        for game in ("master-builder", "batisseurs", "monopoly-builder"):
            label = ui.item("game_" + game).property("contentItem")
            assert label.property("implicitWidth") <= label.property("width") + 0.5, game
    finally:
        ui.app.language = "en"


def test_new_game_a_seat_removed_with_the_keyboard_leaves_the_focus_on_add_a_seat(ui):
    """Space on a seat's ✕ removed it and left the focus nowhere: no ring, and the next Tab
    started again at the top of the screen."""
    ui.app.show("newgame")
    ui.settle()
    seats = ui.app.chosen["seats"]
    while ui.item("addSeat").isEnabled():             # every seat there may be
        ui.click("addSeat")
        ui.settle()
    last = f"removeSeat_{seats[1] - 1}"
    ui.tab_until(lambda names: names[0] == last)
    ui.key(Qt.Key.Key_Space)
    ui.settle()
    assert not ui.items(last)
    assert ui.focused()[1][0] == "addSeat"
