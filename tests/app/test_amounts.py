"""Every amount field sends what it shows: typed, then confirmed with Return, Enter, the
button or by leaving the field (issue #13: Return used to send the previous value)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1},
         {"name": "Cy", "kind": "easy", "colour": 2, "symbol": 2}]



def confirm(ui, how: str, button: str) -> None:
    if how == "return":
        ui.key(Qt.Key.Key_Return)
    elif how == "enter":
        ui.key(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    elif how == "tab":                 # the field loses the focus, then the button
        ui.key(Qt.Key.Key_Tab)
        ui.settle()
        ui.click(button)
    else:
        ui.click(button)


@pytest.mark.parametrize("how", ["return", "enter", "button", "tab"])
def test_a_typed_opening_bid_is_the_one_sent(ui, human, how):
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.play_until_step(game, "open")
    ui.settle()
    contract = game.openDefault
    low, high = game.openRange(contract)
    amount = low + 2 * game.moneyStep
    assert amount <= high
    ui.type_amount(ui.item("openBid"), amount)
    before = len(game.game.actions)
    confirm(ui, how, "openButton")
    assert game.game.actions[before] == ("open", contract, amount)


@pytest.mark.parametrize("how", ["return", "enter", "button"])
def test_a_typed_raise_is_the_one_sent(ui, human, how):
    ui.app.newGame(SEATS, 1, [], "8")
    game = ui.game
    human.play_until_step(game, "bid")
    ui.settle()
    amount = game.bidMin + game.moneyStep
    assert amount <= game.bidMax
    ui.type_amount(ui.item("raiseBid"), amount)
    before = len(game.game.actions)
    confirm(ui, how, "raiseButton")
    assert game.game.actions[before] == ("bid", amount)
