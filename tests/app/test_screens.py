"""The screens around a game (title, new game, rules, settings), the keyboard, and the
files: autosave and Continue, save and load, a damaged file."""
from __future__ import annotations

import json

from PySide6.QtCore import QPointF, Qt, QUrl

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def test_screens_and_keyboard(ui, qtbot):
    for screen in ("rules", "settings", "newgame"):
        ui.app.show(screen)
        ui.settle()
        ui.shot(f"screen-{screen}-1280x720")
        if screen != "newgame":
            ui.key(Qt.Key.Key_Escape)
            qtbot.waitUntil(lambda: ui.app.screen == "title", timeout=2000)
    ui.resize(1920, 1080)
    ui.shot("screen-newgame-1920x1080")
    # Return starts the game with the defaults: you against two computer players.
    ui.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=2000)
    assert [s["kind"] for s in ui.game.seats] == ["human", "medium", "medium"]
    qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=WAIT_MS)
    # P (pass) in round 1 is refused, with the rule in words on the board.
    ui.key(Qt.Key.Key_P)
    assert ui.item("message").property("text") == "In round 1 a player may not pass to wait for a better worker."
    ui.shot("board-refusal-1920x1080")


def test_opening_bid_with_the_keyboard(ui, human):
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "open")
    contract = game.openDefault
    low = game.openRange(contract)[0]
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)            # Open auction at the preselected contract's minimum
    assert game.game.actions[before] == ("open", contract, low)


def test_autosave_and_continue(ui, qtbot, human, tmp_path):
    looks = [{"colour": 3, "symbol": 5}, {"colour": 5, "symbol": 2}]     # green cross, white triangle
    ui.app.newGame([{**seat, **look} for seat, look in zip(SEATS, looks)], 0, [], "31")
    game = ui.game
    human.play(game, 8)
    qtbot.waitUntil(lambda: any((tmp_path / "autosaves").glob("master-builder-*.json")), timeout=5000)
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    played = list(game.game.actions)
    expected = game.game.state_json()
    ui.app.show("rules")                  # a look at the rules does not stop the game
    ui.app.back()
    assert ui.app.screen == "board" and game.running and game.humanTurn
    ui.app.show("title")                  # leaving the board autosaves the game
    assert not game.running
    qtbot.waitUntil(lambda: ui.app.canContinue, timeout=5000)
    assert ui.app.continueText.startswith("Master Builder, round 1 — Ann, Bob")
    ui.shot("title-continue")
    ui.app.continueGame()
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=5000)
    assert game.game.actions == played and game.game.state_json() == expected and game.humanTurn
    # The seats' colours and symbols are part of the save (no file beside it).
    assert [{k: s[k] for k in ("colour", "symbol")} for s in game.seats] == looks
    assert [p.colour for p in game.game.setup.players] == ["green", "white"]
    assert len(list((tmp_path / "autosaves").iterdir())) == 1     # the same game: the same file


def test_an_app_started_later_offers_to_continue(qtbot, tmp_path):
    """The last unfinished game is looked for once the window has shown its first frame."""
    from mbqt.app.app_controller import AppController
    from mbqt.app.application import load_window
    first = AppController(data_dir=tmp_path)
    first.newGame(SEATS, 0, [], "5")
    first.shutdown()                      # quitting autosaves the game
    assert len(list((tmp_path / "autosaves").glob("master-builder-*.json"))) == 1
    later = AppController(data_dir=tmp_path)
    assert not later.canContinue          # nothing read before the window shows
    engine = load_window(later)
    qtbot.waitUntil(lambda: later.canContinue, timeout=10_000)
    assert later.continueText.startswith("Master Builder, round 1 — Ann, Bob")
    later.shutdown()
    engine.rootObjects()[0].close()
    engine.deleteLater()


def test_save_load_and_a_damaged_file(ui, qtbot, human, tmp_path):
    ui.app.newGame(SEATS, 1, ["choosing_workers"], "41")
    game = ui.game
    human.play(game, 1)
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.app.quickSave()                    # Save on the board: into the app's saves folder
    qtbot.waitUntil(lambda: any((tmp_path / "saves").glob("save-*.json")), timeout=5000)
    saved = next((tmp_path / "saves").glob("save-*.json"))
    expected = game.game.state_json()
    assert json.loads(saved.read_text())["format"] == "mbqt-save"

    damaged = tmp_path / "damaged.json"
    damaged.write_text(saved.read_text()[:200])
    ui.app.loadGame(QUrl.fromLocalFile(str(damaged)))
    qtbot.waitUntil(lambda: not ui.app.busy, timeout=5000)
    assert ui.app.error.startswith("This game cannot be loaded: damaged.json: the file is damaged or truncated")

    ui.app.loadGame(QUrl.fromLocalFile(str(saved)))
    qtbot.waitUntil(lambda: not ui.app.busy and ui.app.error == "", timeout=5000)
    assert game.game.state_json() == expected and game.hasVariant("choosing_workers")


def ring_colour(ui, item) -> str:
    """The colour drawn just left of the middle of the item's left edge (its focus ring, if any)."""
    at = item.mapToScene(QPointF(-4, item.height() / 2)).toPoint()
    return ui.window.grabWindow().pixelColor(at).name()


