"""Monopoly Builder (Hasbro, 2021): the rules engine. No Qt here.

INFO is what the shell knows of the game; `load()` makes its rules facade (game.py), the
game's side of the protocol of mbqt/core/protocol.py, imported on first use. The board
(spaces, deeds, reference cards, Chance cards, island) is a documented reconstruction,
loaded as data from resources/monopoly_builder/board.json (docs/monopoly-builder.md).
"""
from __future__ import annotations

from mbqt.core.lazy import lazy_attributes
from mbqt.core.protocol import GameInfo, Variant

INFO = GameInfo(
    id="monopoly-builder", package="monopoly_builder", qml_module="MonopolyBuilder",
    titles={"en": "Monopoly Builder", "fr": "Monopoly Builder"},
    credits="Hasbro, 2021",
    score_unit="points",
    private=(),
    rules_file="monopoly-builder",
    # rules.fr.txt says "tour" for a player's turn; everyone's turn once is a "tour de table"
    # (as the log says: sentences.py "log.round").
    rounds={"en": {"word": "Round", "number": "Round {n}", "of": "Round {n} of {last}", "within": "round {n}",
                   "short": "R{n}"},
            "fr": {"word": "Tour de table", "number": "Tour de table {n}", "of": "Tour de table {n} sur {last}",
                   "within": "tour de table {n}", "short": "T{n}"}},
    notice={"en": "The board, deeds and cards are a documented reconstruction; this is an unofficial "
                  "adaptation, not a Hasbro product.",
            "fr": "Le plateau, les titres de propriété et les cartes sont une reconstitution documentée ; "
                  "ceci est une adaptation non officielle, pas un produit Hasbro."},
    tagline={"en": "Roll, gather resources, trade and build floors: top the island with the Penthouse.",
             "fr": "Lancez les dés, rassemblez des ressources, échangez et construisez des étages : "
                   "couronnez l'île avec le penthouse."},
    variants=(
        Variant("claim_rent", {"en": "Claim rent by hand", "fr": "Réclamer le loyer"},
                {"en": "an owner who does not claim the rent gets none",
                 "fr": "le propriétaire qui ne réclame pas le loyer ne le perçoit pas"}),
    ),
)


def load(deck=None):
    """The rules facade with the bundled board, or that of `deck` (a core.card_files.Deck:
    a person's board file, read; CardError naming the item and field if it is wrong)."""
    from mbqt.games.monopoly_builder.game import MonopolyBuilder
    return MonopolyBuilder(deck=deck)


__getattr__ = lazy_attributes(__name__, {
    "MonopolyBuilder": ".game", "Setup": ".setup", "ActionModel": ".actions", "State": ".state",
    "IllegalAction": "mbqt.core.errors"})
