"""Hints, for any game: what the Hard player would do at the current decision, why, and the
value of the next best choices (issue #19). Its `rank(state, seat)` orders the choices it
searched by its evaluation, `reason(state, seat, action)` says why one (docs/ai.md). The
app's Hint button runs `hint` off the GUI thread; `mbqt hint FILE` prints it. No Qt here.
"""
from __future__ import annotations

from mbqt import lang
from mbqt.ai import make_player

CHOICES = 4          # the best choice and the next ones shown


def hint(rules, state, seed: int = 0, cancel=None, **options) -> dict | None:
    """{"seat", "choices": [(action, value)] best first, "reasons": [(key, args) or None]}
    for the current decision, or None once the game is over. `options` go to the Hard
    player (budget_s, iterations: reproducible hints)."""
    seat = rules.current_player(state)
    if seat is None:
        return None
    player = make_player("hard", seed, game=rules, **options)
    ranked = player.rank(rules.clone(state), seat, cancel)[:CHOICES]
    return {"seat": seat, "choices": ranked, "reasons": [player.reason(state, seat, a) for a, _v in ranked]}


def value_text(unit: str, value: float, language: str) -> str:
    """A choice's value, the lead over the best rival it is worth: "+$12,000", "-0.4 pts"."""
    if unit == "money":
        amount = round(value / 1000) * 1000
        return ("+" if amount >= 0 else "") + lang.money(amount, language)
    text = f"{value:+.1f}"
    return (text.replace(".", ",") if language == "fr" else text) + " pts"


def hint_json(rules, state, found: dict, names: list[str], language: str) -> dict:
    """A hint as the JSON `mbqt hint --json` prints (docs/formats.md "Hint")."""
    unit = rules.info.score_unit
    choices = []
    for (action, value), reason in zip(found["choices"], found["reasons"]):
        choices.append({"action": rules.action_to_json(action), "value": round(value, 2),
                        "value_text": value_text(unit, value, language),
                        "reason": rules.say(*reason, names, language) if reason else None,
                        "reason_key": reason[0] if reason else None})
    return {"game": rules.info.id, "seat": found["seat"], "player": names[found["seat"]], "unit": unit,
            "value_means": "lead over the best rival", "choices": choices}
