"""A bot-side model of Les Bâtisseurs : Moyen Âge, written from the rules (manual.fr.txt) and
the protocol (docs/bots.md, docs/batisseurs.md "Files"); standard library only, no mbqt.

What it knows: the cards (the bundled cards.json, or a `hello` message's `cards`), the rules
of one's own turn (3 free actions, extra ones at 5 écus, the k-th unit sent to the same site
in a turn costs k actions, take 1/3/6 écus for 1/2/3 actions, completion frees the units and
pays the reward, a finished machine joins the team at 0 écus), the end at 17 card points
(the round is finished) and the score (points + 1 per full 10 écus).

How it plays: a beam search over the actions of its own turn (refills of the rows are unknown
and left out), each end-of-turn position valued by `Evaluator` (points, écus, each site's
worth discounted by when the team can finish it, the team's production, a shortage of écus,
the race to 17); the best few turns are looked at one turn further (the next turn searched
the same way). In the last round, the final score itself. A style is a set of weights
(`Style`) plus, where a script wants, its own candidate ordering.
"""
from __future__ import annotations

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import botio  # noqa: E402

RES = ("stone", "wood", "knowledge", "tile")
TAKE = {1: 1, 2: 3, 3: 6}
EXTRA_COST = 5
END_POINTS = 17


class Cards:
    def __init__(self, data: dict):
        self.units = {}       # id -> (cost, production 4-tuple, is_machine)
        self.buildings = {}   # id -> (reward, vp, requirement 4-tuple, machine production or None)
        for w in data["workers"]:
            self.units[w["id"]] = (w["cost_ecus"], tuple(w["produces"][r] for r in RES), False)
        for b in list(data["buildings"]) + list(data.get("machines", [])):
            prod = b.get("produces_when_used_as_worker")
            mprod = tuple(prod[r] for r in RES) if b.get("is_machine") and prod else None
            self.buildings[b["id"]] = (b.get("reward_ecus", 0), b["victory_points"],
                                       tuple(b["requires"][r] for r in RES), mprod)
            if mprod:
                self.units[b["id"]] = (b.get("cost_to_send_to_work_ecus", 0), mprod, True)


class Style:
    """Weights of the evaluation; each script sets its own."""
    ev = 0.1            # value of an écu held (end of game: 0.1 point)
    gamma = 0.85        # discount per turn until a site is finished
    action = 0.45       # cost of one future action (points)
    short = 0.3         # cost of each écu short of what the next sends need
    team_k = 4          # only the best k units count in the team's value
    team_per_res = 0.12
    machine_per_res = 0.22
    machine_bonus = 0.0  # extra worth of a machine site
    width = 6           # beam width
    max_extra = 2       # actions bought per turn at most
    lookahead = 3       # end-of-turn positions looked at one turn further
    n_open = 3
    n_recruit = 3
    free_left = 0.5     # value of a free action not used yet (ranking inside the beam)
    rate = 1.8          # points a player makes per turn (race clock)

    def building_score(self, model, bid, node):
        """Order of the buildings to open (only the best n_open are tried)."""
        reward, vp, req, mprod = model.cards.buildings[bid]
        worth = vp + self.ev * reward + (self.machine_bonus + self.machine_per_res * sum(mprod) * 3 if mprod else 0)
        return worth / (sum(req) + 2)

    def worker_score(self, model, wid, node):
        cost, prod, _ = model.cards.units[wid]
        need = [0, 0, 0, 0]
        for bid, produced, _units in node.sites:
            req = model.cards.buildings[bid][2]
            for i in range(4):
                need[i] += max(0, req[i] - produced[i])
        useful = sum(min(p, n) for p, n in zip(prod, need))
        return useful * 2 + sum(prod)


class Node:
    __slots__ = ("money", "free", "sent", "team", "sites", "points", "brow", "wrow", "extra", "first",
                 "seq", "value", "done")

    def key(self):
        return (self.money, self.free, tuple(sorted(self.sent.items())), tuple(sorted(self.team)),
                tuple(sorted((b, p, tuple(sorted(u))) for b, p, u in self.sites)), self.points, self.brow, self.wrow)


