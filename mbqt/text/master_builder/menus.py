"""A human seat's decisions: the engine's legal actions grouped into short menus and
amount questions. Nothing here decides what is legal: every option comes from
`legal_actions`, and the chosen action is applied (and checked) by the engine."""
from __future__ import annotations

from mbqt.games.master_builder import state as st
from mbqt.text.console import BACK, Invalid, whole_number
from mbqt.text.master_builder import planning
from mbqt.text.master_builder.describe import (
    contract_label,
    event_text,
    loan_kind,
    sections_compact,
    type_name,
    worker_long,
)
from mbqt.text.master_builder.strings import t, tn
from mbqt.text.strings import card_name, money

REPAY = object()
LOOK, FIRE, OPEN, OFFER = object(), object(), object(), object()


def parse_amount(text: str) -> int:
    """7, 7k, 7000, $7,000 -> 7000 (a bare number under 1000 is in thousands)."""
    s = text.lower().replace("$", "").replace(",", "")
    s = "".join(s.split())          # spaces, and the no-break spaces of "7 000 $"
    factor = 1000 if s.endswith("k") else 1
    number = whole_number(s.removesuffix("k"))
    if number is None:
        raise Invalid(t("bad_amount"))
    amount = number * factor
    return amount * 1000 if factor == 1 and 0 < amount < 1000 else amount


def ask_amount(ses, prompt: str, allowed: list, zero=None, letters=None):
    """An amount among `allowed` (sorted); 0 answers `zero` when given; letters map to values."""
    letters = letters or {}
    allowed_set = set(allowed)

    def parse(text):
        if text.lower() in letters:
            return letters[text.lower()]
        amount = parse_amount(text)
        if amount == 0 and zero is not None:
            return zero
        if amount in allowed_set:
            return amount
        raise Invalid(t("bad_amount_choice", low=money(allowed[0]), high=money(allowed[-1])))
    return ses.console.ask(prompt, parse)


def decide(ses, seat: int):
    """Ask the human at `seat` for their action; returns an engine action tuple."""
    acts = ses.rules.legal_actions(ses.state)
    ask = _STEPS[ses.state.step]
    while True:
        action = ask(ses, seat, acts)
        if action is REPAY:
            action = _repay(ses, acts)
        if action is not BACK:
            return action


def _repay_letter(acts) -> dict:
    """r) repay a loan, in every main menu where a loan can be repaid."""
    return {"r": (t("opt_repay_letter"), REPAY)} if any(a[0] == "repay" for a in acts) else {}


def _menu(ses, seat, title, options, acts):
    """The step's main menu, under the board."""
    letters = _repay_letter(acts)
    below = len(options) + len(letters) + 3       # title (up to 2 lines), options, prompt
    return ses.console.choose(title, options, letters, header=ses.board(seat, below))


def _repay(ses, acts):
    options = [(t("opt_repay", kind=loan_kind(a[1]), value=money(ses.state.repay_value(a[1]))), a)
               for a in acts if a[0] == "repay"]
    return ses.console.choose(t("ask_repay"), options, back=True)


def _worker_options(ses, acts, kind):
    return [(worker_long(ses.cards, ses.cards.workers[a[1]]), a) for a in acts if a[0] == kind]


def _hire(ses, seat, acts):
    cards, v = ses.cards, ses.view(seat)
    options = []
    for a in acts:
        if a[0] == "hire":
            top = cards.worker_by_id(v["worker_decks"][cards.worker_types[a[1]].id]["top"])
            options.append((t("opt_hire", worker=worker_long(cards, top)), a))
    if any(a[0] == "hire_chosen" for a in acts):
        options.append((t("opt_look", fee=money(cards.choose_fee)), LOOK))
    if any(a[0] == "fire" for a in acts):
        options.append((t("opt_fire"), FIRE))
    if ("pass",) in acts:
        options.append((t("opt_pass_hire"), ("pass",)))
    if v["round"] == 1:
        title = t("ask_hire_r1")
    else:
        title = t("ask_hire", wages=money(v["players"][seat]["wage_total"]), cap=money(cards.wage_cap))
    choice = _menu(ses, seat, title, options, acts)
    if choice is FIRE:
        return ses.console.choose(t("ask_fire"), _worker_options(ses, acts, "fire"), back=True)
    if choice is LOOK:
        return _look(ses, seat, acts)
    return choice


def _look(ses, seat, acts):
    """Choosing workers: pick a deck, then see it and take a card. There is no way back
    once the deck is shown: the fee buys the look."""
    cards = ses.cards
    chosen = [a for a in acts if a[0] == "hire_chosen"]
    types = sorted({cards.workers[a[1]].type for a in chosen})
    decks = ses.view(seat)["worker_decks"]
    options = [(tn("opt_deck", decks[cards.worker_types[k].id]["count"], type=type_name(cards, k)), k)
               for k in types]
    k = ses.console.choose(t("ask_deck", fee=money(cards.choose_fee)), options, back=True)
    if k is BACK:
        return BACK
    deck = [a for a in chosen if cards.workers[a[1]].type == k]
    return ses.console.choose(t("ask_deck_card", type=type_name(cards, k)),
                              _worker_options(ses, deck, "hire_chosen"))


