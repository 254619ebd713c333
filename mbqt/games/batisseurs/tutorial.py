"""Les Bâtisseurs' tutorial (mbqt/core/tutorial.py): a first game against one computer
player, seed 5, you first. Three turns, one rule at a time: open a site, recruit, the free
actions and the end of a turn; send workers, the second sent to one site costing two
actions, a building finished; a machine, an extra action bought. Then the game goes on
freely. The computer's moves are those the Easy player made from this setup. Anchors are
objectNames of Mbqt.Batisseurs' Board.qml and its parts."""
from __future__ import annotations

from mbqt.core.sentences import Sentences
from mbqt.core.tutorial import Computer, Do, Note, Tutorial

SENTENCES = Sentences({
    "tutorial.welcome": (
        "Welcome, builder! You play against {rival}. Finished buildings bring écus and victory points; "
        "the first to 17 points ends the game. On your turn you have 3 free actions; each one more costs "
        "5 écus. Press Next.",
        "Bienvenue, bâtisseur ! Vous jouez contre {rival}. Les bâtiments achevés rapportent des écus et "
        "des points de victoire ; le premier à 17 points finit la partie. À votre tour, vous avez 3 "
        "actions gratuites ; chacune de plus coûte 5 écus. Appuyez sur Suivant."),
    "tutorial.open": (
        "Open a site: click the Cowshed (and again if the app asks you to confirm: a new card turned up "
        "cannot be taken back). It needs 1 wood, 2 knowledge and 3 tiles, and pays 12 écus and 3 points. "
        "Two laborers on offer bring exactly that together.",
        "Ouvrez un chantier : cliquez sur l'étable (et encore si l'application demande de confirmer : une "
        "nouvelle carte retournée ne se reprend pas). Elle demande 1 bois, 2 savoirs et 3 tuiles, et "
        "rapporte 12 écus et 3 points. Deux manœuvres disponibles apportent exactement cela ensemble."),
    "tutorial.open.no": (
        "Open the Cowshed: the two laborers on offer can finish it next turn, for 6 écus.",
        "Ouvrez l'étable : les deux manœuvres disponibles peuvent l'achever au prochain tour, pour 6 écus."),
    "tutorial.recruit_first": (
        "Recruit this laborer: he brings 2 knowledge and 1 tile to the Cowshed. Recruiting costs an "
        "action, no écus.",
        "Recrutez ce manœuvre : il apporte 2 savoirs et 1 tuile à l'étable. Recruter coûte une action, "
        "pas d'écus."),
    "tutorial.recruit_first.no": (
        "Recruit the laborer with 2 knowledge and 1 tile: the Cowshed needs his knowledge.",
        "Recrutez le manœuvre aux 2 savoirs et 1 tuile : l'étable a besoin de son savoir."),
    "tutorial.recruit_second": (
        "And this one: 1 wood and 2 tiles. With the first, the Cowshed has all it needs.",
        "Et celui-ci : 1 bois et 2 tuiles. Avec le premier, l'étable a tout ce qu'il lui faut."),
    "tutorial.recruit_second.no": (
        "Recruit the laborer with 1 wood and 2 tiles: he completes what the Cowshed needs.",
        "Recrutez le manœuvre au 1 bois et 2 tuiles : il complète ce que demande l'étable."),
    "tutorial.end_turn": (
        "Your 3 free actions are spent. A fourth would cost 5 écus: keep them to pay your workers. End "
        "your turn.",
        "Vos 3 actions gratuites sont jouées. Une quatrième coûterait 5 écus : gardez-les pour payer vos "
        "ouvriers. Finissez votre tour."),
    "tutorial.end_turn.no": (
        "End your turn: your écus will pay the workers you send next turn.",
        "Finissez votre tour : vos écus paieront les ouvriers que vous enverrez au prochain tour."),
    "tutorial.rival": (
        "{rival} opened the Church and hired three workers, buying extra actions. Now send your workers "
        "to work: each one costs its écus, shown on its card.",
        "{rival} a ouvert l'Église et recruté trois ouvriers, en achetant des actions. Envoyez maintenant "
        "vos ouvriers travailler : chacun coûte ses écus, montrés sur sa carte."),
    "tutorial.send_first": (
        "Choose this laborer, then the Cowshed: 1 action and 3 écus.",
        "Choisissez ce manœuvre, puis l'étable : 1 action et 3 écus."),
    "tutorial.send_first.no": (
        "Send the laborer with the knowledge to the Cowshed first.",
        "Envoyez d'abord à l'étable le manœuvre qui apporte le savoir."),
    "tutorial.send_second": (
        "Now the other laborer to the Cowshed too. A second worker sent to the same site in the same "
        "turn costs 2 actions: your last two. It finishes the Cowshed.",
        "Maintenant l'autre manœuvre à l'étable aussi. Un deuxième ouvrier envoyé sur le même chantier "
        "dans le même tour coûte 2 actions : vos deux dernières. Il achève l'étable."),
    "tutorial.send_second.no": (
        "Send the second laborer to the Cowshed: with both, it is finished this turn.",
        "Envoyez le second manœuvre à l'étable : avec les deux, elle est achevée ce tour-ci."),
    "tutorial.finished": (
        "The Cowshed is finished: 12 écus and 3 points for you, and its workers are back in your team, "
        "free to work again.",
        "L'étable est achevée : 12 écus et 3 points pour vous, et ses ouvriers reviennent dans votre "
        "équipe, libres de travailler encore."),
    "tutorial.end_second": (
        "End your turn.",
        "Finissez votre tour."),
    "tutorial.end_second.no": (
        "End your turn: no free action is left, and an extra one costs 5 écus.",
        "Finissez votre tour : il ne reste aucune action gratuite, et une de plus coûte 5 écus."),
    "tutorial.machine": (
        "Open the Measuring instrument: a machine. Once finished it brings 2 points and joins your team "
        "as a worker you never pay, bringing 3 knowledge. It needs 1 stone and 2 tiles.",
        "Ouvrez l'instrument de mesure : une machine. Achevée, elle rapporte 2 points et rejoint votre "
        "équipe comme un ouvrier que vous ne payez jamais, qui apporte 3 savoirs. Elle demande 1 pierre "
        "et 2 tuiles."),
    "tutorial.machine.no": (
        "Open the Measuring instrument: a machine works for you for free all game long.",
        "Ouvrez l'instrument de mesure : une machine travaille gratuitement pour vous toute la partie."),
    "tutorial.send_tiles": (
        "Send the laborer with the 2 tiles to the machine: 1 action, 3 écus.",
        "Envoyez à la machine le manœuvre aux 2 tuiles : 1 action, 3 écus."),
    "tutorial.send_tiles.no": (
        "Send the laborer with the tiles: the machine needs 2 tiles.",
        "Envoyez le manœuvre aux tuiles : la machine demande 2 tuiles."),
    "tutorial.buy": (
        "Now your apprentice, for the stone. Second worker on this site this turn: 2 actions, and you "
        "have one left, so you buy one for 5 écus. Worth it: the machine is finished now, not next turn.",
        "Maintenant votre apprenti, pour la pierre. Deuxième ouvrier sur ce chantier ce tour : 2 actions, "
        "et il vous en reste une, vous en achetez donc une pour 5 écus. Cela vaut la peine : la machine "
        "est achevée maintenant, pas au prochain tour."),
    "tutorial.buy.no": (
        "Send your apprentice to the machine: his stone finishes it this turn.",
        "Envoyez votre apprenti à la machine : sa pierre l'achève ce tour-ci."),
    "tutorial.end_third": (
        "The machine is yours, in your team. End your turn.",
        "La machine est à vous, dans votre équipe. Finissez votre tour."),
    "tutorial.end": (
        "You know the rules of Les Bâtisseurs now. Play on to 17 points: open sites your team can "
        "finish, and count 1 point per 10 écus at the end. The Rules button, and the ? button for a hint "
        "(or H), are there when you need them.",
        "Vous connaissez maintenant les règles des Bâtisseurs. Jouez jusqu'à 17 points : ouvrez des "
        "chantiers que votre équipe peut achever, et comptez 1 point par 10 écus à la fin. Le bouton "
        "Règles, et le bouton ? pour un conseil (ou H), sont là quand il le faut."),
})

