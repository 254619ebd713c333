"""The game log reads by round and phase (issue #19): each row's section is the game's
headings before it (Master Builder: round and phase; Les Bâtisseurs: the round; Monopoly
Builder: round and turn), shown as
headers in the log panel with the seats' symbols on their entries. A round's heading and
its first phase's open one section together: no header stands over nothing, no round
sentence is said twice (issue #13)."""
from __future__ import annotations

from itertools import groupby

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
    sections = [(group, list(members)) for group, members in groupby(rows, key=lambda row: row["group"])]
    assert len({group for group, _ in sections}) == len(sections)       # a section is one run of rows
    # Each section is opened by its headings and names the round, the mallet and the phase.
    phases = ["1. Hire and fire", "2. Contracts", "3. Events", "4. Build"]
    assert [group.split("|", 1)[1] for group, _ in sections] == \
        [f"Round 1 (mallet: {SEATS[game.game.state.start]['name']}) · {phase}" for phase in phases]
    for group, members in sections:
        keys = [row["key"] for row in members]
        assert members[0]["heading"] and keys.count("round") <= 1
        # Every section but the newest (the phase just begun) has entries under its header.
        if group != sections[-1][0]:
            assert not all(row["heading"] for row in members)
    # The panel shows a header per section on screen, in those words, none of them empty.
    shown = [item.property("label") for item in ui.items("logSection") if item.property("visible")]
    assert shown and set(shown) <= {group.split("|", 1)[1] for group, _ in sections}
    assert len(shown) == len(set(shown))
    # Retranslated, the sections follow.
    ui.app.language = "fr"
    ui.settle()
    assert game.logModel.rows()[0]["group"].endswith("(maillet : " + SEATS[game.game.state.start]["name"]
                                                     + ") · 4. Construction")
    ui.app.language = "en"


def test_each_turn_section_names_its_round_in_the_games_words(ui, human):
    """Monopoly Builder's sections are its turns, each under its round: "Round 2 · Bob's
    turn", not "Round 2 begins" over every turn of the round."""
    game = ui.new_game("monopoly-builder", SEATS, "5")
    while game.game.state.round < 2:
        human.play(game, 1)
    ui.settle()
    rows = game.logModel.rows()[::-1]          # oldest first
    labels = [group.split("|", 1)[1] for group, _ in groupby(rows, key=lambda row: row["group"])]
    turns = [label for label in labels if " · " in label]
    assert len(turns) >= 3 and all("begins" not in label for label in labels)
    assert {label.split(" · ")[0] for label in turns} == {"Round 1", "Round 2"}
    ui.app.language = "fr"
    ui.settle()
    assert game.logModel.rows()[0]["group"].split("|", 1)[1].startswith("Tour de table 2 · ")
    ui.app.language = "en"
