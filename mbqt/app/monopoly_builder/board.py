"""Rows and figures of the Monopoly Builder board, computed from the state (everything on this
table is public: R14) and the legal actions of the decision, which say what may be clicked.
No rule is decided here: the buttons are legal actions, a floor's affordability is the
engine's (its view), and a gesture the engine would refuse is answered with its reason.
Words come from the game's catalogue (mbqt/games/monopoly_builder/sentences.py) and, for the
board's own labels, from the app's translations (context "Mono")."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from mbqt.app import texts
from mbqt.core.errors import IllegalAction
from mbqt.games.monopoly_builder import sentences
from mbqt.games.monopoly_builder.rules import min_bid, payment

translate = texts.translate

# A building's tooltip (%1: its owner, %n: its floors).
BUILDING_ONE = QT_TRANSLATE_NOOP("Mono", "%1's building, %n floor")
BUILDING_MANY = QT_TRANSLATE_NOOP("Mono", "%1's building, %n floors")

# Each decision's prompt (%1: the player); its figures after.
PROMPTS = {
    "discard": QT_TRANSLATE_NOOP("Mono", "%1, you hold more than %2 resources: discard one onto your space."),
    "roll": QT_TRANSLATE_NOOP("Mono", "%1, roll the dice."),
    "jail": QT_TRANSLATE_NOOP("Mono", "%1, you are in jail: pay the fine, use a card, or roll for a double "
                                      "(try %2 of %3)."),
    "buy": QT_TRANSLATE_NOOP("Mono", "%1, buy %2 for %3, or put it up for auction."),
    "buy_short": QT_TRANSLATE_NOOP("Mono", "%1, %2 costs %3 and you have %4: mortgage deeds (click them in your "
                                           "panel) to buy it, or put it up for auction."),
    "auction": QT_TRANSLATE_NOOP("Mono", "%1, bid for %2 or pass."),
    "claim": QT_TRANSLATE_NOOP("Mono", "%1, %2 stopped on %3: claim the rent of %4?"),
    "debt": QT_TRANSLATE_NOOP("Mono", "%1, you owe %2 and lack the money: mortgage deeds (click them in your panel)."),
    "steal": QT_TRANSLATE_NOOP("Mono", "%1, choose a resource to steal."),
    "gain": QT_TRANSLATE_NOOP("Mono", "%1, choose the colour of the resources to take from the bank."),
    "lose": QT_TRANSLATE_NOOP("Mono", "%1, choose a resource to return to the bank (%2 to go)."),
    "respond": QT_TRANSLATE_NOOP("Mono", "%1, %2 offers you a trade."),
    "turn": QT_TRANSLATE_NOOP("Mono", "%1, trade, build on the island, or end your turn."),
    "turn_jail": QT_TRANSLATE_NOOP("Mono", "%1, you may trade but not build on a turn in jail; end your turn "
                                           "when done."),
}
# Where the rules reference opens during each decision.
CHAPTERS = {"discard": "turn", "roll": "turn", "jail": "jail", "buy": "spaces", "auction": "spaces",
            "claim": "decisions", "debt": "money", "steal": "spaces", "gain": "spaces", "lose": "spaces",
            "respond": "trade", "turn": "building"}
# The kinds of action gathered behind one button of the bar (a menu of their own).
MENUS = ("bank", "swap", "forced_trade")


def money(amount: int) -> str:
    return sentences.money(amount, texts.LANG)


def colour_name(s, c: int) -> str:
    return sentences.colour_name(s.board, c, texts.LANG)


def resource_names(rules) -> list[str]:
    return [sentences.colour_name(rules.cards, c, texts.LANG) for c in range(4)]


def _group_id(s, deed) -> str:
    return s.board.groups[deed.group].id


def _names(seats: list[dict]) -> list[str]:
    return [seat["name"] for seat in seats]


# ------------------------------------------------------------------ the ring

def space_rows(s) -> list[dict]:
    """Each space: what it is, its deed's owner and mortgage, the tokens on it (the token of
    the player whose turn it is marked) and the chips lying on it."""
    b = s.board
    tokens: dict[int, list[int]] = {}
    for i, p in enumerate(s.players):
        if not p.bankrupt:
            tokens.setdefault(p.pos, []).append(i)
    here = s.players[s.active].pos if not s.over else -1
    rows = []
    for sp in b.spaces:
        deed = b.deeds[sp.deed] if sp.deed >= 0 else None
        owner = s.owner[deed.index] if deed else -1
        rows.append({
            "space": sp.index, "kind": sp.kind, "name": sentences.space_name(b, sp.index, texts.LANG),
            "groupId": _group_id(s, deed) if deed else "", "price": deed.price if deed else 0,
            "dice": deed.dice if deed else 0, "resource": deed.colour if deed else sp.colour, "owner": owner,
            "mortgaged": bool(deed) and s.mortgaged[deed.index],
            "monopoly": owner >= 0 and s.has_monopoly(owner, deed.group),
            "chips": list(s.floor.get(sp.index, (0, 0, 0, 0))), "tokens": tokens.get(sp.index, []),
            "landed": sp.index == here})
    return rows


def deed_tip(s, d: int, names: list[str]) -> str:
    b = s.board
    deed = b.deeds[d]
    lang = texts.LANG
    lines = [sentences.deed_name(b, d, lang) + " — " + sentences.group_name(b, deed.group, lang),
             translate("Mono", "Price %1 · rent %2, with the Monopoly %3").replace("%1", money(deed.price))
             .replace("%2", money(deed.rent)).replace("%3", money(deed.monopoly_rent)),
             translate("Mono", "Dice %1: 2 %2 resources to its owner").replace("%1", str(deed.dice))
             .replace("%2", colour_name(s, deed.colour)),
             translate("Mono", "Mortgage %1 · lifting it %2").replace("%1", money(deed.mortgage))
             .replace("%2", money(deed.unmortgage))]
    owner = s.owner[d]
    if owner >= 0:
        lines.append(translate("Mono", "Owner: %1").replace("%1", names[owner])
                     + (" · " + translate("Mono", "mortgaged") if s.mortgaged[d] else ""))
    return "\n".join(lines)


def space_tip(s, index: int, names: list[str]) -> str:
    b = s.board
    sp = b.spaces[index]
    if sp.deed >= 0:
        return deed_tip(s, sp.deed, names)
    text = sentences.space_name(b, index, texts.LANG)
    if sp.kind == "roll_for_resources":
        chart = ", ".join(f"{k}: {colour_name(s, b.chart[k])}" for k in range(2, 13))
        text += "\n" + chart
    chips = s.floor.get(index)
    if chips:
        text += "\n" + translate("Mono", "Lying here: %1").replace(
            "%1", sentences.chips_words(b, chips, texts.LANG))
    return text


# ------------------------------------------------------------------ the island

def island_size(s) -> tuple[int, int]:
    cells = s.board.foundations
    return max(r for _id, r, _c in cells) + 1, max(c for _id, _r, c in cells) + 1


def cell_rows(s, legal: list, names: list[str]) -> list[dict]:
    """The island's grid row by row: a square without a foundation is empty; a foundation
    shows its building and, when the engine lists a build there, that it takes a click."""
    b = s.board
    rows_n, cols_n = island_size(s)
    builds = {a[1]: a for a in legal if a[0] == "build"}
    top = b.max_own_floors
    grid = {(r, c): i for i, (_id, r, c) in enumerate(b.foundations)}
    out = []
    for r in range(rows_n):
        for c in range(cols_n):
            i = grid.get((r, c))
            if i is None:
                out.append({"cell": "", "foundation": False, "owner": -1, "floors": 0, "penthouse": False,
                            "buildable": False, "buildTip": ""})
                continue
            h, owner = s.height[i], s.built_by[i]
            cell_id = b.foundations[i][0]
            tip = [cell_id]
            if h:
                tip.append(texts.plural("Mono", min(h, top), BUILDING_ONE, BUILDING_MANY).replace("%1", names[owner])
                           + (" + " + translate("Mono", "the Penthouse") if h > top else ""))
            if i in builds:
                floor = h + 1
                label = translate("Mono", "the Penthouse") if floor > top else \
                    translate("Mono", "floor %1").replace("%1", str(floor))
                tip.append(translate("Mono", "Build %1 here: pay %2").replace("%1", label).replace(
                    "%2", sentences.chips_words(b, builds[i][2], texts.LANG)))
            out.append({"cell": cell_id, "foundation": True, "owner": owner if h else -1, "floors": min(h, top),
                        "penthouse": h > top, "buildable": i in builds, "buildTip": "\n".join(tip)})
    return out


def cell_index(s, cell: str) -> int:
    ids = [f[0] for f in s.board.foundations]
    return ids.index(cell) if cell in ids else -1


def build_action(s, legal: list, cell: str):
    i = cell_index(s, cell)
    return next((a for a in legal if a[0] == "build" and a[1] == i), None)


def build_refusal(rules, s, cell: str, names: list[str]) -> str:
    """Why the engine refuses a floor on that square (asked with the card's cost, or the
    chips the player could pay it with)."""
    i = cell_index(s, cell)
    if i < 0:
        return ""
    seat = s.to_move
    p = s.players[seat]
    floors = s.board.references[p.colour].floors
    named, any_count = floors[min(s.height[i], len(floors) - 1)]
    pay = payment(p.chips, named, any_count) or tuple(named[c] + (any_count if c == 0 else 0) for c in range(4))
    try:
        rules.apply(s.clone(), ("build", i, pay))
    except IllegalAction as err:
        reason = rules.explain(err, names, texts.LANG)
        return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")
    return ""


# ------------------------------------------------------------------ the players

def _reference(s, card: list, legal: list) -> list[dict]:
    """A seat's reference card from the view: each floor's chips (named colours, then -1 for
    "any"), whether the seat could build it now, chips and a place for it (the engine's
    words), and whether a build of that floor is legal."""
    colours = s.board.colours
    built = {s.height[a[1]] + 1 for a in legal if a[0] == "build"}
    return [{"label": str(f["floor"]) if f["floor"] < len(card) else "P",
             "chips": [c for c, name in enumerate(colours) for _ in range(f["named"].get(name, 0))] + [-1] * f["any"],
             "affordable": f["affordable"] and f["placeable"], "next": f["floor"] in built} for f in card]


def card_short(s, card: int) -> str:
    kind = s.board.chance[card].kind
    return translate("Mono", "Jail free") if kind == "get_out_of_jail_free" else translate("Mono", "Forced trade")


def card_text(s, card: int) -> str:
    text = s.board.chance[card].text
    return texts.card_name(text)


def seat_rows(s, view: dict, legal: list, seats: list[dict], viewer: int | None) -> list[dict]:
    b = s.board
    names = _names(seats)
    toggles = {a[1] for a in legal if a[0] in ("mortgage", "unmortgage")}
    kinds = {a[0] for a in legal}
    items = s.score_items()
    rows = []
    for i, p in enumerate(s.players):
        acting = s.to_move == i
        deeds = [{"id": b.deeds[d].id, "name": sentences.deed_name(b, d, texts.LANG),
                  "groupId": _group_id(s, b.deeds[d]), "dice": b.deeds[d].dice, "resource": b.deeds[d].colour,
                  "mortgaged": s.mortgaged[d], "tip": deed_tip(s, d, names), "toggle": acting and d in toggles}
                 for d in s.deeds_of(i)]
        cards = [{"index": k, "short": card_short(s, c), "text": card_text(s, c),
                  "usable": acting and ("use_card" in kinds if b.chance[c].kind == "get_out_of_jail_free"
                                        else "forced_trade" in kinds)}
                 for k, c in enumerate(p.cards)]
        token = b.resources[p.colour]["token"]
        rows.append({
            "seat": i, "name": names[i], "colour": seats[i]["colour"], "symbol": seats[i]["symbol"],
            "kindLabel": texts.ai_level_name(seats[i]["kind"]), "human": seats[i]["kind"] == "human",
            "token": texts.card_name(token), "ownResource": p.colour, "money": p.money,
            "points": sum(v for _k, _a, v in items[i]), "chips": list(p.chips), "blocks": p.blocks,
            "deeds": deeds, "cards": cards,
            "floors": _reference(s, view["players"][i]["reference"], legal if acting else []),
            "jailed": p.jail, "bankrupt": p.bankrupt, "isTurn": s.active == i and not s.over,
            "isViewer": viewer == i})
    return rows


def deed_index(s, deed_id: str) -> int:
    return next((d.index for d in s.board.deeds if d.id == deed_id), -1)


def mortgage_action(s, legal: list, deed_id: str):
    d = deed_index(s, deed_id)
    return next((a for a in legal if a[0] in ("mortgage", "unmortgage") and a[1] == d), None)


def card_action(s, legal: list, index: int):
    """The action a kept card's click plays: Get Out of Jail Free, or the forced trade's menu."""
    p = s.players[s.to_move]
    if not 0 <= index < len(p.cards):
        return None
    kind = s.board.chance[p.cards[index]].kind
    if kind == "get_out_of_jail_free":
        return next((a for a in legal if a[0] == "use_card"), None)
    return "forced_trade" if any(a[0] == "forced_trade" for a in legal) else None


# ------------------------------------------------------------------ the action bar

def _button(label: str, action, name: str, primary: bool = False, colour: int = -1):
    return {"label": label, "main": primary, "colour": colour, "name": name}, action


def buttons(s, legal: list, names: list[str], menu) -> list[tuple[dict, tuple]]:
    """The bar's buttons for the decision: (row, engine action, or a menu's name to open).
    Building, (un)mortgaging, bidding and offers have their own gestures."""
    b = s.board
    step = s.step
    out = []
    if menu:
        return _menu_buttons(s, legal, names, menu)
    for a in legal:
        kind = a[0]
        if kind == "roll":
            label = translate("Mono", "Roll for a double ⏎") if step == "jail" else translate("Mono", "Roll the dice ⏎")
            out.append(_button(label, a, "roll", primary=True))
        elif kind == "pay_fine":
            out.append(_button(translate("Mono", "Pay %1 and roll").replace("%1", money(b.jail_fine)), a, "fine"))
        elif kind == "use_card":
            out.append(_button(translate("Mono", "Use Get Out of Jail Free"), a, "card"))
        elif kind == "buy":
            out.append(_button(translate("Mono", "Buy for %1 (B)").replace("%1", money(b.deeds[s.pending].price)),
                               a, "buy", primary=True))
        elif kind == "decline":
            out.append(_button(translate("Mono", "Auction it (A)"), a, "auction"))
        elif kind == "claim":
            out.append(_button(translate("Mono", "Claim %1 ⏎").replace("%1", money(s.rent(s.pending))), a, "claim",
                               primary=True))
        elif kind == "forgo":
            out.append(_button(translate("Mono", "Let it go"), a, "forgo"))
        elif kind == "discard":
            out.append(_button(translate("Mono", "Discard %1").replace("%1", colour_name(s, a[1])), a,
                               f"discard_{a[1]}", colour=a[1]))
        elif kind == "steal":
            out.append(_button(texts.fill(translate("Mono", "%1 from %2"), colour_name(s, a[2]), names[a[1]]), a,
                               f"steal_{a[1]}_{a[2]}", colour=a[2]))
        elif kind == "gain":
            out.append(_button(translate("Mono", "Take %1").replace("%1", colour_name(s, a[1])), a,
                               f"gain_{a[1]}", colour=a[1]))
        elif kind == "return":
            out.append(_button(translate("Mono", "Return %1").replace("%1", colour_name(s, a[1])), a,
                               f"return_{a[1]}", colour=a[1]))
        elif kind == "accept":
            out.append(_button(translate("Mono", "Accept ⏎"), a, "accept", primary=True))
        elif kind == "refuse":
            out.append(_button(translate("Mono", "Refuse"), a, "refuse"))
        elif kind == "end":
            out.append(_button(translate("Mono", "End the turn ⏎"), a, "end", primary=True))
    kinds = {a[0] for a in legal}
    if "bank" in kinds:
        out.append(_button(translate("Mono", "Bank: 4 for 1…"), "bank", "menu_bank"))
    if "swap" in kinds:
        out.append(_button(translate("Mono", "Free Parking: 2 for 1…"), "swap", "menu_swap"))
    if "forced_trade" in kinds:
        out.append(_button(translate("Mono", "FORCED TRADE!…"), "forced_trade", "menu_forced_trade"))
    # The main button first: Return presses it.
    out.sort(key=lambda row: not row[0]["main"])
    return out


def _menu_buttons(s, legal: list, names: list[str], menu) -> list[tuple[dict, tuple]]:
    """A menu's choices: the bank's and Free Parking's trades, or a forced trade in two steps
    (the chip to take and from whom, then the chip to give)."""
    out = []
    kind = menu[0] if isinstance(menu, tuple) else menu
    for a in legal:
        if a[0] != kind:
            continue
        if kind == "bank":
            out.append(_button(translate("Mono", "4 %1 → 1 %2").replace("%1", colour_name(s, a[1]))
                               .replace("%2", colour_name(s, a[2])), a, f"bank_{a[1]}_{a[2]}", colour=a[2]))
        elif kind == "swap":
            given = sentences.chips_words(s.board, [int(a[1] == c) + int(a[2] == c) for c in range(4)], texts.LANG)
            out.append(_button(translate("Mono", "%1 → 1 %2").replace("%1", given).replace(
                "%2", colour_name(s, a[3])), a, f"swap_{a[1]}_{a[2]}_{a[3]}", colour=a[3]))
        elif menu == "forced_trade":
            pair = ("forced_trade", a[1], a[2])
            if all(row[1] != pair for row in out):
                out.append(_button(translate("Mono", "Take %1 from %2").replace("%1", colour_name(s, a[2]))
                                   .replace("%2", names[a[1]]), pair, f"take_{a[1]}_{a[2]}", colour=a[2]))
        elif a[1:3] == menu[1:3]:
            out.append(_button(translate("Mono", "Give %1").replace("%1", colour_name(s, a[3])), a,
                               f"give_{a[3]}", colour=a[3]))
    out.append(_button(translate("Mono", "Back"), "back", "back"))
    return out


def prompt(s, view: dict, name: str, names: list[str]) -> str:
    step = s.step
    b = s.board
    decision = view.get("decision") or {}
    if step == "turn" and s.jail_turn:
        step = "turn_jail"
    if step == "buy" and s.players[s.active].money < b.deeds[s.pending].price:
        step = "buy_short"          # the engine lists mortgages, not the purchase (D06)
    text = translate("Mono", PROMPTS.get(step, PROMPTS["turn"])).replace("%1", name)
    if step == "discard":
        text = text.replace("%2", str(b.hand_limit))
    elif step == "jail":
        text = text.replace("%2", str(s.players[s.active].jail_tries + 1)).replace("%3", str(b.jail_turns))
    elif step in ("buy", "buy_short"):
        text = text.replace("%2", sentences.deed_name(b, s.pending, texts.LANG)).replace(
            "%3", money(b.deeds[s.pending].price)).replace("%4", money(s.players[s.active].money))
    elif step == "auction":
        text = text.replace("%2", sentences.deed_name(b, s.auction[0], texts.LANG))
    elif step == "claim":
        text = text.replace("%2", names[s.active]).replace(
            "%3", sentences.deed_name(b, s.pending, texts.LANG)).replace("%4", money(s.rent(s.pending)))
    elif step == "debt":
        text = text.replace("%2", money(decision.get("debt", {}).get("amount", 0)))
    elif step == "lose":
        text = text.replace("%2", str(s.pending))
    elif step == "respond":
        text = text.replace("%2", names[s.offer[0]])
    return text


def guide(s, legal: list) -> str:
    kinds = {a[0] for a in legal}
    parts = []
    if "build" in kinds:
        parts.append(translate("Mono", "Click a marked square of the island to build (your reference card says "
                                       "what each floor costs)."))
    if kinds & {"mortgage", "unmortgage"}:
        parts.append(translate("Mono", "Click a deed of yours to mortgage it or lift its mortgage."))
    return " ".join(parts)


def _bundle(b: tuple) -> dict:
    money_, chips, deeds, cards = b
    return {"money": money_, "chips": list(chips), "deeds": list(deeds), "cards": list(cards)}


def offer_text(s, names: list[str]) -> str:
    """The offer waiting for an answer, from the side of the player it is made to."""
    if s.step != "respond" or not s.offer:
        return ""
    frm, _to, give, get = s.offer
    return translate("Mono", "%1 gives %2; you give %3.").replace("%1", names[frm]).replace(
        "%2", sentences.bundle_words(s.board, _bundle(give), texts.LANG)).replace(
        "%3", sentences.bundle_words(s.board, _bundle(get), texts.LANG))


# ------------------------------------------------------------------ the middle of the board

def last_roll(log: list) -> tuple[int, list]:
    """(the log index of the last roll, its dice): a roll of the turn or for resources."""
    for k in range(len(log) - 1, -1, -1):
        key, args = log[k]
        if key in ("rolled", "resource_roll"):
            return k + 1, list(args["dice"])
    return 0, [0, 0]


def last_card(s, log: list) -> dict:
    """The Chance card drawn during the turn being played, if any."""
    for k in range(len(log) - 1, -1, -1):
        key, args = log[k]
        if key == "turn":
            break
        if key == "chance_drawn":
            card = s.board.chance[args["card"]]
            return {"drawn": k, "text": texts.card_name(card.text), "keep": card.keep}
    return {}


def auction(s, names: list[str], acting: bool) -> dict:
    if s.step != "auction" or not s.auction:
        return {"active": False}
    deed, high, bidder, order = s.auction
    d = s.board.deeds[deed]
    me = s.players[s.to_move]
    bidders = [{"seat": q, "name": names[q], "out": q not in order, "next": q == s.to_move}
               for q in range(s.n) if not s.players[q].bankrupt]
    return {"active": True, "deed": sentences.deed_name(s.board, deed, texts.LANG), "groupId": _group_id(s, d),
            "price": d.price, "bid": high, "bidder": bidder, "bidderName": names[bidder] if bidder >= 0 else "",
            "min": min_bid(s), "max": me.money, "step": s.board.min_raise, "canBid": acting, "bidders": bidders}


def table(s, log: list, legal: list, names: list[str], acting: bool, actions: int) -> dict:
    rolls, dice = last_roll(log)
    rows_n, cols_n = island_size(s)
    return {"dice": dice, "rolls": rolls, "bank": list(s.supply), "columns": cols_n,
            "auction": auction(s, names, acting), "chance": last_card(s, log),
            "offer": offer_text(s, names) if acting else "", "guide": guide(s, legal) if acting else "",
            "key": f"{actions}/{s.step}/{s.to_move}" if acting else ""}


# ------------------------------------------------------------------ the end

def rules_chapter(s) -> str:
    return "end" if s.over else CHAPTERS.get(s.step, "turn")
