"""The text mode (`mbqt text`), driven through `run` with scripted input: each answer is
computed from what the program printed since the last question, as a player would."""
import json
import random
import re

import pytest

from mbqt.core.records import Game
from mbqt.core.saves import load_game, save_game
from mbqt.games.master_builder import MasterBuilder, Setup
from mbqt.games.master_builder import rules as engine
from mbqt.games.master_builder.sentences import contract_name, section_name
from mbqt.games.master_builder.state import STEP_BID, STEP_PLAN
from mbqt.text import play as play_module
from mbqt.text.console import HEIGHT, WIDTH
from mbqt.text.master_builder import session as session_module
from mbqt.text.master_builder.board import board_lines
from mbqt.text.master_builder.describe import section_label
from mbqt.text.master_builder.menus import parse_amount
from mbqt.text.master_builder.strings import WORDS
from tests.support.text import MENU_LINE, QUESTIONS, pick, play, random_human

CHOICE = QUESTIONS["en"]["choice"]
TOTAL = re.compile(r"^(\d)\. (\w+): (-?\$[\d,]+)( \*)?$")      # the final ranking: a seat's total,
VALUE = re.compile(r"^ +(-?\$[\d,]+)  \S")                      # then its lines


def dollars(text: str) -> int:
    return int(text.replace("$", "").replace(",", ""))


def setup_answers(seats, variants=False, seed=7, start="1"):
    out = [str(len(seats))]
    for name, kind in seats:
        out += [pick("human" if kind == "human" else f"computer ({kind})"), name]
    out += ["y", "y", "y", "y", "y"] if variants else ["n"]
    return out + [str(seed), start]


def scripted(answers):
    """Fixed answers (text, or functions of the screen), then end of input."""
    queue = list(answers)

    def answer(screen):
        if not queue:
            return None
        item = queue.pop(0)
        return item(screen) if callable(item) else item
    return answer


@pytest.fixture
def captured(monkeypatch):
    """The Game objects of the sessions run, and the state JSON of each save made."""
    seen = {"games": [], "saved": []}
    real_init, real_save = session_module.Session.__init__, play_module.save_game

    def init(self, console, game, players, save_path=None):
        seen["games"].append(game)
        real_init(self, console, game, players, save_path)

    def save(game, path):
        seen["saved"].append(json.loads(json.dumps(game.state_json())))
        real_save(game, path)
    monkeypatch.setattr(session_module.Session, "__init__", init)
    monkeypatch.setattr(play_module, "save_game", save)
    return seen


def check_screens(tape):
    """Every line fits in 80 columns; every board with its question fits in 24 lines."""
    for line in tape.text.split("\n"):
        assert len(line) <= WIDTH, line
    for chunk in tape.chunks:
        lines = chunk.split("\n")
        heads = [i for i, line in enumerate(lines) if re.match(r"Round \d+/\d+ - phase", line)]
        if heads and CHOICE.search(lines[-1]):
            assert len(lines) - heads[-1] <= HEIGHT, chunk


def check_ranking(text, game):
    """The final ranking shows each seat's final money as the engine computes it, line by line
    (cash, unfinished buildings, loans: lines that sum to it)."""
    rows, seat = {}, None
    for line in text.split("Game over. Each builder's result, line by line:\n")[1].split("\n"):
        if total := TOTAL.match(line):
            seat = total.group(2)
            rows[seat] = (int(total.group(1)), dollars(total.group(3)), [])
        elif value := VALUE.match(line):
            rows[seat][2].append(dollars(value.group(1)))
    names = [p.name for p in game.state.players]
    assert sorted(rows) == sorted(names)
    totals = [game.state.final_money(i)["total"] for i in range(len(names))]
    for name, (rank, total, values) in rows.items():
        money = game.state.final_money(names.index(name))
        assert total == money["total"] == sum(values)
        assert values[0] == money["cash"] and -sum(v for v in values if v < 0) == money["loans"]
        assert int(rank) == 1 + sum(1 for x in totals if x > money["total"])
    best = max(totals)
    winners = [n for n, x in zip(names, totals) if x == best]
    line = next(line for line in text.split("\n") if line.startswith("Winner"))
    assert sorted(re.split(r": |, ", line.rstrip("."))[1:]) == sorted(winners)


