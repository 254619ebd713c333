"""Moves you can follow (mbqt/app/moves.py, MoveLayer.qml): a real action, made with the mouse
or the keyboard, puts ghosts over the board that fly from where the thing was to where it
goes and are removed when they land; the animation speed setting turns them off and is
remembered; the skip key ends them."""
from __future__ import annotations

import math
import time

from PySide6.QtCore import QPointF, Qt

from mbqt.app.app_controller import AppController
from mbqt.app.batisseurs import board as bat_board
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS

pytestmark = FAIL_ON_WARNINGS

SLOW = 3
SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bertram", "kind": "medium", "colour": 1, "symbol": 1}]


def start(ui, game_id: str, seed: str = "21"):
    ui.app.chosenGame = game_id
    ui.app.newGame(SEATS, 0, [], seed)
    game = ui.game
    assert game.gameId == game_id
    ui.wait_until(lambda: game.humanTurn)
    ui.settle()
    return game


def ghosts(ui, kind: str | None = None) -> list:
    return [g for g in ui.items("moveGhost") if kind is None or g.property("kind") == kind]


def centre(ui, item) -> QPointF:
    return item.mapToScene(QPointF(item.width() / 2, item.height() / 2))


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def test_a_hired_worker_flies_from_its_deck_to_the_player_and_lands(ui):
    ui.app.animationSpeed = SLOW
    game = start(ui, "master-builder")
    deck = ui.item("deck_3")
    hire = next(i for i in ui.items("hire_" + deck.property("colour")))
    worker, before = game.game.state.worker_decks[3][0], len(game.game.actions)
    ui.click(hire)
    assert game.game.actions[before] == ("hire", 3)
    label = game.game.state.cards.workers[worker].id
    card = next(g for g in ghosts(ui, "card") if g.property("label") == label)
    assert card.property("seat") == 0
    assert 0 in [g.property("seat") for g in ghosts(ui, "seat")]     # Ann acted: her panel outlined
    # It starts on the deck and goes to Ann's table, the board moving on beneath it.
    player = ui.item("player_0")
    start_at = centre(ui, card)
    assert distance(start_at, centre(ui, deck)) < distance(start_at, centre(ui, player))
    ui.wait_until(lambda: card.property("t") > 0.6, 10_000)
    assert distance(centre(ui, card), centre(ui, player)) < distance(start_at, centre(ui, player))
    # Once landed, no ghost is left.
    ui.wait_until(lambda: not ghosts(ui), 10_000)


def test_les_batisseurs_a_recruit_and_monopoly_builder_a_roll_animate(ui):
    ui.app.animationSpeed = SLOW
    game = start(ui, "batisseurs")
    worker = next(row for row in game.workersModel.rows() if row["recruitable"])
    before, logged = len(game.game.actions), len(game.game.log)
    ui.click(f"worker_{worker['cardId']}")
    assert game.game.actions[before] == ("recruit", worker["unit"])
    # The worker recruited, and the one that takes its place in the row from the deck.
    revealed = [a["worker"] for key, a in game.game.log[logged:] if key == "worker_revealed"]
    names = [bat_board.unit_row(game.game.state.cards, w)["name"] for w in revealed]
    assert sorted(g.property("label") for g in ghosts(ui, "card")) == sorted([worker["name"]] + names)
    ui.wait_until(lambda: not ghosts(ui), 10_000)

    ui.app.show("title")
    game = start(ui, "monopoly-builder")
    ui.wait_until(lambda: any(row["name"] == "roll" for row in game.actionsModel.rows()))
    ui.settle()
    before = len(game.game.log)
    ui.click("act_roll")
    keys = [key for key, _args in game.game.log[before:]]
    assert ghosts(ui, "seat")
    if "moved" in keys:                     # the token goes round the ring
        assert len(ghosts(ui, "marker")) == 1
    ui.wait_until(lambda: not ghosts(ui), 10_000)


def test_speed_off_animates_nothing(ui, qtbot):
    ui.app.animationSpeed = 0
    game = start(ui, "master-builder")
    sent = []
    game.movesMade.connect(lambda moves, ms: sent.append(moves))
    hire = ui.items("hire_" + ui.item("deck_3").property("colour"))[0]
    ui.click(hire)
    ui.wait_until(lambda: game.humanTurn or game.over)     # the computer player moved too
    ui.settle()
    assert sent == [] and ghosts(ui) == []


