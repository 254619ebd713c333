pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// A section in the build planner: what it needs, who is placed on it, and whether the
// plan would build it (or what blocks it). Workers are dropped or clicked onto it.
Rectangle {
    id: root
    required property BuildPlanner planner
    property int number: 0
    property var section: ({})
    readonly property string status: section.status || "empty"
    signal placed()

    implicitWidth: Theme.px(112)
    implicitHeight: Theme.px(64)
    radius: Theme.px(5)
    color: section.built ? Colours.built
         : drop.containsDrag ? Theme.highlight
         : status === "ready" ? Theme.goodSoft
         : status === "blocked" || status === "unqualified" ? Theme.dangerSoft
         : status === "short" ? Theme.warningSoft : Theme.paper
    // The status, else gold where the chosen worker may go; the focus is a ring around.
    border.color: status === "ready" ? Theme.good
                : status === "blocked" || status === "unqualified" ? Theme.danger
                : root.planner.selected >= 0 && section.open ? Theme.gold : Theme.cardEdge
    border.width: status === "ready" || status === "blocked" || (root.planner.selected >= 0 && section.open)
                  ? Theme.px(3) : Math.max(1, Theme.px(1))
    activeFocusOnTab: !section.built || activeFocus
    FocusRing { owner: root }
    Keys.onSpacePressed: root.planner.clickSection(root.number, root.section.idx)
    objectName: "section_" + number + "_" + (section.idx !== undefined ? section.idx : -1)
    Accessible.role: Accessible.Button
    Accessible.name: (root.section.label || "") + (root.section.reason ? ": " + root.section.reason : "")

    Column {
        anchors.fill: parent
        anchors.margins: Theme.px(4)
        spacing: Theme.px(2)
        Row {
            spacing: Theme.px(3)
            Repeater {
                model: root.section.requires || []
                ColourMark {
                    required property string modelData
                    size: Theme.px(12)
                    colour: Colours.worker(modelData)
                    shape: Colours.workerShape(modelData)
                }
            }
            Text {
                textFormat: Text.PlainText
                width: root.width - Theme.px(8) - (root.section.requires || []).length * Theme.px(15)
                text: root.section.label || ""
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.px(8)
                elide: Text.ElideRight
                font.pixelSize: Theme.px(11)
                color: root.section.built ? Colours.builtInk : Theme.ink
            }
        }
        Row {
            spacing: Theme.px(3)
            height: Theme.px(22)
            Repeater {
                model: root.section.crew || []
                Rectangle {
                    id: chip
                    required property var modelData
                    width: Theme.px(40)
                    height: Theme.px(22)
                    radius: Theme.px(3)
                    color: Colours.worker(modelData.colour)
                    border.color: Theme.edge
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: chip.modelData.workerId
                        font.pixelSize: Theme.px(10)
                        font.bold: true
                        color: Colours.workerInk(chip.modelData.colour)
                    }
                    MouseArea {
                        anchors.fill: parent
                        cursorShape: Qt.PointingHandCursor
                        onClicked: root.planner.remove(chip.modelData.index)
                    }
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: root.section.built ? qsTr("built")
                : root.status === "ready" ? qsTr("will be built")
                : root.status === "empty" ? "" : root.section.reason
            font.pixelSize: Theme.px(10)
            font.bold: root.status === "ready"
            color: root.status === "ready" ? Theme.good : root.section.built ? Colours.builtInk : Theme.danger
            elide: Text.ElideRight
        }
    }
    HoverHandler { id: hover }
    PlainTip {
        shown: hover.hovered
        text: (root.section.reason || "") !== "" ? qsTr("%1: %2").arg(root.section.label || "").arg(root.section.reason)
                                                 : (root.section.label || "")
    }

    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["worker"]
        onDropped: root.planner.clickSection(root.number, root.section.idx)
    }
    MouseArea {
        anchors.fill: parent
        z: -1
        enabled: !root.section.built
        cursorShape: Qt.PointingHandCursor
        onClicked: root.planner.clickSection(root.number, root.section.idx)
    }
}
