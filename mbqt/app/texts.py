"""Every sentence the Python side shows: names of things, effects of cards, and the game
log rendered from the engine's structured entries (key, args). All through
QCoreApplication.translate, so a language switch can re-render the whole history.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from mbqt import lang
from mbqt.core.registry import GAMES, game_info
from mbqt.games.master_builder.cards import CardSet

translate = QCoreApplication.translate
LANG = "en"     # the interface language (mbqt.app.language.apply sets it): card names, money


def money(amount: int) -> str:
    return lang.money(amount, LANG)


def card_name(names: dict) -> str:
    return names.get(LANG) or names["en"]


def game_name(game: str) -> str:
    """A game of the family (an id of mbqt.core.registry) by its title in the interface language."""
    return game_info(game).title(LANG) if game in GAMES else game


def phase_names() -> list[str]:
    return [translate("Board", "Hire and fire"), translate("Board", "Contracts"),
            translate("Board", "Events"), translate("Board", "Build"),
            translate("Board", "Income and wages")]


def ai_level_name(kind: str) -> str:
    return {"human": translate("Seats", "Human"), "easy": translate("Seats", "Easy"),
            "medium": translate("Seats", "Medium"), "hard": translate("Seats", "Hard"),
            "random": translate("Seats", "Random")}.get(kind, kind)


def section_name(kind: str, index_in_kind: int) -> str:
    names = {"side_wall": translate("Board", "side wall %1"), "gable_end": translate("Board", "gable end %1"),
             "roof": translate("Board", "roof %1"), "wall": translate("Board", "wall %1"),
             "side_piece": translate("Board", "side piece %1")}
    return names[kind].replace("%1", str(index_in_kind))


def section_label(cards: CardSet, num: int, idx: int) -> str:
    """'side wall 2', or for city walls 'wall 2, side piece 1'."""
    contract = cards.contracts[num]
    section = contract.sections[idx]
    same = [s for s in contract.sections if s.kind == section.kind and s.group == section.group]
    label = section_name(section.kind, same.index(section) + 1)
    if contract.kind == "city_wall" and section.kind == "side_piece":
        label = translate("Board", "%1 of wall %2").replace("%1", label).replace("%2", str(section.group + 1))
    elif contract.kind == "city_wall":
        label = section_name("wall", section.group + 1)
    return label


def _or_list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return translate("Board", "%1 or %2").replace("%1", ", ".join(items[:-1])).replace("%2", items[-1])


def _quirk_names(cards: CardSet, letters) -> list[str]:
    return [card_name(cards.quirks[q]) for q in sorted(letters)]


def _type_names(cards: CardSet, types) -> list[str]:
    return [card_name(cards.worker_types[t].name) for t in sorted(types)]


def effect_text(cards: CardSet, event: int) -> str:
    e = cards.events[event].effect
    if e.kind == "none":
        return translate("Events", "Nothing happens.")
    who = []
    if e.quirks_any:
        who.append(translate("Events", "workers who are %1").replace("%1", _or_list(_quirk_names(cards, e.quirks_any))))
    if e.types:
        who.append(translate("Events", "workers of type %1").replace("%1", _or_list(_type_names(cards, e.types))))
    who_text = _or_list(who)
    if e.kind == "unavailable":
        return translate("Events", "All %1 are unavailable in this round's Build phase (still paid).").replace("%1", who_text)
    if e.kind == "dismiss_all":
        return translate("Events", "All %1 are dismissed.").replace("%1", who_text)
    if e.kind == "dismiss_one":
        return translate("Events", "Each player dismisses one of their %1 (their choice).").replace("%1", who_text)
    if e.kind == "requisition":
        return (translate("Events", "Each player gives %1 of their %2 to the count for this Build phase "
                                    "and receives %3 per worker.")
                .replace("%1", str(e.count)).replace("%2", who_text).replace("%3", money(e.compensation)))
    return (translate("Events", "This round, %2 each cost %1 more in wages.")
            .replace("%1", money(e.amount_per_worker)).replace("%2", who_text))


def plural(context: str, n: int, one: str, many: str) -> str:
    """The singular or plural message (each marked with QT_TRANSLATE_NOOP) by the interface
    language's rule (French: 0 and 1 take the singular), with %n replaced by n. Two messages
    rather than Qt's one %n message: the lupdate of PySide6 6.11 does not extract plural
    forms from Python (QML's qsTr("%n ...", "", n) keeps Qt's own plurals)."""
    singular = abs(n) <= 1 if LANG == "fr" else abs(n) == 1
    return translate(context, one if singular else many).replace("%n", str(n))


def economic_text(cards: CardSet, card: int, players: int) -> str:
    return plural("Board", cards.economic[card].revealed[players],
                  QT_TRANSLATE_NOOP("Board", "%n new contract this round"),
                  QT_TRANSLATE_NOOP("Board", "%n new contracts this round"))


def worker_text(cards: CardSet, w: int) -> str:
    worker = cards.workers[w]
    return f"{card_name(cards.worker_types[worker.type].name)} {worker.id}"


def contract_text(cards: CardSet, num: int) -> str:
    return translate("Log", "contract %1 (%2)").replace("%1", str(num)).replace("%2", card_name(cards.contracts[num].name))


def plan_text(cards: CardSet, plan) -> str:
    if not plan:
        return translate("Log", "nothing")
    by_contract: dict = {}
    for num, idx, _crew in plan:
        by_contract.setdefault(num, []).append(section_label(cards, num, idx))
    return "; ".join(translate("Log", "%1: %2").replace("%1", contract_text(cards, num)).replace("%2", ", ".join(labels))
                     for num, labels in by_contract.items())


def log_text(cards: CardSet, names: list[str], key: str, a: dict) -> str:
    """One engine log entry as a sentence."""
    def who(seat_key="seat"):
        return names[a[seat_key]]

    def fill(template: str, **values) -> str:
        for k, v in values.items():
            template = template.replace("{" + k + "}", str(v))
        return template

    worker = worker_text(cards, a["worker"]) if "worker" in a else ""
    contract = contract_text(cards, a["contract"]) if "contract" in a else ""
    event = card_name(cards.events[a["event"]].name) if "event" in a else ""
    amount = money(abs(a.get("money", a.get("amount", 0))))
    loan = (translate("Log", "a small loan"), translate("Log", "a large loan"))[a["loan"]] if "loan" in a else ""
    templates = {
        "round": lambda: fill(translate("Log", "Round {round} begins; {name} holds the mallet."),
                              round=a["round"], name=names[a["start"]]),
        "phase": lambda: fill(translate("Log", "Phase: {phase}."), phase=phase_names()[a["phase"] - 1]),
        "hired": lambda: fill(translate("Log", "{name} hires {worker} (wages {wages})."),
                              name=who(), worker=worker, wages=money(a["wage_total"])),
        "hired_chosen": lambda: fill(translate("Log", "{name} looks through the deck and hires {worker} "
                                                      "(wages {wages})."),
                                     name=who(), worker=worker, wages=money(a["wage_total"])),
        "choose_fee": lambda: fill(translate("Log", "{name} pays {amount} to choose a worker."),
                                   name=who(), amount=amount),
        "fired": lambda: fill(translate("Log", "{name} fires {worker} (wages {wages})."),
                              name=who(), worker=worker, wages=money(a["wage_total"])),
        "passed": lambda: fill(translate("Log", "{name} passes."), name=who()),
        "no_contract_phase": lambda: translate("Log", "No contracts are awarded in this last round."),
        "economic_card": lambda: fill(plural("Log", a["count"], QT_TRANSLATE_NOOP("Log", "Economy: {card}, %n new contract."),
                                             QT_TRANSLATE_NOOP("Log", "Economy: {card}, %n new contracts.")),
                                      card=card_name(cards.economic[a["card"]].name)),
        "contracts_revealed": lambda: (fill(translate("Log", "Contracts revealed: {list}."),
                                            list=", ".join(contract_text(cards, n) for n in a["contracts"]))
                                       if a["contracts"] else translate("Log", "No new contract is revealed.")),
        "auction_opened": lambda: fill(translate("Log", "{name} opens the auction of {contract} at {amount}."),
                                       name=who(), contract=contract, amount=money(a["amount"])),
        "bid": lambda: fill(translate("Log", "{name} bids {amount}."), name=who(), amount=money(a["amount"])),
        "auction_passed": lambda: (fill(translate("Log", "{name} cannot raise and is out of the auction."), name=who())
                                   if a.get("forced") else
                                   fill(translate("Log", "{name} passes in the auction."), name=who())),
        "declined": lambda: fill(translate("Log", "{name} opens no more auctions this round."), name=who()),
        "contract_won": lambda: fill(translate("Log", "{name} wins {contract} for {amount}."),
                                     name=who(), contract=contract, amount=amount),
        "contract_taken": lambda: fill(translate("Log", "{name} takes the last contract, {contract}, "
                                                        "at its minimum bid {amount}."),
                                       name=who(), contract=contract, amount=amount),
        "bonus_collected": lambda: fill(translate("Log", "{name} collects the {amount} lying on {contract}."),
                                        name=who(), contract=contract, amount=amount),
        "bonus_placed": lambda: fill(translate("Log", "Nobody took {contract}: {amount} is placed on it."),
                                     contract=contract, amount=amount),
        "contract_removed": lambda: fill(translate("Log", "{contract} stayed unsold twice and leaves the game."),
                                         contract=contract),
        "early_end": lambda: fill(translate("Log", "All contracts are taken: round {round} will be the last."),
                                  round=a["final_round"]),
        "event": lambda: fill(translate("Log", "Event: {event}. {effect}"), event=event,
                              effect=effect_text(cards, a["event"])),
        "event_chosen": lambda: fill(translate("Log", "{name} plays the event {event}."), name=who(), event=event),
        "workers_unavailable": lambda: fill(translate("Log", "{name}: {workers} unavailable this round."),
                                            name=who(), workers=", ".join(worker_text(cards, w) for w in a["workers"])),
        "worker_dismissed": lambda: fill(translate("Log", "{name} loses {worker} (wages {wages})."),
                                         name=who(), worker=worker, wages=money(a["wage_total"])),
        "worker_requisitioned": lambda: fill(translate("Log", "{name} gives {worker} to the count and receives {amount}."),
                                             name=who(), worker=worker, amount=amount),
        "wage_surcharge": lambda: fill(translate("Log", "Wages rise by {amount} per affected worker this round."),
                                       amount=money(a["amount"])),
        "lend_offered": lambda: fill(translate("Log", "{name} offers {worker} to {to} for {amount}."),
                                     name=who(), worker=worker, to=names[a["to"]], amount=money(a["price"])),
        "lend_paid": lambda: fill(translate("Log", "{name} borrows {worker} for {amount}."),
                                  name=who(), worker=worker, amount=amount),
        "lend_received": lambda: fill(translate("Log", "{name} receives {amount} for lending {worker}."),
                                      name=who(), worker=worker, amount=amount),
        "lend_refused": lambda: fill(translate("Log", "{name} refuses to borrow {worker}."), name=who(), worker=worker),
        "plan_submitted": lambda: fill(translate("Log", "{name} has made a build plan."), name=who()),
        "plan_revealed": lambda: fill(translate("Log", "{name} builds: {plan}."), name=who(),
                                      plan=plan_text(cards, a["plan"])),
        "contract_completed": lambda: fill(translate("Log", "{name} completes {contract} and collects {amount}."),
                                           name=who(), contract=contract, amount=amount),
        "wages_paid": lambda: fill(translate("Log", "{name} pays {amount} in wages."), name=who(), amount=amount),
        "loan_taken": lambda: fill(translate("Log", "{name} takes {loan} ({amount})."), name=who(), loan=loan, amount=amount),
        "loan_repaid": lambda: fill(translate("Log", "{name} repays {loan} ({amount})."), name=who(), loan=loan, amount=amount),
        "game_over": lambda: translate("Log", "The game is over."),
    }
    render = templates.get(key)
    return render() if render else f"{key} {a}"


def revealed_text(what: str) -> str:
    """Why an action cannot be taken back: what it revealed (mbqt rules.revealed words)."""
    return {"worker": translate("Undo", "a worker card was turned up"),
            "building": translate("Undo", "a building card was turned up"),
            "contracts": translate("Undo", "contracts were turned up"),
            "economic": translate("Undo", "an economic card was turned up"),
            "event": translate("Undo", "an event card was drawn"),
            "event_hand": translate("Undo", "an event card was played from a hand"),
            "plans": translate("Undo", "the build plans were revealed"),
            "deck_seen": translate("Undo", "a worker deck was looked through")}.get(what, what)


# The engine's reasons (IllegalAction.detail, the planner's remarks) are English sentences,
# shared with the text mode and the files; the app shows them in its language. A reason not
# listed here is shown as it is.
_REASONS_AS_IS = (
    QT_TRANSLATE_NOOP("Rules", "in round 1 a player may not pass to wait for a better worker"),
    QT_TRANSLATE_NOOP("Rules", "no workers are fired in round 1"),
    QT_TRANSLATE_NOOP("Rules", "you can only fire one of your own workers"),
    QT_TRANSLATE_NOOP("Rules", "there is no worker of that type left to hire"),
    QT_TRANSLATE_NOOP("Rules", "that worker is not in a deck"),
    QT_TRANSLATE_NOOP("Rules", "this game is played without that variant"),
    QT_TRANSLATE_NOOP("Rules", "a player must be able to pay the bid and cannot take a loan for it"),
    QT_TRANSLATE_NOOP("Rules", "every player must have at least one contract after round 1: "
                               "a player without a contract may not decline"),
    QT_TRANSLATE_NOOP("Rules", "the start player plays one of their own event cards"),
    QT_TRANSLATE_NOOP("Rules", "choose one of your workers that this event affects"),
    QT_TRANSLATE_NOOP("Rules", "choose one of your available workers of the type the event asks for"),
    QT_TRANSLATE_NOOP("Rules", "only your own idle, available workers can be lent"),
    QT_TRANSLATE_NOOP("Rules", "a worker is lent to another player"),
    QT_TRANSLATE_NOOP("Rules", "that worker was already offered to that player this phase"),
    QT_TRANSLATE_NOOP("Rules", "the price is in whole thousands the borrower can pay"),
    QT_TRANSLATE_NOOP("Rules", "a loan is small (0) or large (1)"),
    QT_TRANSLATE_NOOP("Rules", "you hold no such loan"),
    QT_TRANSLATE_NOOP("Rules", "the game is over: no more actions"),
    QT_TRANSLATE_NOOP("Rules", "a worker works on at most one section per round"),
    QT_TRANSLATE_NOOP("Rules", "this worker is not available to you for this Build phase"),
    QT_TRANSLATE_NOOP("Rules", "this section is already built"),
    QT_TRANSLATE_NOOP("Rules", "this worker is not qualified for this section (the colour is the minimum level)"),
    QT_TRANSLATE_NOOP("Rules", "the workers here are not qualified for this section"),
    QT_TRANSLATE_NOOP("Rules", "a building must start with at least one side wall and one gable end"),
    QT_TRANSLATE_NOOP("Rules", "the roof can only be built when all four walls stand"),
    # What a seat must do now (rules._STEP_ASK), for "... is not possible now" below.
    QT_TRANSLATE_NOOP("Rules", "hire, fire or pass"),
    QT_TRANSLATE_NOOP("Rules", "open an auction or decline"),
    QT_TRANSLATE_NOOP("Rules", "raise or pass"),
    QT_TRANSLATE_NOOP("Rules", "choose an event card"),
    QT_TRANSLATE_NOOP("Rules", "choose a worker to dismiss"),
    QT_TRANSLATE_NOOP("Rules", "choose a worker to give"),
    QT_TRANSLATE_NOOP("Rules", "offer a worker or end lending"),
    QT_TRANSLATE_NOOP("Rules", "accept or refuse the offer"),
    QT_TRANSLATE_NOOP("Rules", "submit a build plan"),
    QT_TRANSLATE_NOOP("Rules", "take a loan to pay wages"),
)
_MONEY = r"\$([\d,]+)"


def _dollars(text: str) -> str:
    return money(int(text.replace(",", "")))


def _fill(template: str, *values) -> str:
    for i, value in enumerate(values, 1):
        template = template.replace(f"%{i}", str(value))
    return template


_REASONS = (    # (English reason with groups, its words in the interface language)
    (r"looking through a deck costs " + _MONEY + r" in cash \(no loan\)",
     lambda m: _fill(translate("Rules", "looking through a deck costs %1 in cash (no loan)"), _dollars(m))),
    (r"hiring would raise the wage total above " + _MONEY,
     lambda m: _fill(translate("Rules", "hiring would raise the wage total above %1"), _dollars(m))),
    (r"contract (\d+) is not on display",
     lambda n: _fill(translate("Rules", "contract %1 is not on display"), n)),
    (r"the opening bid must be at least the minimum bid " + _MONEY,
     lambda m: _fill(translate("Rules", "the opening bid must be at least the minimum bid %1"), _dollars(m))),
    (r"bids are in steps of " + _MONEY, lambda m: _fill(translate("Rules", "bids are in steps of %1"), _dollars(m))),
    (r"a bid must be higher than " + _MONEY,
     lambda m: _fill(translate("Rules", "a bid must be higher than %1"), _dollars(m))),
    (r"accepting takes " + _MONEY + " in cash",
     lambda m: _fill(translate("Rules", "accepting takes %1 in cash"), _dollars(m))),
    (r"repaying this loan takes " + _MONEY + " in cash",
     lambda m: _fill(translate("Rules", "repaying this loan takes %1 in cash"), _dollars(m))),
    (r"contract (\d+) is not one of yours under construction",
     lambda n: _fill(translate("Rules", "contract %1 is not one of yours under construction"), n)),
    (r"this section takes exactly (\d+) worker\(s\)",
     lambda n: plural("Rules", int(n), QT_TRANSLATE_NOOP("Rules", "this section takes exactly %n worker"),
                      QT_TRANSLATE_NOOP("Rules", "this section takes exactly %n workers"))),
    (r"needs (\d+) more worker\(s\)",
     lambda n: plural("Rules", int(n), QT_TRANSLATE_NOOP("Rules", "needs %n more worker"),
                      QT_TRANSLATE_NOOP("Rules", "needs %n more workers"))),
    (r"section \w+ of contract (\d+) needs exactly (\d+) worker\(s\)",
     lambda c, n: _fill(plural("Rules", int(n), QT_TRANSLATE_NOOP("Rules", "a section of contract %1 needs exactly %n worker"),
                               QT_TRANSLATE_NOOP("Rules", "a section of contract %1 needs exactly %n workers")), c)),
    (r"the workers on section \w+ of contract (\d+) are not qualified for it \(the colour is the minimum level\)",
     lambda c: _fill(translate("Rules", "the workers on a section of contract %1 are not qualified for it "
                                        "(the colour is the minimum level)"), c)),
    (r"city wall (\d+) can only be started once wall (\d+) is complete",
     lambda a, b: _fill(translate("Rules", "city wall %1 can only be started once wall %2 is complete"), a, b)),
    (r"a side piece of city wall (\d+) needs its wall section first",
     lambda n: _fill(translate("Rules", "a side piece of city wall %1 needs its wall section first"), n)),
    (r"the wall section of city wall (\d+) needs a side piece to stand",
     lambda n: _fill(translate("Rules", "the wall section of city wall %1 needs a side piece to stand"), n)),
    (r"contract (\d+): (.+)", lambda n, why: _fill(translate("Rules", "contract %1: %2"), n, reason_text(why))),
    (r"'\w+' is not possible now; (.+) must (.+)",
     lambda name, ask: _fill(translate("Rules", "that is not possible now: %1 must %2"), name, reason_text(ask))),
)


def translate_reason(detail: str, context: str, as_is: tuple, patterns: tuple) -> str:
    """An engine reason in the interface language: one of `as_is` (translated in `context`),
    or the words of the first of `patterns` (regex, words(*groups)) it matches; else as it is."""
    if detail in as_is:
        return translate(context, detail)
    for pattern, words in patterns:
        match = re.fullmatch(pattern, detail)
        if match:
            return words(*match.groups())
    return detail


def reason_text(detail: str) -> str:
    """A Master Builder engine reason in the interface language."""
    return translate_reason(detail, "Rules", _REASONS_AS_IS, _REASONS)
