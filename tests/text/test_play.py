"""What the text mode does alike in every game (mbqt/text/play.py), checked for each game of
the registry."""
from __future__ import annotations

import sys

import pytest

from mbqt.core.records import Game
from mbqt.core.registry import GAMES, game_rules
from mbqt.core.saves import save_game
from tests.support.text import play


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("agree", [False, True])
def test_a_saved_external_program_runs_only_if_the_player_agrees(tmp_path, agree, game_id):
    marker = tmp_path / "ran"
    program = f"{sys.executable} -c \"open({str(marker)!r}, 'w')\""
    rules = game_rules(game_id)
    setup = rules.Setup(players=[{"name": "Ann"}, {"name": "Bot", "kind": "cmd:" + program}], seed=1, start_player=1)
    path = tmp_path / "g.json"
    save_game(Game(setup, rules=rules), path)
    asked = []

    def answer(screen):
        if not asked:
            asked.append(screen)
            return "y" if agree else ""       # Enter takes the default: no
        return None
    status, tape, err = play(answer, load=str(path))
    assert status == 0 and err == ""
    assert f"Bot is played by the program `{program}`, which would run on this computer." in asked[0]
    assert ("Bot is played by the Medium computer player instead." in tape.text) is not agree
    assert marker.exists() is agree       # the bot moves first: it was asked, or never started
