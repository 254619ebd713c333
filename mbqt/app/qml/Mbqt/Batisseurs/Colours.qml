pragma Singleton
import QtQuick
import Mbqt

// Les Bâtisseurs' colours (the shell's Theme has the rest).
QtObject {
    // The resources: stone, wood, knowledge, tile (each chip also shows its letter).
    readonly property list<color> resources: ["#6f6a62", "#8a5a2b", "#2f5f9e", "#b5482a"]
    function resource(i: int): color { return resources[i] }
    // The workers by type, light to strong, and the machines.
    function unit(kind: string): color {
        switch (kind) {
        case "apprentice": return Theme.hc ? "#4a7a3a" : "#5f8f4e"   // darker: white ink at 4.5:1
        case "laborer": return "#8a6d3b"
        case "craftsman": return "#6b3fa0"
        case "master": return "#b3261e"
        }
        return "#3e5564"      // a machine
    }
    // A machine's card (it also says "machine").
    readonly property color machinePaper: Theme.hc ? "#e6e6e6" : "#e4e9ea"
}
