import QtQuick
import Mbqt

// One quirk of a worker as a small seal with its letter; in a tooltip its name and what it
// exposes the worker to (the events that hit it).
Rectangle {
    id: root
    property string letter: ""
    property string name: ""
    property string effect: ""
    property bool compact: false
    property real size: compact ? Theme.px(13) : Theme.px(16)

    width: size
    height: size
    radius: size / 2
    color: Theme.edge
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
        text: root.effect !== "" ? root.effect : root.name
        delay: 300
    }
}
