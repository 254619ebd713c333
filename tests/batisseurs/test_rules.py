"""Referee tests of Les Bâtisseurs : Moyen Âge (manual.fr.txt; section names in each test)."""
import json

import pytest

from mbqt.games.batisseurs import IllegalAction, Setup
from mbqt.games.batisseurs.cards import DEFAULT_CARDS, parse_cards
from mbqt.games.master_builder.cards import CardError
from tests.support.batisseurs import CARDS, NW, RULES, Table, building, said, unit

SOURCE = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))


# ----------------------------------------------------------------- MATÉRIEL: the cards

def test_the_42_workers_by_type_cost_and_production():
    by_type = {}
    for w in CARDS.workers:
        by_type.setdefault(w.type, []).append(w)
        assert sum(w.produces) == w.cost   # each worker's cost equals what it produces
    assert {t: len(ws) for t, ws in by_type.items()} == {"apprentice": 6, "laborer": 12, "craftsman": 16,
                                                         "master": 8}
    assert {t: {w.cost for w in ws} for t, ws in by_type.items()} == {
        "apprentice": {2}, "laborer": {3}, "craftsman": {4}, "master": {5}}


def test_42_buildings_of_which_8_machines_that_cost_nothing_to_send():
    machines = [b for b in CARDS.buildings if b.machine]
    assert len(CARDS.buildings) == 42 and len(machines) == 8
    assert all(b.reward == 0 and b.cost == 0 and sum(b.produces) in (2, 3) for b in machines)
    assert all(b.produces is None for b in CARDS.buildings if not b.machine)


def test_the_chapel_of_the_manual():
    chapel = CARDS.building_by_id("B31")
    assert (chapel.name["fr"], chapel.requires, chapel.reward, chapel.points) == ("La chapelle", (3, 2, 2, 3), 18, 5)


def test_a_wrong_card_file_names_the_card_and_the_field():
    raw = json.loads(json.dumps(SOURCE))
    raw["workers"][6]["cost_ecus"] = "three"
    with pytest.raises(CardError, match=r"workers\[6 = W07\]\.cost_ecus"):
        parse_cards(raw, "deck.json")
    raw = json.loads(json.dumps(SOURCE))
    raw["machines"][0]["is_machine"] = False
    del raw["machines"][0]["produces_when_used_as_worker"]
    with pytest.raises(CardError, match=r"machines\[M1\]\.is_machine"):
        parse_cards(raw, "deck.json")
    raw = json.loads(json.dumps(SOURCE))
    raw["buildings"][1]["id"] = "B01"
    with pytest.raises(CardError, match="duplicate card id 'B01'"):
        parse_cards(raw, "deck.json")


# ----------------------------------------------------------------- MISE EN PLACE

@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_rows_one_apprentice_and_10_ecus_each(n):
    s = RULES.new_game(Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=7))
    assert len(s.building_row) == 5 and len(s.building_deck) == 37
    assert len(s.worker_row) == 5 and len(s.worker_deck) == 42 - n - 5
    for p in s.players:
        assert p.money == 10 and len(p.team) == 1 and CARDS.workers[p.team[0]].type == "apprentice"
        assert not p.sites and not p.built
    dealt = {p.team[0] for p in s.players}
    assert len(dealt) == n
    left = [w for w in s.worker_row + s.worker_deck if CARDS.workers[w].type == "apprentice"]
    assert len(left) == 6 - n          # the others go back into the worker deck
    assert s.to_move == s.start and s.actions == 3


def test_the_setup_depends_on_the_seed_only():
    def deal(seed):
        s = RULES.new_game(Setup(players=[{"name": "A"}, {"name": "B"}, {"name": "C"}], seed=seed))
        return (s.start, s.building_row, s.building_deck, s.worker_row, s.worker_deck, [p.team for p in s.players])
    assert deal(3) == deal(3)
    assert deal(3) != deal(4)


def test_explicit_decks_must_list_every_card():
    t = Table(2, start=1)
    assert t.s.building_row == [building(f"B0{i}") for i in range(1, 6)]
    assert t.s.worker_row == [unit(w) for w in ("W03", "W04", "W05", "W06", "W07")]
    assert t.seat == 1
    with pytest.raises(IllegalAction) as err:
        Table(2, buildings=["B01"] * 42)
    assert err.value.code == "deck_order"
    assert said(err.value).startswith("decks.buildings must list every card once; missing B02, B03, ")
    assert said(err.value).endswith("; unknown or repeated B01")


# ----------------------------------------------------------------- TOUR DE JEU

