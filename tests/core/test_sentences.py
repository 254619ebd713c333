"""The games' sentences (mbqt/games/<package>/sentences.py): every refusal an engine can
give and every log entry it writes has words in both languages (found in the engine's
source, so a new raise or log key without words fails here), every sentence of a
catalogue is used, and samples read as they should in English and French."""
from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path

import pytest

from mbqt.core import action_model
from mbqt.core.errors import IllegalAction
from mbqt.core.protocol import LANGUAGES, ROUND_FORMS
from mbqt.core.registry import GAMES, engine, game_rules
from mbqt.core.sentences import FORMAT_REFUSALS, Sentences

NBSP = "\u00a0"
A02 = game_rules("master-builder").cards.worker_by_id("A-02").index


def catalogue(game: str) -> Sentences:
    return importlib.import_module(engine(game).__name__ + ".sentences").SENTENCES


def trees(game: str) -> list:
    """The engine's modules (its catalogue aside)."""
    folder = Path(engine(game).__file__).parent
    return [ast.parse(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.py"))
            if path.name != "sentences.py"]


def _strings(node) -> list:
    """The literal strings a code expression can be: "a", or "a" if x else "b"."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return [None]         # not a literal: the test below refuses it


def refusal_codes(game: str) -> set:
    """The code of every IllegalAction(...) written in the engine (raised, or returned as a
    planner's remark), or in the core's reader of its JSON actions (core/action_model.py)."""
    codes = set()
    for tree in trees(game) + [ast.parse(Path(action_model.__file__).read_text(encoding="utf-8"))]:
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == \
                    "IllegalAction":
                codes.update(_strings(node.args[0]))
    return codes


def log_keys(game: str) -> set:
    """The key of every log entry written in the engine: ("key", {...}) tuples, and the
    `key` argument of calls to its helpers that take one."""
    keys, helpers = set(), {}
    for tree in trees(game):
        for node in ast.walk(tree):
            if isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(node.elts[1], ast.Dict) \
                    and isinstance(node.elts[0], (ast.Constant, ast.IfExp, ast.JoinedStr, ast.BinOp)):
                keys.update(_strings(node.elts[0]))
            if isinstance(node, ast.FunctionDef) and "key" in [a.arg for a in node.args.args]:
                helpers[node.name] = [a.arg for a in node.args.args].index("key")
    for tree in trees(game):
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in helpers:
                at = helpers[node.func.id]
                given = [k.value for k in node.keywords if k.arg == "key"] or \
                    ([node.args[at]] if at < len(node.args) else [])
                for value in given:
                    if getattr(value, "id", "") != "key":      # a helper handing on its own key
                        keys.update(_strings(value))
    return keys


def revealed_words(game: str) -> set:
    """The words the facade's revealed() can answer: the strings it returns and the values of
    the engine's tables of them."""
    words = set()
    for tree in trees(game):
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == "revealed":
                words.update(r.value.value for r in ast.walk(node)
                             if isinstance(r, ast.Return) and isinstance(r.value, ast.Constant) and r.value.value)
            if isinstance(node, ast.Assign) and "REVEAL" in getattr(node.targets[0], "id", "") and \
                    isinstance(node.value, ast.Dict):
                words.update(v.value for v in node.value.values)
    return words


def played_log(game: str, seeds=range(8)) -> list:
    """The log entries of random games (Master Builder's with its variants on and off)."""
    rules, entries = game_rules(game), []
    for seed in seeds:
        setup = {"players": [{"name": f"P{i}"} for i in range(2 + seed % 3)], "seed": seed}
        if "variants" in rules.Setup.model_fields:
            setup["variants"] = {v: bool(seed % 2) for v in rules.Setup.model_fields["variants"].annotation.model_fields}
        log = []
        state = rules.new_game(rules.Setup(**setup), log)
        rng = random.Random(seed)
        while not rules.is_over(state):
            log += rules.apply(state, rng.choice(rules.legal_actions(state)))
        entries += [(entry, len(setup["players"])) for entry in log]
    return entries


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_of_the_engine_has_words(game):
    codes = refusal_codes(game)
    assert None not in codes, "an IllegalAction whose code is not a literal string"
    assert len(codes) >= 10
    sentences = catalogue(game)
    missing = sorted(code for code in codes if "why." + code not in sentences)
    assert not missing, f"add these refusals to {engine(game).__name__}.sentences: {missing}"
    said = {key[4:].removesuffix("_one") for key in sentences.table if key.startswith("why.")}
    unused = said - codes - {"revealed"}
    assert not unused, f"sentences no engine refusal uses: {sorted(unused)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_log_key_of_the_engine_has_words(game):
    keys = log_keys(game)
    assert None not in keys, "a log entry whose key is not a literal string"
    assert {"round", "game_over"} <= keys
    sentences = catalogue(game)
    missing = sorted(key for key in keys if "log." + key not in sentences)
    assert not missing, f"add these log entries to {engine(game).__name__}.sentences: {missing}"
    written = {key.split(".")[1].removesuffix("_one") for key in sentences.table if key.startswith("log.")}
    assert written == keys, f"sentences of no log entry: {sorted(written - keys)}"
    played = {entry[0] for entry, _ in played_log(game, range(3))}
    assert played <= keys, f"log keys the source scan missed: {sorted(played - keys)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_word_of_revealed_has_words(game):
    words = revealed_words(game)
    assert words
    sentences = catalogue(game)
    assert all("revealed." + w in sentences for w in words), sorted(w for w in words if "revealed." + w not in sentences)
    rules = game_rules(game)
    for language in ("en", "fr"):
        for word in words:
            assert rules.explain(IllegalAction("revealed", what=word), [], language) == \
                sentences.say("revealed." + word, language)


def test_a_catalogue_has_every_language():
    with pytest.raises(ValueError, match="sentences without every language: why.half"):
        Sentences({"why.half": ("only English", "")})
    for game in GAMES:
        assert all(len(pair) == 2 and all(pair) for pair in catalogue(game).table.values())
    assert all(key in catalogue(game) for key in FORMAT_REFUSALS for game in GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_words_its_rounds_in_both_languages(game):
    """Where the shell names a round (the Load list, Continue, the replay viewer, a chart's
    axis), the words are the game's (GameInfo.rounds), each form with its fields."""
    info = engine(game).INFO
    for language in LANGUAGES:
        assert set(info.rounds[language]) == set(ROUND_FORMS)
        said = {form: info.round_text(form, language, n=3, last=6) for form in ROUND_FORMS}
        assert all(("3" in text) == (form != "word") and "{" not in text for form, text in said.items())
        assert "6" in said["of"]
        assert said["number"].startswith(said["word"]) and said["within"] == said["number"][0].lower() + \
            said["number"][1:]
    # French: each game says its sources' word (Monopoly Builder's turns go round the table).
    word = {"master-builder": "Manche", "batisseurs": "Manche", "monopoly-builder": "Tour de table"}[game]
    assert info.round_text("number", "fr", n=2) == f"{word} 2" and info.round_text("short", "en", n=2) == "R2"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_entry_of_whole_games_reads_as_a_sentence(game, language):
    rules = game_rules(game)
    other = "fr" if language == "en" else "en"
    for entry, players in played_log(game):
        names = [f"P{i}" for i in range(players)]
        text = rules.describe(entry, names, language)
        assert text[:1].isupper() or text.startswith(tuple(names)), text
        assert "{" not in text and not text.startswith(("log.", "why.")), text
        if "seat" in entry[1]:
            assert names[entry[1]["seat"]] in text
        assert text != rules.describe(entry, names, other), text


# ------------------------------------------------------------ samples, in both languages

MB_LOG = [
    (("round", {"round": 2, "start": 1}), "Round 2 begins; Bob holds the mallet.",
     "La manche 2 commence ; Bob a le maillet."),
    (("hired", {"seat": 0, "worker": A02, "wage_total": 2000}), "Ann hires Apprentice A-02 (wages $2,000).",
     f"Ann recrute Apprenti A-02 (salaires 2{NBSP}000{NBSP}$)."),
    (("economic_card", {"card": 0, "count": 1}), "Economy: {card}, 1 new contract.",
     "Économie : {card}, 1 nouveau contrat."),
    (("economic_card", {"card": 0, "count": 3}), "Economy: {card}, 3 new contracts.",
     "Économie : {card}, 3 nouveaux contrats."),
    (("bid", {"seat": 1, "contract": 3, "amount": 7000}), "Bob bids $7,000 on contract 3 (Privy).",
     f"Bob enchérit 7{NBSP}000{NBSP}$ sur le contrat 3 (Latrines)."),
    (("contract_won", {"seat": 0, "money": -7000, "contract": 3}), "Ann wins contract 3 (Privy) for $7,000.",
     f"Ann remporte le contrat 3 (Latrines) pour 7{NBSP}000{NBSP}$."),
    (("loan_taken", {"seat": 1, "money": 30000, "loan": 1}), "Bob takes a large loan ($30,000).",
     f"Bob prend un grand prêt (30{NBSP}000{NBSP}$)."),
    (("plan_revealed", {"seat": 0, "plan": ()}), "Ann builds nothing.", "Ann ne construit rien."),
    (("contracts_revealed", {"contracts": []}), "No new contract is revealed.", "Aucun nouveau contrat n'est révélé."),
    (("game_over", {"scores": [1, 2]}), "The game is over.", "La partie est terminée."),
]
MB_REFUSALS = [
    (IllegalAction("no_passing_round_1"), "in round 1 a player may not pass to wait for a better worker",
     "à la manche 1, un joueur ne peut pas passer pour attendre un meilleur ouvrier"),
    (IllegalAction("bid_too_low", high=12000), "a bid must be higher than $12,000",
     f"une enchère doit dépasser 12{NBSP}000{NBSP}$"),
    (IllegalAction("not_now", kind="pass", seat=0, step="bid"), "that is not possible now: Ann must raise or pass",
     "ce n'est pas possible maintenant : Ann doit surenchérir ou passer"),
    (IllegalAction("crew_short", missing=1), "needs 1 more worker", "il manque 1 ouvrier"),
    (IllegalAction("crew_short", missing=2), "needs 2 more workers", "il manque 2 ouvriers"),
    (IllegalAction("roof_last", contract=3), "contract 3 (Privy): the roof can only be built when all four walls stand",
     "contrat 3 (Latrines) : le toit ne peut être construit que quand les quatre murs sont debout"),
    (IllegalAction("worker_unavailable", worker=A02), "Apprentice A-02 is not available to you for this Build phase",
     "Apprenti A-02 n'est pas disponible pour vous pendant cette phase de construction"),
    (IllegalAction("already_offered", worker=A02, to=1), "Apprentice A-02 was already offered to Bob this phase",
     "Apprenti A-02 a déjà été proposé à Bob pendant cette phase"),
    (IllegalAction("variant_off", variant="choosing_workers"), "this game is played without the variant Choosing workers",
     "cette partie se joue sans la variante Choix des ouvriers"),
    (IllegalAction("deck_order", deck="contracts", missing=["3", "4"], extra=[]),
     "decks.contracts must list every card once; missing 3, 4",
     "decks.contracts doit citer chaque carte une fois ; manquantes : 3, 4"),
]
BAT_LOG = [
    (("took", {"seat": 0, "actions": 1, "money": 1}), "Ann takes 1 écu (1 action).", "Ann prend 1 écu (1 action)."),
    (("took", {"seat": 0, "actions": 3, "money": 6}), "Ann takes 6 écus (3 actions).",
     "Ann prend 6 écus (3 actions)."),
    (("completed", {"seat": 1, "building": 1, "money": 0, "points": 1, "units": []}),
     "Bob finishes Hut: 0 écus and 1 point.", "Bob termine la cabane : 0 écu et 1 point."),
    (("extra_actions", {"seat": 0, "count": 1, "money": -5}), "Ann buys 1 extra action for 5 écus.",
     "Ann achète 1 action payante pour 5 écus."),
    (("turn", {"seat": 1, "round": 1}), "Bob's turn.", "À Bob de jouer."),
]
BAT_REFUSALS = [
    (IllegalAction("free_actions_left", count=1), "use your last free action first",
     "utilisez d'abord votre dernière action gratuite"),
    (IllegalAction("free_actions_left", count=2), "use your 2 free actions first",
     "utilisez d'abord vos 2 actions gratuites"),
    (IllegalAction("cannot_afford", need=5, cash=1), "this costs 5 écus and you have 1 écu",
     "cela coûte 5 écus et vous avez 1 écu"),
    (IllegalAction("not_a_worker_card", id="B01"), "'B01' is not a worker card", "« B01 » n'est pas une carte ouvrier"),
]

MONO_LOG = [
    (("paid", {"seat": 1, "money": -50, "to": 0, "reason": "rent", "deed": 2}),
     "Bob pays 50M to Ann (rent).", f"Bob paie 50{NBSP}M à Ann (loyer)."),
    (("gathered", {"seat": 0, "colour": 2, "n": 2, "deed": 2}), "Ann gathers 2 green for Oriental Avenue.",
     "Ann rassemble 2 vertes grâce à Rue de Vaugirard."),
    (("gathered", {"seat": 0, "colour": 0, "n": 2, "deed": -1}), "Ann gathers 2 red for the 6.",
     "Ann rassemble 2 rouges grâce au 6."),
    (("bank_trade", {"seat": 0, "give": 2, "take": 1}), "Ann trades 4 green chips with the bank for 1 purple.",
     "Ann échange 4 ressources vertes contre 1 violette avec la banque."),
    (("built", {"seat": 1, "cell": 0, "floor": 3, "pay": [2, 0, 1, 0]}), "Bob builds floor 3 on A1 (pays 2 red, 1 green).",
     "Bob construit l'étage 3 en A1 (paie 2 rouges, 1 verte)."),
]
MONO_REFUSALS = [
    (IllegalAction("bid_too_low", least=15, step=5), "a bid must be at least 15M, in steps of 5M",
     f"une enchère doit être d'au moins 15{NBSP}M, par pas de 5{NBSP}M"),
    (IllegalAction("not_your_building", cell=0),
     "the building on A1 is another player's: build on an empty foundation or on your own building",
     "le bâtiment en A1 est à un autre joueur : construisez sur une fondation vide ou sur votre bâtiment"),
    (IllegalAction("not_now", seat=1, step="auction"), "that is not possible now: Bob must bid or pass",
     "ce n'est pas possible maintenant : Bob doit enchérir ou passer"),
]


def _cases(rules_game, samples, kind):
    return [pytest.param(rules_game, kind, sample, en, fr, id=f"{rules_game}-{kind}-{i}")
            for i, (sample, en, fr) in enumerate(samples)]


@pytest.mark.parametrize("game, kind, sample, english, french", _cases("master-builder", MB_LOG, "log") +
                         _cases("master-builder", MB_REFUSALS, "why") + _cases("batisseurs", BAT_LOG, "log") +
                         _cases("batisseurs", BAT_REFUSALS, "why") + _cases("monopoly-builder", MONO_LOG, "log") +
                         _cases("monopoly-builder", MONO_REFUSALS, "why"))
def test_samples_read_in_english_and_french(game, kind, sample, english, french):
    rules = game_rules(game)
    say = rules.describe if kind == "log" else rules.explain
    if game == "master-builder":
        card = rules.cards.economic[0].name
        english, french = english.replace("{card}", card["en"]), french.replace("{card}", card["fr"])
    assert say(sample, ["Ann", "Bob"], "en") == english
    assert say(sample, ["Ann", "Bob"], "fr") == french


def test_cards_are_named_by_their_printed_ids_never_by_index():
    rules = game_rules("master-builder")
    for w, worker in enumerate(rules.cards.workers):
        text = rules.explain(IllegalAction("worker_unavailable", worker=w), [], "en")
        assert worker.id in text and f" {w} " not in f" {text} "
    bat = game_rules("batisseurs")
    for u in range(bat.cards.n_workers):
        assert bat.cards.workers[u].id in bat.describe(("recruited", {"seat": 0, "worker": u}), ["Ann"], "fr")
