"""Master Builder's events, said one at a time: what the event is, what it does to each
player and to you, until Continue; with nobody at the device, no wait."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, QUrl

from mbqt.ai import make_player
from mbqt.core.records import Game
from mbqt.core.registry import game_rules
from mbqt.core.saves import save_game
from mbqt.games.master_builder import Setup
from mbqt.games.master_builder.state import BUILD, EVENTS
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEED = 115      # round 1's event makes every worker of Ann's unavailable (found by trying seeds)


def before_the_events(tmp_path):
    """A save of seed 115 at Ann's last decision of round 1's Contracts phase (declining),
    both seats played by random players up to there."""
    rules = game_rules("master-builder")
    setup = Setup(players=[{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "random"}], seed=SEED,
                  start_player=0)
    game, trial = Game(setup, rules=rules), Game(setup, rules=rules)
    bots = [make_player("random", SEED * 8 + i, game=rules) for i in range(2)]
    while trial.state.phase < EVENTS:
        seat = rules.current_player(trial.state)
        action = bots[seat].choose(trial.state.clone(), seat, None)
        trial.apply(action)
        if trial.state.phase < EVENTS:
            game.apply(action)
    assert action == ("pass",) and rules.current_player(game.state) == 0
    path = tmp_path / "before-events.json"
    save_game(game, path)
    return path


def the_event_shown(ui, qtbot, tmp_path):
    """Ann declines (a click) at the save before the events: round 1's event shows."""
    ui.app.loadGame(QUrl.fromLocalFile(str(before_the_events(tmp_path))))
    qtbot.waitUntil(lambda: ui.app.screen == "board" and ui.game.humanTurn, timeout=WAIT_MS)
    game = ui.game
    ui.click("declineButton")
    qtbot.waitUntil(lambda: game.revealing, timeout=WAIT_MS)
    ui.settle()
    return game


def test_an_event_is_staged_until_acknowledged(ui, qtbot, tmp_path):
    game = the_event_shown(ui, qtbot, tmp_path)
    assert game.phase == BUILD
    # The event, what it does, each player's lot, then yours; nothing moves until Continue.
    assert ui.item("reveal").isVisible()
    event = ui.text("revealTitle")
    assert event.startswith("Event: ") and ui.text("revealEffect").startswith("All ")
    lines = [item.property("text") for item in sorted(ui.items("revealLine"), key=lambda i: i.mapToScene(
        QPointF(0, 0)).y())]                              # Ann's, then Bob's
    assert len(lines) == 2
    assert "cannot work in this Build phase" in lines[0] and "nothing is built this round" in lines[0]
    assert "Build phase is skipped" in ui.text("revealYou") and ui.text("revealYou").startswith("For you: ")
    assert "A-" in lines[0] or "T-" in lines[0] or "F-" in lines[0] or "MC-" in lines[0]    # workers by their ids
    ui.shot("event-staged-1280x720")
    actions = len(game.game.actions)
    # Bob (a computer player) does not play behind the screen: a move of his, had one been
    # asked for, would be computed (the jobs done) and delivered by the next frame.
    assert game.jobs.wait()
    ui.settle()
    assert game.revealing and len(game.game.actions) == actions
    ui.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not game.revealing or ui.text("revealTitle") != event, timeout=WAIT_MS)


def test_in_french_too(ui, qtbot, tmp_path):
    ui.app.language = "fr"
    the_event_shown(ui, qtbot, tmp_path)
    assert ui.text("revealTitle").startswith("Événement : ")
    assert ui.text("revealYou").startswith("Pour vous : ") and "construction est sautée" in ui.text("revealYou")
    ui.shot("event-staged-fr-1280x720")


def test_with_nobody_at_the_device_events_do_not_wait(ui, qtbot):
    ui.app.newGame([{"name": "Adelheid", "kind": "random", "colour": 2, "symbol": 3},
                    {"name": "Bertram", "kind": "random", "colour": 1, "symbol": 4}], 0, [], "115")
    game = ui.game
    qtbot.waitUntil(lambda: game.round >= 2, timeout=WAIT_MS)
    assert not game.revealing


def test_the_board_closes_clean_while_an_event_is_shown(ui, qtbot, tmp_path):
    """The overlay covers the board's bar, so a player cannot leave while an event waits for
    Continue, but the app can (a test going back to the title did): the overlay then read the
    game gone (a Python error in its bindings). The game's draft state goes with the game."""
    game = the_event_shown(ui, qtbot, tmp_path)
    ui.app.show("title")
    ui.settle()
    assert ui.app.screen == "title" and not game.revealing
