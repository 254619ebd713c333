"""French elision where a value meets a sentence (mbqt/lang.py assemble): "de {name}" with
Adélaïde reads "d'Adélaïde", "le {x}" before a vowel "l'…", in the games' catalogues
(core/sentences.py) and in the app's own messages (app/texts.py fill) alike; English, a
consonant, a digit or an h are left as they are."""
from __future__ import annotations

from mbqt.core.registry import game_rules
from mbqt.core.sentences import Sentences
from mbqt.lang import assemble


def test_the_word_before_a_value_is_elided_before_a_vowel():
    s = Sentences({"x": ("{a} of {b}", "De {b}, le {a}, la {a}, que {b} ne {a} : de {b}")})
    assert s.say("x", "fr", a="Échoppe", b="Adélaïde") == \
        "D'Adélaïde, l'Échoppe, l'Échoppe, qu'Adélaïde n'Échoppe : d'Adélaïde"
    assert s.say("x", "fr", a="Hôtel", b="Bob") == "De Bob, le Hôtel, la Hôtel, que Bob ne Hôtel : de Bob"
    assert s.say("x", "fr", a=8, b="11 000 $") == "De 11 000 $, le 8, la 8, que 11 000 $ ne 8 : de 11 000 $"
    assert s.say("x", "en", a="Échoppe", b="Adélaïde") == "Échoppe of Adélaïde"
    # Only a whole word right before the value: "garde {b}", "Ville-le {a}" stay.
    assert assemble([("garde ", False), ("Yves", True), (" -le ", False), ("Ann", True)], "fr") == "garde Yves -le Ann"
    assert assemble([("aide-le ", False), ("Ann", True)], "fr") == "aide-le Ann"


def test_a_games_log_in_french():
    rules = game_rules("monopoly-builder")
    names = ["Bob", "Adélaïde"]
    assert rules.describe(("accepted", {"seat": 0, "other": 1}), names, "fr") == "Bob accepte l'offre d'Adélaïde."
    assert rules.describe(("accepted", {"seat": 1, "other": 0}), names, "fr") == "Adélaïde accepte l'offre de Bob."
    assert rules.describe(("accepted", {"seat": 0, "other": 1}), names, "en") == "Bob accepts the offer of Adélaïde."
