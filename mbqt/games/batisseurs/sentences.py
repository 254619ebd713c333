"""Les Bâtisseurs : Moyen Âge's sentences in English and French: every log entry and
refusal reason of the engine, and the names and counts they use (buildings, workers,
écus, actions, points), for the app and the text mode alike. The French words are the
manual's (chantier, ouvrier, écus, points de victoire; i18n/glossary.md); names come from
the card file in the language asked, cards by their printed ids ("Compagnon W21").

describe() says a log entry (key, args), explain() an IllegalAction(code, **params); the
values are turned into words by the name of the argument (seat, building, unit, ...).
"""
from __future__ import annotations

from mbqt.core.display import plain
from mbqt.core.sentences import FORMAT_REFUSALS, Sentences, format_values

SENTENCES = Sentences({
    **FORMAT_REFUSALS,
    # --- the log
    "log.game_started": ("{start} plays first; each builder has an apprentice and 10 écus.",
                         "{start} joue en premier ; chaque bâtisseur a un apprenti et 10 écus."),
    "log.round": ("Round {round} begins.", "Début de la manche {round}."),
    "log.turn": ("{seat}'s turn.", "À {seat} de jouer."),
    "log.opened": ("{seat} opens a site: {building}.", "{seat} ouvre un chantier : {building}."),
    "log.building_revealed": ("New building on offer: {building}.", "Nouveau bâtiment disponible : {building}."),
    "log.recruited": ("{seat} recruits {worker}.", "{seat} recrute {worker}."),
    "log.worker_revealed": ("New worker on offer: {worker}.", "Nouvel ouvrier disponible : {worker}."),
    "log.extra_actions": ("{seat} buys {n} extra actions for {money}.", "{seat} achète {n} actions payantes pour {money}."),
    "log.extra_actions_one": ("{seat} buys {n} extra action for {money}.", "{seat} achète {n} action payante pour {money}."),
    "log.sent": ("{seat} sends {unit} to {site} ({actions}, {money}).",
                 "{seat} envoie travailler {unit} sur {site} ({actions}, {money})."),
    "log.completed": ("{seat} finishes {building}: {money} and {points}.", "{seat} termine {building} : {money} et {points}."),
    "log.took": ("{seat} takes {money} ({actions}).", "{seat} prend {money} ({actions})."),
    "log.turn_ended": ("{seat} ends the turn.", "{seat} finit son tour."),
    "log.last_round": ("{seat} has {points}: this round is the last.", "{seat} a {points} : cette manche est la dernière."),
    "log.stalemate": ("Nobody can finish another building: the game ends.",
                      "Plus personne ne peut terminer de bâtiment : la partie s'arrête."),
    "log.game_over": ("The game is over.", "La partie est terminée."),
    # --- refusals: the rules
    "why.game_over": ("the game is over", "la partie est terminée"),
    "why.unknown_action": ("unknown action {action}", "action inconnue {action}"),
    "why.malformed_action": ("malformed action {action}", "action mal formée {action}"),
    "why.cannot_afford": ("this costs {need} and you have {cash}", "cela coûte {need} et vous avez {cash}"),
    "why.building_not_in_row": ("that building is not in the row", "ce bâtiment n'est pas dans la ligne"),
    "why.worker_not_in_row": ("that worker is not in the row", "cet ouvrier n'est pas dans la ligne"),
    "why.not_your_site": ("that building is not one of your sites", "ce bâtiment n'est pas l'un de vos chantiers"),
    "why.unit_not_free": ("that worker is not free in your team (a worker stays on its site until the building "
                          "is finished)",
                          "cet ouvrier n'est pas libre dans votre équipe (un ouvrier reste sur son chantier jusqu'à ce "
                          "que le bâtiment soit terminé)"),
    "why.take_choice": ("1, 2 or 3 actions: 1, 3 or 6 écus", "1, 2 ou 3 actions : 1, 3 ou 6 écus"),
    "why.free_actions_left": ("use your {n} free actions first", "utilisez d'abord vos {n} actions gratuites"),
    "why.free_actions_left_one": ("use your last free action first", "utilisez d'abord votre dernière action gratuite"),
    # --- refusals: the file formats (actions.py, setup.py)
    "why.no_card": ("no worker or machine card '{id}'", "aucune carte ouvrier ou machine « {id} »"),
    "why.no_building_card": ("no building card '{id}'", "aucune carte bâtiment « {id} »"),
    "why.not_a_worker_card": ("'{id}' is not a worker card", "« {id} » n'est pas une carte ouvrier"),
    "why.apprentices_count": ("decks.apprentices must name {count} different apprentices, one per seat",
                              "decks.apprentices doit citer {count} apprentis différents, un par place"),
    "why.apprentices_kind": ("decks.apprentices must name apprentice cards",
                             "decks.apprentices doit citer des cartes apprenti"),
    # What an action that cannot be taken back turned up (rules.revealed): the undo refusal.
    "why.revealed": ("{what}", "{what}"),
    "revealed.worker": ("a worker card was turned up", "une carte ouvrier a été retournée"),
    "revealed.building": ("a building card was turned up", "une carte bâtiment a été retournée"),
    # --- hints: the Hard player's reason for an action (mbqt/ai/batisseurs/players.py)
    "hint.completes": ("Send {unit} to {site}: the building is finished, {money} and {points}",
                       "Envoyer travailler {unit} sur {site} : le bâtiment est terminé, {money} et {points}"),
    "hint.send": ("Send {unit} to {site} (it costs {money}): the site comes nearer to being finished",
                  "Envoyer travailler {unit} sur {site} (cela coûte {money}) : le chantier avance"),
    "hint.open": ("Open a site: {building}, worth {money} and {points} once finished",
                  "Ouvrir un chantier : {building}, qui rapportera {money} et {points} à son achèvement"),
    "hint.recruit": ("Recruit {worker}, who asks {money} each time it is sent to work",
                     "Recruter {worker}, payé {money} chaque fois qu'il est envoyé travailler"),
    "hint.take": ("Take {money} ({actions}): écus pay the workers", "Prendre {money} ({actions}) : les écus "
                  "paient les ouvriers"),
    "hint.end": ("End your turn: no action left is worth its cost", "Finir votre tour : plus aucune action ne vaut "
                 "son coût"),
    # --- the lines of the final score (scoring.py): what each one counts
    "score.building": ("Building finished: {building}", "Bâtiment terminé : {building}"),
    "score.machine": ("Machine finished: {building}", "Machine terminée : {building}"),
    "score.ecus": ("Écus in hand: {money}, 1 point per full {per} écus",
                   "Écus en main : {money}, 1 point par tranche complète de {per} écus"),
    # --- words
    "worker": ("{type} {id}", "{type} {id}"),
    "ecus": ("{n} écus", "{n} écus"),
    "ecus_one": ("{n} écu", "{n} écu"),
    "actions": ("{n} actions", "{n} actions"),
    "actions_one": ("{n} action", "{n} action"),
    "points": ("{n} points", "{n} points"),
    "points_one": ("{n} point", "{n} point"),
})

