"""Master Builder's tutorial (mbqt/core/tutorial.py): a first game against one computer
player, seed 7, you with the mallet. Round 1 whole (hire, the auction, the event, the build
plan, wages) and the start of round 2 (loans, hire or pass), one rule at a time; then the
game goes on freely. The computer's moves are those the Easy player made from this setup.
Anchors are objectNames of Mbqt.MasterBuilder's Board.qml and its parts."""
from __future__ import annotations

from mbqt.core.sentences import Sentences
from mbqt.core.tutorial import Computer, Do, Note, Tutorial

# The worker decks' anchors: "deck_" + the worker type's index in the card file.
APPRENTICE, TRADESMAN, FOREMAN, MASTER = "deck_0", "deck_1", "deck_2", "deck_3"

SENTENCES = Sentences({
    "tutorial.welcome": (
        "Welcome, master builder! In this first game you play against {rival}. You will win with the most "
        "money after six rounds: buildings bring money, workers and loans cost it. Each round has five "
        "phases, shown at the top. Press Next.",
        "Bienvenue, architecte ! Dans cette première partie vous jouez contre {rival}. Vous gagnerez avec "
        "le plus d'argent après six manches : les bâtiments rapportent, les ouvriers et les prêts coûtent. "
        "Chaque manche a cinq phases, montrées en haut. Appuyez sur Suivant."),
    "tutorial.decks": (
        "Phase 1: hire workers. Here are the four decks of workers, from the master craftsman (yellow, the "
        "best, $5,000 a round) down to the apprentice (green, $1,000). Only the top card of each deck can "
        "be hired. In round 1 you each take turns until you both have five workers.",
        "Phase 1 : recruter des ouvriers. Voici les quatre paquets d'ouvriers, du maître artisan (jaune, "
        "le meilleur, 5\u00a0000\u00a0$ par manche) à l'apprenti (vert, 1\u00a0000\u00a0$). Seule la carte "
        "du dessus de chaque paquet se recrute. À la manche 1, chacun recrute à son tour jusqu'à avoir "
        "cinq ouvriers."),
    "tutorial.hire_master": (
        "Hire the master craftsman: click his deck. Only a master craftsman can build the yellow sections, "
        "and the big buildings that pay the most need one.",
        "Recrutez le maître artisan : cliquez sur son paquet. Seul un maître artisan bâtit les sections "
        "jaunes, et les grands bâtiments, qui rapportent le plus, en ont besoin."),
    "tutorial.hire_master.no": (
        "Take the master craftsman first: he is the rarest skill, and {rival} may take him if you wait.",
        "Prenez d'abord le maître artisan : c'est le savoir le plus rare, et {rival} pourrait le prendre "
        "si vous attendez."),
    "tutorial.hire_foreman": (
        "{rival} took an apprentice. Now hire the foreman (red): foremen build the gable ends, and a "
        "worker can always do a lower job, so a foreman is never idle.",
        "{rival} a pris un apprenti. Recrutez maintenant l'agent de maîtrise (rouge) : il bâtit les "
        "pignons, et un ouvrier peut toujours faire un travail moins qualifié : il n'est jamais inoccupé."),
    "tutorial.hire_foreman.no": (
        "Hire the foreman now: every building needs red gable ends, and he can stand in for the lower ones.",
        "Recrutez l'agent de maîtrise maintenant : chaque bâtiment a des pignons rouges, et il peut "
        "remplacer les ouvriers moins qualifiés."),
    "tutorial.hire_tradesman": (
        "Hire the tradesman (purple): the side walls of buildings need one beside the master craftsman, "
        "for $3,000 instead of a second master's $5,000.",
        "Recrutez le marchand (pourpre) : les murs latéraux en demandent un à côté du maître artisan, "
        "pour 3\u00a0000\u00a0$ au lieu des 5\u00a0000\u00a0$ d'un second maître."),
    "tutorial.hire_tradesman.no": (
        "The tradesman is the cheapest worker for the purple side walls: hire him now.",
        "Le marchand est l'ouvrier le moins cher pour les murs latéraux pourpres : recrutez-le maintenant."),
    "tutorial.hire_apprentice": (
        "Hire an apprentice (green): roofs and side pieces only need one, and he costs $1,000 a round.",
        "Recrutez un apprenti (vert) : les toits et les côtés n'en demandent qu'un, et il coûte "
        "1\u00a0000\u00a0$ par manche."),
    "tutorial.hire_apprentice.no": (
        "An apprentice is enough for roofs and side pieces, and the cheapest: hire him now.",
        "Un apprenti suffit pour les toits et les côtés, et c'est le moins cher : recrutez-le maintenant."),
    "tutorial.hire_second_foreman": (
        "Your fifth worker: a second foreman. Buildings have two gable ends, and a foreman can also work on "
        "a side wall. Watch the wage track: your wages will be $17,000, paid every round, whatever you build.",
        "Votre cinquième ouvrier : un second agent de maîtrise. Les bâtiments ont deux pignons, et il peut "
        "aussi travailler sur un mur latéral. Surveillez la piste des salaires : vos salaires seront de "
        "17\u00a0000\u00a0$, payés à chaque manche, quoi que vous bâtissiez."),
    "tutorial.hire_second_foreman.no": (
        "A second foreman gives you two gable ends a round and a spare for the side walls: hire him.",
        "Un second agent de maîtrise vous donne deux pignons par manche et un renfort pour les murs "
        "latéraux : recrutez-le."),
    "tutorial.contracts": (
        "Phase 2: contracts. Three are on display. Each shows its price, paid when all six of its sections "
        "stand, its minimum bid, and the colour of the workers each section needs.",
        "Phase 2 : les contrats. Trois sont exposés. Chacun montre son montant, payé quand ses six "
        "sections sont bâties, son enchère minimum et la couleur des ouvriers que demande chaque section."),
    "tutorial.open": (
        "Open the auction of the Town Hall (contract 8): click it, leave the bid at its minimum, $5,000, "
        "and press Open auction. It pays $60,000 and your five workers match its sections: start low and let "
        "{rival} show how much she wants it.",
        "Ouvrez l'enchère sur l'hôtel de ville (contrat 8) : cliquez dessus, laissez l'enchère à son "
        "minimum, 5\u00a0000\u00a0$, et appuyez sur Ouvrir l'enchère. Il rapporte 60\u00a0000\u00a0$ et vos cinq "
        "ouvriers conviennent à ses sections : commencez bas et laissez {rival} montrer combien elle "
        "le veut."),
    "tutorial.open.no": (
        "The Town Hall at its minimum bid of $5,000 is the best deal: it pays the most and suits your workers.",
        "L'hôtel de ville à son enchère minimum de 5\u00a0000\u00a0$ est la meilleure affaire : il rapporte "
        "le plus et convient à vos ouvriers."),
    "tutorial.raise": (
        "{rival} raised to $6,000. Bid $12,000: type it in the amount and press Raise. The Town Hall is "
        "still worth far more, and a big raise tells her she would pay too much to beat you.",
        "{rival} a surenchéri à 6\u00a0000\u00a0$. Enchérissez 12\u00a0000\u00a0$ : tapez-le dans le "
        "montant et appuyez sur Surenchérir. L'hôtel de ville vaut bien plus, et une forte surenchère lui "
        "montre qu'elle paierait trop cher pour vous battre."),
    "tutorial.raise.no": (
        "Bid $12,000: less invites {rival} to raise again, more leaves you short for the wages.",
        "Enchérissez 12\u00a0000\u00a0$ : moins invite {rival} à surenchérir, plus vous laisse à court "
        "pour les salaires."),
    "tutorial.decline": (
        "The Town Hall is yours. Now decline to open another auction: a second contract would need more "
        "workers, and you need your money for the wages. In round 1 everyone ends with a contract anyway.",
        "L'hôtel de ville est à vous. Renoncez maintenant à ouvrir une autre enchère : un second contrat "
        "demanderait plus d'ouvriers, et votre argent doit payer les salaires. À la manche 1, chacun "
        "finit de toute façon avec un contrat."),
    "tutorial.decline.no": (
        "Decline: one contract keeps your five workers busy, and your money pays their wages.",
        "Renoncez : un contrat occupe vos cinq ouvriers, et votre argent paie leurs salaires."),
    "tutorial.pass_auction": (
        "{rival} opened an auction. Pass: you are out of this auction, and your money stays for the wages.",
        "{rival} a ouvert une enchère. Passez : vous sortez de cette enchère, et votre argent reste pour "
        "les salaires."),
    "tutorial.pass_auction.no": (
        "Pass: you could not build a second contract this round.",
        "Passez : vous ne pourriez pas bâtir un second contrat cette manche."),
    "tutorial.pass_again": (
        "And pass again: the last contract goes to {rival}.",
        "Et passez encore : le dernier contrat va à {rival}."),
    "tutorial.event": (
        "Phase 3: the event of the round, here: Farmers' Protest. Every tradesman is unavailable for this "
        "round's building, yours too, but still paid. Events strike workers by type or by quirk (the "
        "letters on their cards): mixing quirks spreads the risk.",
        "Phase 3 : l'événement de la manche, ici : Révolte paysanne. Tous les marchands sont "
        "indisponibles pour la construction de cette manche, le vôtre aussi, mais restent payés. Les "
        "événements frappent les ouvriers par type ou par caprice (les lettres sur leurs cartes) : varier "
        "les caprices répartit le risque."),
    "tutorial.building": (
        "Phase 4: build. Put workers on the sections of your contract; a section is built only with "
        "exactly the workers it shows. A building must stand: it starts with a side wall and a gable end "
        "together, and the roofs come once all four walls stand.",
        "Phase 4 : construction. Placez des ouvriers sur les sections de votre contrat ; une section n'est "
        "bâtie qu'avec exactement les ouvriers qu'elle montre. Un bâtiment doit tenir debout : il commence "
        "par un mur latéral et un pignon ensemble, et les toits viennent quand les quatre murs sont "
        "debout."),
    "tutorial.build": (
        "Your tradesman is away, so the side wall takes the master craftsman and a foreman, the gable end "
        "the other foreman. Choose a worker, then the section, then Submit plan (twice to confirm). Two "
        "sections now, and the Town Hall can be finished next round.",
        "Votre marchand est absent : le mur latéral prend le maître artisan et un agent de maîtrise, le "
        "pignon l'autre agent de maîtrise. Choisissez un ouvrier, puis la section, puis Valider le plan (deux fois "
        "pour confirmer). Deux sections maintenant, et l'hôtel de ville pourra être achevé à la manche "
        "suivante."),
    "tutorial.build.no": (
        "Build side wall 1 (the master craftsman and a foreman) and gable end 1 (the other foreman): the "
        "most this round allows, and the building stands.",
        "Bâtissez le mur latéral 1 (le maître artisan et un agent de maîtrise) et le pignon 1 (l'autre "
        "agent de maîtrise) : le plus que permet cette manche, et le bâtiment tient debout."),
    "tutorial.wages": (
        "Phase 5 is over: you paid your $17,000 of wages, and $11,000 is left, less than next round's wages. "
        "A finished contract pays its price: finish the Town Hall this round and its $60,000 pays them.",
        "La phase 5 est finie : vous avez payé vos 17\u00a0000\u00a0$ de salaires, et il reste "
        "11\u00a0000\u00a0$, moins que les salaires de la prochaine manche. Un contrat achevé paie son "
        "montant : achevez l'hôtel de ville cette manche et ses 60\u00a0000\u00a0$ les paieront."),
    "tutorial.loans": (
        "A player who cannot pay the wages must take loans: small, $10,000 to repay $13,000, or large, "
        "$30,000 to repay $38,000. A loan still held at the end counts against you, so keep your wages "
        "below what your buildings bring.",
        "Un joueur qui ne peut pas payer les salaires doit prendre des prêts : petit, 10\u00a0000\u00a0$ "
        "à rembourser 13\u00a0000\u00a0$, ou grand, 30\u00a0000\u00a0$ à rembourser 38\u00a0000\u00a0$. "
        "Un prêt encore dû à la fin compte contre vous : gardez vos salaires sous ce que rapportent vos "
        "bâtiments."),
    "tutorial.pass_hire": (
        "From round 2 you hire, fire or pass, three times around the table. Pass: your five workers can "
        "finish the Town Hall this round (side wall, gable end and both roofs), and another worker would "
        "only add wages.",
        "À partir de la manche 2, vous recrutez, licenciez ou passez, trois tours de table. Passez : vos "
        "cinq ouvriers peuvent achever l'hôtel de ville cette manche (mur latéral, pignon et les deux "
        "toits), et un ouvrier de plus ne ferait qu'ajouter des salaires."),
    "tutorial.pass_hire.no": (
        "Pass: the team you have finishes the Town Hall, and every hire adds wages every round.",
        "Passez : votre équipe achève l'hôtel de ville, et chaque recrue ajoute des salaires à chaque "
        "manche."),
    "tutorial.end": (
        "You know a round of Master Builder now. Play on to the end of round 6: finish the Town Hall, then "
        "bid for contracts your workers can build. The Rules button, and the ? button for a hint (or H), "
        "are there when you need them. Good building!",
        "Vous connaissez maintenant une manche de Master Builder. Jouez jusqu'à la fin de la manche 6 : "
        "achevez l'hôtel de ville, puis enchérissez sur des contrats que vos ouvriers peuvent bâtir. Le "
        "bouton Règles, et le bouton ? pour un conseil (ou H), sont là quand il le faut. Bonne "
        "construction !"),
})

