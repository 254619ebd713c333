"""Game records: a setup plus the actions played. Replays, saves and undo derive from it.

A record's file form (replay or save) is the pydantic model of record_format.py, the game's
own; this module runs without pydantic, so the app's title screen does not wait for it.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from mbqt.core.display import clip
from mbqt.core.errors import CardError, IllegalAction
from mbqt.core.registry import game_rules

if TYPE_CHECKING:
    from mbqt.core.record_format import GameRecord


class ReplayError(ValueError):
    """An action of a record could not be applied: names the action's index and why the
    rules refuse it (`reason`, the game's sentence in English: files are read by anyone)."""

    def __init__(self, index: int, action: dict, err: IllegalAction, reason: str):
        super().__init__(f"actions[{index}] {clip(json.dumps(action, ensure_ascii=False), 200)} is refused: "
                         f"{clip(reason, 300)}")
        self.index = index
        self.error = err


class Game:
    """A game in progress, of any game of mbqt.core.registry (the setup names it): the rules, the
    setup, the state, and every action and log entry."""

    def __init__(self, setup, cards=None, rules=None):
        """`cards`: None (the bundled deck), a person's card file (a path or a
        core.card_files.Deck), or left out when `rules` are given."""
        self.setup = setup
        self.rules = rules or game_rules(setup.game, cards)
        self.log: list = []
        self.state = self.rules.new_game(setup, self.log)
        self.actions: list[tuple] = []
        # Per action: (seat who played it, what hidden information it revealed or None).
        self.steps: list[tuple[int, str | None]] = []
        # Hints asked (the app's Hint button): (actions played before it, seat). An undo
        # does not take a hint back.
        self.hints: list[tuple[int, int]] = []

    def apply(self, action: tuple) -> list:
        seat = self.rules.current_player(self.state)
        entries = self.rules.apply(self.state, action)
        self.actions.append(action)
        self.steps.append((seat, self.rules.revealed(self.state, entries)))
        self.log.extend(entries)
        return entries

    def undo_floor(self, seat: int) -> tuple[int, str | None, int | None]:
        """How far `seat` may take back its actions (Board Game Arena's policy): the number of
        actions that must stay, then why they stay: what the last one kept revealed and who
        played it (None, None when nothing stops the undo before the game's start)."""
        i = len(self.steps)
        while i and self.steps[i - 1] == (seat, None):
            i -= 1
        if i == 0:
            return 0, None, None
        actor, what = self.steps[i - 1]
        return i, what, actor

    def replayed(self, count: int) -> "Game":
        """A new session with the first `count` actions of this one (for undo and replays)."""
        game = Game(self.setup, rules=self.rules)
        for action in self.actions[:count]:
            game.apply(action)
        game.hints = [(min(at, count), seat) for at, seat in self.hints]
        return game

    def apply_json(self, data) -> list:
        return self.apply(self.rules.action_from_json(data))

    @classmethod
    def from_record(cls, record: GameRecord, cards=None) -> "Game":
        """Replay a record with the deck it carries (the bundled one if none). A record of
        format 1 may name a card file by its path (`cards`): that file is not opened (a
        file never makes mbqt read another), the person gives it as `cards` (a path or a
        Deck) or the record is refused (CardError). A setup or an action the rules refuse
        is a ValueError saying why, in English."""
        from mbqt.core.card_files import Deck
        if record.deck is not None:
            cards = Deck(record.deck, "the deck saved in the file")
        elif record.cards is None:
            cards = None
        elif cards is None:
            raise CardError(f"it was played with the card file {clip(record.cards)!r}, which mbqt does not open "
                            f"by itself: give that file to read it (--cards FILE)")
        rules = game_rules(record.setup.game, cards)
        names = [seat.name for seat in record.setup.players]
        try:
            game = cls(record.setup, rules=rules)
        except IllegalAction as err:
            raise ValueError(f"the setup is refused: {rules.explain(err, names, 'en')}") from None
        for i, action in enumerate(record.actions):
            data = action.model_dump()
            try:
                game.apply_json(data)
            except IllegalAction as err:
                raise ReplayError(i, data, err, rules.explain(err, names, "en")) from None
        for used in record.hints:
            if used.at > len(game.actions) or used.seat >= len(names):
                raise ValueError(f"hints: a hint at action {used.at} for seat {used.seat} is not in this game")
            game.hints.append((used.at, used.seat))
        return game

    def record(self, fmt: str = "mbqt-replay") -> GameRecord:
        from mbqt.core.record_format import record_model
        # A setup the app built without pydantic (plain_setup.py) is validated by the model here.
        setup = self.setup.to_model() if hasattr(self.setup, "to_model") else self.setup
        deck = None if self.rules.deck.bundled else self.rules.deck.data
        return record_model(self.setup.game)(format=fmt, setup=setup, deck=deck,
                                             actions=[self.rules.action_to_json(a) for a in self.actions],
                                             hints=[{"at": at, "seat": seat} for at, seat in self.hints])

    def statistics(self) -> dict:
        """The game's statistics, from its log, for the end of a game and the replay viewer,
        of the same shape for every game:
          {"rounds": rounds completed, "over": bool,
           "seats": [{"name", and per-round series: the value at the start, after each round
                      completed, and now unless the game is over}, ...], ...}
        and "series", the series to chart (a game's statistics older than this key chart "money");
        each seat's "hints" is the number of hints it asked for."""
        stats = self.rules.statistics(self)
        for seat, out in enumerate(stats["seats"]):
            out["hints"] = sum(1 for _at, asked in self.hints if asked == seat)
        return stats

    def state_json(self, seat: int | None = None) -> dict:
        return self.rules.view(self.state, seat)