def test_the_skip_key_ends_the_animations(ui):
    ui.app.animationSpeed = SLOW
    start(ui, "master-builder")
    ui.click(ui.items("hire_" + ui.item("deck_3").property("colour"))[0])
    assert ghosts(ui)
    ui.key(Qt.Key.Key_S)
    ui.wait_until(lambda: not ghosts(ui), 2_000)        # well before a slow move lands


def test_the_animation_speed_is_chosen_in_settings_and_remembered(ui, tmp_path):
    ui.app.language = "fr"
    ui.app.show("settings")
    ui.settle()
    button = ui.item("animation_1")
    assert button.property("text") == "Rapide"
    ui.click(button)
    assert ui.app.animationSpeed == 1
    for choice in (0, 3):
        ui.click(f"animation_{choice}")
        again = AppController(data_dir=tmp_path)       # the next run of the app
        assert again.animationSpeed == choice
        again.shutdown()
    ui.app.language = "en"


def test_the_game_never_waits_for_an_animation(ui, qtbot):
    """Computer players against each other at the instant speed, moves slow: the game plays
    on at its own pace, and the ghosts alive stay within the layer's bound."""
    ui.app.animationSpeed = SLOW
    ui.app.chosenGame = "master-builder"
    ui.app.newGame([dict(seat, kind="easy") for seat in SEATS], 0, [], "5")
    game = ui.game
    most = []
    qtbot.waitUntil(lambda: most.append(len(ghosts(ui))) or len(game.game.actions) > 40, timeout=WAIT_MS)
    layer = ui.item("moveLayer")
    assert 0 < max(most) <= layer.property("most") * 2   # (those dropped may wait for deletion)


def shown_names(ui) -> set[str]:
    """The objectNames of the visible items of the window."""
    names, todo = set(), [ui.window.contentItem()]
    while todo:
        item = todo.pop()
        if item.isVisible():
            names.add(item.objectName())
            todo.extend(item.childItems())
    return names


def test_every_move_names_items_the_board_shows(ui, qtbot):
    """Each game's moves, through the first actions of a game of four computer players: every
    item a move goes through is on the board when the move is sent, but for a ghost's last
    one, which the action may make (a contract revealed, a card drawn): that one shows up
    within the move's duration, as the moves layer waits for it (a name the board does not
    use would leave the move undrawn; some cards are made over a few frames)."""
    ui.app.animationSpeed = SLOW
    for game_id in ("master-builder", "batisseurs", "monopoly-builder"):
        ui.app.chosenGame = game_id
        seats = [dict(SEATS[1], name=name, colour=i, symbol=i) for i, name in enumerate(("A", "B", "C", "D"))]
        ui.app.newGame(seats, 0, [], "3")
        game, kinds, missing, later = ui.game, set(), set(), {}

        def sent(moves, ms):
            shown = shown_names(ui)
            for move in moves:
                kinds.add(move["kind"])
                path = move["path"]
                missing.update(name for name in path[:-1] if name not in shown)
                if path[-1] not in shown:
                    if len(path) > 1:
                        later[path[-1]] = time.monotonic() + ms / 1000
                    else:
                        missing.add(path[-1])

        def drawn():                 # a frame: the awaited items it shows, those too late
            shown = shown_names(ui)
            for name, deadline in list(later.items()):
                if name in shown or time.monotonic() > deadline:
                    del later[name]
                    if name not in shown:
                        missing.add(name)

        game.movesMade.connect(sent)
        ui.window.frameSwapped.connect(drawn)
        qtbot.waitUntil(lambda: game.over or len(game.game.actions) > 80, timeout=WAIT_MS)
        game.movesMade.disconnect(sent)
        qtbot.waitUntil(lambda: ui.window.update() or not later, timeout=WAIT_MS)   # (frames asked for)
        ui.window.frameSwapped.disconnect(drawn)
        assert missing == set(), game_id
        assert {"seat", "delta"} < kinds and kinds & {"card", "coin", "marker", "chip"}, game_id
        ui.app.show("title")


