"""Easy's moves a beginner would call silly (issue #17: "Easy stays a gentle opponent ...
that never plays a move a beginner would call silly"), counted over two-player games of
Easy against Medium, seats alternated, game g on setup seed SEED + g:

- Master Builder: contracts Easy bought, and those it held unfinished or never started at
  the end (`master-builder.easy.contracts_bought`, `.contracts_unfinished`,
  `.contracts_untouched`, per game);
- Les Bâtisseurs: sites Easy opened while one of its sites lay untouched, and the sites it
  left unbuilt or untouched at the end (`batisseurs.easy.opened_beside_an_untouched_site`,
  `.sites_unbuilt`, `.sites_untouched`, per game);
- each game's Easy win share (`GAME.easy.win_share`): gentle, not helpless.

Monopoly Builder's Easy plays only moves Medium rates within 1.5 points of its best (docs/ai.md).

    .venv/bin/python benchmarks/easy_moves.py [--games 30] [--seed 100]
"""
from __future__ import annotations

import argparse

from mbqt.ai import make_player
from mbqt.core.registry import game_rules


def play(game: str, g: int, seed: int, watch) -> tuple:
    """Game g, Easy in seat g % 2: (final state, Easy's seat); watch(state, seat, action)
    sees each of Easy's actions before it is played."""
    rules = game_rules(game)
    state = rules.new_game(rules.Setup(players=[{"name": "A"}, {"name": "B"}], seed=seed + g))
    easy = g % 2
    players = {easy: make_player("easy", g, game=rules), 1 - easy: make_player("medium", g, game=rules)}
    while not rules.is_over(state):
        seat = rules.current_player(state)
        action = players[seat].choose(state, seat)
        if seat == easy:
            watch(state, seat, action)
        rules.apply(state, action)
    return rules, state, easy


def master_builder(games: int, seed: int) -> dict:
    count = dict.fromkeys(("contracts_bought", "contracts_unfinished", "contracts_untouched", "win_share"), 0)
    for g in range(games):
        rules, state, easy = play("master-builder", g, seed, lambda *_: None)
        p = state.players[easy]
        # Every contract bought is either completed (in the city, by its builder) or still held.
        count["contracts_bought"] += len(p.contracts) + sum(1 for _num, who in state.city if who == easy)
        count["contracts_unfinished"] += len(p.contracts)
        count["contracts_untouched"] += sum(1 for mask in p.contracts.values() if not mask)
        count["win_share"] += easy in rules.winners(state)
    return count


def batisseurs(games: int, seed: int) -> dict:
    count = dict.fromkeys(("opened_beside_an_untouched_site", "sites_unbuilt", "sites_untouched", "win_share"), 0)

    def watch(state, seat, action):
        sites = state.players[seat].sites.values()
        count["opened_beside_an_untouched_site"] += action[0] == "open" and any(not units for units in sites)

    for g in range(games):
        rules, state, easy = play("batisseurs", g, seed, watch)
        p = state.players[easy]
        count["sites_unbuilt"] += len(p.sites)
        count["sites_untouched"] += sum(1 for units in p.sites.values() if not units)
        count["win_share"] += easy in rules.winners(state)
    return count


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=100)
    args = ap.parse_args(argv)
    for game, count in (("master-builder", master_builder), ("batisseurs", batisseurs)):
        for name, total in count(args.games, args.seed).items():
            print(f"{game}.easy.{name}: {total / args.games:.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
