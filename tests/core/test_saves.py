"""Save files and replays: round trips, a corpus of broken files, atomic writing."""
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mbqt.core.records import Game
from mbqt.core.saves import (
    MAX_BYTES,
    SaveError,
    load_game,
    read_record,
    save_game,
    write_replay,
)
from mbqt.games.batisseurs import Setup as BatSetup
from tests.support.corpus import ALL_VARIANTS, BAT_CASES, CASES, bat_game, random_game
from tests.support.master_builder import make_setup

# ----------------------------------------------------------------- round trips

@pytest.mark.parametrize("n, seed, variants", [
    (2, 11, {}),
    (3, 12, ALL_VARIANTS),
    (4, 13, {"choosing_workers": True, "additional_events": True}),
])
def test_save_then_load_gives_the_same_game_at_many_decisions(tmp_path, n, seed, variants):
    game = Game(make_setup(n, seed, variants=variants))
    rng = random.Random(seed)
    path = tmp_path / "game.json"
    steps_seen, loads = set(), 0
    while True:
        step = None if game.rules.is_over(game.state) else game.state.step
        if len(game.actions) % 5 == 0 or step not in steps_seen:   # every kind of decision, and more
            steps_seen.add(step)
            save_game(game, path)
            loaded = load_game(path)
            loads += 1
            assert loaded.state_json() == game.state_json()
            assert loaded.actions == game.actions
            assert loaded.rules.legal_actions(loaded.state) == game.rules.legal_actions(game.state)
            if step is None:
                break
            action = rng.choice(game.rules.legal_actions(game.state))
            assert loaded.apply(action) == game.apply(action)   # the hidden state agrees too
            assert loaded.state_json() == game.state_json()
        else:
            game.apply(rng.choice(game.rules.legal_actions(game.state)))
    assert {"hire", "open", "bid", "plan", None} <= steps_seen
    assert loads > 20


def test_save_file_is_versioned_json_with_setup_actions_and_snapshot(tmp_path):
    game = random_game(3, 5, stop=40)
    save_game(game, tmp_path / "s.json")
    data = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert data["format"] == "mbqt-save" and data["version"] == 2 and data["deck"] is None
    assert data["setup"]["seed"] == 5 and len(data["setup"]["players"]) == 3
    assert data["actions"] == [game.rules.action_to_json(a) for a in game.actions]
    assert data["snapshot"] == game.state_json()
    assert data["saved_at"]


def test_replay_file_round_trip(tmp_path):
    game = random_game(4, 6, ALL_VARIANTS)
    write_replay(game, tmp_path / "r.json")
    data = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert data["format"] == "mbqt-replay" and data["snapshot"] is None
    loaded = load_game(tmp_path / "r.json")
    assert loaded.state_json() == game.state_json()
    assert loaded.rules.is_over(loaded.state)


def test_a_byte_order_mark_from_a_text_editor_is_accepted(tmp_path):
    game = random_game(2, 7, stop=30)
    save_game(game, tmp_path / "s.json")
    text = (tmp_path / "s.json").read_text(encoding="utf-8")
    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert load_game(tmp_path / "bom.json").state_json() == game.state_json()


def test_the_corpus_is_large_and_its_names_are_unique():
    names = [name for name, _, _ in CASES + BAT_CASES]
    assert len(names) == len(set(names)) and len(CASES) >= 50 and len(BAT_CASES) >= 20


@pytest.mark.parametrize("name, make, expected", CASES + BAT_CASES, ids=[c[0] for c in CASES + BAT_CASES])
def test_broken_file_is_refused_with_a_message_naming_the_problem(tmp_path, bases, name, make, expected):
    path = tmp_path / "broken.json"
    path.write_bytes(make(bases))
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    assert message.startswith("broken.json: ")
    assert expected in message
    assert "Traceback" not in message and len(message) < 600


def test_huge_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(MAX_BYTES + 1)   # sparse: quick to make
    with pytest.raises(SaveError, match="huge.json: the file is too large"):
        read_record(path)


@pytest.mark.parametrize("where, why", [("missing", "cannot read the file"),
                                        ("folder", "not a regular file, so not a saved game")])
def test_unreadable_path_is_refused(tmp_path, where, why):
    path = tmp_path / "x.json"
    if where == "folder":
        path.mkdir()
    with pytest.raises(SaveError, match=f"x.json: {why}"):
        load_game(path)


# ----------------------------------------------------------------- atomicity

@pytest.fixture
def previous_save(tmp_path):
    """A save file already on disk, and the game it holds."""
    game = random_game(3, 31, stop=25)
    path = tmp_path / "slot.json"
    save_game(game, path)
    return path, game


