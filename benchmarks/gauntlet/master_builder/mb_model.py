"""A bot-side model of Master Builder, written from the rulebook (rulebook.en.txt, clarifications.md)
and the protocol (docs/bots.md, docs/formats.md); standard library only, no mbqt.

- Cards: the bundled cards.json, or a `hello` message's `cards` (the same format).
- Building regulations (`Model.options`): the ways to extend a contract in one Build phase
  (a building stands on a side wall and a gable end, the roof comes after the four walls; a
  city wall is its wall section and one side piece, then complete, the second only after the
  first).
- Workers (`Model.plan`): a set of sections can be built by the available workers when, for
  every level L, the sections' slots needing level L or more are no more than the workers of
  level L or more (Hall's condition: requirements are minimum levels). The planner searches
  every combination of each contract's options, branch and bound, cached.
- Forecast (`Model.forecast`): the seat's final money (cash + unfinished contracts at price -
  $20,000 per missing section - loans at their late value), averaged over scenarios of the
  events still to come. A scenario is a whole sequence of event cards drawn without
  replacement from those not seen yet this game (executed events go under the deck of 16, so
  a game never sees one twice): one card idles every worker with the quirk at once, which a
  sum of independent absences does not show. In each simulated round: hiring by the style's
  crew policy, the event, the best plan, income, wages (loans when short: the cheaper mix).
"""
from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import botio  # noqa: E402

PENALTY = 20000


class Cards:
    def __init__(self, data: dict):
        self.levels = {t["id"]: t["level"] for t in data["worker_types"]}
        self.wages = {t["id"]: t["wage"] for t in data["worker_types"]}
        self.type_of_level = {lv: t for t, lv in self.levels.items()}
        self.workers = {w["id"]: (w["type"], self.levels[w["type"]], w["wage"], frozenset(w["quirks"]))
                        for w in data["workers"]}
        self.contracts = {}
        for c in data["contracts"]:
            group = -1
            sections = []
            for s in c["sections"]:
                if s["kind"] == "wall":
                    group += 1
                reqs = tuple(sorted((self.levels[t] for t in s["requires"]), reverse=True))
                sections.append((s["id"], s["kind"], reqs, max(group, 0)))
            self.contracts[c["number"]] = {"kind": c["kind"], "price": c["price"], "min_bid": c["min_bid"],
                                           "sections": sections}
        self.events = {e["id"]: e["effect"] for e in data["events"]}
        self.economic = {e["id"]: e["contracts_revealed"] for e in data["economic_cards"]}
        rules = data["rules"]
        self.loans = {ln["id"]: ln for ln in rules["loans"]}
        self.start_money = rules.get("starting_money", 40000)
        self.wage_max = rules.get("wage_track_max", 30000)


