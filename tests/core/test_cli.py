"""The mbqt command: replay, schema and text --cards; exit statuses and messages;
the worked example of docs/formats.md."""
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import get_args

import pytest
from pydantic import TypeAdapter

from mbqt import lang
from mbqt.cli import build_parser, main
from mbqt.core.record_format import Record
from mbqt.core.records import Game
from mbqt.core.saves import read_record
from mbqt.core.scoring import sheet_text
from mbqt.games.master_builder.actions import ActionModel
from mbqt.games.master_builder.cards import DEFAULT_CARDS
from tests.support.master_builder import make_setup

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "two-player-game.json"
BAT_EXAMPLE = ROOT / "docs" / "examples" / "batisseurs-game.json"
BAT_ACTION_TYPES = {"open", "recruit", "send", "take", "end"}
ACTION_TYPES = {get_args(member.model_fields["type"].annotation)[0] for member in get_args(get_args(ActionModel)[0])}


def _run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _mbqt(*argv):
    """The command in a process of its own: exit status and output as a person sees them."""
    return subprocess.run([sys.executable, "-m", "mbqt", *map(str, argv)], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)


def _example(path: Path = EXAMPLE) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _write(path: Path, record: dict) -> Path:
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


# ----------------------------------------------------------------- replay

def test_replay_json_of_the_example_reports_the_finished_game(capsys):
    code, out, err = _run(capsys, "replay", str(EXAMPLE), "--json")
    assert code == 0 and err == ""
    state = json.loads(out)
    assert state == Game.from_record(read_record(EXAMPLE)).state_json()
    assert state["decision"] is None and state["round"] == state["final_round"]
    assert state["phase"] == "income"
    assert [p["name"] for p in state["players"]] == ["Ann", "Bob"]
    for p in state["players"]:
        assert p["wage_total"] == sum(w["wage"] for w in p["workers"])
        assert all(w["face_up"] is True for w in p["workers"])   # face down only until the Build phase ends
        for c in p["contracts"]:
            assert c["built"] and c["missing"] and not set(c["built"]) & set(c["missing"])
        assert set(p["loans"]) == {"small", "large"}
    owned = {c["number"] for p in state["players"] for c in p["contracts"]}
    assert state["city"] and all(b["contract"] not in owned and b["builder"] in (0, 1) for b in state["city"])
    scores = state["scores"]
    for p, sc in zip(state["players"], scores):
        assert sc["cash"] == p["money"]
        assert sc["total"] == sc["cash"] + sc["unfinished"] - sc["loans"]
    best = max(sc["total"] for sc in scores)
    assert state["winners"] == [sc["seat"] for sc in scores if sc["total"] == best]


def test_replay_json_of_an_unfinished_game_says_whose_decision_it_is(tmp_path, capsys):
    record = _example()
    record["actions"] = record["actions"][:40]
    code, out, _ = _run(capsys, "replay", str(_write(tmp_path / "part.json", record)), "--json")
    state = json.loads(out)
    game = Game.from_record(Record.model_validate(record))
    assert code == 0
    assert state["decision"] == {"seat": game.rules.current_player(game.state), "step": game.state.step}
    assert "scores" not in state and "winners" not in state


def test_replay_summary_names_the_winner(capsys):
    code, out, _ = _run(capsys, "replay", str(EXAMPLE))
    state = Game.from_record(read_record(EXAMPLE)).state_json()
    winner = state["players"][state["winners"][0]]
    assert code == 0 and "game over" in out
    assert f"final money of {winner['name']}: ${state['scores'][winner['seat']]['total']:,} (winner)" in out
    game = Game.from_record(read_record(EXAMPLE))
    ranking = out.split("Final ranking:\n")[1].splitlines()
    assert ranking == sheet_text(game.rules, game.state, [p.name for p in game.setup.players], "en")
    assert ranking[0] == f"1. {winner['name']}: {lang.money(state['scores'][winner['seat']]['total'], 'en')} *"
    assert any(line.strip().startswith("$") and "Cash" in line for line in ranking)


def _first(record, kind):
    return next(i for i, a in enumerate(record["actions"]) if a["type"] == kind)


def _lower_first_bid(record):
    i = _first(record, "bid")
    record["actions"][i]["amount"] -= 1000   # not above the bid before it
    return i, "a bid must be higher than $"


