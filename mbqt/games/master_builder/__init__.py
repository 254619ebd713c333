"""Master Builder (Kramer & Witt, 2008): the rules engine. No Qt here.

INFO is what the shell knows of the game; `load()` makes its rules facade (game.py), the
game's side of the protocol of mbqt/core/protocol.py. The facade, the setup model and the
JSON action model are imported on first use: INFO costs nothing, and the engine runs without
pydantic (a tenth of a second of the app's startup).
"""
from __future__ import annotations

from mbqt.core.lazy import lazy_attributes
from mbqt.core.protocol import GameInfo, Variant

INFO = GameInfo(
    id="master-builder", package="master_builder", qml_module="MasterBuilder",
    titles={"en": "Master Builder", "fr": "Master Builder"},
    credits="Wolfgang Kramer & Hartmut Witt, 2008",
    score_unit="money",
    private=("event_hand", "build_plan"),
    rules_file="master-builder",
    rounds={"en": {"word": "Round", "number": "Round {n}", "of": "Round {n} of {last}", "within": "round {n}",
                   "short": "R{n}"},
            "fr": {"word": "Manche", "number": "Manche {n}", "of": "Manche {n} sur {last}", "within": "manche {n}",
                   "short": "M{n}"}},
    notice={"en": "Card contents are a reconstruction.", "fr": "Le contenu des cartes est une reconstitution."},
    tagline={"en": "Hire workers, win contracts, raise a medieval city.",
             "fr": "Recrutez des ouvriers, remportez des contrats, bâtissez une ville médiévale."},
    variants=(
        Variant("choosing_workers", {"en": "Choosing workers", "fr": "Choix des ouvriers"},
                {"en": "pay {fee} to hire any card of a deck", "fr": "payer {fee} pour recruter au choix"}),
        Variant("selective_events", {"en": "Selective events", "fr": "Événements sélectifs"},
                {"en": "the start player picks the event", "fr": "le premier joueur choisit l'événement"}),
        Variant("loaning_workers", {"en": "Loaning workers", "fr": "Louer des ouvriers"},
                {"en": "lend idle workers for money", "fr": "louer ses ouvriers inoccupés"}),
        Variant("additional_events", {"en": "Additional events", "fr": "Événements additionnels"},
                {"en": "two events each round", "fr": "deux événements à chaque manche"}),
    ),
)


def load(deck=None):
    """The rules facade with the bundled cards, or those of `deck` (a core.card_files.Deck:
    a person's card file, read; CardError naming the card and field if it is wrong)."""
    from mbqt.games.master_builder.game import MasterBuilder
    return MasterBuilder(deck=deck)


__getattr__ = lazy_attributes(__name__, {
    "MasterBuilder": ".game", "Setup": ".setup", "ActionModel": ".actions", "State": ".state",
    "IllegalAction": "mbqt.core.errors"})
