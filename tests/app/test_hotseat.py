"""Two humans at one device (hot-seat), with Selective events so that both build plans and
event hands are private: a pass-the-device screen comes between them, the board never
shows one player's secrets to the other, and the game ends as the engine says."""
from __future__ import annotations

from tests.support.app import FAIL_ON_WARNINGS, replayed

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "human", "colour": 1, "symbol": 3}]


def test_two_humans_pass_the_device(ui, human):
    ui.app.newGame(SEATS, 1, ["selective_events"], "5")
    game = ui.game
    state = lambda: game.game.state  # noqa: E731  (the live engine state)
    passes, plans_seen, shots, last, covered = 0, 0, set(), None, False
    while not (game.over and not game.revealing):
        human.wait(game)
        if game.over and not game.revealing:
            break
        if game.passTo >= 0:
            # The cover names the next human and hides the board; nothing can be played.
            passes += 1
            nxt = game.passTo
            assert game.passName == SEATS[nxt]["name"] and nxt == state().to_move
            assert ui.item("passDevice").property("visible") and not game.humanTurn
            if "pass" not in shots:
                shots.add("pass")
                ui.settle()
                ui.shot("hotseat-pass-device")
            game.passTurn()                       # ignored: it is nobody's turn at the device
            assert game.passTo == nxt and "turn" in game.message
            ui.click("passReady")
            assert game.viewer == nxt and game.humanTurn
            covered = True
            continue
        elif game.humanTurn:
            me = game.viewer
            # When the device changed hands while something was secret (an event hand, a
            # build plan), a cover came first; with nothing secret, play goes straight on.
            secret = game.step == "plan" or any(p.hand for p in state().players)
            if last not in (None, me):
                assert covered == secret
            covered, last = False, me
            # Only the viewer's own event hand is on the board.
            hand = sorted(row["index"] for row in game.handModel.rows())
            assert hand == sorted(state().players[me].hand)
            if game.step == "plan":
                plans_seen += 1
                # A fresh, empty draft: the other player's plan is nowhere on the board.
                assert game.buildPlanner.active and game.buildPlanner.readyCount == 0
                assert all(set(row) >= {"planSubmitted"} and "plan" not in row for row in game.seatsModel.rows())
                if "plan" not in shots:
                    shots.add("plan")
                    ui.settle()
                    ui.shot("hotseat-plan")
        human.move(game)

    assert passes >= 10 and plans_seen >= 2
    again = replayed(game.game)
    assert game.game.state_json() == again.state_json()
    ui.shot("hotseat-end")
