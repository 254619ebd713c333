"""End-of-game statistics, checked against what the state showed while the game was played."""
import random

import pytest

from mbqt.core.records import Game
from mbqt.core.registry import game_rules
from mbqt.games.batisseurs import Setup as BatSetup
from tests.support.batisseurs import building, table_setup, unit
from tests.support.master_builder import (
    CARDS,
    calm_action,
    make_setup,
    stacked_setup,
    varied_action,
)

ALL_VARIANTS = {"choosing_workers": True, "selective_events": True,
                "loaning_workers": True, "additional_events": True}


def _watched_game(n: int, seed: int):
    """A random game, with each seat's money at the end of every round and the wages due
    each round read from the state before the wages were paid."""
    game = Game(make_setup(n, seed, variants=ALL_VARIANTS))
    rng = random.Random(seed)
    money = [[p.money for p in game.state.players]]
    wages = [0] * n
    while not game.rules.is_over(game.state):
        before = game.state.clone()
        game.apply(varied_action(rng, game.rules.legal_actions(game.state)))
        s = game.state
        if before.phase == 4 and (s.phase == 5 or s.round > before.round or s.to_move is None):
            for seat in range(n):   # workers and surcharges do not change until the wages are paid
                wages[seat] += before.wages_due(seat)
        if s.round > before.round or s.to_move is None:
            money.append([p.money for p in s.players])
    return game, money, wages


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (4, 3)])
def test_statistics_agree_with_the_game(n, seed):
    game, money, wages = _watched_game(n, seed)
    stats = game.statistics()
    s = game.state
    assert stats["over"] and stats["rounds"] == s.round == len(money) - 1
    for seat, out in enumerate(stats["seats"]):
        assert out["name"] == s.players[seat].name
        assert out["money"] == [m[seat] for m in money]
        assert out["wages"] == wages[seat]
        held = set(s.players[seat].contracts)
        built = [num for num, builder in s.city if builder == seat]
        assert out["buildings"] == built
        assert sorted(c["contract"] for c in out["contracts"]) == sorted(held | set(built))
        assert out["paid"] == sum(c["price"] for c in out["contracts"]) > 0
        assert sum(out["loans"]) == sum(s.players[seat].loans) + out["repaid"]
        assert out["income"] == sum(CARDS.contracts[num].price for num in built)


def test_prices_and_rounds_of_contracts_bought_at_the_minimum_bid():
    game = Game(stacked_setup(3, start=0))
    while game.state.round < 3:
        game.apply(calm_action(game.state))
    stats = game.statistics()
    bought = [c for seat in stats["seats"] for c in seat["contracts"]]
    assert len(bought) == 3 and {c["round"] for c in bought} == {1}   # calm players buy only in round 1
    for c in bought:
        assert c["price"] == CARDS.contracts[c["contract"]].min_bid
    assert not stats["over"] and stats["rounds"] == 2
    for seat, out in enumerate(stats["seats"]):
        assert len(out["money"]) == 4                       # start, rounds 1 and 2, now
        assert out["money"][-1] == game.state.players[seat].money


def test_a_game_not_yet_started_has_only_its_opening_money():
    game = Game(stacked_setup(2))
    stats = game.statistics()
    assert stats["rounds"] == 0
    assert [s["money"] for s in stats["seats"]] == [[p.money] * 2 for p in game.state.players]


# ----------------------------------------------------------------- Les Bâtisseurs

