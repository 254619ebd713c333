"""The build planner: legal, and optimal against brute force over every explicit assignment."""
import itertools
import random

from mbqt.ai.master_builder.planner import plan_score, suggest_plan
from mbqt.games.master_builder import IllegalAction, build
from mbqt.games.master_builder.rules import check_plan
from tests.support.master_builder import make_setup

MASTER, FOREMAN, TRADESMAN, APPRENTICE = 4, 3, 2, 1


def crew(cards, levels):
    """Distinct worker cards with these levels."""
    free = {lvl: [w.index for w in cards.workers if w.level == lvl] for lvl in (1, 2, 3, 4)}
    return [free[lvl].pop(0) for lvl in levels]


def position(rules, workers, contracts, last=False):
    """Seat 0 in the Build phase with these workers and contracts {number: built mask}."""
    s = rules.new_game(make_setup(2, seed=0))
    p = s.players[0]
    p.workers, p.down, p.contracts = list(workers), set(), dict(contracts)
    s.round = s.final_round if last else 2
    return s


def brute_force_best(s, seat):
    """The best score over every explicit plan: any qualified crew of available workers on any
    unbuilt section, kept when the engine's check_plan accepts it."""
    sections = [(num, sec.index, sec.requires) for num, mask in s.players[seat].contracts.items()
                for sec in s.cards.contracts[num].sections if not mask >> sec.index & 1]
    level = {w.index: w.level for w in s.cards.workers}
    best = None

    def walk(i, free, plan):
        nonlocal best
        if i == len(sections):
            p = tuple(sorted(plan))
            try:
                check_plan(s, seat, p)
            except IllegalAction:
                return
            score = plan_score(s, seat, p)
            best = score if best is None or score > best else best
            return
        walk(i + 1, free, plan)
        num, idx, requires = sections[i]
        for team in itertools.combinations(sorted(free), len(requires)):
            if build.qualifies([level[w] for w in team], requires):   # else check_plan refuses it anyway
                walk(i + 1, free - set(team), plan + [(num, idx, team)])

    walk(0, frozenset(s.available_workers(seat)), [])
    return best


def random_mask(rng, contract):
    """A legal built state reached by one or two legal extensions."""
    mask = 0
    for _ in range(rng.randrange(3)):
        add, _reqs = rng.choice(build.options(contract, mask))
        mask |= add
    return mask if mask != contract.full_mask else 0


def test_planner_is_optimal_against_brute_force(rules, cards):
    rng = random.Random(7)
    numbers = sorted(cards.contracts)
    for case in range(60):
        owned = {num: random_mask(rng, cards.contracts[num]) for num in rng.sample(numbers, rng.choice((1, 2)))}
        levels = [rng.choice((1, 1, 2, 2, 3, 4)) for _ in range(rng.randrange(2, 7))]
        s = position(rules, crew(cards, levels), owned, last=case % 3 == 0)
        plan = suggest_plan(s, 0)
        check_plan(s, 0, plan)    # legal, or this raises
        assert plan_score(s, 0, plan) == brute_force_best(s, 0), (owned, levels)


def test_completing_a_contract_beats_building_more_sections(rules, cards):
    # Contract 3 (privy) lacks its two tradesman roofs; contract 4 (shop) is untouched.
    privy, shop = cards.contracts[3], cards.contracts[4]
    walls = sum(1 << s.index for s in privy.sections if s.kind != "roof")
    s = position(rules, crew(cards, [TRADESMAN, TRADESMAN, APPRENTICE]), {3: walls, 4: 0})
    plan = suggest_plan(s, 0)
    built = {(num, idx) for num, idx, _ in plan}
    assert {(3, s_.index) for s_ in privy.sections if s_.kind == "roof"} <= built
    assert plan_score(s, 0, plan)[0] == privy.price
    assert not any(num == shop.number for num, _, _ in plan)


def test_rulebook_example_contract_8(rules, cards):
    # Rulebook, phase 4: master, two foremen, tradesman, two apprentices on contract 8 build
    # one side wall and the two gable ends; the rest waits for the next round.
    town_hall = cards.contracts[8]
    s = position(rules, crew(cards, [MASTER, FOREMAN, FOREMAN, TRADESMAN, APPRENTICE, APPRENTICE]), {8: 0})
    kinds = sorted(town_hall.sections[idx].kind for num, idx, _ in suggest_plan(s, 0))
    assert kinds == ["gable_end", "gable_end", "side_wall"]


def test_no_better_worker_where_a_lesser_one_suffices(rules, cards):
    # City wall 2: wall 1 needs a foreman and two apprentices; wall 2 cannot stand without a
    # side piece, so one of master and foreman stays idle: it must be the master.
    s = position(rules, crew(cards, [MASTER, FOREMAN, APPRENTICE, APPRENTICE]), {2: 0})
    plan = suggest_plan(s, 0)
    levels_used = sorted(cards.workers[w].level for _n, _i, team in plan for w in team)
    assert levels_used == [APPRENTICE, APPRENTICE, FOREMAN]


def test_last_round_values_what_unfinished_contracts_count_for(rules, cards):
    # Last round: an unfinished contract counts price - 20,000 per missing section, never
    # below 0. Contract 3 (price 28,000) has its four walls: a roof (tradesman) makes it worth
    # 8,000. Contract 1 has two of six sections: two more still leave it at 0.
    privy = cards.contracts[3]
    walls = sum(1 << s.index for s in privy.sections if s.kind != "roof")
    s = position(rules, crew(cards, [TRADESMAN, APPRENTICE]), {3: walls, 1: 0b11}, last=True)
    plan = suggest_plan(s, 0)
    assert any(num == 3 and privy.sections[idx].kind == "roof" for num, idx, _ in plan)
    assert plan_score(s, 0, plan)[1] == privy.price - cards.section_penalty


def test_empty_plan_without_contracts_or_workers(rules, cards):
    assert suggest_plan(position(rules, crew(cards, [MASTER]), {}), 0) == ()
    assert suggest_plan(position(rules, [], {5: 0}), 0) == ()
