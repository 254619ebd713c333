pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// Amounts of the four resources as chips with counts, zeros drawn pale. `names` gives each
// chip's tooltip.
Row {
    id: root
    property var amounts: [0, 0, 0, 0]
    property var names: []
    property real size: Theme.px(18)

    spacing: Theme.px(3)

    Repeater {
        model: 4
        ResourceChip {
            id: chip
            required property int index
            readonly property int amount: root.amounts[index] || 0
            colourIndex: index
            count: amount
            size: root.size
            dim: amount === 0
            HoverHandler { id: hover }
            PlainTip {
                shown: hover.hovered && root.names.length > chip.index
                text: root.names[chip.index] || ""
                delay: 300
            }
        }
    }
}
