import QtQuick
import Mbqt

// One quirk of a worker as a small seal with its letter; the full name in a tooltip.
Rectangle {
    id: root
    property string letter: ""
    property string name: ""
    property bool compact: false
    property real size: compact ? Theme.px(13) : Theme.px(16)

    width: size
    height: size
    radius: size / 2
    color: "#3b2a1a"
    border.color: Theme.goldSoft
    border.width: Math.max(1, size / 12)

    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        text: root.letter
        color: Theme.goldSoft
        font.pixelSize: root.size * 0.62
        font.bold: true
    }
    HoverHandler { id: hover }
    PlainTip {
        shown: hover.hovered
        text: root.name
        delay: 300
    }
}
