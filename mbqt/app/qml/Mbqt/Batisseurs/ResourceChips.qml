pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// Les Bâtisseurs: amounts of the four resources (stone, wood, knowledge, tile) as chips of
// the resource's colour with its letter, zeros left out. With `have`, each chip reads
// "have/need" and turns green once met (a site's progress).
Row {
    id: root
    property var amounts: []
    property var have: null
    property var letters: ["S", "W", "K", "T"]
    property var names: ["stone", "wood", "knowledge", "tile"]
    property real size: Theme.px(18)
    property bool counts: true           // false: the letters alone (a legend)

    spacing: Theme.px(3)

    Repeater {
        model: 4
        Rectangle {
            id: chip
            required property int index
            readonly property int need: root.amounts[index] || 0
            readonly property int got: root.have ? (root.have[index] || 0) : 0
            readonly property bool met: root.have !== null && got >= need
            visible: need > 0
            width: label.implicitWidth + Theme.px(8)
            height: root.size
            radius: Theme.px(3)
            color: Colours.resource(index)
            border.color: met ? Theme.good : Theme.edge
            border.width: met ? Theme.px(2) : 1
            Text {
                id: label
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: !root.counts ? root.letters[chip.index]
                      : (root.have !== null ? Math.min(chip.got, 99) + "/" : "") + chip.need + "\u2009" + root.letters[chip.index]
                color: Theme.colourInk
                font.pixelSize: root.size * 0.64
                font.bold: true
            }
            HoverHandler { id: hover }
            PlainTip {
                shown: hover.hovered
                text: root.names[chip.index]
                delay: 300
            }
        }
    }
}