def test_batisseurs_statistics_of_a_short_game_counted_by_hand():
    game = Game(table_setup(2, start=0, names=["Ann", "Bob"]))
    B, W = building, unit
    turns = [
        # round 1. Ann: the arbor (1 stone, 1 tile; 8 écus, 0 points) finished by W03 (2 écus),
        # then 1 écu taken with a bought action (5 écus).
        [("open", B("B01")), ("recruit", W("W03")), ("send", W("W03"), B("B01")), ("take", 1), ("end",)],
        # Bob: the hut (1 wood, 1 knowledge; 8 écus) finished by his apprentice W02; 1 écu.
        [("open", B("B02")), ("send", W("W02"), B("B02")), ("take", 1), ("end",)],
        # round 2. Ann opens the covered bridge (1 wood, 2 knowledge; 6 écus, 1 point): W08
        # (1 stone, 2 knowledge; 3 écus) goes to work. Bob takes 6 écus.
        [("open", B("B03")), ("recruit", W("W08")), ("send", W("W08"), B("B03")), ("end",)],
        [("take", 3), ("end",)],
        # round 3. Ann finishes the bridge with W06 (1 wood, 1 tile; 2 écus), takes 1 écu;
        # Bob takes 3 times 1.
        [("recruit", W("W06")), ("send", W("W06"), B("B03")), ("take", 1), ("end",)],
        [("take", 1), ("take", 1), ("take", 1), ("end",)],
    ]
    for turn in turns:
        for action in turn:
            game.apply(action)
    assert game.state.round == 4
    stats = game.statistics()
    assert (stats["rounds"], stats["over"], stats["series"]) == (3, False, ["points", "money"])
    ann, bob = stats["seats"]
    assert ann == {"name": "Ann", "money": [10, 12, 9, 14, 14], "points": [0, 0, 0, 1, 1],
                   "buildings": [{"building": "B01", "round": 1, "points": 0, "rewards": 8, "machine": False},
                                 {"building": "B03", "round": 3, "points": 1, "rewards": 6, "machine": False}],
                   "machines": [], "recruited": ["W03", "W08", "W06"],
                   "sending": 2 + 3 + 2, "taken": 1 + 1, "extra_actions": 5, "rewards": 8 + 6, "hints": 0}
    assert bob == {"name": "Bob", "money": [10, 17, 23, 26, 26], "points": [0] * 5,
                   "buildings": [{"building": "B02", "round": 1, "points": 0, "rewards": 8, "machine": False}],
                   "machines": [], "recruited": [], "sending": 2, "taken": 1 + 6 + 3, "extra_actions": 0,
                   "rewards": 8, "hints": 0}
    assert [p.money for p in game.state.players] == [14, 26]


def test_a_batisseurs_game_not_yet_started_has_only_its_opening_figures():
    stats = Game(table_setup(3)).statistics()
    assert (stats["rounds"], stats["over"]) == (0, False)
    assert [(s["money"], s["points"]) for s in stats["seats"]] == [([10, 10], [0, 0])] * 3


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (4, 3)])
def test_batisseurs_statistics_add_up_to_the_state_of_random_games(n, seed):
    game = Game(BatSetup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed))
    rng = random.Random(seed)
    seen = [[(p.money, game.state.points(i)) for i, p in enumerate(game.state.players)]]
    while not game.rules.is_over(game.state):
        before = game.state.round
        game.apply(rng.choice(game.rules.legal_actions(game.state)))
        if game.state.round > before or game.rules.is_over(game.state):
            seen.append([(p.money, game.state.points(i)) for i, p in enumerate(game.state.players)])
    stats = game.statistics()
    cards, s = game.rules.cards, game.state
    dealt_apprentices = game.log[0][1]["apprentices"]
    assert stats["over"] and stats["rounds"] == s.round == len(seen) - 1
    for seat, out in enumerate(stats["seats"]):
        p = s.players[seat]
        assert out["money"] == [m for m, _ in (row[seat] for row in seen)]
        assert out["points"] == [pts for _, pts in (row[seat] for row in seen)]
        assert out["money"][0] + out["taken"] + out["rewards"] - out["sending"] - out["extra_actions"] == p.money
        assert [b["building"] for b in out["buildings"]] == [cards.buildings[b].id for b in p.built]
        assert sum(b["points"] for b in out["buildings"]) == s.points(seat)
        assert sum(b["rewards"] for b in out["buildings"]) == out["rewards"]
        assert out["machines"] == [cards.buildings[b].id for b in p.machines]
        assert [b["building"] for b in out["buildings"] if b["machine"]] == out["machines"]
        rounds = [b["round"] for b in out["buildings"]]
        assert rounds == sorted(rounds) and all(1 <= r <= s.round for r in rounds)
        owned = [u for u in p.team + [u for units in p.sites.values() for u in units] if u < cards.n_workers]
        dealt = cards.workers[dealt_apprentices[seat]].id
        assert sorted(out["recruited"] + [dealt]) == sorted(cards.workers[u].id for u in owned)
    assert sum(len(out["buildings"]) for out in stats["seats"]) > 1       # the games did something


