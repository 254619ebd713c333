"""The gauntlet's external bots (benchmarks/gauntlet): each plays a whole game through the
bot protocol without a single stand-in decision, and none of them imports mbqt (they must
stay independent of the engine they measure)."""
import pathlib
import re
import sys

import pytest

from mbqt.ai import make_player
from mbqt.core.registry import game_rules

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAUNTLET = ROOT / "benchmarks" / "gauntlet"
BOTS = [("master-builder", "master_builder/value_bidder.py"), ("master-builder", "master_builder/wage_miser.py"),
        ("master-builder", "master_builder/collector.py"), ("batisseurs", "batisseurs/points_per_action.py"),
        ("batisseurs", "batisseurs/ecu_efficient.py"), ("batisseurs", "batisseurs/machine_first.py"),
        ("monopoly-builder", "monopoly_builder/tower_builder.py"), ("monopoly-builder", "monopoly_builder/landlord.py"),
        ("monopoly-builder", "monopoly_builder/district.py")]


@pytest.mark.slow
@pytest.mark.parametrize("game, script", BOTS)
def test_a_gauntlet_bot_plays_a_whole_game_with_no_stand_in(game, script):
    rules = game_rules(game)
    setup = rules.Setup(game=game, players=[{"name": "A"}, {"name": "B"}], seed=3, start_player=0)
    state = rules.new_game(setup)
    bot = make_player(f"cmd:{sys.executable} {GAUNTLET / script}", seed=1, game=rules, timeout_s=20)
    players = [make_player("medium", seed=2, game=rules), bot]
    try:
        while not rules.is_over(state):
            seat = rules.current_player(state)
            rules.apply(state, players[seat].choose(state, seat))
    finally:
        bot.close()
    assert bot.requests > 10
    assert bot.stand_ins == 0


@pytest.mark.slow
def test_a_monopoly_bot_asks_the_bank_for_no_colour_it_lacks():
    """With four players the bank runs out of colours (R08); a bank trade for one of them is
    refused, and the bot's decision was then the stand-in's (seen in four-player gauntlet runs)."""
    rules = game_rules("monopoly-builder")
    setup = rules.Setup(game="monopoly-builder", players=[{"name": n} for n in "ABCD"], seed=3, start_player=0)
    state = rules.new_game(setup)
    medium = make_player("medium", seed=2, game=rules)
    while not (state.step == "turn" and state.to_move == state.active and state.round >= 8):
        rules.apply(state, medium.choose(state, rules.current_player(state)))
    seat = state.active
    choices = []
    for supplied in (True, False):
        s = state.clone()
        s.jail_turn = True                    # a turn of trades only
        s.players[seat].chips = [8, 0, 0, 0]  # enough reds for two bank trades
        if not supplied:
            s.supply[1:] = [0, 0, 0]
        bot = make_player(f"cmd:{sys.executable} {GAUNTLET / 'monopoly_builder/district.py'}", seed=1, game=rules,
                          timeout_s=20)
        try:
            choices.append(bot.choose(s, seat))
        finally:
            bot.close()
        assert bot.stand_ins == 0
    assert choices[0][0] == "bank" and choices[1] == ("end",)


def test_no_gauntlet_file_but_the_analysis_imports_mbqt():
    for path in GAUNTLET.rglob("*.py"):
        if path.name == "analyse.py":
            continue
        assert not re.search(r"^\s*(import|from)\s+mbqt", path.read_text(encoding="utf-8"), re.M), path