def test_three_free_actions_then_each_extra_one_costs_5_ecus():
    t = Table()
    for _ in range(3):
        t.do("take", 1)
    assert (t.seat, t.p().money, t.s.actions) == (0, 13, 0)
    assert ("end",) in t.legal()
    entries = t.do("recruit", unit("W03"))      # a fourth action: paid
    assert entries[0] == ("extra_actions", {"seat": 0, "count": 1, "money": -5})
    assert t.p().money == 8 and unit("W03") in t.p().team
    t.do("open", building("B01"))               # a fifth: 5 more
    assert t.p(0).money == 3
    assert t.seat == 1                          # no free action and under 5 écus: the turn is over


def test_the_turn_cannot_end_while_free_actions_remain():
    t = Table()
    assert ("end",) not in t.legal()
    with pytest.raises(IllegalAction) as err:
        t.do("end")
    assert err.value.params == {"count": 3} and said(err.value) == "use your 3 free actions first"
    assert said(err.value, "fr") == "utilisez d'abord vos 3 actions gratuites"


def test_an_action_partly_paid_uses_the_free_actions_left_first():
    t = Table()
    t.do("take", 2)
    assert (t.s.actions, t.p().money) == (1, 13)
    t.do("take", 3)                 # 1 free + 2 paid = 10 écus, for 6
    assert (t.s.actions, t.p(0).money) == (0, 13 - 10 + 6)


def test_take_ecus_1_3_6():
    for k, got in ((1, 1), (2, 3), (3, 6)):
        t = Table()
        t.do("take", k)
        assert t.p(0).money == 10 + got
        assert t.s.actions == 3 - k


def test_open_a_site_costs_one_action_and_the_row_is_refilled_from_the_deck():
    t = Table()
    entries = t.do("open", building("B03"))
    assert building("B03") in t.p().sites and t.s.actions == 2 and t.p().money == 10
    assert t.s.building_row == [building(b) for b in ("B01", "B02", "B04", "B05", "B06")]
    assert entries[-1] == ("building_revealed", {"building": building("B06")})
    with pytest.raises(IllegalAction) as err:
        t.do("open", building("B03"))
    assert err.value.code == "building_not_in_row"
    t.do("open", building("B01"))     # several sites at once
    assert len(t.p().sites) == 2


def test_recruit_costs_one_action_and_the_row_is_refilled():
    t = Table()
    t.do("recruit", unit("W05"))
    assert t.p().team == [unit("W01"), unit("W05")] and t.s.actions == 2 and t.p().money == 10
    assert t.s.worker_row == [unit(w) for w in ("W03", "W04", "W06", "W07", "W08")]


def test_a_row_is_not_refilled_once_its_deck_is_empty():
    t = Table()
    t.s.building_deck = []
    t.do("open", building("B01"))
    assert len(t.s.building_row) == 4


# ----------------------------------------------------------------- ENVOYER TRAVAILLER

def test_sending_a_worker_costs_its_ecus_and_one_action():
    t = Table()
    site = t.site(0, "B34")
    t.hire(0, "W35")
    t.do("send", unit("W35"), site)
    assert t.p().money == 10 - 5 and t.s.actions == 2
    assert t.p().sites[site] == [unit("W35")] and unit("W35") not in t.p().team


def test_the_second_worker_on_the_same_site_in_a_turn_costs_2_actions_the_third_3():
    t = Table()
    t.p().money = 100
    site = t.site(0, "B34", "W36")          # a worker placed in an earlier turn does not count
    t.hire(0, "W19", "W30", "W20")
    t.do("send", unit("W19"), site)
    assert t.s.actions == 2
    t.do("send", unit("W30"), site)
    assert t.s.actions == 0
    entries = t.do("send", unit("W20"), site)     # 3 actions, all paid
    assert entries[0] == ("extra_actions", {"seat": 0, "count": 3, "money": -15})
    assert entries[1][1]["actions"] == 3
    assert t.p().money == 100 - 4 - 4 - 15 - 4


def test_workers_on_different_sites_cost_one_action_each():
    t = Table()
    a, b = t.site(0, "B33"), t.site(0, "B34")
    t.hire(0, "W19")
    t.do("send", unit("W01"), a)
    t.do("send", unit("W19"), b)
    assert t.s.actions == 1


def test_the_cost_in_actions_resets_each_turn():
    t = Table()
    t.p(0).money = 100
    site = t.site(0, "B34")
    t.hire(0, "W19", "W30")
    t.do("send", unit("W01"), site)
    t.finish_turn()
    t.finish_turn()
    t.do("send", unit("W19"), site)
    assert t.s.actions == 2


