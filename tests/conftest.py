import pytest

from mbqt.master_builder import MasterBuilder, Setup
from mbqt.master_builder.cards import load_cards
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


def make_setup(n=3, seed=0, **kw):
    return Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed, **kw)
