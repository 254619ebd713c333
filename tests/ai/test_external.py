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
    assert player.requests > 20 and player.stand_ins == 0
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
    assert received[0]["type"] == "hello" and received[-1] == {"type": "bye"}    # no result: unfinished
    decisions = received[1:-1]
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
    assert player.stand_ins == player.requests > 0
    assert reason in caplog.records[0].getMessage() and "random stand-in" in caplog.records[0].getMessage()
    if name == "gone":     # given up at once: one warning for the decision, one for the rest
        assert len(caplog.records) == 2 and "plays the rest of its decisions" in caplog.records[1].getMessage()
    else:
        assert len(caplog.records) == player.stand_ins


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
    assert player.stand_ins == player.requests == 3
    assert all("no answer within 0.2 s" in r.getMessage() for r in caplog.records[:3])
    assert elapsed < 3 * 0.2 + 3.0


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
    decisions = [json.loads(line) for line in record.read_text().splitlines()][1:-1]
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
    assert player.requests > 0 and player.stand_ins > 0
    assert reason in caplog.records[0].getMessage() and "random stand-in" in caplog.records[0].getMessage()
    if name != "too-early":           # "end" is legal once the free actions are spent
        assert player.stand_ins == player.requests


# ----------------------------------------------------------------- protocol 2

def _recorder(tmp_path, answer="m['legal'][0]"):
    record = tmp_path / "received.jsonl"
    kind = bot(tmp_path, "recorder", f"""
out = open({str(record)!r}, "a")
for line in sys.stdin:
    m = json.loads(line)
    out.write(line); out.flush()
    if m["type"] == "decision":
        print(json.dumps({answer}), flush=True)
""")
    return kind, record


@pytest.mark.parametrize("game", ["master-builder", "batisseurs"])
def test_hello_tells_the_bot_the_cards_seats_variants_and_a_seed_of_its_own(tmp_path, game):
    from mbqt.ai.external import bot_seed
    from mbqt.core.registry import engine, game_rules
    rules = game_rules(game)
    kind, record = _recorder(tmp_path)
    variants = {"variants": {"selective_events": True}} if game == "master-builder" else {}
    state = rules.new_game(rules.Setup(players=[{"name": "Ann"}, {"name": "Robo", "kind": kind}], seed=77, **variants))
    player = make_player(kind, 1234, rules)
    try:
        while state.to_move != 1 or len(rules.legal_actions(state)) == 1:
            rules.apply(state, rules.legal_actions(state)[0])
        player.choose(state, 1)
    finally:
        player.close()
    hello = json.loads(record.read_text().splitlines()[0])
    bundled = engine(game).cards.bundled_deck().data
    assert hello == {"type": "hello", "protocol": 2, "game": game, "seat": 1,
                     "seats": [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Robo"}],
                     "variants": ["selective_events"] if variants else [], "cards": bundled,
                     "seed": bot_seed(1234), "timeout_s": 10.0}
    assert hello["seed"] not in (77, 1234)


def test_a_custom_deck_is_the_one_the_bot_is_sent(tmp_path):
    from mbqt.core.registry import game_rules
    from mbqt.games.master_builder.cards import DEFAULT_CARDS
    deck = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))
    deck["rules"]["starting_money"] = 70000
    (tmp_path / "deck.json").write_text(json.dumps(deck), encoding="utf-8")
    rules = game_rules("master-builder", tmp_path / "deck.json")
    kind, record = _recorder(tmp_path)
    player = make_player(kind, 1, rules)
    try:
        play(rules, [player, None], seed=2, decisions=1)
    finally:
        player.close()
    assert json.loads(record.read_text().splitlines()[0])["cards"]["rules"]["starting_money"] == 70000


@pytest.mark.parametrize("game", ["master-builder", "batisseurs"])
def test_bye_carries_the_result_of_a_finished_game(tmp_path, game):
    from mbqt.core.registry import game_rules
    rules = game_rules(game)
    kind, record = _recorder(tmp_path)
    player = make_player(kind, 1, rules)
    state = rules.new_game(rules.Setup(players=[{"name": "A"}, {"name": "B"}], seed=5))
    rng = random.Random(5)
    try:
        while not rules.is_over(state):
            seat = state.to_move
            rules.apply(state, player.choose(state, seat) if seat == 1 else rng.choice(rules.legal_actions(state)))
    finally:
        player.close(state)
    bye = json.loads(record.read_text().splitlines()[-1])
    assert bye["type"] == "bye" and bye["scores"] == rules.scores(state) and bye["winners"] == rules.winners(state)
    assert bye["view"] == json.loads(json.dumps(rules.view(state, 1))) and "scores" in bye["view"]


