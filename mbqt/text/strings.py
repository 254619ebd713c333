"""The text mode's own words, by key: one table per language (`mbqt text --lang fr|en`),
with the terms of i18n/glossary.md. A game's log and refusal sentences are its catalogue's
(mbqt/games/<package>/sentences.py). Card, worker type, quirk and event names come from the
card file, which has "en" and "fr" names. A key ending in "_one" is the singular of the key
without it (see tn)."""
from __future__ import annotations

from mbqt import lang
from mbqt.core.display import plain

LANG = "en"      # set by use_language from --lang or the system's language

EN = {
    # --- starting, setup
    "title": "Master Builder - text mode",
    "intro": "Answer the questions; type h at any question for help, q to quit.",
    "ask_players": "Number of players (2-4): ",
    "ask_kind": "Player {n}:",
    "kind_human": "human",
    "kind_ai": "computer ({level})",
    "ask_name": "Name of player {n} [{default}]: ",
    "default_name": "Player {n}",
    "bad_name_long": "a name has at most {n} characters",
    "bad_name_taken": "another player already has that name",
    "bad_name_chars": "use letters, digits, spaces and simple punctuation",
    "variants_list": "Variants, optional rules of the rulebook: {list}.",
    "variant_item": "{name} ({desc})",
    "variants_sep": "; ",
    "ask_variants": "Play with variants? (y/n) [n]: ",
    "ask_variant": "{name}: {desc}? (y/n) [n]: ",
    "variant_choosing_workers": "Choosing workers",
    "variant_choosing_workers_desc": "pay {fee} to hire any card of a deck",
    "variant_selective_events": "Selective events",
    "variant_selective_events_desc": "the start player picks the event",
    "variant_loaning_workers": "Loaning workers",
    "variant_loaning_workers_desc": "lend idle workers for money",
    "variant_additional_events": "Additional events",
    "variant_additional_events_desc": "two events each round",
    "ask_seed": "Seed for the shuffle (Enter for a random one): ",
    "ask_start": "Start player, 1-{n} (Enter for random): ",
    "seed_used": "Seed {seed}: type it again at this question to get the same cards.",
    "ai_name": "{name} ({kind})",
    "level_random": "random",
    "level_easy": "easy",
    "level_medium": "medium",
    "level_hard": "hard",
    "cards_ignored": "--cards is ignored: a saved game carries the deck it was played with.",
    "stdin_closed": "mbqt text: standard input is closed: there is nobody to play with.",
    "load_failed": "mbqt text: {msg}",
    "cards_failed": "mbqt text: {msg}",
    "bad_kind": "mbqt text: {name} cannot be played: {msg}",
    "bot_confirm": "{name} is played by the program `{program}`, which would run on this computer. "
                   "Run it? (y/n, default n)",
    "bot_declined": "{name} is played by the Medium computer player instead.",
    "resumed": "Game resumed: {file}.",
    "load_other_game": "mbqt text: {file} holds a game of {game}, not of {wanted}.",
    "game_master-builder": "Master Builder",
    "game_batisseurs": "Les Bâtisseurs : Moyen Âge",
    # --- prompts and answers
    "invalid": "  {reason}. Try again.",
    "choose": "Your choice ({choices}): ",
    "choice_range": "1-{n}",
    "bad_choice": "type one of: {choices}",
    "back": "back",
    "yes_no": "type y or n",
    "yes": "y",
    "no": "n",
    "more": "-- press Enter to see the board --",
    "pass_keyboard": "Pass the keyboard to {name}, then press Enter.",
    "bad_int": "type a whole number",
    "bad_range": "type a number from {low} to {high}",
    "bad_amount": "type an amount such as 7 or 7000 (dollars, whole thousands)",
    "bad_amount_choice": "the amount must be one of {low} to {high} in steps of $1,000",
    "no_game": "There is no game to save yet.",
    "no_log": "Nothing has happened yet.",
    # --- commands
    "help": (
        "Commands, at any question:\n"
        "  s  save the game       q  quit (offers to save)     h  this help\n"
        "  l  last log lines      b  the board with every player's contracts\n"
        "In menus type the number of your choice; 0 goes back, r repays a loan.\n"
        "Amounts: 7, 7k or 7000 all mean $7,000.\n"
        "Workers: {types}.\n"
        "  MC-04:W is worker MC-04 with quirk W. Quirks: {quirks}.\n"
        "  (F-03:N) is face down: unavailable this Build phase. X>Bob: lent to Bob.\n"
        "Contracts: [x] a built section; [F] needs a Foreman or better; [MT] needs\n"
        "  two workers, able to do a Master Craftsman's and a Tradesman's part.\n"
        "Hire: the visible top card of each deck, its wage and the cards left.\n"
        "Short lines: loans 2+1 is 2 small and 1 large loan; hand 2 is 2 event\n"
        "  cards; A2 T1 F2 M1 counts workers by type; #4 2/6: 2 of 6 sections built."
    ),
    "help_type": "{code} {name} ({ids}) {wage}",
    "help_quirk": "{code} {name}",
    "log_title": "-- last events --",
    "save_ask": "File name [{default}]: ",
    "save_default": "master-builder-save.json",
    "save_overwrite": "{file} exists. Replace it? (y/n): ",
    "saved": "Game saved to {file}.",
    "save_failed": "Could not save: {msg}",
    "save_is_folder": "{file} is a folder; type a file name",
    "save_cancelled": "Not saved.",
    "quit_save": "Save before quitting? (y/n): ",
    "bye": "Goodbye.",
    "eof": "End of input: the game stops here (not saved).",
    "interrupted": "Interrupted: the game stops here (not saved).",
    # --- the board
    "b_head": "Round {round}/{final} - phase {phase} - start: {start} - deck: {n} contracts",
    "b_head_one": "Round {round}/{final} - phase {phase} - start: {start} - deck: {n} contract",
    "phase_hire": "1 hire/fire",
    "phase_contracts": "2 contracts",
    "phase_events": "3 events",
    "phase_build": "4 build",
    "phase_income": "5 income/wages",
    "b_hire": "Hire: {decks}",
    "b_deck": "{worker} {wage} ({n})",
    "b_deck_empty": "{type}: none",
    "b_display": "On display: {items}",
    "b_display_economy": "On display ({economy}): {items}",
    "b_display_item": "{contract} min {min_bid}{bonus}",
    "b_bonus": " +{bonus}",
    "b_none": "none",
    "b_events": "Event: {events}",
    "b_auction": "Auction: {contract}, high bid {high} by {leader}; still in: {names}",
    "b_offer": "Offer: {lender} lends {worker} to {borrower} for {price}",
    "b_player": "{name}{marks}: {money}, wages {wages}{extra}",
    "b_marks": " ({marks})",
    "b_you": "you",
    "b_start": "start",
    "b_loans": ", loans {loans}",
    "b_loan_small": "{n} small",
    "b_loan_large": "{n} large",
    "b_hand_own": ", events in hand: {events}",
    "b_hand_count": ", events in hand: {n}",
    "b_hand_compact": ", hand {n}",
    "b_loans_compact": ", loans {small}+{large}",
    "b_plan_ready": ", plan made",
    "b_city": ", {n} built",
    "b_workers": "  workers: {workers}",
    "b_workers_counted": " | {workers}",
    "b_down_count": " ({n} down)",
    "b_no_workers": "  no workers",
    "b_lent": "{worker}>{to}",
    "b_down": "({worker})",
    "b_contract": "  {contract} {price}: {sections}",
    "b_contracts_short": " | {items}",
    "b_contract_short": "#{num} {built}/{total}",
    "b_no_contracts": "  no contracts",
    # --- card words
    "money_k": "${k}k",
    "contract": "#{num} {name}",
    "contract_num": "#{num}",
    "worker_long": "{id} {type}{quirks}, wage {wage}",
    "worker_quirks": " ({quirks})",
    "sec_side_wall": "side wall {n}",
    "sec_gable_end": "gable end {n}",
    "sec_roof": "roof {n}",
    "sec_wall": "wall {g}",
    "sec_side_piece": "wall {g} side {n}",
    "grp_side_wall": "sides",
    "grp_gable_end": "gables",
    "grp_roof": "roof",
    "grp_wall": "wall {g}",
    "sec_built": "[x]",
    "sec_needs": "[{codes}]",
    "who_quirks": "workers with {quirks}",
    "who_types": "{types} workers",
    "who_or": " or ",
    "eff_unavailable": "{who} are unavailable this round",
    "eff_dismiss_all": "{who} are dismissed",
    "eff_dismiss_one": "each player dismisses one of: {who}",
    "eff_requisition": "each player gives {count} of: {who}, for {comp} each",
    "eff_wage_surcharge": "wages +{amount} for each of: {who}",
    "eff_none": "nothing happens",
    "event_text": "{name} ({effect})",
    "loan_small": "small",
    "loan_large": "large",
    "colour_yellow": "yellow",
    "colour_red": "red",
    "colour_purple": "purple",
    "colour_green": "green",
    # --- menus
    "ask_hire": "Hire, fire or pass (wages {wages}, at most {cap}):",
    "ask_hire_r1": "Round 1: hire a worker (5 each, no passing):",
    "opt_hire": "hire {worker}",
    "opt_look": "look through a deck and hire any card ({fee})",
    "opt_fire": "fire a worker",
    "opt_pass_hire": "pass",
    "ask_deck": "Which deck do you look through ({fee} when you hire)?",
    "opt_deck": "{type} ({n} cards)",
    "opt_deck_one": "{type} ({n} card)",
    "ask_deck_card": "The cards of the {type} deck. Which one do you hire?",
    "ask_fire": "Which worker do you fire (goes under its deck)?",
    "ask_open": "Phase 2: open an auction for a contract, or decline.",
    "ask_open_must": "Phase 2: you have no contract yet, so you must open an auction.",
    "opt_open": "open an auction",
    "opt_decline": "decline (you open no more auctions this phase)",
    "ask_contract": "Which contract do you put up for auction?",
    "opt_contract": "{contract}: min bid {min_bid}{bonus}, price {price}",
    "opt_bonus": ", bonus {bonus}",
    "ask_open_bid": "Opening bid for #{num} ({low}-{high}), 0 to go back: ",
    "opt_pass_bid": "pass (you cannot raise)",
    "ask_bid": "Your bid ({low}-{high}) or 0 to pass{repay}: ",
    "or_repay": ", r to repay",
    "ask_event": "Selective events: which of your event cards is played this round?",
    "ask_dismiss": "{event}: which worker do you dismiss?",
    "ask_give": "{event}: which worker goes to the count ({comp})?",
    "ask_lend": "Loaning workers: offer an idle worker to a player, or stop lending.",
    "opt_offer": "offer a worker for this Build phase",
    "opt_end_lending": "stop lending",
    "ask_lend_worker": "Which worker do you offer?",
    "ask_lend_to": "To whom?",
    "ask_lend_price": "Price ({low}-{high}), c to cancel: ",
    "ask_lend_reply": "{lender} offers you {worker} for this Build phase, for {price}.",
    "opt_accept": "accept",
    "opt_refuse": "refuse",
    "ask_loan": "Wages due {due}, cash {cash}: take a loan.",
    "opt_loan": "{kind} loan: receive {receive}, repay {repay}",
    "opt_repay_letter": "repay a loan",
    "ask_repay": "Which loan do you repay?",
    "opt_repay": "repay a {kind} loan for {value}",
    "cancel": "c",
    "illegal": "Not allowed: {msg}",
    # --- planning
    "plan_title": "Build plan of {name}: nobody else sees it.",
    "plan_workers": "Workers available: {workers}",
    "plan_no_workers": "You have no worker available for this Build phase.",
    "plan_list": "Plans, best first ({first}-{last} of {n}):",
    "plan_item": "{sections}: {what}",
    "plan_n": "{n} sections",
    "plan_1": "1 section",
    "plan_nothing": "build nothing",
    "plan_completes": " (complete)",
    "plan_count": "{what} x{n}",
    "plan_part": "{contract} {sections}",
    "opt_compose": "make your own plan, section by section",
    "opt_more_plans": "more plans",
    "ask_plan_ok": "Build this?",
    "plan_line": "  {section} of {contract}: {workers}",
    "opt_build_it": "yes, this is my plan",
    "draft_title": "Your plan so far:",
    "draft_empty": "  (nothing yet)",
    "opt_add": "add a section",
    "opt_remove": "remove a section",
    "opt_submit": "submit this plan",
    "ask_section": "Which section?",
    "opt_section": "{section} of {contract}, needs {codes}",
    "ask_crew": "Workers for {section} ({codes}): numbers, 0 to go back: ",
    "bad_crew": "type the numbers of different workers from the list",
    "ask_remove": "Which section do you remove from the plan?",
    "plan_not_yet": "  Noted, but not legal yet: {msg}",
    "plan_refused": "  Not added: {msg}",
    # --- end
    "over": "Game over. Final money = cash + unfinished buildings - loans:",
    "score_line": "{rank}. {name}: {cash} + {unfinished} - {loans} = {total}",
    "winner": "Winner: {names}.",
    "winners": "Winners, sharing the victory: {names}.",
    "list_and": ", ",
    # --- Les Bâtisseurs : Moyen Âge (mbqt text --game batisseurs)
    "bat_title": "Les Bâtisseurs : Moyen Âge (The Builders: Middle Ages) - text mode",
    "bat_intro": "Answer the questions; type h at any question for help, q to quit.",
    "bat_help": "Each turn: 3 free actions, then extra ones at 5 écus each. Open a site (1 action), "
                "recruit a worker (1 action), send a worker to one of your sites (its cost in écus; "
                "1 action, but the 2nd worker on the same site this turn costs 2 actions, the 3rd 3...), "
                "take écus (1 action: 1, 2 actions: 3, 3 actions: 6). A building is finished when its "
                "workers' resources meet all its needs: they come back and you earn its écus and points; "
                "a finished machine works for you for free. 17 points at the end of your turn: the round "
                "is finished and the game ends; 1 more point per full 10 écus. Resources: S stone, "
                "W wood, K knowledge, T tile. Commands, at any question: h help, l log, b board, s save, "
                "q quit (offers to save).",
    "bat_save_default": "batisseurs-save.json",
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
    "bat_over": "Game over. Score = building points + 1 per full 10 écus:",
    "bat_score_line": "{rank}. {name}: {buildings} + {ecu_points} ({money}) = {total}",
}

