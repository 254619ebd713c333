"""Two humans at one device (hot-seat), with Selective events so that both build plans and
event hands are private. The cover (pass the device) comes only before a decision that
shows something private (a build plan to make, the event hand to choose from) or when a
player asks to see their events (E, or the Show my events button): public turns go
straight from one human to the next, each one's event hand hidden. The board never shows
one player's secrets to the other, and the game ends as the engine says."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS, replayed

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "human", "colour": 1, "symbol": 3}]
PRIVATE = ("plan", "choose_event")


def test_two_humans_pass_the_device(ui, human):
    ui.app.newGame(SEATS, 1, ["selective_events"], "5")
    game = ui.game
    state = lambda: game.game.state  # noqa: E731  (the live engine state)
    covers, private, plans_seen, shots, changes = 0, 0, 0, set(), 0
    last, covered = None, False
    while not (game.over and not game.revealing):
        human.wait(game)
        if game.over and not game.revealing:
            break
        if game.passTo >= 0:
            # The cover names the next human and hides the board; nothing can be played;
            # it comes before a private decision only.
            covers += 1
            nxt = game.passTo
            assert game.passName == SEATS[nxt]["name"] and nxt == state().to_move
            assert game.step in PRIVATE
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
            if game.step in PRIVATE:
                private += 1
                assert covered                    # each private decision came after the cover
            if last not in (None, me):
                changes += 1
            covered, last = False, me
            # No event card is on the board but the viewer's own hand, behind the cover of a
            # private decision.
            hand = sorted(row["index"] for row in game.handModel.rows())
            assert hand == (sorted(state().players[me].hand) if game.step in PRIVATE else [])
            assert game.privateHidden == (bool(state().players[me].hand) and game.step not in PRIVATE)
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

    # The device changed hands far more often than a cover was needed.
    assert covers == private and plans_seen >= 2 and changes > 2 * covers
    again = replayed(game.game)
    assert game.game.state_json() == again.state_json()
    ui.shot("hotseat-end")


def hand_names(ui) -> list[str]:
    """The event cards drawn in the players' panels."""
    return sorted(item.property("name") for item in ui.items("handCard") if item.isVisible())


def test_my_events_on_demand(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, ["selective_events"], "5")
    game = ui.game
    state = lambda: game.game.state  # noqa: E731
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ann = game.viewer
    mine = sorted(state().players[ann].hand)
    # A public turn: no cover; the hand is hidden, a button offers to show it.
    ui.settle()
    assert game.passTo < 0 and hand_names(ui) == [] and ui.item("showEvents").isVisible()
    assert ui.text("showEvents") == "Show my events (E)"
    # E: the other player may have looked at the device, so the cover comes first.
    ui.key(Qt.Key.Key_E)
    ui.settle()
    assert game.passTo == ann and ui.item("passDevice").isVisible()
    assert f"Only {SEATS[ann]['name']} looks now" in ui.visible_texts()
    ui.key(Qt.Key.Key_Return)
    ui.settle()
    assert game.passTo < 0 and game.humanTurn
    assert sorted(row["index"] for row in game.handModel.rows()) == mine and len(hand_names(ui)) == len(mine)
    ui.shot("hotseat-my-events")
    # Hidden again with the button, shown again by E without a cover: nobody else came.
    assert ui.text("showEvents") == "Hide my events (E)"
    ui.click("showEvents")
    ui.settle()
    assert hand_names(ui) == [] and ui.text("showEvents") == "Show my events (E)"
    ui.key(Qt.Key.Key_E)
    ui.settle()
    assert game.passTo < 0 and len(hand_names(ui)) == len(mine)
    # Ann hires (Return on the focused deck): Bob's turn, public, no cover; Ann's cards are
    # gone and Bob's are hidden until he asks.
    ui.tab_until(lambda names: any(n.startswith("deck_") for n in names) and names[0].startswith("hire_"))
    before = len(game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert len(game.game.actions) == before + 1
    qtbot.waitUntil(lambda: game.humanTurn and game.viewer != ann, timeout=WAIT_MS)
    ui.settle()
    assert game.passTo < 0 and hand_names(ui) == [] and game.privateHidden
    # Bob asks: the cover names him, then his own cards only.
    ui.click("showEvents")
    ui.settle()
    assert game.passTo == game.viewer != ann
    ui.click("passReady")
    ui.settle()
    assert sorted(row["index"] for row in game.handModel.rows()) == sorted(state().players[game.viewer].hand)


def test_one_human_sees_the_hand_without_asking(ui, qtbot):
    seats = [SEATS[0], {"name": "Cy", "kind": "easy", "colour": 2, "symbol": 1}]
    ui.app.newGame(seats, 0, ["selective_events"], "5")
    game = ui.game
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    assert len(hand_names(ui)) == len(game.game.state.players[0].hand) > 0
    assert not game.privateHidden and not ui.item("showEvents").isVisible()
