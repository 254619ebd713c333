"""The hostile corpus (tests/support/corpus.py) through every load path of the app: Open a
file, the replay viewer, Continue (the file as the autosave) and the Load list, with a
local HTTP server counting requests (markup naming it is in the files). Each file is
refused with a message or loads; no traceback, no hang, no request; and after all of them
the app still autosaves, saves and quits at once. A sample by default; the whole corpus with
`-m hostile` (CI)."""
from __future__ import annotations

import json
import re
import resource
import shutil
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from PySide6.QtCore import QUrl

from mbqt.core.registry import GAMES
from tests.support.app import FAIL_ON_WARNINGS, WAIT_MS, human_move, waiting_for_someone
from tests.support.corpus import HOSTILE, Context

pytestmark = FAIL_ON_WARNINGS

SAMPLE = list(dict.fromkeys(HOSTILE[::48] + [case for case in HOSTILE if case.expect == "loads"][::8]
                            + [case for case in HOSTILE if case.name.startswith("special-")]))
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
MAX_LISTED = 200


class Counter(BaseHTTPRequestHandler):
    hits: list = []

    def do_GET(self):       # noqa: N802 (the standard library's name)
        Counter.hits.append(self.path)
        self.send_response(404)
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    """A local HTTP server that counts the requests it gets; yields its port."""
    Counter.hits = []
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Counter)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


def _written(cases, bases, folder, port):
    (folder / "side").mkdir(parents=True, exist_ok=True)
    ctx = Context(folder / "side", port)
    paths = []
    for case in cases:
        path = folder / f"{case.name}.json"
        case.build(bases, path, ctx)
        paths.append(path)
    return ctx, paths


def _remove(path):
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif path.exists() or path.is_symlink():
        path.unlink()


def _settle(ui, qtbot):
    qtbot.waitUntil(lambda: not ui.app.busy, timeout=10_000)
    ui.window.grabWindow()       # lay out and draw what the screen shows (a rich text would fetch now)


def _shown_plainly(ui):
    for text in (ui.app.error, ui.app.continueText, ui.app.game.message, ui.app.game.prompt):
        assert not RAW_CONTROL.search(text), text


def _back_to_title(ui, qtbot):
    if ui.app.screen == "replay":
        ui.app.closeReplay()
    ui.app.show("title")
    qtbot.waitUntil(lambda: not ui.app._autosaving, timeout=10_000)


