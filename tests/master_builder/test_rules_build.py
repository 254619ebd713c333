"""Referee tests of phase 4, build (rulebook "PHASE 4", "Building Regulations", "City Walls",
"Buildings"; clarifications "Phase 4")."""
import pytest

from mbqt.games.master_builder import IllegalAction
from mbqt.games.master_builder import rules as engine
from tests.support.master_builder import CARDS, RULES, hired, worker
from tests.support.master_builder import plan_of as plan


def kinds(p):
    return tuple(sorted(CARDS.contracts[num].sections[idx].kind for num, idx, _ in p))


def built(t, seat, num):
    return next(c["built"] for c in t.view(None)["players"][seat]["contracts"] if c["number"] == num)


def rule_broken(t, seat, p):
    """The refusal of the plan (its code, and its reason in English), or None."""
    try:
        engine.check_plan(t.s, seat, p)
    except IllegalAction as err:
        return err.code, RULES.explain(err, ["Ann", "Bob"], "en")
    return None


def test_rulebook_contract8_example_one_side_wall_and_both_gable_ends_apprentices_idle():
    # Master, 2 foremen, tradesman, 2 apprentices on contract 8 (side walls: master + tradesman,
    # gable ends: foreman, roof: apprentice).
    t = hired(2, {0: ["MC-01", "F-02", "F-03", "T-01", "A-01"], 1: ["MC-02", "F-04", "T-02", "A-03", "A-04"]},
              contracts=[8, 3, 4], events=["quiet_times", "theft_on_site"])
    t.until("hire", round=2, seat=0)
    t.by(0, ("hire", 0))                              # the second apprentice, A-02
    assert t.ids(0) == ["MC-01", "F-02", "F-03", "T-01", "A-01", "A-02"]
    t.until("plan", round=2, seat=0)
    plans = [a[1] for a in RULES.legal_actions(t.s)]
    assert sorted(map(kinds, plans)) == sorted([(), ("gable_end", "side_wall"), ("gable_end", "gable_end", "side_wall")])
    best = max(plans, key=len)
    crews = sorted((CARDS.contracts[8].sections[idx].kind, sorted(CARDS.workers[w].id for w in crew))
                   for _, idx, crew in best)
    assert crews == [("gable_end", ["F-02"]), ("gable_end", ["F-03"]), ("side_wall", ["MC-01", "T-01"])]
    # Nothing more is possible: a roof needs all four walls, a second side wall a second master.
    assert rule_broken(t, 0, best + plan((8, "roof_1", "A-01")))[0] == "roof_last"
    assert rule_broken(t, 0, plan((8, "side_wall_1", "MC-01", "T-01"), (8, "side_wall_2", "F-02", "A-01"),
                                  (8, "gable_end_1", "F-03")))[0] == "unqualified"
    t.by(0, ("build", best))
    assert built(t, 0, 8) == ["side_wall_1", "gable_end_1", "gable_end_2"]
    assert t.view(1)["players"][0]["contracts"][0]["missing"] == ["side_wall_2", "roof_1", "roof_2"]


# Seat 0: four apprentices and a tradesman for contract 3 (walls: apprentice, roof: tradesman).
# Seat 1: master, foreman, tradesman, 2 apprentices for contract 1 (walls: tradesman, sides: apprentice).
WALLS = {0: ["A-01", "A-02", "A-03", "A-04", "T-01"], 1: ["MC-01", "F-01", "T-02", "A-05", "A-06"]}


def walls_table():
    t = hired(2, WALLS, contracts=[3, 1, 4], events=["quiet_times", "guild_assembly", "theft_on_site"])
    t.until("plan")
    return t


WALLS_FIRST = ("walls_first", "contract 3 (Privy): a building must start with at least one side wall and one gable end")