def _later(game: Game) -> Game:
    rng = random.Random(1)
    for _ in range(10):
        game.apply(rng.choice(game.rules.legal_actions(game.state)))
    return game


def _assert_previous_save_intact(path, game_json):
    assert load_game(path).state_json() == game_json
    assert [p.name for p in path.parent.iterdir()] == [path.name]   # no temporary file left


def _raising(exc):
    def fake(*args, **kwargs):
        raise exc
    return fake


@pytest.mark.parametrize("target", ["fsync", "replace"])
def test_a_failing_disk_leaves_the_previous_save(previous_save, monkeypatch, target):
    path, game = previous_save
    before = game.state_json()
    monkeypatch.setattr(os, target, _raising(OSError(28, "No space left on device")))
    with pytest.raises(SaveError, match="slot.json: cannot be saved .No space left on device.; any previous"):
        save_game(_later(game), path)
    monkeypatch.undo()
    _assert_previous_save_intact(path, before)


def test_a_write_cut_off_halfway_leaves_the_previous_save(previous_save, monkeypatch):
    path, game = previous_save
    before = game.state_json()
    real_fdopen = os.fdopen

    def half_writer(fd, *args, **kwargs):
        f = real_fdopen(fd, *args, **kwargs)
        real_write = f.write

        def write(text):
            real_write(text[:len(text) // 2])
            f.flush()
            raise KeyboardInterrupt   # the player quits mid-save
        f.write = write
        return f

    monkeypatch.setattr(os, "fdopen", half_writer)
    with pytest.raises(KeyboardInterrupt):
        save_game(_later(game), path)
    monkeypatch.undo()
    _assert_previous_save_intact(path, before)


# The child saves in a loop on a slow disk (each write goes out in small, slow pieces) so
# that a kill often lands in the middle of writing a file.
CHILD = """
import os, sys, time
from mbqt.core.saves import load_game, save_game

class SlowFile:
    def __init__(self, f):
        self.f = f
    def write(self, text):
        for i in range(0, len(text), 512):
            self.f.write(text[i:i + 512])
            self.f.flush()
            time.sleep(0.001)
    def __getattr__(self, name):
        return getattr(self.f, name)
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return self.f.__exit__(*exc)

real_fdopen = os.fdopen
os.fdopen = lambda *args, **kwargs: SlowFile(real_fdopen(*args, **kwargs))
games = [load_game(sys.argv[1]), load_game(sys.argv[2])]
save_game(games[0], sys.argv[3])
print("ready", flush=True)
i = 0
while True:
    i += 1
    save_game(games[i % 2], sys.argv[3])
"""


def test_a_saving_process_killed_at_any_moment_leaves_a_loadable_save(tmp_path):
    """SIGKILL (TerminateProcess on Windows) a process that saves in a loop: whenever it
    dies, the slot holds one of the two complete saves."""
    early, late = random_game(3, 41, stop=30), random_game(3, 41, stop=90)
    save_game(early, tmp_path / "a.json")
    save_game(late, tmp_path / "b.json")
    expected = [early.state_json(), late.state_json()]
    slot = tmp_path / "slot" / "game.json"
    for delay in (0.0, 0.013, 0.037, 0.071, 0.15):
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path / "a.json"),
                                 str(tmp_path / "b.json"), str(slot)],
                                stdout=subprocess.PIPE, text=True)
        try:
            assert proc.stdout.readline().strip() == "ready"
            time.sleep(delay)
        finally:
            proc.kill()
            proc.wait(timeout=10)
            proc.stdout.close()
        assert load_game(slot).state_json() in expected
    # Each kill mid-write leaves its temporary file behind: proof some kills hit a write.
    assert len(list(slot.parent.iterdir())) > 1


def test_a_save_made_after_an_unsorted_plan_loads(tmp_path):
    from mbqt.core.records import Game
    from mbqt.core.saves import load_game, save_game
    from mbqt.games.master_builder import Setup
    from mbqt.games.master_builder.rules import plans_for
    game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bob"}], seed=0))
    rng = random.Random(0)
    while game.state.step != "plan" or len(game.state.players) and not any(
            len(plan) > 1 for plan in plans_for(game.state, game.state.to_move)):
        game.apply(rng.choice(game.rules.legal_actions(game.state)))
    best = max(plans_for(game.state, game.state.to_move), key=len)
    game.apply(("build", tuple(reversed([(n, i, tuple(reversed(c))) for n, i, c in best]))))
    save_game(game, tmp_path / "g.json")
    assert load_game(tmp_path / "g.json").state_json() == game.state_json()


