"""Master Builder's sentences in English and French: every log entry and refusal reason
of the engine, and the names of things they use (workers, contracts, sections, events,
phases), for the app and the text mode alike. The French words are the rulebook's
(i18n/glossary.md). Cards are named by the card file, in the language asked, workers by
their printed ids ("Apprentice A-02"), never by the engine's indexes.

describe() says a log entry (key, args), explain() an IllegalAction(code, **params); the
values are turned into words by the name of the argument (seat, worker, contract, ...).
"""
from __future__ import annotations

from mbqt import lang
from mbqt.core.display import plain
from mbqt.core.sentences import FORMAT_REFUSALS, Sentences, format_values

SENTENCES = Sentences({
    **FORMAT_REFUSALS,
    # --- the log
    "log.round": ("Round {round} begins; {start} holds the mallet.", "La manche {round} commence ; {start} a le maillet."),
    "log.phase": ("Phase: {phase}.", "Phase : {phase}."),
    "log.hired": ("{seat} hires {worker} (wages {wage_total}).", "{seat} recrute {worker} (salaires {wage_total})."),
    "log.hired_chosen": ("{seat} looks through the deck and hires {worker} (wages {wage_total}).",
                         "{seat} regarde dans le paquet et recrute {worker} (salaires {wage_total})."),
    "log.choose_fee": ("{seat} pays {money} to look through the deck.",
                       "{seat} paie {money} pour regarder dans le paquet."),
    "log.fired": ("{seat} fires {worker} (wages {wage_total}).", "{seat} licencie {worker} (salaires {wage_total})."),
    "log.passed": ("{seat} passes.", "{seat} passe."),
    "log.no_contract_phase": ("No contracts are awarded in this last round.",
                              "Aucun contrat n'est attribué pendant cette dernière manche."),
    "log.economic_card": ("Economy: {card}, {n} new contracts.", "Économie : {card}, {n} nouveaux contrats."),
    "log.economic_card_one": ("Economy: {card}, {n} new contract.", "Économie : {card}, {n} nouveau contrat."),
    "log.contracts_revealed": ("Contracts revealed: {contracts}.", "Contrats révélés : {contracts}."),
    "log.contracts_revealed.none": ("No new contract is revealed.", "Aucun nouveau contrat n'est révélé."),
    "log.auction_opened": ("{seat} opens the auction of {contract} at {amount}.",
                           "{seat} ouvre l'enchère sur le {contract} à {amount}."),
    "log.bid": ("{seat} bids {amount} on {contract}.", "{seat} enchérit {amount} sur le {contract}."),
    "log.auction_passed": ("{seat} passes in the auction of {contract}.", "{seat} passe dans l'enchère sur le {contract}."),
    "log.auction_passed.forced": ("{seat} cannot raise and is out of the auction of {contract}.",
                                  "{seat} ne peut pas surenchérir et sort de l'enchère sur le {contract}."),
    "log.declined": ("{seat} opens no more auctions this round.", "{seat} n'ouvre plus d'enchère cette manche."),
    "log.contract_won": ("{seat} wins {contract} for {money}.", "{seat} remporte le {contract} pour {money}."),
    "log.contract_taken": ("{seat} takes the last contract, {contract}, at its minimum bid {money}.",
                           "{seat} prend le dernier contrat, le {contract}, à son enchère minimum {money}."),
    "log.bonus_collected": ("{seat} collects the {money} lying on {contract}.",
                            "{seat} empoche les {money} placés sur le {contract}."),
    "log.bonus_placed": ("Nobody took {contract}: {amount} is placed on it.",
                         "Personne n'a pris le {contract} : {amount} sont placés dessus."),
    "log.contract_removed": ("Unsold twice, {contract} leaves the game.",
                             "Invendu deux fois, le {contract} est retiré de la partie."),
    "log.early_end": ("All contracts are taken: round {final_round} will be the last.",
                      "Tous les contrats sont pris : la manche {final_round} sera la dernière."),
    "log.event": ("Event: {event}. {effect}", "Événement : {event}. {effect}"),
    "log.event_chosen": ("{seat} plays the event {event}.", "{seat} joue l'événement {event}."),
    "log.workers_unavailable": ("{seat}: {workers} are unavailable this round ({event}).",
                                "{seat} : {workers} sont indisponibles cette manche ({event})."),
    "log.workers_unavailable_one": ("{seat}: {workers} is unavailable this round ({event}).",
                                    "{seat} : {workers} est indisponible cette manche ({event})."),
    "log.worker_dismissed": ("{seat} loses {worker} ({event}; wages {wage_total}).",
                             "{seat} perd {worker} ({event} ; salaires {wage_total})."),
    "log.worker_requisitioned": ("{seat} gives {worker} to the count and receives {money} ({event}).",
                                 "{seat} donne {worker} au comte et reçoit {money} ({event})."),
    "log.wage_surcharge": ("{event}: wages rise by {amount} per affected worker this round.",
                           "{event} : les salaires augmentent de {amount} par ouvrier concerné cette manche."),
    "log.lend_offered": ("{seat} offers {worker} to {to} for {price}.", "{seat} propose {worker} à {to} pour {price}."),
    "log.lend_paid": ("{seat} borrows {worker} from {lender} for {money}.", "{seat} loue {worker} à {lender} pour {money}."),
    "log.lend_received": ("{seat} receives {money} for lending {worker}.",
                          "{seat} reçoit {money} pour la location de {worker}."),
    "log.lend_refused": ("{seat} refuses to borrow {worker} from {lender}.", "{seat} refuse de louer {worker} à {lender}."),
    "log.plan_submitted": ("{seat} has made a build plan.", "{seat} a fait son plan de construction."),
    "log.plan_revealed": ("{seat} builds: {plan}.", "{seat} construit : {plan}."),
    "log.plan_revealed.nothing": ("{seat} builds nothing.", "{seat} ne construit rien."),
    "log.contract_completed": ("{seat} completes {contract} and collects {money}.",
                               "{seat} achève le {contract} et reçoit {money}."),
    "log.wages_paid": ("{seat} pays {money} in wages.", "{seat} paie {money} de salaires."),
    "log.loan_taken": ("{seat} takes {loan} ({money}).", "{seat} prend {loan} ({money})."),
    "log.loan_repaid": ("{seat} repays {loan} ({money}).", "{seat} rembourse {loan} ({money})."),
    "log.game_over": ("The game is over.", "La partie est terminée."),
    # --- refusals: the rules
    "why.game_over": ("the game is over: no more actions", "la partie est terminée : plus aucune action"),
    "why.not_an_action": ("not an action: {action}", "ce n'est pas une action : {action}"),
    "why.no_argument": ("'{kind}' takes no argument: {action}", "« {kind} » ne prend pas d'argument : {action}"),
    "why.bad_arguments": ("'{kind}' takes {n} whole-number arguments: {action}",
                          "« {kind} » prend {n} arguments entiers : {action}"),
    "why.bad_arguments_one": ("'{kind}' takes {n} whole-number argument: {action}",
                              "« {kind} » prend {n} argument entier : {action}"),
    "why.not_now": ("that is not possible now: {seat} must {step}", "ce n'est pas possible maintenant : {seat} doit {step}"),
    "why.no_worker_left": ("there is no worker of that type left to hire", "il ne reste aucun ouvrier de ce type à recruter"),
    "why.variant_off": ("this game is played without the variant {variant}", "cette partie se joue sans la variante {variant}"),
    "why.not_in_deck": ("that worker is not in a deck", "cet ouvrier n'est pas dans un paquet"),
    "why.choose_fee": ("looking through a deck costs {fee} in cash (no loan)",
                       "regarder dans un paquet coûte {fee} en argent (sans prêt)"),
    "why.wage_cap": ("hiring would raise the wage total above {cap}",
                     "ce recrutement porterait le total des salaires au-delà de {cap}"),
    "why.no_firing_round_1": ("no workers are fired in round 1", "aucun ouvrier n'est licencié pendant la manche 1"),
    "why.not_your_worker": ("you can only fire one of your own workers", "vous ne pouvez licencier que l'un de vos ouvriers"),
    "why.no_passing_round_1": ("in round 1 a player may not pass to wait for a better worker",
                               "à la manche 1, un joueur ne peut pas passer pour attendre un meilleur ouvrier"),
    "why.not_on_display": ("contract {number} is not on display", "le contrat {number} n'est pas exposé"),
    "why.below_minimum_bid": ("the opening bid on {contract} must be at least its minimum bid {minimum}",
                              "l'enchère initiale sur le {contract} doit être au moins son enchère minimum {minimum}"),
    "why.bid_step": ("bids are in steps of {increment}", "les enchères vont par pas de {increment}"),
    "why.bid_over_cash": ("a bid of {amount} is more than your {cash}: a player must be able to pay the bid "
                          "and cannot take a loan for it",
                          "une enchère de {amount} dépasse vos {cash} : un joueur doit pouvoir payer son enchère "
                          "et ne peut pas prendre de prêt pour cela"),
    "why.must_open_round_1": ("every player must have at least one contract after round 1: "
                              "a player without a contract may not decline",
                              "chaque joueur doit avoir au moins un contrat après la manche 1 : "
                              "un joueur sans contrat ne peut pas renoncer"),
    "why.bid_too_low": ("a bid must be higher than {high}", "une enchère doit dépasser {high}"),
    "why.not_in_hand": ("the start player plays one of their own event cards",
                        "le premier joueur joue l'une de ses propres cartes événement"),
    "why.dismiss_choice": ("choose one of your workers that this event affects",
                           "choisissez l'un de vos ouvriers touchés par cet événement"),
    "why.give_choice": ("choose one of your available workers of the type the event asks for",
                        "choisissez l'un de vos ouvriers disponibles du type demandé par l'événement"),
    "why.lend_not_idle": ("only your own idle, available workers can be lent",
                          "seuls vos propres ouvriers inoccupés et disponibles peuvent être loués"),
    "why.lend_to_self": ("a worker is lent to another player", "un ouvrier se loue à un autre joueur"),
    "why.already_offered": ("{worker} was already offered to {to} this phase",
                            "{worker} a déjà été proposé à {to} pendant cette phase"),
    "why.lend_price": ("the price is in whole thousands that {to} can pay (at most {cash})",
                       "le prix est un nombre entier de milliers que {to} peut payer (au plus {cash})"),
    "why.accept_cash": ("accepting takes {price} in cash", "accepter demande {price} en argent"),
    "why.not_a_plan": ("'build' takes a plan: {action}", "« build » prend un plan : {action}"),
    "why.loan_kind": ("a loan is small (0) or large (1)", "un prêt est petit (0) ou grand (1)"),
    "why.no_such_loan": ("you hold no such loan", "vous n'avez pas de tel prêt"),
    "why.repay_cash": ("repaying {loan} takes {value} in cash", "rembourser {loan} demande {value} en argent"),
    # --- refusals: build plans (build.py) and the planner's remarks (planning.py)
    "why.bad_plan_item": ("a plan item is (contract, section index, (workers...)): {item}",
                          "un élément de plan est (contrat, indice de section, (ouvriers...)) : {item}"),
    "why.not_under_construction": ("contract {number} is not one of yours under construction",
                                   "le contrat {number} n'est pas l'un de vos contrats en construction"),
    "why.no_such_section": ("{contract} has no section {index}", "le {contract} n'a pas de section {index}"),
    "why.already_built": ("{section} of {contract} is already built", "{section} du {contract} est déjà construit"),
    "why.planned_twice": ("{section} of {contract} is planned twice", "{section} du {contract} est prévu deux fois"),
    "why.worker_unavailable": ("{worker} is not available to you for this Build phase",
                               "{worker} n'est pas disponible pour vous pendant cette phase de construction"),
    "why.worker_twice": ("{worker} is placed twice: a worker works on at most one section per round",
                         "{worker} est placé deux fois : un ouvrier travaille sur une seule section par manche"),
    "why.crew_size": ("{section} of {contract} needs exactly {n} workers",
                      "{section} du {contract} demande exactement {n} ouvriers"),
    "why.crew_size_one": ("{section} of {contract} needs exactly {n} worker",
                          "{section} du {contract} demande exactement {n} ouvrier"),
    "why.unqualified": ("the workers on {section} of {contract} are not qualified for it "
                        "(the colour is the minimum level)",
                        "les ouvriers sur le {section} du {contract} ne sont pas assez qualifiés "
                        "(la couleur est le niveau minimum)"),
    "why.crew_full": ("{section} takes exactly {n} workers", "le {section} demande exactement {n} ouvriers"),
    "why.crew_full_one": ("{section} takes exactly {n} worker", "le {section} demande exactement {n} ouvrier"),
    "why.worker_unqualified": ("{worker} is not qualified for {section} (the colour is the minimum level)",
                               "{worker} n'est pas assez qualifié pour le {section} (la couleur est le niveau minimum)"),
    "why.crew_short": ("needs {n} more workers", "il manque {n} ouvriers"),
    "why.crew_short_one": ("needs {n} more worker", "il manque {n} ouvrier"),
    "why.crew_unqualified": ("the workers here are not qualified for this section",
                             "les ouvriers placés ici ne sont pas assez qualifiés pour cette section"),
    # the building regulations (build.REGULATIONS)
    "why.walls_first": ("{contract}: a building must start with at least one side wall and one gable end",
                        "{contract} : un bâtiment doit commencer par au moins un mur latéral et un pignon"),
    "why.roof_last": ("{contract}: the roof can only be built when all four walls stand",
                      "{contract} : le toit ne peut être construit que quand les quatre murs sont debout"),
    "why.wall_order": ("{contract}: wall {wall} can only be started once wall {previous} is complete",
                       "{contract} : le mur {wall} ne peut commencer qu'une fois le mur {previous} achevé"),
    "why.wall_section_first": ("{contract}: a side piece of wall {wall} needs its wall section first",
                               "{contract} : un côté du mur {wall} a d'abord besoin de sa section de mur"),
    "why.side_piece_needed": ("{contract}: the wall section of wall {wall} needs a side piece to stand",
                              "{contract} : la section du mur {wall} a besoin d'un côté pour tenir debout"),
    # --- refusals: the file formats (actions.py, newgame.py)
    "why.no_worker_card": ("no worker card '{id}'", "aucune carte ouvrier « {id} »"),
    "why.no_worker_type": ("no worker type '{id}'", "aucun type d'ouvrier « {id} »"),
    "why.no_event_card": ("no event card '{id}'", "aucune carte événement « {id} »"),
    "why.no_contract": ("no contract {number}", "aucun contrat {number}"),
    "why.no_section_id": ("contract {number} has no section '{id}'", "le contrat {number} n'a pas de section « {id} »"),
    "why.unknown_worker_type": ("decks.workers: unknown worker type {types} (known: {known})",
                                "decks.workers : type d'ouvrier inconnu {types} (connus : {known})"),
    # What an action that cannot be taken back turned up (rules.revealed): the undo refusal.
    "why.revealed": ("{what}", "{what}"),
    "revealed.worker": ("a worker card was turned up", "une carte ouvrier a été retournée"),
    "revealed.contracts": ("contracts were turned up", "des contrats ont été révélés"),
    "revealed.economic": ("an economic card was turned up", "une carte situation économique a été retournée"),
    "revealed.event": ("an event card was drawn", "une carte événement a été piochée"),
    "revealed.event_hand": ("an event card was played from a hand", "une carte événement a été jouée depuis une main"),
    "revealed.plans": ("the build plans were revealed", "les plans de construction ont été révélés"),
    "revealed.deck_seen": ("a worker deck was looked through", "quelqu'un a regardé dans un paquet d'ouvriers"),
    # --- words
    "worker": ("{type} {id}", "{type} {id}"),
    "contract": ("contract {number} ({name})", "contrat {number} ({name})"),
    "nothing": ("nothing", "rien"),
    "nothing.unbuildable": ("nothing: no section of their contracts could be built with the workers available",
                            "rien : aucune section de ses contrats ne pouvait être construite avec les ouvriers "
                            "disponibles"),
    "or": ("{items} or {last}", "{items} ou {last}"),
    "plan.part": ("{contract}: {sections}", "{contract} : {sections}"),
    "plan.crew": ("{section} ({workers})", "{section} ({workers})"),
    "section.side_wall": ("side wall {n}", "mur latéral {n}"),
    "section.gable_end": ("gable end {n}", "pignon {n}"),
    "section.roof": ("roof {n}", "toit {n}"),
    "section.wall": ("wall {n}", "mur {n}"),
    "section.side_piece": ("side piece {n} of wall {wall}", "côté {n} du mur {wall}"),
    "phase.1": ("Hire and fire", "Recruter et licencier"),
    "phase.2": ("Contracts", "Contrats"),
    "phase.3": ("Events", "Événements"),
    "phase.4": ("Build", "Construction"),
    "phase.5": ("Income and wages", "Revenus et salaires"),
    "loan.0": ("a small loan", "un petit prêt"),
    "loan.1": ("a large loan", "un grand prêt"),
    "variant.choosing_workers": ("Choosing workers", "Choix des ouvriers"),
    "variant.selective_events": ("Selective events", "Événements sélectifs"),
    "variant.loaning_workers": ("Loaning workers", "Louer des ouvriers"),
    "variant.additional_events": ("Additional events", "Événements additionnels"),
    # what a seat must do at each step (state.STEP_*), for "not_now"
    "step.hire": ("hire, fire or pass", "recruter, licencier ou passer"),
    "step.open": ("open an auction or decline", "ouvrir une enchère ou renoncer"),
    "step.bid": ("raise or pass", "surenchérir ou passer"),
    "step.choose_event": ("choose an event card", "choisir une carte événement"),
    "step.dismiss": ("choose a worker to dismiss", "choisir un ouvrier à renvoyer"),
    "step.give": ("choose a worker to give", "choisir un ouvrier à donner"),
    "step.lend": ("offer a worker or end lending", "proposer un ouvrier ou arrêter les locations"),
    "step.lend_reply": ("accept or refuse the offer", "accepter ou refuser l'offre"),
    "step.plan": ("submit a build plan", "valider un plan de construction"),
    "step.loan": ("take a loan to pay wages", "prendre un prêt pour payer les salaires"),
    # the lines of the final money (scoring.py): what each one counts
    "score.cash": ("Cash", "Argent liquide"),
    "score.cash_paid": ("Cash (the {count} finished buildings brought {paid} during the game)",
                        "Argent liquide (les {count} bâtiments terminés ont rapporté {paid} pendant la partie)"),
    "score.cash_paid_one": ("Cash (the finished building brought {paid} during the game)",
                            "Argent liquide (le bâtiment terminé a rapporté {paid} pendant la partie)"),
    "score.unfinished": ("Unfinished, {contract}: {price} less {penalty} for each of its {missing} missing sections",
                         "Inachevé, {contract} : {price} moins {penalty} pour chacune de ses {missing} sections "
                         "manquantes"),
    "score.unfinished_one": ("Unfinished, {contract}: {price} less {penalty} for its missing section",
                             "Inachevé, {contract} : {price} moins {penalty} pour sa section manquante"),
    "score.unfinished_nothing": ("Unfinished, {contract}: {price} less {penalty} for each of its {missing} missing "
                                 "sections, which leaves nothing (never below zero)",
                                 "Inachevé, {contract} : {price} moins {penalty} pour chacune de ses {missing} "
                                 "sections manquantes, il ne reste rien (jamais négatif)"),
    "score.unfinished_nothing_one": ("Unfinished, {contract}: {price} less {penalty} for its missing section, "
                                     "which leaves nothing (never below zero)",
                                     "Inachevé, {contract} : {price} moins {penalty} pour sa section manquante, "
                                     "il ne reste rien (jamais négatif)"),
    "score.loans_0_early": ("{count} small loans to repay at {value} each (early value: contracts remain)",
                            "{count} petits prêts à rembourser à {value} chacun (remboursement tôt : il reste des "
                            "contrats)"),
    "score.loans_0_early_one": ("A small loan to repay: {value} (early value: contracts remain)",
                                "Un petit prêt à rembourser : {value} (remboursement tôt : il reste des contrats)"),
    "score.loans_0_late": ("{count} small loans to repay at {value} each (late value: the contract deck is empty)",
                           "{count} petits prêts à rembourser à {value} chacun (remboursement tard : le paquet de "
                           "contrats est épuisé)"),
    "score.loans_0_late_one": ("A small loan to repay: {value} (late value: the contract deck is empty)",
                               "Un petit prêt à rembourser : {value} (remboursement tard : le paquet de contrats est "
                               "épuisé)"),
    "score.loans_1_early": ("{count} large loans to repay at {value} each (early value: contracts remain)",
                            "{count} grands prêts à rembourser à {value} chacun (remboursement tôt : il reste des "
                            "contrats)"),
    "score.loans_1_early_one": ("A large loan to repay: {value} (early value: contracts remain)",
                                "Un grand prêt à rembourser : {value} (remboursement tôt : il reste des contrats)"),
    "score.loans_1_late": ("{count} large loans to repay at {value} each (late value: the contract deck is empty)",
                           "{count} grands prêts à rembourser à {value} chacun (remboursement tard : le paquet de "
                           "contrats est épuisé)"),
    "score.loans_1_late_one": ("A large loan to repay: {value} (late value: the contract deck is empty)",
                               "Un grand prêt à rembourser : {value} (remboursement tard : le paquet de contrats est "
                               "épuisé)"),
    # hints (the Hard player's reason for an action: mbqt/ai/master_builder/hard.py hint_reason)
    "hint.completes": ("Build {plan}: it completes {contracts}, +{money} this round",
                       "Construire {plan} : cela achève {contracts}, +{money} cette manche"),
    "hint.builds": ("Build {plan}: the buildings pay when they are finished",
                    "Construire {plan} : les bâtiments rapportent quand ils sont achevés"),
    "hint.build_nothing": ("Build nothing this round", "Ne rien construire cette manche"),
    "hint.open": ("Open the auction on {contract} at {amount}: it is worth up to {limit} to you",
                  "Ouvrir l'enchère sur le {contract} à {amount} : il vaut jusqu'à {limit} pour vous"),
    "hint.bid": ("Bid {amount} on {contract}: it is worth up to {limit} to you",
                 "Enchérir {amount} sur le {contract} : il vaut jusqu'à {limit} pour vous"),
    "hint.open_over": ("Open the auction on {contract} at {amount}: above what it earns you ({limit}), but letting a "
                       "rival have it costs you more",
                       "Ouvrir l'enchère sur le {contract} à {amount} : plus que ce qu'il vous rapporte ({limit}), "
                       "mais le laisser à un rival vous coûte davantage"),
    "hint.bid_over": ("Bid {amount} on {contract}: above what it earns you ({limit}), but letting a rival have it "
                      "costs you more",
                      "Enchérir {amount} sur le {contract} : plus que ce qu'il vous rapporte ({limit}), mais le "
                      "laisser à un rival vous coûte davantage"),
    "hint.pass_bid_under": ("Pass: {contract} is worth up to {limit} to you, but your money does more elsewhere",
                            "Passer : le {contract} vaut jusqu'à {limit} pour vous, mais votre argent rapporte plus "
                            "ailleurs"),
    "hint.pass_bid": ("Pass: above {limit}, {contract} costs more than it is worth to you",
                      "Passer : au-delà de {limit}, le {contract} coûte plus qu'il ne vaut pour vous"),
    "hint.pass_open": ("Open no auction", "N'ouvrir aucune enchère"),
    "hint.pass_hire": ("Pass: keep your workers as they are", "Passer : garder vos ouvriers tels quels"),
    "hint.pass_lend": ("Offer no more workers", "Ne plus proposer d'ouvrier"),
    "hint.hire": ("Hire {worker}", "Recruter {worker}"),
    "hint.hire_chosen": ("Pay the fee and take {worker}", "Payer les frais et prendre {worker}"),
    "hint.fire": ("Fire {worker}", "Licencier {worker}"),
    "hint.dismiss": ("Dismiss {worker}", "Renvoyer {worker}"),
    "hint.give": ("Give {worker}", "Donner {worker}"),
    "hint.lend": ("Offer {worker} to {to} for {price}", "Proposer {worker} à {to} pour {price}"),
    "hint.accept": ("Accept the offer", "Accepter l'offre"),
    "hint.refuse": ("Refuse the offer", "Refuser l'offre"),
    "hint.loan": ("Take {loan}: it will cost {value} to repay", "Prendre {loan} : il coûtera {value} à rembourser"),
    "hint.repay": ("Repay {loan} now, for {value}", "Rembourser {loan} maintenant, pour {value}"),
    "hint.choose_event": ("Play {event}", "Jouer {event}"),
    # the build planner's preview of a plan (planning.preview)
    "preview.completes": ("This plan completes {contracts}: +{money}", "Bâtiments achevés par ce plan : {contracts}, +{money}"),
    "preview.money": ("Your money if the game ended now: {now}; with this plan built: {after}",
                      "Votre argent si la partie s'arrêtait maintenant : {now} ; avec ce plan construit : {after}"),
    "preview.money_same": ("Your money if the game ended now: {now}",
                           "Votre argent si la partie s'arrêtait maintenant : {now}"),
    # what an event did to each player (the app's event screen, rules.event_outcomes)
    "event.title": ("Event: {event}", "Événement : {event}"),
    "event.unavailable": ("{workers} cannot work in this Build phase (still paid).",
                          "{workers} ne peuvent pas travailler pendant cette phase de construction (mais sont payés)."),
    "event.unavailable_one": ("{workers} cannot work in this Build phase (still paid).",
                              "{workers} ne peut pas travailler pendant cette phase de construction (mais est payé)."),
    "event.dismissed": ("Loses {workers}.", "Perd {workers}."),
    "event.requisitioned": ("Gives {workers} to the count for this Build phase and receives {money}.",
                            "Donne {workers} au comte pour cette phase de construction et reçoit {money}."),
    "event.surcharge": ("Pays {amount} more in wages this round for each of {workers}.",
                        "Paie {amount} de plus en salaire cette manche pour chacun de ces ouvriers : {workers}."),
    "event.untouched": ("Not affected.", "Pas concerné."),
    "event.idle": ("No worker left to build with: nothing is built this round (the Build phase is skipped).",
                   "Plus aucun ouvrier pour construire : rien n'est construit cette manche (la phase de "
                   "construction est sautée)."),
    # tooltips: what a quirk exposes a worker to, what a section needs
    "quirk.effect": ("{quirk}: a worker with this quirk is hit by the events {events}.",
                     "{quirk} : un ouvrier qui a ce caprice est touché par les événements {events}."),
    "quirk.no_effect": ("{quirk}: no event card of this game hits this quirk.",
                        "{quirk} : aucune carte événement de cette partie ne touche ce caprice."),
    "quirk.hit": ("{event} ({what})", "{event} ({what})"),
    "quirk.unavailable": ("cannot work that round", "ne travaille pas de la manche"),
    "quirk.dismiss_all": ("dismissed", "renvoyé"),
    "quirk.dismiss_one": ("one such worker dismissed", "un tel ouvrier renvoyé"),
    "quirk.requisition": ("given to the count", "donné au comte"),
    "quirk.wage_surcharge": ("costs more in wages", "coûte plus en salaire"),
    "section.needs": ("{section}: needs {workers}", "{section} : demande {workers}"),
    "needs.or_better": ("{type} or better", "{type} ou mieux"),
    "needs.top": ("{type}", "{type}"),
    "and": ("{items} and {last}", "{items} et {last}"),
    # the effects of event cards
    "effect.none": ("Nothing happens.", "Il ne se passe rien."),
    "effect.quirks": ("workers who are {list}", "ouvriers au caprice {list}"),
    "effect.types": ("workers of type {list}", "ouvriers de type {list}"),
    "effect.unavailable": ("All {who} are unavailable in this round's Build phase (still paid).",
                           "Tous les {who} sont indisponibles pendant la phase de construction de cette manche "
                           "(mais payés)."),
    "effect.dismiss_all": ("All {who} are dismissed.", "Tous les {who} sont renvoyés."),
    "effect.dismiss_one": ("Each player dismisses one of their {who} (their choice).",
                           "Chaque joueur renvoie un de ses {who} (à son choix)."),
    "effect.requisition": ("Each player gives {count} of their {who} to the count for this Build phase "
                           "and receives {compensation} per worker.",
                           "Chaque joueur donne {count} de ses {who} au comte pour cette phase de construction "
                           "et reçoit {compensation} par ouvrier."),
    "effect.wage_surcharge": ("This round, {who} each cost {amount} more in wages.",
                              "Cette manche, les {who} coûtent chacun {amount} de plus en salaire."),
})