def test_a_worker_on_a_site_stays_there_and_only_own_sites_can_be_worked():
    t = Table()
    mine = t.site(0, "B34")
    theirs = t.site(1, "B33")
    t.do("send", unit("W01"), mine)
    with pytest.raises(IllegalAction) as err:
        t.do("send", unit("W01"), t.site(0, "B32"))
    assert err.value.code == "unit_not_free" and "stays on its site" in said(err.value)
    t.hire(0, "W19")
    with pytest.raises(IllegalAction) as err:
        t.do("send", unit("W19"), theirs)
    assert err.value.code == "not_your_site"
    assert all(a[0] != "send" or a[2] != theirs for a in t.legal())


def test_a_worker_one_cannot_pay_for_cannot_be_sent():
    t = Table()
    t.p().money = 4
    site = t.site(0, "B34")
    t.hire(0, "W35")
    assert ("send", unit("W35"), site) not in t.legal()
    with pytest.raises(IllegalAction) as err:
        t.do("send", unit("W35"), site)
    assert err.value.params == {"need": 5, "cash": 4} and said(err.value) == "this costs 5 écus and you have 4 écus"
    assert said(err.value, "fr") == "cela coûte 5 écus et vous avez 4 écus"
    assert t.p().team == [unit("W01"), unit("W35")] and t.p().money == 4 and t.s.actions == 3


# ----------------------------------------------------------------- TERMINER UN BÂTIMENT

def test_the_manuals_chapel_completed_by_a_craftsman_for_1_action_and_4_ecus():
    t = Table()
    chapel = t.site(0, "B31", "W20", "W02")     # 3 stone, 2 wood, 1 knowledge so far
    assert t.s.produced(0, chapel) == (3, 2, 1, 0)
    t.hire(0, "W21")                            # a craftsman: 1 knowledge, 3 tile, 4 écus
    assert CARDS.workers[unit("W21")].type == "craftsman"
    entries = t.do("send", unit("W21"), chapel)
    assert entries[0] == ("sent", {"seat": 0, "unit": unit("W21"), "site": chapel, "actions": 1, "money": -4})
    assert entries[1][0] == "completed"
    assert t.s.actions == 2
    assert t.p().money == 10 - 4 + 18
    assert t.s.points(0) == 5 and t.p().built == [chapel] and chapel not in t.p().sites
    assert sorted(t.p().team) == sorted(unit(w) for w in ("W01", "W20", "W02", "W21"))


def test_a_building_is_not_finished_while_one_resource_is_short():
    t = Table()
    chapel = t.site(0, "B31", "W20", "W02")
    t.hire(0, "W09")                            # 1 knowledge, 2 tile: one tile short
    t.do("send", unit("W09"), chapel)
    assert chapel in t.p().sites and t.s.points(0) == 0 and t.p().money == 7


def test_resources_beyond_the_needs_are_wasted_but_complete():
    t = Table()
    hut = t.site(0, "B02")                      # La cabane: 1 wood, 1 knowledge
    t.hire(0, "W37")                            # a master: 2 wood, 3 knowledge
    t.do("send", unit("W37"), hut)
    assert t.p().built == [hut] and t.p().money == 10 - 5 + 8


def test_returned_workers_can_be_sent_again_the_same_turn():
    t = Table()
    hut = t.site(0, "B02")
    other = t.site(0, "B34")
    t.hire(0, "W37")
    t.do("send", unit("W37"), hut)
    t.do("send", unit("W37"), other)            # back in the team: 1 action on another site
    assert t.s.actions == 1 and t.p().sites[other] == [unit("W37")]


# ----------------------------------------------------------------- LES MACHINES

def test_a_finished_machine_joins_the_team_and_works_for_free():
    t = Table()
    crane = t.site(0, "M1")                     # needs 1 wood, 1 tile; produces 2 stone
    t.hire(0, "W06")                            # apprentice: 1 wood, 1 tile
    entries = t.do("send", unit("W06"), crane)
    assert entries[-1][1] == {"seat": 0, "building": crane, "money": 0, "points": 1, "units": [unit("W06")]}
    machine = NW + crane
    assert machine in t.p().team and t.p().machines == [crane] and t.s.points(0) == 1
    assert t.p().money == 10 - 2                 # a machine pays no écus
    site = t.site(0, "B34")
    t.do("send", machine, site)
    assert t.p().money == 8 and t.s.produced(0, site) == (2, 0, 0, 0)
    assert RULES.action_to_json(("send", machine, site)) == {"type": "send", "worker": "M1", "site": "B34"}


# ----------------------------------------------------------------- FIN DE PARTIE

def _points(t, seat, ids):
    t.s.players[seat].built += [building(b) for b in ids]


