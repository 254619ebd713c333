pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// The board: the ring of 32 spaces round a 9x9 square (GO at the bottom right, tokens going
// clockwise), and in the middle the dice, the bank's resources, Monopoly Island and the
// Chance card just drawn.
Rectangle {
    id: root
    required property MonopolyBuilderController game
    property bool interactive: true
    readonly property int perSide: Math.max(2, game.spacesModel.count / 4)
    readonly property real cell: Math.floor(Math.min(width, height) / (perSide + 1))

    objectName: "boardSquare"
    color: Colours.felt
    border.color: Theme.edge
    border.width: Theme.line(2)

    function focusIsland(): bool { return island.focusFirst() }

    // Where a space of the ring goes: its row and column in the square.
    function place(i: int): point {
        const n = perSide, side = Math.floor(i / n), k = i % n
        switch (side) {
        case 0: return Qt.point(n - k, n)
        case 1: return Qt.point(0, n - k)
        case 2: return Qt.point(k, 0)
        }
        return Qt.point(n, k)
    }

    Repeater {
        model: root.game.spacesModel
        Space {
            readonly property point at: root.place(space)
            game: root.game
            side: Math.floor(space / root.perSide)
            x: at.x * root.cell
            y: at.y * root.cell
            width: root.cell
            height: root.cell
        }
    }

    // The middle of the board.
    Item {
        id: middle
        x: root.cell
        y: root.cell
        width: root.cell * (root.perSide - 1)
        height: width

        RowLayout {
            id: top
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(8) }
            spacing: Theme.px(10)
            Dice {
                values: root.game.dice
                rolls: root.game.rolls
                size: Math.round(root.cell * 0.55)
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Monopoly Builder")
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Math.round(root.cell * 0.28)
                font.bold: true
                font.family: Theme.serif
                color: Colours.title
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 8
            }
            Column {
                spacing: 2
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Bank")
                    font.pixelSize: Theme.px(11)
                    color: Theme.inkSoft
                }
                ResourceRow {
                    objectName: "bankResources"
                    amounts: root.game.bank
                    names: root.game.resourceNames
                    size: Math.round(root.cell * 0.3)
                }
            }
        }

        Island {
            id: island
            game: root.game
            interactive: root.interactive
            readonly property real room: Math.min(middle.width, middle.height - top.height - Theme.px(16))
            width: room
            height: room
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: top.bottom
            anchors.topMargin: Theme.px(6)
        }

        ChanceCard {
            id: chance
            readonly property var card: root.game.chance
            visible: card.shown === true
            text: card.text || ""
            keep: card.keep === true
            width: middle.width * 0.6
            anchors.centerIn: island
            onDismissed: root.game.dismissChance()
        }
    }
}
