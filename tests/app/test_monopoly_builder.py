"""Monopoly Builder in the app: a whole game against computer players through the loaded
QML, the decisions made with clicks and keys on the real items (buy, an auction bid, a trade
offer built by clicking and accepted, a floor built on the island, undo), each game ending
in the state the engine reaches on the same setup and actions. Screenshots go to
test-artifacts/app/mono-*.png."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from mbqt.app.app_controller import SAVES_FOLDER
from tests.support.app import (
    FAIL_ON_WARNINGS,
    WAIT_MS,
    assert_the_engines_game,
    replay_at_round_2,
)

pytestmark = FAIL_ON_WARNINGS

SEATS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "random", "colour": 1, "symbol": 1},
         {"name": "Cleo", "kind": "random", "colour": 2, "symbol": 2},
         {"name": "Dan", "kind": "random", "colour": 3, "symbol": 3}]
END_TITLES = {"penthouse": "The Penthouse tops the island", "stalemate": "Nobody can place the Penthouse any more",
              "bankruptcy": "All but one player are bankrupt", "rounds": "Round 60 was the last one"}
MAX_ACTIONS = 6000      # a game ends well before; a test never hangs


def start(ui, seats, seed: str, start_player: int = 0):
    return ui.new_game("monopoly-builder", seats, seed, start_player)


def test_a_whole_game_against_computer_players(ui, human):
    game = start(ui, SEATS, "7")
    shots = []

    def look(game):
        if len(shots) < 3 and game.step == "turn" and game.round in (1, 4, 8):
            shots.append(game.round)
            ui.settle()
            ui.shot(f"mono-game-round{game.round}")
            assert ui.cut_texts() == [], f"texts cut at 1280x720 (round {game.round})"
    human.play_to_the_end(game, MAX_ACTIONS, look)
    again = assert_the_engines_game(game.game)
    ui.settle()
    ui.shot("mono-end")
    assert ui.text("endTitle") == END_TITLES[game.game.state.end]
    # A Return meant for the last move (pressed twice) leaves the results on screen.
    ui.key(Qt.Key.Key_Return)
    ui.settle()
    assert ui.app.game is game and game.over and ui.item("endScreen").isVisible()
    rows = game.resultsModel.rows()
    assert [r["winner"] for r in rows].count(True) == len(again.rules.winners(again.state))
    # Each row itemises the engine's score_items, line by line, and its total.
    items = again.rules.score_items(again.state)
    scores = again.rules.scores(again.state)
    for row in rows:
        assert len(row["lines"]) == len(items[row["seat"]])
        assert row["total"] == game.score_text(scores[row["seat"]])
    ui.click("endStats")
    ui.settle()
    ui.shot("mono-stats")
    ui.app.language = "fr"
    ui.settle()
    ui.shot("mono-stats-fr")
    assert ui.cut_texts() == []


def test_a_finished_game_in_the_saves_list_says_the_points(ui, qtbot):
    """The Load screen's line of a finished game says each player's points (it said 0 for
    everyone: the list read a field Monopoly Builder's view did not give)."""
    start(ui, [dict(SEATS[1], name="Bob"), dict(SEATS[2], name="Cleo")], "12")
    qtbot.waitUntil(lambda: ui.game.over, timeout=10 * WAIT_MS)
    finished = ui.game.game
    points = finished.rules.scores(finished.state)
    assert max(points) > 0
    ui.settle()          # the end screen says how the game ended (it said "The island is built" every time)
    assert ui.text("endTitle") == END_TITLES[finished.state.end]
    saves = ui.app._data_dir / SAVES_FOLDER          # the finished game's file is written off the GUI thread
    qtbot.waitUntil(lambda: any(saves.glob("finished-*.json")), timeout=WAIT_MS)
    ui.app.show("saves")
    qtbot.waitUntil(lambda: not ui.app.saves.loading and any(r["kind"] == "finished" for r in ui.app.saves.model.rows()),
                    timeout=WAIT_MS)
    row = next(r for r in ui.app.saves.model.rows() if r["kind"] == "finished")
    assert row["summary"] == "Finished: " + ", ".join(
        f"{name} {ui.game.score_text(p)}" for name, p in zip(("Bob", "Cleo"), points))


def test_chips_lying_on_a_deed_leave_its_name_readable(ui, human):
    """Chips discarded onto a deed's space sit above its name, which gets smaller: they
    covered the first line ("Avenue des" of Avenue des Champs-Élysées)."""
    game = start(ui, [dict(seat, kind="human") for seat in SEATS], "4")

    def chips_on_a_deed(g):
        return any(sum(r["chips"]) and r["kind"] == "property" for r in g.spacesModel.rows())
    play_until(ui, human, game, chips_on_a_deed, limit=6000)
    row = next(r for r in game.spacesModel.rows() if sum(r["chips"]) and r["kind"] == "property")
    chips, name = ui.item(f"chipsOn_{row['space']}"), ui.item(f"spaceName_{row['space']}")
    top = name.mapToScene(QPointF(0, 0)).y()
    assert chips.height() > 0 and top >= chips.mapToScene(QPointF(0, chips.height())).y()
    assert name.property("truncated") is False and ui.cut_texts() == []


HUMANS = [{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
          {"name": "Bob", "kind": "human", "colour": 1, "symbol": 1}]


def play_until(ui, human, game, wanted, limit: int = 400):
    """Roll with Return and let the scripted human make the other decisions until `wanted(game)`."""
    for _ in range(limit):
        human.wait(game)
        assert not game.over
        if wanted(game):
            ui.settle()
            return
        if game.step == "roll":
            before = len(game.game.actions)
            ui.settle()
            ui.key(Qt.Key.Key_Return)
            assert len(game.game.actions) == before + 1, game.message
        else:
            human.move(game)
    raise AssertionError("the decision wanted never came")


def owner(game, deed: int) -> int:
    return game.game.state.owner[deed]


def test_buy_with_b_and_an_auction_won_with_a_click(ui, human):
    game = start(ui, HUMANS, "3")
    play_until(ui, human, game, lambda g: g.step == "buy")
    s = game.game.state
    deed, buyer, price = s.pending, s.active, s.board.deeds[s.pending].price
    money = s.players[buyer].money
    ui.key(Qt.Key.Key_B)
    assert owner(game, deed) == buyer and game.game.state.players[buyer].money == money - price
    space = ui.item(f"space_{s.board.deeds[deed].position}")
    assert space.property("owner") == buyer

    play_until(ui, human, game, lambda g: g.step == "buy")
    deed = game.game.state.pending
    ui.click("act_auction")                   # decline: the auction opens at 10M
    ui.settle()
    assert game.step == "auction" and ui.item("auctionBar").isVisible()
    first = game.decisionSeat
    ui.click("bidButton")                     # the least bid: 10M
    ui.settle()
    assert game.auction["bid"] == 10 and game.auction["bidder"] == first
    assert "10M" in ui.text("auctionState")
    ui.key(Qt.Key.Key_P)                      # the other player passes
    ui.settle()
    assert owner(game, deed) == first and game.step != "auction"


def test_a_trade_offer_built_by_clicking_and_accepted(ui, human):
    game = start(ui, HUMANS, "5")
    play_until(ui, human, game, lambda g: g.step == "turn")
    s = game.game.state
    me, other = s.active, 1 - s.active
    mine, theirs = list(s.players[me].chips), list(s.players[other].chips)
    give = mine.index(max(mine))
    take = theirs.index(max(theirs))
    ui.key(Qt.Key.Key_T)                      # the trade dialog
    ui.settle()
    assert ui.item("tradeDialog").isVisible() and not ui.item("tradeOffer").property("enabled")
    ui.click(f"tradePartner_{other}")
    ui.click(f"tradeChip_0_{give}")           # one of mine...
    ui.click(f"tradeChip_1_{take}")           # ...for one of theirs
    ui.settle()
    assert ui.item("tradeOffer").property("enabled"), game.trade.get("why")
    ui.click("tradeOffer")
    ui.settle()
    assert game.step == "respond" and game.decisionSeat == other
    assert not ui.item("tradeDialog").isVisible() and ui.text("offerText")
    ui.click("act_accept")
    ui.settle()
    chips = game.game.state.players
    expected_me, expected_other = mine[:], theirs[:]
    expected_me[give] -= 1
    expected_me[take] += 1
    expected_other[take] -= 1
    expected_other[give] += 1
    assert list(chips[me].chips) == expected_me and list(chips[other].chips) == expected_other
    assert game.step == "turn" and game.decisionSeat == me


def test_trade_money_raised_by_holding_plus_and_the_offer_made_with_return(ui, human):
    """The money of an offer runs up while + is held (150M is 30 steps of 5M), and Return
    makes the offer wherever the focus is, as the button's ⏎ says."""
    from PySide6.QtTest import QTest
    game = start(ui, HUMANS, "5")
    play_until(ui, human, game, lambda g: g.step == "turn")
    s = game.game.state
    me, other = s.active, 1 - s.active
    money, theirs, mine = s.players[me].money, list(s.players[other].chips), list(s.players[me].chips)
    take = theirs.index(max(theirs))
    ui.key(Qt.Key.Key_T)
    ui.settle()
    ui.click(f"tradePartner_{other}")
    ui.click(f"tradeChip_1_{take}")
    plus = [i for i in ui.items("plus") if ui.item("tradeMoney_0").isAncestorOf(i)][0]
    QTest.mouseMove(ui.window, ui.centre(plus))
    QTest.mousePress(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, ui.centre(plus))
    ui.wait_until(lambda: game.trade["sides"][0]["money"] >= 50)
    QTest.mouseRelease(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, ui.centre(plus))
    ui.settle()
    offered = game.trade["sides"][0]["money"]
    assert offered >= 50 and ui.item("tradeOffer").property("enabled")
    ui.key(Qt.Key.Key_Return)
    ui.settle()
    assert game.step == "respond" and game.decisionSeat == other
    ui.click("act_accept")
    ui.settle()
    after = game.game.state.players
    assert after[me].money == money - offered and after[me].chips[take] == mine[take] + 1


def short_of_cash(g) -> bool:
    s = g.game.state
    return g.step == "buy" and s.players[s.active].money < s.board.deeds[s.pending].price


def test_the_trade_money_shown_is_the_offers_after_the_dialog_is_opened_again(ui, human):
    """Money put in an offer, the dialog closed and opened again: the stepper shows the new
    draft's 0M (it kept showing the old amount, which the offer did not hold)."""
    game = start(ui, HUMANS, "5")
    play_until(ui, human, game, lambda g: g.step == "turn")
    ui.key(Qt.Key.Key_T)
    ui.settle()
    plus = [i for i in ui.items("plus") if ui.item("tradeMoney_0").isAncestorOf(i)][0]
    amount = [i for i in ui.items("amount") if ui.item("tradeMoney_0").isAncestorOf(i)][0]
    ui.click(plus)
    ui.click(plus)
    ui.settle()
    assert game.trade["sides"][0]["money"] == 10 and amount.property("text") == "10M"
    ui.key(Qt.Key.Key_Escape)
    ui.settle()
    ui.key(Qt.Key.Key_T)
    ui.settle()
    assert game.trade["sides"][0]["money"] == 0 and amount.property("text") == "0M"


def test_the_jail_prompt_counts_the_tries(ui, human):
    """In jail, the prompt says which of the three rolls for a double this is ("try 1 of 3";
    it said "0 tries so far")."""
    game = start(ui, HUMANS, "3")
    play_until(ui, human, game, lambda g: g.step == "jail", limit=3000)
    s = game.game.state
    tries = s.players[s.active].jail_tries
    assert f"(try {tries + 1} of {s.board.jail_turns})" in ui.text("prompt")


def test_a_deed_bought_short_of_cash_after_mortgages_clicked(ui, human):
    """Short of cash on a deed, the prompt says what to do (D06: mortgage to buy, or auction);
    deeds clicked in the panel are mortgaged until B buys it."""
    game = start(ui, HUMANS, "3")
    play_until(ui, human, game, short_of_cash, limit=3000)
    s = game.game.state
    me, deed = s.active, s.pending
    assert "mortgage deeds" in ui.text("prompt") and "put it up for auction" in ui.text("prompt")
    assert not ui.items("act_buy")
    while not ui.items("act_buy"):
        toggles = [d["id"] for d in game.seatsModel.rows()[me]["deeds"] if d["toggle"]]
        ui.click(f"deed_{toggles[0]}")
        ui.settle()
    ui.key(Qt.Key.Key_B)
    ui.settle()
    assert owner(game, deed) == me


def test_return_presses_the_focused_button_where_there_is_no_main_one(ui, human):
    """Short of cash on a deed there is no Buy button: the focus is on Auction it, and Return
    presses it (it did nothing, the game seemed stuck)."""
    game = start(ui, HUMANS, "3")
    play_until(ui, human, game, short_of_cash, limit=3000)
    deed = game.game.state.pending
    assert not any(row["main"] for row in game.actionsModel.rows())
    assert ui.focused()[1][0] == "act_auction"
    ui.key(Qt.Key.Key_Return)
    ui.settle()
    assert game.step == "auction" and game.game.state.auction[0] == deed


def test_a_floor_built_with_a_click_then_undone(ui, human):
    game = start(ui, HUMANS, "9")
    play_until(ui, human, game, lambda g: g.step == "turn" and any(c["buildable"] for c in g.islandModel.rows()))
    s = game.game.state
    me = s.active
    cell = next(c["cell"] for c in game.islandModel.rows() if c["buildable"])
    chips = sum(s.players[me].chips)
    ui.click(f"cell_{cell}")
    ui.settle()
    i = [f[0] for f in s.board.foundations].index(cell)
    after = game.game.state
    assert after.height[i] == 1 and after.built_by[i] == me and sum(after.players[me].chips) == chips - 2
    tip = ui.item(f"cell_{cell}").property("buildTip")
    assert "building, 1 floor" in tip and "1 floors" not in tip
    assert game.canUndo
    ui.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    ui.settle()
    assert game.game.state.height[i] == 0 and sum(game.game.state.players[me].chips) == chips
    assert game.message == "Action taken back."


def test_the_board_at_two_sizes_in_both_languages(ui, human):
    """Screenshots of a game under way (a turn, the trade dialog, an auction) at 1024x768 and
    1920x1080 in English and French, every text whole."""
    game = start(ui, SEATS[:1] + [dict(SEATS[1], kind="human")] + SEATS[2:], "21")
    play_until(ui, human, game, lambda g: g.step == "turn" and g.game.state.round >= 3, limit=2000)
    for language in ("en", "fr"):
        ui.app.language = language
        for width, height in ((1024, 768), (1920, 1080)):
            ui.resize(width, height)
            ui.shot(f"mono-{language}-{width}-turn")
            assert ui.cut_texts() == [], (language, width)
            game.tradeBegin()
            ui.settle()
            ui.shot(f"mono-{language}-{width}-trade")
            assert ui.cut_texts() == [], (language, width)
            game.tradeClose()
    ui.app.language = "en"
    ui.resize(1280, 720)
    play_until(ui, human, game, lambda g: g.step == "auction" or g.step == "buy", limit=2000)
    if game.step == "buy":
        game.pressNamed("auction")
    for language in ("en", "fr"):
        ui.app.language = language
        for width, height in ((1024, 768), (1920, 1080)):
            ui.resize(width, height)
            ui.shot(f"mono-{language}-{width}-auction")
            assert ui.cut_texts() == [], (language, width)


def test_the_dice_show_the_roll_and_a_chance_card_is_shown_face_up(ui, human):
    game = start(ui, HUMANS, "13")
    play_until(ui, human, game, lambda g: g.step == "roll")
    ui.key(Qt.Key.Key_Return)
    rolled = next(a["dice"] for k, a in reversed(game.game.log) if k in ("rolled", "resource_roll"))
    # After a moment of tumbling, the dice show the roll (or the Roll for Resources it led to).
    ui.wait_until(lambda: [ui.item("die0").property("value"), ui.item("die1").property("value")] == rolled)
    play_until(ui, human, game, lambda g: g.chance.get("shown") is True, limit=2000)
    card = next(a["card"] for k, a in reversed(game.game.log) if k == "chance_drawn")
    text = game.game.state.board.chance[card].text["en"]
    assert ui.item("chanceCard").isVisible() and text in ui.text("chanceText")
    ui.click("chanceCard")                    # a click puts it away
    ui.settle()
    assert not ui.item("chanceCard").isVisible()


def test_statistics_and_the_replay_viewer(ui, qtbot):
    computers = [{"name": n, "kind": "random", "colour": i, "symbol": i} for i, n in enumerate(("Ann", "Bob", "Cleo"))]
    game = start(ui, computers, "17")
    qtbot.waitUntil(lambda: game.over, timeout=10 * WAIT_MS)
    finished = game.game
    stats = game.statistics
    # Two charts, points then money, each seat's figures from the start to the end.
    assert stats["over"] and [c["name"] for c in stats["charts"]] == ["Points", "Money"]
    assert stats["roundLabel"] == "R%1"
    for seat, out in enumerate(stats["seats"]):
        points, money = out["series"]
        assert points[-1] == finished.rules.scores(finished.state)[seat]
        assert money[0] == finished.rules.cards.starting_money and money[-1] == finished.state.players[seat].money
        assert len(points) == len(money) == stats["rounds"] + 1
        assert len(out["cells"]) == len(stats["columns"])
        # Rent paid and received, then the floors built as the end sheet counts them (the Penthouse too).
        s = finished.state
        assert out["cells"][:2] == [f"{out['rent_paid']}M", f"{out['rent_received']}M"]
        assert out["cells"][4] == str(sum(h for h, o in zip(s.height, s.built_by) if o == seat))
    money_chart = stats["charts"][1]
    assert money_chart["top"] >= max(m for out in stats["seats"] for m in out["series"][1])
    assert [line["label"] for line in money_chart["lines"][:2]] == ["0M", f"{money_chart['lines'][1]['value']}M"]

    # On the end screen, a click shows the money chart instead of the points.
    ui.settle()
    ui.click("endStats")
    ui.settle()
    assert ui.text("chartTitle") == "Points at the end of each round"
    assert ui.item("moneyChart").property("axisTop") == stats["charts"][0]["top"]
    ui.click("statsChart_1")
    ui.settle()
    assert ui.text("chartTitle") == "Money at the end of each round"
    assert ui.item("moneyChart").property("axisTop") == money_chart["top"]
    ui.shot("mono-end-statistics-money")

    replay = replay_at_round_2(ui, finished, "mono-replay-round2")
    assert replay.board.actionsModel.count == 0
    assert ui.text("replayRoundWord") == ui.text("replayBy_round") == "Round"
    # In French a round is the game's "tour de table" (the other games' "manche" is theirs).
    ui.app.language = "fr"
    ui.settle()
    assert ui.text("replayRoundWord") == ui.text("replayBy_round") == "Tour de table"
    french = replay.board.statistics
    assert french["roundLabel"] == "T%1" and [c["name"] for c in french["charts"]] == ["Points", "Argent"]
    assert [c["title"] for c in french["charts"]] == ["Points à la fin de chaque tour de table",
                                                      "Argent à la fin de chaque tour de table"]
    assert french["charts"][1]["lines"][1]["label"] == f"{french['charts'][1]['lines'][1]['value']}\u00a0M"
    ui.click("replayStats")
    ui.settle()
    ui.shot("mono-replay-statistics-fr")
    ui.app.closeReplay()


def test_a_round_is_a_tour_de_table_in_french_on_the_title_and_the_load_list(ui, qtbot, human):
    ui.app.language = "fr"
    game = start(ui, HUMANS, "9")
    human.play(game, 4)
    qtbot.waitUntil(lambda: game.humanTurn, timeout=WAIT_MS)
    ui.settle()
    ui.click("leaveButton")
    qtbot.waitUntil(lambda: ui.app.screen == "title" and ui.app.canContinue, timeout=10_000)
    assert ui.app.continueText.startswith("Monopoly Builder, tour de table 1 — Ann, Bob — ")
    ui.click("loadGame")
    qtbot.waitUntil(lambda: ui.app.screen == "saves" and not ui.app.saves.loading
                    and ui.app.saves.model.count == 1, timeout=10_000)
    assert [r["round"] for r in ui.app.saves.model.rows()] == ["Tour de table 1"]
    ui.settle()
    ui.shot("mono-saves-fr")


def test_a_floor_built_with_the_keyboard(ui, human):
    game = start(ui, HUMANS, "9")
    play_until(ui, human, game, lambda g: g.step == "turn" and any(c["buildable"] for c in g.islandModel.rows()))
    me = game.game.state.active
    cell = ui.tab_until(lambda names: names[0].startswith("cell_"))    # Tab walks to the island
    name = cell.objectName()[len("cell_"):]
    ui.key(Qt.Key.Key_Space)
    ui.settle()
    i = [f[0] for f in game.game.state.board.foundations].index(name)
    assert game.game.state.height[i] == 1 and game.game.state.built_by[i] == me


def test_the_reference_card_ticks_the_penthouse_only_with_a_building_to_put_it_on(ui):
    """The chips for the Penthouse in hand, but no four-floor building of one's own: no tick
    (a player read it as 'the Penthouse may be built now')."""
    from mbqt.app.monopoly_builder.board import seat_rows
    from tests.monopoly_builder.helpers import RULES, cell, new
    s = new()
    s.players[0].chips = [2, 1, 1, 1]
    seats = [{"name": n, "kind": "human", "colour": i, "symbol": i} for i, n in enumerate(("Ann", "Bob"))]

    def penthouse_ticked() -> bool:
        return seat_rows(s, RULES.view(s, 0), [], seats, 0)[0]["floors"][-1]["affordable"]

    assert not penthouse_ticked()
    s.height[cell("B2")], s.built_by[cell("B2")] = s.board.max_own_floors, 0
    assert penthouse_ticked()