_COUNTS = {
    "log.extra_actions": lambda a: a["count"],
    "why.free_actions_left": lambda a: a["count"],
}
_ECUS = {"money", "need", "cash"}
_FRENCH_ARTICLES = ("Le ", "La ", "Les ", "L'", "Un ", "Une ")


def describe(cards, entry, names: list[str], language: str) -> str:
    """A log entry (key, args) in words, seats named by `names`."""
    key, args = entry
    return _say(cards, "log." + key, args, names, language)


def explain(cards, err, names: list[str], language: str) -> str:
    """Why the rules refused an action (an IllegalAction), in words."""
    return _say(cards, "why." + err.code, err.params, names, language)


def say(cards, key: str, args: dict, names: list[str], language: str) -> str:
    """Any sentence of the catalogue by its key (a score line "score.*", a hint "hint.*")."""
    return _say(cards, key, args, names, language)


def _say(cards, key: str, args: dict, names: list[str], language: str) -> str:
    if key not in SENTENCES:        # a key this version does not know: said as it is
        return f"{key} {args}"
    values = {name: _value(cards, name, value, names, language) for name, value in args.items()}
    if key in FORMAT_REFUSALS:
        values.update(format_values(SENTENCES, args, language))
    count = _COUNTS.get(key)
    if count:
        return SENTENCES.plural(key, count(args), language, **values)
    return SENTENCES.say(key, language, **values)


def _value(cards, name: str, value, names: list[str], language: str):
    if name in ("seat", "start"):
        return names[value]
    if name in _ECUS:
        return ecus(abs(value), language)
    if name in ("building", "site"):
        return building_name(cards.buildings[value], language, in_sentence=True)
    if name in ("worker", "unit"):
        return unit_name(cards, value, language)
    if name == "actions":
        return actions(value, language)
    if name == "points":
        return points(value, language)
    if name == "what":
        return SENTENCES.say("revealed." + value, language)
    return value


# --- names and counts


def building_name(building, language: str, in_sentence: bool = False) -> str:
    """A building's name, capitalised as a card's title (the English names are literal
    translations of the French cards, in lower case); within a French sentence its article
    is not ("termine la chapelle")."""
    name = plain(building.name.get(language) or building.name["en"])     # maybe a person's deck
    if in_sentence and name.startswith(_FRENCH_ARTICLES):
        return name[:1].lower() + name[1:]
    return name[:1].upper() + name[1:]


def worker_type(worker, language: str) -> str:
    """The card's type: its French name, or its English id capitalised ('Craftsman')."""
    return worker.type_fr if language == "fr" else worker.type.capitalize()


def unit_name(cards, unit: int, language: str) -> str:
    """A worker ('Craftsman W21') or a finished machine by its name."""
    if unit < cards.n_workers:
        worker = cards.workers[unit]
        return SENTENCES.say("worker", language, type=worker_type(worker, language), id=worker.id)
    return building_name(cards.buildings[unit - cards.n_workers], language, in_sentence=True)


def ecus(n: int, language: str) -> str:
    return SENTENCES.plural("ecus", n, language)


def actions(n: int, language: str) -> str:
    return SENTENCES.plural("actions", n, language)


def points(n: int, language: str) -> str:
    return SENTENCES.plural("points", n, language)
