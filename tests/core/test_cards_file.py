"""Card files: the bundled deck, a person's own deck (--cards FILE), and the messages a
wrong file gets: they name the file, the card and the field, never a traceback."""
import copy
import json
from pathlib import Path

import pytest

from mbqt.cli import main
from mbqt.core.records import Game
from mbqt.core.saves import SaveError, load_game, read_record, save_game, write_replay
from mbqt.games.master_builder import cards as cards_module
from mbqt.games.master_builder.cards import (
    DEFAULT_CARDS,
    CardError,
    load_cards,
    parse_cards,
)
from tests.support.master_builder import make_setup

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "two-player-game.json"


def _deck() -> dict:
    return json.loads(DEFAULT_CARDS.read_text(encoding="utf-8"))


def _data(value):
    """Cards as plain data, field by field (contracts, compared by identity, included)."""
    if isinstance(value, cards_module._Card):
        return (type(value).__name__,) + tuple(_data(v) for v in value._values())
    if isinstance(value, (tuple, list)):
        return tuple(_data(v) for v in value)
    if isinstance(value, dict):
        return {k: _data(v) for k, v in value.items()}
    return value


def _write(path: Path, deck) -> Path:
    path.write_text(json.dumps(deck), encoding="utf-8")
    return path


def test_the_bundled_deck_has_the_attested_cards():
    cards = load_cards()
    assert cards is load_cards(None) and cards.source == str(DEFAULT_CARDS)
    per_type = {t.id: (sum(w.type == t.index for w in cards.workers), t.wage) for t in cards.worker_types}
    assert per_type == {"master_craftsman": (8, 5000), "foreman": (9, 4000),
                        "tradesman": (10, 3000), "apprentice": (13, 1000)}   # cards.md
    assert sorted(cards.contracts) == list(range(1, 13))
    assert all(len(c.sections) == 6 for c in cards.contracts.values())
    assert sorted(n for n, c in cards.contracts.items() if c.kind == "city_wall") == [1, 2, 7, 12]
    assert cards.contracts[1].min_bid <= 2000                                  # the bidding example
    assert (cards.starting_money, cards.wage_cap, cards.rounds) == (40000, 30000, 6)
    assert [(loan.receive, loan.repay_early, loan.repay_late) for loan in cards.loans] == [
        (10000, 13000, 15000), (30000, 38000, 40000)]                          # clarifications.md


def _contract(deck, number):
    return next(c for c in deck["contracts"] if c["number"] == number)


def _worker(deck, worker_id):
    return next(w for w in deck["workers"] if w["id"] == worker_id)


def _section(deck, number, section_id):
    return next(s for s in _contract(deck, number)["sections"] if s["id"] == section_id)


def _economic_id(deck):
    return deck["economic_cards"][2]["id"]


# (name, edit of the bundled deck, what the message must name: the card, the field, the problem)
EDITS = [
    ("missing-field", lambda d: _contract(d, 4).pop("price"), ["= 4]", ".price", "Field required"]),
    ("missing-name", lambda d: _contract(d, 7)["name"].pop("fr"), ["= 7]", ".name.fr", "Field required"]),
    ("missing-list", lambda d: d.pop("worker_types"), ["worker_types", "Field required"]),
    ("wrong-type", lambda d: _worker(d, "F-03").update(wage="lots"), ["= F-03]", ".wage", "valid integer"]),
    ("wrong-type-list", lambda d: _worker(d, "T-02").update(quirks="HN"), ["= T-02]", ".quirks", "valid list"]),
    ("negative-price", lambda d: _contract(d, 6).update(price=-1000), ["= 6]", ".price", "greater than or equal"]),
    ("wage-not-whole-thousands", lambda d: d["worker_types"][0].update(wage=1500),
     ["= apprentice]", ".wage", "multiple of 1000"]),
    ("unknown-worker-type-in-section", lambda d: _section(d, 5, "roof_2").update(requires=["wizard"]),
     ["contracts[5]", "sections[roof_2].requires", "unknown worker type 'wizard'"]),
    ("three-workers-on-a-section", lambda d: _section(d, 3, "side_wall_1").update(requires=["apprentice"] * 3),
     ["= 3]", "side_wall_1].requires", "at most 2"]),
    ("unknown-section-kind", lambda d: _section(d, 8, "roof_1").update(kind="chimney"),
     ["= 8]", "roof_1].kind", "'side_wall'"]),
    ("wall-in-a-building", lambda d: _section(d, 5, "side_wall_1").update(kind="wall"),
     ["= 5]", "'side_wall_1'", "kind 'wall' is not allowed in a building"]),
    ("city-wall-starting-with-a-side-piece", lambda d: _contract(d, 12)["sections"].reverse(),
     ["= 12]", "first section must be a 'wall'"]),
    ("extra-field", lambda d: _contract(d, 3).update(colour="red"), ["= 3]", ".colour", "Extra inputs"]),
    ("duplicate-worker-id", lambda d: _worker(d, "A-02").update(id="A-01"), ["workers", "duplicate id 'A-01'"]),
    ("duplicate-contract-number", lambda d: _contract(d, 3).update(number=4), ["contracts", "duplicate id 4"]),
    ("wrong-count", lambda d: d["worker_types"][2].update(count=10),
     ["worker_types[foreman].count", "says 10 but the file has 9"]),
    ("worker-of-unknown-type", lambda d: _worker(d, "A-05").update(type="wizard"),
     ["workers[A-05].type", "unknown worker type 'wizard'"]),
    ("worker-wage-differs-from-its-type", lambda d: _worker(d, "A-05").update(wage=2000),
     ["workers[A-05].wage", "differs from the apprentice wage"]),
    ("unknown-quirk", lambda d: _worker(d, "T-04").update(quirks=["Q"]), ["workers[T-04].quirks", "unknown quirk 'Q'"]),
    ("unknown-event-kind", lambda d: d["events"][3]["effect"].update(kind="plague"),
     [f"= {_deck()['events'][3]['id']}]", ".effect.kind", "'unavailable'"]),
    ("event-with-unknown-quirk", lambda d: d["events"][0]["effect"].update(quirks_any=["Q"]),
     [f"events[{_deck()['events'][0]['id']}].effect.quirks_any", "unknown quirk 'Q'"]),
    ("event-with-unknown-type", lambda d: d["events"][0]["effect"].update(types=["wizard"]),
     [f"events[{_deck()['events'][0]['id']}].effect.types", "unknown worker type 'wizard'"]),
    ("economic-card-without-a-4-player-count", lambda d: d["economic_cards"][2]["contracts_revealed"].pop("4"),
     [f"= {_economic_id(_deck())}]", "contracts_revealed must give a count for 2, 3 and 4 players"]),
    ("only-one-loan-kind", lambda d: d["rules"]["loans"].pop(), ["rules", "exactly one 'small' and one 'large'"]),
    ("too-few-contracts", lambda d: d.update(contracts=d["contracts"][:4]), ["contracts", "a game needs at least"]),
]