FR = {
    # --- starting, setup
    "title": "Master Builder - mode texte",
    "intro": "Répondez aux questions ; tapez h à toute question pour l'aide, q pour quitter.",
    "ask_players": "Nombre de joueurs (2-4) : ",
    "ask_kind": "Joueur {n} :",
    "kind_human": "humain",
    "kind_ai": "ordinateur ({level})",
    "ask_name": "Nom du joueur {n} [{default}] : ",
    "default_name": "Joueur {n}",
    "bad_name_long": "un nom a au plus {n} caractères",
    "bad_name_taken": "un autre joueur a déjà ce nom",
    "bad_name_chars": "utilisez des lettres, des chiffres, des espaces et une ponctuation simple",
    "variants_list": "Variantes, règles optionnelles du livret : {list}.",
    "variant_item": "{name} ({desc})",
    "variants_sep": " ; ",
    "ask_variants": "Jouer avec des variantes ? (o/n) [n] : ",
    "ask_variant": "{name} : {desc} ? (o/n) [n] : ",
    "variant_choosing_workers": "Choix des ouvriers",
    "variant_choosing_workers_desc": "payer {fee} pour recruter au choix",
    "variant_selective_events": "Événements sélectifs",
    "variant_selective_events_desc": "le premier joueur choisit l'événement",
    "variant_loaning_workers": "Louer des ouvriers",
    "variant_loaning_workers_desc": "louer ses ouvriers inoccupés",
    "variant_additional_events": "Événements additionnels",
    "variant_additional_events_desc": "deux événements à chaque manche",
    "ask_seed": "Graine du mélange (Entrée pour une graine au hasard) : ",
    "ask_start": "Premier joueur, 1-{n} (Entrée pour le hasard) : ",
    "seed_used": "Graine {seed} : retapez-la à cette question pour avoir les mêmes cartes.",
    "ai_name": "{name} ({kind})",
    "level_random": "au hasard",
    "level_easy": "facile",
    "level_medium": "moyen",
    "level_hard": "difficile",
    "cards_ignored": "--cards est ignoré : une partie enregistrée contient le paquet avec lequel elle a été jouée.",
    "stdin_closed": "mbqt text : l'entrée standard est fermée : personne ne peut jouer.",
    "load_failed": "mbqt text : {msg}",
    "cards_failed": "mbqt text : {msg}",
    "bad_kind": "mbqt text : {name} ne peut pas jouer : {msg}",
    "bot_confirm": "{name} est joué par le programme `{program}`, qui serait lancé sur cet ordinateur. "
                   "Le lancer ? (o/n, n par défaut)",
    "bot_declined": "{name} est joué par l'ordinateur de niveau moyen à la place.",
    "resumed": "Partie reprise : {file}.",
    "load_other_game": "mbqt text : {file} contient une partie de {game}, pas de {wanted}.",
    "game_master-builder": "Master Builder",
    "game_batisseurs": "Les Bâtisseurs : Moyen Âge",
    # --- prompts and answers
    "invalid": "  {reason}. Recommencez.",
    "choose": "Votre choix ({choices}) : ",
    "choice_range": "1-{n}",
    "bad_choice": "tapez l'un de : {choices}",
    "back": "retour",
    "yes_no": "tapez o ou n",
    "yes": "o",
    "no": "n",
    "more": "-- appuyez sur Entrée pour voir le plateau --",
    "pass_keyboard": "Passez le clavier à {name}, puis appuyez sur Entrée.",
    "bad_int": "tapez un nombre entier",
    "bad_range": "tapez un nombre de {low} à {high}",
    "bad_amount": "tapez un montant comme 7 ou 7000 (en dollars, milliers entiers)",
    "bad_amount_choice": "le montant doit aller de {low} à {high} par pas de 1 000 $",
    "no_game": "Il n'y a pas encore de partie à enregistrer.",
    "no_log": "Rien ne s'est encore passé.",
    # --- commands
    "help": (
        "Commandes, à toute question :\n"
        "  s  enregistrer la partie  q  quitter (propose d'enregistrer)  h  cette aide\n"
        "  l  dernières lignes du journal  b  le plateau avec les contrats de chacun\n"
        "Dans les menus, tapez le numéro de votre choix ; 0 revient en arrière, r\n"
        "  rembourse un prêt. Montants : 7, 7k ou 7000 veulent tous dire 7 000 $.\n"
        "Ouvriers : {types}.\n"
        "  Les lettres sont les couleurs des cartes : vert, pourpre, rouge, jaune ;\n"
        "  entre parenthèses, le début des numéros des cartes (A-03 : un apprenti).\n"
        "  MC-04:W est l'ouvrier MC-04 au caprice W. Caprices : {quirks}.\n"
        "  (F-03:N) est face cachée : indisponible cette phase de construction.\n"
        "  X>Bob : loué à Bob.\n"
        "Contrats : [x] une section construite ; [R] demande un agent de maîtrise ou\n"
        "  mieux ; [JP] demande deux ouvriers, capables de faire la part d'un maître\n"
        "  artisan et celle d'un marchand.\n"
        "Recruter : la carte visible du dessus de chaque paquet, son salaire et les\n"
        "  cartes restantes.\n"
        "Lignes courtes : prêts 2+1 veut dire 2 petits et 1 grand prêt ; main 2 : 2\n"
        "  cartes événement ; V2 P1 R2 J1 compte les ouvriers par type ; #4 2/6 : 2\n"
        "  sections sur 6 construites."
    ),
    "help_type": "{code} {name} ({ids}) {wage}",
    "help_quirk": "{code} {name}",
    "log_title": "-- derniers événements --",
    "save_ask": "Nom du fichier [{default}] : ",
    "save_default": "master-builder-partie.json",
    "save_overwrite": "{file} existe. Le remplacer ? (o/n) : ",
    "saved": "Partie enregistrée dans {file}.",
    "save_failed": "Enregistrement impossible : {msg}",
    "save_is_folder": "{file} est un dossier ; tapez un nom de fichier",
    "save_cancelled": "Pas enregistrée.",
    "quit_save": "Enregistrer avant de quitter ? (o/n) : ",
    "bye": "Au revoir.",
    "eof": "Fin de l'entrée : la partie s'arrête ici (non enregistrée).",
    "interrupted": "Interrompu : la partie s'arrête ici (non enregistrée).",
    # --- the board
    "b_head": "Manche {round}/{final} - phase {phase} - 1er : {start} - paquet : {n} contrats",
    "b_head_one": "Manche {round}/{final} - phase {phase} - 1er : {start} - paquet : {n} contrat",
    "phase_hire": "1 recruter",
    "phase_contracts": "2 contrats",
    "phase_events": "3 événements",
    "phase_build": "4 construction",
    "phase_income": "5 revenus/salaires",
    "b_hire": "Recruter : {decks}",
    "b_deck": "{worker} {wage} ({n})",
    "b_deck_empty": "{type} : aucun",
    "b_display": "Exposés : {items}",
    "b_display_economy": "Exposés ({economy}) : {items}",
    "b_display_item": "{contract} min {min_bid}{bonus}",
    "b_bonus": " +{bonus}",
    "b_none": "aucun",
    "b_events": "Événement : {events}",
    "b_auction": "Enchère : {contract}, meilleure offre {high} par {leader} ; en lice : {names}",
    "b_offer": "Offre : {lender} loue {worker} à {borrower} pour {price}",
    "b_player": "{name}{marks} : {money}, salaires {wages}{extra}",
    "b_marks": " ({marks})",
    "b_you": "vous",
    "b_start": "1er",
    "b_loans": ", prêts {loans}",
    "b_loan_small": "{n} petit(s)",
    "b_loan_large": "{n} grand(s)",
    "b_hand_own": ", événements en main : {events}",
    "b_hand_count": ", événements en main : {n}",
    "b_hand_compact": ", main {n}",
    "b_loans_compact": ", prêts {small}+{large}",
    "b_plan_ready": ", plan fait",
    "b_city": ", {n} en ville",
    "b_workers": "  ouvriers : {workers}",
    "b_workers_counted": " | {workers}",
    "b_down_count": " ({n} cachés)",
    "b_no_workers": "  aucun ouvrier",
    "b_lent": "{worker}>{to}",
    "b_down": "({worker})",
    "b_contract": "  {contract} {price} : {sections}",
    "b_contracts_short": " | {items}",
    "b_contract_short": "#{num} {built}/{total}",
    "b_no_contracts": "  aucun contrat",
    # --- card words
    "money_k": "{k}k$",
    "contract": "#{num} {name}",
    "contract_num": "#{num}",
    "worker_long": "{id} {type}{quirks}, salaire {wage}",
    "worker_quirks": " ({quirks})",
    "sec_side_wall": "mur latéral {n}",
    "sec_gable_end": "pignon {n}",
    "sec_roof": "toit {n}",
    "sec_wall": "mur {g}",
    "sec_side_piece": "mur {g} côté {n}",
    "grp_side_wall": "murs",
    "grp_gable_end": "pignons",
    "grp_roof": "toit",
    "grp_wall": "mur {g}",
    "sec_built": "[x]",
    "sec_needs": "[{codes}]",
    "who_quirks": "ouvriers au caprice {quirks}",
    "who_types": "ouvriers de type {types}",
    "who_or": " ou ",
    "eff_unavailable": "{who} indisponibles cette manche",
    "eff_dismiss_all": "{who} renvoyés",
    "eff_dismiss_one": "chaque joueur renvoie un de ses {who}",
    "eff_requisition": "chaque joueur donne {count} de ses {who}, pour {comp} chacun",
    "eff_wage_surcharge": "salaires +{amount} pour chacun des {who}",
    "eff_none": "il ne se passe rien",
    "event_text": "{name} ({effect})",
    "loan_small": "petit",
    "loan_large": "grand",
    "colour_yellow": "jaune",
    "colour_red": "rouge",
    "colour_purple": "pourpre",
    "colour_green": "vert",
    # --- menus
    "ask_hire": "Recruter, licencier ou passer (salaires {wages}, au plus {cap}) :",
    "ask_hire_r1": "Manche 1 : recrutez un ouvrier (5 chacun, on ne passe pas) :",
    "opt_hire": "recruter {worker}",
    "opt_look": "regarder dans un paquet et recruter n'importe quelle carte ({fee})",
    "opt_fire": "licencier un ouvrier",
    "opt_pass_hire": "passer",
    "ask_deck": "Dans quel paquet regardez-vous ({fee} si vous recrutez) ?",
    "opt_deck": "{type} ({n} cartes)",
    "opt_deck_one": "{type} ({n} carte)",
    "ask_deck_card": "Les cartes du paquet {type}. Laquelle recrutez-vous ?",
    "ask_fire": "Quel ouvrier licenciez-vous (il va sous son paquet) ?",
    "ask_open": "Phase 2 : ouvrez une enchère sur un contrat, ou renoncez.",
    "ask_open_must": "Phase 2 : vous n'avez pas encore de contrat, vous devez ouvrir une enchère.",
    "opt_open": "ouvrir une enchère",
    "opt_decline": "renoncer (vous n'ouvrez plus d'enchère cette phase)",
    "ask_contract": "Quel contrat mettez-vous aux enchères ?",
    "opt_contract": "{contract} : enchère min {min_bid}{bonus}, montant {price}",
    "opt_bonus": ", bonus {bonus}",
    "ask_open_bid": "Enchère initiale pour #{num} ({low}-{high}), 0 pour revenir : ",
    "opt_pass_bid": "passer (vous ne pouvez pas surenchérir)",
    "ask_bid": "Votre enchère ({low}-{high}) ou 0 pour passer{repay} : ",
    "or_repay": ", r pour rembourser",
    "ask_event": "Événements sélectifs : laquelle de vos cartes événement est jouée cette manche ?",
    "ask_dismiss": "{event} : quel ouvrier renvoyez-vous ?",
    "ask_give": "{event} : quel ouvrier va au comte ({comp}) ?",
    "ask_lend": "Louer des ouvriers : proposez un ouvrier inoccupé à un joueur, ou arrêtez.",
    "opt_offer": "proposer un ouvrier pour cette phase de construction",
    "opt_end_lending": "arrêter les locations",
    "ask_lend_worker": "Quel ouvrier proposez-vous ?",
    "ask_lend_to": "À qui ?",
    "ask_lend_price": "Prix ({low}-{high}), c pour annuler : ",
    "ask_lend_reply": "{lender} vous propose {worker} pour cette phase de construction, pour {price}.",
    "opt_accept": "accepter",
    "opt_refuse": "refuser",
    "ask_loan": "Salaires dus {due}, argent {cash} : prenez un prêt.",
    "opt_loan": "{kind} prêt : recevoir {receive}, rembourser {repay}",
    "opt_repay_letter": "rembourser un prêt",
    "ask_repay": "Quel prêt remboursez-vous ?",
    "opt_repay": "rembourser un {kind} prêt pour {value}",
    "cancel": "c",
    "illegal": "Interdit : {msg}",
    # --- planning
    "plan_title": "Plan de construction de {name} : personne d'autre ne le voit.",
    "plan_workers": "Ouvriers disponibles : {workers}",
    "plan_no_workers": "Vous n'avez aucun ouvrier disponible pour cette phase de construction.",
    "plan_list": "Plans, les meilleurs d'abord ({first}-{last} sur {n}) :",
    "plan_item": "{sections} : {what}",
    "plan_n": "{n} sections",
    "plan_1": "1 section",
    "plan_nothing": "ne rien construire",
    "plan_completes": " (achevé)",
    "plan_count": "{what} x{n}",
    "plan_part": "{contract} {sections}",
    "opt_compose": "faire votre propre plan, section par section",
    "opt_more_plans": "plus de plans",
    "ask_plan_ok": "Construire ceci ?",
    "plan_line": "  {section} de {contract} : {workers}",
    "opt_build_it": "oui, c'est mon plan",
    "draft_title": "Votre plan pour l'instant :",
    "draft_empty": "  (rien pour l'instant)",
    "opt_add": "ajouter une section",
    "opt_remove": "retirer une section",
    "opt_submit": "valider ce plan",
    "ask_section": "Quelle section ?",
    "opt_section": "{section} de {contract}, demande {codes}",
    "ask_crew": "Ouvriers pour {section} ({codes}) : numéros, 0 pour revenir : ",
    "bad_crew": "tapez les numéros d'ouvriers différents de la liste",
    "ask_remove": "Quelle section retirez-vous du plan ?",
    "plan_not_yet": "  Noté, mais pas encore légal : {msg}",
    "plan_refused": "  Pas ajoutée : {msg}",
    # --- end
    "over": "Partie terminée. Argent final = argent + bâtiments inachevés - prêts :",
    "score_line": "{rank}. {name} : {cash} + {unfinished} - {loans} = {total}",
    "winner": "Gagnant : {names}.",
    "winners": "Gagnants, qui se partagent la victoire : {names}.",
    "list_and": ", ",
    # --- Les Bâtisseurs : Moyen Âge (mbqt text --game batisseurs), in the manual's words
    "bat_title": "Les Bâtisseurs : Moyen Âge - mode texte",
    "bat_intro": "Répondez aux questions ; tapez h à toute question pour l'aide, q pour quitter.",
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
    "bat_save_default": "batisseurs-partie.json",
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
    "bat_over": "Partie terminée. Score = points des bâtiments + 1 par tranche complète de 10 écus :",
    "bat_score_line": "{rank}. {name} : {buildings} + {ecu_points} ({money}) = {total}",
}

