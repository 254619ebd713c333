import QtQuick
import Mbqt

// One resource colour as a round chip, with a count inside (`count` < 0: no count).
Rectangle {
    id: root
    property int colourIndex: 0
    property int count: -1
    property real size: Theme.px(18)
    property bool dim: false              // none held: the chip drawn pale

    width: size
    height: size
    radius: size / 2
    color: Colours.resource(colourIndex)
    opacity: dim ? 0.3 : 1
    border.color: "#2b1d0e"
    border.width: Math.max(1, size / 12)

    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        visible: root.count >= 0
        text: String(root.count)
        color: Colours.resourceInk(root.colourIndex)
        font.pixelSize: root.size * 0.6
        font.bold: true
    }
}