class Model:
    def __init__(self, cards: Cards, style: Style):
        self.cards = cards
        self.style = style

    # --- the state of one seat, from the view

    def node_from_view(self, view: dict, seat: int) -> Node:
        me = view["players"][seat]
        n = Node()
        n.money = me["money"]
        n.points = me["points"]
        n.team = tuple(me["team"])
        n.sites = tuple((s["building"], tuple(s["produced"][r] for r in RES), tuple(s["workers"]))
                        for s in me["sites"])
        d = view.get("decision") or {}
        mine = d.get("seat") == seat
        n.free = d.get("free_actions", 3) if mine else 3
        n.sent = dict(d.get("sent", {})) if mine else {}
        n.brow = tuple(view["building_row"])
        n.wrow = tuple(view["worker_row"])
        n.extra = 0
        n.first = None
        n.seq = ()
        n.value = 0.0
        n.done = False
        return n

    @staticmethod
    def copy(n: Node) -> Node:
        c = Node()
        c.money, c.free, c.sent, c.team, c.sites = n.money, n.free, n.sent, n.team, n.sites
        c.points, c.brow, c.wrow, c.extra, c.first, c.seq = n.points, n.brow, n.wrow, n.extra, n.first, n.seq
        c.value, c.done = 0.0, False
        return c

    # --- one's own turn

    def candidates(self, n: Node, allow_extra: bool):
        st = self.style
        acts = []
        units = self.cards.units
        if n.free > 0:
            acts.append({"type": "take", "actions": n.free})
            for bid in sorted(n.brow, key=lambda b: -st.building_score(self, b, n))[:st.n_open]:
                acts.append({"type": "open", "building": bid})
            for wid in sorted(n.wrow, key=lambda w: -st.worker_score(self, w, n))[:st.n_recruit]:
                acts.append({"type": "recruit", "worker": wid})
        for bid, produced, _u in n.sites:
            req = self.cards.buildings[bid][2]
            rem = [max(0, req[i] - produced[i]) for i in range(4)]
            k = n.sent.get(bid, 0) + 1
            extra = max(0, k - n.free)
            if extra and not allow_extra:
                continue
            seen = set()
            scored = []
            for u in n.team:
                cost, prod, _m = units[u]
                sig = (cost, prod)
                if sig in seen:
                    continue
                seen.add(sig)
                if cost + EXTRA_COST * extra > n.money:
                    continue
                useful = sum(min(p, r) for p, r in zip(prod, rem))
                if useful == 0:
                    continue
                completes = all(p >= r for p, r in zip(prod, rem))
                scored.append((completes * 100 + useful * 10 - cost - (sum(prod) - useful), u))
            scored.sort(reverse=True)
            for _s, u in scored[:3]:
                acts.append({"type": "send", "worker": u, "site": bid})
        return acts

    def apply(self, n: Node, a: dict) -> Node:
        c = self.copy(n)
        t = a["type"]
        if t == "take":
            c.money += TAKE[a["actions"]]
            c.free -= a["actions"]
        elif t == "open":
            self._pay_actions(c, 1)
            c.brow = tuple(b for b in c.brow if b != a["building"])
            c.sites = c.sites + ((a["building"], (0, 0, 0, 0), ()),)
        elif t == "recruit":
            self._pay_actions(c, 1)
            c.wrow = tuple(w for w in c.wrow if w != a["worker"])
            c.team = c.team + (a["worker"],)
        elif t == "send":
            u, bid = a["worker"], a["site"]
            k = c.sent.get(bid, 0) + 1
            c.sent = dict(c.sent)
            c.sent[bid] = k
            self._pay_actions(c, k)
            cost, prod, _m = self.cards.units[u]
            c.money -= cost
            team = list(c.team)
            team.remove(u)
            sites = []
            for b, produced, us in c.sites:
                if b == bid:
                    produced = tuple(x + y for x, y in zip(produced, prod))
                    us = us + (u,)
                    reward, vp, req, mprod = self.cards.buildings[b]
                    if all(x >= y for x, y in zip(produced, req)):
                        c.points += vp
                        c.money += reward
                        team.extend(us)
                        if mprod:
                            team.append(b)
                        continue
                sites.append((b, produced, us))
            c.sites = tuple(sites)
            c.team = tuple(team)
        elif t == "end":
            c.done = True
        c.seq = n.seq + (a,)
        c.first = n.first or a
        if c.free == 0 and c.money < EXTRA_COST:
            c.done = True
        return c

    @staticmethod
    def _pay_actions(c: Node, k: int) -> None:
        extra = max(0, k - c.free)
        c.free = max(0, c.free - k)
        c.money -= EXTRA_COST * extra
        c.extra += extra

    def search(self, root: Node, evaluate, width=None, max_extra=None) -> list:
        """End-of-turn positions reached by a beam search, best first (each with .value)."""
        st = self.style
        width = width or st.width
        max_extra = st.max_extra if max_extra is None else max_extra
        terminals = {}
        if root.done or root.free == 0:
            r = self.copy(root)
            r.seq, r.first = root.seq, root.first or {"type": "end"}
            r.value = evaluate(r)
            terminals[r.key()] = r
        beam = [root] if not root.done else []
        for _depth in range(root.free + max_extra + 1):
            children = {}
            for n in beam:
                for a in self.candidates(n, n.extra < max_extra):
                    c = self.apply(n, a)
                    k = c.key()
                    if k in children or k in terminals:
                        continue
                    c.value = evaluate(c)
                    children[k] = c
            if not children:
                break
            nxt = []
            for k, c in children.items():
                if c.free == 0:
                    e = self.copy(c)
                    e.seq, e.first, e.value = c.seq, c.first, c.value
                    terminals[k] = e
                if not c.done:
                    nxt.append(c)
            nxt.sort(key=lambda c: -(c.value + st.free_left * c.free))
            beam = nxt[:width]
            if not beam:
                break
        return sorted(terminals.values(), key=lambda c: -c.value)


