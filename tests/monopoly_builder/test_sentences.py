"""Monopoly Builder's sentences read as French does: "de" and "que" elided before a vowel
(a deed's name, a player's), nothing else changed, English untouched."""
from __future__ import annotations

from tests.monopoly_builder.helpers import BOARD, RULES, deed

NAMES = ["Adélaïde", "Bertrand"]


def test_french_elides_de_before_a_deed_or_a_name_with_a_vowel():
    matignon, paradis = deed("kentucky_avenue"), deed("virginia_avenue")
    assert BOARD.deeds[matignon].name["fr"] == "Avenue Matignon"
    said = RULES.describe(("rent_claimed", {"seat": 1, "deed": matignon, "payer": 0}), NAMES, "fr")
    assert said == "Bertrand réclame le loyer d'Avenue Matignon à Adélaïde."
    said = RULES.describe(("rent_claimed", {"seat": 0, "deed": paradis, "payer": 1}), NAMES, "fr")
    assert said == "Adélaïde réclame le loyer de Rue de Paradis à Bertrand."
    said = RULES.describe(("accepted", {"seat": 1, "other": 0}), NAMES, "fr")
    assert said == "Bertrand accepte l'offre d'Adélaïde."
    said = RULES.describe(("rent_claimed", {"seat": 1, "deed": matignon, "payer": 0}), NAMES, "en")
    assert said == "Bertrand claims the rent of Kentucky Avenue from Adélaïde."


def test_nothing_collected_from_an_empty_bank_says_why():
    entry = ("collected", {"seat": 0, "colour": 2, "n": 0, "space": 5})
    assert RULES.describe(entry, NAMES, "fr") == \
        "Adélaïde ne reçoit aucune ressource verte : la banque n'en a plus."
    assert RULES.describe(entry, NAMES, "en") == "Adélaïde gets no green resource: the bank has none left."
    entry = ("gathered", {"seat": 1, "colour": 0, "n": 0, "deed": 3})
    assert RULES.describe(entry, NAMES, "fr") == \
        "Bertrand ne reçoit aucune ressource rouge : la banque n'en a plus."