@pytest.mark.parametrize("others,variants,seed", [(2, False, 3), (2, True, 11), (1, True, 4), (3, False, 8)])
def test_complete_game_human_against_computers(captured, others, variants, seed):
    seats = [("Ann", "human"), ("Bob", "random"), ("Cy", "random"), ("Di", "random")][:others + 1]
    status, tape, err = play(random_human(random.Random(seed), setup_answers(seats, variants, seed)))
    assert status == 0 and err == ""
    game = captured["games"][0]
    assert game.rules.is_over(game.state)
    assert game.state.round == game.state.final_round
    assert "Game over." in tape.text
    check_ranking(tape.text, game)
    check_screens(tape)
    # The human decided: the game's actions include decisions of seat 0 that the
    # scripted player typed (every phase kind shows up over a whole game).
    assert "Ann hires" in tape.text and "Ann builds" in tape.text
    # Computer seats' actions are announced one line each, with their level.
    assert re.search(r"^Bob \(random\) (hires|fires|passes)", tape.text, re.M)


def test_save_at_a_prompt_then_resume_reaches_the_same_state(captured, tmp_path):
    path = tmp_path / "g.json"
    before = {}

    def save_in_round_2(screen):
        if "Round 2/" in screen and screen.endswith("): ") and "Your choice" in screen and not before:
            before["screen"] = screen
            return "s"
        if before and "File name" in screen and "path" not in before:
            before["path"] = True
            return str(path)
        if before.get("path") and "Your choice" in screen:
            return "q"
        if "Save before quitting" in screen:
            return "n"
        return None
    seats = [("Ann", "human"), ("Bob", "random"), ("Cy", "random")]
    status, tape, _ = play(random_human(random.Random(5), setup_answers(seats, seed=5), then=save_in_round_2))
    assert status == 0 and path.exists()
    saved_state = captured["saved"][0]
    first = {}

    def look(screen):
        if screen.endswith("press Enter to see the board --"):
            return ""
        first.setdefault("screen", screen)
        return None     # end of input at the first question
    status, tape2, err = play(look, load=str(path))
    assert status == 0 and err == ""
    assert captured["games"][1].state_json() == saved_state
    # The board and question the player saw when saving are shown again on resuming.
    board = before["screen"][before["screen"].rindex("Round 2/"):]
    assert first["screen"].endswith(board)
    # The resumed game plays on to the end.
    status, tape3, _ = play(random_human(random.Random(1)), load=str(path))
    assert status == 0 and "Game over." in tape3.text
    check_screens(tape3)


def test_end_of_input_exits_cleanly():
    eof = "End of input: the game stops here (not saved)."
    for answers in ([], ["3", pick("human")],                                    # during the setup
                    setup_answers([("Ann", "human"), ("Bob", "random")]) + ["1"]):  # in the game
        status, tape, err = play(scripted(answers))
        assert status == 0 and err == "" and tape.text.rstrip().endswith(eof)


def test_broken_save_prints_the_reason_and_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "mbqt-save", "version": 1, "setup": ')
    status, tape, err = play(lambda screen: None, load=str(bad))
    assert status == 2
    assert err.startswith("mbqt text: bad.json: the file is damaged or truncated") and "Traceback" not in err
    # A save whose snapshot disagrees with its actions is refused too.
    game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bob", "kind": "random"}], seed=1))
    game.apply(game.rules.legal_actions(game.state)[0])
    good = tmp_path / "good.json"
    save_game(game, good)
    data = json.loads(good.read_text())
    data["snapshot"]["players"][0]["money"] += 1000
    good.write_text(json.dumps(data))
    status, _, err = play(lambda screen: None, load=str(good))
    assert status == 2 and "does not match its actions" in err


def test_bad_card_file_exits_2(tmp_path):
    bad = tmp_path / "deck.json"
    bad.write_text('{"worker_types": []}')
    status, tape, err = play(lambda screen: None, cards=str(bad))
    assert status == 2 and tape.text == ""
    assert err.startswith(f"mbqt text: {bad}: ") and "worker_types" in err


