"""The questions that set up a new game of any game: players (kind and name), the game's
variants (its GameInfo), seed, start player. Computer levels are listed from
mbqt.ai.LEVELS, so new levels appear here."""
from __future__ import annotations

import random

from mbqt.ai import LEVELS
from mbqt.text import strings
from mbqt.text.console import Invalid, whole_number
from mbqt.text.strings import level_name, t

NAME_MAX = 16      # keeps the board's lines short (the file format allows 40)
SEED_LIMIT = 2 ** 63


def _int_in(low: int, high: int, empty=None):
    def parse(text):
        if not text and empty is not None:
            return empty
        number = whole_number(text)
        if number is None:
            raise Invalid(t("bad_int"))
        if not low <= number <= high:
            raise Invalid(t("bad_range", low=low, high=high))
        return number
    return parse


def ask_setup(console, rules, fields: dict[str, str]):
    """A new game's setup, asked: the players, the game's variants (its GameInfo's, their
    descriptions' "{fee}"-style fields filled by `fields`), the seed and the start player."""
    info = rules.info
    console.say(t("title", game=info.title(strings.LANG)))
    if info.notice:
        console.say(info.notice.get(strings.LANG) or info.notice["en"])
    console.say(t("intro"))
    seats = ask_seats(console)
    chosen = {"variants": ask_variants(console, info.variants, fields)} if info.variants else {}
    seed, start = ask_seed_and_start(console, len(seats))
    return rules.Setup(players=seats, seed=seed, start_player=start, **chosen)


def ask_variants(console, variants, fields: dict[str, str]) -> dict[str, bool]:
    """Which variants are played: listed, then each asked after a yes to "Play with
    variants?" (asked only when there are several)."""
    language = strings.LANG
    named = [(v.id, v.name(language), v.description(language, fields)) for v in variants]
    console.say(t("variants_list", list=t("variants_sep").join(t("variant_item", name=name, desc=desc)
                                                                 for _id, name, desc in named)))
    if len(named) > 1 and not console.yes_no(t("ask_variants"), default=False):
        return {}
    return {id_: console.yes_no(t("ask_variant", name=name), default=False) for id_, name, _desc in named}


def ask_seats(console) -> list[dict]:
    """How many players, then each one's kind (human or a computer level) and name."""
    n = console.ask(t("ask_players"), _int_in(2, 4))
    seats = []
    for i in range(1, n + 1):
        kinds = [(t("kind_human"), "human")] + [(t("kind_ai", level=level_name(k)), k) for k in LEVELS]
        kind = console.choose(t("ask_kind", n=i), kinds)
        default = t("default_name", n=i)
        taken = {s["name"].casefold() for s in seats}

        def parse(text, default=default, taken=taken):
            name = " ".join(text.split()) or default
            if len(name) > NAME_MAX:
                raise Invalid(t("bad_name_long", n=NAME_MAX))
            if not name.isprintable():
                raise Invalid(t("bad_name_chars"))
            if name.casefold() in taken:
                raise Invalid(t("bad_name_taken"))
            return name
        seats.append({"name": console.ask(t("ask_name", n=i, default=default), parse), "kind": kind})
    return seats


def ask_seed_and_start(console, n: int) -> tuple[int, int | None]:
    """The seed (random when left empty, then shown) and the start seat (None: at random)."""
    seed = console.ask(t("ask_seed"), _int_in(0, SEED_LIMIT - 1, empty=-1))
    if seed < 0:
        seed = random.SystemRandom().randrange(2 ** 32)
        console.say(t("seed_used", seed=seed))
    start = console.ask(t("ask_start", n=n), _int_in(1, n, empty=0))
    return seed, start - 1 if start else None
