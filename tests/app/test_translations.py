"""French and English: the translation files are complete and current, the rules reference
says the same in both languages, money is written each language's way, and the language
is chosen from the system (French for any French locale)."""
from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mbqt import lang
from mbqt.app.rules_text import read_chapters
from mbqt.core.registry import GAMES
from mbqt.games.master_builder.sentences import phase_names

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import update_translations  # noqa: E402

PLACEHOLDER = re.compile(r"%n|%\d|\{\w+\}")


def messages(ts: Path):
    """(context, source, numerus, translation element) of every message of a .ts file."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.find("name").text
        for message in context.iter("message"):
            yield name, message.find("source").text, message.get("numerus") == "yes", message.find("translation")


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """The .ts files after a fresh lupdate over the current sources (kept translations
    included), and the .qm files compiled from them, in a temporary folder."""
    out = tmp_path_factory.mktemp("i18n")
    for ts in (ROOT / "i18n").glob("*.ts"):
        shutil.copy(ts, out)
    update_translations.update(ts_dir=out, qm_dir=out)
    return out


@pytest.mark.parametrize("language", ["fr", "en"])
def test_no_string_is_left_untranslated(fresh, language):
    found = list(messages(fresh / f"mbqt_{language}.ts"))
    if language == "fr":      # every string of the app, not just a few
        assert len(found) > 200
    else:                     # the source language: only the plural forms
        assert found and all(numerus for _, _, numerus, _ in found)
    bad = []
    for context, source, numerus, translation in found:
        forms = [f.text for f in translation.iter("numerusform")] if numerus else [translation.text]
        if translation.get("type") is not None or not all(forms):
            bad.append(f"{context}: {source!r} is not translated")
            continue
        for form in forms:      # the same %1, %n, {name} as the source: nothing lost in translation
            if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                bad.append(f"{context}: {form!r} does not have the placeholders of {source!r}")
    assert not bad, "translate these in i18n/mbqt_%s.ts, then run scripts/update_translations.py:\n%s" % (
        language, "\n".join(bad))


@pytest.mark.parametrize("name", ["mbqt_fr.ts", "mbqt_en.ts", "mbqt_fr.qm", "mbqt_en.qm"])
def test_committed_files_are_current(fresh, name):
    committed = ROOT / ("i18n" if name.endswith(".ts") else "resources/i18n") / name
    assert committed.read_bytes() == (fresh / name).read_bytes(), \
        f"{committed.relative_to(ROOT)} is out of date: run scripts/update_translations.py"


def test_plurals_follow_each_languages_rule(qapp, monkeypatch):
    """French takes the singular for 0 and 1, English for 1 only (texts.plural)."""
    from PySide6.QtCore import QT_TRANSLATE_NOOP as noop
    from PySide6.QtCore import QTranslator

    from mbqt.app import texts

    def contracts(n):
        return texts.plural("Board", n, noop("Board", "%n new contract this round"),
                            noop("Board", "%n new contracts this round"))

    assert [contracts(n) for n in (0, 1, 2)] == ["0 new contracts this round", "1 new contract this round",
                                                 "2 new contracts this round"]
    translator = QTranslator()
    assert translator.load(str(ROOT / "resources" / "i18n" / "mbqt_fr.qm"))
    qapp.installTranslator(translator)
    monkeypatch.setattr(texts, "LANG", "fr")
    try:
        text = [contracts(n) for n in (0, 1, 2)]
    finally:
        qapp.removeTranslator(translator)
    assert text == ["0 nouveau contrat cette manche", "1 nouveau contrat cette manche",
                    "2 nouveaux contrats cette manche"]


def test_money_each_languages_way():
    nbsp = "\u00a0"
    assert lang.money(40000, "en") == "$40,000"
    assert lang.money(-1234000, "en") == "-$1,234,000"
    assert lang.money(40000, "fr") == f"40{nbsp}000{nbsp}$"
    assert lang.money(-1234000, "fr") == f"-1{nbsp}234{nbsp}000{nbsp}$"
    assert lang.money(500, "fr") == f"500{nbsp}$" and lang.money(0, "en") == "$0"


@pytest.mark.parametrize("value,expected", [
    ("fr_FR.UTF-8", "fr"), ("fr_CA", "fr"), ("fr", "fr"), ("French_France.1252", "fr"),
    ("en_US.UTF-8", "en"), ("de_DE", "en"), ("C.UTF-8", "en"), ("", "en"), (None, "en")])
def test_french_for_any_french_locale(value, expected):
    assert lang.language_of(value) == expected


def test_system_language_follows_the_environment(monkeypatch):
    monkeypatch.setenv("LANG", "fr_BE.UTF-8")
    assert lang.system_language() == "fr"
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")     # LC_ALL wins over LANG, as in the C library
    assert lang.system_language() == "en"


def _numbers(text: str) -> list[int]:
    """The figures of a text: 40,000 / 40 000 / $1,000 are all numbers; markdown aside."""
    text = re.sub(r"(\d)[,\u00a0 ](?=\d{3}\b)", r"\1", text)
    return sorted(int(n) for n in re.findall(r"\d+", text))


@pytest.mark.parametrize("game", GAMES)
def test_every_rules_reference_says_the_same_in_both_languages(game):
    en, fr = read_chapters("en", game), read_chapters("fr", game)
    assert [c["key"] for c in en] == [c["key"] for c in fr] and "overview" in [c["key"] for c in en]
    for e, f in zip(en, fr):
        assert e["title"] and e["text"] and f["title"] and f["text"]
        # Every figure (money, counts, rounds) of a chapter is in its translation too.
        assert _numbers(e["title"] + e["text"]) == _numbers(f["title"] + f["text"]), e["key"]


def test_master_builders_rules_reference():
    en, fr = read_chapters("en", "master-builder"), read_chapters("fr", "master-builder")
    assert {"overview", "setup", "phase1", "phase2", "phase3", "phase4", "phase5", "end", "variants",
            "edition"} <= {c["key"] for c in en}
    # The phase chapters are titled with the rulebooks' phase names.
    assert [c["title"] for c in fr if c["key"].startswith("phase")] == [
        "Phase 1 : Recruter et/ou licencier des ouvriers", "Phase 2 : Acquérir des contrats",
        "Phase 3 : Événements", "Phase 4 : Construction", "Phase 5 : Collecter les revenus et payer les salaires"]
    edition = {c["key"]: c["text"] for c in en}["edition"], {c["key"]: c["text"] for c in fr}["edition"]
    assert "reconstructed" in edition[0] and "reconstituées" in edition[1]


def _glossary() -> dict[str, str]:
    """English -> French, from the tables of i18n/glossary.md (first two columns, lower case)."""
    pairs = {}
    for line in (ROOT / "i18n" / "glossary.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 2 and not set(cells[0]) <= set("-# "):
            english, french = (cells[1], cells[2]) if cells[0].isdigit() else (cells[0], cells[1])
            pairs[english.lower()] = french.lower()
    return pairs


def test_glossary_terms_are_those_of_the_cards_translations_and_rules(cards):
    glossary = _glossary()
    # The card file's names of worker types and quirks are the glossary's.
    for item in cards.worker_types:
        assert glossary[item.name["en"].lower()] == item.name["fr"].lower()
    for letter, names in cards.quirks.items():
        assert glossary[f"{names['en'].lower()} ({letter.lower()})"] == f"{names['fr'].lower()} ({letter.lower()})"
    # The phase names: the short forms in the app, the rulebook's in the rules reference.
    short = {}
    for line in (ROOT / "i18n" / "glossary.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0].isdigit():
            short[int(cells[0])] = (cells[2], cells[3])
    assert phase_names("fr") == [short[n][1] for n in range(1, 6)]       # the game's sentences
    titles = [c["title"] for c in read_chapters("fr", "master-builder") if c["key"].startswith("phase")]
    assert titles == [f"Phase {n} : {short[n][0]}" for n in range(1, 6)]
