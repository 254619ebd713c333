pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// A building section: the colours of the workers it needs (minimum levels), each colour with
// its shape (Colours.workerShape); filled with masonry once built.
Rectangle {
    id: root
    property var requires: []
    property bool built: false
    property string label: ""
    property string needs: ""          // "side wall 1: needs Master Craftsman"
    property string kind: ""
    property real size: Theme.px(16)

    width: size * 1.5
    height: size
    radius: Math.max(2, size / 8)
    color: built ? Colours.built : Theme.paper
    border.color: built ? Colours.builtEdge : Theme.cardEdge
    border.width: Math.max(1, size / 14)

    // Masonry lines on built sections (made only there: most tiles of a new card are not built).
    Loader {
        active: root.built
        anchors.fill: parent
        anchors.margins: root.border.width
        sourceComponent: Column {
            spacing: 0
            Repeater {
                model: 3
                Rectangle {
                    required property int index
                    width: root.width - 2 * root.border.width
                    height: (root.height - 2 * root.border.width) / 3
                    color: "transparent"
                    border.color: Theme.rule
                    border.width: Math.max(1, root.size / 24)
                }
            }
        }
    }
    Row {
        anchors.centerIn: parent
        spacing: Math.max(1, root.size / 10)
        Repeater {
            model: root.requires
            ColourMark {
                required property string modelData
                size: root.size * 0.52
                colour: Colours.worker(modelData)
                shape: Colours.workerShape(modelData)
                edge: root.built ? Colours.builtInk : Theme.ink
                edgeWidth: Math.max(1, root.size / 16)
                opacity: root.built ? 0.55 : 1
            }
        }
    }
    HoverHandler { id: hover }
    PlainTip {
        shown: hover.hovered && root.label !== ""
        text: root.built ? qsTr("%1 (built)").arg(root.label) : root.needs !== "" ? root.needs : root.label
        delay: 300
    }
}
