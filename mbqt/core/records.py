"""Game records: a setup plus the actions played. Replays, saves and undo derive from it.

A record's file form (replay or save) is the pydantic model of record_format.py, the game's
own; this module runs without pydantic, so the app's title screen does not wait for it.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from mbqt.core.errors import IllegalAction
from mbqt.core.registry import game_rules

if TYPE_CHECKING:
    from mbqt.core.record_format import GameRecord


class ReplayError(ValueError):
    """An action of a record could not be applied: names the action's index and why the
    rules refuse it (`reason`, the game's sentence in English: files are read by anyone)."""

    def __init__(self, index: int, action: dict, err: IllegalAction, reason: str):
        super().__init__(f"actions[{index}] {json.dumps(action, ensure_ascii=False)} is refused: {reason}")
        self.index = index
        self.error = err


class Game:
    """A game in progress, of any game of mbqt.core.registry (the setup names it): the rules, the
    setup, the state, and every action and log entry."""

    def __init__(self, setup, cards_path: str | Path | None = None, rules=None):
        self.setup = setup
        # Absolute, so the record of a game with a custom deck replays from any folder.
        self.cards_path = str(Path(cards_path).resolve()) if cards_path else None
        self.rules = rules or game_rules(setup.game, self.cards_path)
        self.log: list = []
        self.state = self.rules.new_game(setup, self.log)
        self.actions: list[tuple] = []
        # Per action: (seat who played it, what hidden information it revealed or None).
        self.steps: list[tuple[int, str | None]] = []

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
        game = Game(self.setup, self.cards_path, self.rules)
        for action in self.actions[:count]:
            game.apply(action)
        return game

    def apply_json(self, data) -> list:
        return self.apply(self.rules.action_from_json(data))

    @classmethod
    def from_record(cls, record: GameRecord, folder: str | Path = ".") -> "Game":
        """Replay a record; a relative card file path is taken from `folder` (the record's).
        A setup or an action the rules refuse is a ValueError saying why, in English."""
        cards = Path(folder, record.cards) if record.cards else None
        rules = game_rules(record.setup.game, str(cards) if cards else None)
        names = [seat.name for seat in record.setup.players]
        try:
            game = cls(record.setup, cards, rules)
        except IllegalAction as err:
            raise ValueError(f"the setup is refused: {rules.explain(err, names, 'en')}") from None
        for i, action in enumerate(record.actions):
            data = action.model_dump()
            try:
                game.apply_json(data)
            except IllegalAction as err:
                raise ReplayError(i, data, err, rules.explain(err, names, "en")) from None
        return game

    def record(self, fmt: str = "mbqt-replay") -> GameRecord:
        from mbqt.core.record_format import record_model
        # A setup the app built without pydantic (plain_setup.py) is validated by the model here.
        setup = self.setup.to_model() if hasattr(self.setup, "to_model") else self.setup
        return record_model(self.setup.game)(format=fmt, setup=setup, cards=self.cards_path,
                      actions=[self.rules.action_to_json(a) for a in self.actions])

    def statistics(self) -> dict:
        """The game's statistics, from its log, for the end of a game and the replay viewer,
        of the same shape for every game:
          {"rounds": rounds completed, "over": bool,
           "seats": [{"name", and per-round series: the value at the start, after each round
                      completed, and now unless the game is over}, ...], ...}
        and "series", the series to chart (Master Builder's, older than this key, charts "money")."""
        return self.rules.statistics(self)

    def state_json(self, seat: int | None = None) -> dict:
        return self.rules.view(self.state, seat)
