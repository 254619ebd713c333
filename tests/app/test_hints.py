"""The Hint button (issue #19), in either game: a person clicks it (or presses H) at their
decision; the Hard player's best choice with its reason and the next best choices with
their values show, searched off the GUI thread; the hint is recorded in the game (its
statistics and its files; older files without hints still load)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mbqt.ai.hints import hint, value_text
from mbqt.core.records import Game
from mbqt.core.saves import load_game, save_game
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


@pytest.mark.parametrize("game_id", ["master-builder", "batisseurs"])
def test_the_hint_button_shows_the_hard_players_choice_and_records_it(ui, human, game_id, tmp_path):
    ui.app.show("newgame")
    ui.click("game_" + game_id)       # the game's button on the New game screen
    assert ui.app.chosenGame == game_id
    ui.app.newGame(SEATS, 0, [], "7")
    game = ui.game
    game.hint_options = {"iterations": 2}        # a reproducible hint to compare with
    human.play(game, 2)
    human.wait(game)
    assert game.humanTurn and game.canHint and not ui.items("hintPanel")
    session = game.game
    at, seat = len(session.actions), session.rules.current_player(session.state)
    expected = hint(session.rules, session.state.clone(), seed=game.hint_seed(seat), iterations=2)

    ui.click("hintButton")
    assert game.hintShown
    ui.wait_until(lambda: bool(ui.items("hintBest")) and ui.item("hintBest").property("visible"), WAIT_MS)
    ui.settle()
    names = [s["name"] for s in game.seats]
    best = session.rules.say(*expected["reasons"][0], names, "en")
    assert ui.text("hintBest") == best
    unit = session.rules.info.score_unit
    assert ui.text("hintValue") == ("Its reckoning of your lead over the best rival: "
                                    + value_text(unit, expected["choices"][0][1], "en"))
    others = [session.rules.say(*reason, names, "en") for reason in expected["reasons"][1:]]
    assert sorted(i.property("text") for i in ui.items("hintOther")) == sorted(others)
    assert ui.cut_texts() == []
    ui.shot(f"hint-{game_id}-1280x720")
    assert not game.canHint and not ui.item("hintButton").property("enabled")

    # Recorded: in the game, its statistics, a save; taken away by the next action.
    assert session.hints == [(at, seat)]
    stats = game.statistics
    assert stats["columns"][-1] == "Hints used" and stats["seats"][seat]["cells"][-1] == "1"
    path = tmp_path / "with-hint.json"
    save_game(game.snapshot(), path)
    assert load_game(path).hints == [(at, seat)]
    human.move(game)
    ui.wait_until(lambda: not ui.items("hintPanel"), WAIT_MS)

    # The key H asks again, at a later decision.
    human.wait(game)
    ui.key(Qt.Key.Key_H)
    ui.wait_until(lambda: bool(ui.items("hintBest")) and ui.item("hintBest").property("visible"), WAIT_MS)
    assert [s for _at, s in game.game.hints] == [seat, seat] and game.game.hints[1][0] > at
    ui.click("hintClose")
    ui.wait_until(lambda: not ui.items("hintPanel"), WAIT_MS)
    assert game.canHint


def test_records_without_hints_still_load_and_undo_keeps_a_hint(tmp_path):
    from pathlib import Path
    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "two-player-game.json"
    game = load_game(example)
    assert game.hints == [] and all(out["hints"] == 0 for out in game.statistics()["seats"])
    game.hints.append((40, 1))
    again = game.replayed(10)           # an undo, or the replay viewer at action 10
    assert again.hints == [(10, 1)]
    assert isinstance(again, Game)


@pytest.mark.parametrize("game_id", ["master-builder", "batisseurs"])
def test_escape_closes_the_hint(ui, human, game_id):
    """The hint covers part of the board: Esc closes it (as the next move does), before the
    board's own Esc (Les Bâtisseurs: a chosen worker is let go by the next Esc)."""
    ui.app.chosenGame = game_id
    ui.app.newGame(SEATS, 0, [], "7")
    game = ui.game
    game.hint_options = {"iterations": 2}
    human.play(game, 2)
    human.wait(game)
    ui.settle()
    if game_id == "batisseurs":              # a worker of the team chosen, to be sent
        sendable = lambda: [u["unit"] for u in game.seatsModel.rows()[game.decisionSeat]["team"]  # noqa: E731
                            if u["sendable"]]
        while not (game.humanTurn and sendable()):
            human.move(game)
            human.wait(game)
        unit = sendable()[0]
        game.selectUnit(unit)
        ui.settle()
    ui.key(Qt.Key.Key_H)
    ui.wait_until(lambda: bool(ui.items("hintPanel")), WAIT_MS)
    ui.settle()
    assert ui.text("hintClose") == "Close (Esc)"
    ui.key(Qt.Key.Key_Escape)
    ui.wait_until(lambda: not ui.items("hintPanel"), WAIT_MS)
    assert not game.hintShown
    if game_id == "batisseurs":
        assert game.selectedUnit == unit
        ui.settle()
        ui.key(Qt.Key.Key_Escape)
        assert game.selectedUnit < 0
