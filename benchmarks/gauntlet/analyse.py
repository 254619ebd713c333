#!/usr/bin/env python3
"""Play our computer players against a gauntlet bot, in-process, and count the symptoms of
their losses (this script imports mbqt; the bots do not).

    python benchmarks/gauntlet/analyse.py --game master-builder --ours medium \
        --bot master_builder/value_bidder --games 40 --seed 100 --jobs 2 [--budget 0.25] \
        [--save DIR] [--json FILE]

Game g is played as in `mbqt arena`: setup seed = seed + g, seat 1 starts, the two kinds
rotated by g places (ours in seat 1 when g is even). `--save DIR` writes every game as an
mbqt replay (`mbqt replay DIR/<game>-<seed>.json` shows it). The report lists, per symptom,
its count in the games ours won and lost, with the seeds of the lost games.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, ROOT)

from mbqt.ai import make_player  # noqa: E402
from mbqt.core.records import Game  # noqa: E402
from mbqt.core.registry import game_rules  # noqa: E402


def bot_kind(bot: str) -> str:
    path = bot if bot.endswith(".py") else os.path.join(HERE, bot + ".py")
    return f"cmd:{sys.executable} {os.path.relpath(path, ROOT) if not os.path.isabs(bot) else path}"


def play(args: tuple) -> dict:
    game_id, kinds, index, seed, options, save = args
    n = len(kinds)
    seats = [kinds[(i + index) % n] for i in range(n)]
    rules = game_rules(game_id)
    setup = rules.Setup(game=game_id, players=[{"name": f"Seat {i + 1}"} for i in range(n)],
                      seed=seed + index, start_player=0)
    game = Game(setup, rules=rules)
    players = [make_player(k, seed=(seed + index) * 16 + i, game=rules, **options) for i, k in enumerate(seats)]
    marks = []           # per decision: {"round", "seat", "money": per seat, "forecast": per seat (MB)}
    cwd = os.getcwd()
    os.chdir(ROOT)
    last_round = None
    try:
        while not rules.is_over(game.state):
            seat = rules.current_player(game.state)
            acts = rules.legal_actions(game.state)
            v = rules.view(game.state, None)
            mark = {"round": v["round"], "seat": seat, "money": [p["money"] for p in v["players"]],
                    "free": (v.get("decision") or {}).get("free_actions")}
            if game_id == "master-builder" and v["round"] != last_round:
                mark["forecast"] = medium_forecasts(game.state, n)
                mark["wage_total"] = [p["wage_total"] for p in v["players"]]
                mark["crew"] = [[w["quirks"] for w in p["workers"]] for p in v["players"]]
                last_round = v["round"]
            marks.append(mark)
            action = acts[0] if len(acts) == 1 else players[seat].choose(game.state, seat)
            game.apply(action)
    finally:
        os.chdir(cwd)
        for p in players:
            if hasattr(p, "close"):
                p.close()
    if save:
        os.makedirs(save, exist_ok=True)
        rec = game.record()
        with open(os.path.join(save, f"{game_id}-{seed + index}.json"), "w", encoding="utf-8") as f:
            f.write(rec.model_dump_json(indent=1))
    final = rules.view(game.state, None)
    scores = rules.scores(game.state)
    winners = rules.winners(game.state) if hasattr(rules, "winners") else \
        [i for i, s in enumerate(scores) if s == max(scores)]
    stand_ins = [getattr(p, "stand_ins", 0) for p in players]
    symptoms = (mb_symptoms if game_id == "master-builder" else bat_symptoms)(game, final, n, marks)
    return {"seed": seed + index, "kinds": seats, "scores": scores, "winners": winners,
            "symptoms": symptoms, "stand_ins": stand_ins}


# --- Master Builder


def medium_forecasts(state, n: int) -> list:
    """Medium's own yardstick at the start of a round, per seat: the forecast of the final
    money and the position value (forecast + expected surplus of contracts still to win)."""
    from mbqt.ai.master_builder import medium
    from mbqt.ai.master_builder.forecast import outlook
    out = []
    for s in range(n):
        o = outlook(state, s)
        out.append((o.final_money(), medium.position_value(o, medium.prospects(state, s))))
    return out


def mb_symptoms(game, final: dict, n: int, marks: list) -> list:
    cards = game.state.cards
    out = [defaultdict(float) for _ in range(n)]
    rnd = 0
    final_round = final["final_round"]
    bought = [dict() for _ in range(n)]        # contract -> (round, price paid)
    completed = [set() for _ in range(n)]
    unavailable_round = defaultdict(lambda: [0] * n)
    for key, a in game.log:
        if key == "round":
            rnd = a["round"]
        elif key in ("contract_won", "contract_taken"):
            bought[a["seat"]][a["contract"]] = (rnd, -a["money"])
        elif key == "bonus_collected":
            c, (r, paid) = a["contract"], bought[a["seat"]].get(a["contract"], (rnd, 0))
            bought[a["seat"]][c] = (r, paid - a["money"])
        elif key == "contract_completed":
            completed[a["seat"]].add(a["contract"])
        elif key == "loan_taken":
            out[a["seat"]]["loans"] += 1
            out[a["seat"]]["loan_money"] += a["money"]
            if rnd >= final_round - 1:
                out[a["seat"]]["loans_last_two_rounds"] += 1
        elif key == "wages_paid":
            s = a["seat"]
            out[s]["wages_total"] += -a["money"]
            out[s]["wage_max"] = max(out[s]["wage_max"], -a["money"])
            out[s][f"wages_r{rnd}"] = -a["money"]
        elif key == "workers_unavailable":
            out[a["seat"]]["idled_by_events"] += len(a["workers"])
            unavailable_round[rnd][a["seat"]] += len(a["workers"])
            out[a["seat"]]["idle_max_one_event"] = max(out[a["seat"]]["idle_max_one_event"], len(a["workers"]))
        elif key == "worker_dismissed":
            out[a["seat"]]["dismissed_by_events"] += 1
        elif key == "hired":
            out[a["seat"]]["hires"] += 1
        elif key == "fired":
            out[a["seat"]]["fires"] += 1
    prices = {c.number: c.price for c in (cards.contracts.values() if isinstance(cards.contracts, dict) else cards.contracts)}
    for s in range(n):
        for c, (r, paid) in bought[s].items():
            price = prices.get(c, 0)
            out[s]["contracts"] += 1
            out[s]["paid_for_contracts"] += paid
            if c in completed[s]:
                realised = price
            else:
                out[s]["unfinished"] += 1
                if r >= final_round - 1:
                    out[s]["bought_last_two_rounds_unfinished"] += 1
                missing = next((len(x["missing"]) for x in final["players"][s]["contracts"] if x["number"] == c), 6)
                realised = max(0, price - 20000 * missing)
            if r >= final_round - 1:
                out[s]["bought_last_two_rounds"] += 1
            if paid > realised - 0:   # paid more than the contract brought in: a loss before wages
                out[s]["contracts_paid_above_return"] += 1
        out[s]["completed"] = len(completed[s])
        sc = final["scores"][s]
        for m in marks:
            if "forecast" in m:
                r = m["round"]
                out[s][f"forecast_error_r{r}"] = m["forecast"][s][0] - sc["total"]
                out[s][f"position_error_r{r}"] = m["forecast"][s][1] - sc["total"]
                crew = m["crew"][s]
                if crew:
                    top = max(sum(1 for q in crew if x in q) for x in "SDWNH")
                    out[s]["crew_max_quirk_share_sum"] += top / len(crew)
                    out[s]["crew_rounds"] += 1
        if out[s]["crew_rounds"]:
            out[s]["crew_max_quirk_share"] = out[s]["crew_max_quirk_share_sum"] / out[s]["crew_rounds"]
        out[s].pop("crew_max_quirk_share_sum", None)
        out[s].pop("crew_rounds", None)
        out[s]["final_money"] = sc["total"]
        out[s]["final_cash"] = sc["cash"]
        out[s]["final_loans_value"] = sc["loans"]
        out[s]["ended_broke"] = 1 if sc["total"] <= 0 else 0
    return [dict(o) for o in out]


# --- Les Bâtisseurs


def bat_symptoms(game, final: dict, n: int, marks: list) -> list:
    out = [defaultdict(float) for _ in range(n)]
    last_round = False
    turn = None            # (seat, round, [action types], money at start)
    recruited = [set() for _ in range(n)]
    sent_units = [set() for _ in range(n)]
    for key, a in game.log:
        if key == "last_round":
            last_round = True
        if key == "turn":
            turn = {"seat": a["seat"], "round": a["round"], "acts": [], "last": last_round}
            out[a["seat"]]["turns"] += 1
        if key == "took":
            turn["acts"].append("take")
            out[a["seat"]]["ecus_taken"] += a["money"]
            out[a["seat"]]["take_actions"] += a["actions"]
        elif key == "opened":
            turn["acts"].append("open")
            out[a["seat"]]["opened"] += 1
        elif key == "recruited":
            turn["acts"].append("recruit")
            recruited[a["seat"]].add(a["worker"])
        elif key == "sent":
            turn["acts"].append("send")
            sent_units[a["seat"]].add(a["unit"])
            out[a["seat"]]["sends"] += 1
        elif key == "extra_actions":
            out[a["seat"]]["extra_actions"] += a["count"]
        elif key == "completed":
            out[a["seat"]]["completed"] += 1
            b = game.state.cards.buildings[a["building"]]
            out[a["seat"]]["machines_built" if b.machine else "buildings_built"] += 1
            if not b.machine and b.points <= 1:
                out[a["seat"]]["buildings_0_1_points"] += 1
            if not b.machine and b.points >= 4:
                out[a["seat"]]["buildings_4plus_points"] += 1
        elif key == "turn_ended" and turn is not None:
            s = turn["seat"]
            if turn["acts"] and all(x == "take" for x in turn["acts"]) and not turn["last"]:
                out[s]["turns_only_taking"] += 1
            turn = None
        elif key == "game_started":
            pass
    prev = None
    for m in marks:
        if m["free"] == 3 and (prev is None or prev["seat"] != m["seat"] or prev["free"] != 3):
            s = m["seat"]
            out[s]["turn_starts"] += 1
            out[s]["ecus_at_turn_start_sum"] += m["money"][s]
            if m["round"] <= 4:
                out[s]["ecus_r1_4_sum"] += m["money"][s]
                out[s]["turn_starts_r1_4"] += 1
            out[s]["ecus_at_turn_start_max"] = max(out[s]["ecus_at_turn_start_max"], m["money"][s])
        prev = m
    for s in range(n):
        for a, b in (("ecus_at_turn_start_sum", "turn_starts"), ("ecus_r1_4_sum", "turn_starts_r1_4")):
            if out[s][b]:
                out[s][a.replace("_sum", "_mean")] = out[s][a] / out[s][b]
            out[s].pop(a, None)
        out[s]["recruited"] = len(recruited[s])
        out[s]["recruited_never_sent"] = len(recruited[s] - sent_units[s])
        sc = final["scores"][s]
        out[s]["final_points"] = sc["total"]
        out[s]["building_points"] = sc["buildings"]
        out[s]["final_ecus"] = sc["money"]
        out[s]["open_sites_at_end"] = len(final["players"][s]["sites"])
    return [dict(o) for o in out]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="master-builder", choices=["master-builder", "batisseurs"])
    ap.add_argument("--ours", default="medium")
    ap.add_argument("--bot", required=True, help="gauntlet bot, e.g. master_builder/value_bidder, or a kind")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--budget", type=float)
    ap.add_argument("--save")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    other = args.bot if args.bot in ("random", "easy", "medium", "hard") else bot_kind(args.bot)
    kinds = [args.ours, other]
    options = {"budget_s": args.budget} if args.budget else {}
    tasks = [(args.game, kinds, g, args.seed, options, args.save) for g in range(args.games)]
    t0 = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play, tasks, chunksize=1))
    else:
        results = [play(t) for t in tasks]
    print(report(results, args, time.perf_counter() - t0))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"args": vars(args), "results": results}, f, indent=1)
    return 0


def report(results, args, elapsed) -> str:
    ours, other = args.ours, args.bot
    lines = [f"{len(results)} games of {args.game}: {ours} vs {other} (seeds {args.seed}..{args.seed + len(results) - 1},"
             f" seats rotated{', Hard budget %g s' % args.budget if args.budget else ''}"
             f"), {elapsed:.0f} s"]
    won = 0.0
    sums = {"won": defaultdict(float), "lost": defaultdict(float), "bot": defaultdict(float)}
    counts = {"won": 0, "lost": 0}
    lost_seeds = []
    for r in results:
        i = r["kinds"].index(ours)
        j = 1 - i
        share = (1 / len(r["winners"])) if i in r["winners"] else 0.0
        won += share
        bucket = "won" if share > 0 else "lost"
        if bucket == "lost":
            lost_seeds.append(r["seed"])
        counts[bucket] += 1
        for k, v in r["symptoms"][i].items():
            sums[bucket][k] += v
        for k, v in r["symptoms"][j].items():
            sums["bot"][k] += v
    n = len(results)
    lines.append(f"{ours} won {won:g} of {n} ({won / n:.1%}); stand-in decisions of the bot: "
                 f"{sum(r['stand_ins'][r['kinds'].index(args.bot) if args.bot in r['kinds'] else 1 - r['kinds'].index(ours)] for r in results)}")
    keys = sorted(set(sums["won"]) | set(sums["lost"]) | set(sums["bot"]))
    lines.append(f"{'symptom (mean per game)':<38} {'ours, won':>10} {'ours, lost':>10} {'the bot':>10}")
    for k in keys:
        def m(b, c):
            return sums[b][k] / c if c else 0.0
        lines.append(f"{k:<38} {m('won', counts['won']):>10.2f} {m('lost', counts['lost']):>10.2f} {m('bot', n):>10.2f}")
    lines.append(f"games lost ({counts['lost']}), seeds: {' '.join(map(str, lost_seeds))}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
