"""The app's own French messages elide before a name starting with a vowel, as the games'
sentences do (tests/core/test_elision.py): "C'est au tour d'Adélaïde.", not "de Adélaïde"."""
from __future__ import annotations

from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS


def test_it_is_adelaides_turn(ui, qtbot, human):
    ui.app.language = "fr"
    seats = [{"name": "Bob", "kind": "human", "colour": 0, "symbol": 0},
             {"name": "Adélaïde", "kind": "human", "colour": 1, "symbol": 3}]
    ui.app.newGame(seats, 0, [], "5")
    game = ui.game
    while game.passTo != 1:
        human.wait(game)
        human.move(game)
        qtbot.waitUntil(lambda: game.humanTurn or game.passTo >= 0 or game.holding, timeout=WAIT_MS)
    game.passTurn()                           # a gesture under the cover: not Bob's turn
    assert game.message == "C'est au tour d'Adélaïde."


def test_french_bid_prompt_and_plan_preview_read_well(ui, human):
    """Found playing in French: "surenchérissez sur contrat 6" lacked its article, "Ce plan
    achève contrat 6 (Taverne)" too (a list of contracts: no article fits them all)."""
    ui.app.language = "fr"
    seats = [{"name": "Bob", "kind": "human", "colour": 0, "symbol": 0},
             {"name": "Adélaïde", "kind": "human", "colour": 1, "symbol": 3}]
    ui.app.newGame(seats, 0, [], "5")
    game = ui.game
    human.play_until_step(game, "bid")
    assert ", surenchérissez sur le contrat " in game.prompt
    rules, cards = game.game.rules, game.game.state.cards
    assert rules.say("preview.completes", {"contracts": [6], "money": 52000}, ["Bob", "Adélaïde"], "fr") \
        .startswith("Bâtiments achevés par ce plan : contrat 6 (" + cards.contracts[6].name["fr"])
