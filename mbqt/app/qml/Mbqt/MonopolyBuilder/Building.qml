pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// A square of Monopoly Island: no foundation (the centre), an empty peg-holed foundation, or a
// building drawn floor by floor in its owner's colour, with the Penthouse on top. Where the
// player at the device may build now, it is marked and takes a click (or Space).
Item {
    id: root
    required property MonopolyBuilderController game
    required property string cell
    required property bool foundation
    required property int owner
    required property int floors
    required property bool penthouse
    required property bool buildable
    required property string buildTip      // what this floor would cost, or why not
    signal clicked()

    objectName: "cell_" + cell
    activeFocusOnTab: buildable || activeFocus     // (set to false only once the focus has left)
    Accessible.role: foundation ? Accessible.Button : Accessible.Graphic
    Accessible.name: foundation ? qsTr("Island square %1").arg(cell) : qsTr("Centre of the island")
    Accessible.description: buildTip
    Keys.onSpacePressed: root.clicked()

    Rectangle {
        id: ground
        anchors.fill: parent
        anchors.margins: Math.max(1, root.width * 0.04)
        visible: root.foundation
        radius: Theme.px(3)
        color: root.buildable ? Theme.highlight : Colours.foundation
        border.color: root.activeFocus ? Theme.focus : root.buildable ? Theme.good : Theme.cardEdge
        border.width: root.activeFocus || root.buildable ? Theme.px(3) : 1

        // The peg holes of an empty foundation.
        Grid {
            visible: root.floors === 0
            anchors.centerIn: parent
            columns: 2
            spacing: parent.width * 0.22
            Repeater {
                model: 4
                Rectangle {
                    width: ground.width * 0.1
                    height: width
                    radius: width / 2
                    color: Theme.stone
                }
            }
        }

        // The floors, bottom up, then the Penthouse.
        Column {
            id: stack
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: parent.height * 0.08
            spacing: 1
            readonly property real floorHeight: (ground.height * 0.84) / 5 - 1
            Rectangle {          // the Penthouse's roof
                visible: root.penthouse
                width: ground.width * 0.62
                height: stack.floorHeight
                anchors.horizontalCenter: parent.horizontalCenter
                radius: Theme.px(2)
                color: Colours.penthouse
                border.color: Theme.goldEdge
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: "\u2605"
                    font.pixelSize: parent.height * 0.8
                    color: Theme.goldEdge
                }
            }
            Repeater {
                model: root.floors
                Rectangle {
                    width: ground.width * 0.7
                    height: stack.floorHeight
                    anchors.horizontalCenter: parent.horizontalCenter
                    color: Theme.seatColour(root.game.seatColour(root.owner))
                    border.color: Qt.darker(color, 1.6)
                    border.width: 1
                    Row {      // windows
                        anchors.centerIn: parent
                        spacing: parent.width * 0.12
                        Repeater {
                            model: 3
                            Rectangle {
                                width: ground.width * 0.09
                                height: stack.floorHeight * 0.45
                                color: Theme.blank
                                opacity: 0.67
                            }
                        }
                    }
                }
            }
        }
        SeatSymbol {
            visible: root.owner >= 0
            anchors { left: parent.left; top: parent.top; margins: 2 }
            symbol: root.game.seatSymbol(root.owner)
            colour: root.game.seatColour(root.owner)
            size: Math.max(8, ground.width * 0.18)
        }
        Text {
            textFormat: Text.PlainText
            anchors { right: parent.right; top: parent.top; margins: 2 }
            text: root.floors > 0 ? String(root.floors + (root.penthouse ? 1 : 0)) : root.cell
            font.pixelSize: Math.max(7, ground.width * 0.17)
            font.bold: root.floors > 0
            color: Theme.inkSoft
        }
    }

    MouseArea {
        anchors.fill: parent
        enabled: root.foundation
        hoverEnabled: true
        cursorShape: root.buildable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
        PlainTip {
            shown: parent.containsMouse
            text: root.buildTip
            delay: 300
        }
    }
}
