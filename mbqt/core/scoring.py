"""The final ranking with each seat's result line by line, for any game: the end screen,
the text mode's end and `mbqt replay` show these. The lines and their words are the game's
(Rules.score_items and Rules.say); here they are ranked and their values written in the
game's score unit. No Qt here.
"""
from __future__ import annotations

from mbqt import lang


def score_value(unit: str, value: int, language: str) -> str:
    """A value in a game's score unit: "$28,000" / "28 000 $", "3 pts"."""
    if unit == "money":
        return lang.money(value, language)
    singular = abs(value) <= 1 if language == "fr" else abs(value) == 1
    return f"{value} pt" if singular else f"{value} pts"


def score_sheet(rules, state, names: list[str], language: str) -> list[dict]:
    """The seats best first: {"rank", "seat", "total", "winner", "lines": [(text, value)]}.
    Equal totals share a rank, except that the winners after the game's tie-breaks
    (Rules.winners) come first."""
    scores, winners = rules.scores(state), set(rules.winners(state))
    items = rules.score_items(state)
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat not in winners, seat))
    sheet = []
    for k, seat in enumerate(order):
        key = (scores[seat], seat in winners)
        rank = k + 1 if k == 0 or key != (scores[order[k - 1]], order[k - 1] in winners) else sheet[-1]["rank"]
        sheet.append({"rank": rank, "seat": seat, "total": scores[seat], "winner": seat in winners,
                      "lines": [(rules.say(key_, args, names, language), value) for key_, args, value in items[seat]]})
    return sheet


def sheet_text(rules, state, names: list[str], language: str) -> list[str]:
    """The ranking as lines of text (the text mode's end, `mbqt replay`): each seat's total,
    then its lines indented."""
    unit, out = rules.info.score_unit, []
    colon = " : " if language == "fr" else ": "
    for row in score_sheet(rules, state, names, language):
        crown = " *" if row["winner"] else ""
        out.append(f"{row['rank']}. {names[row['seat']]}{colon}{score_value(unit, row['total'], language)}{crown}")
        out += [f"   {score_value(unit, value, language):>11}  {text}" for text, value in row["lines"]]
    return out
