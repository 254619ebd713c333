"""The final results line by line (Rules.score_items, core/scoring.py): for every game of the
registry the lines of random games, at the end and on the way, sum to the score and read as
sentences in both languages; the rulebooks' scoring rules and examples give the lines
expected; the text mode and `mbqt replay` show them."""
from __future__ import annotations

import random

import pytest

from mbqt.core.registry import GAMES, game_rules
from mbqt.core.scoring import score_sheet, score_value, sheet_text

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def random_game(rules, seed: int, every: int = 0):
    """A random game's states: the final one, and every `every` actions on the way."""
    players = 2 + seed % 3
    state = rules.new_game(rules.Setup(players=[{"name": n} for n in NAMES[:players]], seed=seed))
    rng, count = random.Random(seed), 0
    while not rules.is_over(state):
        rules.apply(state, rng.choice(rules.legal_actions(state)))
        count += 1
        if every and count % every == 0:
            yield state
    yield state


@pytest.mark.parametrize("game", GAMES)
def test_the_lines_sum_to_the_score_in_thousands_of_random_games(game):
    rules = game_rules(game)
    checked = 0
    for seed in range(1000):
        for state in random_game(rules, seed, every=0 if seed % 10 else 15):
            items, scores = rules.score_items(state), rules.scores(state)
            assert len(items) == len(scores)
            for seat, lines in enumerate(items):
                assert lines, "every seat has at least one line"
                assert sum(value for _key, _args, value in lines) == scores[seat], (seed, seat, lines)
                assert all(key.startswith("score.") and isinstance(value, int) for key, _args, value in lines)
            checked += 1
    assert checked > 1000


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_line_reads_as_a_sentence(game, language):
    rules = game_rules(game)
    other = "fr" if language == "en" else "en"
    keys = set()
    for seed in range(60):
        state = list(random_game(rules, seed))[-1]
        for lines in rules.score_items(state):
            for key, args, _value in lines:
                text = rules.say(key, args, NAMES, language)
                assert (text[:1].isupper() or text[:1].isdigit()) and "{" not in text and not text.startswith("score."), text
                assert text != rules.say(key, args, NAMES, other)
                keys.add(key)
    assert len(keys) >= 3


def test_the_ranking_puts_the_winners_first_and_shares_ranks():
    rules = game_rules("batisseurs")
    for seed in range(40):
        state = list(random_game(rules, seed))[-1]
        sheet = score_sheet(rules, state, NAMES, "en")
        winners = set(rules.winners(state))
        assert {row["seat"] for row in sheet if row["rank"] == 1} == winners
        assert [row["total"] for row in sheet] == sorted((row["total"] for row in sheet), reverse=True)
        for before, after in zip(sheet, sheet[1:]):
            assert after["rank"] == before["rank"] or after["rank"] == sheet.index(after) + 1


# ------------------------------------------------------------ Master Builder's rulebook

def _mb_end_state():
    """A finished Master Builder game (seed 3), its players' holdings then set by each test."""
    rules = game_rules("master-builder")
    state = list(random_game(rules, 3))[-1]
    for p in state.players:
        p.money, p.contracts, p.loans = 0, {}, [0, 0]
    state.city = []
    return rules, state


def test_master_builder_unfinished_buildings_as_the_rulebook_counts_them():
    """"For each uncompleted building ... the price stated on the Contract Card LESS $20,000 for
    EACH uncompleted section. However, the price can never go negative!" The Privy (contract
    3, $28,000, 6 sections): one section missing is worth $8,000, two missing nothing."""
    rules, state = _mb_end_state()
    p = state.players[0]
    p.money = 5000
    p.contracts = {3: 0b011111, 4: 0b001111}     # the Privy: 1 missing; the Shop ($36,000): 2 missing
    lines = rules.score_items(state)[0]
    assert [(key, value) for key, _args, value in lines] == [
        ("score.cash", 5000), ("score.unfinished", 8000), ("score.unfinished_nothing", 0)]
    words = [rules.say(key, args, NAMES, "en") for key, args, _value in lines]
    assert words == ["Cash",
                     "Unfinished, contract 3 (Privy): $28,000 less $20,000 for its missing section",
                     "Unfinished, contract 4 (Shop): $36,000 less $20,000 for each of its 2 missing sections, "
                     "which leaves nothing (never below zero)"]
    assert rules.say(*lines[1][:2], NAMES, "fr") == \
        "Inachevé, contrat 3 (Latrines) : 28\u00a0000\u00a0$ moins 20\u00a0000\u00a0$ pour sa section manquante"
    assert rules.scores(state)[0] == 5000 + 8000


