"""Les Bâtisseurs' words in the terminal (board, menus, help), in the manual's words in
French, over the shell's (mbqt/text/strings.py): `t` and `tn` look here first."""
from __future__ import annotations

from mbqt.text import strings

EN = {
    "bat_help": "Each turn: 3 free actions, then extra ones at 5 écus each. Open a site (1 action), "
                "recruit a worker (1 action), send a worker to one of your sites (its cost in écus; "
                "1 action, but the 2nd worker on the same site this turn costs 2 actions, the 3rd 3...), "
                "take écus (1 action: 1, 2 actions: 3, 3 actions: 6). A building is finished when its "
                "workers' resources meet all its needs: they come back and you earn its écus and points; "
                "a finished machine works for you for free. 17 points at the end of your turn: the round "
                "is finished and the game ends; 1 more point per full 10 écus. Resources: S stone, "
                "W wood, K knowledge, T tile. Commands, at any question: h help, l log, b board, s save, "
                "q quit (offers to save).",
    "bat_res": "{n}{r}",
    "bat_res_letters": "SWKT",      # stone, wood, knowledge, tile
    "bat_res_none": "-",
    "bat_building": "{name} ({id}): needs {needs}; {ecus}, {points} VP",
    "bat_machine": "{name} ({id}): needs {needs}; {points} VP, then works: {makes}",
    "bat_worker": "{id} {type}: {makes}, {cost}",
    "bat_unit_machine": "{id} {name}: {makes}, free",
    "bat_board_turn": "Round {round} - {name} to play: {n} free actions left{last}",
    "bat_board_turn_one": "Round {round} - {name} to play: {n} free action left{last}",
    "bat_board_last": " - LAST ROUND",
    "bat_board_buildings": "Buildings on offer ({deck} in the deck):",
    "bat_board_workers": "Workers on offer ({deck} in the deck):",
    "bat_board_player": "{name}: {money}, {points}, built {built}",
    "bat_board_team": "  team: {units}",
    "bat_units_sep": "; ",
    "bat_board_site": "  site {name} ({id}): has {has} of {needs}; workers {units}",
    "bat_none": "none",
    "bat_menu": "{name}, your action ({n} free left; extra actions 5 écus):",
    "bat_menu_one": "{name}, your action ({n} free left; extra actions 5 écus):",
    "bat_opt_open": "Open a site ({n} on offer)",
    "bat_opt_recruit": "Recruit a worker ({n} on offer)",
    "bat_opt_send": "Send a worker to a site",
    "bat_opt_take": "Take écus",
    "bat_opt_end": "End the turn",
    "bat_cost": " [{actions}, {ecus}]",
    "bat_ask_open": "Which building?",
    "bat_ask_recruit": "Which worker?",
    "bat_ask_send": "Which worker, to which site?",
    "bat_opt_send_to": "{unit} -> {site}",
    "bat_ask_take": "How many actions?",
    "bat_opt_take_n": "{actions}: {gain}",
}

FR = {
    "bat_help": "À chaque tour : 3 actions gratuites, puis des actions payantes à 5 écus chacune. "
                "Ouvrir un chantier (1 action), recruter un ouvrier (1 action), envoyer travailler un "
                "ouvrier sur un de vos chantiers (son coût en écus ; 1 action, mais le 2e ouvrier envoyé "
                "sur le même chantier pendant le tour coûte 2 actions, le 3e 3...), prendre des écus "
                "(1 écu pour 1 action, 3 pour 2, 6 pour 3). Un bâtiment est terminé quand les "
                "ressources de ses ouvriers atteignent tous ses besoins : ils rejoignent votre équipe et "
                "vous gagnez ses écus et ses points de victoire ; une machine terminée travaille pour vous "
                "sans être payée. 17 points de victoire à la fin de votre tour : la manche se termine et la "
                "partie aussi ; 1 point de plus par tranche complète de 10 écus. Ressources : pierre (P), "
                "bois (B), savoir (S), tuile (T). Commandes, à toute question : aide (h), journal (l), "
                "plateau (b), enregistrer (s), quitter (q, propose d'enregistrer).",
    "bat_res": "{n}{r}",
    "bat_res_letters": "PBST",      # pierre, bois, savoir, tuile
    "bat_res_none": "-",
    "bat_building": "{name} ({id}) : demande {needs} ; {ecus}, {points} PV",
    "bat_machine": "{name} ({id}) : demande {needs} ; {points} PV, puis travaille : {makes}",
    "bat_worker": "{id} {type} : {makes}, {cost}",
    "bat_unit_machine": "{id} {name} : {makes}, gratuite",
    "bat_board_turn": "Manche {round} - à {name} de jouer : encore {n} actions gratuites{last}",
    "bat_board_turn_one": "Manche {round} - à {name} de jouer : encore {n} action gratuite{last}",
    "bat_board_last": " - DERNIÈRE MANCHE",
    "bat_board_buildings": "Bâtiments disponibles ({deck} dans le paquet) :",
    "bat_board_workers": "Ouvriers disponibles ({deck} dans le paquet) :",
    "bat_board_player": "{name} : {money}, {points} ; terminés : {built}",
    "bat_board_team": "  équipe : {units}",
    "bat_units_sep": " ; ",
    "bat_board_site": "  chantier {name} ({id}) : {has} sur {needs} ; ouvriers : {units}",
    "bat_none": "aucun",
    "bat_menu": "{name}, votre action (encore {n} gratuites ; actions payantes 5 écus) :",
    "bat_menu_one": "{name}, votre action (encore {n} gratuite ; actions payantes 5 écus) :",
    "bat_opt_open": "Ouvrir un chantier ({n} au choix)",
    "bat_opt_recruit": "Recruter un ouvrier ({n} au choix)",
    "bat_opt_send": "Envoyer travailler un ouvrier",
    "bat_opt_take": "Prendre des écus",
    "bat_opt_end": "Finir le tour",
    "bat_cost": " [{actions}, {ecus}]",
    "bat_ask_open": "Quel bâtiment ?",
    "bat_ask_recruit": "Quel ouvrier ?",
    "bat_ask_send": "Quel ouvrier, sur quel chantier ?",
    "bat_opt_send_to": "{unit} -> {site}",
    "bat_ask_take": "Combien d'actions ?",
    "bat_opt_take_n": "{actions} : {gain}",
}

WORDS = strings.Words(EN, FR)
t, tn = WORDS.t, WORDS.tn