class Evaluator:
    """The value of one's position at the end of one's turn (see the module's docstring)."""

    def __init__(self, model: Model, ctx: dict):
        self.m = model
        self.st = model.style
        self.ctx = ctx

    def final_score(self, n: Node) -> float:
        return n.points + n.money // 10 + 0.01 * n.points + 0.0001 * n.money

    def __call__(self, n: Node) -> float:
        ctx = self.ctx
        if ctx["final"]:
            return self.final_score(n)
        if n.points >= END_POINTS:
            mine = self.final_score(n)
            opp = ctx["opp_final"] + (ctx["opp_last_gain"] if ctx["opp_plays_after"] else 0)
            return mine + (100 if mine > opp else (50 if mine == opp else 0))
        return self.position(n, ctx["turns_left"])

    def position(self, n: Node, turns_left: float) -> float:
        st = self.st
        cards = self.m.cards
        units = cards.units
        v = n.points + st.ev * n.money
        pool = sorted(n.team, key=lambda u: -sum(units[u][1]))
        sites = []
        for bid, produced, us in n.sites:
            reward, vp, req, mprod = cards.buildings[bid]
            rem = [max(0, req[i] - produced[i]) for i in range(4)]
            sites.append((sum(rem), bid, rem, reward, vp, mprod))
        sites.sort()
        cum = 0.0
        ecus_soon = 0
        for _t, bid, rem, reward, vp, mprod in sites:
            sends, ecu, pool = self.cover(rem, pool)
            cum += sends
            when = cum / 3.0
            worth = vp + st.ev * reward
            if mprod:
                worth += st.machine_bonus + self.machine_work(mprod, turns_left - when)
            if when > turns_left + 0.34:
                worth *= 0.15
            sv = worth * st.gamma ** when - st.action * sends - st.ev * ecu
            if sv > 0:
                v += sv
            if when <= 2:
                ecus_soon += ecu
        v -= st.short * max(0, ecus_soon - n.money)
        # the team: its best units (on sites or free)
        owned = list(n.team) + [u for _b, _p, us in n.sites for u in us]
        vals = sorted(((st.machine_per_res if units[u][2] else st.team_per_res) * sum(units[u][1]) for u in owned),
                      reverse=True)
        v += sum(vals[:st.team_k]) * min(1.0, max(0.2, turns_left / 4))
        return v

    def machine_work(self, mprod, turns) -> float:
        return 0.0  # a machine's work is in the team value once it is built

    def cover(self, rem, pool):
        """Greedy choice of free units meeting the needs: (sends incl. recruits, écus, pool left)."""
        units = self.m.cards.units
        rem = list(rem)
        left = list(pool)
        sends = 0
        ecu = 0
        while sum(rem) > 0:
            best = None
            best_score = 0
            for i, u in enumerate(left):
                cost, prod, _m = units[u]
                useful = sum(min(p, r) for p, r in zip(prod, rem))
                if useful <= 0:
                    continue
                score = useful * 4 - cost
                if best is None or score > best_score:
                    best, best_score = i, score
            if best is None:
                break
            u = left.pop(best)
            cost, prod, _m = units[u]
            rem = [max(0, r - p) for r, p in zip(rem, prod)]
            sends += 1
            ecu += cost
        missing = sum(rem)
        if missing:
            hires = math.ceil(missing / 3.5)
            sends += 2 * hires
            ecu += missing + hires
        return sends, ecu, left


