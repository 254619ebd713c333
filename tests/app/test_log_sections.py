"""The game log reads by round and phase (issue #19): each row's section is the game's
headings before it (Master Builder: round and phase; Les Bâtisseurs: the round), shown as
headers in the log panel with the seats' symbols on their entries."""
from __future__ import annotations

from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def test_the_log_is_grouped_by_round_and_phase(ui, human):
    ui.app.newGame(SEATS, 0, [], "3")
    game = ui.game
    human.play_until_step(game, "plan")
    ui.settle()
    rows = game.logModel.rows()[::-1]          # oldest first
    groups = [row["group"].split("|", 1)[1] for row in rows]
    # Every heading starts a new section named by the round's and the phase's headings.
    round_text = phase_text = ""
    for row, group in zip(rows, groups):
        if row["key"] == "round":
            round_text, phase_text = row["text"].rstrip("."), ""
        elif row["key"] == "phase":
            phase_text = row["text"].rstrip(".")
        assert row["heading"] or group == " · ".join(t for t in (round_text, phase_text) if t)
    # A heading is in the section of the entries after it, with the headings in a row before
    # them: no header stands over an empty section ("Round 2" then "Round 2 · Phase: Hire").
    for row, after in zip(rows, rows[1:]):
        if row["heading"]:
            assert row["group"] == after["group"]
    assert {row["group"] for row in rows[:-1]} <= {row["group"] for row in rows if not row["heading"]}
    assert len({row["group"] for row in rows}) >= 4      # round 1: hire, contracts, events, build
    # The panel shows a header per section on screen, in the words of the headings.
    shown = {item.property("label") for item in ui.items("logSection") if item.property("visible")}
    assert shown and shown <= set(groups)
    assert any("Phase: Build" in label for label in shown)
    # Retranslated, the sections follow.
    ui.app.language = "fr"
    ui.settle()
    assert any("Phase : Construction" in row["group"] or "Construction" in row["group"]
               for row in game.logModel.rows())
    ui.app.language = "en"
