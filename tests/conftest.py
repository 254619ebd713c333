import pytest

from mbqt.master_builder import MasterBuilder, Setup
from mbqt.master_builder.cards import load_cards


@pytest.fixture(scope="session")
def cards():
    return load_cards()


@pytest.fixture(scope="session")
def rules(cards):
    return MasterBuilder(cards)


def make_setup(n=3, seed=0, **kw):
    return Setup(players=[{"name": f"P{i}"} for i in range(n)], seed=seed, **kw)