# Sentences said in the singular or plural: the count in the values.
_COUNTS = {
    "log.economic_card": lambda a: a["count"],
    "log.workers_unavailable": lambda a: len(a["workers"]),
    "why.bad_arguments": lambda a: a["count"],
    "why.crew_size": lambda a: a["need"],
    "why.crew_full": lambda a: a["need"],
    "why.crew_short": lambda a: a["missing"],
}
# The score lines (scoring.py) said in the singular or plural: by their count, or missing sections.
_ITEM_COUNTS = ("count", "missing")
_SEATS = {"seat", "start", "to", "lender", "borrower"}
_MONEY = {"amount", "price", "fee", "cap", "high", "minimum", "value", "cash", "wage_total", "increment", "paid",
          "penalty", "limit"}
_SIGNED_MONEY = {"now", "after"}      # sums that may be below zero, said with their sign


def describe(cards, entry, names: list[str], language: str) -> str:
    """A log entry (key, args) in words, seats named by `names`."""
    key, args = entry
    variant = ""
    if key == "auction_passed" and args.get("forced"):
        variant = ".forced"
    elif key == "contracts_revealed" and not args["contracts"]:
        variant = ".none"
    elif key == "plan_revealed" and not args["plan"]:
        variant = ".nothing"
    return _say(cards, "log." + key + variant, args, names, language)