@pytest.mark.parametrize("items, broken", [
    ([(3, "side_wall_1", "A-01")], WALLS_FIRST),
    ([(3, "gable_end_1", "A-01")], WALLS_FIRST),
    ([(3, "side_wall_1", "A-01"), (3, "side_wall_2", "A-02")], WALLS_FIRST),
    ([(3, "side_wall_1", "A-01"), (3, "gable_end_1", "A-02"), (3, "gable_end_2", "A-03"),
      (3, "roof_1", "T-01")], ("roof_last", "contract 3 (Privy): the roof can only be built when all four walls stand")),
    ([(3, "side_wall_1", "A-01"), (3, "gable_end_1", "A-02")], None),
    ([(3, "side_wall_1", "A-01"), (3, "side_wall_2", "A-02"), (3, "gable_end_1", "A-03")], None),
    ([(3, "side_wall_1", "A-01"), (3, "side_wall_2", "A-02"), (3, "gable_end_1", "A-03"),
      (3, "gable_end_2", "A-04"), (3, "roof_1", "T-01")], None),      # walls of the same phase count
])
def test_building_regulations(items, broken):
    t = walls_table()
    assert rule_broken(t, 0, plan(*items)) == broken


WALL_ORDER = ("wall_order", "contract 1 (City Wall): wall 2 can only be started once wall 1 is complete")


@pytest.mark.parametrize("items, broken", [
    ([(1, "wall1", "T-02"), (1, "wall1_side1", "A-05")], None),
    ([(1, "wall1", "T-02")], ("side_piece_needed", "contract 1 (City Wall): the wall section of wall 1 needs a side "
                                                   "piece to stand")),
    ([(1, "wall1_side1", "A-05")], ("wall_section_first", "contract 1 (City Wall): a side piece of wall 1 needs its "
                                                          "wall section first")),
    ([(1, "wall2", "T-02"), (1, "wall2_side1", "A-05")], WALL_ORDER),
    ([(1, "wall1", "T-02"), (1, "wall1_side1", "A-05"), (1, "wall2", "F-01"), (1, "wall2_side1", "A-06")],
     WALL_ORDER),
    ([(1, "wall1", "T-02"), (1, "wall1_side1", "A-05"), (1, "wall1_side2", "A-06"), (1, "wall2", "F-01"),
      (1, "wall2_side1", "MC-01")], None),                              # wall 1 completed this phase
])
def test_city_wall_regulations(items, broken):
    t = walls_table()
    assert rule_broken(t, 1, plan(*items)) == broken


def test_walls_built_earlier_count_and_a_completed_building_pays_its_price_and_joins_the_city():
    t = walls_table()
    t.by(0, ("build", plan((3, "side_wall_1", "A-01"), (3, "gable_end_1", "A-02"))))
    t.until("plan", round=2, seat=0)
    assert rule_broken(t, 0, plan((3, "roof_1", "T-01")))[0] == "roof_last"
    t.by(0, ("build", plan((3, "side_wall_2", "A-01"), (3, "gable_end_2", "A-02"), (3, "roof_1", "T-01"))))
    t.until("plan", round=3, seat=0)
    assert built(t, 0, 3) == ["side_wall_1", "side_wall_2", "gable_end_1", "gable_end_2", "roof_1"]
    t.by(0, ("build", plan((3, "roof_2", "T-01"))))
    t.until(round=4)
    completed = t.entries("contract_completed")
    assert completed == [{"seat": 0, "money": CARDS.contracts[3].price, "contract": 3}]
    assert 3 not in t.player(0).contracts and (3, 0) in t.s.city
    assert t.view(1)["city"] == [{"contract": 3, "builder": 0}]
    income = t.log.index(("contract_completed", completed[0]))
    assert t.log[income + 1][0] == "wages_paid"          # income first, then wages


# Seat 0 has master, 2 foremen, tradesman, apprentice for contract 12 (walls: foreman + apprentice).
TWO = {0: ["MC-01", "F-01", "F-02", "T-01", "A-01"], 1: ["MC-02", "F-03", "T-02", "A-02", "A-03"]}