class Recorder:
    """Each action played on the board: its log entries, the moves sent for it, the items the
    window showed when they were sent and from when it shows the action until its moves end
    (the moves layer waits for a ghost's last item: some cards are made over a few frames)."""

    def __init__(self, ui, game):
        self.ui, self.game, self.actions, self.current = ui, game, [], None
        game.movesMade.connect(self.sent)
        game.moved.connect(self.played)
        game.changed.connect(self.shown)
        ui.window.frameSwapped.connect(self.drawn)

    def sent(self, moves, ms):
        self.current = {"moves": moves, "before": shown_names(self.ui), "at": len(self.game.game.log),
                        "until": time.monotonic() + ms / 1000}

    def played(self):
        if self.current is not None and "entries" not in self.current:
            self.current["entries"] = self.game.game.log[self.current["at"]:]

    def shown(self):
        if self.current is not None and "entries" in self.current:
            self.current["after"] = shown_names(self.ui)
            self.actions.append(self.current)
            self.current = None

    def moving(self) -> list:
        now = time.monotonic()
        return [action for action in self.actions if action["until"] > now]

    def drawn(self):
        moving = self.moving()
        if moving:
            names = shown_names(self.ui)
            for action in moving:
                action["after"] |= names
            self.ui.window.update()         # the next frame, while moves go on

    def close(self):
        self.game.movesMade.disconnect(self.sent)
        self.game.moved.disconnect(self.played)
        self.game.changed.disconnect(self.shown)
        self.ui.wait_until(lambda: self.ui.window.update() or not self.moving())
        self.ui.window.frameSwapped.disconnect(self.drawn)

    def seen(self, key: str) -> list:
        """The actions with an entry of this key, each with that entry's arguments."""
        return [(action, args) for action in self.actions for k, args in action["entries"] if k == key]

    def assert_moved(self, key: str, expected) -> None:
        """Some action logged `key`; for each such entry, `expected(args, entries)` (a move's
        kind and path, or None when the entry moves nothing; entries: its action's) is among its action's moves, the items
        of its path on the board when the move was sent (the last one at the latest while its
        moves go on)."""
        found = [(action, expected(args, action["entries"])) for action, args in self.seen(key)]
        found = [(action, want) for action, want in found if want is not None]
        assert found, f"no {key} played"
        for action, (kind, path) in found:
            assert any(m["kind"] == kind and m["path"] == path for m in action["moves"]), (key, kind, path)
            assert set(path[:-1]) <= action["before"], (key, path)
            assert path[-1] in action["before"] | action["after"], (key, path)


def play_computers(ui, qtbot, game_id: str, seed: str, keys: set[str], seats: int = 3) -> Recorder:
    """Computer players play until every key of `keys` was logged (or the game ends)."""
    ui.app.animationSpeed = SLOW
    ui.app.chosenGame = game_id
    ui.app.newGame([dict(SEATS[1], name=name, colour=i, symbol=i) for i, name in enumerate("ABCD"[:seats])],
                   0, [], seed)
    game = ui.game
    recorder = Recorder(ui, game)
    qtbot.waitUntil(lambda: game.over or keys <= {k for a in recorder.actions for k, _ in a["entries"]},
                    timeout=WAIT_MS * 3)
    recorder.close()
    return recorder


def test_master_builder_the_round_cards_events_and_plans_move(ui, qtbot):
    """The contracts and the economy turned up go from the decks onto the table, an event
    card from the deck to the round's cards, the workers it idles count down on their
    player's table, money placed on an unsold contract comes from the bank, each part of a
    plan goes from the player's workers onto the contract it builds."""
    recorder = play_computers(ui, qtbot, "master-builder", "7", {
        "contracts_revealed", "economic_card", "event", "workers_unavailable", "bonus_placed", "plan_revealed"})
    recorder.assert_moved("contracts_revealed", lambda a, _e: ("card", ["decks", f"contract_{a['contracts'][0]}"])
                          if a["contracts"] else None)
    recorder.assert_moved("economic_card", lambda a, _e: ("card", ["decks", "economicCard"]))
    recorder.assert_moved("event", lambda a, _e: ("card", ["decks", "eventCard"]))
    recorder.assert_moved("workers_unavailable", lambda a, _e: ("delta", [f"workers_{a['seat']}"]))
    recorder.assert_moved("bonus_placed", lambda a, _e: ("coin", ["wageTrack", f"contract_{a['contract']}"]))
    recorder.assert_moved("plan_revealed", lambda a, _e: ("card", [f"workers_{a['seat']}", f"held_{a['plan'][0][0]}"])
                          if a["plan"] else None)
    ui.app.show("title")                                 # the game left: its last ghosts land
    ui.wait_until(lambda: not ghosts(ui), 10_000)        # none left behind


