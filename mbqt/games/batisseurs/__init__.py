"""Les Bâtisseurs : Moyen Âge (Frédéric Henry, 2013): the rules engine. No Qt here.

INFO is what the shell knows of the game; `load()` makes its rules facade (game.py), the
game's side of the protocol of mbqt/core/protocol.py, imported on first use.
"""
from __future__ import annotations

from mbqt.core.lazy import lazy_attributes
from mbqt.core.protocol import GameInfo

INFO = GameInfo(
    id="batisseurs", package="batisseurs", qml_module="Batisseurs",
    # A no-break space before the colon, as French sets it: a title never wraps at the colon.
    titles={"en": "Les Bâtisseurs\u00a0: Moyen Âge", "fr": "Les Bâtisseurs\u00a0: Moyen Âge"},
    credits="Frédéric Henry, 2013",
    score_unit="points",
    private=(),
    rules_file="batisseurs",
    rounds={"en": {"word": "Round", "number": "Round {n}", "of": "Round {n} of {last}", "within": "round {n}",
                   "short": "R{n}"},
            "fr": {"word": "Manche", "number": "Manche {n}", "of": "Manche {n} sur {last}", "within": "manche {n}",
                   "short": "M{n}"}},
    tagline={"en": "Open sites, recruit workers, finish buildings: be the kingdom's first builder.",
             "fr": "Ouvrez des chantiers, recrutez des ouvriers, terminez des bâtiments\u00a0: "
                   "devenez le Premier Bâtisseur du Royaume."},
)


def load(deck=None):
    """The rules facade with the bundled cards, or those of `deck` (a core.card_files.Deck:
    a person's card file, read; CardError naming the card and field if it is wrong)."""
    from mbqt.games.batisseurs.game import Batisseurs
    return Batisseurs(deck=deck)


__getattr__ = lazy_attributes(__name__, {
    "Batisseurs": ".game", "Setup": ".setup", "ActionModel": ".actions", "State": ".state",
    "IllegalAction": "mbqt.core.errors"})
