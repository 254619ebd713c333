"""The text mode's own words, by key: one table per language (`mbqt text --lang fr|en`),
with the terms of i18n/glossary.md. A game's log and refusal sentences are its catalogue's
(mbqt/games/<package>/sentences.py); its other words in the terminal (board, menus, help)
are in mbqt/text/<package>/strings.py, whose `Words` look there first, then here. Card
names come from the card file, which has "en" and "fr" names. A key ending in "_one" is
the singular of the key without it (see tn)."""
from __future__ import annotations

from mbqt import lang
from mbqt.core.display import plain

LANG = "en"      # set by use_language from --lang or the system's language

EN = {
    # --- starting, setup
    "title": "{game} - text mode",
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
    "ask_variant": "{name}? (y/n) [n]: ",       # its description is in the list above
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
    "bad_int": "type a whole number",
    "bad_range": "type a number from {low} to {high}",
    "no_game": "There is no game to save yet.",
    "no_log": "Nothing has happened yet.",
    "log_title": "-- last events --",
    "save_file": "{game}-save.json",         # the file name proposed for a save (the game's id)
    "save_ask": "File name [{default}]: ",
    "save_overwrite": "{file} exists. Replace it? (y/n): ",
    "saved": "Game saved to {file}.",
    "save_failed": "Could not save: {msg}",
    "save_is_folder": "{file} is a folder; type a file name",
    "save_cancelled": "Not saved.",
    "quit_save": "Save before quitting? (y/n): ",
    "bye": "Goodbye.",
    "eof": "End of input: the game stops here (not saved).",
    "interrupted": "Interrupted: the game stops here (not saved).",
    "illegal": "Not allowed: {msg}",
    # --- end
    "over": "Game over. Each builder's result, line by line:",
    "winner": "Winner: {names}.",
    "winners": "Winners, sharing the victory: {names}.",
    "list_and": ", ",
}

FR = {
    # --- starting, setup
    "title": "{game} - mode texte",
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
    "ask_variant": "{name} ? (o/n) [n] : ",
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
    "bad_int": "tapez un nombre entier",
    "bad_range": "tapez un nombre de {low} à {high}",
    "no_game": "Il n'y a pas encore de partie à enregistrer.",
    "no_log": "Rien ne s'est encore passé.",
    "log_title": "-- derniers événements --",
    "save_file": "{game}-partie.json",
    "save_ask": "Nom du fichier [{default}] : ",
    "save_overwrite": "{file} existe. Le remplacer ? (o/n) : ",
    "saved": "Partie enregistrée dans {file}.",
    "save_failed": "Enregistrement impossible : {msg}",
    "save_is_folder": "{file} est un dossier ; tapez un nom de fichier",
    "save_cancelled": "Pas enregistrée.",
    "quit_save": "Enregistrer avant de quitter ? (o/n) : ",
    "bye": "Au revoir.",
    "eof": "Fin de l'entrée : la partie s'arrête ici (non enregistrée).",
    "interrupted": "Interrompu : la partie s'arrête ici (non enregistrée).",
    "illegal": "Interdit : {msg}",
    # --- end
    "over": "Partie terminée. Le résultat de chaque bâtisseur, ligne par ligne :",
    "winner": "Gagnant : {names}.",
    "winners": "Gagnants, qui se partagent la victoire : {names}.",
    "list_and": ", ",
}

TABLES = {"en": EN, "fr": FR}


class Words:
    """The words of a game's text mode: its own tables (mbqt/text/<package>/strings.py) over
    the shell's. A game's keys are its own: none of them is one of the shell's."""

    def __init__(self, en: dict, fr: dict):
        self.own = {"en": en, "fr": fr}
        self.tables = {"en": {**EN, **en}, "fr": {**FR, **fr}}

    def t(self, key: str, **args) -> str:
        return self.tables[LANG][key].format(**args)

    def tn(self, key: str, n: int, **args) -> str:
        """The form of `key` for the count n: key + "_one" for the singular (1 in English; 0
        and 1 in French), else key."""
        singular = n <= 1 if LANG == "fr" else n == 1
        return self.t(key + "_one" if singular and key + "_one" in self.tables[LANG] else key, n=n, **args)


_SHELL = Words({}, {})
t, tn = _SHELL.t, _SHELL.tn


def use_language(language: str | None) -> None:
    """The text's language: `language` ("en" or "fr"), by default the system's."""
    global LANG
    LANG = language if language in lang.LANGUAGES else lang.system_language()


def level_name(kind: str) -> str:
    """A computer level in words ("medium", "moyen"); an unknown kind as it is."""
    return TABLES[LANG].get("level_" + kind, kind)


def money(amount: int) -> str:
    return lang.money(amount, LANG)


def card_name(names: dict) -> str:
    """A card's name from its card file (maybe a person's own, carried in a save): escaped."""
    return plain(names.get(LANG) or names["en"])


def names_list(names) -> str:
    return t("list_and").join(names)
