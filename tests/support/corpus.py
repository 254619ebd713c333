"""The corpus of broken and hostile files, made from real saves and replays of every game of
the registry (tests/conftest.py's `bases` fixture makes the base files once a session):

- CASES and BAT_CASES: hand-written broken files, each with the words its refusal must hold
  (name, make(bases) -> bytes, words).
- HOSTILE: the generated corpus, for every game: truncations, byte and bit flips, wrong
  types, missing fields, huge numbers, unknown and illegal actions, deep nesting, invalid
  encodings, byte-order marks, markup and escape codes in every kind of string field, paths
  named in `cards`, decks carried in `deck`; and special files (FIFOs, devices, symlinks,
  folders). Each case is a Hostile(name, build, expect): build(bases, path, ctx) puts the
  file (or special file) at `path`; expect is "refused", "loads" or "either". Every load
  path runs them (tests/core/test_hostile_files.py, tests/app/test_hostile_files.py): no
  traceback, no hang, no memory blow-up, no network request, nothing lost. A new game of the
  registry is covered without a line here.
"""
from __future__ import annotations

import copy
import gzip
import json
import os
import random
import socket
from dataclasses import dataclass
from typing import Callable

from mbqt.core.card_files import Deck
from mbqt.core.records import Game
from mbqt.core.registry import GAMES, game_info, game_rules
from mbqt.core.saves import save_game, write_replay
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


def any_game(game: str, n: int, seed: int, stop: int | None = None, cards=None) -> Game:
    """The same, of any game of the registry, with every variant it has."""
    rules = game_rules(game, cards)
    variants = {"variants": {v: True for v in game_info(game).variant_ids}} if game_info(game).variant_ids else {}
    return _play_randomly(Game(rules.Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed, **variants),
                               rules=rules), seed, stop)


def _play_randomly(game: Game, seed: int, stop: int | None) -> Game:
    rng = random.Random(seed)
    while not game.rules.is_over(game.state) and (stop is None or len(game.actions) < stop):
        game.apply(rng.choice(game.rules.legal_actions(game.state)))
    return game


def make_bases(folder):
    """The base files as text. For every game of the registry: `<game>/mid` (a save at the
    70th action, every variant), `<game>/over` (a finished game's save), `<game>/replay` (a
    replay file) and `<game>/deck` (a save carrying its bundled cards as a custom deck).
    The hand-written cases' names: "mid", "over" (Master Builder's, as before) and
    "bat-mid", "bat-over"."""
    texts = {}
    for i, game in enumerate(GAMES):
        seed = 21 + 10 * i
        bundled = game_rules(game).deck
        for kind, made, write in (
                ("mid", lambda: any_game(game, 3, seed, stop=70), save_game),
                ("over", lambda: any_game(game, 2, seed + 1), save_game),
                ("replay", lambda: any_game(game, 4, seed + 2, stop=90), write_replay),
                ("deck", lambda: any_game(game, 2, seed + 3, stop=30, cards=Deck(bundled.data, "custom")), save_game)):
            path = folder / f"{game}-{kind}.json"
            write(made(), path)
            texts[f"{game}/{kind}"] = path.read_text(encoding="utf-8")
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
    ("bit-flipped-version", _flip_bit('"version": 2', 11), "saved by a newer version of mbqt (format 3"),
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
    ("newer-version", _edit(lambda d: d.update(version=3)), "saved by a newer version of mbqt (format 3"),
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
     f"invalid content at setup.game: unknown game 'les-batisseurs' (known: {', '.join(GAMES)})"),
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
    ("bat-newer-version", _bat(lambda d: d.update(version=3)), "saved by a newer version of mbqt (format 3"),
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




# ============================================================== the generated hostile corpus

@dataclass(frozen=True)
class Hostile:
    name: str
    build: Callable          # build(bases, path, ctx): put the file at `path`
    expect: str              # "refused", "loads" or "either"


class Context:
    """What a build may need besides the bases: a folder for side files, and the port of a
    local HTTP server that counts requests (markup naming it must never make one)."""

    def __init__(self, folder, port: int = 9):
        self.folder, self.port = folder, port

    def img(self) -> str:
        return f'<img src="http://127.0.0.1:{self.port}/p.png">'


