"""Switching language while a game runs: the board, the pass-the-device dialog and the
whole game log change language at once, without a restart, and the choice is remembered.
Screenshots of the board in both languages: test-artifacts/app/language-*.png."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from mbqt import lang
from mbqt.app import language, texts
from mbqt.app.app_controller import AppController
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

HOT_SEAT = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
            {"name": "Bea", "kind": "human", "colour": 1, "symbol": 1},
            {"name": "Cy", "kind": "easy", "colour": 2, "symbol": 2}]


def switch(ui, code, from_board=True):
    """Through the Settings screen, as a player would, and back to the board (the pass-the-
    device screen hides the board's buttons: then straight to the Settings screen)."""
    if from_board:
        ui.click("boardSettings")
    else:
        ui.app.show("settings")
    assert ui.app.screen == "settings"
    ui.settle()
    ui.click("language_" + code)
    assert ui.app.language == code
    ui.key(Qt.Key.Key_Escape)
    assert ui.app.screen == "board"
    ui.settle()


def log_texts(game):
    return [row["text"] for row in game.logModel.rows()]


def test_switching_language_during_a_game(ui, qtbot, human, tmp_path):
    app = ui.app
    app.newGame(HOT_SEAT, 0, [], "5")
    game = ui.game
    # Play to the first private decision of the second human: the pass-the-device dialog.
    while game.passTo < 0:
        human.wait(game)
        if game.passTo < 0:
            human.move(game)
    ui.settle()
    name = game.passName
    english_log = log_texts(game)
    assert ui.text("passReady") == f"I am {name} — show my board ⏎"
    assert ui.text("boardRules") == "Rules" and ui.text("roundLabel").startswith("Round ")
    assert any(t.startswith("Round 1 begins;") for t in english_log)
    ui.shot("language-pass-device-en")

    switch(ui, "fr", from_board=False)
    # The dialog...
    assert ui.text("passReady") == f"Je suis {name} — montrer mon plateau ⏎"
    assert game.prompt == f"Passez l'appareil à {name}."
    ui.shot("language-pass-device-fr")
    ui.click("passReady")
    ui.settle()
    # ... the board (QML strings, Python-side texts, money the French way) ...
    assert ui.text("boardRules") == "Règles" and ui.text("boardSettings") == "Réglages"
    assert ui.text("roundLabel") == f"Manche {game.round} sur {game.finalRound}"
    seats = game.seatsModel.rows()
    assert ui.text("money_0") == lang.money(seats[0]["money"], "fr") and "\u00a0$" in ui.text("money_0")
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
    assert ui.cut_texts() == []

    # From the board, the rules open at the current phase's chapter, in the current language.
    ui.click("boardRules")
    qtbot.waitUntil(lambda: bool(app.rulesChapters) and ui.text("rulesTitle") != "", timeout=5000)
    assert app.rulesChapter == f"phase{game.phase}"
    assert ui.text("rulesTitle").startswith(f"Phase {game.phase} :")
    ui.shot("language-rules-fr")
    app.back()
    qtbot.waitUntil(lambda: app.screen == "board", timeout=2000)

    # Remembered for the next run.
    again = AppController(data_dir=tmp_path)
    assert again.language == "fr"
    again.shutdown()

    switch(ui, "en")
    assert ui.text("boardRules") == "Rules" and texts.money(40000) == "$40,000"
    assert log_texts(game) == english_log
    plan = game.buildPlanner.contracts.rows()
    assert plan and all(sec["label"].split()[0] in ("side", "gable", "roof", "wall")
                        for contract in plan for sec in contract["sections"])
    ui.shot("language-board-en")
    assert ui.cut_texts() == []


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
        ui.key(Qt.Key.Key_P)
        assert ui.text("message") == "À la manche 1, un joueur ne peut pas passer pour attendre un meilleur ouvrier."
        assert ui.game.game.actions == []
        ui.settle()
        ui.shot("language-refusal-fr")

        ui.app.chosenGame = "batisseurs"
        ui.app.newGame(HOT_SEAT[:1] + HOT_SEAT[2:], 0, [], "4")
        qtbot.waitUntil(lambda: ui.app.game.humanTurn, timeout=WAIT_MS)
        ui.settle()
        ui.key(Qt.Key.Key_Return)
        ui.settle()
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
            ui.settle()
            ui.shot(f"language-{screen}-fr")
            assert ui.cut_texts() == [], screen
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
        ui.settle()
        assert ui.game.cityModel.rows(), "no building was completed: choose another seed"
        ui.shot("language-end-fr")
        assert ui.cut_texts() == []
    finally:
        ui.app.language = "en"


def test_amount_boxes_follow_the_language(ui, human):
    ui.app.newGame(HOT_SEAT[:1] + HOT_SEAT[2:], 0, [], "21")
    game = ui.game
    human.play_until_step(game, "open")
    box = ui.item("openBid")
    amount = box.property("value")
    assert box.property("displayText") == lang.money(amount, "en")
    ui.app.language = "fr"
    try:
        ui.settle()
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


def test_every_decision_fits_in_french(ui, human):
    """A game with every variant, through each kind of decision: nothing cut short, and
    the action bar's buttons stay inside it."""
    ui.app.language = "fr"
    try:
        ui.app.newGame(HOT_SEAT[:1] + HOT_SEAT[2:] + [{"name": "Dagobert", "kind": "easy", "colour": 3, "symbol": 3}],
                       0, ["choosing_workers", "selective_events", "loaning_workers", "additional_events"], "8")
        game = ui.game
        seen = set()
        while not game.over:
            human.wait(game)
            if game.over:
                break
            step = "reveal" if game.revealing else game.step
            if step not in seen:
                seen.add(step)
                ui.settle()
                ui.shot(f"language-step-{step}-fr")
                assert ui.cut_texts() == [], step
                assert overflowing(ui, "actionBar") == [], step
            human.move(game)
        assert {"hire", "open", "bid", "choose_event", "lend", "loan"} <= seen
    finally:
        ui.app.language = "en"
