"""The arena: computer players against each other over many seat-rotated games.

Game g seats the kinds rotated by g places (seat i plays kind (i + g) mod n), with the
setup seed `seed + g` and seat 0 as start player, so every kind plays every seat equally
often and a run is reproducible. Seats are named "Seat 1", "Seat 2"...: a bot is not told
its opponents' kinds. A tie shares the win between the tied seats. Figures per player
kind: win rate with its 95% (Wilson) interval, mean final money, decision time p50 / p95
(decisions with a single legal action are made by the arena, not timed), and for an
external bot the decisions its random stand-in played (the figures are then not all the
bot's: the table says so and the command's exit status is EXIT_STAND_IN); and the win rate
by seat (the balance report).
"""
from __future__ import annotations

import math
import time
from concurrent.futures import ProcessPoolExecutor

from mbqt.ai import make_player, think
from mbqt.core.card_files import as_deck
from mbqt.core.registry import DEFAULT_GAME, game_info, game_rules
from mbqt.exit_status import EXIT_STAND_IN

Z95 = 1.959964


def play_game(kinds: list, index: int, seed: int, cards=None, options: dict | None = None,
              game: str = DEFAULT_GAME, clock=time.perf_counter) -> dict:
    """One arena game: {"kinds": kind per seat, "scores", "winners", "times": per seat [s],
    "stand_ins": per seat the decisions a bot's random stand-in played, "problems": per seat
    what went wrong first with its bot ("" if nothing)}. `cards`: a card file's path or a
    core.card_files.Deck (None: the bundled deck). `clock` times the decisions (the benchmarks'
    processor time: time.process_time)."""
    n = len(kinds)
    seats = [kinds[(i + index) % n] for i in range(n)]
    rules = game_rules(game, cards)
    game_seed = seed + index
    state = rules.new_game(rules.Setup(players=[{"name": f"Seat {i + 1}", "kind": k} for i, k in enumerate(seats)],
                                       seed=game_seed, start_player=0))
    players = [make_player(k, seed=game_seed * 16 + i, game=rules, **(options or {})) for i, k in enumerate(seats)]
    times = [[] for _ in range(n)]
    try:
        while not rules.is_over(state):
            seat = rules.current_player(state)
            acts = rules.legal_actions(state)
            if len(acts) == 1:
                rules.apply(state, acts[0])
                continue
            t0 = clock()
            action = think(players[seat], state, seat)
            times[seat].append(clock() - t0)
            rules.apply(state, action)
    finally:
        for p in players:
            if hasattr(p, "close"):
                p.close(state)      # a bot hears the result
    return {"kinds": seats, "scores": rules.scores(state), "winners": rules.winners(state), "times": times,
            "stand_ins": [getattr(p, "stand_ins", 0) for p in players],
            "problems": [getattr(p, "first_problem", "") for p in players]}


def wilson(wins: float, n: int) -> tuple:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + Z95 ** 2 / n
    centre = (p + Z95 ** 2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list, q: float) -> float:
    """Nearest-rank percentile (q in 0..100); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def summarize(kinds: list, results: list, seed: int, elapsed: float, options: dict | None = None,
              game: str = DEFAULT_GAME) -> dict:
    n = len(kinds)
    per_kind = {}
    for k in dict.fromkeys(kinds):
        per_kind[k] = {"seats_played": 0, "wins": 0.0, "money": [], "times": [], "stand_ins": 0, "problem": ""}
    seat_wins = [0.0] * n
    for r in results:
        share = 1 / len(r["winners"])
        for i, k in enumerate(r["kinds"]):
            entry = per_kind[k]
            entry["seats_played"] += 1
            entry["money"].append(r["scores"][i])
            entry["times"].extend(r["times"][i])
            entry["stand_ins"] += r["stand_ins"][i]
            entry["problem"] = entry["problem"] or r["problems"][i]
            if i in r["winners"]:
                entry["wins"] += share
                seat_wins[i] += share
    out_kinds = {}
    for k, e in per_kind.items():
        played = e["seats_played"]
        low, high = wilson(e["wins"], played)
        out_kinds[k] = {
            "seats_played": played, "wins": round(e["wins"], 3),
            "win_rate": round(e["wins"] / played, 4) if played else 0.0,
            "win_rate_ci95": [round(low, 4), round(high, 4)],
            "mean_final_money": round(sum(e["money"]) / played) if played else 0,
            "decisions": len(e["times"]),
            "decision_ms_p50": round(percentile(e["times"], 50) * 1000, 2),
            "decision_ms_p95": round(percentile(e["times"], 95) * 1000, 2),
            "stand_in_decisions": e["stand_ins"],
        }
        if e["problem"]:
            out_kinds[k]["first_problem"] = e["problem"]
    games = len(results)
    seats = []
    for i in range(n):
        low, high = wilson(seat_wins[i], games)
        seats.append({"seat": i, "win_rate": round(seat_wins[i] / games, 4) if games else 0.0,
                      "win_rate_ci95": [round(low, 4), round(high, 4)]})
    return {"game": game, "players": kinds, "games": games, "seed": seed, "options": options or {},
            "elapsed_s": round(elapsed, 1), "kinds": out_kinds, "seats": seats}


def run(kinds: list, games: int, seed: int = 0, jobs: int = 1, cards=None,
        options: dict | None = None, game: str = DEFAULT_GAME) -> dict:
    """Play the games (on `jobs` processes) and return the summary (see summarize). `cards`:
    a card file's path (read once) or a Deck."""
    started = time.perf_counter()
    deck = as_deck(cards)
    if jobs <= 1:
        results = [play_game(kinds, g, seed, deck, options, game) for g in range(games)]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(play_game, [kinds] * games, range(games), [seed] * games,
                                    [deck] * games, [options] * games, [game] * games, chunksize=1))
    return summarize(kinds, results, seed, time.perf_counter() - started, options, game)


