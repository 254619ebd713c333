pragma Singleton
import QtQuick
import Mbqt

// Master Builder's colours (the shell's Theme has the rest).
QtObject {
    // The rulebook's worker colours: yellow master craftsman, red foreman,
    // purple tradesman, green apprentice (names as in the card file).
    function worker(name: string): color {
        switch (name) {
        case "yellow": return "#e3b21b"
        case "red": return "#b3261e"
        case "purple": return "#6b3fa0"
        case "green": return Theme.hc ? "#2d7a28" : "#3d8b37"   // darker: white ink at 4.5:1
        }
        return Theme.stone
    }
    // Each colour's shape too, for players who do not tell red from green; as Monopoly
    // Builder's resources: red round, purple square, green a diamond, yellow a ring.
    function workerShape(name: string): string {
        return ({ red: "round", purple: "square", green: "diamond", yellow: "ring" })[name] ?? "round"
    }
    function workerInk(name: string): color { return name === "yellow" ? Theme.ink : Theme.colourInk }

    // A built section (masonry), its outline and what is written on it.
    readonly property color built: Theme.hc ? "#404040" : "#b08a5a"
    readonly property color builtEdge: Theme.hc ? "#000000" : "#5e4326"
    readonly property color builtInk: Theme.hc ? "#ffffff" : "#fff4dc"
    // A finished building in the city, and a city wall there (dark ink on both).
    readonly property color cityBuilding: Theme.hc ? "#ffffff" : "#c9a77c"
    readonly property color wall: Theme.hc ? "#d9d9d9" : "#bdb5a6"
    // The event cards: economic ones green, the others red (each also says which it is).
    readonly property color economic: Theme.hc ? "#005a00" : "#5d7a3a"
    readonly property color economicPaper: Theme.hc ? "#ffffff" : "#e6ecd9"
    readonly property color event: Theme.hc ? "#a00000" : "#8c3b2a"
    readonly property color eventPaper: Theme.hc ? "#ffffff" : "#f3dfcf"
    // The mallet and the trowel (the round's and the phase's markers).
    readonly property color malletHead: Theme.hc ? "#000000" : "#7a4a22"
    readonly property color malletHandle: Theme.hc ? "#ffd000" : "#c08a4a"
    readonly property color trowelBlade: Theme.hc ? "#ffffff" : "#c8ccd0"
    readonly property color trowelHandle: Theme.hc ? "#000000" : "#8a5a2b"
}