# ----------------------------------------------------------------- Monopoly Builder

# The actions that move chips between players, or between a player and the bank, on
# purpose: none of them gathers resources.
_MONO_EXCHANGES = {"bank", "swap", "build", "accept", "steal", "forced_trade", "discard", "return"}


def _watched_monopoly_game(n: int, seed: int):
    """A random game, watched from its state alone: each seat's money and points at the start,
    at each new round and at the end; the rent due whenever a player's token stops on a deed
    another player owns (the deed's rent, doubled for a whole colour group); the chips each
    seat receives in the actions that are not exchanges."""
    rules = game_rules("monopoly-builder")
    board = rules.cards
    game = Game(rules.Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed))
    rng = random.Random(seed)

    def figures(s):
        return [(p.money, s.points(i)) for i, p in enumerate(s.players)]

    seen = [figures(game.state)]
    paid, received, gathered = [0] * n, [0] * n, [0] * n
    while not game.state.over:
        before = game.state.clone()
        action = rng.choice(rules.legal_actions(before))
        game.apply(action)
        s = game.state
        if s.round > before.round and not s.over:
            seen.append(figures(s))
        mover = before.active
        pos = s.players[mover].pos
        deed = board.spaces[pos].deed if board.spaces[pos].kind == "property" else None
        if pos != before.players[mover].pos and deed is not None:
            owner = s.owner[deed]
            if owner not in (-1, mover) and not s.mortgaged[deed]:
                d = board.deeds[deed]
                whole = all(s.owner[e] == owner for e in board.groups[d.group].deeds)
                rent = d.monopoly_rent if whole else d.rent
                paid[mover] += rent
                received[owner] += rent
        if action[0] not in _MONO_EXCHANGES:
            for seat in range(n):
                change = [a - b for a, b in zip(s.players[seat].chips, before.players[seat].chips)]
                assert min(change) >= 0, (action, seat, change)
                gathered[seat] += sum(change)
    seen.append(figures(game.state))
    return game, seen, paid, received, gathered


@pytest.mark.parametrize("n, seed, end", [(2, 0, "stalemate"), (4, 5, "penthouse"), (3, 16, "penthouse")])
def test_monopoly_statistics_agree_with_the_game(n, seed, end):
    game, seen, paid, received, gathered = _watched_monopoly_game(n, seed)
    s = game.state
    assert s.end == end
    assert not any(p.bankrupt for p in s.players)      # a bankruptcy pays a debt with what is left
    stats = game.statistics()
    assert stats["over"] and stats["rounds"] == s.round == len(seen) - 1
    assert stats["series"] == ["points", "money"]
    sheet = game.rules.score_items(s)
    for seat, out in enumerate(stats["seats"]):
        assert out["money"] == [row[seat][0] for row in seen]
        assert out["points"] == [row[seat][1] for row in seen]
        assert out["points"][-1] == sum(v for _k, _a, v in sheet[seat]) == game.rules.scores(s)[seat]
        assert (out["rent_paid"], out["rent_received"]) == (paid[seat], received[seat])
        chips = sum(out["gathered"].values()) + sum(out["collected"].values()) + sum(out["picked_up"].values())
        assert chips == gathered[seat]
        # The floors built, the Penthouse one of them, as the end sheet counts them.
        floors = sum(h for h, o in zip(s.height, s.built_by) if o == seat)
        assert out["floors"] == floors == sum(a["floors"] for k, a, _v in sheet[seat] if k == "score.buildings")
    # Deeds change hands in trades, and leave players only in a bankruptcy: each was bought once.
    bought = [deed for out in stats["seats"] for deed in out["bought"]]
    assert sorted(bought) == sorted(game.rules.cards.deeds[d].id for d, o in enumerate(s.owner) if o >= 0)
    assert sum(paid) > 0 and sum(gathered) > 0                 # the checks have teeth
