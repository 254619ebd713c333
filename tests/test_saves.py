"""Save files and replays: round trips, a corpus of broken files, atomic writing."""
import gzip
import json
import os
import random
import subprocess
import sys
import time

import pytest

from conftest import make_setup
from mbqt.batisseurs import Setup as BatSetup
from mbqt.master_builder.cards import DEFAULT_CARDS
from mbqt.records import Game
from mbqt.saves import MAX_BYTES, SaveError, load_game, read_record, save_game, write_replay

ALL_VARIANTS = {"choosing_workers": True, "selective_events": True,
                "loaning_workers": True, "additional_events": True}


def _random_game(n: int, seed: int, variants=None, stop: int | None = None) -> Game:
    """A seeded game between random players, to the end or until `stop` actions."""
    return _play_randomly(Game(make_setup(n, seed, variants=variants or {})), seed, stop)


def _bat_game(n: int, seed: int, stop: int | None = None) -> Game:
    """The same, of Les Bâtisseurs."""
    return _play_randomly(Game(BatSetup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed)), seed, stop)


def _play_randomly(game: Game, seed: int, stop: int | None) -> Game:
    rng = random.Random(seed)
    while not game.rules.is_over(game.state) and (stop is None or len(game.actions) < stop):
        game.apply(rng.choice(game.rules.legal_actions(game.state)))
    return game


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
    game = _random_game(3, 5, stop=40)
    save_game(game, tmp_path / "s.json")
    data = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert data["format"] == "mbqt-save" and data["version"] == 1
    assert data["setup"]["seed"] == 5 and len(data["setup"]["players"]) == 3
    assert data["actions"] == [game.rules.action_to_json(a) for a in game.actions]
    assert data["snapshot"] == game.state_json()
    assert data["saved_at"]


def test_replay_file_round_trip(tmp_path):
    game = _random_game(4, 6, ALL_VARIANTS)
    write_replay(game, tmp_path / "r.json")
    data = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert data["format"] == "mbqt-replay" and data["snapshot"] is None
    loaded = load_game(tmp_path / "r.json")
    assert loaded.state_json() == game.state_json()
    assert loaded.rules.is_over(loaded.state)


def test_a_byte_order_mark_from_a_text_editor_is_accepted(tmp_path):
    game = _random_game(2, 7, stop=30)
    save_game(game, tmp_path / "s.json")
    text = (tmp_path / "s.json").read_text(encoding="utf-8")
    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert load_game(tmp_path / "bom.json").state_json() == game.state_json()


# ----------------------------------------------------------------- broken files

@pytest.fixture(scope="module")
def bases(tmp_path_factory):
    """A mid-game save (all variants) and a finished game's save, as text; and the same of
    Les Bâtisseurs."""
    folder = tmp_path_factory.mktemp("bases")
    texts = {}
    for name, game in (("mid", _random_game(3, 21, ALL_VARIANTS, stop=70)), ("over", _random_game(2, 22)),
                       ("bat-mid", _bat_game(3, 23, stop=60)), ("bat-over", _bat_game(2, 24))):
        save_game(game, folder / f"{name}.json")
        texts[name] = (folder / f"{name}.json").read_text(encoding="utf-8")
    return texts


def _edit(change, base="mid"):
    """A case that edits the parsed base save and writes it back as JSON."""
    def make(bases):
        data = json.loads(bases[base])
        change(data)
        return json.dumps(data).encode("utf-8")
    return make


def _text(change, base="mid"):
    """A case that edits the base save's text."""
    return lambda bases: change(bases[base]).encode("utf-8")


def _flip_bit(needle: str, k: int):
    """Flip the lowest bit of the k-th character of the first `needle` in the file."""
    def change(text):
        i = text.index(needle) + k
        return text[:i] + chr(ord(text[i]) ^ 1) + text[i + 1:]
    return _text(change)


def _flip_byte(fraction: float):
    def make(bases):
        raw = bytearray(bases["mid"].encode("utf-8"))
        i = int(len(raw) * fraction)
        raw[i] ^= 0xFF
        return bytes(raw)
    return make


def _first(data, kind):
    return next(i for i, a in enumerate(data["actions"]) if a["type"] == kind)


def _set_first(kind, base="mid", **fields):
    def change(data):
        data["actions"][_first(data, kind)].update(fields)
    return _edit(change, base)


def _nest(depth: int, inner="1"):
    return "[" * depth + inner + "]" * depth


def _players(data, value):
    data["setup"]["players"] = value


def _snapshot(edit, base="mid"):
    def change(data):
        edit(data["snapshot"])
    return _edit(change, base)