def test_the_bundled_deck_passes_the_full_validation_it_skips_at_startup():
    """default_cards() builds the bundled deck without the pydantic pass: the file must pass
    it and give the very same cards."""
    full = parse_cards(_deck(), str(DEFAULT_CARDS))          # raises CardError if the file is wrong
    assert _data(full) == _data(load_cards())
    # That pass checks fields the cross-check alone (all the bundled deck gets at startup) does not.
    deck = _deck()
    deck["workers"][0]["quirks"] = ["S", "D", "W", "N", "H", "S"]          # more than 5 quirks
    with pytest.raises(CardError, match="quirks"):
        parse_cards(deck)


def test_cards_are_frozen_records_as_the_dataclasses_were():
    """cards.py writes out what @dataclass(frozen=True, slots=True) gave (its import cost
    the app's start 4.5 ms): values compared and hashed, contracts by identity, no field
    assigned or added, repr, copies."""
    cards = load_cards()
    worker = cards.workers[0]
    again = cards_module.Worker(*worker._values())
    assert again == worker and hash(again) == hash(worker) and again is not worker
    assert again != cards_module.Worker(*worker._values()[:-1], frozenset({"X"}))
    assert repr(worker).startswith(f"Worker(index=0, id={worker.id!r}, type=")
    with pytest.raises(AttributeError):
        worker.wage = 0
    with pytest.raises(AttributeError):
        worker.extra = 1
    with pytest.raises(AttributeError):
        del worker.wage
    with pytest.raises(TypeError):
        cards_module.Worker(1, "W")
    assert not hasattr(worker, "__dict__")
    contract = cards.contracts[1]
    twin = cards_module.Contract(*contract._values())
    assert twin != contract and contract == contract
    assert len({contract, twin}) == 2
    assert copy.copy(worker) == worker and copy.deepcopy(cards.events[0]) == cards.events[0]


