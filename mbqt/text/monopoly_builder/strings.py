"""Monopoly Builder's words in the terminal (board, menus, help), with the rules' terms in
French, over the shell's (mbqt/text/strings.py): `t` and `tn` look here first."""
from __future__ import annotations

from mbqt.text import strings

EN = {
    "mono_help": "Each turn: more than 6 chips? discard onto your space. Roll: every player gathers 2 chips "
                 "for each deed with that number (on a 6: 2 of their own colour). Move, picking up chips "
                 "lying on the way; buy the deed you stop on or auction it (10M, +5M); pay rent (double "
                 "with both deeds of a colour). Then trade (4 chips for 1 with the bank, offers to players), "
                 "build floors as your reference card says (4 floors, then the Penthouse, which ends the "
                 "game) and end the turn. A double: play again; three: jail. Points: buildings 1/3/6/10/16, "
                 "Monopolies, 3 for the most money, 5 for the most connected buildings. Chips: R red, "
                 "P purple, G green, Y yellow; * a mortgaged deed. Commands, at any question: h help, "
                 "l log, b board, s save, q quit (offers to save).",
    "mono_dice": "dice",
    "mono_letters": "R P G Y",
    "mono_board_round": "{round} - {name}'s turn",        # {round}: the game's words (INFO.rounds)
    "mono_board_player": "{mark} {name} ({colour}) {money} {chips} blocks {blocks} pts {points}{status}",
    "mono_bankrupt": " (bankrupt)",
    "mono_in_jail": " (in jail)",
    "mono_cards": "{n} Chance cards kept",
    "mono_island": "Island ",
    "mono_floor": "Chips lying on spaces: {chips}",
    "mono_step_discard": "{name}, discard {n} chips onto your space:",
    "mono_step_jail": "{name}, you are in jail:",
    "mono_step_roll": "{name}, your roll:",
    "mono_step_buy": "{name}, buy {deed} for {price}?",
    "mono_step_auction": "{name}: auction of {deed}, high bid {high} ({bidder}), at least {least}:",
    "mono_step_claim": "{name}, {payer} stopped on {deed}: claim {rent}?",
    "mono_step_debt": "{name}, you owe {amount}: mortgage a deed:",
    "mono_step_steal": "{name}, steal a chip:",
    "mono_step_gain": "{name}, take {n} chips of which colour?",
    "mono_step_lose": "{name}, return {n} chips to the bank:",
    "mono_step_turn": "{name}, trade, build or end your turn:",
    "mono_step_respond": "{name}, {other} offers {give} for {get}:",
    "mono_which": "Which one?",
    "mono_opt_roll": "Roll the dice",
    "mono_opt_pay_fine": "Pay the fine and roll",
    "mono_opt_use_card": "Use Get Out of Jail Free",
    "mono_opt_buy": "Buy",
    "mono_opt_decline": "Do not buy (auction)",
    "mono_opt_bid": "Bid",
    "mono_opt_pass": "Pass",
    "mono_opt_claim": "Claim the rent",
    "mono_opt_forgo": "Let it go",
    "mono_opt_accept": "Accept",
    "mono_opt_refuse": "Refuse",
    "mono_opt_discard": "Discard a chip",
    "mono_opt_steal": "Steal ({n} choices)",
    "mono_opt_gain": "Choose the colour",
    "mono_opt_return": "Return a chip",
    "mono_opt_build": "Build ({n} places)",
    "mono_opt_bank": "Trade 4 chips with the bank",
    "mono_opt_swap": "Free Parking swap",
    "mono_opt_offer": "Offer a trade",
    "mono_opt_forced": "Play FORCED TRADE!",
    "mono_opt_mortgage": "Mortgage a deed",
    "mono_opt_unmortgage": "Lift a mortgage",
    "mono_opt_end": "End the turn",
    "mono_steal_from": "a {colour} chip from {name}",
    "mono_bank_n": "4 {give} for 1 {take}",
    "mono_swap_n": "{a} + {b} for 1 {take}",
    "mono_floor_n": "floor {n}",
    "mono_penthouse": "the Penthouse",
    "mono_build_n": "{cell}: {what}, pay {pay}",
    "mono_offer_n": "to {name}: {give} for {get}",
    "mono_forced_n": "take {take} from {name}, give {give}",
    "mono_other_bid": "Another amount...",
    "mono_other_offer": "Another offer (money and chips)...",
    "mono_ask_bid": "Your bid, at least {least}, in steps of 5M: ",
    "mono_ask_to": "To whom?",
    "mono_ask_money_give": "Money you give (M, Enter for none): ",
    "mono_ask_money_get": "Money you ask for (M, Enter for none): ",
    "mono_ask_chips_give": "Chips you give, four numbers {letters} (Enter for none): ",
    "mono_ask_chips_get": "Chips you ask for, four numbers {letters} (Enter for none): ",
    "mono_bad_chips": "four whole numbers, one per colour, e.g. 1 0 0 2",
    "mono_over": "Game over. Points:",
    "mono_score_line": "{rank}. {name}: {total} points ({money})",
}