def _fire_in_round_1(record):
    record["actions"].insert(0, {"type": "fire", "worker": "A-01"})
    return 0, "no workers are fired in round 1"


def _unknown_worker_type(record):
    record["actions"][3] = {"type": "hire", "worker_type": "wizard"}
    return 3, "no worker type 'wizard'"


def _after_the_end(record):
    record["actions"].append({"type": "pass"})
    return len(record["actions"]) - 1, "the game is over: no more actions"


@pytest.mark.parametrize("spoil", [_lower_first_bid, _fire_in_round_1, _unknown_worker_type, _after_the_end])
def test_illegal_action_exits_2_naming_its_index_and_reason(tmp_path, capsys, spoil):
    record = _example()
    index, reason = spoil(record)
    code, out, err = _run(capsys, "replay", str(_write(tmp_path / "bad.json", record)), "--json")
    assert code == 2 and out == ""
    assert f"actions[{index}] {json.dumps(record['actions'][index])} is refused: {reason}" in err


def test_illegal_action_in_a_real_process(tmp_path):
    record = _example()
    index, reason = _lower_first_bid(record)
    result = _mbqt("replay", _write(tmp_path / "bad.json", record))
    assert result.returncode == 2 and result.stdout == ""
    assert f"actions[{index}]" in result.stderr and f"is refused: {reason}" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("args", [("schema", "record"), ("replay", str(EXAMPLE))])