def test_missing_save_and_unknown_computer_level(tmp_path):
    status, _, err = play(lambda screen: None, load=str(tmp_path / "none.json"))
    assert status == 2 and "cannot read the file" in err
    game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bob", "kind": "grandmaster"}], seed=1))
    path = tmp_path / "g.json"
    save_game(game, path)
    status, _, err = play(lambda screen: None, load=str(path))
    assert status == 2 and err.startswith("mbqt text: Bob cannot be played: unknown computer player 'grandmaster'")


def test_invalid_answers_are_asked_again_with_a_reason():
    answers = ["7", "two", "\u00b2", "9" * 5000, "2", "9", "1", "A" * 30, "Ann", pick("human"), "ann", "Bob",
               "maybe", "n", "-3", "4", "3", "q", "n"]
    status, tape, err = play(scripted(answers))
    text = tape.text
    assert status == 0
    assert "type a number from 2 to 4. Try again." in text
    assert "type a whole number. Try again." in text
    assert re.search(r"type one of: 1-\d\. Try again\.", text)
    assert "a name has at most 16 characters" in text
    assert "another player already has that name" in text
    assert "type y or n" in text
    assert "type a number from 1 to 2. Try again." in text   # start player 4 of 2
    assert text.rstrip().endswith("Goodbye.")