FR = {
    "mono_help": "À chaque tour : plus de 6 ressources ? défaussez-en sur votre case. Lancez les dés : chaque "
                 "joueur rassemble 2 ressources par titre portant ce nombre (sur un 6 : 2 de sa couleur). "
                 "Déplacez-vous en ramassant les ressources posées sur le chemin ; achetez le titre où vous "
                 "vous arrêtez ou mettez-le aux enchères (10 M, +5 M) ; payez le loyer (doublé avec les deux "
                 "titres d'une couleur). Puis échangez (4 ressources contre 1 avec la banque, offres aux "
                 "joueurs), construisez des étages selon votre carte de référence (4 étages, puis le "
                 "penthouse, qui termine la partie) et finissez le tour. Un double : rejouez ; trois : prison. "
                 "Points : bâtiments 1/3/6/10/16, Monopolies, 3 pour le plus d'argent, 5 pour le plus de "
                 "bâtiments accolés. Ressources : R rouge, Vi violet, Ve vert, J jaune ; * un titre hypothéqué. "
                 "Commandes, à toute question : h aide, l journal, b plateau, s sauvegarder, q quitter.",
    "mono_dice": "dés",
    "mono_letters": "R Vi Ve J",
    "mono_board_round": "{round} - à {name} de jouer",
    "mono_board_player": "{mark} {name} ({colour}) {money} {chips} blocs {blocks} pts {points}{status}",
    "mono_bankrupt": " (en faillite)",
    "mono_in_jail": " (en prison)",
    "mono_cards": "{n} cartes Chance gardées",
    "mono_island": "Île :  ",
    "mono_floor": "Ressources posées sur les cases : {chips}",
    "mono_step_discard": "{name}, défaussez {n} ressources sur votre case :",
    "mono_step_jail": "{name}, vous êtes en prison :",
    "mono_step_roll": "{name}, à vous de lancer les dés :",
    "mono_step_buy": "{name}, acheter {deed} pour {price} ?",
    "mono_step_auction": "{name} : enchères pour {deed}, offre la plus haute {high} ({bidder}), au moins {least} :",
    "mono_step_claim": "{name}, {payer} s'est arrêté sur {deed} : réclamer {rent} ?",
    "mono_step_debt": "{name}, vous devez {amount} : hypothéquez un titre :",
    "mono_step_steal": "{name}, volez une ressource :",
    "mono_step_gain": "{name}, prenez {n} ressources de quelle couleur ?",
    "mono_step_lose": "{name}, rendez {n} ressources à la banque :",
    "mono_step_turn": "{name}, échangez, construisez ou finissez votre tour :",
    "mono_step_respond": "{name}, {other} propose {give} contre {get} :",
    "mono_which": "Lequel ?",
    "mono_opt_roll": "Lancer les dés",
    "mono_opt_pay_fine": "Payer l'amende et lancer",
    "mono_opt_use_card": "Utiliser Libéré de prison",
    "mono_opt_buy": "Acheter",
    "mono_opt_decline": "Ne pas acheter (enchères)",
    "mono_opt_bid": "Enchérir",
    "mono_opt_pass": "Passer",
    "mono_opt_claim": "Réclamer le loyer",
    "mono_opt_forgo": "Laisser filer",
    "mono_opt_accept": "Accepter",
    "mono_opt_refuse": "Refuser",
    "mono_opt_discard": "Défausser une ressource",
    "mono_opt_steal": "Voler ({n} choix)",
    "mono_opt_gain": "Choisir la couleur",
    "mono_opt_return": "Rendre une ressource",
    "mono_opt_build": "Construire ({n} emplacements)",
    "mono_opt_bank": "Échanger 4 ressources avec la banque",
    "mono_opt_swap": "Échange du Parc gratuit",
    "mono_opt_offer": "Proposer un échange",
    "mono_opt_forced": "Jouer ÉCHANGE FORCÉ !",
    "mono_opt_mortgage": "Hypothéquer un titre",
    "mono_opt_unmortgage": "Lever une hypothèque",
    "mono_opt_end": "Finir le tour",
    "mono_steal_from": "une ressource {colour} à {name}",
    "mono_bank_n": "4 {give} contre 1 {take}",
    "mono_swap_n": "{a} + {b} contre 1 {take}",
    "mono_floor_n": "étage {n}",
    "mono_penthouse": "le penthouse",
    "mono_build_n": "{cell} : {what}, payer {pay}",
    "mono_offer_n": "à {name} : {give} contre {get}",
    "mono_forced_n": "prendre {take} à {name}, donner {give}",
    "mono_other_bid": "Un autre montant...",
    "mono_other_offer": "Une autre offre (argent et ressources)...",
    "mono_ask_bid": "Votre enchère, au moins {least}, par pas de 5 M : ",
    "mono_ask_to": "À qui ?",
    "mono_ask_money_give": "Argent que vous donnez (M, Entrée pour rien) : ",
    "mono_ask_money_get": "Argent que vous demandez (M, Entrée pour rien) : ",
    "mono_ask_chips_give": "Ressources que vous donnez, quatre nombres {letters} (Entrée pour rien) : ",
    "mono_ask_chips_get": "Ressources que vous demandez, quatre nombres {letters} (Entrée pour rien) : ",
    "mono_bad_chips": "quatre nombres entiers, un par couleur, par exemple 1 0 0 2",
    "mono_over": "Partie terminée. Points :",
    "mono_score_line": "{rank}. {name} : {total} points ({money})",
}

WORDS = strings.Words(EN, FR)
t, tn = WORDS.t, WORDS.tn