def test_decisions_played_with_the_keyboard_only(ui, qtbot, human):
    """Focus goes to the decision; Tab walks to another choice; Space or Return takes it."""
    ui.app.newGame(SEATS, 0, [], "23")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn and game.step == "hire", timeout=WAIT_MS)
    # The focus starts on a deck the human may hire from, drawn with the focus ring.
    qtbot.waitUntil(lambda: "deck_0" in ui.focused()[1] or "deck_1" in ui.focused()[1], timeout=2000)
    ui.settle()
    ui.shot("keyboard-hire-focus")
    assert ring_colour(ui, ui.focused()[0]) == "#1c64d8"
    # Tab to the card of the master craftsmen's deck (type 3); Return hires from it.
    ui.tab_until(lambda names: "deck_3" in names and names[0] == "")
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before] == ("hire", 3)
    # Shift+Tab walks back the same chain.
    ui.key(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)

    # Everything up to the build plan by the scripted human; then the plan by keyboard alone.
    human.play_until_step(game, "plan")
    planner = game.buildPlanner
    qtbot.waitUntil(lambda: any(n.startswith("planWorker_") for n in ui.focused()[1]), timeout=2000)
    worker_name = next(n for n in ui.focused()[1] if n.startswith("planWorker_"))
    ui.key(Qt.Key.Key_Space)                             # select the focused worker
    assert planner.selected >= 0
    chosen = planner.selected
    section = ui.tab_until(lambda names: names[0].startswith("section_") and planner_section_open(planner, names[0]))
    name = section.objectName()
    ui.key(Qt.Key.Key_Space)                             # put it there
    num, idx = map(int, name.split("_")[1:])
    placed = next(c for c in planner.contracts.rows() if c["number"] == num)["sections"][idx]["crew"]
    assert [w["index"] for w in placed] == [chosen], worker_name
    # The sections were redrawn; the focus is back on this one, so Space goes on from here.
    qtbot.waitUntil(lambda: ui.focused()[1][0] == name, timeout=2000)
    ui.shot("keyboard-plan-placed")
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)                            # submit the plan
    if planner.canSubmit or game.game.actions[before:]:
        assert game.game.actions[before][0] == "build"
        assert any(chosen in crew for _num, _idx, crew in game.game.actions[before][1])
    else:   # a half-filled section is no plan yet: the reason is shown, nothing is sent
        assert len(game.game.actions) == before and planner.message != ""


def planner_section_open(planner, name):
    num, idx = map(int, name.split("_")[1:])
    row = next((c for c in planner.contracts.rows() if c["number"] == num), None)
    return row is not None and row["sections"][idx]["open"] and not row["sections"][idx]["built"]


def test_another_contract_starts_at_its_minimum_bid(ui, human):
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "open")
    ui.settle()
    bar, box = ui.item("actionBar"), ui.item("openBid")
    first, other = [row["number"] for row in game.displayModel.rows() if row["openable"]][:2]
    ui.click(f"contract_{first}")
    box.setProperty("value", game.openRange(first)[0] + 3 * game.moneyStep)    # the player raised it
    ui.click(f"contract_{other}")                                             # then chose another contract
    low = game.openRange(other)[0]
    assert bar.property("contract") == other and box.property("value") == low
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert game.game.actions[before] == ("open", other, low)


def test_the_title_and_new_game_screens_show_each_game_of_the_registry(ui, qtbot):
    """Every game of the registry has its button; choosing one shows its GameInfo (title,
    tagline, credits, notice) and, on the New game screen, its seats and variants."""
    from mbqt.app.texts import money
    from mbqt.core.registry import GAMES, game_info, game_rules
    ui.settle()
    for game in GAMES:
        info = game_info(game)
        ui.app.show("title")
        ui.click(f"game_{game}")
        assert ui.app.chosenGame == game
        assert ui.text("gameTitle") == info.title("en") and ui.window.title() == info.title("en")
        assert info.credits in ui.text("gameCredits") and info.notice.get("en", "") in ui.text("gameCredits")
        ui.settle()
        ui.shot(f"title-{game}")
        ui.click("newGame")
        assert ui.app.screen == "newgame"
        boxes = {v.id: ui.item(f"variant_{v.id}") for v in info.variants}
        assert len(ui.items("variant_" + "choosing_workers")) == ("choosing_workers" in boxes)
        for variant in info.variants:
            assert boxes[variant.id].property("text").startswith(variant.names["en"] + " — ")
        if "choosing_workers" in boxes:   # the fee is the cards' own
            assert money(game_rules(game).cards.choose_fee) in boxes["choosing_workers"].property("text")
            ui.click(boxes["choosing_workers"])
        while ui.item("addSeat").property("enabled"):
            ui.click("addSeat")
        assert len(ui.items("seatName_" + str(info.seats[1] - 1))) == 1 and not ui.items(f"seatName_{info.seats[1]}")
        ui.settle()
        ui.shot(f"newgame-{game}")
        ui.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=5000)
        assert ui.game.gameId == game and len(ui.game.seats) == info.seats[1]
        assert sorted(ui.game.game.setup.variants.enabled() if info.variants else []) == \
            (["choosing_workers"] if "choosing_workers" in boxes else [])
        assert ui.window.title() == info.title("en")
        ui.click("leaveButton")             # back to the title


def test_money_boxes_and_the_wage_track_go_by_the_engines_step(ui, human):
    from mbqt.games.master_builder.rules import STEP
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "open")
    ui.settle()                          # the decision's action bar laid out
    box = ui.item("openBid")
    assert box.property("stepSize") == STEP
    low = game.openRange(game.openDefault)[0]
    box.setProperty("value", low)
    ui.click(box)                        # type an amount off the steps: it goes to the nearest step
    ui.key(Qt.Key.Key_End)
    for _ in range(12):
        ui.key(Qt.Key.Key_Backspace)
    ui.type(str(low + STEP + STEP // 2 - 1))
    ui.key(Qt.Key.Key_Tab)
    assert box.property("value") == low + STEP
    cap = game.game.state.cards.wage_cap
    assert len(ui.items("wageSpace")) == cap // STEP + 1
