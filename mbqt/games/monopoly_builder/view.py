"""What a seat can see, as JSON (docs/monopoly-builder.md, "The view"), and sampling of
what it cannot (for search AIs).

Everything on the table is public (R14): money, chips, deeds, mortgages, kept cards, the
chips lying on spaces, the island. Hidden from every seat alike: the order of the Chance
pile (except the cards put back at its bottom since the shuffle, whose order all have seen)
and the future dice.
"""
from __future__ import annotations

import random

from mbqt.games.monopoly_builder.actions import bundle_json
from mbqt.games.monopoly_builder.rules import min_bid, payment, places, winners
from mbqt.games.monopoly_builder.state import MAX_OFFERS, State

# Log keys whose entry turned up something nobody knew: the undo stops there.
REVEALS = {"rolled": "dice", "chance_drawn": "chance"}


def chips_json(board, chips) -> dict:
    return dict(zip(board.colours, chips))


def _decision(s: State) -> dict | None:
    if s.over:
        return None
    b = s.board
    step = s.step
    out = {"seat": s.to_move, "step": step, "active": s.active}
    if step in ("buy", "claim"):
        out["deed"] = b.deeds[s.pending].id
        out["price" if step == "buy" else "rent"] = b.deeds[s.pending].price if step == "buy" else s.rent(s.pending)
    elif step == "auction":
        deed, high, bidder, order = s.auction
        out.update({"deed": b.deeds[deed].id, "high": high, "high_bidder": None if bidder < 0 else bidder,
                    "min_bid": min_bid(s), "bidders": list(order)})
    elif step == "debt":
        debtor, creditor, amount, reason = s.debts[0][:4]
        out["debt"] = {"to": None if creditor < 0 else creditor, "amount": amount, "reason": reason}
    elif step == "discard":
        out["count"] = sum(s.players[s.active].chips) - b.hand_limit
    elif step in ("gain", "lose"):
        out["count"] = s.pending
    elif step == "respond":
        frm, _to, give, get = s.offer
        out["offer"] = {"from": frm, "give": bundle_json(b, give), "get": bundle_json(b, get)}
    elif step == "turn":
        out.update({"can_build": not s.jail_turn, "parking": s.parking, "offers_left": MAX_OFFERS - s.offers})
    elif step == "jail":
        out["tries"] = s.players[s.active].jail_tries
    return out


def state_json(s: State, seat: int | None = None) -> dict:
    """The JSON of a state: everything when seat is None, else what that seat can know (the
    same, less the Chance pile's unknown order)."""
    b = s.board
    items = s.score_items()
    players = []
    for i, p in enumerate(s.players):
        room = places(s, i)
        players.append({
            "seat": i, "name": p.name, "colour": b.colours[p.colour], "money": p.money,
            "chips": chips_json(b, p.chips), "position": p.pos, "in_jail": p.jail, "jail_tries": p.jail_tries,
            "bankrupt": p.bankrupt, "blocks": p.blocks,
            "deeds": [b.deeds[d].id for d in s.deeds_of(i)],
            "mortgaged": [b.deeds[d].id for d in s.deeds_of(i) if s.mortgaged[d]],
            "cards": [b.chance[c].id for c in p.cards],
            "points": sum(v for _k, _a, v in items[i]),
            "reference": [{"floor": f + 1, "named": chips_json(b, named), "any": any_count,
                           "affordable": payment(p.chips, named, any_count) is not None,
                           "placeable": f + 1 in room}
                          for f, (named, any_count) in enumerate(b.references[p.colour].floors)],
        })
    out = {
        "game": "monopoly-builder",
        "round": s.round,
        "turn": s.turns,
        "start_player": s.start,
        "variants": {"claim_rent": s.claim_rent},
        "decision": _decision(s),
        "dice": list(s.dice) if s.dice else None,
        "doubles": s.doubles,
        "players": players,
        "deeds": [{"id": d.id, "owner": None if s.owner[d.index] < 0 else s.owner[d.index],
                   "mortgaged": s.mortgaged[d.index], "rent": s.rent(d.index)} for d in b.deeds],
        "floor": [{"space": k, "chips": chips_json(b, v)} for k, v in sorted(s.floor.items())],
        "supply": chips_json(b, s.supply),
        "island": [{"cell": f[0], "owner": None if s.built_by[i] < 0 else s.built_by[i], "height": s.height[i]}
                   for i, f in enumerate(b.foundations)],
        "chance_pile": len(s.pile),
        "chance_bottom": [b.chance[c].id for c in s.pile[len(s.pile) - s.known:]],
    }
    if seat is None:
        out["chance_order"] = [b.chance[c].id for c in s.pile]
    if s.over:
        out["end"] = s.end
        # "total" as in every game's view: the shell's saves list reads it (the points here).
        out["scores"] = [{"seat": i, "points": total, "money": s.players[i].money, "total": total}
                         for i, total in enumerate(sum(v for _k, _a, v in it) for it in items)]
        out["winners"] = winners(s)
    return out


def revealed(_state, entries: list) -> str | None:
    """What the action that produced `entries` turned up: "dice" (a roll) or "chance" (a
    card drawn), or None. The undo policy stops there."""
    for key, _args in entries:
        if key in REVEALS:
            return REVEALS[key]
    return None


def sample(s: State, seat: int, rng: random.Random) -> State:
    """A full state the seat cannot tell apart from the real one: the future dice and the
    unknown part of the Chance pile drawn again."""
    t = s.clone()
    t.rng = rng.getrandbits(64)
    unknown = len(t.pile) - t.known
    top = t.pile[:unknown]
    rng.shuffle(top)
    t.pile[:unknown] = top
    return t
