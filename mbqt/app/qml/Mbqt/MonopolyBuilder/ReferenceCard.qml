pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// A player's reference card: what each floor costs them (named colours, then "any" chips in
// grey) and whether their resources pay for it now (a green tick).
Rectangle {
    id: root
    property RowsModel floors: null     // its rows: label, chips (resource index per chip, -1 any), affordable, next
    property real chip: Theme.px(9)

    implicitHeight: row.implicitHeight + Theme.px(6)
    radius: Theme.px(4)
    color: Theme.paper
    border.color: Theme.rule

    RowLayout {
        id: row
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(3) }
        spacing: Theme.px(3)
        Repeater {
            model: root.floors
            Rectangle {
                id: floor
                required property string label
                required property var chips
                required property bool affordable
                required property bool next
                Layout.fillWidth: true
                Layout.preferredWidth: 10
                implicitHeight: col.implicitHeight + Theme.px(4)
                radius: Theme.px(3)
                color: affordable ? Theme.goodSoft : "transparent"
                border.color: next ? Theme.gold : "transparent"
                border.width: Theme.line(2)
                Column {
                    id: col
                    anchors.centerIn: parent
                    spacing: 1
                    Text {
                        textFormat: Text.PlainText
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: floor.label + (floor.affordable ? " \u2713" : "")
                        font.pixelSize: Theme.px(10)
                        font.bold: true
                        color: floor.affordable ? Theme.good : Theme.inkSoft
                    }
                    Flow {
                        width: root.chip * 3 + 2
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: 1
                        Repeater {
                            model: floor.chips      // resource index per chip, -1 any
                            ResourceChip {      // -1: any colour, a plain pale chip (pale: told from red by all)
                                required property int modelData
                                objectName: modelData < 0 ? "anyColour" : ""
                                size: root.chip
                                colourIndex: Math.max(0, modelData)
                                fill: modelData < 0 ? Theme.parchmentDark : Colours.resource(modelData)
                                shape: modelData < 0 ? "round" : Colours.resourceShapes[modelData]
                            }
                        }
                    }
                }
            }
        }
    }
}
