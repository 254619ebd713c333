pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Monopoly Builder's table: the board (ring, dice, island) on the left; on the right what the
// player at the device may do (when `interactive`), every player's place, and the game log.
// The board screen and the replay viewer both show it.
Item {
    id: root
    required property MonopolyBuilderController game
    property bool interactive: true

    // Keyboard: the first thing a decision may take (the action bar, else the island).
    function focusDecision() {
        if (!interactive)
            return
        if (!bar.focusFirst())
            square.focusIsland()
    }
    function bid() { bar.bid() }
    function pressFocused(): bool { return bar.pressFocused() }
    function raise() { bar.raise() }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.px(8)

        BoardSquare {
            id: square
            game: root.game
            interactive: root.interactive
            readonly property real side: Math.floor(Math.min(root.height, root.width * 0.58) / (perSide + 1)) * (perSide + 1)
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: side
            Layout.preferredHeight: side
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(6)

            ActionBar {
                id: bar
                visible: root.interactive
                Layout.fillWidth: true
                game: root.game
            }

            GridLayout {
                objectName: "players"
                Layout.fillWidth: true
                columns: 2
                columnSpacing: Theme.px(6)
                rowSpacing: Theme.px(6)
                Repeater {
                    model: root.game.seatsModel
                    PlayerPanel {
                        game: root.game
                        interactive: root.interactive
                        Layout.fillWidth: true
                        Layout.preferredWidth: 100
                        Layout.alignment: Qt.AlignTop
                    }
                }
            }

            LogPanel {
                objectName: "tutorialSpot"     // the tutorial's bubble sits over the log
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.px(60)
                game: root.game
            }
        }
    }
}
