"""A corpus of broken save files made from real saves of both games: each case is (name,
make(bases) -> bytes, the words the refusal must hold). `bases` is make_bases' dict of
base saves as text (tests/conftest.py's `bases` fixture)."""
from __future__ import annotations

import gzip
import json
import random

from mbqt.core.records import Game
from mbqt.core.saves import save_game
from mbqt.games.batisseurs import Setup as BatSetup
from mbqt.games.master_builder.cards import DEFAULT_CARDS
from tests.support.master_builder import make_setup

ALL_VARIANTS = {"choosing_workers": True, "selective_events": True,
                "loaning_workers": True, "additional_events": True}


def random_game(n: int, seed: int, variants=None, stop: int | None = None) -> Game:
    """A seeded game between random players, to the end or until `stop` actions."""
    return _play_randomly(Game(make_setup(n, seed, variants=variants or {})), seed, stop)


def bat_game(n: int, seed: int, stop: int | None = None) -> Game:
    """The same, of Les Bâtisseurs."""
    return _play_randomly(Game(BatSetup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed)), seed, stop)


def _play_randomly(game: Game, seed: int, stop: int | None) -> Game:
    rng = random.Random(seed)
    while not game.rules.is_over(game.state) and (stop is None or len(game.actions) < stop):
        game.apply(rng.choice(game.rules.legal_actions(game.state)))
    return game


def make_bases(folder):
    """A mid-game save (all variants) and a finished game's save, as text; and the same of
    Les Bâtisseurs."""
    texts = {}
    for name, game in (("mid", random_game(3, 21, ALL_VARIANTS, stop=70)), ("over", random_game(2, 22)),
                       ("bat-mid", bat_game(3, 23, stop=60)), ("bat-over", bat_game(2, 24))):
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
NOT_TEXT = "not a UTF-8 text file"
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
    ("bit-flipped-worker-type", _flip_bit('"worker_type": "', 17), "is refused: no worker type '"),
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
     'actions[0] {"type": "bid", "amount": 5000} is refused: that is not possible now: P0 must hire, fire or pass'),
    ("illegal-fire-in-round-1", _edit(lambda d: d["actions"].insert(0, {"type": "fire", "worker": "A-01"})),
     "is refused: no workers are fired in round 1"),
    ("illegal-opening-bid", _set_first("open", amount=0), "must be at least its minimum bid $"),
    ("illegal-unknown-worker", _edit(lambda d: d["actions"].insert(1, {"type": "fire", "worker": "Z-99"})),
     "actions[1] {\"type\": \"fire\", \"worker\": \"Z-99\"} is refused: no worker card 'Z-99'"),
    ("action-after-game-over", _edit(lambda d: d["actions"].append({"type": "pass"}), base="over"),
     "is refused: the game is over: no more actions"),
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
     'actions[0] {"type": "end"} is refused: use your 3 free actions first'),
    ("bat-unknown-building", _bat_insert({"type": "open", "building": "B99"}),
     'actions[0] {"type": "open", "building": "B99"} is refused: no building card \'B99\''),
    ("bat-recruit-a-building", _bat_insert({"type": "recruit", "worker": "B01"}),
     "is refused: 'B01' is not a worker card"),
    ("bat-send-to-no-site", _bat_insert({"type": "send", "worker": "W01", "site": "B01"}),
     "is refused: that building is not one of your sites"),
    ("bat-action-after-game-over", _edit(lambda d: d["actions"].append({"type": "end"}), base="bat-over"),
     "is refused: the game is over"),
    ("bat-snapshot-money-edited",
     _snapshot(lambda s: s["players"][0].update(money=s["players"][0]["money"] + 1), base="bat-mid"), EDITED),
    ("bat-snapshot-hidden-deck-reordered", _snapshot(_bat_swap_decks, base="bat-mid"), EDITED),
    ("bat-snapshot-final-score-edited",
     _snapshot(lambda s: s["scores"][1].update(total=s["scores"][1]["total"] + 1), base="bat-over"), EDITED),
    ("bat-missing-actions-in-save", _bat(lambda d: d.pop("actions")), EDITED),
]