def explain(cards, err, names: list[str], language: str) -> str:
    """Why the rules refused an action (an IllegalAction), in words."""
    return _say(cards, "why." + err.code, err.params, names, language)


def say(cards, key: str, args: dict, names: list[str], language: str) -> str:
    """Any sentence of the catalogue by its key (a score line "score.*", a hint "hint.*")."""
    counted = next((args[name] for name in _ITEM_COUNTS if name in args), None)
    if counted is not None and not key.startswith(("log.", "why.")):
        return SENTENCES.plural(key, counted, language,
                                **{name: _value(cards, name, value, args, names, language) for name, value in args.items()
                                   if name != "n"})
    return _say(cards, key, args, names, language)


def _say(cards, key: str, args: dict, names: list[str], language: str) -> str:
    if key not in SENTENCES:        # a key this version does not know: said as it is
        return f"{key} {args}"
    values = {name: _value(cards, name, value, args, names, language) for name, value in args.items()}
    if key in FORMAT_REFUSALS:
        values.update(format_values(SENTENCES, args, language))
    if "event" in args:
        values["effect"] = effect_text(cards, args["event"], language)
    count = _COUNTS.get(key)
    if count:
        return SENTENCES.plural(key, count(args), language, **values)
    return SENTENCES.say(key, language, **values)