@pytest.mark.parametrize("name, edit, named", EDITS, ids=[e[0] for e in EDITS])
def test_a_wrong_deck_is_refused_naming_the_file_card_and_field(tmp_path, name, edit, named):
    deck = _deck()
    edit(deck)
    path = _write(tmp_path / "deck.json", deck)
    with pytest.raises(CardError) as caught:
        load_cards(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    for part in named:
        assert part in message


@pytest.mark.parametrize("content, problem", [
    (b'{"worker_types": [', "damaged or truncated (invalid JSON at line 1"),
    (b"", "the file is empty"),
    (b"\xff\xfe{\x00}\x00", "not a UTF-8 text file"),
    (b"[1, 2]", "(top level): Input should be a valid dictionary"),
    (b'{"rules": ' + b"9" * 5000 + b"}", "number far too long"),
    (b"[" * 100_000, "nested too deeply"),
])
def test_a_file_that_is_not_a_deck_is_refused_naming_the_file(tmp_path, content, problem):
    path = tmp_path / "deck.json"
    path.write_bytes(content)
    with pytest.raises(CardError) as caught:
        load_cards(path)
    assert str(caught.value).startswith(f"{path}: ") and problem in str(caught.value)


def test_a_missing_deck_file_is_refused(tmp_path):
    with pytest.raises(CardError, match="none.json: cannot read the file"):
        load_cards(tmp_path / "none.json")


# ----------------------------------------------------------------- an edited, valid deck

def test_an_edited_starting_money_is_used_by_a_game(tmp_path):
    deck = _deck()
    deck["rules"]["starting_money"] = 55000
    game = Game(make_setup(3, 1), _write(tmp_path / "rich.json", deck))
    assert [p["money"] for p in game.state_json()["players"]] == [55000] * 3


def test_an_edited_contract_price_is_paid_on_completion(tmp_path):
    """Replay the worked example with one contract's price raised: up to that contract's
    completion the same actions are legal, and its owner is paid the new price."""
    record = read_record(EXAMPLE)
    game = Game(record.setup)
    for index, action in enumerate(record.actions):
        done = [e for e in game.apply_json(action.model_dump()) if e[0] == "contract_completed"]
        if done:
            break
    key, args = done[0]
    deck = _deck()
    _contract(deck, args["contract"])["price"] += 10_000
    edited = Game(record.setup, _write(tmp_path / "deck.json", deck))
    entries = [e for action in record.actions[:index + 1] for e in edited.apply_json(action.model_dump())]
    assert (key, {**args, "money": args["money"] + 10_000}) in entries
    assert edited.rules.cards.contracts[args["contract"]].price == args["money"] + 10_000


def test_a_replay_carries_its_custom_deck_and_replays_with_it_anywhere(tmp_path, monkeypatch):
    deck = _deck()
    deck["rules"]["starting_money"] = 60000
    path = _write(tmp_path / "mine.json", deck)
    game = Game(make_setup(2, 4), path)
    game.apply(game.rules.legal_actions(game.state)[0])
    write_replay(game, tmp_path / "replay.json")
    recorded = json.loads((tmp_path / "replay.json").read_text(encoding="utf-8"))
    assert recorded["version"] == 2 and recorded["deck"] == deck and recorded["cards"] is None
    path.unlink()                                            # the deck file is gone: the replay holds it
    loaded = load_game(tmp_path / "replay.json")
    assert loaded.state_json() == game.state_json() and loaded.state_json()["players"][0]["money"] == 60000
    save_game(loaded, tmp_path / "again.json")               # and a save of it carries it on
    assert json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))["deck"] == deck


def test_a_record_of_the_bundled_deck_carries_no_deck(tmp_path):
    game = Game(make_setup(2, 4))
    write_replay(game, tmp_path / "replay.json")
    recorded = json.loads((tmp_path / "replay.json").read_text(encoding="utf-8"))
    assert recorded["version"] == 2 and recorded["deck"] is None and recorded["cards"] is None


def test_a_path_named_in_an_older_record_is_never_opened_unless_the_person_gives_it(tmp_path, capsys):
    """Format 1 named a custom deck by its path: a file from someone else could name any
    file of this computer. It is read only when the person gives it (--cards)."""
    deck = _deck()
    deck["rules"]["starting_money"] = 45000
    _write(tmp_path / "deck.json", deck)
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record.update(cards=str(tmp_path / "deck.json"), actions=[])
    _write(tmp_path / "game.json", record)
    with pytest.raises(SaveError, match=r"game.json: its card file cannot be used: it was played with the card "
                                        r"file '.*deck.json', which mbqt does not open by itself"):
        load_game(tmp_path / "game.json")
    assert load_game(tmp_path / "game.json", tmp_path / "deck.json").state_json()["players"][0]["money"] == 45000
    assert main(["replay", str(tmp_path / "game.json")]) == 2
    assert "--cards FILE" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "game.json"), "--cards", str(tmp_path / "deck.json")]) == 0
    assert "$45,000" in capsys.readouterr().out


@pytest.mark.parametrize("named", ["/dev/zero", "/dev/urandom", "fifo", "/etc/passwd", "../../../etc/shadow"])
def test_no_path_named_in_a_record_is_opened(tmp_path, monkeypatch, named):
    import os
    os.mkfifo(tmp_path / "fifo")
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record.update(cards=named)
    _write(tmp_path / "game.json", record)
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: opened.append(str(path)) or real_open(path, *a, **k))
    with pytest.raises(SaveError, match="which mbqt does not open by itself"):
        load_game(tmp_path / "game.json")
    assert opened == [str(tmp_path / "game.json")]


def test_a_record_whose_deck_is_wrong_is_refused(tmp_path, capsys):
    deck = _deck()
    path = _write(tmp_path / "deck.json", deck)
    game = Game(make_setup(2, 5), path)
    write_replay(game, tmp_path / "replay.json")
    record = json.loads((tmp_path / "replay.json").read_text(encoding="utf-8"))
    _worker(record["deck"], "F-03")["wage"] = "lots"
    _write(tmp_path / "replay.json", record)
    with pytest.raises(SaveError, match=r"replay.json: its card file cannot be used: the deck saved in the file: "
                                        r".*F-03\]\.wage"):
        load_game(tmp_path / "replay.json")
    assert main(["replay", str(tmp_path / "replay.json")]) == 2
    assert "F-03" in capsys.readouterr().err
