"""The build planner in the window: click a worker then a section, drag a worker onto a
section, see which sections would be built and why others would not, suggest, submit."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from mbqt.games.master_builder import planning
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS, human_move  # noqa: F401

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def centre(item):
    return item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()


def click(ui, item):
    QTest.mouseClick(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre(item))


def reach_planning(ui, qtbot):
    game = ui.game
    while not (game.humanTurn and game.step == "plan"):
        qtbot.waitUntil(lambda: game.humanTurn or game.revealing or game.over, timeout=WAIT_MS)
        assert not game.over, "the game ended before the human had a plan to make"
        if not (game.humanTurn and game.step == "plan"):
            human_move(game)
    return game.buildPlanner


def open_section(planner):
    """A section the selected worker may join: (contract, section index)."""
    for contract in planner.contracts.rows():
        for sec in contract["sections"]:
            if sec["open"] and not sec["built"]:
                return contract["number"], sec["idx"]
    raise AssertionError("the selected worker fits no section")


def crew(planner, num, idx):
    row = next(c for c in planner.contracts.rows() if c["number"] == num)
    return [w["index"] for w in row["sections"][idx]["crew"]]


def test_plan_by_clicking_and_dragging(ui, qtbot):
    ui.app.newGame(SEATS, 0, [], "14")
    planner = reach_planning(ui, qtbot)
    qtbot.wait(50)                           # let the planner lay itself out
    state, seat = ui.game.game.state, ui.game.viewer
    workers = planner.workers.rows()
    assert [w["index"] for w in workers] == state.available_workers(seat)

    # Click a worker, then a section it may work on.
    first = workers[0]
    click(ui, ui.item(f"planWorker_{first['workerId']}"))
    assert planner.selected == first["index"]
    num, idx = open_section(planner)
    click(ui, ui.item(f"section_{num}_{idx}"))
    qtbot.wait(20)
    assert crew(planner, num, idx) == [first["index"]] and planner.selected == -1
    code, reason = planning.feedback(state, seat, {(num, idx): [first["index"]]})[(num, idx)]
    shown = next(c for c in planner.contracts.rows() if c["number"] == num)["sections"][idx]
    assert shown["status"] == code
    assert shown["reason"] == (ui.game.game.rules.explain(reason, [], "en") if reason else "")
    ui.shot("planner-after-click")

    # Drag the next worker onto a section it fits.
    second = next(w for w in planner.workers.rows() if not w["placed"])
    planner.select(second["index"])
    target = open_section(planner)
    planner.select(second["index"])          # unselect: the drag selects it again
    qtbot.wait(20)
    source = ui.item(f"planWorker_{second['workerId']}")
    start, end = centre(source), centre(ui.item(f"section_{target[0]}_{target[1]}"))
    QTest.mousePress(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 11):
        QTest.mouseMove(ui.window, start + (end - start) * k / 10)
        qtbot.wait(5)
    QTest.mouseRelease(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: second["index"] in crew(planner, *target), timeout=2000)

    # A worker on a section above his level is refused, with the reason in words.
    planner.clear()
    weakest = min(planner.workers.rows(), key=lambda w: w["level"])
    hardest = max(((c["number"], s["idx"]) for c in planner.contracts.rows() for s in c["sections"]
                   if not s["built"]), key=lambda k: max(
        state.cards.contracts[k[0]].sections[k[1]].requires))
    why = planning.join_error(state, seat, {}, weakest["index"], *hardest)
    if why:
        planner.place(weakest["index"], *hardest)
        assert why.code == "worker_unqualified"
        assert planner.message.startswith(f"{weakest['typeName']} {weakest['workerId']} is not qualified for ")
        assert crew(planner, *hardest) == []

    # Suggest proposes the AI planner's plan; Submit (Return) plays it.
    click(ui, ui.item("suggestButton"))
    suggested = planning.draft_plan({(c["number"], s["idx"]): [w["index"] for w in s["crew"]]
                                     for c in planner.contracts.rows() for s in c["sections"] if s["crew"]})
    assert planner.canSubmit and planner.readyCount == sum(1 for _ in suggested)
    ui.shot("planner-suggested")
    before = len(ui.game.game.actions)
    QTest.keyClick(ui.window, Qt.Key.Key_Return)
    assert ui.game.game.actions[before] == ("build", suggested)
