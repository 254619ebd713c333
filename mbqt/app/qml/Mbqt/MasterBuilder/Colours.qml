pragma Singleton
import QtQuick

// Master Builder's colours (the shell's Theme has the rest).
QtObject {
    // The rulebook's worker colours: yellow master craftsman, red foreman,
    // purple tradesman, green apprentice (names as in the card file).
    function worker(name: string): color {
        switch (name) {
        case "yellow": return "#e3b21b"
        case "red": return "#b3261e"
        case "purple": return "#6b3fa0"
        case "green": return "#3d8b37"
        }
        return "#888888"
    }
    // Each colour's shape too, for players who do not tell red from green; as Monopoly
    // Builder's resources: red round, purple square, green a diamond, yellow a ring.
    function workerShape(name: string): string {
        return ({ red: "round", purple: "square", green: "diamond", yellow: "ring" })[name] ?? "round"
    }
    function workerInk(name: string): color { return name === "yellow" ? "#2b1d0e" : "#ffffff" }
}
