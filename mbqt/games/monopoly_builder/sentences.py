"""Monopoly Builder's sentences in English and French: every log entry and refusal reason
of the engine, the lines of the final score and the words they use, for the app and the
text mode alike. French game terms are those of rules.fr.txt (ressources, titre de
propriété, étage, penthouse, enchères, loyer, hypothèque, prison, faillite); deed and space
names come from the board file in the language asked (the classic French street names).

describe() says a log entry (key, args), explain() an IllegalAction(code, **params); the
values are turned into words by the name of the argument (seat, deed, colour, money, ...).
"""
from __future__ import annotations

import re

from mbqt.core.display import plain
from mbqt.core.sentences import FORMAT_REFUSALS, Sentences, format_values

NBSP = "\u00a0"

SENTENCES = Sentences({
    **FORMAT_REFUSALS,
    # --- the log
    "log.first_roll": ("{seat} rolls {dice} for the first turn.", "{seat} lance {dice} pour le premier tour."),
    "log.game_started": ("{start} plays first; each player has {cash} and {n} chips.",
                         "{start} joue en premier ; chaque joueur a {cash} et {n} ressources."),
    "log.round": ("Round {round} begins.", "Début du tour de table {round}."),
    "log.turn": ("{seat}'s turn.", "À {seat} de jouer."),
    "log.discarded": ("{seat} discards a {colour} chip onto {space}.",
                      "{seat} défausse une ressource {colour} sur {space}."),
    "log.jail_fine": ("{seat} pays {money} to leave jail.", "{seat} paie {money} pour sortir de prison."),
    "log.jail_card": ("{seat} leaves jail with a Get Out of Jail Free card.",
                      "{seat} sort de prison avec une carte Libéré de prison."),
    "log.rolled": ("{seat} rolls {dice} ({total}).", "{seat} lance {dice} ({total})."),
    "log.rolled.double": ("{seat} rolls a double {dice} ({total}).", "{seat} fait un double {dice} ({total})."),
    "log.jail_double": ("{seat} rolls a double and leaves jail.", "{seat} fait un double et sort de prison."),
    "log.jail_stay": ("{seat} stays in jail (try {tries} of 3).", "{seat} reste en prison (essai {tries} sur 3)."),
    "log.third_double": ("{seat} rolls a third double in a row: straight to jail.",
                         "{seat} fait un troisième double de suite : direction la prison."),
    "log.gathered": ("{seat} gathers {chips}{why}.", "{seat} rassemble {chips}{why}."),
    "log.picked_up": ("{seat} picks up {chips} on {space}.", "{seat} ramasse {chips} sur {space}."),
    "log.passed_go": ("{seat} passes GO and collects {money}.", "{seat} passe par la case Départ et reçoit {money}."),
    "log.moved": ("{seat} moves to {to}.", "{seat} va sur {to}."),
    "log.resource_roll": ("{seat} rolls {dice} for resources: {colour}.",
                          "{seat} lance {dice} pour des ressources : {colour}."),
    "log.collected": ("{seat} collects {chips}.", "{seat} collecte {chips}."),
    "log.collected.none": ("{seat} gets no {colour} resource: the bank has none left.",
                       "{seat} ne reçoit aucune ressource {colour} : la banque n'en a plus."),
    "log.went_to_jail": ("{seat} goes to jail.", "{seat} va en prison."),
    "log.nothing_to_steal": ("{seat} finds nothing to steal.", "{seat} ne trouve rien à voler."),
    "log.chance_drawn": ("{seat} draws Chance: {card}", "{seat} tire une carte Chance : {card}"),
    "log.chance_money": ("{seat} collects {money}.", "{seat} reçoit {money}."),
    "log.bought": ("{seat} buys {deed} for {money}.", "{seat} achète {deed} pour {money}."),
    "log.declined": ("{seat} does not buy {deed}: it is auctioned.",
                     "{seat} n'achète pas {deed} : le titre est mis aux enchères."),
    "log.bid": ("{seat} bids {amount} for {deed}.", "{seat} enchérit {amount} pour {deed}."),
    "log.auction_passed": ("{seat} passes.", "{seat} passe."),
    "log.auction_passed.forced": ("{seat} cannot bid and passes.", "{seat} ne peut pas enchérir et passe."),
    "log.unsold": ("Nobody bids: {deed} stays with the bank.", "Personne n'enchérit : {deed} reste à la banque."),
    "log.auction_won": ("{seat} wins {deed} for {money}.", "{seat} remporte {deed} pour {money}."),
    "log.rent_claimed": ("{seat} claims the rent of {deed} from {payer}.",
                         "{seat} réclame le loyer de {deed} à {payer}."),
    "log.rent_forgone": ("{seat} does not claim the rent of {deed}.", "{seat} ne réclame pas le loyer de {deed}."),
    "log.mortgaged": ("{seat} mortgages {deed} for {money}.", "{seat} hypothèque {deed} pour {money}."),
    "log.unmortgaged": ("{seat} lifts the mortgage on {deed} for {money}.",
                        "{seat} lève l'hypothèque de {deed} pour {money}."),
    "log.stole": ("{seat} steals a {colour} chip from {other}.", "{seat} vole une ressource {colour} à {other}."),
    "log.gained": ("{seat} takes {chips} from the bank.", "{seat} prend {chips} à la banque."),
    "log.returned": ("{seat} returns a {colour} chip to the bank.", "{seat} rend une ressource {colour} à la banque."),
    "log.bank_trade": ("{seat} trades 4 {give} chips with the bank for 1 {take}.",
                       "{seat} échange 4 ressources {give} contre 1 {take} avec la banque."),
    "log.swapped": ("{seat} swaps {give} for 1 {take} on Free Parking.",
                    "{seat} échange {give} contre 1 {take} au Parc gratuit."),
    "log.built": ("{seat} builds floor {floor} on {cell} (pays {chips}).",
                  "{seat} construit l'étage {floor} en {cell} (paie {chips})."),
    "log.penthouse": ("{seat} places the Penthouse on {cell}: the game ends.",
                      "{seat} pose le penthouse en {cell} : la partie s'achève."),
    "log.stalemate": ("Nobody can place the Penthouse any more: the game ends.",
                      "Plus personne ne peut poser le penthouse : la partie s'achève."),
    "log.offered": ("{seat} offers {other}: {give} for {get}.", "{seat} propose à {other} : {give} contre {get}."),
    "log.accepted": ("{seat} accepts the offer of {other}.", "{seat} accepte l'offre de {other}."),
    "log.refused": ("{seat} refuses the offer of {other}.", "{seat} refuse l'offre de {other}."),
    "log.forced_trade": ("{seat} plays FORCED TRADE!: takes a {take} chip from {other} and gives a {give} one.",
                         "{seat} joue ÉCHANGE FORCÉ ! : prend une ressource {take} à {other} et lui donne une "
                         "{give}."),
    "log.turn_ended": ("{seat} ends the turn.", "{seat} finit son tour."),
    "log.extra_turn": ("{seat} rolled a double and plays again.", "{seat} a fait un double et rejoue."),
    "log.paid": ("{seat} pays {money} to {to} ({reason}).", "{seat} paie {money} à {to} ({reason})."),
    "log.received": ("{seat} receives {money} from {from} ({reason}).", "{seat} reçoit {money} de {from} ({reason})."),
    "log.bankrupt": ("{seat} is bankrupt: everything goes to {to}.", "{seat} fait faillite : tout revient à {to}."),
    "log.round_limit": ("Round {round} was the last one: the game ends.",
                        "Le tour de table {round} était le dernier : la partie s'achève."),
    "log.game_over": ("The game is over.", "La partie est terminée."),
    # --- refusals: the rules
    "why.game_over": ("the game is over", "la partie est terminée"),
    "why.unknown_action": ("unknown action {action}", "action inconnue {action}"),
    "why.malformed_action": ("malformed action {action}", "action mal formée {action}"),
    "why.not_now": ("that is not possible now: {seat} must {step}", "ce n'est pas possible maintenant : {seat} doit {step}"),
    "why.no_colour": ("there is no colour {colour}", "il n'y a pas de couleur {colour}"),
    "why.not_a_player": ("that is not another player still in the game",
                         "ce n'est pas un autre joueur encore en jeu"),
    "why.no_deed": ("there is no deed {deed}", "il n'y a pas de titre {deed}"),
    "why.no_chip": ("you have no {colour} chip", "vous n'avez pas de ressource {colour}"),
    "why.cannot_afford": ("this costs {need} and you have {cash}", "cela coûte {need} et vous avez {cash}"),
    "why.no_jail_card": ("you have no Get Out of Jail Free card", "vous n'avez pas de carte Libéré de prison"),
    "why.bid_too_low": ("a bid must be at least {least}, in steps of {step}",
                        "une enchère doit être d'au moins {least}, par pas de {step}"),
    "why.not_your_deed": ("{deed} is not yours", "{deed} n'est pas à vous"),
    "why.already_mortgaged": ("{deed} is already mortgaged", "{deed} est déjà hypothéqué"),
    "why.not_mortgaged": ("{deed} is not mortgaged", "{deed} n'est pas hypothéqué"),
    "why.changed_this_turn": ("the mortgage of {deed} already changed this turn",
                              "l'hypothèque de {deed} a déjà changé pendant ce tour"),
    "why.no_chip_there": ("{other} has no {colour} chip", "{other} n'a pas de ressource {colour}"),
    "why.supply_empty": ("the bank has no {colour} chip left", "la banque n'a plus de ressource {colour}"),
    "why.same_colour": ("trade for another colour", "échangez contre une autre couleur"),
    "why.bank_needs_four": ("the bank takes 4 chips of one colour: you have fewer {colour} ones",
                            "la banque prend 4 ressources d'une couleur : vous avez moins de {colour}"),
    "why.no_parking": ("the Free Parking swap is only for a player who stopped there, once",
                       "l'échange du Parc gratuit est réservé à qui s'y arrête, une fois"),
    "why.swap_same_colour": ("the chip taken must differ from both chips given",
                             "la ressource prise doit différer des deux ressources données"),
    "why.not_enough_chips": ("you do not have those chips", "vous n'avez pas ces ressources"),
    "why.no_building_in_jail": ("you cannot build during a turn in jail",
                                "vous ne pouvez pas construire pendant un tour en prison"),
    "why.no_foundation": ("there is no foundation {cell}", "il n'y a pas de fondation {cell}"),
    "why.not_your_building": ("the building on {cell} is another player's: build on an empty foundation or on "
                              "your own building",
                              "le bâtiment en {cell} est à un autre joueur : construisez sur une fondation vide ou "
                              "sur votre bâtiment"),
    "why.building_complete": ("the building on {cell} has its Penthouse", "le bâtiment en {cell} a son penthouse"),
    "why.no_blocks": ("you have no building block left", "vous n'avez plus de bloc de construction"),
    "why.wrong_payment": ("that is not what floor {floor} costs on your reference card",
                          "ce n'est pas le coût de l'étage {floor} sur votre carte de référence"),
    "why.malformed_offer": ("malformed offer", "offre mal formée"),
    "why.offer_not_held": ("an offer can only hold what each side has ({who})",
                           "une offre ne peut contenir que ce que chacun possède ({who})"),
    "why.too_many_offers": ("at most {most} offers a turn", "au plus {most} offres par tour"),
    "why.empty_offer": ("the offer is empty", "l'offre est vide"),
    "why.no_forced_trade_card": ("you have no FORCED TRADE! card", "vous n'avez pas de carte ÉCHANGE FORCÉ !"),
    # --- refusals: the file formats (actions.py)
    "why.no_colour_name": ("no colour '{name}' on this board", "aucune couleur « {name} » sur ce plateau"),
    "why.no_deed_name": ("no deed '{name}' on this board", "aucun titre « {name} » sur ce plateau"),
    "why.no_card_name": ("no Chance card '{name}'", "aucune carte Chance « {name} »"),
    "why.no_cell_name": ("no island foundation '{name}'", "aucune fondation « {name} » sur l'île"),
    # What an action that cannot be taken back turned up (rules.revealed): the undo refusal.
    "why.revealed": ("{what}", "{what}"),
    "revealed.dice": ("the dice were rolled", "les dés ont été lancés"),
    "revealed.chance": ("a Chance card was drawn", "une carte Chance a été tirée"),
    # why the Hard player chooses an action (mbqt/ai/monopoly_builder/hints.py; hints)
    "hint.penthouse_win": ("The Penthouse ends the game with you ahead",
                           "Le penthouse termine la partie et vous êtes en tête"),
    "hint.build": ("Floor {floor} on {cell}: +{points} points on the table",
                   "Étage {floor} sur {cell} : +{points} points construits"),
    "hint.buy": ("{deed} is worth up to {money} to you (chips, rent, Monopoly) for {amount}",
                 "{deed} vaut jusqu'à {money} pour vous (ressources, loyers, Monopoly) pour {amount}"),
    "hint.decline": ("{deed} is worth {money} to you: let the auction set its price",
                     "{deed} vaut {money} pour vous : laissez les enchères fixer son prix"),
    "hint.bid": ("{deed} is worth up to {money} to you", "{deed} vaut jusqu'à {money} pour vous"),
    "hint.pass": ("More than {deed} is worth to you ({money})", "Plus que ce que vaut {deed} pour vous ({money})"),
    "hint.accept": ("This trade gains you {points} points", "Cet échange vous fait gagner {points} points"),
    "hint.refuse": ("This trade would not gain you anything", "Cet échange ne vous ferait rien gagner"),
    "hint.offer": ("A trade that helps you both: +{points} points for you",
                   "Un échange qui vous aide tous les deux : +{points} points pour vous"),
    "hint.chips": ("The chips your next floors need: +{points} points",
                   "Les ressources de vos prochains étages : +{points} points"),
    "hint.leave_jail": ("Out of jail now, to build and buy", "Sortir de prison maintenant, pour construire et acheter"),
    "hint.stay_jail": ("A roll for a double costs nothing", "Tenter un double ne coûte rien"),
    "hint.cash": ("The cash at the least cost in production", "De l'argent au moindre coût en production"),
    "hint.unmortgage": ("The deed produces again: +{points} points", "Le titre produit de nouveau : +{points} points"),
    "hint.end": ("Nothing better this turn", "Rien de mieux à faire ce tour-ci"),
    "hint.roll": ("Roll the dice", "Lancez les dés"),
    "hint.rent": ("The rent is yours", "Le loyer vous revient"),
    # --- the final score's lines (score_items)
    "score.buildings": ("{n} buildings, {floors} floors", "{n} bâtiments, {floors} étages"),
    "score.buildings_one": ("{n} building, {floors} floors", "{n} bâtiment, {floors} étages"),
    "score.monopoly": ("Monopoly: {group}", "Monopoly : {group}"),
    "score.billionaire": ("Billionaire Builder: the most money ({money})",
                          "Bâtisseur milliardaire : le plus d'argent ({money})"),
    "score.community": ("Community Builder: {n} connected buildings",
                        "Bâtisseur de communauté : {n} bâtiments accolés"),
    # --- words
    "bank": ("the bank", "la banque"),
    "reason.rent": ("rent", "loyer"),
    "reason.fine": ("jail fine", "amende de prison"),
    "reason.chance": ("Chance", "Chance"),
    "from.deed": (" for {deed}", " grâce à {deed}"),
    "from.six": (" for the 6", " grâce au 6"),
    "floor.5": ("the Penthouse", "le penthouse"),
    "nothing": ("nothing", "rien"),
    "money": ("{n}M", "{n}" + NBSP + "M"),
    "chips": ("{n} {colour}", "{n} {colour}"),
    "cards": ("{n} cards", "{n} cartes"),
    "cards_one": ("{n} card", "{n} carte"),
    "you": ("you", "vous"),
    "them": ("the other player", "l'autre joueur"),
    "step.discard": ("discard chips", "défausser des ressources"),
    "step.jail": ("get out of jail or roll", "sortir de prison ou lancer les dés"),
    "step.roll": ("roll the dice", "lancer les dés"),
    "step.buy": ("buy the deed or decline", "acheter le titre ou refuser"),
    "step.auction": ("bid or pass", "enchérir ou passer"),
    "step.claim": ("claim the rent or not", "réclamer le loyer ou non"),
    "step.debt": ("mortgage to pay a debt", "hypothéquer pour payer une dette"),
    "step.steal": ("choose a chip to steal", "choisir une ressource à voler"),
    "step.gain": ("choose a colour", "choisir une couleur"),
    "step.lose": ("return chips", "rendre des ressources"),
    "step.turn": ("trade, build or end the turn", "échanger, construire ou finir son tour"),
    "step.respond": ("accept or refuse an offer", "accepter ou refuser une offre"),
})

