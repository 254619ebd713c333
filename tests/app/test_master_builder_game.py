"""A complete game in the app: one scripted human and computer players, through the
controllers and the loaded QML, ending in the state the engine reaches on the same setup
and actions. Screenshots of every phase go to test-artifacts/app/."""
from __future__ import annotations

from mbqt.app import texts
from tests.support.app import (
    FAIL_ON_WARNINGS,
    WAIT_MS,
    assert_end_sheet_shown,
    replayed,
)

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bertram", "kind": "medium", "colour": 1, "symbol": 1},
         {"name": "Cunigunde", "kind": "easy", "colour": 2, "symbol": 2}]


def play_to_the_end(ui, human, prefix: str) -> list[str]:
    """Let the scripted humans play; screenshot the first time each kind of decision shows."""
    game = ui.game
    seen: list[str] = []
    while not (game.over and not game.revealing):
        human.wait(game)
        if game.over and not game.revealing:
            break
        key = "pass-device" if game.passTo >= 0 else "reveal" if game.revealing else \
            f"round{min(game.round, 2)}-phase{game.phase}-{game.step}"
        if key not in seen:
            seen.append(key)
            ui.settle()
            ui.shot(f"{prefix}-{len(seen):02d}-{key}")
            assert ui.cut_texts() == [], f"texts cut at 1280x720 ({key})"
            if key in ("round1-phase1-hire", "round1-phase2-open", "round1-phase4-plan", "round2-phase1-hire"):
                for size in ((1920, 1080), (3840, 2160), (1280, 720)):   # the same at larger sizes
                    ui.resize(*size)
                    if size[0] > 1280:
                        ui.shot(f"{prefix}-{len(seen):02d}-{key}-{size[0]}x{size[1]}")
                        assert ui.cut_texts() == [], f"texts cut at {size} ({key})"
        human.move(game)
    return seen


def test_one_human_against_computer_players(ui, human):
    ui.app.newGame(SEATS, 0, [], "11")
    assert ui.app.screen == "board"
    game = ui.game
    seen = play_to_the_end(ui, human, "game")

    # Every phase was shown to the human: hiring, auctions, building, and the reveal.
    assert {"round1-phase1-hire", "round1-phase2-open", "round1-phase4-plan", "reveal",
            "round2-phase1-hire"} <= set(seen)

    # The app's game is the engine's game on the same setup and actions.
    session = game.game
    assert session.setup.seed == 11 and len(session.actions) > 50
    again = replayed(session)
    assert session.state_json() == again.state_json()
    assert again.rules.is_over(again.state)

    # What the QML shows is the engine's final state.
    final = again.state
    for seat in range(3):
        shown = ui.item(f"money_{seat}").property("text")
        assert shown == texts.money(final.players[seat].money)
    assert ui.item("roundLabel").property("text") == f"Round {final.round} of {final.final_round}"
    assert ui.item("endScreen").property("visible")
    ranking = [row["seat"] for row in game.resultsModel.rows()]
    totals = [final.final_money(seat)["total"] for seat in ranking]
    assert totals == sorted(totals, reverse=True)
    assert_end_sheet_shown(ui, again.rules, final)
    # The log panel holds one sentence per engine log entry, newest first.
    log = game.logModel.rows()
    assert len(log) == len(session.log)
    assert log[0]["key"] == "game_over" and log[-1]["key"] == session.log[0][0]

    ui.shot("game-zz-end-1280x720")
    for size in ((1920, 1080), (3840, 2160)):
        ui.resize(*size)
        ui.shot(f"game-zz-end-{size[0]}x{size[1]}")
    game.closeReveal()   # nothing to close: the game stays over
    assert game.over


def test_quick_game_is_one_click_from_the_title(ui, qtbot):
    ui.settle()
    ui.shot("title-1280x720")
    ui.click("quickGame")
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=5000)
    kinds = [seat["kind"] for seat in ui.game.seats]
    assert kinds == ["human", "medium", "medium"]
    qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=WAIT_MS)
    ui.shot("board-round1-hire-1280x720")


def test_a_deck_run_out_says_so(ui, human):
    """Seen in the screenshots: a worker deck run out showed a blank card of its colour at
    "$0" (the model gives no top card as undefined, not null) instead of "Deck empty"."""
    ui.app.newGame([SEATS[0], {"name": "Cy", "kind": "easy", "colour": 2, "symbol": 2},
                    {"name": "Dagobert", "kind": "easy", "colour": 3, "symbol": 3}],
                   0, ["choosing_workers", "selective_events", "loaning_workers", "additional_events"], "8")
    game = ui.game
    while not (empty := [row["type"] for row in game.decksModel.rows() if row["count"] == 0]):
        human.wait(game)
        assert not game.over, "no deck ran out"
        human.move(game)
    ui.settle()
    shown, todo = [], [ui.item(f"deck_{empty[0]}")]
    while todo:
        item = todo.pop()
        if item.isVisible() and item.opacity() > 0:
            shown.append(item.property("text") if item.metaObject().className().startswith("QQuickText") else "")
            todo.extend(item.childItems())
    assert "Deck empty" in shown and not any("$" in str(text) for text in shown), shown