def _value(cards, name: str, value, args: dict, names: list[str], language: str):
    if name in _SEATS:
        return names[value]
    if name in _SIGNED_MONEY:
        return lang.money(value, language)
    if name in _MONEY or name == "money":
        return lang.money(abs(value), language)
    if name == "worker":
        return worker_name(cards, value, language)
    if name == "workers":
        return ", ".join(worker_name(cards, w, language) for w in value)
    if name == "contract":
        return contract_name(cards, value, language)
    if name == "contracts":
        return ", ".join(contract_name(cards, n, language) for n in value)
    if name == "section":
        return section_name(cards, args["contract"], value, language)
    if name == "event":
        return card_name(cards.events[value].name, language)
    if name == "card":
        return card_name(cards.economic[value].name, language)
    if name == "loan":
        return SENTENCES.say(f"loan.{value}", language)
    if name == "plan":
        return plan_text(cards, value, language, crews=True)
    if name == "phase":
        return phase_names(language)[value - 1]
    if name == "step":
        return SENTENCES.say("step." + value, language)
    if name == "variant":
        return SENTENCES.say("variant." + value, language)
    if name == "what":
        return SENTENCES.say("revealed." + value, language)
    if name in ("types", "known"):
        return ", ".join(value)
    return value


# --- names of things


