"""Why a move is good, from Medium's yardstick: `reason(state, seat, action) -> (key, args)`
(the ranked-choices contract; docs/ai.md). The keys are `hint.<word>`; HINTS holds their
words in English and French, with argument names the game's catalogue already turns into
words (money, amount, deed, cell, floor, colour); `points` is a number of points, rounded.
"""
from __future__ import annotations

from mbqt.ai.monopoly_builder.medium import Judge
from mbqt.games.monopoly_builder.rules import apply, winners

HINTS = {
    "hint.penthouse_win": ("the Penthouse ends the game with you ahead",
                           "le penthouse termine la partie et vous êtes en tête"),
    "hint.build": ("floor {floor} on {cell}: +{points} points on the table",
                   "étage {floor} sur {cell} : +{points} points construits"),
    "hint.buy": ("{deed} is worth up to {money} to you (chips, rent, Monopoly) for {amount}",
                 "{deed} vaut jusqu'à {money} pour vous (ressources, loyers, Monopoly) pour {amount}"),
    "hint.decline": ("{deed} is worth {money} to you: let the auction set its price",
                     "{deed} vaut {money} pour vous : laissez les enchères fixer son prix"),
    "hint.bid": ("{deed} is worth up to {money} to you", "{deed} vaut jusqu'à {money} pour vous"),
    "hint.pass": ("more than {deed} is worth to you ({money})", "plus que ce que vaut {deed} pour vous ({money})"),
    "hint.accept": ("this trade gains you {points} points", "cet échange vous fait gagner {points} points"),
    "hint.refuse": ("this trade would not gain you anything", "cet échange ne vous ferait rien gagner"),
    "hint.offer": ("a trade that helps you both: +{points} points for you",
                   "un échange qui vous aide tous les deux : +{points} points pour vous"),
    "hint.chips": ("the chips your next floors need: +{points} points",
                   "les ressources de vos prochains étages : +{points} points"),
    "hint.leave_jail": ("out of jail now, to build and buy", "sortir de prison maintenant, pour construire et acheter"),
    "hint.stay_jail": ("a roll for a double costs nothing", "tenter un double ne coûte rien"),
    "hint.cash": ("the cash at the least cost in production", "de l'argent au moindre coût en production"),
    "hint.unmortgage": ("the deed produces again: +{points} points", "le titre produit de nouveau : +{points} points"),
    "hint.end": ("nothing better this turn", "rien de mieux à faire ce tour-ci"),
    "hint.roll": ("roll the dice", "lancez les dés"),
    "hint.rent": ("the rent is yours", "le loyer vous revient"),
}


def reason(state, seat: int, action) -> tuple[str, dict] | None:
    """A sentence (key, args) saying why the action is good for the seat, by Medium's
    yardstick; None for an action it has nothing to say about."""
    kind = action[0]
    judge = Judge(state, seat)
    if kind == "build":
        cell = action[1]
        h = state.height[cell]
        if h == state.board.max_own_floors:
            t = judge.after(action)
            if t.over and seat in winners(t):
                return "hint.penthouse_win", {}
        pts = state.board.building_points
        return "hint.build", {"floor": h + 1, "cell": cell, "points": pts[h + 1] - pts[h]}
    if kind in ("buy", "decline"):
        d = state.pending
        return "hint." + kind, {"deed": d, "money": judge.worth(d), "amount": state.board.deeds[d].price}
    if kind in ("bid", "pass"):
        d = state.auction[0]
        return "hint." + kind, {"deed": d, "money": judge.worth(d)}
    if kind in ("accept", "refuse"):
        gain = judge.standing(judge.after(("accept",))) - judge.standing(state)
        return ("hint.accept", {"points": _points(gain)}) if kind == "accept" else ("hint.refuse", {})
    if kind == "offer":          # its gain if accepted
        t = judge.after(action)
        apply(t, ("accept",))
        return "hint.offer", {"points": _points(judge.standing(t) - judge.standing(state))}
    gain = judge.standing(judge.after(action)) - judge.standing(state) if kind not in ("roll", "end") else 0
    if kind in ("bank", "swap", "forced_trade", "steal", "gain", "return", "discard"):
        return "hint.chips", {"points": _points(gain)}
    if kind in ("pay_fine", "use_card"):
        return "hint.leave_jail", {}
    if kind == "roll":
        return ("hint.stay_jail", {}) if state.step == "jail" else ("hint.roll", {})
    if kind == "mortgage":
        return "hint.cash", {}
    if kind == "unmortgage":
        return "hint.unmortgage", {"points": _points(gain)}
    if kind == "end":
        return "hint.end", {}
    if kind in ("claim", "forgo"):
        return "hint.rent", {}
    return None


def _points(x: float) -> float:
    return round(max(0.0, x), 1)
