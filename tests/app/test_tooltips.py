"""Tooltips that explain, shown by hovering as a person does: what a quirk exposes a worker
to, what a section needs, why the money is red or not, a worker's wage and quirks in the
Fire list."""
from __future__ import annotations

from mbqt.games.master_builder import sentences
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def hover_tip(ui, qtbot, item, wanted) -> str:
    """Hover the item; the tooltip's text, once one shows a text for which wanted() holds."""
    ui.hover(item)
    found = []

    def shown():
        found[:] = [t for t in ui.visible_texts() if wanted(t)]
        return bool(found)
    qtbot.waitUntil(shown, timeout=5000)
    return found[0]


def test_tooltips_explain(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "21")
    game = ui.game
    human.wait(game)
    ui.settle()
    cards = game.game.state.cards
    # A quirk: its name and the events that hit it.
    icon = ui.typed("QuirkIcon")[0]
    letter = icon.property("letter")
    tip = hover_tip(ui, qtbot, icon, lambda t: "hit by the events" in t)
    assert tip == sentences.quirk_effect(cards, letter, "en")
    assert tip.startswith(sentences.card_name(cards.quirks[letter], "en") + ": ")
    # The money: why green (and, with less than the wages, why red).
    tip = hover_tip(ui, qtbot, ui.item("money_0"), lambda t: "the wages" in t)
    assert tip.startswith("$40,000 covers the wages, $")
    # A section of a contract on display: what it needs.
    human.play_until_step(game, "open")
    ui.settle()
    tile = ui.typed("SectionTile")[0]
    tip = hover_tip(ui, qtbot, tile, lambda t: ": needs " in t)
    assert tip.split(": needs ")[1].endswith(("or better", "Master Craftsman"))
    ui.shot("tooltip-section")
    # The Fire list: each worker's id, type, wage and quirks; the quirks' effects in its tooltip.
    human.wait(game)
    while not (game.round == 2 and game.step == "hire" and game.humanTurn):
        human.move(game)
        human.wait(game)
    ui.settle()
    combo = ui.item("fireChoice")
    label = combo.property("displayText")
    worker = cards.workers[game.fireOptions[0]["index"]]
    assert label.startswith(f"{worker.id} · ") and f"${worker.wage:,}" in label
    for q in worker.quirks:
        assert sentences.card_name(cards.quirks[q], "en") in label
    if worker.quirks:
        tip = hover_tip(ui, qtbot, combo, lambda t: "hit by the events" in t)
        assert tip.split("\n")[0] == sentences.quirk_effect(cards, sorted(worker.quirks)[0], "en")


def test_a_cover_shows_no_tooltip_of_the_board_under_it(ui, qtbot):
    """Hovering the end screen's buttons showed the tooltips of the cards under them ("tile",
    "Craftsman W33"): its veil stopped clicks, not hovers. The covers now stop both."""
    seats = [{"name": n, "kind": "easy", "colour": i, "symbol": i} for i, n in enumerate(("Ann", "Bob"))]
    game = ui.new_game("batisseurs", seats, "22", 0)
    qtbot.waitUntil(lambda: game.over, timeout=10 * WAIT_MS)
    ui.settle()
    for name in ("playAgain", "endStats", "endReplay"):
        ui.hover(name)
        ui.settle()
        assert [t.property("text") for t in ui.typed("PlainTip") if t.property("shown")] == [], name
