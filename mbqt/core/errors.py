"""The errors every game shares: input refused, an illegal action, an unusable card file,
and pydantic's validation errors said as paths into the file."""
from __future__ import annotations

import functools


class Refused(ValueError):
    """Something from outside (a file, a deck, a setup) that cannot be used; the message
    says why in words, for the person who gave it. Expected, so never shown as a traceback."""


class IllegalAction(ValueError):
    """An action the rules refuse: a code naming the refusal and the values the game's
    sentences need to say why (its catalogue, mbqt/games/<package>/sentences.py), like a log
    entry. People read it through the facade's explain(err, names, language); str() is for
    programmers: the code and the values."""

    def __init__(self, code: str, **params):
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        return f"{self.code} {self.params}" if self.params else self.code

    def __reduce__(self):
        # Pickled with its values (a computer player's move refused in the app's worker process).
        return functools.partial(type(self), self.code, **self.params), ()


class CardError(Refused):
    """A card file that cannot be used; the message names the file, card and field."""


def format_validation_error(err, raw) -> str:
    """Turn pydantic's locations into 'contracts[3 = 4].price: message' lines (a list item
    named by its "id" or "number" when it has one)."""
    lines = []
    for e in err.errors():
        parts, node = [], raw
        for loc in e["loc"]:
            if isinstance(loc, int) and isinstance(node, list):
                item = node[loc] if loc < len(node) else None
                label = item.get("id", item.get("number")) if isinstance(item, dict) else None
                parts[-1:] = [f"{parts[-1] if parts else ''}[{loc}{f' = {label}' if label is not None else ''}]"]
                node = item
            else:
                parts.append(str(loc))
                node = node.get(loc) if isinstance(node, dict) else None
        lines.append(f"{'.'.join(parts) or '(top level)'}: {e['msg']}")
    return "; ".join(lines[:5]) + (f" (and {len(lines) - 5} more)" if len(lines) > 5 else "")