def _open(ses, seat, acts):
    cards = ses.cards
    options = [(t("opt_open"), OPEN)] if any(a[0] == "open" for a in acts) else []
    if ("pass",) in acts:
        options.append((t("opt_decline"), ("pass",)))
    title = t("ask_open") if ("pass",) in acts else t("ask_open_must")
    while True:
        choice = _menu(ses, seat, title, options, acts)
        if choice is not OPEN:
            return choice
        v = ses.view(seat)
        contracts = [d for d in v["display"] if any(a[0] == "open" and a[1] == d["number"] for a in acts)]
        menu = [(t("opt_contract", contract=contract_label(cards, d["number"]), min_bid=money(d["min_bid"]),
                   bonus=t("opt_bonus", bonus=money(d["bonus"])) if d["bonus"] else "",
                   price=money(cards.contracts[d["number"]].price))
                 # what its sections need, to judge it before bidding (the board's display shows it)
                 + "\n       " + sections_compact(cards, cards.contracts[d["number"]], set()), d["number"])
                for d in contracts]
        while True:
            num = ses.console.choose(t("ask_contract"), menu, back=True)
            if num is BACK:
                break
            amounts = sorted(a[2] for a in acts if a[0] == "open" and a[1] == num)
            amount = ask_amount(ses, t("ask_open_bid", num=num, low=money(amounts[0]), high=money(amounts[-1])),
                                amounts, zero=BACK)
            if amount is not BACK:
                return ("open", num, amount)


def _bid(ses, seat, acts):
    amounts = sorted(x[1] for x in acts if x[0] == "bid")
    if not amounts:         # cash spent on a repayment since: passing is all that is left
        return _menu(ses, seat, None, [(t("opt_pass_bid"), ("pass",))], acts)
    repay = any(x[0] == "repay" for x in acts)
    ses.console.screen(ses.board(seat, 1))     # the board shows the auction
    prompt = t("ask_bid", low=money(amounts[0]), high=money(amounts[-1]), repay=t("or_repay") if repay else "")
    amount = ask_amount(ses, prompt, amounts, zero=("pass",), letters={"r": REPAY} if repay else None)
    return amount if amount is REPAY or isinstance(amount, tuple) else ("bid", amount)


def _choose_event(ses, seat, acts):
    options = [(event_text(ses.cards, a[1]), a) for a in acts if a[0] == "choose_event"]
    return _menu(ses, seat, t("ask_event"), options, acts)


def _current_event(ses):
    return ses.cards.events[ses.state.event_queue[0][0]]


def _dismiss(ses, seat, acts):
    title = t("ask_dismiss", event=card_name(_current_event(ses).name))
    return _menu(ses, seat, title, _worker_options(ses, acts, "dismiss"), acts)


def _give(ses, seat, acts):
    event = _current_event(ses)
    title = t("ask_give", event=card_name(event.name), comp=money(event.effect.compensation))
    return _menu(ses, seat, title, _worker_options(ses, acts, "give"), acts)


def _lend(ses, seat, acts):
    cards = ses.cards
    offers = [a for a in acts if a[0] == "lend"]
    options = ([(t("opt_offer"), OFFER)] if offers else []) + [(t("opt_end_lending"), ("pass",))]
    while True:
        choice = _menu(ses, seat, t("ask_lend"), options, acts)
        if choice is not OFFER:
            return choice
        while True:
            workers = list(dict.fromkeys(a[1] for a in offers))
            w = ses.console.choose(t("ask_lend_worker"),
                                   [(worker_long(cards, cards.workers[x]), x) for x in workers], back=True)
            if w is BACK:
                break
            to = _lend_to(ses, [a for a in offers if a[1] == w])
            if to is not BACK:
                return to


def _lend_to(ses, offers):
    while True:
        seats = list(dict.fromkeys(a[2] for a in offers))
        to = ses.console.choose(t("ask_lend_to"), [(ses.names[s], s) for s in seats], back=True)
        if to is BACK:
            return BACK
        prices = sorted(a[3] for a in offers if a[2] == to)
        price = ask_amount(ses, t("ask_lend_price", low=money(prices[0]), high=money(prices[-1])), prices,
                           letters={t("cancel"): BACK})
        if price is not BACK:
            return ("lend", offers[0][1], to, price)


def _lend_reply(ses, seat, acts):
    v = ses.view(seat)
    offer = v["lend_offer"]
    title = t("ask_lend_reply", lender=ses.names[offer["from"]], price=money(offer["price"]),
              worker=worker_long(ses.cards, ses.cards.worker_by_id(offer["worker"])))
    labels = {"accept": t("opt_accept"), "refuse": t("opt_refuse")}
    return _menu(ses, seat, title, [(labels[a[0]], a) for a in acts if a[0] in labels], acts)


def _loan(ses, seat, acts):
    cards, s = ses.cards, ses.state
    options = [(t("opt_loan", kind=loan_kind(a[1]), receive=money(cards.loans[a[1]].receive),
                  repay=money(s.repay_value(a[1]))), a) for a in acts if a[0] == "loan"]
    title = t("ask_loan", due=money(s.wages_due(seat)), cash=money(s.players[seat].money))
    return _menu(ses, seat, title, options, acts)


_STEPS = {
    st.STEP_HIRE: _hire, st.STEP_OPEN: _open, st.STEP_BID: _bid, st.STEP_CHOOSE_EVENT: _choose_event,
    st.STEP_DISMISS: _dismiss, st.STEP_GIVE: _give, st.STEP_LEND: _lend, st.STEP_LEND_REPLY: _lend_reply,
    st.STEP_PLAN: lambda ses, seat, acts: planning.plan(ses, seat, acts, _repay_letter(acts)),
    st.STEP_LOAN: _loan,
}