def test_master_builder_loans_at_their_repayment_value_and_finished_buildings_in_cash():
    """"Players then count their money and subtract from the total the repayment value of any
    outstanding loans": small $13,000 early, $15,000 late; large $38,000 / $40,000 (early while
    the contract deck has cards). A finished building's price was paid into cash."""
    rules, state = _mb_end_state()
    p = state.players[1]
    p.money, p.loans = 60000, [2, 1]
    state.city = [(3, 1), (5, 1), (4, 0)]
    state.contract_deck = []
    lines = rules.score_items(state)[1]
    assert [(key, args, value) for key, args, value in lines] == [
        ("score.cash_paid", {"count": 2, "paid": 28000 + 48000}, 60000),
        ("score.loans_0_late", {"count": 2, "value": 15000}, -30000),
        ("score.loans_1_late", {"count": 1, "value": 40000}, -40000)]
    assert [rules.say(key, args, NAMES, "en") for key, args, _value in lines] == [
        "Cash (the 2 finished buildings brought $76,000 during the game)",
        "2 small loans to repay at $15,000 each (late value: the contract deck is empty)",
        "A large loan to repay: $40,000 (late value: the contract deck is empty)"]
    state.contract_deck = [9]
    assert [value for _key, _args, value in rules.score_items(state)[1]] == [60000, -26000, -38000]
    assert rules.scores(state)[1] == 60000 - 26000 - 38000


# ------------------------------------------------------------ Les Bâtisseurs' manual

def test_batisseurs_buildings_machines_and_ecus_as_the_manual_counts_them():
    """FIN DE PARTIE: the points of the finished buildings and machines, plus 1 point per full
    10 écus. The manual's example: the chapel (la chapelle) is worth 5 points."""
    rules = game_rules("batisseurs")
    state = list(random_game(rules, 1))[-1]
    cards = rules.cards
    chapel = next(i for i, b in enumerate(cards.buildings) if b.id == "B31")
    machine = next(i for i, b in enumerate(cards.buildings) if b.machine)
    p = state.players[0]
    p.built, p.machines, p.money = [chapel, machine], [machine], 29
    lines = rules.score_items(state)[0]
    assert [(key, value) for key, _args, value in lines] == [
        ("score.building", 5), ("score.machine", cards.buildings[machine].points), ("score.ecus", 2)]
    assert rules.say(*lines[0][:2], NAMES, "fr") == "Bâtiment terminé : la chapelle"
    assert rules.say(*lines[2][:2], NAMES, "en") == "Écus in hand: 29 écus, 1 point per full 10 écus"
    assert rules.scores(state)[0] == 5 + cards.buildings[machine].points + 2
    p.money = 9
    assert rules.score_items(state)[0][-1][2] == 0


# ------------------------------------------------------------ the text of the ranking

def test_score_values_in_each_unit_and_language():
    assert score_value("money", -13000, "en") == "-$13,000"
    assert score_value("money", 28000, "fr") == "28\u00a0000\u00a0$"
    assert [score_value("points", n, "en") for n in (0, 1, 5)] == ["0 pts", "1 pt", "5 pts"]
    assert [score_value("points", n, "fr") for n in (0, 1, 5)] == ["0 pt", "1 pt", "5 pts"]


@pytest.mark.parametrize("game", GAMES)
def test_the_text_ranking_shows_every_line(game):
    rules = game_rules(game)
    state = list(random_game(rules, 4))[-1]
    names = NAMES[:state.n]
    text = sheet_text(rules, state, names, "fr")
    for row in score_sheet(rules, state, names, "fr"):
        assert f"{row['rank']}. {names[row['seat']]} : {score_value(rules.info.score_unit, row['total'], 'fr')}" \
            in "\n".join(text)
        for line, _value in row["lines"]:
            assert any(t.endswith("  " + line) for t in text)
