"""Switching language while a game runs: the board, the pass-the-device dialog and the
whole game log change language at once, without a restart, and the choice is remembered.
Screenshots of the board in both languages: test-artifacts/app/language-*.png."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from mbqt import lang
from mbqt.app import language, texts
from mbqt.app.app_controller import AppController
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS, human_move, play_until_step  # noqa: F401

pytestmark = FAIL_ON_WARNINGS

HOT_SEAT = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
            {"name": "Bea", "kind": "human", "colour": 1, "symbol": 1},
            {"name": "Cy", "kind": "easy", "colour": 2, "symbol": 2}]


def click(ui, qtbot, name):
    item = ui.item(name)
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    qtbot.wait(20)


def switch(ui, qtbot, code, from_board=True):
    """Through the Settings screen, as a player would, and back to the board (the pass-the-
    device screen hides the board's buttons: then straight to the Settings screen)."""
    if from_board:
        click(ui, qtbot, "boardSettings")
    else:
        ui.app.show("settings")
        qtbot.wait(20)
    assert ui.app.screen == "settings"
    click(ui, qtbot, "language_" + code)
    assert ui.app.language == code
    ui.app.back()
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=2000)
    qtbot.wait(50)


def text(ui, name):
    return ui.item(name).property("text")


def clipped(ui) -> list[str]:
    """Texts on screen cut short (elided, or past their maximum line count)."""
    found, todo = [], [ui.window.contentItem()]
    while todo:
        item = todo.pop()
        if not item.isVisible():
            continue
        if item.metaObject().indexOfProperty("truncated") >= 0 and item.property("truncated"):
            found.append(item.property("text"))
        todo.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
    return found


def log_texts(game):
    return [row["text"] for row in game.logModel.rows()]


def test_switching_language_during_a_game(ui, qtbot, tmp_path):
    app, game = ui.app, ui.game
    app.newGame(HOT_SEAT, 0, [], "5")
    # Play to the first private decision of the second human: the pass-the-device dialog.
    while game.passTo < 0:
        qtbot.waitUntil(lambda: game.humanTurn or game.passTo >= 0 or game.revealing, timeout=WAIT_MS)
        if game.passTo < 0:
            human_move(game)
    qtbot.wait(50)
    name = game.passName
    english_log = log_texts(game)
    assert text(ui, "passReady") == f"I am {name} — show my board ⏎"
    assert text(ui, "boardRules") == "Rules" and text(ui, "roundLabel").startswith("Round ")
    assert any(t.startswith("Round 1 begins;") for t in english_log)
    ui.shot("language-pass-device-en")

    switch(ui, qtbot, "fr", from_board=False)
    # The dialog...
    assert text(ui, "passReady") == f"Je suis {name} — montrer mon plateau ⏎"
    assert game.prompt == f"Passez l'appareil à {name}."
    ui.shot("language-pass-device-fr")
    game.confirmPass()
    qtbot.wait(50)
    # ... the board (QML strings, Python-side texts, money the French way) ...
    assert text(ui, "boardRules") == "Règles" and text(ui, "boardSettings") == "Réglages"
    assert text(ui, "roundLabel") == f"Manche {game.round} sur {game.finalRound}"
    seats = game.seatsModel.rows()
    assert text(ui, "money_0") == lang.money(seats[0]["money"], "fr") and "\u00a0$" in text(ui, "money_0")
    assert game.phaseNames == ["Recruter et licencier", "Contrats", "Événements", "Construction",
                               "Revenus et salaires"]
    assert all(w["typeName"] in ("Apprenti", "Marchand", "Agent de maîtrise", "Maître artisan")
               for seat in seats for w in seat["workers"])
    # ... and the whole log, from its first entry.
    french_log = log_texts(game)
    assert len(french_log) == len(english_log)
    assert all(f != e for f, e in zip(french_log, english_log) if any(c.isalpha() for c in e))
    assert any(t.startswith("La manche 1 commence ;") for t in french_log)
    # The build planner open on the board too.
    plan = game.buildPlanner.contracts.rows()
    assert plan and all(sec["label"].split()[0] in ("mur", "pignon", "toit", "côté")
                        for contract in plan for sec in contract["sections"])
    ui.shot("language-board-fr")
    assert clipped(ui) == []

    # From the board, the rules open at the current phase's chapter, in the current language.
    click(ui, qtbot, "boardRules")
    qtbot.waitUntil(lambda: bool(app.rulesChapters) and text(ui, "rulesTitle") != "", timeout=5000)
    assert app.rulesChapter == f"phase{game.phase}"
    assert text(ui, "rulesTitle").startswith(f"Phase {game.phase} :")
    ui.shot("language-rules-fr")
    app.back()
    qtbot.waitUntil(lambda: app.screen == "board", timeout=2000)

    # Remembered for the next run.
    again = AppController(data_dir=tmp_path)
    assert again.language == "fr"
    again.shutdown()

    switch(ui, qtbot, "en")
    assert text(ui, "boardRules") == "Rules" and texts.money(40000) == "$40,000"
    assert log_texts(game) == english_log
    plan = game.buildPlanner.contracts.rows()
    assert plan and all(sec["label"].split()[0] in ("side", "gable", "roof", "wall")
                        for contract in plan for sec in contract["sections"])
    ui.shot("language-board-en")
    assert clipped(ui) == []


