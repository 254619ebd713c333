"""Monopoly Builder in the app: a whole game against computer players through the loaded
QML, the decisions made with clicks and keys on the real items (buy, an auction bid, a trade
offer built by clicking and accepted, a floor built on the island, undo), each game ending
in the state the engine reaches on the same setup and actions. Screenshots go to
test-artifacts/app/mono-*.png."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.support.app import FAIL_ON_WARNINGS, replayed

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "random", "colour": 1, "symbol": 1},
         {"name": "Cleo", "kind": "random", "colour": 2, "symbol": 2},
         {"name": "Dan", "kind": "random", "colour": 3, "symbol": 3}]
MAX_ACTIONS = 6000      # a game ends well before; a test never hangs


def start(ui, seats, seed: str, start_player: int = 0):
    ui.app.show("newgame")
    ui.click("game_monopoly-builder")         # the game's button on the New game screen
    assert ui.app.chosenGame == "monopoly-builder"
    ui.app.newGame(seats, start_player, [], seed)
    assert ui.app.screen == "board"
    game = ui.app.game
    assert game.gameId == "monopoly-builder"
    return game


def test_a_whole_game_against_computer_players(ui, human):
    game = start(ui, SEATS, "7")
    shots = 0
    while not game.over and len(game.game.actions) < MAX_ACTIONS:
        human.wait(game)
        if game.over:
            break
        if shots < 3 and game.step == "turn" and game.round in (1, 4, 8):
            shots += 1
            ui.settle()
            ui.shot(f"mono-game-round{game.round}")
            assert ui.cut_texts() == [], f"texts cut at 1280x720 (round {game.round})"
        before = len(game.game.actions)
        human.move(game)
        assert len(game.game.actions) > before, game.message   # every gesture was legal
    assert game.over
    session = game.game
    again = replayed(session)
    assert session.state_json() == again.state_json() and again.rules.is_over(again.state)
    ui.settle()
    ui.shot("mono-end")
    rows = game.resultsModel.rows()
    assert [r["winner"] for r in rows].count(True) == len(again.rules.winners(again.state))
