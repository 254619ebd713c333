"""Engine speed: whole games between random legal players, in one process on one core.

Prints `games_per_second_2p: N` and `games_per_second_4p: N`. The target is at least 200
four-player games per second. Each game is a fresh seeded setup played to the end by
`make_player("random")` players, so the figure covers new_game, legal_actions and apply.
Rates are per second of this process's CPU time, so other programs sharing the machine do
not lower them.

    .venv/bin/python benchmarks/engine.py [--seconds 3] [--game batisseurs | --game monopoly-builder]
    .venv/bin/python -m cProfile -s cumtime benchmarks/engine.py --seconds 2   # where the time goes
"""
from __future__ import annotations

import argparse
import time

from mbqt.ai import make_player
from mbqt.core.registry import GAMES, game_rules


def play(rules, players: int, seed: int) -> int:
    """One game from setup to the end; returns how many actions it took."""
    state = rules.new_game(rules.Setup(players=[{"name": f"P{i}"} for i in range(players)], seed=seed))
    bots = [make_player("random", seed * 10 + i, game=rules) for i in range(players)]
    actions = 0
    while (seat := rules.current_player(state)) is not None:
        rules.apply(state, bots[seat].choose(state, seat))
        actions += 1
    return actions


def measure(rules, players: int, seconds: float) -> tuple[float, float]:
    """Games and actions per CPU second over at least `seconds` of play."""
    games = actions = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        actions += play(rules, players, games)
        games += 1
    return games / elapsed, actions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per player count (default 3)")
    parser.add_argument("--game", choices=GAMES, default="master-builder", help="the game (default master-builder)")
    args = parser.parse_args()
    rules = game_rules(args.game)
    play(rules, 4, seed=10**6)   # warm the card and build-option caches before timing
    for players in (2, 4):
        games, actions = measure(rules, players, args.seconds)
        print(f"games_per_second_{players}p: {games:.0f}")
        print(f"actions_per_second_{players}p: {actions:.0f}")


if __name__ == "__main__":
    main()
