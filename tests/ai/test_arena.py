"""The arena: seat rotation, figures, the `mbqt arena` command and its input checks."""
import json
import math

import pytest

from mbqt import arena
from mbqt.cli import main


def test_seats_rotate_and_wins_add_up():
    summary = arena.run(["random", "easy", "random"], games=6, seed=3)
    assert summary["games"] == 6
    random_, easy = summary["kinds"]["random"], summary["kinds"]["easy"]
    assert (random_["seats_played"], easy["seats_played"]) == (12, 6)
    assert math.isclose(random_["wins"] + easy["wins"], 6)
    assert math.isclose(sum(s["win_rate"] for s in summary["seats"]), 1, abs_tol=1e-3)
    assert random_["decisions"] > 0 and random_["decision_ms_p95"] >= random_["decision_ms_p50"]


def test_each_game_seats_the_kinds_rotated():
    seats = [arena.play_game(["random", "easy"], g, seed=0)["kinds"] for g in range(3)]
    assert seats == [["random", "easy"], ["easy", "random"], ["random", "easy"]]


def test_a_run_is_reproducible_and_jobs_do_not_change_it():
    one = arena.run(["random", "easy"], games=4, seed=8)
    two = arena.run(["random", "easy"], games=4, seed=8, jobs=2)
    for k in ("random", "easy"):
        assert one["kinds"][k]["wins"] == two["kinds"][k]["wins"]
        assert one["kinds"][k]["mean_final_money"] == two["kinds"][k]["mean_final_money"]


def test_wilson_interval_and_percentile():
    low, high = arena.wilson(50, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)     # textbook value for 50 / 100
    low, high = arena.wilson(0, 10)
    assert low == 0 and round(high, 3) == 0.278
    assert arena.percentile([5, 1, 4, 2, 3], 50) == 3
    assert arena.percentile(list(range(1, 101)), 95) == 95
    assert arena.percentile([], 95) == 0


def test_arena_command_prints_json(capsys):
    assert main(["arena", "--players", "random,easy", "--games", "2", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and set(out["kinds"]) == {"random", "easy"}
    for entry in out["kinds"].values():
        assert {"win_rate", "win_rate_ci95", "mean_final_money", "decision_ms_p50", "decision_ms_p95"} <= set(entry)


def test_arena_command_prints_a_table(capsys):
    assert main(["arena", "--players", "random,random,easy,random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "seat 4:" in out and "easy" in out


@pytest.mark.parametrize("argv, message", [
    (["--players", "random"], "2 to 4"),
    (["--players", "random,chess-engine"], "unknown player kind 'chess-engine'"),
    (["--players", "random,easy", "--games", "0"], "at least 1"),
    (["--players", "random,hard", "--budget", "-1"], "--budget"),
    (["--players", "random,hard", "--iterations", "0"], "--iterations"),
    (["--players", "random,easy", "--cards", "/nonexistent/cards.json"], "cannot read"),
])
def test_arena_command_refuses_bad_input_with_a_message(capsys, argv, message):
    assert main(["arena", *argv]) == 2
    assert message in capsys.readouterr().err