def _json_case(base: str, change: Callable) -> Callable:
    """A build that edits the parsed base file (change(data, ctx) may return a new value)."""
    def build(bases, path, ctx):
        data = json.loads(bases[base])
        out = data if (out := change(data, ctx)) is None else out
        try:
            raw = json.dumps(out, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:     # a lone surrogate: written as JSON's \ud800
            raw = json.dumps(out).encode("ascii")
        for depth in (500, 100_000):   # deep nesting, deeper than Python's JSON writer goes
            raw = raw.replace(f'"{_DEEP}{depth}"'.encode(), _nest(depth).encode())
        path.write_bytes(raw)
    return build


def _bytes_case(base: str, change: Callable) -> Callable:
    def build(bases, path, ctx):
        path.write_bytes(change(bases[base].encode("utf-8"), ctx))
    return build


def _at(data, where: str):
    """The container and key of a dotted path with [i] indexes ("setup.players[0].name")."""
    parts = where.replace("[", ".[").split(".")
    node = data
    for part in parts[:-1]:
        node = node[int(part[1:-1])] if part.startswith("[") else node[part]
    last = parts[-1]
    return node, int(last[1:-1]) if last.startswith("[") else last


def _set(where: str, value):
    def change(data, ctx):
        node, key = _at(data, where)
        node[key] = value(ctx) if callable(value) else copy.deepcopy(value)
    return change


def _remove(where: str):
    def change(data, ctx):
        node, key = _at(data, where)
        del node[key]
    return change


def _remove_kth(where: str, k: int):
    """Remove the k-th key of an object (the object's own keys, whatever the game)."""
    def change(data, ctx):
        node, key = _at(data, where)
        target = node[key]
        keys = list(target)
        if keys:
            del target[keys[k % len(keys)]]
    return change


def _first_action_with(data, kind):
    return next((a for a in data["actions"] if isinstance(a, dict) and any(isinstance(v, kind) and k != "type"
                                                                             for k, v in a.items())), None)


def _action_field(kind, value):
    """Set the first field of type `kind` (not "type") of the first action that has one."""
    def change(data, ctx):
        action = _first_action_with(data, kind)
        if action is not None:
            key = next(k for k, v in action.items() if isinstance(v, kind) and k != "type")
            action[key] = value(ctx) if callable(value) else value
    return change


def _names(value):
    """Every seat's name, in the setup and in the snapshot alike (so a save still matches)."""
    def change(data, ctx):
        for i, seat in enumerate(data["setup"]["players"]):
            suffix = str(i) if i else ""
            seat["name"] = (value(ctx) if callable(value) else value)[:40 - len(suffix)] + suffix
        for seat, player in zip(data["setup"]["players"], (data.get("snapshot") or {}).get("players", [])):
            player["name"] = seat["name"]
    return change


def _deck_names(value):
    """Every name of every card in the carried deck (a valid deck with hostile names)."""
    def change(data, ctx):
        def walk(node):
            if isinstance(node, dict):
                for key, item in node.items():
                    if key == "name" and isinstance(item, dict):
                        for lang in item:
                            item[lang] = value(ctx) if callable(value) else value
                    else:
                        walk(item)
            elif isinstance(node, list):
                for item in node:
                    walk(item)
        walk(data["deck"])
        # The snapshot quotes card names (contracts): replaying tells what they are now.
        data["snapshot"] = None
        data["format"] = "mbqt-replay"
    return change


def _nest(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


_DEEP = "@@nested-"


def _deep(depth: int):
    """A value nested `depth` lists deep (written in place of this marker)."""
    return f"{_DEEP}{depth}"


def _flip_bits(count: int, seed: int):
    def change(raw: bytes, ctx) -> bytes:
        rng, out = random.Random(seed), bytearray(raw)
        for _ in range(count):
            i = rng.randrange(len(out))
            out[i] ^= 1 << rng.randrange(8)
        return bytes(out)
    return change


def _set_byte(fraction: float, value: int):
    def change(raw: bytes, ctx) -> bytes:
        out = bytearray(raw)
        out[int(len(out) * fraction)] = value
        return bytes(out)
    return change


def _actions(edit):
    def change(data, ctx):
        data["actions"] = edit(data["actions"])
    return change


HOSTILE_STRINGS = [
    ("img", lambda ctx: ctx.img()),
    ("bold", "<b>bold</b> <i>x</i>"),
    ("link", '<a href="http://127.0.0.1:9/">click</a>'),
    ("ansi", "\x1b[2J\x1b[31mRED\x1b]0;title\x07"),
    ("bidi", "\u202eevil\u202c name"),
    ("newline", "line\nforged: y"),
    ("nul", "nul\x00byte"),
    ("long", "W" * 5000),
    ("surrogate", "\ud800lone"),
    ("emoji", "🏗️ Ōba ﷽"),
]
WRONG_VALUES = [("null", None), ("true", True), ("zero", 0), ("negative", -1), ("float", 1.5), ("string", "x"),
                ("list", []), ("object", {})]
TYPED_PATHS = ["format", "version", "setup", "setup.seed", "setup.players", "setup.players[0]",
               "setup.players[0].name", "setup.players[0].kind", "setup.start_player", "setup.game", "actions",
               "actions[0]", "actions[0].type", "snapshot", "saved_at", "cards", "deck"]
REMOVED_PATHS = ["format", "version", "setup", "setup.seed", "setup.players", "setup.players[0].name",
                 "setup.game", "actions", "snapshot", "saved_at", "actions[0].type", "setup.players[1]"]
HUGE = [("seed-4000-digits", "setup.seed", 10 ** 3999), ("seed-2-63", "setup.seed", 2 ** 63),
        ("seed-float-max", "setup.seed", 1.7e308), ("version-huge", "version", 10 ** 300),
        ("start-player-huge", "setup.start_player", 10 ** 30), ("seed-negative-zero", "setup.seed", -0.0)]
HUGE_TEXT = [("seed-5000-digits", '"seed": ' + "9" * 5000), ("seed-infinity", '"seed": Infinity'),
             ("seed-minus-infinity", '"seed": -Infinity'), ("seed-nan", '"seed": NaN'),
             ("seed-1e999", '"seed": 1e999')]
NAMED_PATHS = ["/dev/zero", "/dev/urandom", "{fifo}", "/etc/passwd", "../../../../etc/shadow", "~/.ssh/id_rsa",
               "C:\\\\Windows\\\\win.ini", "\\\\\\\\server\\\\share\\\\deck.json", "x" * 5000, "", "{valid}"]


def _named_path(template: str):
    def value(ctx):
        if template == "{fifo}":
            fifo = ctx.folder / "deck-fifo"
            if not fifo.exists():
                os.mkfifo(fifo)
            return str(fifo)
        if template == "{valid}":
            return str(DEFAULT_CARDS)
        return template
    return value


def _game_cases(game: str) -> list[Hostile]:
    mid, over, replay, deck = (f"{game}/{k}" for k in ("mid", "over", "replay", "deck"))
    cases = []

    def add(name, build, expect):
        cases.append(Hostile(f"{game}-{name}", build, expect))

    for base in (mid, replay):
        short = base.split("/")[1]
        for p in (0, 1, 5, 10, 25, 50, 75, 90, 99):
            add(f"{short}-truncated-{p}%", _bytes_case(base, lambda raw, ctx, p=p: raw[:len(raw) * p // 100]),
                "refused")
        add(f"{short}-truncated-last-byte", _bytes_case(base, lambda raw, ctx: raw.rstrip()[:-1]), "refused")
    for k, fraction in enumerate((0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999)):
        add(f"byte-ff-{k}", _bytes_case(mid, _set_byte(fraction, 0xFF)), "refused")
        add(f"byte-nul-{k}", _bytes_case(mid, _set_byte(fraction, 0x00)), "refused")
    for base in (mid, over, replay):
        for seed in range(12):
            add(f"{base.split('/')[1]}-bit-flips-{seed}", _bytes_case(base, _flip_bits(1 + seed % 3, seed)), "either")
    for where in TYPED_PATHS:
        for label, value in WRONG_VALUES:
            add(f"type-{where}-{label}", _json_case(mid, _set(where, value)), "either")
    for where in REMOVED_PATHS:
        add(f"missing-{where}", _json_case(mid, _remove(where)), "either")
    for where in ("snapshot", "actions[0]", "setup", "setup.players[0]"):
        for k in range(6):
            add(f"missing-key-{k}-of-{where}", _json_case(mid, _remove_kth(where, k)), "either")
    for label, where, value in HUGE:
        add(f"huge-{label}", _json_case(mid, _set(where, value)), "either")
    for label, text in HUGE_TEXT:
        add(f"huge-{label}", _bytes_case(mid, lambda raw, ctx, text=text: raw.replace(
            b'"seed": ' + json.dumps(json.loads(raw)["setup"]["seed"]).encode(), text.encode(), 1)), "refused")
    for kind in (int, str):
        for label, value in (("huge", 10 ** 4000 if kind is int else "y" * 100_000), ("negative", -10 ** 18),
                             ("markup", lambda ctx: ctx.img()), ("wrong-type", [[[]]])):
            add(f"action-{kind.__name__}-field-{label}", _json_case(mid, _action_field(kind, value)), "either")
    for base in (mid, over):
        short = base.split("/")[1]
        for label, edit in (
                ("unknown-first", lambda a: [{"type": "nope"}] + a),
                ("unknown-middle", lambda a: a[:len(a) // 2] + [{"type": "nope", "x": 1}] + a[len(a) // 2:]),
                ("empty-object-last", lambda a: a + [{}]),
                ("not-an-object", lambda a: a[:3] + ["pass"] + a[3:]),
                ("null-action", lambda a: a[:3] + [None] + a[3:]),
                ("duplicated", lambda a: a[:5] + a[4:]),
                ("one-removed", lambda a: a[:5] + a[6:]),
                ("swapped", lambda a: a[:5] + [a[6], a[5]] + a[7:]),
                ("reversed", lambda a: a[::-1]),
                ("last-first", lambda a: a[-1:] + a[:-1]),
                ("every-type-appended", lambda a: a + list({x.get("type"): x for x in a}.values())),
                ("doubled", lambda a: a + a),
                ("ten-thousand-unknown", lambda a: a + [{"type": "nope"}] * 10_000)):
            add(f"{short}-actions-{label}", _json_case(base, _actions(edit)), "either")
    for where in ("setup.players[0].name", "actions[0]", "snapshot", "setup", "saved_at", "deck"):
        for depth in (500, 100_000):
            add(f"deep-{depth}-in-{where}", _json_case(mid, _set(where, _deep(depth))), "refused")
    add("deep-top-level", _bytes_case(mid, lambda raw, ctx: _nest(100_000).encode()), "refused")
    for label, encode in (("utf-16", lambda t: t.encode("utf-16")), ("utf-16-be", lambda t: t.encode("utf-16-be")),
                          ("utf-32", lambda t: t.encode("utf-32")),
                          ("latin-1", lambda t: t.replace('"P0"', '"Pé0"').encode("latin-1"))):
        add(f"encoding-{label}", lambda bases, path, ctx, encode=encode: path.write_bytes(
            encode(bases[mid].replace("P0", "Pé0"))), "refused")
    for label, change, expect in (
            ("utf8-bom", lambda raw, ctx: b"\xef\xbb\xbf" + raw, "loads"),
            ("double-bom", lambda raw, ctx: b"\xef\xbb\xbf\xef\xbb\xbf" + raw, "refused"),
            ("bom-in-the-middle", lambda raw, ctx: raw[:40] + b"\xef\xbb\xbf" + raw[40:], "refused"),
            ("overlong-utf8", lambda raw, ctx: raw.replace(b'"P0"', b'"P\xc0\xaf0"', 1), "refused"),
            ("cesu-surrogate", lambda raw, ctx: raw.replace(b'"P0"', b'"P\xed\xa0\x800"', 1), "refused"),
            ("crlf-lines", lambda raw, ctx: raw.replace(b"\n", b"\r\n"), "loads"),
            ("trailing-garbage", lambda raw, ctx: raw + b"\x00garbage", "refused"),
            ("two-documents", lambda raw, ctx: raw + raw, "refused"),
            ("gzip", lambda raw, ctx: gzip.compress(raw), "refused"),
            ("nul-padding", lambda raw, ctx: raw + b"\x00" * 4096, "refused")):
        add(f"encoding-{label}", _bytes_case(mid, change), expect)
    for label, value in HOSTILE_STRINGS:
        fits = "either" if label == "surrogate" else "loads"
        add(f"names-{label}", _json_case(mid, _names(value)), fits)
        add(f"replay-names-{label}", _json_case(replay, _names(value)), fits)
        for where in ("setup.players[0].kind", "saved_at", "format", "setup.game", "actions[0].type", "cards",
                      "snapshot.players[0].name"):
            add(f"string-{label}-in-{where}", _json_case(mid, _set(where, value)), "either")
        add(f"string-{label}-in-action-field", _json_case(mid, _action_field(str, value)), "either")
        add(f"program-{label}-in-kind", _json_case(mid, _set("setup.players[1].kind", lambda ctx, v=value: "cmd:touch "
                                                              f"{ctx.folder}/ran " + (v(ctx) if callable(v) else v))),
            fits)
        add(f"deck-names-{label}", _json_case(deck, _deck_names(value)), "either")
    for k, template in enumerate(NAMED_PATHS):
        add(f"cards-path-{k}", _json_case(mid, lambda data, ctx, t=template: data.update(
            version=1, cards=_named_path(t)(ctx))), "refused")
    for label, value in (("list", []), ("string", "deck.json"), ("number", 7), ("empty", {}),
                         ("deep", _deep(500))):
        add(f"deck-{label}", _json_case(deck, _set("deck", value)), "refused")
    add("deck-valid", lambda bases, path, ctx: path.write_text(bases[deck], encoding="utf-8"), "loads")
    add("deck-with-cards-path", _json_case(deck, lambda data, ctx: data.update(cards="/dev/zero")), "loads")
    add("deck-removed", _json_case(deck, _remove("deck")), "either")
    for label, change, expect in (
            ("snapshot-null", _set("snapshot", None), "refused"),
            ("snapshot-missing", _remove("snapshot"), "refused"),
            ("snapshot-in-a-replay", lambda d, ctx: d.update(format="mbqt-replay"), "loads"),
            ("snapshot-round-edited", lambda d, ctx: d["snapshot"].update(round=99), "refused"),
            ("snapshot-decision-edited", lambda d, ctx: d["snapshot"].update(decision={"seat": 9}), "refused"),
            ("snapshot-extra-key", lambda d, ctx: d["snapshot"].update(extra=1), "refused"),
            ("version-1-snapshot-without-new-fields", lambda d, ctx: d.update(version=1), "either"),
            ("version-0", _set("version", 0), "refused"), ("version-3", _set("version", 3), "refused"),
            ("format-other", _set("format", "mbqt-card-file"), "refused")):
        add(label, _json_case(mid, change), expect)
    add("replay-valid", lambda bases, path, ctx: path.write_text(bases[replay], encoding="utf-8"), "loads")
    add("save-valid", lambda bases, path, ctx: path.write_text(bases[mid], encoding="utf-8"), "loads")
    add("symlink-to-a-valid-save", _symlink(lambda bases, ctx, path: _side_file(ctx, path, bases[over])), "loads")
    return cases


def _side_file(ctx, path, text: str):
    target = ctx.folder / f"target-of-{path.name}"
    target.write_text(text, encoding="utf-8")
    return target


def _symlink(target: Callable) -> Callable:
    def build(bases, path, ctx):
        os.symlink(target(bases, ctx, path), path)
    return build


def _fifo(bases, path, ctx):
    os.mkfifo(path)


def _folder(bases, path, ctx):
    path.mkdir()


def _socket(bases, path, ctx):
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(path))
    ctx.sockets = getattr(ctx, "sockets", []) + [sock]     # kept open while the corpus is read


def _sparse(bases, path, ctx):
    with open(path, "wb") as f:
        f.truncate(64 * 1024 * 1024)


def _fifo_target(bases, ctx, path):
    fifo = ctx.folder / f"fifo-for-{path.name}"
    if not fifo.exists():
        os.mkfifo(fifo)
    return fifo


SPECIAL = [
    Hostile("special-fifo", _fifo, "refused"),
    Hostile("special-symlink-to-dev-zero", _symlink(lambda b, c, p: "/dev/zero"), "refused"),
    Hostile("special-symlink-to-dev-urandom", _symlink(lambda b, c, p: "/dev/urandom"), "refused"),
    Hostile("special-symlink-to-dev-null", _symlink(lambda b, c, p: "/dev/null"), "refused"),
    Hostile("special-symlink-to-a-fifo", _symlink(_fifo_target), "refused"),
    Hostile("special-symlink-to-a-tty", _symlink(lambda b, c, p: "/dev/tty"), "refused"),
    Hostile("special-folder", _folder, "refused"),
    Hostile("special-dangling-symlink", _symlink(lambda b, c, p: c.folder / "nowhere.json"), "refused"),
    Hostile("special-symlink-loop", _symlink(lambda b, c, p: p), "refused"),
    Hostile("special-socket", _socket, "refused"),
    Hostile("special-sparse-64-mb", _sparse, "refused"),
    Hostile("special-symlink-to-a-folder", _symlink(lambda b, c, p: "/"), "refused"),
]

HOSTILE = [case for game in GAMES for case in _game_cases(game)] + SPECIAL