def _through_the_app(ui, qtbot, tmp_path, cases, bases, port, capfd):
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    ctx, paths = _written(cases, bases, tmp_path / "corpus", port)
    autosave = tmp_path / "autosave.json"
    for case, path in zip(cases, paths):
        # Open a file…
        ui.app.show("saves")
        ui.app.loadGame(QUrl.fromLocalFile(str(path)))
        _settle(ui, qtbot)
        if ui.app.screen == "board":
            assert case.expect != "refused", case.name
            _shown_plainly(ui)
        else:
            assert ui.app.error.startswith("This game cannot be loaded: ") and case.expect != "loads" \
                or ui.app.error.startswith(("This game cannot be loaded: ", "Unknown player kind")) \
                or "does not start programs" in ui.app.error, (case.name, ui.app.error)
            _shown_plainly(ui)
        _back_to_title(ui, qtbot)
        # … the replay viewer …
        ui.app.openReplay(QUrl.fromLocalFile(str(path)))
        _settle(ui, qtbot)
        if ui.app.screen == "replay":
            assert case.expect != "refused", case.name
        else:
            assert ui.app.error.startswith("This game cannot be replayed: ") and case.expect != "loads", \
                (case.name, ui.app.error)
        _shown_plainly(ui)
        _back_to_title(ui, qtbot)
        # … and Continue, the file being the only game in progress (an older version's
        # autosave), whichever game the title shows.
        _remove(autosave)
        shutil.rmtree(tmp_path / "autosaves", ignore_errors=True)
        case.build(bases, autosave, ctx)
        for game_id in GAMES:
            ui.app.chosenGame = game_id
            ui.app.probe_continue()
            qtbot.waitUntil(lambda: not ui.app._probing and not ui.app._autosaving, timeout=10_000)
            ui.app.continueGame()          # at once: nothing left to wait for
            _settle(ui, qtbot)
            _shown_plainly(ui)
            assert ui.app.screen in ("board", "title"), case.name
            if ui.app.screen == "board":
                assert case.expect != "refused", case.name
            _back_to_title(ui, qtbot)
            shutil.rmtree(tmp_path / "autosaves", ignore_errors=True)
    # The Load list, a folder of them at a time (it lists the newest 200).
    saves = tmp_path / "saves"
    for start in range(0, len(paths), MAX_LISTED):
        shutil.rmtree(saves, ignore_errors=True)
        saves.mkdir()
        batch = cases[start:start + MAX_LISTED]
        for case in batch:
            case.build(bases, saves / f"{case.name}.json", ctx)
        _remove(autosave)
        ui.app.show("saves")
        ui.app.saves.refresh()
        qtbot.waitUntil(lambda: not ui.app.saves.loading, timeout=30_000)
        ui.window.grabWindow()
        rows = {row["path"]: row for row in ui.app.saves.model.rows()}
        listed = [case for case in batch if not case.name.startswith("special-folder")]
        assert len(rows) >= len(listed), (len(rows), len(listed))
        for case in listed:
            row = rows[str(saves / f"{case.name}.json")]
            # Listed with its problem, or as what it is (a change only a replay shows is
            # found when it is loaded: Open a file above).
            assert row["kind"] in ("save", "finished", "replay") and (row["error"] == "" or not row["canLoad"]), \
                (case.name, row)
            if case.expect == "loads":
                assert row["error"] == "", (case.name, row)
            for value in row.values():
                assert not RAW_CONTROL.search(str(value)), (case.name, row)
        _back_to_title(ui, qtbot)
    for sock in getattr(ctx, "sockets", []):
        sock.close()
    assert "Traceback" not in capfd.readouterr().err
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before) / 1024
    assert grown_mb < 400, grown_mb         # no file made a reader eat memory


def _the_app_still_saves_and_quits(ui, qtbot, tmp_path):
    """After every hostile file: a new game autosaves, quick-saves, and the app quits at once."""
    shutil.rmtree(tmp_path / "saves", ignore_errors=True)
    ui.app.newGame([{"name": "Ann", "kind": "human", "colour": 0, "symbol": 0},
                    {"name": "Bob", "kind": "easy", "colour": 1, "symbol": 1}], 0, [], "61")
    for _ in range(8):
        qtbot.waitUntil(lambda: waiting_for_someone(ui.game), timeout=WAIT_MS)
        human_move(ui.game)
    qtbot.waitUntil(lambda: any((tmp_path / "autosaves").glob("*.json")), timeout=10_000)
    ui.app.quickSave()
    qtbot.waitUntil(lambda: ui.game.message.startswith("Game saved"), timeout=10_000)
    assert len(list((tmp_path / "saves").glob("save-*.json"))) == 1
    t0 = time.perf_counter()
    ui.app.shutdown()
    assert time.perf_counter() - t0 < 5


def test_a_sample_of_the_corpus_through_every_load_path_of_the_app(ui, qtbot, tmp_path, bases, server, capfd):
    _through_the_app(ui, qtbot, tmp_path, SAMPLE, bases, server, capfd)
    _the_app_still_saves_and_quits(ui, qtbot, tmp_path)
    assert Counter.hits == []


@pytest.mark.hostile
def test_the_whole_corpus_through_every_load_path_of_the_app(ui, qtbot, tmp_path, bases, server, capfd):
    _through_the_app(ui, qtbot, tmp_path, HOSTILE, bases, server, capfd)
    _the_app_still_saves_and_quits(ui, qtbot, tmp_path)
    assert Counter.hits == []


def _texts_showing(ui, needle: str) -> list:
    """Every visible item whose `text` holds `needle`."""
    found, todo = [], [ui.window.contentItem()]
    while todo:
        item = todo.pop()
        text = item.property("text")
        if item.isVisible() and isinstance(text, str) and needle in text:
            found.append(item)
        todo.extend(item.childItems())
    return found


