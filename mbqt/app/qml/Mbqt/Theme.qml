pragma Singleton
import QtQuick

// Palette, sizes and small formatting helpers shared by every view (each game's own
// colours are in its module's Colours).
QtObject {
    // Set by Main from the window size: 1 at 1280x720, larger on big screens.
    property real scale: 1
    // How many times the pointer has moved (Main counts them): a tooltip waits for a move
    // after the board changed under it (PlainTip).
    property int pointerMoves: 0
    // Set by Main from the app's language ("en" or "fr"): money is written the language's way.
    property string language: "en"

    function px(n: real): real { return Math.round(n * scale) }
    // A small text's size: px(n), never below 11 pixels (at 1024x768 a 9-pixel "tuile" read "tulle").
    function legible(n: real): real { return Math.max(11, px(n)) }
    // $40,000 or 40 000 $ (no-break spaces), as mbqt/lang.py money() writes it.
    function money(v: int): string {
        const sign = v < 0 ? "-" : ""
        if (language === "fr")
            return sign + String(Math.abs(v)).replace(/\B(?=(\d{3})+$)/g, "\u00a0") + "\u00a0$"
        return sign + "$" + String(Math.abs(v)).replace(/\B(?=(\d{3})+$)/g, ",")
    }
    function thousands(v: int): string { return String(Math.round(v / 1000)) }

    // The high-contrast palette (the setting, Main binds it): black ink on white, black
    // frames with yellow, outlines twice as thick (line) and a black and yellow focus ring.
    property bool highContrast: false
    readonly property bool hc: highContrast
    // A border's width: twice as thick in high contrast.
    function line(n: real): real { return Math.max(1, Math.round(n * scale * (highContrast ? 2 : 1))) }

    readonly property color parchment: hc ? "#ffffff" : "#efe2c4"
    readonly property color parchmentDark: hc ? "#d9d9d9" : "#dfcca4"
    readonly property color paper: hc ? "#ffffff" : "#f8f0dc"
    readonly property color ink: hc ? "#000000" : "#2b1d0e"
    readonly property color inkSoft: hc ? "#000000" : "#5d4a33"
    readonly property color wood: hc ? "#000000" : "#4a3020"
    readonly property color woodLight: hc ? "#000000" : "#6e4a30"
    readonly property color gold: hc ? "#c08a00" : "#c9a227"      // (3:1 on white, 7:1 on black)
    readonly property color goldSoft: hc ? "#ffe033" : "#e8d08a"
    readonly property color stone: hc ? "#8c8c8c" : "#a89f91"
    readonly property color stoneDark: hc ? "#3a3a3a" : "#6f665a"
    readonly property color danger: hc ? "#b00000" : "#9b2218"
    readonly property color good: hc ? "#005a00" : "#2f6b2a"
    readonly property color highlight: hc ? "#fff27a" : "#fff4c2"
    readonly property color edge: hc ? "#000000" : "#3b2a1a"        // a dark outline
    readonly property color rule: hc ? "#000000" : "#9d8a6e"        // a panel's plain border
    readonly property color cardEdge: hc ? "#000000" : "#7a6650"    // a card's plain border
    readonly property color coin: hc ? "#000000" : "#8a6d0f"        // money and écus on a panel
    readonly property color viewer: hc ? "#fff6a8" : "#f6ebcf"      // the panel of the seat at the device
    readonly property color mine: hc ? "#fff6a8" : "#fbf3dc"        // a bar or panel asking that seat
    // Three looks that never share a colour: the keyboard focus (a ring outside the item,
    // FocusRing), what is chosen (a purple border) and what may be chosen now (gold).
    readonly property color focus: hc ? "#000000" : "#1c64d8"
    readonly property color selected: hc ? "#7000b0" : "#7a2f9e"
    readonly property color warning: hc ? "#6a3c00" : "#8a5a00"
    readonly property color placeholder: hc ? "#595959" : "#8a7a66"   // an empty field's hint
    // Pale grounds of a status (a section a worker may go to, one blocked, one short of
    // something) and of what can be paid for now.
    readonly property color goodSoft: hc ? "#ccefcc" : "#dcefd2"
    readonly property color dangerSoft: hc ? "#ffd6d6" : "#f4d6cf"
    readonly property color warningSoft: hc ? "#ffeeb0" : "#f8e6c0"
    // Light ink on wood, on the danger red and on a strong colour; soft light ink on wood,
    // and a refusal written on wood (the title screen).
    readonly property color woodInk: hc ? "#ffffff" : "#f8ecd0"
    readonly property color woodInkSoft: hc ? "#ffffff" : "#d8c8a8"
    readonly property color colourInk: "#ffffff"
    readonly property color woodDanger: hc ? "#ff9090" : "#ffb4a8"
    // The buttons' states: wood, gold (primary) and red (danger) hovered and pressed, a
    // disabled one, the gold's darker rim and the light rim of a focused button.
    readonly property color woodHover: hc ? "#404040" : "#7e5638"
    readonly property color woodDown: hc ? "#262626" : "#3a2517"
    readonly property color goldHover: hc ? "#ffd000" : "#e5c04a"
    readonly property color goldDown: hc ? "#a07000" : "#b8901c"
    readonly property color dangerHover: hc ? "#d00000" : "#b4342a"
    readonly property color dangerDown: hc ? "#800000" : "#6e160f"
    readonly property color buttonOff: hc ? "#404040" : "#5d5246"
    readonly property color buttonOffInk: hc ? "#d0d0d0" : "#9c8f7a"
    readonly property color goldEdge: hc ? "#000000" : "#7a5c0f"
    readonly property color focusEdge: hc ? "#ffd000" : "#fff7d6"
    // The focus ring's colour (in high contrast a yellow ring around a black one: FocusRing).
    readonly property color focusHalo: hc ? "#ffd000" : focus
    // A card's back and its mark; a plain white disc or die under a mark; the veil behind a
    // dialog, the cover that hides the board between two seats; the tutorial's own colour
    // (not the focus's blue, the gold of what may be taken nor the purple of what is chosen).
    readonly property color cardBack: hc ? "#000000" : "#5b4636"
    readonly property color cardBackMark: hc ? "#ffffff" : "#c9b79a"
    readonly property color blank: "#ffffff"
    readonly property color scrim: hc ? "#d0000000" : "#b0000000"
    readonly property color cover: hc ? "#000000" : "#2a1c12"
    readonly property color tutorial: hc ? "#c04000" : "#e0600f"
    // A message's colour by its kind (GameController.messageKind): news, a warning, a refusal.
    function messageColour(kind: string): color {
        return kind === "info" ? good : kind === "warning" ? warning : danger
    }

    // Headings in a book face: Georgia ships with Windows and macOS, DejaVu Serif with Linux.
    readonly property string serif: Qt.platform.os === "windows" || Qt.platform.os === "osx" ? "Georgia" : "DejaVu Serif"

    // Seat colours (the wage markers' red, blue, yellow, green, and two more) and symbols.
    // (The green darker in high contrast: white letters on it at 4.5:1.)
    readonly property list<color> seatColours: ["#c0392b", "#2e5fa8", "#d9a514", hc ? "#267a4a" : "#2e8b57", "#2d2d2d", "#f2f2f2"]
    readonly property list<string> seatColourNames: [qsTr("Red"), qsTr("Blue"), qsTr("Yellow"), qsTr("Green"),
        qsTr("Black"), qsTr("White")]
    readonly property list<string> symbolNames: [qsTr("Circle"), qsTr("Square"), qsTr("Triangle"),
        qsTr("Diamond"), qsTr("Star"), qsTr("Cross")]
    // Their outlines in a 100x100 box, SVG (SeatSymbol, the statistics chart).
    readonly property list<string> symbolPaths: [
        "M 50 6 A 44 44 0 1 1 49.9 6 Z",
        "M 12 12 L 88 12 L 88 88 L 12 88 Z",
        "M 50 6 L 95 90 L 5 90 Z",
        "M 50 3 L 97 50 L 50 97 L 3 50 Z",
        "M 50.0 6.0 L 61.2 37.6 L 94.7 38.5 L 68.1 58.9 L 77.6 91.0 L 50.0 72.0 L 22.4 91.0 L 31.9 58.9 L 5.3 38.5 L 38.8 37.6 Z",
        "M 35 5 L 65 5 L 65 35 L 95 35 L 95 65 L 65 65 L 65 95 L 35 95 L 35 65 L 5 65 L 5 35 L 35 35 Z"
    ]
    function symbolPath(i: int): string { return symbolPaths[Math.max(0, Math.min(i, symbolPaths.length - 1))] }
    function seatColour(i: int): color { return i >= 0 && i < seatColours.length ? seatColours[i] : "#888888" }
    function seatInk(i: int): color { return i === 2 || i === 5 ? "#2b1d0e" : "#ffffff" }
    // A seat symbol's outline: light around the black seat's, dark around the others.
    function seatEdge(i: int): color { return i === 4 ? seatColours[5] : ink }
}