_BUILD = {"type": "build", "plan": [{"contract": 8, "section": "side_wall_1", "workers": ["MC-06", "F-06"]},
                                    {"contract": 8, "section": "gable_end_1", "workers": ["F-02"]}]}
_BUILD_SWAPPED = {"type": "build", "plan": [{"contract": 8, "section": "side_wall_1", "workers": ["MC-06", "F-02"]},
                                            {"contract": 8, "section": "gable_end_1", "workers": ["F-06"]}]}
_PASS = {"type": "pass"}


def _hire(worker_type: str) -> dict:
    return {"type": "hire", "worker_type": worker_type}


TUTORIAL = Tutorial(
    game="master-builder",
    seed=7,
    sentences=SENTENCES,
    script=(
        Note("tutorial.welcome", "phaseTrack"),
        Note("tutorial.decks", MASTER),
        Do("tutorial.hire_master", MASTER, _hire("master_craftsman"), refusal="tutorial.hire_master.no"),
        Computer(_hire("apprentice")),
        Do("tutorial.hire_foreman", FOREMAN, _hire("foreman"), refusal="tutorial.hire_foreman.no"),
        Computer(_hire("foreman")),
        Do("tutorial.hire_tradesman", TRADESMAN, _hire("tradesman"), refusal="tutorial.hire_tradesman.no"),
        Computer(_hire("master_craftsman")),
        Do("tutorial.hire_apprentice", APPRENTICE, _hire("apprentice"), refusal="tutorial.hire_apprentice.no"),
        Computer(_hire("apprentice")),
        Do("tutorial.hire_second_foreman", FOREMAN, _hire("foreman"), refusal="tutorial.hire_second_foreman.no"),
        Computer(_hire("tradesman")),
        Note("tutorial.contracts", "display"),
        Do("tutorial.open", "contract_8", {"type": "open", "contract": 8, "amount": 5000}, refusal="tutorial.open.no"),
        Computer({"type": "bid", "amount": 6000}),
        Do("tutorial.raise", "raiseBid", {"type": "bid", "amount": 12000}, refusal="tutorial.raise.no"),
        Computer(_PASS),
        Do("tutorial.decline", "declineButton", _PASS, refusal="tutorial.decline.no"),
        Computer({"type": "open", "contract": 7, "amount": 3000}),
        Do("tutorial.pass_auction", "bidPassButton", _PASS, refusal="tutorial.pass_auction.no"),
        Computer({"type": "open", "contract": 12, "amount": 4000}),
        Do("tutorial.pass_again", "bidPassButton", _PASS, refusal="tutorial.pass_auction.no"),
        Note("tutorial.event", "eventCard"),
        Note("tutorial.building", "buildPlanner"),
        Do("tutorial.build", "planContract_8", _BUILD, (_BUILD_SWAPPED,), refusal="tutorial.build.no"),
        Computer({"type": "build", "plan": [{"contract": 7, "section": "wall1", "workers": ["MC-05"]},
                                           {"contract": 7, "section": "wall1_side1", "workers": ["A-04"]}]}),
        Computer(_PASS),
        Note("tutorial.wages", "money_0"),
        Note("tutorial.loans", "money_0"),
        Do("tutorial.pass_hire", "passButton", _PASS, refusal="tutorial.pass_hire.no"),
        Computer(_PASS),
        Note("tutorial.end"),
    ),
)