_MONEY = {"money", "need", "cash", "least", "amount", "step", "high"}
_SEATS = {"seat", "other", "payer", "start"}


def describe(board, entry, names: list[str], language: str) -> str:
    """A log entry (key, args) in words, seats named by `names`."""
    key, args = entry
    if key == "rolled" and args.get("double"):
        return _say(board, "log.rolled.double", args, names, language)
    if key == "auction_passed" and args.get("forced"):
        return _say(board, "log.auction_passed.forced", args, names, language)
    if key in ("gathered", "collected", "gained") and not args["n"]:      # an empty supply (R08)
        return _say(board, "log.collected.none", args, names, language)
    if key in ("gathered", "collected", "gained"):
        args = {**args, "chips": [args["n"] if c == args["colour"] else 0 for c in range(4)]}
    if key in ("built", "penthouse"):
        args = {**args, "chips": args["pay"]}
    return _say(board, "log." + key, args, names, language)


def say(board, key: str, args: dict, names: list[str], language: str) -> str:
    """Any sentence of the catalogue by its key (a score line "score.*")."""
    if key == "score.buildings":
        return SENTENCES.plural(key, args["n"], language, floors=args["floors"])
    return _say(board, key, args, names, language)


def explain(board, err, names: list[str], language: str) -> str:
    """Why the rules refused an action (an IllegalAction), in words."""
    return _say(board, "why." + err.code, err.params, names, language)