def test_every_decision_of_either_game_says_its_step():
    """view.decision.step in both games; Master Builder's Hire phase says which turn it is."""
    from mbqt.core.registry import GAMES, game_rules
    for game in GAMES:
        rules = game_rules(game)
        state = rules.new_game(rules.Setup(players=[{"name": "A"}, {"name": "B"}, {"name": "C"}], seed=3))
        rng, hires = random.Random(3), []
        while not rules.is_over(state):
            decision = rules.view(state, state.to_move)["decision"]
            assert isinstance(decision["step"], str) and decision["seat"] == state.to_move
            if decision["step"] == "hire":
                hires.append((rules.view(state, None)["round"], decision["seat"], decision["hire_turn"],
                              decision["hire_turns"]))
            rules.apply(state, rng.choice(rules.legal_actions(state)))
        if game == "master-builder":
            round1 = [(seat, turn) for r, seat, turn, of in hires if r == 1]
            assert {of for r, _s, _t, of in hires if r == 1} == {5} and {of for r, _s, _t, of in hires if r > 1} <= {3}
            for seat in range(3):                          # each seat takes its 1st, 2nd ... 5th worker
                assert [t for s, t in round1 if s == seat] == [1, 2, 3, 4, 5]
            round2 = [(seat, turn) for r, seat, turn, of in hires if r == 2]
            assert sorted(round2) == [(s, t) for s in range(3) for t in (1, 2, 3)]


def test_an_answer_with_a_string_id_or_extra_fields_is_taken(rules, tmp_path, caplog):
    kind, _record = _recorder(tmp_path, answer="dict(m['legal'][0], id=str(m['id']), note='best', score=1.5)")
    player = make_player(kind, 1, MB_RULES)
    try:
        with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
            play(rules, [player, None], seed=3, decisions=15)
    finally:
        player.close()
    assert player.stand_ins == 0 and not caplog.records


def test_a_hanging_bot_is_given_up_after_three_timeouts(rules, tmp_path, caplog):
    kind = bot(tmp_path, "hangs", "for line in sys.stdin:\n    pass\n")
    player = ExternalPlayer(kind[len("cmd:"):], 3, MB_RULES, timeout_s=0.2)
    try:
        with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
            t0 = time.perf_counter()
            play(rules, [player, None], seed=6)
            elapsed = time.perf_counter() - t0
    finally:
        player.close()
    assert player.gave_up and player.stand_ins == player.requests > 20
    assert elapsed < 3 * 0.2 + 5          # not 0.2 s for every decision
    assert "no answer in time 3 decisions in a row" in caplog.text


def test_a_bot_may_play_an_action_the_engine_takes_though_legal_lists_a_sample(tmp_path, caplog):
    # Monopoly Builder lists the minimum bid, +10M and +50M; a person may bid any step of 5M,
    # and so may a bot. An amount the engine refuses (not a step of 5M) is still a stand-in.
    from tests.monopoly_builder.helpers import RULES as MONO_RULES
    from tests.monopoly_builder.helpers import new, roll
    kind = bot(tmp_path, "bidder", """
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "decision":
        low = min(a["amount"] for a in m["legal"] if a["type"] == "bid")
        print(json.dumps({"type": "bid", "amount": low + int(sys.argv[1])}), flush=True)
""")
    state = new(players=2)
    roll(state, 2, 3)
    MONO_RULES.apply(state, ("decline",))
    assert state.step == "auction" and ("bid", 15) not in MONO_RULES.legal_actions(state)
    for extra, stand_ins in ((5, 0), (3, 1)):
        player = make_player(f"{kind} {extra}", 0, MONO_RULES)
        try:
            with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
                action = player.choose(state, state.to_move)
        finally:
            player.close()
        assert player.stand_ins == stand_ins
        if not stand_ins:
            assert action == ("bid", 15)
            MONO_RULES.apply(MONO_RULES.clone(state), action)
    assert "illegal action {'type': 'bid', 'amount': 13}" in caplog.text