def report(summary: dict) -> str:
    """The summary as text for a terminal."""
    n = len(summary["players"])
    lines = [f"{summary['games']} games of {', '.join(summary['players'])} (seed {summary['seed']}, "
             f"seats rotated{', ' + _options(summary['options']) if summary['options'] else ''}), "
             f"{summary['elapsed_s']} s", "",
             f"{'player':<24} {'win rate':>8}  {'95% interval':<15} "
             f"{'mean ' + game_info(summary['game']).score_unit:>11} "
             f"{'p50 ms':>8} {'p95 ms':>8}"]
    for k, e in summary["kinds"].items():
        low, high = e["win_rate_ci95"]
        lines.append(f"{k:<24} {e['win_rate']:>8.1%}  {f'{low:.1%} - {high:.1%}':<15} "
                     f"{e['mean_final_money']:>11,} {e['decision_ms_p50']:>8.1f} {e['decision_ms_p95']:>8.1f}")
    for k, e in summary["kinds"].items():
        if e["stand_in_decisions"]:
            lines.append(f"  ! {k}: {e['stand_in_decisions']} of {e['decisions']} decisions were played by the random "
                         f"stand-in, not the bot (first: {e.get('first_problem', '')})")
    lines += ["", "win rate by seat (seat 1 starts):"]
    fair = 1 / n
    for s in summary["seats"]:
        low, high = s["win_rate_ci95"]
        flag = f"  <- above {fair + 0.10:.0%}" if s["win_rate"] > fair + 0.10 else ""
        lines.append(f"  seat {s['seat'] + 1}: {s['win_rate']:.1%}  ({low:.1%} - {high:.1%}){flag}")
    return "\n".join(lines)


def _options(options: dict) -> str:
    return ", ".join(f"{k}={v}" for k, v in options.items())


def command(args) -> int:
    """`mbqt arena` (arguments parsed by mbqt.cli): exit status 0, 2 for bad input, or
    EXIT_STAND_IN when a bot's random stand-in played some of its decisions."""
    import json
    import sys

    from mbqt.ai import LEVELS, is_computer_kind
    from mbqt.core.errors import CardError
    from mbqt.terminal import write

    def fail(msg: str) -> int:
        write(sys.stderr, f"mbqt arena: {msg}\n")
        return 2

    # A bot command may hold spaces but not commas ("cmd:python bot.py"); use a script if it must.
    kinds = [k.strip() for k in args.players.split(",") if k.strip()]
    if not 2 <= len(kinds) <= 4:
        return fail(f"--players needs 2 to 4 comma-separated kinds, got {len(kinds)}")
    for k in kinds:
        if not is_computer_kind(k):
            return fail(f"unknown player kind {k!r} (known: {', '.join(LEVELS)}, or cmd:PROGRAM)")
    if args.games < 1 or args.jobs < 1:
        return fail("--games and --jobs must be at least 1")
    options = {}
    if args.budget is not None:
        if args.budget <= 0:
            return fail("--budget must be a positive number of seconds")
        options["budget_s"] = args.budget
    if args.iterations is not None:
        if args.iterations < 1:
            return fail("--iterations must be at least 1")
        options["iterations"] = args.iterations
    if args.bot_timeout is not None:
        if args.bot_timeout <= 0:
            return fail("--bot-timeout must be a positive number of seconds")
        options["timeout_s"] = args.bot_timeout
    game = args.game
    try:
        deck = as_deck(args.cards)
        game_rules(game, deck)
    except CardError as err:
        return fail(str(err))
    summary = run(kinds, args.games, args.seed, args.jobs, deck, options, game)
    write(sys.stdout, (json.dumps(summary, indent=1) if args.json else report(summary)) + "\n")
    return EXIT_STAND_IN if any(e["stand_in_decisions"] for e in summary["kinds"].values()) else 0