def test_a_reader_that_leaves_early_gets_no_traceback(args):
    # `mbqt replay game.json | head`: the pipe is closed before mbqt writes a byte.
    process = subprocess.Popen([sys.executable, "-m", "mbqt", *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    process.stdout.close()
    stderr = process.stderr.read()
    assert process.wait() == 141
    assert "Traceback" not in stderr and "Exception ignored" not in stderr


@pytest.mark.parametrize("content, problem", [
    (lambda text: text[:len(text) // 2], "damaged or truncated"),
    (lambda text: "", "the file is empty"),
    (lambda text: text.replace('"version": 1', '"version": 7'), "newer version"),
])
def test_broken_file_exits_2_with_a_message_and_no_traceback(tmp_path, content, problem):
    path = tmp_path / "broken.json"
    path.write_text(content(EXAMPLE.read_text(encoding="utf-8")), encoding="utf-8")
    result = _mbqt("replay", path, "--json")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("mbqt replay: broken.json: ") and problem in result.stderr
    assert "Traceback" not in result.stderr


def test_missing_file_exits_2(capsys, tmp_path):
    code, _, err = _run(capsys, "replay", str(tmp_path / "nothing.json"))
    assert code == 2 and "nothing.json: cannot read the file" in err


# ----------------------------------------------------------------- replay: Les Bâtisseurs

def test_replay_json_of_the_batisseurs_example_reports_the_finished_game(capsys):
    code, out, err = _run(capsys, "replay", str(BAT_EXAMPLE), "--json")
    assert code == 0 and err == ""
    state = json.loads(out)
    game = Game.from_record(read_record(BAT_EXAMPLE))
    assert game.rules.id == "batisseurs" and state == game.state_json()
    assert state["game"] == "batisseurs" and state["decision"] is None and state["end"] == "points"
    assert [p["name"] for p in state["players"]] == ["Ann", "Bob"]
    assert max(p["points"] for p in state["players"]) >= 17
    for p, sc in zip(state["players"], state["scores"]):
        assert sc["total"] == p["points"] + p["money"] // 10 and sc["money"] == p["money"]
    assert state["winners"] == game.rules.winners(game.state)


def test_replay_summary_of_a_batisseurs_record(capsys):
    code, out, _ = _run(capsys, "replay", str(BAT_EXAMPLE))
    state = Game.from_record(read_record(BAT_EXAMPLE)).state_json()
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == (f"Round {state['round']}, the last round: game over (a player reached 17 points), "
                        f"after {len(_example(BAT_EXAMPLE)['actions'])} actions.")
    for p in state["players"]:
        at_work = sum(len(site["workers"]) for site in p["sites"])
        assert (f"  {p['name']}: {p['money']} écus, {p['points']} points, team of {len(p['team']) + at_work} "
                f"({at_work} at work), {len(p['built'])} buildings finished ({len(p['machines'])} machines), "
                f"sites: ") in out
    for sc in state["scores"]:
        won = " (winner)" if sc["seat"] in state["winners"] else ""
        name = state["players"][sc["seat"]]["name"]
        assert (f"  final score of {name}: {sc['total']} points ({sc['buildings']} + {sc['ecus']} "
                f"for {sc['money']} écus){won}") in lines
    # then the ranking line by line, as the end screen shows it (core/scoring.py)
    game = Game.from_record(read_record(BAT_EXAMPLE))
    assert lines[5:] == ["Final ranking:"] + sheet_text(game.rules, game.state, ["Ann", "Bob"], "en")
    assert any(line.endswith("1 point per full 10 écus") for line in lines[5:])


def test_replay_of_an_unfinished_batisseurs_record_says_whose_turn_it_is(tmp_path, capsys):
    record = _example(BAT_EXAMPLE)
    record["actions"] = record["actions"][:41]
    path = _write(tmp_path / "part.json", record)
    game = Game.from_record(read_record(path))
    code, out, _ = _run(capsys, "replay", str(path))
    seat = game.rules.current_player(game.state)
    assert code == 0
    assert out.splitlines()[0] == (f"Round {game.state.round}: {game.setup.players[seat].name} to play "
                                   f"({game.state.actions} free actions left), after 41 actions.")
    sites = [game.rules.cards.buildings[b].id for b in game.state.players[0].sites]
    assert f"sites: {', '.join(sites) or 'none'}" in out.splitlines()[1]
    assert "final score" not in out
    code, out, _ = _run(capsys, "replay", str(path), "--json")
    assert json.loads(out)["decision"]["seat"] == seat and "scores" not in json.loads(out)


def test_an_illegal_batisseurs_action_in_a_real_process(tmp_path):
    record = _example(BAT_EXAMPLE)
    record["actions"].insert(1, {"type": "end"})     # two free actions left
    result = _mbqt("replay", _write(tmp_path / "bad.json", record))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith('mbqt replay: bad.json: the game cannot be replayed: actions[1] {"type": "end"} '
                                    'is refused: use your 2 free actions first\n')
    assert "Traceback" not in result.stderr


# ----------------------------------------------------------------- schema

ANNOTATIONS = {"title", "description", "default", "discriminator", "$schema", "$defs", "examples"}
ASSERTIONS = {"$ref", "type", "const", "enum", "properties", "required", "additionalProperties", "items",
              "anyOf", "oneOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
              "minItems", "maxItems", "minLength", "maxLength", "multipleOf"}
JSON_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def _resolve(schema: dict, root: dict) -> dict:
    while "$ref" in schema:
        assert schema["$ref"].startswith("#/$defs/")
        schema = root["$defs"][schema["$ref"].removeprefix("#/$defs/")]
    return schema


def _errors(value, schema: dict, root: dict, where="$") -> list:
    """A small JSON Schema (2020-12) checker for the keywords pydantic emits; it refuses
    keywords it does not know, so the test notices a schema it cannot vouch for."""
    schema = _resolve(schema, root)
    assert set(schema) <= ANNOTATIONS | ASSERTIONS, set(schema) - ANNOTATIONS - ASSERTIONS
    errs = []
    kind = schema.get("type")
    if kind == "integer":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == "number":
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    else:
        ok = kind is None or isinstance(value, JSON_TYPES[kind])
    if not ok:
        return [f"{where}: not {kind}"]
    if "const" in schema and value != schema["const"]:
        errs.append(f"{where}: not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        errs.append(f"{where}: not one of {schema['enum']}")
    for key, test in (("minimum", lambda v, m: v >= m), ("maximum", lambda v, m: v <= m),
                      ("exclusiveMinimum", lambda v, m: v > m), ("exclusiveMaximum", lambda v, m: v < m),
                      ("multipleOf", lambda v, m: v % m == 0)):
        if key in schema and not test(value, schema[key]):
            errs.append(f"{where}: {key} {schema[key]}")
    for key, test in (("minItems", lambda v, m: len(v) >= m), ("maxItems", lambda v, m: len(v) <= m),
                      ("minLength", lambda v, m: len(v) >= m), ("maxLength", lambda v, m: len(v) <= m)):
        if key in schema and not test(value, schema[key]):
            errs.append(f"{where}: {key} {schema[key]}")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        errs += [f"{where}.{k}: required" for k in schema.get("required", []) if k not in value]
        for k, v in value.items():
            if k in props:
                errs += _errors(v, props[k], root, f"{where}.{k}")
            elif schema.get("additionalProperties") is False:
                errs.append(f"{where}.{k}: not allowed")
            elif isinstance(schema.get("additionalProperties"), dict):
                errs += _errors(v, schema["additionalProperties"], root, f"{where}.{k}")
    if isinstance(value, list) and "items" in schema:
        for i, v in enumerate(value):
            errs += _errors(v, schema["items"], root, f"{where}[{i}]")
    if "anyOf" in schema and all(_errors(value, s, root, where) for s in schema["anyOf"]):
        errs.append(f"{where}: matches none of anyOf")
    if "oneOf" in schema and sum(not _errors(value, s, root, where) for s in schema["oneOf"]) != 1:
        errs.append(f"{where}: does not match exactly one of oneOf")
    return errs


def _schema(capsys, what=None, *options) -> dict:
    code, out, _ = _run(capsys, "schema", *([what] if what else []), *options)
    assert code == 0
    schema = json.loads(out)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    for ref in re.findall(r'"\$ref": "([^"]+)"', out):
        _resolve({"$ref": ref}, schema)   # every reference points at a definition
    return schema


def test_schema_prints_the_record_schema_by_default(capsys):
    schema = _schema(capsys)
    assert schema == _schema(capsys, "record")
    assert set(schema["properties"]) == set(Record.model_fields)
    assert {"setup"} <= set(schema["required"]) and schema["additionalProperties"] is False


def test_the_action_schema_covers_every_action_type(capsys):
    schema = _schema(capsys, "action")
    assert set(schema["discriminator"]["mapping"]) == ACTION_TYPES
    assert len(ACTION_TYPES) == 15
    assert _errors({"type": "bid", "amount": 3000}, schema, schema) == []
    assert _errors({"type": "bid"}, schema, schema)
    assert _errors({"type": "bid", "amount": "3000"}, schema, schema)
    assert _errors({"type": "steal"}, schema, schema)


def test_the_setup_schema_agrees_with_the_setup_model(capsys):
    schema = _schema(capsys, "setup")
    good = _example()["setup"]
    assert _errors(good, schema, schema) == []
    coloured = {**good, "players": [{**p, "colour": c, "symbol": y} for p, c, y in
                                     zip(good["players"], ("white", "green"), ("star", "cross"))]}
    assert _errors(coloured, schema, schema) == []
    for bad in ({**good, "players": good["players"][:1]}, {**good, "seed": -1}, {**good, "colour": "red"},
                {**good, "players": [{**p, "colour": "purple"} for p in good["players"]]}):
        assert _errors(bad, schema, schema)
        with pytest.raises(ValueError):
            TypeAdapter(Record.model_fields["setup"].annotation).validate_python(bad)


def test_the_example_file_is_valid_under_the_record_schema_and_model(capsys):
    schema = _schema(capsys, "record")
    example = _example()
    assert _errors(example, schema, schema) == []
    record = Record.model_validate(example, strict=True)
    assert len(record.actions) == len(example["actions"]) and record.format == "mbqt-replay"
    spoiled = {**example, "actions": [*example["actions"], {"type": "bid", "amount": "lots"}]}
    assert _errors(spoiled, schema, schema)


def _bat_schema(capsys, what) -> dict:
    return _schema(capsys, what, "--game", "batisseurs")


def test_the_batisseurs_action_schema_covers_its_action_types(capsys):
    schema = _bat_schema(capsys, "action")
    assert set(schema["discriminator"]["mapping"]) == BAT_ACTION_TYPES
    for good in ({"type": "open", "building": "B31"}, {"type": "send", "worker": "M3", "site": "B31"},
                 {"type": "take", "actions": 3}, {"type": "end"}):
        assert _errors(good, schema, schema) == []
    for bad in ({"type": "take", "actions": 4}, {"type": "open", "contract": 8, "amount": 5000},
                {"type": "hire", "worker_type": "foreman"}, {"type": "send", "worker": "W01"}):
        assert _errors(bad, schema, schema)


def test_the_batisseurs_record_and_setup_schemas_accept_its_example_and_refuse_the_other_game(capsys):
    record, setup = _bat_schema(capsys, "record"), _bat_schema(capsys, "setup")
    example = _example(BAT_EXAMPLE)
    assert _errors(example, record, record) == [] and _errors(example["setup"], setup, setup) == []
    assert record["title"] == "Record" and set(record["properties"]) == set(Record.model_fields)
    other = _example()
    assert _errors(other, record, record) and _errors(other["setup"], setup, setup)
    master_builder = _schema(capsys, "record")            # the default is Master Builder's, as before
    assert _errors(example, master_builder, master_builder) and _errors(other, master_builder, master_builder) == []
    for bad in ({**example["setup"], "variants": {}}, {**example["setup"], "players": example["setup"]["players"][:1]}):
        assert _errors(bad, setup, setup)


def test_unknown_schema_name_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as caught:
        main(["schema", "savegame"])
    assert caught.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


# ----------------------------------------------------------------- text --cards

def _bad_deck(tmp_path: Path) -> Path:
    deck = json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))
    worker = next(w for w in deck["workers"] if w["id"] == "F-03")
    worker["wage"] = "lots"
    path = tmp_path / "my-deck.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    return path


def test_text_with_a_wrong_card_file_exits_2_naming_file_card_and_field(tmp_path, capsys):
    path = _bad_deck(tmp_path)
    code, out, err = _run(capsys, "text", "--cards", str(path))
    assert code == 2 and out == ""
    assert err.startswith(f"mbqt text: {path}: ") and "F-03" in err and ".wage" in err


def test_text_with_a_wrong_card_file_in_a_real_process(tmp_path):
    result = _mbqt("text", "--cards", _bad_deck(tmp_path))
    assert result.returncode == 2
    assert "my-deck.json" in result.stderr and "F-03" in result.stderr and "wage" in result.stderr
    assert "Traceback" not in result.stderr


def test_text_with_a_missing_card_file_exits_2(tmp_path, capsys):
    code, _, err = _run(capsys, "text", "--cards", str(tmp_path / "none.json"))
    assert code == 2 and "none.json: cannot read the file" in err


# ----------------------------------------------------------------- the documentation

def test_every_subcommand_is_documented():
    commands = build_parser()._subparsers._group_actions[0].choices
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for name in commands:
        assert f"## mbqt {name}" in text


def test_every_action_type_is_documented_with_a_valid_example():
    text = (ROOT / "docs" / "formats.md").read_text(encoding="utf-8")
    examples = [json.loads(m) for m in re.findall(r'^\s*(\{"type": "[a-z_]+".*\})\s*$', text, re.M)]
    adapter = TypeAdapter(ActionModel)
    for example in examples:
        adapter.validate_python(example)
    assert {e["type"] for e in examples} == ACTION_TYPES


def test_every_batisseurs_action_type_and_its_setup_are_documented_with_valid_examples():
    from mbqt.games.batisseurs.actions import ACTION_ADAPTER
    from mbqt.games.batisseurs.setup import Setup as BatSetup
    text = (ROOT / "docs" / "batisseurs.md").read_text(encoding="utf-8")
    files = text[text.index("## Files"):]
    examples = [json.loads(m) for m in re.findall(r'^\s*(\{"type": "[a-z_]+".*\})\s*$', files, re.M)]
    for example in examples:
        ACTION_ADAPTER.validate_python(example, strict=True)
    assert {e["type"] for e in examples} == BAT_ACTION_TYPES
    setup = json.loads(re.search(r"```json\n(.*?)```", files, re.S).group(1))
    assert BatSetup.model_validate(setup, strict=True).game == "batisseurs"


def test_the_engine_example_runs():
    text = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    exec(compile(code, "docs/engine.md", "exec"), {})


def test_every_log_entry_key_is_documented():
    """Keys seen in seeded games with every variant must be in the table of docs/engine.md."""
    text = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\| `([a-z_]+)`(?: / `([a-z_]+)`)?", text, re.M))
    documented = {key for pair in documented for key in pair if key}
    seen = set()
    for seed in range(6):
        variants = {"selective_events": bool(seed % 2), "loaning_workers": bool(seed % 2),
                    "choosing_workers": seed > 2, "additional_events": seed > 2}
        game = Game(make_setup(2 + seed % 3, seed, variants=variants))
        rng = random.Random(seed)
        while not game.rules.is_over(game.state):
            game.apply(rng.choice(game.rules.legal_actions(game.state)))
        seen |= {key for key, _ in game.log}
    assert len(seen) > 25 and seen <= documented, seen - documented
