import QtQuick
import Mbqt

// One resource colour as a chip, with a count inside (`count` < 0: no count). Each colour
// has its shape too, for players who do not tell red from green (Colours.resourceShapes):
// red round, purple square, green a diamond, yellow round with a ring inside.
Rectangle {
    id: root
    property int colourIndex: 0
    property int count: -1
    property real size: Theme.px(18)
    property bool dim: false              // none held: the chip drawn pale
    property string shape: Colours.resourceShapes[colourIndex] ?? "round"

    width: shape === "diamond" ? size * 0.74 : size
    height: width
    radius: shape === "square" ? size * 0.14 : shape === "diamond" ? size * 0.08 : size / 2
    rotation: shape === "diamond" ? 45 : 0
    color: Colours.resource(colourIndex)
    opacity: dim ? 0.3 : 1
    border.color: "#2b1d0e"
    border.width: Math.max(1, size / 12) * (Theme.hc ? 2 : 1)

    Rectangle {         // the yellow's inner ring
        visible: root.shape === "ring"
        anchors.centerIn: parent
        width: root.size * 0.62
        height: width
        radius: width / 2
        color: "transparent"
        border.color: "#2b1d0e"
        border.width: Math.max(1, root.size / 14)
    }
    Text {
        rotation: -root.rotation
        textFormat: Text.PlainText
        anchors.centerIn: parent
        visible: root.count >= 0
        text: String(root.count)
        color: Colours.resourceInk(root.colourIndex)
        font.pixelSize: root.size * (root.shape === "diamond" ? 0.5 : 0.6)
        font.bold: true
    }
}
