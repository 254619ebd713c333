pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// One die showing `value` (1-6) with pips; 0 shows a blank face.
Rectangle {
    id: root
    property int value: 0
    property real size: Theme.px(40)

    width: size
    height: size
    radius: size * 0.18
    color: Theme.blank
    border.color: Theme.edge
    border.width: Math.max(1, size / 20)

    // Pip positions on a 3x3 grid (0-8, row by row) for each face.
    readonly property var faces: [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]

    Repeater {
        model: root.faces[Math.max(0, Math.min(6, root.value))]
        Rectangle {
            required property int modelData
            width: root.size * 0.18
            height: width
            radius: width / 2
            color: Theme.ink
            x: root.size * (0.2 + 0.3 * (modelData % 3)) - width / 2
            y: root.size * (0.2 + 0.3 * Math.floor(modelData / 3)) - width / 2
        }
    }
}
