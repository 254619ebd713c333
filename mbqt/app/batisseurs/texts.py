"""Every sentence the Les Bâtisseurs board shows from Python: card and worker names, the
game log rendered from the engine's structured entries (key, args), and the engine's
reasons, through QCoreApplication.translate so that a language switch renders them again.
The French words are the manual's (chantier, ouvrier, écus, points de victoire)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from mbqt.app import texts

translate = texts.translate

# The card file's English worker types, as the board names them (French: the file's own).
_TYPES = {"apprentice": QT_TRANSLATE_NOOP("Bat", "Apprentice"), "laborer": QT_TRANSLATE_NOOP("Bat", "Laborer"),
          "craftsman": QT_TRANSLATE_NOOP("Bat", "Craftsman"), "master": QT_TRANSLATE_NOOP("Bat", "Master")}


_FRENCH_ARTICLES = ("Le ", "La ", "Les ", "L'", "Un ", "Une ")


def building_name(building, in_sentence: bool = False) -> str:
    """A building's name in the interface language, capitalised as a card's title (the
    English names are literal translations of the French cards, in lower case); within a
    French sentence its article is not ("termine la chapelle")."""
    name = texts.card_name(building.name)
    if in_sentence and name.startswith(_FRENCH_ARTICLES):
        return name[:1].lower() + name[1:]
    return name[:1].upper() + name[1:]


def worker_type(worker) -> str:
    if texts.LANG == "fr":
        return worker.type_fr
    return translate("Bat", _TYPES[worker.type]) if worker.type in _TYPES else worker.type


def unit_name(cards, unit: int) -> str:
    """A worker ('Craftsman W21') or a finished machine by its name."""
    if unit < cards.n_workers:
        worker = cards.workers[unit]
        return f"{worker_type(worker)} {worker.id}"
    return building_name(cards.buildings[unit - cards.n_workers], in_sentence=True)


def ecus(n: int) -> str:
    return texts.plural("Bat", n, QT_TRANSLATE_NOOP("Bat", "%n écu"), QT_TRANSLATE_NOOP("Bat", "%n écus"))


def actions(n: int) -> str:
    return texts.plural("Bat", n, QT_TRANSLATE_NOOP("Bat", "%n action"), QT_TRANSLATE_NOOP("Bat", "%n actions"))


def points(n: int) -> str:
    return texts.plural("Bat", n, QT_TRANSLATE_NOOP("Bat", "%n point"), QT_TRANSLATE_NOOP("Bat", "%n points"))


def resource_names() -> list[str]:
    return [translate("Bat", "stone"), translate("Bat", "wood"), translate("Bat", "knowledge"),
            translate("Bat", "tile")]


def resource_letters() -> list[str]:
    """One letter per resource, as on the board's chips (French: pierre, bois, savoir, tuile)."""
    return [translate("Bat", "S", "stone"), translate("Bat", "W", "wood"), translate("Bat", "K", "knowledge"),
            translate("Bat", "T", "tile")]


def amounts_text(amounts) -> str:
    """'3 stone, 2 wood' (zeros left out)."""
    names = resource_names()
    return ", ".join(f"{n} {names[i]}" for i, n in enumerate(amounts) if n) or "—"


def log_text(cards, names: list[str], key: str, a: dict) -> str:
    """One engine log entry as a sentence."""
    def fill(template: str, **values) -> str:
        for k, v in values.items():
            template = template.replace("{" + k + "}", str(v))
        return template

    who = names[a["seat"]] if "seat" in a else ""
    building = building_name(cards.buildings[a["building"]], in_sentence=True) if "building" in a else ""
    templates = {
        "game_started": lambda: fill(translate("BatLog", "{name} plays first; each builder has an apprentice "
                                                         "and 10 écus."), name=names[a["start"]]),
        "round": lambda: fill(translate("BatLog", "Round {round} begins."), round=a["round"]),
        "turn": lambda: fill(translate("BatLog", "{name}'s turn."), name=who),
        "opened": lambda: fill(translate("BatLog", "{name} opens a site: {building}."), name=who, building=building),
        "building_revealed": lambda: fill(translate("BatLog", "New building on offer: {building}."),
                                          building=building),
        "recruited": lambda: fill(translate("BatLog", "{name} recruits {worker}."), name=who,
                                  worker=unit_name(cards, a["worker"])),
        "worker_revealed": lambda: fill(translate("BatLog", "New worker on offer: {worker}."),
                                        worker=unit_name(cards, a["worker"])),
        "extra_actions": lambda: fill(translate("BatLog", "{name} buys {actions} for {ecus}."), name=who,
                                      actions=actions(a["count"]), ecus=ecus(-a["money"])),
        "sent": lambda: fill(translate("BatLog", "{name} sends {unit} to {site} ({actions}, {ecus})."), name=who,
                             unit=unit_name(cards, a["unit"]),
                             site=building_name(cards.buildings[a["site"]], in_sentence=True),
                             actions=actions(a["actions"]), ecus=ecus(-a["money"])),
        "completed": lambda: fill(translate("BatLog", "{name} finishes {building}: {ecus} and {points}."),
                                  name=who, building=building, ecus=ecus(a["money"]), points=points(a["points"])),
        "took": lambda: fill(translate("BatLog", "{name} takes {ecus} ({actions})."), name=who, ecus=ecus(a["money"]),
                             actions=actions(a["actions"])),
        "turn_ended": lambda: fill(translate("BatLog", "{name} ends the turn."), name=who),
        "last_round": lambda: fill(translate("BatLog", "{name} has {points}: this round is the last."), name=who,
                                   points=points(a["points"])),
        "stalemate": lambda: translate("BatLog", "Nobody can finish another building: the game ends."),
        "game_over": lambda: translate("BatLog", "The game is over."),
    }
    render = templates.get(key)
    return render() if render else f"{key} {a}"


# The engine's reasons (IllegalAction.detail) in the interface language; one not listed is
# shown as it is.
_REASONS_AS_IS = (
    QT_TRANSLATE_NOOP("BatRules", "that building is not in the row"),
    QT_TRANSLATE_NOOP("BatRules", "that worker is not in the row"),
    QT_TRANSLATE_NOOP("BatRules", "that building is not one of your sites"),
    QT_TRANSLATE_NOOP("BatRules", "that worker is not free in your team (a worker stays on its site until the "
                                  "building is finished)"),
    QT_TRANSLATE_NOOP("BatRules", "1, 2 or 3 actions: 1, 3 or 6 écus"),
    QT_TRANSLATE_NOOP("BatRules", "the game is over"),
)
_REASONS = (
    (r"this costs (\d+) écus and you have (\d+)",
     lambda need, have: translate("BatRules", "this costs %1 and you have %2").replace("%1", ecus(int(need)))
     .replace("%2", ecus(int(have)))),
    (r"use your (\d+) free action\(s\) first",
     lambda n: texts.plural("BatRules", int(n), QT_TRANSLATE_NOOP("BatRules", "use your %n free action first"),
                            QT_TRANSLATE_NOOP("BatRules", "use your %n free actions first"))),
)


def reason_text(detail: str) -> str:
    return texts.translate_reason(detail, "BatRules", _REASONS_AS_IS, _REASONS)
