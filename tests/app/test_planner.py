"""The build planner in the window: click a worker then a section, drag a worker onto a
section, see which sections would be built and why others would not, suggest, submit."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mbqt.games.master_builder import planning
from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


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


def test_plan_by_clicking_and_dragging(ui, qtbot, human):
    ui.app.newGame(SEATS, 0, [], "14")
    human.play_until_step(ui.game, "plan")
    planner = ui.game.buildPlanner
    ui.settle()                              # the planner laid out
    state, seat = ui.game.game.state, ui.game.viewer
    workers = planner.workers.rows()
    assert [w["index"] for w in workers] == state.available_workers(seat)

    # Click a worker, then a section it may work on.
    first = workers[0]
    ui.click(f"planWorker_{first['workerId']}")
    assert planner.selected == first["index"]
    num, idx = open_section(planner)
    ui.click(f"section_{num}_{idx}")
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
    ui.settle()
    source = ui.item(f"planWorker_{second['workerId']}")
    start, end = ui.centre(source), ui.centre(ui.item(f"section_{target[0]}_{target[1]}"))
    QTest.mousePress(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 11):
        QTest.mouseMove(ui.window, start + (end - start) * k / 10)
        ui.settle()                          # a frame per step of the drag, as a hand moves
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
    ui.click("suggestButton")
    suggested = planning.draft_plan({(c["number"], s["idx"]): [w["index"] for w in s["crew"]]
                                     for c in planner.contracts.rows() for s in c["sections"] if s["crew"]})
    assert planner.canSubmit and planner.readyCount == sum(1 for _ in suggested)
    ui.shot("planner-suggested")
    before = len(ui.game.game.actions)
    ui.key(Qt.Key.Key_Return)
    assert ui.game.game.actions[before] == ("build", suggested)


def test_the_planner_previews_what_the_plan_brings(ui, human):
    """"Your money if the game ended now", and with the plan built; what it completes: the
    engine's figures (planning.preview), shown under the plan as it is drafted."""
    ui.app.newGame(SEATS, 0, [], "14")
    human.play_until_step(ui.game, "plan")
    planner = ui.game.buildPlanner
    ui.settle()
    state, seat = ui.game.game.state, ui.game.viewer

    def shown():
        return [item.property("text") for item in sorted(ui.items("planPreview"), key=lambda i: i.property("y"))]
    money = state.final_money(seat)["total"]
    assert shown() == [f"Your money if the game ended now: {'-' if money < 0 else ''}${abs(money):,}"]
    ui.click("suggestButton")
    ui.settle()
    draft = planning.plan_draft(planning.draft_plan({k: list(v) for k, v in planner._draft.items()}))
    found = planning.preview(state, seat, draft)
    names = [p.name for p in state.players]
    expected = ([ui.game.game.rules.say("preview.completes", {"contracts": found["completes"],
                                                              "money": found["income"]}, names, "en")]
                if found["completes"] else [])
    key = "preview.money_same" if found["money_after"] == found["money_now"] else "preview.money"
    expected.append(ui.game.game.rules.say(key, {"now": found["money_now"], "after": found["money_after"]}, names, "en"))
    assert shown() == expected
    assert ui.cut_texts() == []
    ui.shot("planner-preview-1280x720")
