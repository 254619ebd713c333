import QtQuick
import Mbqt

// The Chance card just drawn, face up over the island until the next card or a click.
Rectangle {
    id: root
    property string text: ""
    property bool keep: false
    signal dismissed()

    objectName: "chanceCard"
    Accessible.role: Accessible.Button      // a click puts it away
    Accessible.name: qsTr("Chance: %1").arg(root.text)
    radius: Theme.px(8)
    color: Colours.chancePaper
    border.color: Colours.orange
    border.width: Theme.line(3)
    implicitHeight: body.implicitHeight + heading.implicitHeight + Theme.px(30)

    Text {
        id: heading
        textFormat: Text.PlainText
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(8) }
        text: qsTr("Chance")
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.px(18)
        font.bold: true
        font.family: Theme.serif
        color: Colours.chanceInk
    }
    Text {
        id: body
        objectName: "chanceText"
        textFormat: Text.PlainText
        anchors { left: parent.left; right: parent.right; top: heading.bottom; margins: Theme.px(10) }
        text: root.text + (root.keep ? "\n" + qsTr("(kept until used)") : "")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: Theme.px(14)
        font.family: Theme.serif
        color: Theme.ink
    }
    MouseArea {
        anchors.fill: parent
        onClicked: root.dismissed()
    }
}
