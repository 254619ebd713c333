"""The hostile corpus (tests/support/corpus.py, HOSTILE: files made from real saves and
replays of every game, and special files) through the load paths of the commands: the
loader itself, `mbqt replay FILE` and `mbqt text --load FILE`, each in a child process that
reads every file in turn under a memory cap and an alarm. Every file is refused with a
message or loads; never a traceback, a hang, a memory blow-up, or a control character
reaching the terminal raw. A sample by default; the whole corpus with `-m hostile` (CI).
The app's load paths: tests/app/test_hostile_files.py."""
import re

import pytest

from mbqt.core.saves import SaveError, load_game
from tests.support.corpus import HOSTILE, Context
from tests.support.load_paths import run

SAMPLE = HOSTILE[::12]          # every kind of damage of every game, and the special files
SAMPLE += [case for case in HOSTILE if case.name.startswith("special-") and case not in SAMPLE]
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_the_corpus_is_large_covers_every_game_and_has_unique_names():
    from mbqt.core.registry import GAMES
    names = [case.name for case in HOSTILE]
    assert len(names) == len(set(names)) and len(names) >= 500
    for game in GAMES:
        assert sum(name.startswith(game + "-") for name in names) >= 250
    assert {case.expect for case in HOSTILE} == {"refused", "loads", "either"}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory, bases):
    """Every case of the corpus written once: {name: (case, path)}."""
    folder = tmp_path_factory.mktemp("hostile")
    (folder / "side").mkdir()
    ctx = Context(folder / "side")
    files = {}
    for case in HOSTILE:
        path = folder / f"{case.name}.json"
        case.build(bases, path, ctx)
        files[case.name] = (case, path)
    yield files
    for sock in getattr(ctx, "sockets", []):
        sock.close()


def _check_loader(corpus, cases):
    for case in cases:
        _case, path = corpus[case.name]
        try:
            load_game(path)
            got = "loads"
        except SaveError as err:
            got, message = "refused", str(err)
            assert message.startswith(path.name + ": ") and len(message) < 700, (case.name, message)
        assert case.expect in ("either", got), (case.name, got)


def _check_command(command, corpus, cases, folder):
    reports, max_rss_mb = run(command, [corpus[c.name][1] for c in cases], folder)
    for case in cases:
        path = corpus[case.name][1]
        r = reports[str(path)]
        assert r["crash"] == "", (case.name, r["crash"])
        expected = {"loads": {0}, "refused": {2}, "either": {0, 2}}[case.expect]
        assert r["status"] in expected, (case.name, r)
        assert "Traceback" not in r["err"] + r["out"], case.name
        assert not RAW_CONTROL.search(r["err"] + r["out"]), (case.name, r)
        if r["status"] == 2:     # one line, naming the file (or the seat the file names)
            assert r["err"].count("\n") == 1 and (path.name in r["err"] or "cannot be played" in r["err"]), \
                (case.name, r["err"])
        assert r["seconds"] < 10, (case.name, r["seconds"])
    assert max_rss_mb < 200, max_rss_mb         # the child reads every file in about 60 MB
    if command == "text":       # no program named in a file ran: the player never said yes
        assert not (corpus[cases[0].name][1].parent / "side" / "ran").exists()


def test_a_sample_of_the_corpus_through_the_loader(corpus):
    _check_loader(corpus, SAMPLE)


@pytest.mark.parametrize("command", ["replay", "text"])
def test_a_sample_of_the_corpus_through_the_commands(corpus, tmp_path, command):
    _check_command(command, corpus, SAMPLE, tmp_path)


@pytest.mark.hostile
def test_the_whole_corpus_through_the_loader(corpus):
    _check_loader(corpus, HOSTILE)


@pytest.mark.hostile
@pytest.mark.parametrize("command", ["replay", "text"])
def test_the_whole_corpus_through_the_commands(corpus, tmp_path, command):
    _check_command(command, corpus, HOSTILE, tmp_path)
