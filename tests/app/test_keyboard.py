"""Keyboard play as the README says (issue #13): Return on a focused deck, button, contract
or event card acts; Return on the title presses the focused Continue; in Les Bâtisseurs a
chosen worker leads the focus to the sites; the focus ring, a chosen item and a valid
target look different; a whole game of each game with keys alone."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def colour_at(ui, item, x: float, y: float | None = None) -> str:
    at = item.mapToScene(QPointF(x, item.height() / 2 if y is None else y)).toPoint()
    return ui.window.grabWindow().pixelColor(at).name()


def test_return_acts_on_the_focused_hire_button_and_contract(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn and game.step == "hire", timeout=WAIT_MS)
    ui.settle()
    # Tab to the Hire button of the master craftsmen's deck (type 3); Return hires from it.
    ui.tab_until(lambda names: "deck_3" in names and names[0].startswith("hire_"))
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before] == ("hire", 3)
    # Opening an auction: Tab to another contract than the one chosen; Return opens it.
    human.play_until_step(game, "open")
    ui.settle()
    chosen = ui.item("actionBar").property("contract")
    other = next(row["number"] for row in game.displayModel.rows() if row["openable"] and row["number"] != chosen)
    ui.tab_until(lambda names: names[0] == f"contract_{other}")
    before, low = len(game.game.actions), game.openRange(other)[0]
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before] == ("open", other, low)


def test_return_on_the_title_presses_the_focused_continue(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "21")
    human.play(ui.game, 2)
    qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=WAIT_MS)
    actions = list(ui.game.game.actions)
    ui.app.show("title")
    qtbot.waitUntil(lambda: ui.app.canContinue, timeout=10_000)
    ui.settle()
    ui.tab_until(lambda names: names[0] == "continueGame")
    ui.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ui.app.screen == "board" and not ui.app.busy, timeout=10_000)
    assert ui.game.game.actions == actions


def test_batisseurs_a_chosen_worker_leads_the_focus_to_the_sites(ui, qtbot):
    ui.app.chosenGame = "batisseurs"
    ui.app.newGame(SEATS, 0, [], "4")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    # Open a site: Space on the focused building (the decision starts there).
    qtbot.waitUntil(lambda: ui.focused()[1][0].startswith("building_"), timeout=2000)
    ui.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: game.humanTurn and len(game.seatsModel.rows()[0]["sites"]) == 1, timeout=WAIT_MS)
    ui.settle()
    # Tab to a worker of the team, Space chooses it: the focus goes to the site, drawn with
    # the ring around its gold border; Space sends the worker there.
    ui.tab_until(lambda names: names[0].startswith("unit_"))
    ui.key(Qt.Key.Key_Space)
    assert game.selectedUnit >= 0
    qtbot.waitUntil(lambda: ui.focused()[1][0].startswith("site_"), timeout=2000)
    ui.settle()
    site = ui.focused()[0]
    ui.shot("keyboard-batisseurs-site")
    assert colour_at(ui, site, -4) == "#1c64d8" and colour_at(ui, site, 1) != "#1c64d8"
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Space)
    assert game.game.actions[before][0] == "send"


def test_focus_chosen_and_target_look_different(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "open")
    ui.settle()
    chosen = ui.item("actionBar").property("contract")
    others = [row["number"] for row in game.displayModel.rows() if row["openable"] and row["number"] != chosen]
    ui.tab_until(lambda names: names[0] == f"contract_{others[0]}")
    ui.settle()
    ui.shot("keyboard-focus-chosen-target")
    focused, selected = ui.item(f"contract_{others[0]}"), ui.item(f"contract_{chosen}")
    target = ui.item(f"contract_{others[1]}") if len(others) > 1 else None
    # The focus: a ring outside the card; the chosen card: its own border, another colour;
    # a card that may be chosen: gold.
    ring, focus_border = colour_at(ui, focused, -4), colour_at(ui, focused, 1)
    chosen_border, chosen_outside = colour_at(ui, selected, 1), colour_at(ui, selected, -4)
    assert ring == "#1c64d8" and chosen_outside != ring
    assert len({ring, focus_border, chosen_border}) == 3
    if target is not None:
        above = target.mapToScene(QPointF(target.width() / 2, -4)).toPoint()    # its neighbour's ring is left
        assert colour_at(ui, target, 1) not in (ring, chosen_border)
        assert ui.window.grabWindow().pixelColor(above).name() != ring


def keyboard_move(ui, game) -> None:
    """One decision with keys alone: Return (the step's main action, or the focused card or
    button), else P (pass), else Tab to the next card that may be taken and Space."""
    before = (len(game.game.actions), game.passTo, game.holding)
    for keys in ([Qt.Key.Key_Return], [Qt.Key.Key_P], [Qt.Key.Key_Tab, Qt.Key.Key_Space],
                 [Qt.Key.Key_Tab, Qt.Key.Key_Return], [Qt.Key.Key_1]):
        ui.settle()
        for key in keys:
            ui.key(key)
        if game.confirming:          # a move no undo takes back: the same key again confirms it
            ui.key(keys[-1])
        if (len(game.game.actions), game.passTo, game.holding) != before or game.over:
            return
    ui.shot("keyboard-stuck")
    raise AssertionError(f"no key moved the game on: step {getattr(game, 'step', '')!r}, prompt {game.prompt!r}")


def batisseurs_keyboard_move(ui, game) -> None:
    """Les Bâtisseurs with keys alone, as tests/support/app.py's scripted human plays it:
    Tab to a worker of the team and Space, then Space on the site the focus goes to; else
    Space on a building (the decision's focus starts there) while fewer than two sites are
    open, else Tab to a worker on offer and Space; else Return (ends the turn) or 1 (écus)."""
    ui.settle()
    before = len(game.game.actions)
    me = game.seatsModel.rows()[game.decisionSeat]
    sendable = [u for u in me["team"] if u["sendable"]]
    if sendable and any(s for s in me["sites"]) and (game.freeActions or me["money"] >= 12):
        ui.tab_until(lambda names: names[0].startswith("unit_") and names[0] != "")
        ui.key(Qt.Key.Key_Space)
        ui.wait_until(lambda: ui.focused()[1][0].startswith("site_"), 2000)
        ui.key(Qt.Key.Key_Space)
    elif game.freeActions and len(me["sites"]) < 2 and any(b["openable"] for b in game.buildingsModel.rows()):
        ui.tab_until(lambda names: names[0].startswith("building_"))
        ui.key(Qt.Key.Key_Space)
    elif game.freeActions and me["money"] >= 6 and any(w["recruitable"] for w in game.workersModel.rows()):
        ui.tab_until(lambda names: names[0].startswith("worker_"))
        ui.key(Qt.Key.Key_Space)
    elif game.freeActions:
        ui.key(Qt.Key.Key_1)
    else:
        ui.key(Qt.Key.Key_Return)
    if game.confirming:              # a card turned up: the same key again confirms it
        ui.key(Qt.Key.Key_Space)
    assert len(game.game.actions) > before, game.prompt


def test_a_whole_game_of_each_game_with_keys_alone(ui, qtbot):
    for game_id, seed in (("batisseurs", "4"), ("master-builder", "21")):
        ui.app.chosenGame = game_id
        ui.app.newGame(SEATS, 0, [], seed)
        game = ui.game
        while not game.over:
            qtbot.waitUntil(lambda: game.humanTurn or game.over or game.holding, timeout=WAIT_MS)
            if not game.over:
                (batisseurs_keyboard_move if game_id == "batisseurs" else keyboard_move)(ui, game)
        ui.app.show("title")


def test_an_auction_to_open_starts_on_the_chosen_contract(ui, qtbot, human):
    """A new round's contract cards are made over a few frames: the focus still goes to the
    chosen contract's card, once it is made, where Return opens its auction."""
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "open")
    chosen = ui.item("actionBar").property("contract")
    qtbot.waitUntil(lambda: ui.focused()[1][0] == f"contract_{chosen}", timeout=5000)
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before][:2] == ("open", chosen)