@pytest.mark.parametrize("n, seed", [(2, 41), (4, 42)])
def test_save_then_load_at_every_decision_of_a_whole_game(tmp_path, n, seed):
    game = Game(make_setup(n, seed, variants=ALL_VARIANTS))
    rng = random.Random(seed)
    path = tmp_path / "game.json"
    while True:
        save_game(game, path)
        loaded = load_game(path)
        assert loaded.state_json() == game.state_json() and loaded.steps == game.steps
        if game.rules.is_over(game.state):
            break
        game.apply(rng.choice(game.rules.legal_actions(game.state)))


# ----------------------------------------------------------------- Les Bâtisseurs

@pytest.mark.parametrize("n, seed", [(2, 51), (3, 52), (4, 53)])
def test_a_batisseurs_game_saved_and_loaded_at_many_decisions(tmp_path, n, seed):
    game = Game(BatSetup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed))
    rng = random.Random(seed)
    path = tmp_path / "game.json"
    loads = 0
    while True:
        if len(game.actions) % 7 == 0 or game.rules.is_over(game.state):
            save_game(game, path)
            data = json.loads(path.read_text(encoding="utf-8"))
            assert data["setup"]["game"] == "batisseurs" and data["snapshot"] == game.state_json()
            loaded = load_game(path)
            loads += 1
            assert loaded.rules.id == "batisseurs"
            assert loaded.state_json() == game.state_json() and loaded.steps == game.steps
            if game.rules.is_over(game.state):
                break
            assert loaded.rules.legal_actions(loaded.state) == game.rules.legal_actions(game.state)
            action = rng.choice(game.rules.legal_actions(game.state))
            assert loaded.apply(action) == game.apply(action)     # the decks' order agrees too
        else:
            game.apply(rng.choice(game.rules.legal_actions(game.state)))
    assert loads > 10


def test_a_batisseurs_replay_file_round_trip(tmp_path):
    game = bat_game(2, 54)
    write_replay(game, tmp_path / "r.json")
    data = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert data["format"] == "mbqt-replay" and data["snapshot"] is None
    assert {a["type"] for a in data["actions"]} <= {"open", "recruit", "send", "take", "end"}
    loaded = load_game(tmp_path / "r.json")
    assert loaded.state_json() == game.state_json() and loaded.rules.is_over(loaded.state)


def test_seats_of_either_game_get_a_colour_and_a_symbol_of_their_own(tmp_path):
    """The app shows seats by colour and symbol in both games: those left out are filled
    in alike, and two seats may not share one."""
    for setup in (make_setup(3), BatSetup(players=[{"name": f"P{i}"} for i in range(3)])):
        assert [(p.colour, p.symbol) for p in setup.players] == [("red", "circle"), ("blue", "square"),
                                                                  ("yellow", "triangle")]
    given = BatSetup(players=[{"name": "Ann", "colour": "blue"}, {"name": "Bob"}])
    assert [p.colour for p in given.players] == ["blue", "red"]
    with pytest.raises(ValueError, match="two seats have the symbol 'star'"):
        BatSetup(players=[{"name": "Ann", "symbol": "star"}, {"name": "Bob", "symbol": "star"}])


def test_records_run_without_pydantic():
    """The app's title screen uses records.Game before pydantic is imported."""
    code = "import sys, mbqt.core.records; print(sorted(m for m in sys.modules if m.startswith('pydantic')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


# ----------------------------------------------------------------- format 1

FORMAT1 = Path(__file__).resolve().parents[1] / "support" / "format1"


@pytest.mark.parametrize("game", ["master-builder", "batisseurs"])
def test_a_save_of_format_1_still_loads_and_an_edit_of_it_is_still_caught(tmp_path, game):
    """Saves written before format 2 (no deck, fewer fields in the snapshot's decision)."""
    path = FORMAT1 / f"{game}-save.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and "deck" not in data
    loaded = load_game(path)
    assert loaded.rules.id == game and "step" in loaded.state_json()["decision"]
    data["snapshot"]["decision"]["seat"] += 1
    (tmp_path / "edited.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="does not match its actions"):
        load_game(tmp_path / "edited.json")


def test_a_save_without_its_snapshot_is_refused(tmp_path, bases):
    for snapshot in (None, "missing"):
        data = json.loads(bases["mid"])
        if snapshot is None:
            data["snapshot"] = None
        else:
            del data["snapshot"]
        (tmp_path / "s.json").write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(SaveError, match="s.json: the saved state is missing"):
            load_game(tmp_path / "s.json")