_END = {"type": "end"}


def _send(worker: str, site: str) -> dict:
    return {"type": "send", "worker": worker, "site": site}


TUTORIAL = Tutorial(
    game="batisseurs",
    seed=5,
    sentences=SENTENCES,
    script=(
        Note("tutorial.welcome", "buildingRow"),
        Do("tutorial.open", "building_B12", {"type": "open", "building": "B12"}, refusal="tutorial.open.no"),
        Do("tutorial.recruit_first", "worker_W15", {"type": "recruit", "worker": "W15"},
           refusal="tutorial.recruit_first.no"),
        Do("tutorial.recruit_second", "worker_W11", {"type": "recruit", "worker": "W11"},
           refusal="tutorial.recruit_second.no"),
        Do("tutorial.end_turn", "endTurn", _END, refusal="tutorial.end_turn.no"),
        Computer({"type": "recruit", "worker": "W40"}),
        Computer({"type": "open", "building": "B27"}),
        Computer({"type": "take", "actions": 1}),
        Computer({"type": "recruit", "worker": "W08"}),
        Computer({"type": "recruit", "worker": "W20"}),
        Note("tutorial.rival", "player_1"),
        Do("tutorial.send_first", "unit_W15", _send("W15", "B12"), refusal="tutorial.send_first.no"),
        Do("tutorial.send_second", "site_B12", _send("W11", "B12"), refusal="tutorial.send_second.no"),
        Note("tutorial.finished", "points_0"),
        Do("tutorial.end_second", "endTurn", _END, refusal="tutorial.end_second.no"),
        Computer({"type": "take", "actions": 3}),
        Computer({"type": "recruit", "worker": "W35"}),
        Do("tutorial.machine", "building_M7", {"type": "open", "building": "M7"}, refusal="tutorial.machine.no"),
        Do("tutorial.send_tiles", "unit_W11", _send("W11", "M7"), refusal="tutorial.send_tiles.no"),
        Do("tutorial.buy", "unit_W04", _send("W04", "M7"), refusal="tutorial.buy.no"),
        Do("tutorial.end_third", "endTurn", _END, refusal="tutorial.end_second.no"),
        Computer({"type": "take", "actions": 3}),
        Computer(_END),
        Note("tutorial.end"),
    ),
)