TABLES = {"en": EN, "fr": FR}


def use_language(language: str | None) -> None:
    """The text's language: `language` ("en" or "fr"), by default the system's."""
    global LANG
    LANG = language if language in lang.LANGUAGES else lang.system_language()


def t(key: str, **args) -> str:
    return TABLES[LANG][key].format(**args)


def tn(key: str, n: int, **args) -> str:
    """The form of `key` for the count n: key + "_one" for the singular (1 in English; 0 and
    1 in French), else key."""
    singular = n <= 1 if LANG == "fr" else n == 1
    return t(key + "_one" if singular and key + "_one" in TABLES[LANG] else key, n=n, **args)


def colour_name(colour: str) -> str:
    """A card colour of the card file ("yellow") in words; "" for one the table lacks."""
    return TABLES[LANG].get("colour_" + colour, "")


def level_name(kind: str) -> str:
    """A computer level in words ("medium", "moyen"); an unknown kind as it is."""
    return TABLES[LANG].get("level_" + kind, kind)


def money(amount: int) -> str:
    return lang.money(amount, LANG)


def money_k(amount: int) -> str:
    """Compact money for the board: $5k."""
    return t("money_k", k=f"{amount / 1000:g}")


def card_name(names: dict) -> str:
    """A card's name from its card file (maybe a person's own, carried in a save): escaped."""
    return plain(names.get(LANG) or names["en"])
