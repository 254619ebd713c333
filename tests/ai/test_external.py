"""External bots (cmd:PROGRAM): the JSON-lines protocol, and failures that must not stop a game."""
import json
import logging
import random
import shlex
import sys
import threading
import time
from pathlib import Path

import pytest

from mbqt.ai import make_player
from mbqt.ai.external import ExternalPlayer
from mbqt.cli import main
from mbqt.games.batisseurs import Setup as BatSetup
from tests.support.batisseurs import RULES as BAT_RULES
from tests.support.master_builder import RULES as MB_RULES
from tests.support.master_builder import make_setup

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "random_bot.py"


def bot(tmp_path, name, body):
    """A bot script; returns its cmd: kind."""
    path = tmp_path / f"{name}.py"
    path.write_text("import json, sys, time\n" + body)
    return f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(path))}"


def play(rules, players, seed=0, decisions=None):
    """Play with these players (None: a random one); return the finished or stopped state."""
    state = rules.new_game(make_setup(len(players), seed=seed, start_player=0))
    rng = random.Random(seed)
    made = 0
    while not rules.is_over(state) and (decisions is None or made < decisions):
        seat = state.to_move
        player = players[seat]
        if player is None:
            action = rng.choice(rules.legal_actions(state))
        else:
            action = player.choose(state, seat)
            made += 1
            assert action in rules.legal_actions(state)
        rules.apply(state, action)
    return state


def test_example_bot_plays_a_whole_game_without_a_stand_in(rules, caplog):
    player = make_player(f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(EXAMPLE))} 5", 1, MB_RULES)
    try:
        with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
            state = play(rules, [player, None], seed=3)
    finally:
        player.close()
    assert rules.is_over(state)
    assert player.requests > 20 and player.failures == 0
    assert not caplog.records


def test_bot_receives_the_view_and_the_legal_actions(rules, tmp_path):
    record = tmp_path / "received.jsonl"
    kind = bot(tmp_path, "recorder", f"""
out = open({str(record)!r}, "a")
for line in sys.stdin:
    m = json.loads(line)
    out.write(line); out.flush()
    if m["type"] == "decision":
        print(json.dumps(m["legal"][-1]), flush=True)
""")
    player = make_player(kind, 0, MB_RULES)
    state = rules.new_game(make_setup(2, seed=4, start_player=0))
    expected = []
    try:
        for _ in range(6):
            seat = state.to_move
            expected.append((seat, rules.view(state, seat), [rules.action_to_json(a) for a in rules.legal_actions(state)]))
            action = player.choose(state, seat)
            assert action == rules.legal_actions(state)[-1]
            rules.apply(state, action)
    finally:
        player.close()
    received = [json.loads(line) for line in record.read_text().splitlines()]
    assert received[-1] == {"type": "bye"}
    decisions = received[:-1]
    assert [m["id"] for m in decisions] == list(range(1, 7))
    for m, (seat, view, legal) in zip(decisions, expected):
        assert m["type"] == "decision" and m["seat"] == seat and m["game"] == "master-builder"
        assert m["view"] == json.loads(json.dumps(view)) and m["legal"] == legal


@pytest.mark.parametrize("name, body, reason", [
    ("garbage", "for line in sys.stdin:\n    print('hello', flush=True)\n", "not JSON"),
    ("illegal", "for line in sys.stdin:\n    print(json.dumps({'type': 'bid', 'amount': 1}), flush=True)\n",
     "illegal action"),
    ("unknown", "for line in sys.stdin:\n    print(json.dumps({'type': 'fly'}), flush=True)\n", "bad action"),
    ("gone", "sys.exit(0)\n", "exited"),
], ids=["garbage", "illegal", "unknown", "gone"])
def test_a_failing_bot_loses_each_decision_to_a_stand_in_and_the_game_goes_on(rules, tmp_path, caplog,
                                                                              name, body, reason):
    player = make_player(bot(tmp_path, name, body), 2, MB_RULES)
    try:
        with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
            state = play(rules, [None, player], seed=5)
    finally:
        player.close()
    assert rules.is_over(state)
    assert player.failures == player.requests > 0
    assert len(caplog.records) == player.failures
    assert reason in caplog.records[0].getMessage() and "random stand-in" in caplog.records[0].getMessage()


def test_a_silent_bot_times_out_and_a_late_answer_is_not_taken_for_the_next(rules, tmp_path, caplog):
    # Answers each request 0.3 s late (with its id): the 0.2 s limit passes every time, and the
    # late answer to request k must not be read as the answer to request k + 1.
    kind = bot(tmp_path, "late", """
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "decision":
        time.sleep(0.3)
        a = dict(m["legal"][0]); a["id"] = m["id"]
        print(json.dumps(a), flush=True)
""")
    player = ExternalPlayer(kind[len("cmd:"):], 3, MB_RULES, timeout_s=0.2)
    try:
        with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
            t0 = time.perf_counter()
            play(rules, [player, None], seed=6, decisions=3)
            elapsed = time.perf_counter() - t0
    finally:
        player.close()
    assert player.failures == player.requests == 3
    assert all("no answer within 0.2 s" in r.getMessage() for r in caplog.records)
    assert elapsed < 3 * 0.2 + 1.0