def _swap_decks(snapshot):
    deck = snapshot["decks"]["workers"]["apprentice"]
    deck[0], deck[-1] = deck[-1], deck[0]


DAMAGED = "damaged or truncated"
NOT_TEXT = "not a text file"
FOREIGN = "not an mbqt saved game or replay"
EDITED = "does not match its actions"

CASES = [
    *[(f"truncated-{p}%", _text(lambda t, p=p: t[:max(1, len(t) * p // 100)]), DAMAGED)
      for p in (1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99)],
    ("truncated-last-brace", _text(lambda t: t.rstrip()[:-1]), DAMAGED),
    *[(f"byte-flipped-{int(f * 100)}%", _flip_byte(f), NOT_TEXT) for f in (0.0, 0.25, 0.5, 0.75, 0.999)],
    ("bit-flipped-version", _flip_bit('"version": 1', 11), "unknown format version 0"),
    ("bit-flipped-format", _flip_bit('"mbqt-save"', 9), FOREIGN),
    ("bit-flipped-key-quote", _flip_bit('"actions"', 0), DAMAGED),
    ("bit-flipped-brace", _flip_bit("{", 0), DAMAGED),
    ("bit-flipped-action-type", _flip_bit('"type": "hire', 12), "]: Input tag 'hird"),
    ("bit-flipped-worker-type", _flip_bit('"worker_type": "', 17), 'breaks the rule "action format": no worker type'),
    ("bit-flipped-snapshot-round", _flip_bit('"round": ', 9), EDITED),
    ("bit-flipped-player-name", _flip_bit('"name": "P0"', 10), EDITED),
    ("wrong-type-version-string", _edit(lambda d: d.update(version="1")), "version is missing or not a number"),
    ("wrong-type-version-float", _edit(lambda d: d.update(version=1.5)), "version is missing or not a number"),
    ("wrong-type-version-bool", _edit(lambda d: d.update(version=True)), "version is missing or not a number"),
    ("wrong-type-setup", _edit(lambda d: d.update(setup="three players")), "invalid content at setup"),
    ("wrong-type-players", _edit(lambda d: _players(d, {"name": "Ann"})), "invalid content at setup.players"),
    ("wrong-type-actions", _edit(lambda d: d.update(actions={"0": {"type": "pass"}})), "invalid content at actions"),
    ("wrong-type-seed-string", _edit(lambda d: d["setup"].update(seed="21")), "invalid content at setup.seed"),
    ("wrong-type-seed-negative", _edit(lambda d: d["setup"].update(seed=-1)), "invalid content at setup.seed"),
    ("wrong-type-variant", _edit(lambda d: d["setup"]["variants"].update(loaning_workers="yes")),
     "invalid content at setup.variants.loaning_workers"),
    ("wrong-type-amount", _set_first("bid", amount="5000"), "invalid content at actions["),
    ("wrong-type-nan", _text(lambda t: t.replace('"seed": 21', '"seed": NaN')), "invalid content at setup.seed"),
    ("number-too-long", _text(lambda t: t.replace('"seed": 21', '"seed": ' + "9" * 5000)), "number far too long"),
    ("missing-format", _edit(lambda d: d.pop("format")), FOREIGN),
    ("missing-version", _edit(lambda d: d.pop("version")), "version is missing or not a number"),
    ("missing-setup", _edit(lambda d: d.pop("setup")), "invalid content at setup: Field required"),
    ("missing-players", _edit(lambda d: d["setup"].pop("players")), "setup.players: Field required"),
    ("missing-action-type", _edit(lambda d: d["actions"][0].pop("type")), 'actions[0]: an action needs a "type"'),
    ("missing-bid-amount", _edit(lambda d: d["actions"][_first(d, "bid")].pop("amount")), ".amount: Field required"),
    ("missing-actions-in-save", _edit(lambda d: d.pop("actions")), EDITED),
    ("extra-top-level-field", _edit(lambda d: d.update(cheat=True)), "invalid content at cheat: Extra inputs"),
    ("extra-setup-field", _edit(lambda d: d["setup"].update(money=99000)), "setup.money: Extra inputs"),
    ("extra-action-field", _edit(lambda d: d["actions"][2].update(free=1)), "actions[2].free: Extra inputs"),
    ("one-player", _edit(lambda d: _players(d, d["setup"]["players"][:1])), "setup.players"),
    ("five-players", _edit(lambda d: _players(d, d["setup"]["players"] * 2)), "setup.players"),
    ("start-player-not-a-seat", _edit(lambda d: d["setup"].update(start_player=3)), "start_player 3 is not a seat"),
    ("deck-order-missing-cards", _edit(lambda d: d["setup"].update(decks={"contracts": [1, 2, 3]})),
     "decks.contracts must list every card once"),
    ("missing-card-file", _edit(lambda d: d.update(cards="no-such-deck.json")), "its card file cannot be used"),
    ("foreign-list", lambda b: b"[1, 2, 3]", FOREIGN),
    ("foreign-string", lambda b: b'"mbqt-save"', FOREIGN),
    ("foreign-null", lambda b: b"null", FOREIGN),
    ("foreign-object", lambda b: json.dumps({"name": "mbqt", "version": "0.1.0"}).encode(), FOREIGN),
    ("foreign-card-file", lambda b: DEFAULT_CARDS.read_bytes(), FOREIGN),
    ("foreign-game", _edit(lambda d: d["setup"].update(game="les-batisseurs")), "invalid content at setup.game"),
    ("newer-version", _edit(lambda d: d.update(version=2)), "saved by a newer version of mbqt (format 2"),
    ("far-newer-version", _edit(lambda d: d.update(version=10**12)), "newer version"),
    ("version-zero", _edit(lambda d: d.update(version=0)), "unknown format version 0"),
    ("negative-version", _edit(lambda d: d.update(version=-3)), "unknown format version -3"),
    ("binary-junk", lambda b: random.Random(3).randbytes(4000), NOT_TEXT),
    ("png-image", lambda b: b"\x89PNG\r\n\x1a\n" + bytes(range(256)), NOT_TEXT),
    ("gzip-compressed-save", lambda b: gzip.compress(b["mid"].encode()), NOT_TEXT),
    ("utf16-save", lambda b: b["mid"].encode("utf-16"), NOT_TEXT),
    ("lone-surrogate-name", _text(lambda t: t.replace('"name": "P0"', '"name": "\\ud800"', 1)),
     "setup.players[0].name"),
    ("illegal-first-action", _edit(lambda d: d["actions"].insert(0, {"type": "bid", "amount": 5000})),
     'actions[0] {"type": "bid", "amount": 5000} breaks the rule "hire and fire"'),
    ("illegal-fire-in-round-1", _edit(lambda d: d["actions"].insert(0, {"type": "fire", "worker": "A-01"})),
     'breaks the rule "round 1"'),
    ("illegal-opening-bid", _set_first("open", amount=0), 'breaks the rule "acquire contracts"'),
    ("illegal-unknown-worker", _edit(lambda d: d["actions"].insert(1, {"type": "fire", "worker": "Z-99"})),
     "actions[1] {\"type\": \"fire\", \"worker\": \"Z-99\"} breaks the rule \"action format\": no worker card"),
    ("action-after-game-over", _edit(lambda d: d["actions"].append({"type": "pass"}), base="over"),
     'breaks the rule "game over"'),
    ("snapshot-money-edited", _snapshot(lambda s: s["players"][0].update(money=s["players"][0]["money"] + 1000)),
     EDITED),
    ("snapshot-round-edited", _snapshot(lambda s: s.update(round=6)), EDITED),
    ("snapshot-field-removed", _snapshot(lambda s: s.pop("city")), EDITED),
    ("snapshot-hidden-deck-reordered", _snapshot(_swap_decks), EDITED),
    ("snapshot-empty", _edit(lambda d: d.update(snapshot={})), EDITED),
    ("snapshot-not-an-object", _edit(lambda d: d.update(snapshot=[1, 2])), "invalid content at snapshot"),
    ("deep-nesting-array", lambda b: _nest(100_000).encode(), "nested too deeply"),
    ("deep-nesting-object", lambda b: ('{"a":' * 100_000 + "1" + "}" * 100_000).encode(), "nested too deeply"),
    ("deep-nesting-in-actions", _text(lambda t: t.replace('"actions": [', '"actions": [' + _nest(50_000) + ",", 1)),
     "nested too deeply"),
    ("deep-nesting-in-snapshot", _edit(lambda d: d["snapshot"].update(extra=json.loads(_nest(500)))), EDITED),
    ("empty", lambda b: b"", "the file is empty"),
    ("only-whitespace", lambda b: b" \n\t\n", "the file is empty"),
    ("empty-object", lambda b: b"{}", FOREIGN),
]



def _bat_insert(action, at=0):
    return _edit(lambda d: d["actions"].insert(at, action), base="bat-mid")


def _bat(change):
    return _edit(change, base="bat-mid")


def _bat_swap_decks(snapshot):
    deck = snapshot["decks"]["buildings"]
    deck[0], deck[-1] = deck[-1], deck[0]


# Les Bâtisseurs records: the same checks, with the game's own setup and actions.
BAT_CASES = [
    *[(f"bat-truncated-{p}%", _text(lambda t, p=p: t[:max(1, len(t) * p // 100)], base="bat-mid"), DAMAGED)
      for p in (1, 10, 50, 90, 99)],
    ("bat-unknown-game", _bat(lambda d: d["setup"].update(game="les-batisseurs")),
     "invalid content at setup.game: unknown game 'les-batisseurs' (known: master-builder, batisseurs)"),
    ("bat-game-not-a-name", _bat(lambda d: d["setup"].update(game=7)), "invalid content at setup.game: unknown game '7'"),
    ("bat-game-changed-to-master-builder", _bat(lambda d: d["setup"].update(game="master-builder")),
     "invalid content at actions[0]"),
    ("bat-game-left-out", _bat(lambda d: d["setup"].pop("game")), "invalid content at actions[0]"),
    ("bat-master-builder-action", _bat_insert({"type": "hire", "worker_type": "foreman"}, 2),
     "invalid content at actions[2]: Input tag 'hire'"),
    ("bat-master-builder-open", _bat_insert({"type": "open", "contract": 8, "amount": 5000}),
     "invalid content at actions[0].building: Field required"),
    ("bat-master-builder-variants", _bat(lambda d: d["setup"].update(variants={})), "setup.variants: Extra inputs"),
    ("bat-wrong-type-take", _set_first("take", base="bat-mid", actions="2"), "invalid content at actions["),
    ("bat-take-four-actions", _set_first("take", base="bat-mid", actions=4), "invalid content at actions["),
    ("bat-wrong-type-seed", _bat(lambda d: d["setup"].update(seed="23")), "invalid content at setup.seed"),
    ("bat-extra-action-field", _bat(lambda d: d["actions"][0].update(free=1)), "actions[0].free: Extra inputs"),
    ("bat-newer-version", _bat(lambda d: d.update(version=2)), "saved by a newer version of mbqt (format 2"),
    ("bat-deck-order-missing-cards", _bat(lambda d: d["setup"].update(decks={"buildings": ["B01"]})),
     "decks.buildings must list every card once"),
    ("bat-start-player-not-a-seat", _bat(lambda d: d["setup"].update(start_player=3)), "start_player 3 is not a seat"),
    ("bat-missing-card-file", _bat(lambda d: d.update(cards="no-such-deck.json")), "its card file cannot be used"),
    ("bat-illegal-end", _bat_insert({"type": "end"}),
     'actions[0] {"type": "end"} breaks the rule "end the turn": use your 3 free action(s) first'),
    ("bat-unknown-building", _bat_insert({"type": "open", "building": "B99"}),
     'actions[0] {"type": "open", "building": "B99"} breaks the rule "action format": no building card'),
    ("bat-recruit-a-building", _bat_insert({"type": "recruit", "worker": "B01"}),
     'breaks the rule "action format": \'B01\' is not a worker card'),
    ("bat-send-to-no-site", _bat_insert({"type": "send", "worker": "W01", "site": "B01"}),
     'breaks the rule "send a worker"'),
    ("bat-action-after-game-over", _edit(lambda d: d["actions"].append({"type": "end"}), base="bat-over"),
     'breaks the rule "game over"'),
    ("bat-snapshot-money-edited",
     _snapshot(lambda s: s["players"][0].update(money=s["players"][0]["money"] + 1), base="bat-mid"), EDITED),
    ("bat-snapshot-hidden-deck-reordered", _snapshot(_bat_swap_decks, base="bat-mid"), EDITED),
    ("bat-snapshot-final-score-edited",
     _snapshot(lambda s: s["scores"][1].update(total=s["scores"][1]["total"] + 1), base="bat-over"), EDITED),
    ("bat-missing-actions-in-save", _bat(lambda d: d.pop("actions")), EDITED),
]


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


@pytest.mark.parametrize("where", ["missing", "folder"])
def test_unreadable_path_is_refused(tmp_path, where):
    path = tmp_path / "x.json"
    if where == "folder":
        path.mkdir()
    with pytest.raises(SaveError, match="x.json: cannot read the file"):
        load_game(path)


# ----------------------------------------------------------------- atomicity

@pytest.fixture
def previous_save(tmp_path):
    """A save file already on disk, and the game it holds."""
    game = _random_game(3, 31, stop=25)
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
from mbqt.saves import load_game, save_game

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
    early, late = _random_game(3, 41, stop=30), _random_game(3, 41, stop=90)
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
    from mbqt.master_builder import Setup
    from mbqt.master_builder.rules import plans_for
    from mbqt.records import Game
    from mbqt.saves import load_game, save_game
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
    game = _bat_game(2, 54)
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
    code = "import sys, mbqt.records; print(sorted(m for m in sys.modules if m.startswith('pydantic')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr
