"""Moves you can follow (mbqt/app/moves.py, MoveLayer.qml): a real action, made with the mouse
or the keyboard, puts ghosts over the board that fly from where the thing was to where it
goes and are removed when they land; the animation speed setting turns them off and is
remembered; the skip key ends them."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from mbqt.app.app_controller import AppController
from mbqt.app.batisseurs import board as bat_board
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SLOW = 3
SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bertram", "kind": "medium", "colour": 1, "symbol": 1}]


def start(ui, game_id: str, seed: str = "21"):
    ui.app.chosenGame = game_id
    ui.app.newGame(SEATS, 0, [], seed)
    game = ui.game
    assert game.gameId == game_id
    ui.wait_until(lambda: game.humanTurn)
    ui.settle()
    return game


def ghosts(ui, kind: str | None = None) -> list:
    return [g for g in ui.items("moveGhost") if kind is None or g.property("kind") == kind]


def centre(ui, item) -> QPointF:
    return item.mapToScene(QPointF(item.width() / 2, item.height() / 2))


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def test_a_hired_worker_flies_from_its_deck_to_the_player_and_lands(ui):
    ui.app.animationSpeed = SLOW
    game = start(ui, "master-builder")
    deck = ui.item("deck_3")
    hire = next(i for i in ui.items("hire_" + deck.property("colour")))
    worker, before = game.game.state.worker_decks[3][0], len(game.game.actions)
    ui.click(hire)
    assert game.game.actions[before] == ("hire", 3)
    label = game.game.state.cards.workers[worker].id
    card = next(g for g in ghosts(ui, "card") if g.property("label") == label)
    assert card.property("seat") == 0
    assert 0 in [g.property("seat") for g in ghosts(ui, "seat")]     # Ann acted: her panel outlined
    # It starts on the deck and goes to Ann's table, the board moving on beneath it.
    player = ui.item("player_0")
    start_at = centre(ui, card)
    assert distance(start_at, centre(ui, deck)) < distance(start_at, centre(ui, player))
    ui.wait_until(lambda: card.property("t") > 0.6, 10_000)
    assert distance(centre(ui, card), centre(ui, player)) < distance(start_at, centre(ui, player))
    # Once landed, no ghost is left.
    ui.wait_until(lambda: not ghosts(ui), 10_000)


def test_les_batisseurs_a_recruit_and_monopoly_builder_a_roll_animate(ui):
    ui.app.animationSpeed = SLOW
    game = start(ui, "batisseurs")
    worker = next(row for row in game.workersModel.rows() if row["recruitable"])
    before, logged = len(game.game.actions), len(game.game.log)
    ui.click(f"worker_{worker['cardId']}")
    assert game.game.actions[before] == ("recruit", worker["unit"])
    # The worker recruited, and the one that takes its place in the row from the deck.
    revealed = [a["worker"] for key, a in game.game.log[logged:] if key == "worker_revealed"]
    names = [bat_board.unit_row(game.game.state.cards, w)["name"] for w in revealed]
    assert sorted(g.property("label") for g in ghosts(ui, "card")) == sorted([worker["name"]] + names)
    ui.wait_until(lambda: not ghosts(ui), 10_000)

    ui.app.show("title")
    game = start(ui, "monopoly-builder")
    ui.wait_until(lambda: any(row["name"] == "roll" for row in game.actionsModel.rows()))
    ui.settle()
    before = len(game.game.log)
    ui.click("act_roll")
    keys = [key for key, _args in game.game.log[before:]]
    assert ghosts(ui, "seat")
    if "moved" in keys:                     # the token goes round the ring
        assert len(ghosts(ui, "marker")) == 1
    ui.wait_until(lambda: not ghosts(ui), 10_000)


def test_speed_off_animates_nothing(ui, qtbot):
    ui.app.animationSpeed = 0
    game = start(ui, "master-builder")
    sent = []
    game.movesMade.connect(lambda moves, ms: sent.append(moves))
    hire = ui.items("hire_" + ui.item("deck_3").property("colour"))[0]
    ui.click(hire)
    ui.wait_until(lambda: game.humanTurn or game.over)     # the computer player moved too
    ui.settle()
    assert sent == [] and ghosts(ui) == []


def test_the_skip_key_ends_the_animations(ui):
    ui.app.animationSpeed = SLOW
    start(ui, "master-builder")
    ui.click(ui.items("hire_" + ui.item("deck_3").property("colour"))[0])
    assert ghosts(ui)
    ui.key(Qt.Key.Key_S)
    ui.wait_until(lambda: not ghosts(ui), 2_000)        # well before a slow move lands


def test_the_animation_speed_is_chosen_in_settings_and_remembered(ui, tmp_path):
    ui.app.language = "fr"
    ui.app.show("settings")
    ui.settle()
    button = ui.item("animation_1")
    assert button.property("text") == "Rapide"
    ui.click(button)
    assert ui.app.animationSpeed == 1
    for choice in (0, 3):
        ui.click(f"animation_{choice}")
        again = AppController(data_dir=tmp_path)       # the next run of the app
        assert again.animationSpeed == choice
        again.shutdown()
    ui.app.language = "en"


def test_the_game_never_waits_for_an_animation(ui, qtbot):
    """Computer players against each other at the instant speed, moves slow: the game plays
    on at its own pace, and the ghosts alive stay within the layer's bound."""
    ui.app.animationSpeed = SLOW
    ui.app.chosenGame = "master-builder"
    ui.app.newGame([dict(seat, kind="easy") for seat in SEATS], 0, [], "5")
    game = ui.game
    most = []
    qtbot.waitUntil(lambda: most.append(len(ghosts(ui))) or len(game.game.actions) > 40, timeout=WAIT_MS)
    layer = ui.item("moveLayer")
    assert 0 < max(most) <= layer.property("most") * 2   # (those dropped may wait for deletion)


