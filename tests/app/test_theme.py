"""The palette (issue #19, a high-contrast theme): every colour of the QML is a named role of
the shell's Theme or of a game's Colours, each with its high-contrast value, so that the
setting reaches everything; and in high contrast every pair of roles that carries text
reads at WCAG AA's 4.5:1 at least."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine

from mbqt.app import QML_DIR

# Where colour values may be written: the shell's palette and each game's. A game's Colours
# also holds its identity colours, data of the game (the seats', the workers', the
# resources', the deed groups'), each shown with a symbol or a shape too.
PALETTES = {"Theme.qml", "Colours.qml"}
HEX = re.compile(r"""["']#[0-9a-fA-F]{3,8}["']""")
CALL = re.compile(r"""\bQt\.(rgba|hsla|hsva|rgb|color)\s*\(|["'](rgba?|hsla?)\(""")
NAMED = re.compile(r"""\b(colou?r|\w*Colou?r|\w*Style|fill|stroke|edge|accent)\s*[:=]\s*["'](?!transparent["'])[a-z]+["']""")


def hard_coded(text: str) -> list[str]:
    """The lines of a QML file that write a colour instead of naming a role."""
    return [line.strip() for line in text.splitlines()
            if HEX.search(line) or CALL.search(line) or (NAMED.search(line) and "property string" not in line)]


def test_the_check_finds_each_way_of_writing_a_colour():
    for line in ('color: "#fff4dc"', "border.color: x ? '#1c64d8' : Theme.edge",
                 'ctx.strokeStyle = "#2b1d0e"', 'color: Qt.rgba(0, 0, 0, 0.5)', 'color: "white"',
                 'ctx.fillStyle = "rgba(0, 0, 0, 0.5)"',
                 'fillColor: "red"', 'property color accent: "#e0600f"'):
        assert hard_coded(line), line
    for line in ('color: Theme.ink', 'color: "transparent"', 'property string colour: "green"',
                 'color: Qt.darker(Theme.seatColour(colour), 1.2)', 'text: "#" + number'):
        assert not hard_coded(line), line


def test_no_qml_file_outside_the_palettes_writes_a_colour():
    found = {str(path.relative_to(QML_DIR)): lines for path in sorted(Path(QML_DIR).rglob("*.qml"))
             if path.name not in PALETTES and (lines := hard_coded(path.read_text(encoding="utf-8")))}
    assert not found, f"colours written outside Theme.qml and the games' Colours.qml: {found}"


def test_every_role_of_a_palette_has_its_high_contrast_value():
    """A `property color` of a palette written as a colour has a value for each theme (a
    game's identity colours, in lists and functions, are checked by contrast below)."""
    lonely = []
    for path in sorted(Path(QML_DIR).rglob("*.qml")):
        if path.name in PALETTES:
            for line in path.read_text(encoding="utf-8").splitlines():
                if re.search(r"property color \w+:", line) and HEX.search(line) and "hc ?" not in line:
                    lonely.append(f"{path.name}: {line.strip()}")
    # The same in both themes on purpose: white ink on a strong colour, a white disc.
    assert lonely == ['Theme.qml: readonly property color colourInk: "#ffffff"',
                      'Theme.qml: readonly property color blank: "#ffffff"']


# (ink, ground) of the texts of the shell and the boards.
WOOD_INKS = ["Theme.woodInk", "Theme.woodInkSoft", "Theme.woodDanger"]
PAPERS = ["Theme.parchment", "Theme.paper", "Theme.viewer", "Theme.mine"]
PAIRS = (
    [(ink, ground) for ink in ["Theme.ink", "Theme.inkSoft", "Theme.danger", "Theme.good", "Theme.warning",
                               "Theme.coin", "Theme.selected", "Theme.tutorial"] for ground in PAPERS]
    + [("Theme.ink", g) for g in ["Theme.parchmentDark", "Theme.highlight", "Theme.goodSoft", "Theme.dangerSoft",
                                  "Theme.warningSoft", "Theme.gold", "Theme.goldHover", "Theme.goldDown",
                                  "Theme.goldSoft", "Theme.blank"]]
    + [(ink, g) for ink in WOOD_INKS for g in ["Theme.wood", "Theme.woodLight", "Theme.cover"]]
    + [("Theme.woodInk", g) for g in ["Theme.woodHover", "Theme.woodDown", "Theme.danger", "Theme.dangerHover",
                                     "Theme.dangerDown", "Theme.stoneDark"]]
    + [("Theme.colourInk", "Theme.danger"), ("Theme.colourInk", "Theme.wood"),
       ("Theme.buttonOffInk", "Theme.buttonOff"), ("Theme.placeholder", "Theme.blank"), ("Theme.cardBackMark", "Theme.cardBack")]
    + [(f"Theme.seatInk({i})", f"Theme.seatColour({i})") for i in range(6)]
    + [("MB.Colours.builtInk", "MB.Colours.built")]
    + [(ink, f"MB.Colours.{g}") for ink in ("Theme.ink", "Theme.inkSoft") for g in ("wall", "cityBuilding")]
    + [("MB.Colours.economic", "MB.Colours.economicPaper"), ("MB.Colours.event", "MB.Colours.eventPaper"),
       ("Theme.ink", "MB.Colours.eventPaper")]
    + [(f'MB.Colours.workerInk("{w}")', f'MB.Colours.worker("{w}")') for w in ("yellow", "red", "purple", "green")]
    + [("Theme.ink", "Bat.Colours.machinePaper")]
    + [("Theme.colourInk", f"Bat.Colours.resource({i})") for i in range(4)]
    + [("Theme.colourInk", f'Bat.Colours.unit("{u}")') for u in ("apprentice", "laborer", "craftsman", "master", "")]
    + [("Mono.Colours.chanceInk", "Mono.Colours.chancePaper"), ("Mono.Colours.title", "Mono.Colours.felt")]
    + [("Theme.ink", f"Mono.Colours.{g}") for g in ("space", "felt", "island", "foundation")]
    + [(f"Mono.Colours.resourceInk({i})", f"Mono.Colours.resource({i})") for i in range(4)]
    + [(f'Mono.Colours.groupInk("{g}")', f'Mono.Colours.group("{g}")')
       for g in ("brown", "light_blue", "pink", "orange", "red", "yellow", "green", "dark_blue")]
)


def _luminance(colour) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(ink, ground) -> float:
    """WCAG 2's contrast ratio of two opaque colours."""
    light, dark = sorted((_luminance(ink), _luminance(ground)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_ratio_follows_wcag():
    from PySide6.QtGui import QColor
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
    assert contrast(QColor("#767676"), QColor("#ffffff")) == pytest.approx(4.54, abs=0.01)


@pytest.fixture
def palettes(qapp):
    """The pairs' colours as QML computes them, in either theme."""
    from mbqt.app import app_controller  # noqa: F401  (the modules' Python types)
    engine = QQmlEngine()
    engine.addImportPath(str(QML_DIR))
    flat = [role for pair in PAIRS for role in pair]
    source = ("import QtQuick\nimport Mbqt\nimport Mbqt.MasterBuilder as MB\nimport Mbqt.Batisseurs as Bat\n"
              "import Mbqt.MonopolyBuilder as Mono\nQtObject {\n    readonly property QtObject theme: Theme\n"
              f"    readonly property list<color> colours: [{', '.join(flat)}]\n}}\n")
    component = QQmlComponent(engine)
    component.setData(source.encode(), QUrl.fromLocalFile(str(Path(QML_DIR) / "pairs.qml")))
    item = component.create()
    assert item is not None, component.errorString()

    def colours(high_contrast: bool) -> list:
        item.property("theme").setProperty("highContrast", high_contrast)
        values = list(item.property("colours"))
        return list(zip(values[::2], values[1::2]))
    yield colours
    item.property("theme").setProperty("highContrast", False)
    engine.deleteLater()


def test_high_contrast_text_meets_wcag_aa(palettes):
    low = [f"{ink} on {ground}: {contrast(a, b):.2f}"
           for (ink, ground), (a, b) in zip(PAIRS, palettes(True)) if contrast(a, b) < 4.5]
    assert not low, f"high contrast below 4.5:1: {low}"


def test_the_setting_changes_the_palette(palettes):
    """The pairs read through the setting: the theme's change reaches them."""
    assert palettes(True) != palettes(False)
