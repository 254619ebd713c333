import QtQuick
import Mbqt

// An available worker in the build planner: click to select it (then click a section), or
// drag it onto a section.
Item {
    id: root
    required property BuildPlanner planner
    required property Item dragLayer
    required property int index
    required property string workerId
    required property string typeName
    required property string colour
    required property int wage
    required property var quirks
    required property bool placed
    required property bool selected
    required property string where

    implicitWidth: card.implicitWidth
    implicitHeight: card.implicitHeight

    function takeFocus() { card.forceActiveFocus(Qt.TabFocusReason) }

    WorkerCard {
        id: card
        objectName: "planWorker_" + root.workerId
        medium: true
        workerId: root.workerId
        typeName: root.typeName
        colour: root.colour
        wage: root.wage
        quirks: root.quirks
        selected: root.selected
        active: !root.placed
        opacity: root.placed && !drag.active ? 0.45 : 1
        Drag.active: drag.active
        Drag.keys: ["worker"]
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
        onClicked: root.placed && !root.selected ? root.planner.remove(root.index) : root.planner.select(root.index)

        DragHandler {
            id: drag
            onActiveChanged: {
                if (active) {
                    if (!root.selected)
                        root.planner.select(root.index)
                } else {
                    card.Drag.drop()
                    card.x = 0
                    card.y = 0
                }
            }
        }
        states: State {
            when: drag.active
            ParentChange { target: card; parent: root.dragLayer }
        }
        HoverHandler { id: hover }
        PlainTip {
            shown: hover.hovered && root.where !== ""
            text: qsTr("On %1 (click to take off)").arg(root.where)
        }
    }
}