def _say(board, key: str, args: dict, names: list[str], language: str) -> str:
    if key not in SENTENCES:        # a key this version does not know: said as it is
        return f"{key} {args}"
    values = {name: _value(board, key, name, value, names, language) for name, value in args.items()}
    if key in FORMAT_REFUSALS:
        values.update(format_values(SENTENCES, args, language))
    if key == "log.gathered":
        values["why"] = SENTENCES.say("from.six", language) if args["deed"] < 0 else \
            SENTENCES.say("from.deed", language, deed=deed_name(board, args["deed"], language))
    text = SENTENCES.say(key, language, **values)
    return _ELIDED.sub(lambda m: m.group(1)[0] + "'", text) if language == "fr" else text


# French elides "de" and "que" before a vowel: "le loyer d'Avenue Matignon", "l'offre d'Adélaïde".
_ELIDED = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUYÀÂÉÈÊËÎÏÔÛaeiouyàâéèêëîïôû])")


def _value(board, key: str, name: str, value, names: list[str], language: str):
    if key == "log.moved" and name in ("to", "from") or name == "space":
        return space_name(board, value, language)
    if name in _SEATS:
        return names[value] if isinstance(value, int) and 0 <= value < len(names) else value
    if name in ("to", "from"):
        return SENTENCES.say("bank", language) if value < 0 else names[value]
    if name in _MONEY and key != "why.not_now":
        return money(abs(value), language)
    if name == "deed" and isinstance(value, int) and key != "why.no_deed":
        return deed_name(board, value, language)
    if name in ("colour", "take") and isinstance(value, int) and 0 <= value < 4:
        return colour_name(board, value, language)
    if name == "give" and key == "log.bank_trade":
        return colour_name(board, value, language, 4)
    if name == "give":
        if isinstance(value, dict):
            return bundle_words(board, value, language)
        if isinstance(value, list):
            return chips_words(board, [value.count(c) for c in range(4)], language)
        return colour_name(board, value, language)
    if name == "get":
        return bundle_words(board, value, language)
    if name == "cell":
        return board.foundations[value][0] if isinstance(value, int) and 0 <= value < len(board.foundations) \
            else value
    if name == "chips":
        return chips_words(board, value, language)
    if name == "dice":
        return f"{value[0]}{NBSP}+{NBSP}{value[1]}"
    if name == "card":
        return plain(board.chance[value].text.get(language) or board.chance[value].text["en"])
    if name == "reason":
        return SENTENCES.say("reason." + value, language)
    if name == "floor" and value == board.max_own_floors + 1:
        return SENTENCES.say("floor.5", language)
    if name == "group":
        return group_name(board, value, language)
    if name == "step":
        return SENTENCES.say("step." + value, language) if "step." + value in SENTENCES else value
    if name == "who":
        return SENTENCES.say(value, language)
    if name == "what":
        return SENTENCES.say("revealed." + value, language)
    return value


