"""Master Builder's final money line by line (protocol.Rules.score_items): what the end
screen, the text mode's end and `mbqt replay` say each player's result is made of.

The rule (rulebook, end of the game; clarifications.md "End of the game"): "For each
uncompleted building a player has, they receive the price stated on the Contract Card LESS
$20,000 for EACH uncompleted section. However, the price can never go negative! ... Players
then count their money and subtract from the total the repayment value of any outstanding
loans." The repayment value is the early one while the contract deck has cards, the late
one once it is empty (rulebook, "Loans").
"""
from __future__ import annotations

from mbqt.games.master_builder.state import State, unfinished_value


def score_items(state: State) -> list[list[tuple[str, dict, int]]]:
    return [_seat_items(state, seat) for seat in range(state.n)]


def _seat_items(state: State, seat: int) -> list[tuple[str, dict, int]]:
    cards, p = state.cards, state.players[seat]
    # Cash: what is in hand now. The finished buildings' prices were paid into it during the
    # game (rulebook, phase 5 "Income"), so they are said with it, not counted again.
    finished = [num for num, owner in state.city if owner == seat]
    if finished:
        paid = sum(cards.contracts[num].price for num in finished)
        items = [("score.cash_paid", {"count": len(finished), "paid": paid}, p.money)]
    else:
        items = [("score.cash", {}, p.money)]
    # Unfinished buildings: price less the penalty per missing section, never below $0.
    penalty = cards.section_penalty
    for num, mask in sorted(p.contracts.items()):
        contract = cards.contracts[num]
        missing = len(contract.sections) - bin(mask).count("1")
        value = unfinished_value(contract, mask, penalty)
        key = "score.unfinished" if contract.price >= penalty * missing else "score.unfinished_nothing"
        items.append((key, {"contract": num, "price": contract.price, "penalty": penalty, "missing": missing},
                      value))
    # Loans still held: each at its repayment value now (early or late).
    when = "early" if state.contract_deck else "late"
    for kind, count in enumerate(p.loans):
        if count:
            value = state.repay_value(kind)
            items.append((f"score.loans_{kind}_{when}", {"count": count, "value": value}, -count * value))
    return items
