"""Computer players think with Python's cyclic garbage collector paused (mbqt.ai.think), so
what they allocate must be freed by reference counting alone: no decision leaves a cycle."""
import gc

import pytest

from mbqt.ai import make_player, think
from mbqt.core.registry import game_rules


class Recorder:
    def __init__(self, fail=False):
        self.fail, self.seen = fail, None

    def choose(self, state, seat, cancel=None):
        self.seen = gc.isenabled()
        if self.fail:
            raise RuntimeError("boom")
        return ("pass",)


def test_the_collector_is_paused_while_a_player_thinks_and_back_after():
    assert gc.isenabled()
    player = Recorder()
    assert think(player, None, 0) == ("pass",)
    assert player.seen is False and gc.isenabled()
    with pytest.raises(RuntimeError):
        think(Recorder(fail=True), None, 0)
    assert gc.isenabled()
    gc.disable()          # a caller that paused it itself keeps it paused
    try:
        think(Recorder(), None, 0)
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("game", ["master-builder", "batisseurs", "monopoly-builder"])
@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_decisions_leave_no_reference_cycles(game, kind):
    rules = game_rules(game, None)
    state = rules.new_game(rules.Setup(players=[{"name": f"P{i}", "kind": kind} for i in range(2)],
                                       seed=5, start_player=0))
    players = [make_player(kind, seed=i, game=rules, budget_s=0.05) for i in range(2)]
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)     # what a collection finds unreachable stays in gc.garbage
    try:
        decisions = 0
        while not rules.is_over(state) and decisions < 25:
            seat = rules.current_player(state)
            acts = rules.legal_actions(state)
            if len(acts) > 1:
                decisions += 1
            rules.apply(state, think(players[seat], state, seat) if len(acts) > 1 else acts[0])
        gc.collect()
        cycles = [type(o).__name__ for o in gc.garbage]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert decisions == 25 and cycles == []