def test_the_system_language_is_the_default(ui, monkeypatch, tmp_path):
    monkeypatch.setattr(language, "system_language", lambda: "fr")
    fresh = AppController(data_dir=tmp_path / "new")
    try:
        assert fresh.language == "fr" and texts.LANG == "fr"
        assert fresh.aiLevelNames == ["Facile", "Moyen", "Difficile"]
    finally:
        fresh.language = "en"
        fresh.shutdown()


def test_a_refusal_of_the_rules_is_said_in_french(ui, qtbot):
    """The engine's reason comes from the game's sentences in the interface language: P
    (pass) in round 1 of Master Builder, Return (end the turn) with free actions left in
    Les Bâtisseurs, pressed as a player would."""
    ui.app.language = "fr"
    try:
        ui.app.newGame(HOT_SEAT[:1] + HOT_SEAT[2:], 0, [], "21")
        qtbot.waitUntil(lambda: ui.game.humanTurn, timeout=WAIT_MS)
        QTest.keyClick(ui.window, Qt.Key.Key_P, Qt.KeyboardModifier.NoModifier)
        qtbot.wait(20)
        assert text(ui, "message") == "À la manche 1, un joueur ne peut pas passer pour attendre un meilleur ouvrier."
        assert ui.game.game.actions == []
        ui.shot("language-refusal-fr")

        ui.app.chosenGame = "batisseurs"
        ui.app.newGame(HOT_SEAT[:1] + HOT_SEAT[2:], 0, [], "4")
        qtbot.waitUntil(lambda: ui.app.game.humanTurn, timeout=WAIT_MS)
        qtbot.wait(50)
        QTest.keyClick(ui.window, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
        qtbot.wait(20)
        shown = [item for item in ui.items("message") if item.isVisible()]
        assert [item.property("text") for item in shown] == ["Utilisez d'abord vos 3 actions gratuites."]
        ui.shot("language-refusal-bat-fr")
        assert ui.app.game.game.actions == []
    finally:
        ui.app.chosenGame = "master-builder"
        ui.app.language = "en"


def test_every_screen_fits_in_french(ui, qtbot):
    ui.app.language = "fr"
    try:
        for screen in ("title", "newgame", "settings", "rules"):
            ui.app.show(screen)
            qtbot.waitUntil(lambda: ui.app.screen == screen, timeout=2000)
            if screen == "rules":
                qtbot.waitUntil(lambda: bool(ui.app.rulesChapters), timeout=5000)
            qtbot.wait(50)
            ui.shot(f"language-{screen}-fr")
            assert clipped(ui) == [], screen
    finally:
        ui.app.language = "en"


def test_a_whole_game_in_french_fits_to_the_end(ui, qtbot):
    """Computer players to the end: the city, the ranking and the board stay readable."""
    ui.app.language = "fr"
    try:
        names = ["Adélaïde", "Bertrand", "Cunégonde", "Dagobert"]
        ui.app.newGame([{"name": n, "kind": "easy", "colour": i, "symbol": i} for i, n in enumerate(names)],
                       0, [], "3")
        qtbot.waitUntil(lambda: ui.game.over, timeout=WAIT_MS)
        qtbot.wait(100)
        assert ui.game.cityModel.rows(), "no building was completed: choose another seed"
        ui.shot("language-end-fr")
        assert clipped(ui) == []
    finally:
        ui.app.language = "en"


def test_amount_boxes_follow_the_language(ui, qtbot):
    ui.app.newGame(HOT_SEAT[:1] + HOT_SEAT[2:], 0, [], "21")
    game = ui.game
    play_until_step(game, qtbot, "open")
    qtbot.wait(50)
    box = ui.item("openBid")
    amount = box.property("value")
    assert box.property("displayText") == lang.money(amount, "en")
    ui.app.language = "fr"
    try:
        qtbot.wait(20)
        assert box.property("displayText") == lang.money(amount, "fr")
    finally:
        ui.app.language = "en"


def overflowing(ui, name) -> list[str]:
    """Visible items inside `name` that reach past its right edge (a button row too long)."""
    box = ui.item(name)
    right = box.mapToScene(QPointF(box.width(), 0)).x() + 1
    found, todo = [], list(box.childItems())
    while todo:
        item = todo.pop()
        if not item.isVisible() or item.width() <= 0:
            continue
        if item.mapToScene(QPointF(item.width(), 0)).x() > right:
            found.append(item.property("text") or item.objectName() or item.metaObject().className())
        todo.extend(item.childItems())
    return found


def test_every_decision_fits_in_french(ui, qtbot):
    """A game with every variant, through each kind of decision: nothing cut short, and
    the action bar's buttons stay inside it."""
    ui.app.language = "fr"
    game = ui.game
    try:
        ui.app.newGame(HOT_SEAT[:1] + HOT_SEAT[2:] + [{"name": "Dagobert", "kind": "easy", "colour": 3, "symbol": 3}],
                       0, ["choosing_workers", "selective_events", "loaning_workers", "additional_events"], "8")
        seen = set()
        while not game.over:
            qtbot.waitUntil(lambda: game.humanTurn or game.over or game.revealing, timeout=WAIT_MS)
            if game.over:
                break
            step = "reveal" if game.revealing else game.step
            if step not in seen:
                seen.add(step)
                qtbot.wait(30)
                ui.shot(f"language-step-{step}-fr")
                assert clipped(ui) == [], step
                assert overflowing(ui, "actionBar") == [], step
            human_move(game)
        assert {"hire", "open", "bid", "choose_event", "lend", "loan"} <= seen
    finally:
        ui.app.language = "en"