def test_17_points_at_the_end_of_the_first_players_turn_lets_the_others_play_once():
    t = Table(3, start=1)
    _points(t, 1, ["B34", "B33", "B01"])         # 8 + 7 + 0 = 15: not yet
    t.finish_turn()
    assert not t.s.last_round
    t.finish_turn(), t.finish_turn()
    _points(t, 1, ["B03", "B04"])               # 17
    t.finish_turn()
    assert t.s.last_round and ("last_round", {"seat": 1, "points": 17}) in t.log
    t.finish_turn()
    assert not t.s.over and t.seat == 0
    t.finish_turn()
    assert t.s.over and t.s.end == "points" and t.s.to_move is None
    assert RULES.legal_actions(t.s) == [] and RULES.is_over(t.s)


def test_17_points_reached_by_the_last_player_ends_the_game_at_once():
    t = Table(3, start=1)
    t.finish_turn(), t.finish_turn()
    assert t.seat == 0
    _points(t, 0, ["B34", "B33", "B03", "B04"])
    t.finish_turn()
    assert t.s.over


def test_points_are_counted_at_the_end_of_ones_turn_only():
    t = Table(2)
    _points(t, 1, ["B34", "B33", "B03", "B04"])  # seat 1 has 17 while seat 0 plays
    t.finish_turn()
    assert not t.s.last_round
    t.finish_turn()
    assert t.s.over                              # seat 1 was the last of the round


def test_ecus_do_not_count_towards_the_17_points():
    t = Table(2)
    t.p(0).money = 500
    _points(t, 0, ["B34", "B33"])                # 15 points and 50 écu points
    t.finish_turn()
    assert not t.s.last_round


def test_final_score_one_point_per_full_10_ecus():
    t = Table(2)
    _points(t, 0, ["B31"])
    t.p(0).money, t.p(1).money = 19, 20
    assert t.s.score(0) == {"buildings": 5, "ecus": 1, "total": 6, "money": 19}
    assert t.s.score(1)["total"] == 2


def test_ties_go_to_the_most_building_points_then_the_most_ecus():
    t = Table(3)
    _points(t, 0, ["B31"])                 # 5 building points + 1 for 12 écus = 6
    _points(t, 1, ["B13", "B03"])          # 3 + 1 building points + 2 for 25 écus = 6
    _points(t, 2, ["B03"])                 # 1 + 5 for 59 écus = 6
    t.p(0).money, t.p(1).money, t.p(2).money = 12, 25, 59
    assert RULES.scores(t.s) == [6, 6, 6]
    assert RULES.winners(t.s) == [0]       # the most building points, though the fewest écus
    t.s.players[2].built = [building("B27")]   # 5 building points, like seat 0
    t.p(2).money = 18
    t.p(0).money = 19
    assert RULES.scores(t.s) == [6, 6, 6]
    assert RULES.winners(t.s) == [0]       # same building points: the most écus, 19 to 18
    t.p(2).money = 19
    assert RULES.winners(t.s) == [0, 2]    # still tied: the victory is shared


def test_the_game_ends_when_nobody_can_finish_another_building():
    t = Table(2)
    t.s.building_row, t.s.building_deck, t.s.worker_row, t.s.worker_deck = [], [], [], []
    t.site(0, "B34", "W02")                 # W01 alone cannot complete the cathedral
    t.finish_turn()
    t.finish_turn()
    assert t.s.over and t.s.end == "stalemate" and ("stalemate", {}) in t.log


def test_no_stalemate_while_a_site_can_still_be_completed():
    t = Table(2)
    t.s.building_row, t.s.building_deck, t.s.worker_row, t.s.worker_deck = [], [], [], []
    t.site(1, "B02")                        # the hut: W02 (wood, knowledge) completes it
    t.finish_turn()
    t.finish_turn()
    assert not t.s.over and t.s.round == 2


# ----------------------------------------------------------------- bad input

@pytest.mark.parametrize("action", [("fly",), ("take",), ("take", 4), ("send", 1), ("open", "B01"), ("take", True),
                                    "take", ()])
def test_malformed_or_illegal_actions_leave_the_state_unchanged(action):
    t = Table()
    before = RULES.view(t.s, None)
    with pytest.raises(IllegalAction):
        RULES.apply(t.s, action)
    assert RULES.view(t.s, None) == before


def test_json_actions_name_cards_by_id():
    assert RULES.action_from_json({"type": "open", "building": "B31"}) == ("open", building("B31"))
    assert RULES.action_from_json({"type": "send", "worker": "W21", "site": "B31"}) == ("send", unit("W21"),
                                                                                         building("B31"))
    for bad, msg in (({"type": "recruit", "worker": "B31"}, "'B31' is not a worker card"),
                     ({"type": "open", "building": "W01"}, "no building card 'W01'"),
                     ({"type": "take", "actions": 4}, "malformed action: take.actions: Input should be 1, 2 or 3"),
                     ({"type": "open"}, "malformed action: open.building: Field required")):
        with pytest.raises(IllegalAction) as err:
            RULES.action_from_json(bad)
        assert said(err.value) == msg