def _look_at(ui, qtbot, shown: list, what: str, shot: str = ""):
    ui.settle()
    if shot:
        ui.shot(shot)       # test-artifacts/app/: to look at
    else:
        ui.window.grabWindow()
    from PySide6.QtQml import QQmlExpression
    for item in _texts_showing(ui, "<b>"):
        if item.metaObject().indexOfProperty("textFormat") < 0:
            continue       # a control, or a text input (always plain): what it shows is a Text of its own
        fmt = QQmlExpression(ui.engine.rootContext(), item, "textFormat").evaluate()[0]   # 0: Text.PlainText
        shown.append((what, fmt, item.metaObject().className(), item.property("text")[:60]))


@pytest.mark.parametrize("game", GAMES)
def test_markup_in_names_is_shown_as_written_and_fetches_nothing(ui, qtbot, tmp_path, bases, server, game):
    """Seat names holding an <img> of a local server and bold tags, on every screen that
    shows them: the board and its log, the end screen and its statistics, the replay viewer,
    the Load list, the Continue button, and an error quoting a name. Every text showing them
    is plain (textFormat 0), and the server gets no request."""
    img = f'<img src="http://127.0.0.1:{server}/p.png">'
    names = [img, "<b>bold</b> Ann", "<i>it</i><br>x"]
    shown = []
    for kind in ("mid", "over"):
        data = json.loads(bases[f"{game}/{kind}"])
        for seat, player in zip(data["setup"]["players"], data["snapshot"]["players"]):
            seat["name"] = player["name"] = names[player["seat"]]
        (tmp_path / f"{kind}.json").write_text(json.dumps(data), encoding="utf-8")
    ui.app.loadGame(QUrl.fromLocalFile(str(tmp_path / "mid.json")))
    qtbot.waitUntil(lambda: ui.app.screen == "board", timeout=10_000)
    _look_at(ui, qtbot, shown, "pass the device")         # every seat is human
    ui.game.confirmPass()
    _look_at(ui, qtbot, shown, "board", f"markup-names-{game}-board")   # its log names the seats
    ui.app.show("title")
    qtbot.waitUntil(lambda: ui.app.canContinue, timeout=10_000)
    _look_at(ui, qtbot, shown, "title")
    ui.app.loadGame(QUrl.fromLocalFile(str(tmp_path / "over.json")))
    qtbot.waitUntil(lambda: ui.app.screen == "board" and ui.app.game.over, timeout=10_000)
    _look_at(ui, qtbot, shown, "end screen", f"markup-names-{game}-end")
    ui.click("endStats")
    _look_at(ui, qtbot, shown, "statistics")
    ui.app.replayCurrent()
    qtbot.waitUntil(lambda: ui.app.screen == "replay", timeout=10_000)
    _look_at(ui, qtbot, shown, "replay viewer")
    ui.app.closeReplay()
    ui.app.show("title")
    (tmp_path / "saves").mkdir(exist_ok=True)
    shutil.copy(tmp_path / "mid.json", tmp_path / "saves" / "save-markup.json")
    ui.app.show("saves")
    qtbot.waitUntil(lambda: not ui.app.saves.loading and ui.app.saves.model.count >= 1, timeout=10_000)
    _look_at(ui, qtbot, shown, "load list", f"markup-names-{game}-load-list")
    data = json.loads(bases[f"{game}/mid"])
    data["setup"]["players"][0]["kind"] = "<b>grandmaster</b>" + img
    (tmp_path / "kind.json").write_text(json.dumps(data), encoding="utf-8")
    ui.app.loadGame(QUrl.fromLocalFile(str(tmp_path / "kind.json")))
    qtbot.waitUntil(lambda: not ui.app.busy and ui.app.error != "", timeout=10_000)
    _look_at(ui, qtbot, shown, "error")
    seen = {what for what, *_ in shown}
    assert {"pass the device", "board", "title", "end screen", "statistics", "replay viewer", "load list",
            "error"} <= seen, seen
    assert [entry for entry in shown if entry[1] != 0] == []       # 0: Text.PlainText
    assert Counter.hits == []
