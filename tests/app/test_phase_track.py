"""The phase track draws every phase's name at one size (issue #13: in French at 1280x720
the inactive tabs' names were smaller than the others), the largest at which each fits its
tab, whichever phase is current."""
from __future__ import annotations

import pytest
from PySide6.QtQuick import QQuickItem

from tests.support.app import FAIL_ON_WARNINGS

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}]


def phase_names(ui) -> list[tuple[str, int, bool]]:
    """The names drawn on the phase track: text, pixel size, cut."""
    track = ui.typed("PhaseTrack")[0]
    out, todo = [], [track]
    while todo:
        item = todo.pop()
        if item.metaObject().className().startswith("QQuickText") and item.isVisible() and item.opacity() > 0 \
                and item.objectName() != "roundLabel":
            out.append((item.property("text"), item.property("fontInfo").toVariant()["pixelSize"],
                        item.property("truncated")))
        todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
    return out


@pytest.mark.parametrize("language,size", [("fr", (1280, 720)), ("fr", (1024, 768)), ("en", (1280, 720))])
def test_one_size_for_every_phase_name(ui, human, language, size):
    ui.app.language = language
    ui.resize(*size)
    ui.app.newGame(SEATS, 0, [], "3")
    game = ui.game
    seen = set()
    while len(seen) < 5 and not game.over:
        human.wait(game)
        if game.humanTurn and game.phase not in seen:
            seen.add(game.phase)
            ui.settle()
            names = phase_names(ui)
            assert len(names) == 5 and not any(cut for _text, _px, cut in names)
            assert len({px for _text, px, _cut in names}) == 1, (game.phase, names)
        human.move(game)
    assert len(seen) >= 4
