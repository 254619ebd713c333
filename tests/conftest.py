import pytest

from mbqt.games.master_builder import MasterBuilder
from mbqt.games.master_builder.cards import load_cards
from mbqt.text import strings


@pytest.fixture(autouse=True)
def english_unless_chosen(monkeypatch):
    """The tests read English unless they choose French: the machine's language is not theirs."""
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setattr(strings, "LANG", "en")


@pytest.fixture(scope="session")
def cards():
    return load_cards()


@pytest.fixture(scope="session")
def rules(cards):
    return MasterBuilder(cards)



@pytest.fixture(scope="session")
def bases(tmp_path_factory):
    """Base saves of both games as text, for the broken-file corpus (tests/support/corpus.py)."""
    from tests.support.corpus import make_bases
    return make_bases(tmp_path_factory.mktemp("bases"))
