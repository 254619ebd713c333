"""Rows of the board's lists, computed from what one seat may see.

Everything comes from the engine: the seat's view (MasterBuilder.view), the legal actions
of a decision (which marks what may be clicked), and the printed card data. No rule is
decided here. Colours are the card file's names ("yellow", ...); QML picks the shades.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from mbqt.app import texts
from mbqt.games.master_builder import sentences
from mbqt.games.master_builder.cards import CardSet


def worker_row(cards: CardSet, w: int, face_up: bool = True, **extra) -> dict:
    worker = cards.workers[w]
    wtype = cards.worker_types[worker.type]
    row = {"index": w, "workerId": worker.id, "typeName": texts.card_name(wtype.name), "colour": wtype.color,
           "level": worker.level, "wage": worker.wage, "faceUp": face_up,
           "quirks": [{"letter": q, "name": texts.card_name(cards.quirks[q]),
                       "effect": sentences.quirk_effect(cards, q, texts.LANG)} for q in sorted(worker.quirks)]}
    row.update(extra)
    return row


def _level_colours(cards: CardSet) -> dict:
    return {t.level: t.color for t in cards.worker_types}


def sections(cards: CardSet, num: int, built_mask: int) -> list[dict]:
    colours = _level_colours(cards)
    return [{"idx": s.index, "label": sentences.section_name(cards, num, s.index, texts.LANG),
             "needs": sentences.section_needs(cards, num, s.index, texts.LANG), "kind": s.kind,
             "group": s.group, "built": bool(built_mask >> s.index & 1),
             "requires": [colours[r] for r in s.requires]}
            for s in cards.contracts[num].sections]


def contract_row(cards: CardSet, num: int, built_mask: int = 0, **extra) -> dict:
    c = cards.contracts[num]
    row = {"number": num, "name": texts.card_name(c.name), "kind": c.kind, "price": c.price,
           "minBid": c.min_bid, "sections": sections(cards, num, built_mask),
           "builtCount": bin(built_mask).count("1")}
    row.update(extra)
    return row


def _mask(cards: CardSet, num: int, built_ids) -> int:
    built = set(built_ids)
    return sum(1 << s.index for s in cards.contracts[num].sections if s.id in built)


def deck_rows(cards: CardSet, view: dict, legal: list) -> list[dict]:
    rows = []
    for t in cards.worker_types:
        deck = view["worker_decks"][t.id]
        top = cards.worker_by_id(deck["top"]) if deck["top"] else None
        rows.append({"type": t.index, "typeName": texts.card_name(t.name), "colour": t.color,
                     "count": deck["count"], "wage": t.wage,
                     "topCard": worker_row(cards, top.index) if top else None,
                     "hireable": ("hire", t.index) in legal,
                     "choosable": any(a[0] == "hire_chosen" and cards.workers[a[1]].type == t.index for a in legal)})
    return rows


def _amount_range(amounts: list[int]) -> tuple[int, int]:
    return (min(amounts), max(amounts)) if amounts else (0, 0)


def display_rows(cards: CardSet, view: dict, legal: list) -> list[dict]:
    auction = view["auction"]
    rows = []
    for item in view["display"]:
        num = item["number"]
        amounts = [a[2] for a in legal if a[0] == "open" and a[1] == num]
        low, high = _amount_range(amounts)
        rows.append(contract_row(cards, num, bonus=item["bonus"], openable=bool(amounts), openMin=low,
                                 openMax=high, inAuction=bool(auction and auction["contract"] == num)))
    return rows


def seat_rows(cards: CardSet, view: dict, legal: list, seats: list[dict], viewer: int | None) -> list[dict]:
    decision = view["decision"] or {}
    firable = {a[1] for a in legal if a[0] == "fire"}
    rows = []
    for p in view["players"]:
        i = p["seat"]
        workers = []
        for wj in p["workers"]:
            w = cards.worker_by_id(wj["id"]).index
            workers.append(worker_row(cards, w, wj["face_up"], firable=w in firable,
                                      lentTo=p["lent_out"].get(wj["id"], -1)))
        contracts = [contract_row(cards, c["number"], _mask(cards, c["number"], c["built"]))
                     for c in p["contracts"]]
        hand = p.get("event_hand")
        rows.append({
            "seat": i, "name": p["name"], "colour": seats[i]["colour"], "symbol": seats[i]["symbol"],
            "kindLabel": texts.ai_level_name(seats[i]["kind"]), "human": seats[i]["kind"] == "human",
            "money": p["money"], "wageTotal": p["wage_total"],
            "loansSmall": p["loans"]["small"], "loansLarge": p["loans"]["large"],
            "isStart": view["start_player"] == i, "isTurn": decision.get("seat") == i,
            "isViewer": viewer == i, "workers": workers, "contracts": contracts,
            "handCount": len(hand) if isinstance(hand, list) else (hand or 0),
            "planSubmitted": bool(p.get("plan_submitted")),
        })
    return rows


def hand_rows(cards: CardSet, view: dict, viewer: int | None, legal: list) -> list[dict]:
    """The viewer's event cards (variant Selective events)."""
    if viewer is None:
        return []
    hand = view["players"][viewer].get("event_hand")
    if not isinstance(hand, list):
        return []
    rows = []
    for event_id in hand:
        e = cards.event_by_id(event_id)
        rows.append({"index": e.index, "name": texts.card_name(e.name), "effect": sentences.effect_text(cards, e.index, texts.LANG),
                     "playable": ("choose_event", e.index) in legal})
    return rows


def event_rows(cards: CardSet, view: dict) -> list[dict]:
    rows = []
    for event_id in view["events"]:
        e = cards.event_by_id(event_id)
        rows.append({"index": e.index, "name": texts.card_name(e.name), "effect": sentences.effect_text(cards, e.index, texts.LANG)})
    return rows


def city_rows(cards: CardSet, view: dict, seats: list[dict]) -> list[dict]:
    return [{"number": b["contract"], "name": texts.card_name(cards.contracts[b["contract"]].name),
             "kind": cards.contracts[b["contract"]].kind, "builder": b["builder"],
             "builderName": seats[b["builder"]]["name"], "colour": seats[b["builder"]]["colour"],
             "symbol": seats[b["builder"]]["symbol"]} for b in view["city"]]


def choice_rows(cards: CardSet, legal: list, kind: str) -> list[dict]:
    """Workers a decision offers one by one: dismiss, give, or hire_chosen (one deck's cards)."""
    return [worker_row(cards, a[1]) for a in legal if a[0] == kind]


def economic_text(cards: CardSet, card: int, players: int) -> str:
    """What the economic card on the board reveals this round."""
    return texts.plural("Board", cards.economic[card].revealed[players],
                        QT_TRANSLATE_NOOP("Board", "%n new contract this round"),
                        QT_TRANSLATE_NOOP("Board", "%n new contracts this round"))