class Model:
    def __init__(self, cards: Cards, style):
        self.cards = cards
        self.style = style
        self._options = {}
        self._plans = {}

    # --- the building regulations

    def legal_state(self, cno: int, built: frozenset) -> bool:
        c = self.cards.contracts[cno]
        if not built:
            return True
        if c["kind"] == "building":
            kinds = [k for sid, k, _r, _g in c["sections"] if sid in built]
            if "side_wall" not in kinds or "gable_end" not in kinds:
                return False
            if "roof" in kinds:
                walls = [sid for sid, k, _r, _g in c["sections"] if k in ("side_wall", "gable_end")]
                return all(w in built for w in walls)
            return True
        groups = {}
        for sid, k, _r, g in c["sections"]:
            groups.setdefault(g, []).append((sid, k))
        complete_before = True
        for g in sorted(groups):
            secs = groups[g]
            have = [(sid, k) for sid, k in secs if sid in built]
            if have and not complete_before:
                return False
            if have and len(have) != len(secs):
                if len(have) != 2 or not any(k == "wall" for _s, k in have):
                    return False
            complete_before = len(have) == len(secs)
        return True

    def options(self, cno: int, built: frozenset) -> list:
        """Distinct legal extensions: (added, slots by level (1..4 -> index 0..3), sections, missing after)."""
        key = (cno, built)
        if key in self._options:
            return self._options[key]
        c = self.cards.contracts[cno]
        rest = [s for s in c["sections"] if s[0] not in built]
        out, seen = [], set()
        for mask in range(1, 1 << len(rest)):
            added = [rest[i] for i in range(len(rest)) if mask >> i & 1]
            after = built | frozenset(s[0] for s in added)
            if not self.legal_state(cno, after):
                continue
            sig = tuple(sorted((s[1], s[3], s[2]) for s in added))
            if sig in seen:
                continue
            seen.add(sig)
            slots = [0, 0, 0, 0]
            for s in added:
                for lv in s[2]:
                    slots[lv - 1] += 1
            out.append((frozenset(s[0] for s in added), tuple(slots), len(added), len(rest) - len(added)))
        self._options[key] = out
        return out

    # --- the best plan for some available workers

    @staticmethod
    def fits(slots, avail) -> bool:
        need = have = 0
        for lv in (3, 2, 1, 0):
            need += slots[lv]
            have += avail[lv]
            if need > have:
                return False
        return True

    def option_value(self, cno, missing_before, opt, last: bool) -> float:
        price = self.cards.contracts[cno]["price"]
        _added, _slots, n, missing = opt
        if missing == 0:
            return price + (0 if last else 3000)
        if last:
            return max(0, price - PENALTY * missing) - max(0, price - PENALTY * missing_before)
        done = 6 - missing
        return n * price / 6 * (0.3 + 0.4 * done / 6)

    def plan(self, avail: tuple, contracts: tuple, last: bool):
        """(value, ((cno, added), ...)) of the best plan; contracts: ((cno, built), ...)."""
        key = (avail, contracts, last)
        hit = self._plans.get(key)
        if hit is not None:
            return hit
        per = []
        for cno, built in contracts:
            missing = len(self.cards.contracts[cno]["sections"]) - len(built)
            if missing == 0:
                continue
            opts = [(self.option_value(cno, missing, o, last), o) for o in self.options(cno, built)
                    if self.fits(o[1], avail)]
            opts = [x for x in opts if x[0] > 0]
            opts.sort(key=lambda x: -x[0])
            if opts:
                per.append((cno, opts))
        per.sort(key=lambda p: -p[1][0][0])
        bounds = [0.0] * (len(per) + 1)
        for i in range(len(per) - 1, -1, -1):
            bounds[i] = bounds[i + 1] + per[i][1][0][0]
        best = [0.0, ()]

        def dfs(i, used, value, chosen):
            if value + bounds[i] <= best[0]:
                return
            if i == len(per):
                best[0], best[1] = value, chosen
                return
            cno, opts = per[i]
            for v, o in opts:
                slots = tuple(a + b for a, b in zip(used, o[1]))
                if self.fits(slots, avail):
                    dfs(i + 1, slots, value + v, chosen + ((cno, o[0]),))
            dfs(i + 1, used, value, chosen)

        dfs(0, (0, 0, 0, 0), 0.0, ())
        result = (best[0], best[1])
        if len(self._plans) > 200000:
            self._plans.clear()
        self._plans[key] = result
        return result

    def avail_counts(self, workers, unavailable=()) -> tuple:
        a = [0, 0, 0, 0]
        for w in workers:
            if w[0] not in unavailable:
                a[w[2] - 1] += 1
        return tuple(a)

    # --- the forecast

    def scenarios(self, unseen: list, rounds: int, count: int, seed: int, future=None) -> list:
        """Scenarios: {"events": one card a round for the rounds ahead, drawn without replacement
        (the first card runs over every unseen card in turn, so its effect is nearly exact),
        "arrivals": {round: [(contract, price paid), ...]} the contracts this seat wins later}.
        future: {"rounds": [rounds with a contract phase ahead], "economic": unseen economic cards'
        reveals, "economic_left", "contracts": unseen contract numbers, "deck": contracts left,
        "display_now": contracts on display that can be won in the first of those rounds, "share"}."""
        rng = random.Random(seed)
        out = []
        pool = list(unseen) or list(self.cards.events)
        firsts = list(pool)
        rng.shuffle(firsts)
        for i in range(max(count, 1)):
            seq = []
            if rounds > 0:
                first = firsts[i % len(firsts)]
                rest = [e for e in pool if e != first]
                rng.shuffle(rest)
                seq = [first] + rest
                while len(seq) < rounds:
                    seq.append(rng.choice(list(self.cards.events)))
            out.append({"events": seq[:rounds], "arrivals": self.arrivals(future, rng) if future else {}})
        return out

    def arrivals(self, future: dict, rng) -> dict:
        econ = list(future["economic"])
        rng.shuffle(econ)
        deck = list(future["contracts"])
        rng.shuffle(deck)
        left = future["deck"]
        out = {}
        for k, r in enumerate(future["rounds"]):
            revealed = []
            if k == 0:
                revealed += list(future.get("display_now", ()))
            if r > 1 and k < len(econ) and k < future["economic_left"]:
                n = min(econ[k], left)
                revealed += deck[:n]
                deck, left = deck[n:], left - n
            won = [(c, self.cards.contracts[c]["min_bid"] + self.style.phantom_premium) for c in revealed
                   if c in self.cards.contracts and rng.random() < future["share"]]
            if won:
                out[r] = won
        return out

    def apply_event(self, eid, workers, rng_pick=None):
        """(workers kept, unavailable ids, wage surcharge, cash received) for one event."""
        eff = self.cards.events.get(eid, {"kind": "none"})
        kind = eff.get("kind")
        unavailable = set()
        surcharge = 0
        cash = 0
        if kind == "unavailable":
            unavailable = {w[0] for w in workers if self._hit(eff, w)}
        elif kind == "dismiss_all":
            workers = tuple(w for w in workers if not self._hit(eff, w))
        elif kind == "dismiss_one":
            hit = [w for w in workers if self._hit(eff, w)]
            if hit:
                lose = min(hit, key=lambda w: (w[2], -len(w[4])))
                workers = tuple(w for w in workers if w is not lose)
        elif kind == "requisition":
            hit = sorted((w for w in workers if self._hit(eff, w)), key=lambda w: -len(w[4]))
            for w in hit[:eff.get("count", 1)]:
                unavailable.add(w[0])
                cash += eff.get("compensation", 0)
        elif kind == "wage_surcharge":
            surcharge = eff.get("amount_per_worker", 0) * sum(1 for w in workers if self._hit(eff, w))
        return workers, unavailable, surcharge, cash

    @staticmethod
    def _hit(eff, w) -> bool:
        q = eff.get("quirks_any") or ()
        ts = eff.get("types") or ()
        return bool(w[4] & set(q)) or (w[1] in ts)

    def loans_for(self, short: int):
        """The loans covering a shortfall: (small, large) counts, the cheaper repayment."""
        sm, lg = self.cards.loans["small"], self.cards.loans["large"]
        best = None
        for n_large in range(0, short // lg["receive"] + 2):
            left = short - n_large * lg["receive"]
            n_small = max(0, -(-left // sm["receive"]))
            cost = n_small * sm["repay_late"] + n_large * lg["repay_late"]
            if best is None or cost < best[0]:
                best = (cost, n_small, n_large)
        return best[1], best[2]

    def end_value(self, cash, contracts, loans) -> float:
        sm, lg = self.cards.loans["small"], self.cards.loans["large"]
        v = cash - loans[0] * sm["repay_late"] - loans[1] * lg["repay_late"]
        for cno, built in contracts:
            c = self.cards.contracts[cno]
            missing = len(c["sections"]) - len(built)
            if missing:
                v += max(0, c["price"] - PENALTY * missing)
        return v

    def forecast(self, sim: dict, scenarios: list) -> float:
        """Mean final money over the scenarios. sim: cash, workers ((id, type, level, wage, quirks), ...),
        contracts ((cno, built), ...), loans [small, large], round, final_round, stage ('before_event':
        this round's event, build and income are ahead; 'build': the event is known, `unavailable`
        and `surcharge` given; 'income': only this round's wages are ahead), more (contracts may
        still come after this round), hires ({level: worker tuple} for the top cards)."""
        total = 0.0
        for sc in scenarios:
            total += self.run(sim, sc["events"], sc["arrivals"])
        return total / len(scenarios)

    def run(self, sim: dict, seq: list, arrivals: dict) -> float:
        st = self.style
        cash = sim["cash"]
        workers = tuple(sim["workers"])
        contracts = tuple(sim["contracts"])
        loans = list(sim["loans"])
        stage = sim["stage"]
        final = sim["final_round"]
        k = 0
        for r in range(sim["round"], final + 1):
            first = r == sim["round"]
            last = r == final
            if not first:
                workers = st.sim_crew(self, workers, contracts, r, final, sim)
            if r in arrivals and sim["stage"] == "before_event" or (r in arrivals and not first):
                for cno, paid in arrivals[r]:
                    if cash >= paid and all(c != cno for c, _b in contracts):
                        contracts = contracts + ((cno, frozenset()),)
                        cash -= paid
            unavailable, surcharge = set(), 0
            if first and stage in ("build", "income"):
                unavailable, surcharge = set(sim.get("unavailable", ())), sim.get("surcharge", 0)
            else:
                eid = seq[k] if k < len(seq) else None
                k += 1
                if eid is not None:
                    workers, unavailable, surcharge, got = self.apply_event(eid, workers)
                    cash += got
            if not (first and stage == "income"):
                _v, chosen = self.plan(self.avail_counts(workers, unavailable), contracts, last)
                if chosen:
                    add = dict(chosen)
                    nxt = []
                    for cno, built in contracts:
                        if cno in add:
                            built = built | add[cno]
                            if len(built) == len(self.cards.contracts[cno]["sections"]):
                                cash += self.cards.contracts[cno]["price"]
                                continue
                        nxt.append((cno, built))
                    contracts = tuple(nxt)
            wages = sum(w[3] for w in workers) + surcharge
            cash -= wages
            if cash < 0:
                s, lg = self.loans_for(-cash)
                cash += s * self.cards.loans["small"]["receive"] + lg * self.cards.loans["large"]["receive"]
                loans[0] += s
                loans[1] += lg
        return self.end_value(cash, contracts, loans)

    # --- crew helpers used by the styles' policies

    def needed_hires(self, workers, contracts, hires: dict) -> list:
        """Workers to hire so that every remaining section can be built by somebody."""
        out = []
        avail = list(self.avail_counts(workers))
        for cno, built in contracts:
            for sid, _k, reqs, _g in self.cards.contracts[cno]["sections"]:
                if sid in built:
                    continue
                slots = [0, 0, 0, 0]
                for lv in reqs:
                    slots[lv - 1] += 1
                while not self.fits(slots, avail):
                    lv = next(lv for lv in (4, 3, 2, 1) if lv in reqs and not self.fits(
                        [s if i >= lv - 1 else 0 for i, s in enumerate(slots)], avail))
                    w = self.hire_of_level(lv, tuple(workers) + tuple(out), {"hires": hires})
                    out.append(w)
                    avail[lv - 1] += 1
        return out

    def hire_of_level(self, lv: int, workers, sim: dict) -> tuple:
        """The worker a simulated hire of this level gets: the visible top card if not hired
        yet, else a typical card of the type (the median number of quirks)."""
        top = sim.get("hires", {}).get(lv)
        if top is not None and all(x[0] != top[0] for x in workers):
            return top
        t = self.cards.type_of_level[lv]
        cards = sorted((len(q), wid) for wid, (tt, _l, _w, q) in self.cards.workers.items() if tt == t)
        _n, wid = cards[len(cards) // 2]
        tt, _l, wage, q = self.cards.workers[wid]
        return ("sim-%d-%d" % (lv, len(workers)), tt, lv, wage, q)

    def used_workers(self, workers, contracts, last: bool) -> set:
        """Ids of the workers the best plan (nobody away) needs: weakest adequate worker per slot."""
        _v, chosen = self.plan(self.avail_counts(workers), contracts, last)
        slots = []
        for cno, added in chosen:
            for sid, _k, reqs, _g in self.cards.contracts[cno]["sections"]:
                if sid in added:
                    slots.extend(reqs)
        pool = sorted(workers, key=lambda w: (w[2], len(w[4]), w[3]))
        used = set()
        for lv in sorted(slots, reverse=True):
            for w in pool:
                if w[0] not in used and w[2] >= lv:
                    used.add(w[0])
                    break
        return used

    def remaining_slots(self, contracts) -> int:
        n = 0
        for cno, built in contracts:
            for sid, _k, reqs, _g in self.cards.contracts[cno]["sections"]:
                if sid not in built:
                    n += len(reqs)
        return n


class Memory:
    """What the bot remembers of the game: event cards and economic cards seen."""

    def __init__(self):
        self.events = {}     # round -> tuple of event ids
        self.economic = {}   # round -> economic card id

    def update(self, view: dict) -> None:
        r = view["round"]
        if view.get("phase") in ("events", "build", "income") and view.get("events"):
            self.events[r] = tuple(view["events"])
        if view.get("economic_card"):
            self.economic[r] = view["economic_card"]

    def seen_events(self) -> set:
        return {e for evs in self.events.values() for e in evs}


class Style:
    """The crew policy and the margins of a style; the scripts override what they need."""
    scenarios = 12          # event sequences per forecast
    margin = 2000           # a contract must leave this much over its price
    pass_bonus = 500        # ties in hiring go to passing
    min_crew = 4            # the simulated crew is not fired below this while contracts may come
    spare = 1               # in the last round, idle workers kept beyond the plan's needs
    fire_idle = False       # the simulated crew fires workers with nothing left to build
    draft_target = {4: 1, 3: 1, 2: 1, 1: 2}   # round 1: workers per level
    hire_threshold = 1000   # a hire must add this much to the forecast
    phantom_premium = 2000  # expected price over the minimum bid of a contract won later
    share = 0.45            # chance of winning each contract revealed later (two players)
    throughput = True       # the simulated crew grows to finish its contracts in time

    def sim_crew(self, model: Model, workers, contracts, r, final, sim):
        """The crew at the start of simulated round r (after its hiring phase)."""
        hires = model.needed_hires(workers, contracts, sim.get("hires", {}))
        if hires:
            wage = sum(w[3] for w in workers)
            for w in hires:
                if wage + w[3] <= model.cards.wage_max:
                    workers = workers + (w,)
                    wage += w[3]
        if self.throughput:
            workers = self.grow(model, workers, contracts, final - r + 1, sim)
        nothing_left = model.remaining_slots(contracts) == 0
        if r == final or (nothing_left and not sim.get("more")):
            used = model.used_workers(workers, contracts, r == final)
            spare = sorted((w for w in workers if w[0] not in used), key=lambda w: (len(w[4]), -w[2]))
            keep = used | {w[0] for w in spare[:self.spare if used else 0]}
            workers = tuple(w for w in workers if w[0] in keep)
        elif self.fire_idle:
            used = model.used_workers(workers, contracts, False)
            if len(workers) > max(len(used), self.min_crew):
                idle = sorted((w for w in workers if w[0] not in used), key=lambda w: (-w[3], -len(w[4])))
                drop = {w[0] for w in idle[:len(workers) - max(len(used), self.min_crew)]}
                workers = tuple(w for w in workers if w[0] not in drop)
        return workers

    def grow(self, model: Model, workers, contracts, rounds_left, sim):
        """Hire (the cheapest level short) while the slots left need more workers a round."""
        demand = [0, 0, 0, 0]
        for cno, built in contracts:
            for sid, _k, reqs, _g in model.cards.contracts[cno]["sections"]:
                if sid not in built:
                    for lv in reqs:
                        demand[lv - 1] += 1
        wage = sum(w[3] for w in workers)
        for _ in range(6):
            supply = list(model.avail_counts(workers))
            short = None
            need = have = 0.0
            for lv in (3, 2, 1, 0):
                need += demand[lv] / rounds_left
                have += supply[lv] * self.availability
                if need > have + self.slack:
                    short = lv + 1
                    break
            if short is None:
                break
            w = model.hire_of_level(short, workers, sim)
            if wage + w[3] > model.cards.wage_max:
                break
            workers = workers + (w,)
            wage += w[3]
        return workers

    availability = 0.85     # share of a worker's rounds it is there to work (events)
    slack = 0.3

    def hire_adjust(self, bot, view, seat, action, sim) -> float:
        """A style's own preference in the hiring phase, added to the forecast."""
        return 0.0

    def contract_bonus(self, bot, view, seat, cno) -> float:
        """Extra worth a style sees in owning contract cno (beyond its forecast)."""
        return 0.0


class MBBot:
    def __init__(self, script_file: str, style: Style):
        self.cards = Cards(botio.load_cards(script_file, "resources/master_builder/cards.json"))
        self.style = style
        self.model = Model(self.cards, style)
        self.memory = Memory()
        self.maxbid_cache = {}

    def hello(self, message: dict) -> None:
        cards = message.get("cards")
        if isinstance(cards, dict) and "contracts" in cards and "workers" in cards:
            try:
                self.cards = Cards(cards)
                self.model = Model(self.cards, self.style)
            except (KeyError, TypeError, ValueError) as err:
                print(f"gauntlet: cannot read the hello's cards ({err!r}); keeping the bundled ones", file=sys.stderr)

    # --- the seat's simulated state

    def worker(self, w: dict) -> tuple:
        return (w["id"], w["type"], self.cards.levels[w["type"]], w["wage"], frozenset(w["quirks"]))

    def sim_of(self, view: dict, seat: int) -> dict:
        me = view["players"][seat]
        phase = view["phase"]
        stage = {"hire": "before_event", "contracts": "before_event", "events": "build", "build": "build",
                 "income": "income"}[phase]
        surcharge = 0
        if stage != "before_event":
            for eid in view.get("events", []):
                eff = self.cards.events.get(eid, {})
                if eff.get("kind") == "wage_surcharge":
                    surcharge += eff.get("amount_per_worker", 0) * sum(
                        1 for w in me["workers"] if self.model._hit(eff, self.worker(w)))
        hires = {}
        for t, deck in view.get("worker_decks", {}).items():
            if deck.get("top"):
                hires[self.cards.levels[t]] = self.worker_of_id(deck["top"])
        return {"cash": me["money"], "workers": tuple(self.worker(w) for w in me["workers"]),
                "contracts": tuple((c["number"], frozenset(c["built"])) for c in me["contracts"]),
                "loans": [me["loans"].get("small", 0), me["loans"].get("large", 0)],
                "round": view["round"], "final_round": view["final_round"], "stage": stage,
                "unavailable": {w["id"] for w in me["workers"] if not w.get("face_up", True)},
                "surcharge": surcharge, "hires": hires,
                "more": view.get("contract_deck", 0) > 0 and view["round"] < view["final_round"]}

    def worker_of_id(self, wid: str) -> tuple:
        t, lv, wage, q = self.cards.workers[wid]
        return (wid, t, lv, wage, q)

    def scen(self, view: dict, sim: dict, salt: int = 0) -> list:
        rounds = sim["final_round"] - sim["round"] + (1 if sim["stage"] == "before_event" else 0)
        unseen = [e for e in self.cards.events if e not in self.memory.seen_events()]
        seed = view["round"] * 1000 + salt
        return self.model.scenarios(unseen, rounds, self.style.scenarios, seed, self.future(view))

    def future(self, view: dict):
        """What contracts may still come (see Model.scenarios)."""
        r, final = view["round"], view["final_round"]
        first = r if view["phase"] == "hire" else r + 1
        rounds = list(range(first, final + 1))
        if not rounds:
            return None
        seen = {d["number"] for d in view.get("display", [])} | {c["contract"] for c in view.get("city", [])}
        for p in view["players"]:
            seen |= {c["number"] for c in p["contracts"]}
        n = str(len(view["players"]))
        seen_econ = set(self.memory.economic.values())
        econ = [e.get(n, 0) for cid, e in self.cards.economic.items() if cid not in seen_econ]
        return {"rounds": rounds, "economic": econ, "economic_left": view.get("economic_deck", 0),
                "contracts": [c for c in self.cards.contracts if c not in seen], "deck": view.get("contract_deck", 0),
                "display_now": [d["number"] for d in view.get("display", [])] if view["phase"] == "hire" else [],
                "share": self.style.share * 2 / len(view["players"])}

    def value(self, sim: dict, scen: list) -> float:
        return self.model.forecast(sim, scen)

    # --- decisions

    def decide(self, message: dict) -> dict:
        view, seat, legal = message["view"], message["seat"], message["legal"]
        self.memory.update(view)
        step = (view.get("decision") or {}).get("step")
        repay = self.repay(view, seat, legal)
        if repay is not None:
            return repay
        handler = getattr(self, "on_" + str(step), None)
        action = handler(view, seat, legal) if handler else None
        return action if action in legal else self.default(legal)

    @staticmethod
    def default(legal: list) -> dict:
        for t in ("pass", "refuse"):
            for a in legal:
                if a["type"] == t:
                    return a
        return legal[0]

    def repay(self, view, seat, legal):
        repays = [a for a in legal if a["type"] == "repay"]
        if not repays or view.get("contract_deck", 0) == 0:
            return None        # once the deck is empty a loan costs the same now or at the end
        sim = self.sim_of(view, seat)
        scen = self.scen(view, sim, 7)
        base = self.value(sim, scen)
        best, best_v = None, base + 500
        for a in repays:
            ln = self.cards.loans[a["loan"]]
            s2 = dict(sim)
            s2["cash"] = sim["cash"] - ln["repay_early"]
            s2["loans"] = list(sim["loans"])
            s2["loans"][0 if a["loan"] == "small" else 1] -= 1
            v = self.value(s2, scen)
            if v > best_v:
                best, best_v = a, v
        return best

    def on_hire(self, view, seat, legal):
        if view["round"] == 1:
            return self.draft(view, seat, legal)
        sim = self.sim_of(view, seat)
        scen = self.scen(view, sim, 1)
        scored = []
        seen = set()
        for a in legal:
            s2 = dict(sim)
            if a["type"] == "pass":
                bonus = self.style.pass_bonus
            elif a["type"] == "hire":
                top = view["worker_decks"][a["worker_type"]]["top"]
                if top is None:
                    continue
                s2["workers"] = sim["workers"] + (self.worker_of_id(top),)
                bonus = -self.style.hire_threshold
            elif a["type"] == "fire":
                if (len(sim["workers"]) <= self.style.min_crew and sim["more"]
                        and view["round"] < view["final_round"]):
                    continue
                w = self.worker_of_id(a["worker"])
                sig = (w[1], w[4])
                if sig in seen:
                    continue
                seen.add(sig)
                s2["workers"] = tuple(x for x in sim["workers"] if x[0] != a["worker"])
                bonus = 0
            else:
                continue
            scored.append((self.value(s2, scen) + bonus + self.style.hire_adjust(self, view, seat, a, s2), a))
        if not scored:
            return None
        return max(scored, key=lambda x: x[0])[1]

    def draft(self, view, seat, legal):
        me = view["players"][seat]
        crew = [self.worker(w) for w in me["workers"]]
        have = {lv: sum(1 for w in crew if w[2] == lv) for lv in (1, 2, 3, 4)}
        crew_quirks = {}
        for w in crew:
            for q in w[4]:
                crew_quirks[q] = crew_quirks.get(q, 0) + 1
        best, best_s = None, None
        for a in legal:
            if a["type"] != "hire":
                continue
            top = view["worker_decks"][a["worker_type"]]["top"]
            if top is None:
                continue
            w = self.worker_of_id(top)
            deficit = self.style.draft_target.get(w[2], 0) - have[w[2]]
            s = 10 * deficit - 1.5 * len(w[4]) - 0.7 * sum(crew_quirks.get(q, 0) for q in w[4]) + 0.1 * w[2]
            if best_s is None or s > best_s:
                best, best_s = a, s
        return best

    def contract_value(self, view, seat, cno, bid, bonus=0) -> float:
        """What owning contract cno for `bid` adds to the forecast of this seat."""
        sim = self.sim_of(view, seat)
        scen = self.scen(view, sim, 3)
        base = self.value(sim, scen)
        s2 = dict(sim)
        s2["contracts"] = sim["contracts"] + ((cno, frozenset()),)
        s2["cash"] = sim["cash"] - bid + bonus
        return self.value(s2, scen) - base + self.style.contract_bonus(self, view, seat, cno)

    def max_bid(self, view, seat, cno, bonus) -> int:
        me = view["players"][seat]
        key = (view["round"], seat, cno, me["money"], len(me["workers"]),
               tuple(sorted(c["number"] for c in me["contracts"])))
        if key in self.maxbid_cache:
            return self.maxbid_cache[key]
        cash = me["money"]
        margin = self.style.margin
        b = max(0, min(cash, int(self.contract_value(view, seat, cno, 0, bonus) - margin)) // 1000 * 1000)
        for _ in range(5):
            if b <= 0:
                break
            gain = self.contract_value(view, seat, cno, b, bonus)
            if gain >= margin:
                break
            b = max(0, b - max(1000, int(margin - gain) // 1000 * 1000))
        self.maxbid_cache[key] = b
        return b

    def on_open(self, view, seat, legal):
        opens = {}
        for a in legal:
            if a["type"] == "open":
                opens.setdefault(a["contract"], []).append(a)
        bonus = {d["number"]: d.get("bonus", 0) for d in view.get("display", [])}
        best, best_s = None, None
        for cno, acts in opens.items():
            low = min(acts, key=lambda a: a["amount"])
            limit = self.max_bid(view, seat, cno, bonus.get(cno, 0))
            s = limit - low["amount"]
            if best_s is None or s > best_s:
                best, best_s = low, s
        can_pass = any(a["type"] == "pass" for a in legal)
        if best is None or (best_s < 0 and can_pass):
            return {"type": "pass"} if can_pass else None
        return best

    def on_bid(self, view, seat, legal):
        auc = view["auction"]
        bonus = {d["number"]: d.get("bonus", 0) for d in view.get("display", [])}.get(auc["contract"], 0)
        limit = self.max_bid(view, seat, auc["contract"], bonus)
        bids = sorted((a for a in legal if a["type"] == "bid"), key=lambda a: a["amount"])
        if bids and bids[0]["amount"] <= limit:
            return bids[0]
        return {"type": "pass"}

    def on_plan(self, view, seat, legal):
        sim = self.sim_of(view, seat)
        scen = self.scen(view, sim, 5)
        last = view["round"] == view["final_round"]
        quick = []
        for a in legal:
            if a["type"] != "build":
                continue
            add = {}
            for e in a["plan"]:
                add.setdefault(e["contract"], set()).add(e["section"])
            contracts, cash, q = [], sim["cash"], 0.0
            for cno, built in sim["contracts"]:
                if cno in add:
                    nb = built | frozenset(add[cno])
                    total = len(self.cards.contracts[cno]["sections"])
                    opt = (frozenset(add[cno]), (0, 0, 0, 0), len(add[cno]), total - len(nb))
                    q += self.model.option_value(cno, total - len(built), opt, last)
                    if len(nb) == total:
                        cash += self.cards.contracts[cno]["price"]
                        continue
                    built = nb
                contracts.append((cno, built))
            quick.append((q, a, tuple(contracts), cash))
        quick.sort(key=lambda x: -x[0])
        best, best_v = None, None
        for q, a, contracts, cash in quick[:6]:
            s2 = dict(sim)
            s2["contracts"], s2["cash"], s2["stage"] = contracts, cash, "income"
            v = self.value(s2, scen)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def on_dismiss(self, view, seat, legal):
        return self.lose_one(view, seat, legal, remove=True)

    def on_give(self, view, seat, legal):
        return self.lose_one(view, seat, legal, remove=False)

    def lose_one(self, view, seat, legal, remove):
        sim = self.sim_of(view, seat)
        scen = self.scen(view, sim, 9)
        best, best_v = None, None
        for a in legal:
            wid = a.get("worker")
            if wid is None:
                continue
            s2 = dict(sim)
            if remove:
                s2["workers"] = tuple(w for w in sim["workers"] if w[0] != wid)
            else:
                s2["unavailable"] = set(sim["unavailable"]) | {wid}
            v = self.value(s2, scen)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def on_loan(self, view, seat, legal):
        sim = self.sim_of(view, seat)
        scen = self.scen(view, sim, 11)
        best, best_v = None, None
        for a in legal:
            if a["type"] != "loan":
                continue
            ln = self.cards.loans[a["loan"]]
            s2 = dict(sim)
            s2["cash"] = sim["cash"] + ln["receive"]
            s2["loans"] = list(sim["loans"])
            s2["loans"][0 if a["loan"] == "small" else 1] += 1
            v = self.value(s2, scen)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def on_choose_event(self, view, seat, legal):
        return legal[0]

    def on_lend(self, view, seat, legal):
        return {"type": "pass"}

    def on_lend_reply(self, view, seat, legal):
        return {"type": "refuse"}