@pytest.mark.parametrize("crew, side, broken", [
    (("F-01", "A-01"), "T-01", None),
    (("F-01", "T-01"), "MC-01", None),                   # better workers may always do the job
    (("F-01", "F-02"), "T-01", None),
    (("MC-01", "A-01"), "T-01", None),
    (("T-01", "A-01"), "F-01", ("unqualified", "the workers on wall 1 of contract 12 (City Wall) are not qualified")),
    (("F-01",), "T-01", ("crew_size", "wall 1 of contract 12 (City Wall) needs exactly 2 workers")),
    (("F-01", "F-02", "A-01"), "T-01", ("crew_size", "needs exactly 2 workers")),
    (("F-01", "A-01"), "F-01", ("worker_twice", "Foreman F-01 is placed twice: a worker works on at most one "
                                                "section per round")),
])
def test_two_worker_sections_take_any_two_workers_matching_both_requirements(crew, side, broken):
    t = hired(2, TWO, contracts=[12, 3, 4], events=["quiet_times"])
    t.until("plan", seat=0)
    p = ((12, 0, tuple(worker(w) for w in crew)), (12, 1, (worker(side),)))
    got = rule_broken(t, 0, p)
    assert (got is None) if broken is None else (got[0] == broken[0] and broken[1] in got[1])


@pytest.mark.parametrize("bad", [
    ("build", "all of it"), ("build", ((12,),)), ("build", ((12, 0, 5),)), ("build", ((12, "wall1", (1,)),)),
    ("build", ((12, 0, ([1],)),)), ("build", (([12], 0, (1,)),)), ("build", ((99, 0, (1,)),)),
    ("build", ((12, 9, (1,)),)), ("build", ((12, 0, (999,)),)), ("build",), ("build", (), ()),
])
def test_a_malformed_plan_is_refused_with_a_message(bad):
    t = hired(2, TWO, contracts=[12, 3, 4], events=["quiet_times"])
    t.until("plan", seat=0)
    with pytest.raises(IllegalAction):
        t.do(bad)
    assert (t.s.step, t.s.to_move) == ("plan", 0)


def test_plans_are_secret_until_all_are_in_then_erected_together():
    t = walls_table()
    mine = plan((3, "side_wall_1", "A-01"), (3, "gable_end_1", "A-02"))
    t.by(0, ("build", mine))
    assert t.s.to_move == 1 and t.player(0).contracts[3] == 0       # nothing erected yet
    assert t.view(1)["players"][0]["plan_submitted"] is True
    assert "plan" not in t.view(1)["players"][0]
    assert t.view(0)["players"][0]["plan"][0] == {"contract": 3, "section": "side_wall_1", "workers": ["A-01"]}
    theirs = plan((1, "wall1", "T-02"), (1, "wall1_side1", "A-05"))
    entries = t.by(1, ("build", theirs))
    assert [a for k, a in entries if k == "plan_revealed"] == [{"seat": 0, "plan": mine}, {"seat": 1, "plan": theirs}]
    assert built(t, 0, 3) == ["side_wall_1", "gable_end_1"] and built(t, 1, 1) == ["wall1", "wall1_side1"]


def test_a_player_who_can_build_nothing_is_not_asked_for_a_plan():
    # Seat 1 holds contract 7 (walls need a master craftsman) and has no master craftsman.
    t = hired(2, {0: WALLS[0], 1: ["F-01", "T-02", "T-03", "A-05", "A-06"]}, contracts=[3, 7, 4],
              events=["quiet_times"])
    t.until("plan")
    assert t.player(1).contracts == {7: 0} and engine.plans_for(t.s, 1) == [()]
    entries = t.by(0, ("build", ()))
    assert [a["seat"] for k, a in entries if k == "plan_submitted"] == [0]
    assert ("plan_revealed", {"seat": 1, "plan": ()}) in entries and t.s.phase != 4


def test_every_listed_plan_is_legal_and_distinct():
    t = hired(2, TWO, contracts=[12, 3, 4], events=["quiet_times"])
    t.until("plan", seat=0)
    plans = [a[1] for a in RULES.legal_actions(t.s)]
    assert len(plans) == len(set(plans)) > 1
    for p in plans:
        assert rule_broken(t, 0, p) is None