class BatBot:
    """A Les Bâtisseurs bot of a given style."""

    def __init__(self, script_file: str, style: Style, evaluator=Evaluator):
        self.cards = Cards(botio.load_cards(script_file, "resources/batisseurs/cards.json"))
        self.style = style
        self.evaluator_class = evaluator
        self.model = Model(self.cards, style)

    def hello(self, message: dict) -> None:
        cards = message.get("cards")
        if isinstance(cards, dict) and "workers" in cards and "buildings" in cards:
            try:
                self.cards = Cards(cards)
                self.model = Model(self.cards, self.style)
            except (KeyError, TypeError, ValueError) as err:
                print(f"gauntlet: cannot read the hello's cards ({err!r}); keeping the bundled ones", file=sys.stderr)

    def context(self, view: dict, seat: int) -> dict:
        players = view["players"]
        n = len(players)
        start = view.get("start_player", 0)
        others = [p for p in players if p["seat"] != seat]
        best_opp = max(others, key=lambda p: (p["points"] + p["money"] // 10, p["points"]))
        rate = self.style.rate
        me = players[seat]
        t_opp = (END_POINTS - max(p["points"] for p in others)) / rate
        t_me = (END_POINTS - me["points"]) / rate
        ctx = {"final": bool(view.get("last_round")),
               "turns_left": max(0.5, min(t_opp, t_me + 1)),
               "opp_final": best_opp["points"] + best_opp["money"] // 10 + 0.01 * best_opp["points"]
                            + 0.0001 * best_opp["money"],
               # seats after mine in this round (the round ends with the seat before the start player)
               "opp_plays_after": (seat - start) % n < n - 1,
               "opp_last_gain": 0.0}
        if ctx["opp_plays_after"] and not ctx["final"] and me["points"] >= END_POINTS - 8:
            ctx["opp_last_gain"] = self.best_final_gain(view, best_opp["seat"])
        return ctx

    def best_final_gain(self, view: dict, seat: int) -> float:
        """What the seat could add to its final score in one last turn (searched as its own)."""
        root = self.model.node_from_view(view, seat)
        ev = self.evaluator_class(self.model, {"final": True})
        base = ev.final_score(root)
        best = self.model.search(root, ev, width=4)
        return (best[0].value - base) if best else 0.0

    def decide(self, message: dict) -> dict:
        view, seat, legal = message["view"], message["seat"], message["legal"]
        ctx = self.context(view, seat)
        ev = self.evaluator_class(self.model, ctx)
        root = self.model.node_from_view(view, seat)
        plans = self.model.search(root, ev)
        best = plans[0] if plans else None
        if plans and not ctx["final"] and self.style.lookahead and ctx["turns_left"] > 1:
            best_v = None
            ctx2 = dict(ctx)
            ctx2["turns_left"] = max(0.5, ctx["turns_left"] - 1)
            ev2 = self.evaluator_class(self.model, ctx2)
            for p in plans[:self.style.lookahead]:
                if p.points >= END_POINTS:
                    v = p.value + 10
                else:
                    nxt = self.model.copy(p)
                    nxt.free, nxt.sent, nxt.extra, nxt.seq, nxt.first, nxt.done = 3, {}, 0, (), None, False
                    second = self.model.search(nxt, ev2, width=max(3, self.style.width // 2))
                    v = second[0].value if second else p.value
                if best_v is None or v > best_v:
                    best, best_v = p, v
        action = best.first if best is not None and best.first else None
        if action is None or action not in legal:
            action = self.fallback(legal, root)
        return action

    @staticmethod
    def fallback(legal: list, root: Node) -> dict:
        for a in legal:
            if a["type"] == "end":
                return a
        takes = [a for a in legal if a["type"] == "take"]
        return max(takes, key=lambda a: a["actions"]) if takes else legal[0]
