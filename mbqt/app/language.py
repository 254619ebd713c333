"""Switching the interface language at run time: Qt translators for our strings (.qm files
under resources/i18n, made by scripts/update_translations.py) and for Qt's own dialogs,
the default QLocale, and the language of the Python-side texts. QML re-evaluates its qsTr()
bindings when the engine's retranslate() runs (the app controller asks for it)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from mbqt import lang
from mbqt.app import texts
from mbqt.paths import resource_path

_installed: list[QTranslator] = []


def system_language() -> str:
    """The desktop's language: French for any French locale, English otherwise."""
    languages = QLocale.system().uiLanguages()
    return lang.language_of(languages[0] if languages else QLocale.system().name())


def apply(language: str) -> None:
    """Install the translators of `language` ("en" or "fr") in place of the current ones."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    # English needs our file too: it holds the English plural forms of the %n strings.
    files = [(str(resource_path("i18n")), f"mbqt_{language}")]
    if language != "en":    # Qt's own words (file dialogs, standard buttons)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        files += [(qt_dir, f"qtbase_{language}"), (qt_dir, f"qtdeclarative_{language}")]
    for folder, name in files:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(QLocale.Language.French if language == "fr" else QLocale.Language.English))
    texts.LANG = language
