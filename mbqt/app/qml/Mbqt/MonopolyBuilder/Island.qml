pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// Monopoly Island: the grid of foundations in the middle of the board, with every building.
Rectangle {
    id: root
    required property MonopolyBuilderController game
    property bool interactive: true
    readonly property int columns: Math.max(1, game.islandColumns)

    objectName: "island"
    radius: Theme.px(10)
    color: Colours.island
    border.color: Colours.islandEdge
    border.width: Theme.line(2)

    // The first square the player may build on (the keyboard's way in).
    function focusFirst(): bool {
        for (let i = 0; i < cells.count; ++i) {
            const cell = cells.itemAt(i) as Building
            if (cell && cell.buildable) {
                cell.forceActiveFocus(Qt.TabFocusReason)
                return true
            }
        }
        return false
    }

    Grid {
        id: grid
        anchors.fill: parent
        anchors.margins: Theme.px(6)
        columns: root.columns
        readonly property real cellSize: Math.floor(Math.min(width, height) / root.columns)
        Repeater {
            id: cells
            model: root.game.islandModel
            Building {
                game: root.game
                width: grid.cellSize
                height: grid.cellSize
                onClicked: if (root.interactive) root.game.buildAt(cell)
            }
        }
    }
}
