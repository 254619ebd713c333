pragma Singleton
import QtQuick
import Mbqt

// Monopoly Builder's colours (the shell's Theme has the rest).
QtObject {
    // Money is counted in millions: 200M, or 200 M in French (no-break space).
    function money(v: int): string {
        return (v < 0 ? "-" : "") + String(Math.abs(v)) + (Theme.language === "fr" ? "\u00a0M" : "M")
    }

    // The four resources in the engine's order: red, purple, green, yellow.
    readonly property list<color> resources: ["#c62828", "#7b3fa0", "#2e7d32", "#e8b90f"]
    function resource(i: int): color { return i >= 0 && i < resources.length ? resources[i] : Theme.stone }
    // And their shapes (ResourceChip), so colour is never the only sign.
    readonly property list<string> resourceShapes: ["round", "square", "diamond", "ring"]
    // A chip's ink: dark on yellow, white on the others.
    function resourceInk(i: int): color { return i === 3 ? Theme.ink : Theme.colourInk }

    // The colour groups of the deeds.
    function group(id: string): color {
        switch (id) {
        case "brown": return "#8b5a2b"
        case "light_blue": return "#8fd0f2"
        case "pink": return Theme.hc ? "#b83a7e" : "#d6589c"    // darker in high contrast: white ink at 4.5:1
        case "orange": return "#ef8a1f"
        case "red": return "#d32f2f"
        case "yellow": return "#f5d300"
        case "green": return Theme.hc ? "#137a3e" : "#1f9d55"
        case "dark_blue": return "#1d4e9e"
        }
        return Theme.stone
    }
    // And a mark each (on the deed's strip and its tag): brown and green, red and orange look
    // alike to many. None is a seat's symbol (SeatSymbol) nor a letter of the island's lots.
    function groupMark(id: string): string {
        return ({ brown: "♠", light_blue: "♣", pink: "♥", orange: "♪", red: "☀", yellow: "☾",
                  green: "✿", dark_blue: "⚑" })[id] ?? ""
    }
    function groupInk(id: string): color {
        return id === "light_blue" || id === "yellow" || id === "orange" ? Theme.ink : Theme.colourInk
    }

    // (White and light grey in high contrast: the coloured marks stand out.)
    readonly property color felt: Theme.hc ? "#ffffff" : "#cfe3cf"        // the board's ground
    readonly property color space: Theme.hc ? "#ffffff" : "#f7f3e6"       // a space of the ring
    readonly property color island: Theme.hc ? "#e6e6e6" : "#bfd9a8"     // Monopoly Island's grass
    readonly property color foundation: Theme.hc ? "#ffffff" : "#e9e2cf"  // a peg-holed foundation
    readonly property color islandEdge: Theme.hc ? "#000000" : "#6f8f55"
    readonly property color penthouse: Theme.hc ? "#ffd000" : "#d4af37"   // the gold top floor (a star too)
    readonly property color title: Theme.hc ? "#000000" : "#2f5d34"       // the name in the middle
    // The game's orange: a Chance card's (on the board, in a hand) and the auction's frame;
    // a Chance card's ground and ink.
    readonly property color orange: Theme.hc ? "#c04000" : "#d9711c"
    readonly property color chancePaper: Theme.hc ? "#ffffff" : "#fbe3c4"
    readonly property color chanceInk: Theme.hc ? "#8a2e00" : "#a5480c"
}
