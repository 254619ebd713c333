"""Misbehaving bots (tests/support/hostile_bots.py) through the arena and the text mode, in
every game: each game ends, nothing hangs, no traceback, and every decision the bot did not
make is the random stand-in's, counted and reported. A sample runs by default; every bot in
every game with `-m hostile` (CI)."""
import io
import json
import logging
import time

import pytest

from mbqt.cli import main
from mbqt.core.records import Game
from mbqt.core.registry import GAMES, game_rules
from mbqt.core.saves import save_game
from mbqt.exit_status import EXIT_STAND_IN
from mbqt.text.play import run as text_run
from tests.support.hostile_bots import BOTS, WELL_MEANING, bot_kind

TIMEOUT = 0.5
SAMPLE = {"garbage", "deep-json", "huge-number", "invalid-utf8", "never-reads", "missing-program", "escape-codes"}


def _cases(bots, sample):
    return [pytest.param(game, *bot, id=f"{game}-{bot[0]}",
                         marks=() if bot[0] in sample and game == GAMES[len(bot[0]) % len(GAMES)] else pytest.mark.hostile)
            for game in GAMES for bot in bots]


def _arena(game, kind, capsys):
    t0 = time.perf_counter()
    status = main(["arena", "--game", game, "--players", f"random,{kind}", "--games", "1", "--seed", "3",
                   "--bot-timeout", str(TIMEOUT), "--json"])
    captured = capsys.readouterr()
    return status, json.loads(captured.out), captured.err, time.perf_counter() - t0


@pytest.mark.parametrize("game, name, body, reason, every", _cases(BOTS, SAMPLE))
def test_a_hostile_bot_in_the_arena_loses_its_decisions_to_the_counted_stand_in(tmp_path, capsys, game, name, body,
                                                                                reason, every):
    kind = bot_kind(tmp_path, name, body)
    status, summary, err, elapsed = _arena(game, kind, capsys)
    bot = summary["kinds"][kind]
    assert status == EXIT_STAND_IN and summary["games"] == 1
    assert bot["stand_in_decisions"] > 0 and reason in bot["first_problem"]
    if every:
        assert bot["stand_in_decisions"] == bot["decisions"]
    assert "Traceback" not in err and "\x1b" not in err and "\u202e" not in err
    assert elapsed < 3 * TIMEOUT + 20          # given up after 3 timeouts, not one per decision


@pytest.mark.parametrize("game, name, body", [pytest.param(game, *bot, id=f"{game}-{bot[0]}",
                                                           marks=() if bot[0] == "string-id" else pytest.mark.hostile)
                                              for game in GAMES for bot in WELL_MEANING])
def test_a_bot_that_bends_the_protocol_the_way_it_allows_plays_every_decision(tmp_path, capsys, game, name, body):
    kind = bot_kind(tmp_path, name, body)
    status, summary, err, _elapsed = _arena(game, kind, capsys)
    assert status == 0 and summary["kinds"][kind]["stand_in_decisions"] == 0, err
    assert "Traceback" not in err


def test_the_arena_table_says_a_bot_never_started(tmp_path, capsys):
    kind = bot_kind(tmp_path, "missing", None)
    status = main(["arena", "--players", f"random,{kind}", "--games", "2"])
    out = capsys.readouterr().out
    assert status == EXIT_STAND_IN
    assert f"! {kind}: " in out and "decisions were played by the random stand-in, not the bot" in out
    assert "could not be started" in out


@pytest.mark.parametrize("game, name, body, reason, every",
                         _cases(BOTS, {"deep-json", "never-reads", "escape-codes", "exits"}))
def test_a_hostile_bot_in_the_text_mode_never_stops_the_game(tmp_path, caplog, game, name, body, reason, every):
    rules = game_rules(game)
    kind = bot_kind(tmp_path, name, body)
    path = tmp_path / "with-a-bot.json"
    save_game(Game(rules.Setup(players=[{"name": "Robo", "kind": kind}, {"name": "Dice", "kind": "random"}], seed=4)),
              path)
    out, err = io.StringIO(), io.StringIO()
    t0 = time.perf_counter()
    with caplog.at_level(logging.WARNING, logger="mbqt.ai.external"):
        status = text_run(load=str(path), stdin=io.StringIO("y\n"), stdout=out, stderr=err, bot_timeout=TIMEOUT)
    logged = caplog.text          # the stand-in's warnings
    assert status == 0, err.getvalue()
    assert "Run it?" in out.getvalue() and "End of input" not in out.getvalue()
    assert "random stand-in" in logged and reason in logged
    for text in (out.getvalue(), err.getvalue(), logged):
        assert "Traceback" not in text and "\x1b" not in text and "\u202e" not in text
    assert time.perf_counter() - t0 < 3 * TIMEOUT + 30