def card_name(names: dict, language: str) -> str:
    """A name from the card file in `language` (English when it has no such name), escaped
    (the card file may be a person's own, carried in a save: core/display.py)."""
    return plain(names.get(language) or names["en"])


def worker_name(cards, w: int, language: str) -> str:
    """'Apprentice A-02': the worker's type and printed id."""
    worker = cards.workers[w]
    return SENTENCES.say("worker", language, type=card_name(cards.worker_types[worker.type].name, language),
                         id=worker.id)


def contract_name(cards, num: int, language: str) -> str:
    """'contract 4 (Privy)'."""
    return SENTENCES.say("contract", language, number=num, name=card_name(cards.contracts[num].name, language))


def section_name(cards, num: int, idx: int, language: str) -> str:
    """'side wall 2', or for city walls 'wall 2', 'side piece 1 of wall 2'."""
    contract = cards.contracts[num]
    section = contract.sections[idx]
    same = [s for s in contract.sections[:idx + 1] if s.kind == section.kind and s.group == section.group]
    if contract.kind == "city_wall" and section.kind == "wall":
        return SENTENCES.say("section.wall", language, n=section.group + 1)
    return SENTENCES.say("section." + section.kind, language, n=len(same), wall=section.group + 1)


def phase_names(language: str) -> list[str]:
    return [SENTENCES.say(f"phase.{i}", language) for i in range(1, 6)]