# --- names and amounts


def money(n: int, language: str) -> str:
    return SENTENCES.say("money", language, n=n)


def deed_name(board, deed: int, language: str) -> str:
    name = board.deeds[deed].name
    return plain(name.get(language) or name["en"])       # maybe a person's board file


def space_name(board, space: int, language: str) -> str:
    label = board.spaces[space].label
    return plain(label.get(language) or label["en"])


def group_name(board, group: int, language: str) -> str:
    name = board.groups[group].name
    return plain(name.get(language) or name["en"])


# French colours agree with "ressource" (feminine): "une ressource violette", "2 vertes".
_FEMININE = {"violet": "violette", "vert": "verte"}


def colour_name(board, colour: int, language: str, n: int = 1) -> str:
    """A colour's name; in French, as an adjective of "ressource(s)" for a count n."""
    name = board.resources[colour]["name"]
    word = plain(name.get(language) or name["en"])
    if language == "fr":
        word = _FEMININE.get(word, word)
        if n > 1 and not word.endswith(("s", "x")):
            word += "s"
    return word


def chips_words(board, chips, language: str) -> str:
    """"2 red, 1 green" (nothing: "nothing")."""
    parts = [SENTENCES.say("chips", language, n=n, colour=colour_name(board, c, language, n))
             for c, n in enumerate(chips) if n]
    return ", ".join(parts) or SENTENCES.say("nothing", language)


def bundle_words(board, bundle: dict, language: str) -> str:
    """One side of an offer (its JSON in the log: money, chips, deeds, cards)."""
    parts = []
    if bundle["money"]:
        parts.append(money(bundle["money"], language))
    if any(bundle["chips"]):
        parts.append(chips_words(board, bundle["chips"], language))
    parts += [deed_name(board, d, language) for d in bundle["deeds"]]
    if bundle["cards"]:
        parts.append(SENTENCES.plural("cards", len(bundle["cards"]), language))
    return ", ".join(parts) or SENTENCES.say("nothing", language)


def score_line(board, item: tuple, language: str) -> str:
    """A line of score_items in words."""
    key, args, _points = item
    return say(board, key, args, [], language)
