"""Monopoly Builder's tutorial (mbqt/core/tutorial.py), a short one: a first game against
one computer player, seed 3, you first. Two turns: roll (every roll produces), buy a deed,
a first floor, end the turn; a space that gives resources, a second floor on your own
building. Then the game goes on freely. The computer's moves are those the Easy player
made from this setup. Anchors are objectNames of Mbqt.MonopolyBuilder's Board.qml and its
parts."""
from __future__ import annotations

from mbqt.core.sentences import Sentences
from mbqt.core.tutorial import Computer, Do, Note, Tutorial

SENTENCES = Sentences({
    "tutorial.welcome": (
        "Welcome! You play against {rival}. You build floors on Monopoly Island, here in the middle. The "
        "game ends when someone puts the single Penthouse on a four-floor building of theirs; then the "
        "height of your buildings, your colour sets and the bonuses make your points. Press Next.",
        "Bienvenue ! Vous jouez contre {rival}. Vous construisez des étages sur l'île Monopoly, ici au "
        "centre. La partie s'arrête quand un joueur pose l'unique penthouse sur un de ses bâtiments de "
        "quatre étages ; la hauteur de vos bâtiments, vos groupes de couleur et les bonus font alors vos "
        "points. Appuyez sur Suivant."),
    "tutorial.roll": (
        "Roll the dice. Every roll produces: each deed whose number comes up gives its owner 2 resources "
        "of its colour.",
        "Lancez les dés. Chaque lancer produit : chaque propriété dont le numéro sort donne à son "
        "propriétaire 2 ressources de sa couleur."),
    "tutorial.roll.no": (
        "Roll the dice first.",
        "Lancez d'abord les dés."),
    "tutorial.buy": (
        "Nobody owns Virginia Avenue: buy it for 160M. Each time a 10 is rolled it brings you 2 red "
        "resources, and whoever stops on it pays you rent.",
        "Personne ne possède la Rue de Paradis : achetez-la pour 160 M. Chaque fois qu'un 10 sort, elle "
        "vous rapporte 2 ressources rouges, et qui s'y arrête vous paie un loyer."),
    "tutorial.buy.no": (
        "Buy it: resources on every 10 and rent for the whole game are worth 160M of your 900M.",
        "Achetez-la : des ressources à chaque 10 et un loyer toute la partie valent bien 160 M de vos "
        "900 M."),
    "tutorial.build": (
        "Build your first floor: click this square of the island. A first floor costs 2 resources of any "
        "colour, here your red ones. Your buildings' height makes your points.",
        "Construisez votre premier étage : cliquez sur cette case de l'île. Un premier étage coûte 2 "
        "ressources de n'importe quelle couleur, ici vos rouges. La hauteur de vos bâtiments fait vos "
        "points."),
    "tutorial.build.no": (
        "Build on this square: later floors go on top of it, near the middle of the island.",
        "Construisez sur cette case : les étages suivants iront dessus, près du centre de l'île."),
    "tutorial.end_turn": (
        "End your turn, and keep your other 2 red resources: with what you gather next, they will pay a "
        "second floor on this building, which scores more than two low ones.",
        "Finissez votre tour, et gardez vos 2 autres ressources rouges : avec ce que vous recevrez "
        "ensuite, elles paieront un deuxième étage sur ce bâtiment, qui rapporte plus que deux bas."),
    "tutorial.end_turn.no": (
        "Keep your resources for a second floor on this building: end your turn.",
        "Gardez vos ressources pour un deuxième étage sur ce bâtiment : finissez votre tour."),
    "tutorial.end_second": (
        "End your turn: you have no resources left to build with.",
        "Finissez votre tour : il ne vous reste pas de ressources pour construire."),
    "tutorial.end_second.no": (
        "End your turn: nothing more can be built now.",
        "Finissez votre tour : rien de plus ne peut être construit maintenant."),
    "tutorial.rival": (
        "{rival} landed on Steal 1 Resource and took one of yours, built two first floors, rolled a "
        "double and played again. Your turn.",
        "{rival} est tombée sur Volez 1 ressource et vous en a pris une, a construit deux premiers étages, "
        "a fait un double et a rejoué. À vous."),
    "tutorial.roll_again": (
        "Roll the dice.",
        "Lancez les dés."),
    "tutorial.collected": (
        "You stopped on Collect 2 Resources: 2 purple for you. With your last red one, that makes 3.",
        "Vous vous êtes arrêté sur Collectez 2 ressources : 2 violettes pour vous. Avec votre dernière "
        "rouge, cela fait 3."),
    "tutorial.second_floor": (
        "Build a second floor on your building: click it. A second floor costs 3 resources of any colour. "
        "Floors go only on top of your own building, and a taller building scores more.",
        "Construisez un deuxième étage sur votre bâtiment : cliquez dessus. Un deuxième étage coûte 3 "
        "ressources de n'importe quelle couleur. Les étages vont seulement sur vos propres bâtiments, et "
        "un bâtiment plus haut rapporte plus."),
    "tutorial.second_floor.no": (
        "Put the floor on your own building: a taller building scores more than two low ones.",
        "Posez l'étage sur votre propre bâtiment : un bâtiment plus haut rapporte plus que deux bas."),
    "tutorial.end": (
        "You know a turn of Monopoly Builder now. Play on: trade with the bank (4 for 1) or {rival} when "
        "you lack a colour, and aim for the Penthouse. The Rules button, and the ? button for a hint (or "
        "H), are there when you need them.",
        "Vous connaissez maintenant un tour de Monopoly Builder. Jouez la suite : échangez avec la banque "
        "(4 contre 1) ou avec {rival} quand une couleur vous manque, et visez le penthouse. Le bouton "
        "Règles, et le bouton ? pour un conseil (ou H), sont là quand il le faut."),
})

_ROLL, _END = {"type": "roll"}, {"type": "end"}

TUTORIAL = Tutorial(
    game="monopoly-builder",
    seed=3,
    sentences=SENTENCES,
    script=(
        Note("tutorial.welcome", "island"),
        Do("tutorial.roll", "act_roll", _ROLL, refusal="tutorial.roll.no"),
        Do("tutorial.buy", "act_buy", {"type": "buy"}, refusal="tutorial.buy.no"),
        Do("tutorial.build", "cell_B2", {"type": "build", "cell": "B2", "pay": {"red": 2}},
           refusal="tutorial.build.no"),
        Do("tutorial.end_turn", "act_end", _END, refusal="tutorial.end_turn.no"),
        Computer(_ROLL),
        Computer({"type": "steal", "seat": 0, "colour": "red"}),
        Computer({"type": "build", "cell": "B4", "pay": {"purple": 2}}),
        Computer({"type": "build", "cell": "A4", "pay": {"purple": 2}}),
        Computer(_END),
        Computer(_ROLL),
        Computer({"type": "buy"}),
        Computer(_END),
        Note("tutorial.rival", "player_1"),
        Do("tutorial.roll_again", "act_roll", _ROLL, refusal="tutorial.roll.no"),
        Note("tutorial.collected", "resources_0"),
        Do("tutorial.second_floor", "cell_B2", {"type": "build", "cell": "B2", "pay": {"red": 1, "purple": 2}},
           refusal="tutorial.second_floor.no"),
        Do("tutorial.end_second", "act_end", _END, refusal="tutorial.end_second.no"),
        Computer(_ROLL),
        Note("tutorial.end"),
    ),
)