def shown_names(ui) -> set[str]:
    """The objectNames of the visible items of the window."""
    names, todo = set(), [ui.window.contentItem()]
    while todo:
        item = todo.pop()
        if item.isVisible():
            names.add(item.objectName())
            todo.extend(item.childItems())
    return names


def test_every_move_names_items_the_board_shows(ui, qtbot):
    """Each game's moves, through the first actions of a game of four computer players: every
    item a move goes through is on the board when the move is sent, but for a ghost's last
    one, which the action may make (a contract revealed, a card drawn): that one is on the
    board once it shows the action (a name the board does not use would leave the move
    undrawn)."""
    ui.app.animationSpeed = SLOW
    for game_id in ("master-builder", "batisseurs", "monopoly-builder"):
        ui.app.chosenGame = game_id
        seats = [dict(SEATS[1], name=name, colour=i, symbol=i) for i, name in enumerate(("A", "B", "C", "D"))]
        ui.app.newGame(seats, 0, [], "3")
        game, kinds, missing, later = ui.game, set(), set(), set()

        def sent(moves, _ms):
            shown = shown_names(ui)
            for move in moves:
                kinds.add(move["kind"])
                path = move["path"]
                missing.update(name for name in path[:-1] if name not in shown)
                if path[-1] not in shown:
                    (later if len(path) > 1 else missing).add(path[-1])

        played = []

        def shown_after():           # the board shows the action played (its views refreshed)
            if played and later:
                missing.update(later - shown_names(ui))
                later.clear()
            played.clear()

        game.movesMade.connect(sent)
        game.moved.connect(lambda: played.append(True))
        game.changed.connect(shown_after)
        qtbot.waitUntil(lambda: game.over or len(game.game.actions) > 80, timeout=WAIT_MS)
        game.movesMade.disconnect(sent)
        game.changed.disconnect(shown_after)
        assert missing == set(), game_id
        assert {"seat", "delta"} < kinds and kinds & {"card", "coin", "marker", "chip"}, game_id
        ui.app.show("title")