def test_a_waiting_bot_is_cancelled(rules, tmp_path):
    kind = bot(tmp_path, "mute", "for line in sys.stdin:\n    pass\n")
    player = ExternalPlayer(kind[len("cmd:"):], 0, MB_RULES, timeout_s=30)
    state = rules.new_game(make_setup(2, seed=7))
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    try:
        t0 = time.perf_counter()
        action = player.choose(state, state.to_move, cancel)
        assert time.perf_counter() - t0 < 2
    finally:
        player.close()
    assert action in rules.legal_actions(state)


def test_a_missing_program_or_empty_command(rules, caplog):
    player = make_player("cmd:/nonexistent/bot-program", 0, MB_RULES)
    state = rules.new_game(make_setup(2, seed=8))
    with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
        assert player.choose(state, state.to_move) in rules.legal_actions(state)
    assert "could not be started" in caplog.text
    with pytest.raises(ValueError, match="needs a command"):
        make_player("cmd:   ", 0, MB_RULES)
    with pytest.raises(ValueError, match="cannot read the bot command"):
        make_player("cmd:python 'unclosed", 0, MB_RULES)


# ----------------------------------------------------------------- Les Bâtisseurs

def bat_play(players, seed=0):
    """A Les Bâtisseurs game with these players (None: a random one), to the end."""
    state = BAT_RULES.new_game(BatSetup(players=[{"name": f"P{i}"} for i in range(len(players))], seed=seed))
    rng = random.Random(seed)
    while not BAT_RULES.is_over(state):
        seat = state.to_move
        player = players[seat]
        action = rng.choice(BAT_RULES.legal_actions(state)) if player is None else player.choose(state, seat)
        assert action in BAT_RULES.legal_actions(state)
        BAT_RULES.apply(state, action)
    return state


def test_the_example_bot_plays_les_batisseurs_through_the_arena(capsys, caplog):
    example = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(EXAMPLE))} 3"
    with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
        status = main(["arena", "--game", "batisseurs", "--players", f"medium,{example}", "--games", "2",
                       "--seed", "4", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert status == 0 and summary["game"] == "batisseurs" and summary["games"] == 2
    bot = summary["kinds"][example]
    assert bot["seats_played"] == 2 and bot["decisions"] > 20
    assert summary["kinds"]["medium"]["wins"] + bot["wins"] == 2
    assert not caplog.records       # every decision was the bot's own, none a stand-in's


def test_a_batisseurs_bot_receives_the_games_view_and_legal_actions(tmp_path):
    record = tmp_path / "received.jsonl"
    kind = bot(tmp_path, "recorder", f"""
out = open({str(record)!r}, "a")
for line in sys.stdin:
    m = json.loads(line)
    out.write(line); out.flush()
    if m["type"] == "decision":
        print(json.dumps(m["legal"][0]), flush=True)
""")
    player = make_player(kind, 0, BAT_RULES)
    state = BAT_RULES.new_game(BatSetup(players=[{"name": "Ann"}, {"name": "Bob"}], seed=4))
    expected = []
    try:
        for _ in range(5):
            seat = state.to_move
            legal = BAT_RULES.legal_actions(state)
            expected.append((seat, BAT_RULES.view(state, seat), [BAT_RULES.action_to_json(a) for a in legal]))
            assert player.choose(state, seat) == legal[0]
            BAT_RULES.apply(state, legal[0])
    finally:
        player.close()
    decisions = [json.loads(line) for line in record.read_text().splitlines()][:-1]
    assert len(decisions) == 5
    for m, (seat, view, legal) in zip(decisions, expected):
        assert (m["type"], m["game"], m["seat"]) == ("decision", "batisseurs", seat)
        assert m["view"] == json.loads(json.dumps(view)) and "decks" not in m["view"]
        assert m["legal"] == legal and {a["type"] for a in legal} <= {"open", "recruit", "send", "take", "end"}


@pytest.mark.parametrize("name, body, reason", [
    ("garbage", "for line in sys.stdin:\n    print('hello', flush=True)\n", "not JSON"),
    ("other-game", "for line in sys.stdin:\n    print(json.dumps({'type': 'bid', 'amount': 1}), flush=True)\n",
     "bad action"),
    ("too-early", "for line in sys.stdin:\n    print(json.dumps({'type': 'end'}), flush=True)\n",
     "illegal action {'type': 'end'}"),
    ("gone", "sys.exit(0)\n", "exited"),
], ids=["garbage", "other-game", "too-early", "gone"])
def test_a_failing_batisseurs_bot_loses_its_decisions_to_a_stand_in(tmp_path, caplog, name, body, reason):
    player = make_player(bot(tmp_path, name, body), 2, BAT_RULES)
    try:
        with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
            state = bat_play([None, player], seed=5)
    finally:
        player.close()
    assert BAT_RULES.is_over(state)
    assert player.requests > 0 and len(caplog.records) == player.failures
    assert reason in caplog.records[0].getMessage() and "random stand-in" in caplog.records[0].getMessage()
    if name != "too-early":           # "end" is legal once the free actions are spent
        assert player.failures == player.requests