def plan_text(cards, plan, language: str, crews: bool = False) -> str:
    """What a build plan builds, contract by contract (`crews`: with the workers' ids)."""
    if not plan:
        return SENTENCES.say("nothing", language)
    parts = {}
    for num, idx, crew in plan:
        section = section_name(cards, num, idx, language)
        if crews:
            section = SENTENCES.say("plan.crew", language, section=section,
                                    workers="+".join(cards.workers[w].id for w in crew))
        parts.setdefault(num, []).append(section)
    return "; ".join(SENTENCES.say("plan.part", language, contract=contract_name(cards, num, language),
                                   sections=", ".join(sections)) for num, sections in parts.items())


def _or_list(items: list[str], language: str, word: str = "or") -> str:
    if len(items) <= 1:
        return "".join(items)
    return SENTENCES.say(word, language, items=", ".join(items[:-1]), last=items[-1])


def quirk_effect(cards, quirk: str, language: str) -> str:
    """What a quirk exposes a worker to: the event cards that hit it, and how."""
    name = card_name(cards.quirks[quirk], language)
    hits = [SENTENCES.say("quirk.hit", language, event=card_name(e.name, language),
                          what=SENTENCES.say("quirk." + e.effect.kind, language))
            for e in cards.events if quirk in e.effect.quirks_any]
    if not hits:
        return SENTENCES.say("quirk.no_effect", language, quirk=name)
    return SENTENCES.say("quirk.effect", language, quirk=name, events=_or_list(hits, language, "and"))


