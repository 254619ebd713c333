import QtQuick
import Mbqt

// One resource colour as a chip, with a count inside (`count` < 0: no count). Each colour
// has its shape too (Colours.resourceShapes, ColourMark): red round, purple square, green a
// diamond, yellow round with a ring inside.
Item {
    id: root
    property int colourIndex: 0
    property int count: -1
    property real size: Theme.px(18)
    property bool dim: false              // none held: the chip drawn pale
    property color fill: Colours.resource(colourIndex)
    property string shape: Colours.resourceShapes[colourIndex] ?? "round"

    width: size
    height: size
    opacity: dim ? 0.3 : 1

    ColourMark {
        anchors.fill: parent
        size: root.size
        colour: root.fill
        shape: root.shape
        edge: Theme.ink
        ring: root.count >= 0 ? 0.76 : 0.56     // the count clear inside it
    }
    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        visible: root.count >= 0
        text: String(root.count)
        color: Colours.resourceInk(root.colourIndex)
        font.pixelSize: root.size * (root.shape === "diamond" ? 0.5 : 0.6)
        font.bold: true
    }
}
