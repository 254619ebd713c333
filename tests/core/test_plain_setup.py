"""The app's setups without pydantic (mbqt/plain_setup.py): the same games, the same
refusals and the same saved records as each game's pydantic setup model."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from mbqt.core.plain_setup import PlainSetup, SetupError
from mbqt.core.records import Game
from mbqt.core.saves import load_game, save_game
from mbqt.core.seats import SEAT_COLOURS, SEAT_SYMBOLS
from mbqt.games.batisseurs.setup import Setup as BatSetup
from mbqt.games.master_builder import INFO
from mbqt.games.master_builder.setup import Setup, Variants
from mbqt.games.master_builder.state import VARIANTS

KINDS = ("human", "easy", "medium", "hard", "cmd:bot")


def seats(n, first=0):
    return [{"name": f"Seat {i}", "kind": KINDS[(first + i) % len(KINDS)], "colour": SEAT_COLOURS[(first + i) % 6],
             "symbol": SEAT_SYMBOLS[(first + 5 * i) % 6]} for i in range(n)]


def test_the_variants_are_the_models():
    assert tuple(Variants.model_fields) == VARIANTS == INFO.variant_ids


@pytest.mark.parametrize("case", range(24))
def test_the_same_setup_plays_the_same_game_and_saves_the_same_record(case, tmp_path):
    n, start = 2 + case % 3, (None if case % 4 == 0 else case % (2 + case % 3))
    variants = [v for i, v in enumerate(VARIANTS) if (case >> i) & 1]
    players, seed = seats(n, case), 1000 + 7919 * case
    plain = PlainSetup("master-builder", players=players, seed=seed, start_player=start, variants=variants)
    model = Setup(players=players, seed=seed, start_player=start, variants={v: True for v in variants})
    assert plain.to_model() == model
    assert plain.variants.enabled() == model.variants.enabled()
    assert all(getattr(plain.variants, v) == getattr(model.variants, v) for v in VARIANTS)
    a, b = Game(plain), Game(model)
    assert a.state_json() == b.state_json() and a.log == b.log
    assert a.record().model_dump() == b.record().model_dump()
    save_game(a, tmp_path / "plain.json")
    again = load_game(tmp_path / "plain.json")
    assert isinstance(again.setup, Setup) and again.setup == model


BAD = [
    ("one seat", dict(players=seats(1)), "players"),
    ("five seats", dict(players=seats(4) + seats(1, 4)), "players"),
    ("empty name", dict(players=[dict(seats(2)[0], name=""), seats(2)[1]]), "players.0.name"),
    ("long name", dict(players=[seats(2)[0], dict(seats(2)[1], name="x" * 41)]), "players.1.name"),
    ("a name not a string", dict(players=[seats(2)[0], dict(seats(2)[1], name=7)]), "players.1.name"),
    ("a kind not a string", dict(players=[seats(2)[0], dict(seats(2)[1], kind=None)]), "players.1.kind"),
    ("unknown colour", dict(players=[dict(seats(2)[0], colour="pink"), seats(2)[1]]), "players.0.colour"),
    ("unknown symbol", dict(players=[seats(2)[0], dict(seats(2)[1], symbol="moon")]), "players.1.symbol"),
    ("same colour", dict(players=[seats(2)[0], dict(seats(2)[1], colour=seats(2)[0]["colour"])]), ""),
    ("same symbol", dict(players=[seats(2)[0], dict(seats(2)[1], symbol=seats(2)[0]["symbol"])]), ""),
    ("negative seed", dict(seed=-1), "seed"),
    ("huge seed", dict(seed=2 ** 63), "seed"),
    ("start player 4", dict(start_player=4), "start_player"),
    ("start player not a seat", dict(players=seats(2), start_player=2), ""),
    ("negative start player", dict(start_player=-1), "start_player"),
    ("unknown variant", dict(variants=["fast_building"]), "variants.fast_building"),
]


@pytest.mark.parametrize("given, where", [(b[1], b[2]) for b in BAD], ids=[b[0] for b in BAD])
def test_the_same_setups_are_refused_naming_the_field(given, where):
    args = dict(players=seats(3), seed=5, start_player=None, variants=[]) | given
    with pytest.raises(ValidationError) as model_error:
        Setup(**(args | {"variants": {v: True for v in args["variants"]}}))
    with pytest.raises(SetupError) as plain_error:
        PlainSetup("master-builder", **args)
    assert ".".join(map(str, model_error.value.errors()[0]["loc"])) == where
    assert plain_error.value.where.startswith(where or "players") or where == "" and "start_player" in str(
        plain_error.value)


@pytest.mark.parametrize("case", range(6))
def test_a_game_of_les_batisseurs_too(case, tmp_path):
    n, start = 2 + case % 3, (None if case % 2 else case % 2)
    players, seed = seats(n, case), 31 + 101 * case
    plain = PlainSetup("batisseurs", players=players, seed=seed, start_player=start)
    model = BatSetup(players=players, seed=seed, start_player=start)
    assert plain.to_model() == model and not hasattr(plain, "variants")
    a, b = Game(plain), Game(model)
    assert a.rules.id == "batisseurs" and a.state_json() == b.state_json() and a.log == b.log
    save_game(a, tmp_path / "plain.json")
    assert load_game(tmp_path / "plain.json").setup == model


def test_an_unknown_game_or_a_variant_of_a_game_without_them_is_refused():
    with pytest.raises(SetupError) as error:
        PlainSetup("chess", players=seats(2), seed=1)
    assert error.value.where == "game" and "unknown game 'chess'" in str(error.value)
    with pytest.raises(SetupError) as error:
        PlainSetup("batisseurs", players=seats(2), seed=1, variants=["selective_events"])
    assert error.value.where == "variants"