def section_needs(cards, num: int, idx: int, language: str) -> str:
    """'side wall 2: needs a Foreman or better': the workers a section needs, by minimum level."""
    top = max(t.level for t in cards.worker_types)
    types = {t.level: card_name(t.name, language) for t in cards.worker_types}
    workers = [SENTENCES.say("needs.top" if level == top else "needs.or_better", language, type=types[level])
               for level in cards.contracts[num].sections[idx].requires]
    return SENTENCES.say("section.needs", language, section=section_name(cards, num, idx, language),
                         workers=_or_list(workers, language, "and"))


def effect_text(cards, event: int, language: str) -> str:
    """What an event card does, as its card says it."""
    e = cards.events[event].effect
    if e.kind == "none":
        return SENTENCES.say("effect.none", language)
    who = []
    if e.quirks_any:
        quirks = [card_name(cards.quirks[q], language) for q in sorted(e.quirks_any)]
        who.append(SENTENCES.say("effect.quirks", language, list=_or_list(quirks, language)))
    if e.types:
        types = [card_name(cards.worker_types[t].name, language) for t in sorted(e.types)]
        who.append(SENTENCES.say("effect.types", language, list=_or_list(types, language)))
    return SENTENCES.say("effect." + e.kind, language, who=_or_list(who, language), count=e.count,
                         compensation=lang.money(e.compensation, language),
                         amount=lang.money(e.amount_per_worker, language))