def test_quit_offers_to_save_and_the_save_loads(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    answers = setup_answers([("Ann", "human"), ("Bob", "random")]) + [
        "h", "l", "b", "s", str(tmp_path), "q", "y", ""]
    status, tape, _ = play(random_human(random.Random(0), answers))
    assert status == 0
    assert "Could not save: " in tape.text           # a folder is not a file name: asked again
    saved = tmp_path / "mbqt" / "mbqt" / "saves" / "master-builder-save.json"   # the default: the app's saves
    game = load_game(saved)
    assert game.setup.players[1].kind == "random"
    assert "Commands, at any question" in tape.text and "-- last events --" in tape.text
    assert f"File name [{saved}]: " in tape.text
    assert f"Gamesavedto{saved}." in "".join(tape.text.split())     # a long path is wrapped


def test_hot_seat_pass_screen_before_private_decisions(captured):
    seats = [("Ann", "human"), ("Bob", "human")]
    status, tape, _ = play(random_human(random.Random(2), setup_answers(seats, variants=True, seed=2)))
    assert status == 0
    chunks = tape.chunks
    passes = [i for i, c in enumerate(chunks) if "Pass the keyboard to" in c]
    assert passes
    for i in passes:
        name = re.search(r"Pass the keyboard to (\w+)", chunks[i]).group(1)
        assert chunks[i].count("\n") >= HEIGHT            # the last screen scrolled away
        nxt = chunks[i + 1]
        owner = re.search(r"^(\w+) \(you", nxt, re.M)
        assert owner is None or owner.group(1) == name
    # With Selective events every screen shows the hand: no screen of one player is
    # followed by a question to the other without a pass screen between.
    last = None
    for i, c in enumerate(chunks):
        owner = re.search(r"^(\w+) \(you", c, re.M)
        if owner:
            if last is not None and owner.group(1) != last[0]:
                assert any(p in passes for p in range(last[1] + 1, i + 1)), c
            last = (owner.group(1), i)


def test_board_shows_only_the_seat_view():
    rules = MasterBuilder()
    state = rules.new_game(Setup(players=[{"name": "Ann"}, {"name": "Bob"}], seed=4,
                                 variants={"selective_events": True}))
    names = ["Ann", "Bob"]
    hands = [[rules.cards.events[e].name["en"] for e in p.hand] for p in state.players]
    for seat in (0, 1):
        lines = board_lines(rules.cards, rules.view(state, seat), names, seat)
        assert all(len(line) <= WIDTH for line in lines)
        text = " ".join(" ".join(lines).split())
        for name in hands[seat]:
            assert name in text
        for name in hands[1 - seat]:
            if name not in hands[seat]:
                assert name not in text
        assert re.search(names[1 - seat] + r"( \(start\))?: \$40,000, wages \$0, events in hand: 2", text)


def test_the_log_of_whole_games_reads_in_the_text_mode():
    """The text mode says the log with the game's sentences (mbqt/games/master_builder/sentences.py;
    tests/core/test_sentences.py holds that every key has them), seats by their labels."""
    rules = MasterBuilder()
    seen = set()
    for seed in range(12):
        variants = {v: bool(seed >> i & 1) for i, v in enumerate(
            ("choosing_workers", "selective_events", "loaning_workers", "additional_events"))}
        log = []
        state = rules.new_game(Setup(players=[{"name": f"P{i}"} for i in range(2 + seed % 3)], seed=seed,
                                     variants=variants), log)
        rng = random.Random(seed)
        while not rules.is_over(state):
            log += rules.apply(state, rng.choice(rules.legal_actions(state)))
        names = [p.name for p in state.players]
        for entry in log:
            sentence = rules.describe(entry, names, "en")
            assert sentence and "{" not in sentence
            seen.add(entry[0])
    assert len(seen) >= 30
    labels = ["Ann", "Bob (random)"]
    samples = {
        "bid": {"seat": 1, "contract": 1, "amount": 7000},
        "contract_taken": {"seat": 0, "money": -2000, "contract": 3},
        "early_end": {"final_round": 5},
        "no_contract_phase": {},
        "contract_removed": {"contract": 3},
        "worker_requisitioned": {"seat": 0, "money": 3000, "worker": 10, "event": 11},
        "lend_refused": {"seat": 1, "worker": 10, "lender": 0},
        "wage_surcharge": {"event": 14, "amount": 1000},
        "auction_passed": {"seat": 0, "contract": 4, "forced": True},
        "plan_revealed": {"seat": 0, "plan": ((3, 0, (36,)), (3, 2, (37,)))},
    }
    out = {k: rules.describe((k, args), labels, "en") for k, args in samples.items()}
    assert out["bid"] == "Bob (random) bids $7,000 on contract 1 (City Wall)."
    assert out["contract_taken"] == "Ann takes the last contract, contract 3 (Privy), at its minimum bid $2,000."
    assert out["early_end"] == "All contracts are taken: round 5 will be the last."
    assert out["worker_requisitioned"].startswith("Ann gives Foreman F-")
    assert "$3,000" in out["worker_requisitioned"]
    assert out["auction_passed"] == "Ann cannot raise and is out of the auction of contract 4 (Shop)."
    ids = [rules.cards.workers[w].id for w in (36, 37)]
    assert out["plan_revealed"] == f"Ann builds: contract 3 (Privy): side wall 1 ({ids[0]}), gable end 1 ({ids[1]})."


def test_amounts():
    assert parse_amount("7") == parse_amount("7k") == parse_amount("7000") == parse_amount("$7,000") == 7000
    assert parse_amount("0") == 0
    assert parse_amount("12500") == 12500          # refused later: not a legal amount
    for text in ("seven", "\u00b3", "9" * 5000, "-3", "1.5"):
        with pytest.raises(ValueError):
            parse_amount(text)


def _game_at_plan_step():
    """A 2-player game (Ann human, Bob random) played at random up to a build plan of Ann's
    whose best plan puts two or more sections on a building with nothing built yet."""
    for seed in range(100):
        game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bob", "kind": "random"}], seed=seed, start_player=0))
        rng, s = random.Random(seed), game.state
        while not game.rules.is_over(s) and not (s.step == STEP_PLAN and s.to_move == 0):
            game.apply(rng.choice(game.rules.legal_actions(s)))
        if game.rules.is_over(s):
            continue
        best = max(engine.plans_for(s, 0), key=len)
        num = best[0][0] if best else None
        if best and game.rules.cards.contracts[num].kind == "building" and s.players[0].contracts[num] == 0 \
                and sum(1 for item in best if item[0] == num) >= 2 and len(s.available_workers(0)) > len(best[0][2]):
            return game, best
    raise AssertionError("no suitable game found")


# What the plan composer says of a crew too big, of a building started without its walls
# (noted while the plan is drafted, refused when it is submitted): the game's reasons in
# the text's language.
PLAN_WORDS = {
    "en": {"of": "of", "refused": "Not added: {section} of {contract} needs exactly 1 worker",
           "not_yet": "Noted, but not legal yet: {contract}: a building must start with at least one side wall "
                      "and one gable end",
           "illegal": "Not allowed: {contract}: a building must start with at least one side wall and one gable end",
           "made": "Ann has made a build plan.", "builds": "Ann builds: "},
    "fr": {"of": "de", "refused": "Pas ajoutée : {section} du {contract} demande exactement 1 ouvrier",
           "not_yet": "Noté, mais pas encore légal : {contract} : un bâtiment doit commencer par au moins un mur "
                      "latéral et un pignon",
           "illegal": "Interdit : {contract} : un bâtiment doit commencer par au moins un mur latéral et un pignon",
           "made": "Ann a fait son plan de construction.", "builds": "Ann construit : "},
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_build_plan_section_by_section_is_checked_by_the_engine(tmp_path, language):
    game, best = _game_at_plan_step()
    cards, s = game.rules.cards, game.state
    path = tmp_path / "plan.json"
    save_game(game, path)
    table, words = WORDS.tables[language], PLAN_WORDS[language]

    def section(item):
        def answer(screen):
            label = f"{section_label(cards.contracts[item[0]], item[1])} {words['of']} #{item[0]} "
            return next(n for n, text in MENU_LINE.findall(screen) if text.startswith(label))
        return answer

    def workers(ids):
        return lambda screen: " ".join(next(n for n, text in MENU_LINE.findall(screen) if text.startswith(w + " "))
                                       for w in ids)
    first = best[0]
    assert len(first[2]) == 1     # the sentence below says "exactly 1"
    too_many = [cards.workers[w].id for w in first[2]] + \
        [cards.workers[next(w for w in s.available_workers(0) if w not in first[2])].id]
    script = [pick(table["opt_compose"]), pick(table["opt_add"]), section(first), workers(too_many)]
    for item in best:
        script += [pick(table["opt_add"]), section(item), workers([cards.workers[w].id for w in item[2]])]
        if item is first:
            script.append(pick(table["opt_submit"]))      # refused: the building regulations
    script.append(pick(table["opt_submit"]))
    status, tape, _ = play(scripted(script), load=str(path), language=language)
    assert status == 0
    text = tape.text
    # The plan list offers the plans best first.
    listed = re.search(r"^\s+1\) (\d+) sections? ?:", text, re.M)
    assert int(listed.group(1)) == len(best)
    num = first[0]
    contract = contract_name(cards, num, language)
    flat = " ".join(text.split())      # long lines are wrapped
    assert words["refused"].format(section=section_name(cards, num, first[1], language), contract=contract) in flat
    assert words["not_yet"].format(contract=contract) in flat
    assert words["illegal"].format(contract=contract) in flat
    assert words["made"] in text
    lines = text[text.index(words["builds"]):].split("\n")
    wrapped = next(i for i, line in enumerate(lines[1:], 1) if not line.startswith("  "))
    revealed = " ".join(" ".join(lines[:wrapped]).split())
    for num, idx, crew in best:
        assert contract_name(cards, num, language) in revealed
        assert f"{section_name(cards, num, idx, language)} ({'+'.join(cards.workers[w].id for w in crew)})" in revealed


def test_repaying_a_loan_during_an_auction_then_passing(tmp_path):
    """r repays at any decision; an auction bidder who spent the cash needed to raise can
    only pass, and is offered just that."""
    for seed in range(300):
        game = Game(Setup(players=[{"name": "Ann"}, {"name": "Bob", "kind": "random"}], seed=seed, start_player=0))
        rng, s = random.Random(seed), game.state
        while not game.rules.is_over(s):
            acts = game.rules.legal_actions(s)
            if s.step == STEP_BID and s.to_move == 0 and ("repay", 0) in acts \
                    and s.players[0].money - s.repay_value(0) < s.auction.high + 1000:
                break
            game.apply(rng.choice(acts))
        if not game.rules.is_over(s):
            break
    cash, value = s.players[0].money, s.repay_value(0)
    path = tmp_path / "auction.json"
    save_game(game, path)
    status, tape, _ = play(scripted(["r", pick(f"repay a small loan for ${value:,}"), pick("pass (you cannot raise)")]),
                           load=str(path))
    assert status == 0
    assert f"Ann repays a small loan (${value:,})." in tape.text
    assert re.search(rf"Ann \(you(, start)?\): \${cash - value:,}", tape.text)
    assert re.search(r"^Ann passes in the auction of contract \d+", tape.text, re.M)


def test_a_save_cannot_rewrite_the_run_this_program_question_or_the_board(tmp_path):
    """A save's seat names and program are shown with their control characters escaped:
    escape codes in the file could otherwise clear the line and print another question."""
    marker = tmp_path / "ran"
    program = f"touch {marker}\x1b[2K\r\x1b[1A\u202e"
    game = Game(Setup(players=[{"name": "Ann\x1b[31m"}, {"name": "B\nRun it? (y/n, default y)", "kind": "cmd:" + program}],
                      seed=1, start_player=0))
    path = tmp_path / "g.json"
    save_game(game, path)
    asked = []

    def answer(screen):
        asked.append(screen)
        return "" if len(asked) == 1 else None
    status, tape, err = play(answer, load=str(path))
    assert status == 0 and not marker.exists()
    assert f"B\\x0aRun it? (y/n, default y) is played by the program `touch {marker}\\x1b[2K\\x0d\\x1b[1A\\u202e`" \
        in asked[0].replace("\n  ", " ")
    assert "Ann\\x1b[31m" in tape.text
    assert not re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e]", tape.text + err)


def test_the_auction_menu_shows_what_each_contract_needs():
    """A contract's sections are judged before bidding: each line of the opening menu, and
    the board during the auction, say what its sections need."""
    answers = setup_answers([("Ann", "human"), ("Bob", "random")], seed=5) + ["1"] * 5 + ["1", "1", "4"]
    status, tape, _ = play(scripted(answers))
    menu = tape.text.split("Which contract do you put up for auction?")[1].split("Opening bid")[0]
    assert "#12 City Wall: min bid $4,000, price $52,000\n       wall 1 [FA][T][T] wall 2 [FA][T][T]\n" in menu
    assert "sides [M][M] gables [F][F] roof [FA][FA]" in menu       # #11 Clock Tower
    auction = tape.text.split("Auction: #12 City Wall")[1]
    assert auction.split("\n")[1] == "  wall 1 [FA][T][T] wall 2 [FA][T][T]"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_variants_question_says_what_the_variants_are(language):
    yes = "y" if language == "en" else "o"
    status, tape, _ = play(scripted(["2", "1", "Ann", "2", "Bob"]), language=language)
    before = tape.text.split("(" + yes + "/n)")[0]
    words = {"en": ["Choosing workers (pay $1,000 to hire any card of a deck)", "Selective events",
                    "Loaning workers", "Additional events (two events each round)"],
             "fr": ["Choix des ouvriers (payer 1\u00a0000\u00a0$ pour recruter au choix)", "Événements sélectifs",
                    "Louer des ouvriers", "Événements additionnels (deux événements à chaque manche)"]}[language]
    flat = " ".join(before.split())
    assert all(" ".join(w.split()) in flat for w in words), flat


def test_quit_right_after_a_save_does_not_ask_to_save_again(tmp_path):
    path = tmp_path / "g.json"
    answers = setup_answers([("Ann", "human"), ("Bob", "random")]) + ["1", "s", str(path), "q", "1"]
    status, tape, _ = play(scripted(answers))
    assert status == 0 and path.exists()
    after = tape.text.split("Game saved to")[1]
    assert "Save the game" not in after and "save" not in after.split("\n", 2)[-1].lower()


def test_french_help_says_which_ids_are_which_type():
    """In French the type letters are the cards' colours (V, P, R, J) and the ids keep the
    printed prefixes (A-03, MC-04): the help ties one to the other."""
    status, tape, _ = play(scripted(["2", "1", "Ann", "2", "Bob", "n", "7", "1", "h"]), language="fr")
    text = " ".join(tape.text.split("Commandes, à toute question")[1].split())
    assert "V Apprenti (A-)" in text
    assert "J Maître artisan (MC-)" in text and "R Agent de maîtrise (F-)" in text and "P Marchand (T-)" in text