def test_les_batisseurs_ecus_go_to_and_from_the_reserve(ui, qtbot):
    """Écus taken and a building's reward come from the Reserve to the builder's écus; a
    worker's wage and extra actions go back to it; a building turned up to refill the row
    comes from its deck."""
    recorder = play_computers(ui, qtbot, "batisseurs", "2", {"took", "sent", "completed", "building_revealed"})
    recorder.assert_moved("took", lambda a, _e: ("coin", ["reserve", f"ecus_{a['seat']}"]))
    recorder.assert_moved("sent", lambda a, _e: ("coin", [f"ecus_{a['seat']}", "reserve"]) if a["money"] else None)
    recorder.assert_moved("completed", lambda a, _e: ("coin", ["reserve", f"ecus_{a['seat']}"]) if a["money"] else None)
    cards = ui.game.game.state.cards
    recorder.assert_moved("building_revealed",
                          lambda a, _e: ("card", ["buildingDeck", f"building_{cards.buildings[a['building']].id}"]))
    took = recorder.seen("took")[0][0]
    assert any(m["kind"] == "delta" and m["path"] == [f"ecus_{took['entries'][0][1]['seat']}"] for m in took["moves"])
    ui.app.show("title")
    ui.wait_until(lambda: not ghosts(ui), 10_000)


def test_monopoly_builder_a_chance_card_and_a_trade_move(ui, human):
    """A Chance card goes from the space it was drawn on to the reveal (a kept one to the
    player); a trade accepted moves its money and chips between the two players' tables."""
    from tests.app.test_monopoly_builder import HUMANS, play_until
    ui.app.animationSpeed = SLOW
    game = ui.new_game("monopoly-builder", HUMANS, "13")
    recorder = Recorder(ui, game)
    play_until(ui, human, game, lambda g: any(k == "chance_drawn" for k, _ in g.game.log), limit=2000)
    s = game.game.state
    s = game.game.state

    def chance(a, entries):           # from the space the token reached
        at = [e["to"] for k, e in entries[:entries.index(("chance_drawn", a))] if k == "moved"][-1]
        return "card", [f"space_{at}", f"player_{a['seat']}" if s.board.chance[a["card"]].keep else "chanceCard"]
    recorder.assert_moved("chance_drawn", chance)
    play_until(ui, human, game, lambda g: g.step == "turn")
    s = game.game.state
    me, other = s.active, 1 - s.active
    give = s.players[me].chips.index(max(s.players[me].chips))
    ui.key(Qt.Key.Key_T)
    ui.settle()
    ui.click(f"tradePartner_{other}")
    ui.click(f"tradeChip_0_{give}")
    ui.click(next(i for i in ui.items("plus") if ui.item("tradeMoney_1").isAncestorOf(i)))     # 5M of theirs
    ui.settle()
    ui.click("tradeOffer")
    ui.settle()
    ui.click("act_accept")
    ui.settle()
    ui.shot("moves-trade")                  # the chip and the money on their way
    colour = ui.game.resourceNames[give]
    recorder.assert_moved("accepted", lambda a, _e: ("chip", [f"resources_{me}", f"resources_{other}"]))
    recorder.assert_moved("accepted", lambda a, _e: ("coin", [f"money_{other}", f"money_{me}"]))
    moves = recorder.seen("accepted")[0][0]["moves"]
    assert f"+1 {colour}" in [m["label"] for m in moves if m["kind"] == "chip"]
    assert {m["path"][0]: m["label"] for m in moves if m["kind"] == "delta"} == {
        f"money_{me}": "+5M", f"money_{other}": "-5M"}
    recorder.close()
    ui.wait_until(lambda: not ghosts(ui), 10_000)


def test_monopoly_builder_money_from_the_bank_moves(ui, qtbot):
    """The salary for passing GO comes from the bank to the player's money."""
    recorder = play_computers(ui, qtbot, "monopoly-builder", "7", {"passed_go"})
    recorder.assert_moved("passed_go", lambda a, _e: ("coin", ["bankResources", f"money_{a['seat']}"]))
    ui.app.show("title")
    ui.wait_until(lambda: not ghosts(ui), 10_000)