def event_outcomes(cards, event: int, entries: list, workers: list, idle: set, language: str) -> list[str]:
    """What `event` did to each seat, in words, from the log entries it wrote (workers made
    unavailable, dismissed, given to the count) and `workers`, each seat's workers (a wage
    surcharge); `idle`: the seats left with no worker able to build."""
    effect = cards.events[event].effect
    out = []
    for seat in range(len(workers)):
        mine = [(key, a) for key, a in entries if a.get("event") == event and a.get("seat") == seat]
        lines = []
        down = [w for key, a in mine if key == "workers_unavailable" for w in a["workers"]]
        if down:
            lines.append(SENTENCES.plural("event.unavailable", len(down), language,
                                          workers=", ".join(worker_name(cards, w, language) for w in down)))
        lost = [a["worker"] for key, a in mine if key == "worker_dismissed"]
        if lost:
            lines.append(SENTENCES.say("event.dismissed", language,
                                       workers=", ".join(worker_name(cards, w, language) for w in lost)))
        given = [a for key, a in mine if key == "worker_requisitioned"]
        if given:
            lines.append(SENTENCES.say("event.requisitioned", language,
                                       workers=", ".join(worker_name(cards, a["worker"], language) for a in given),
                                       money=lang.money(sum(a["money"] for a in given), language)))
        if effect.kind == "wage_surcharge":
            paid = [w for w in workers[seat] if effect.matches(cards.workers[w])]
            if paid:
                lines.append(SENTENCES.say("event.surcharge", language,
                                           amount=lang.money(effect.amount_per_worker, language),
                                           workers=", ".join(worker_name(cards, w, language) for w in paid)))
        if mine and seat in idle:
            lines.append(SENTENCES.say("event.idle", language))
        out.append(" ".join(lines) or SENTENCES.say("event.untouched", language))
    return out
