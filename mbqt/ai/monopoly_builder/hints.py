"""Why a move is good, from Medium's yardstick: `reason(state, seat, action) -> (key, args)`
(the ranked-choices contract; docs/ai.md). The keys are `hint.<word>` of the game's catalogue
(mbqt/games/monopoly_builder/sentences.py), which turns the arguments into words (money,
amount, deed, cell, floor); `points` is a number of points, rounded.
"""
from __future__ import annotations

from mbqt.ai.monopoly_builder.medium import Judge
from mbqt.games.monopoly_builder.rules import apply, winners


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
