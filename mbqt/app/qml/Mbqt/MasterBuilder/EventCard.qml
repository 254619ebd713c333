import QtQuick
import Mbqt

// An event card (or the economic card): its name and what it does.
Rectangle {
    id: root
    property string title: ""
    property string body: ""
    property string caption: qsTr("Event")
    property bool economic: false
    property bool active: false
    signal clicked()

    implicitWidth: Theme.px(240)
    implicitHeight: column.implicitHeight + Theme.px(12)
    radius: Theme.px(6)
    color: economic ? Colours.economicPaper : Colours.eventPaper
    border.color: active ? Theme.gold : economic ? Colours.economic : Colours.event
    border.width: active ? Theme.px(3) : Theme.px(2)
    activeFocusOnTab: active || activeFocus     // (Qt refuses to drop it while focused)
    FocusRing { owner: root }
    Keys.onSpacePressed: root.clicked()
    Accessible.role: active ? Accessible.Button : Accessible.StaticText
    Accessible.name: title

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(6) }
        spacing: Theme.px(2)
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: root.caption
            font.pixelSize: Theme.px(10)
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 1
            color: root.economic ? Colours.economic : Colours.event
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: root.title
            font.pixelSize: Theme.px(13)
            font.bold: true
            font.family: Theme.serif
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: root.body
            font.pixelSize: Theme.px(11)
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
    }
    MouseArea {
        anchors.fill: parent
        enabled: root.active
        cursorShape: Qt.PointingHandCursor
        onClicked: root.clicked()
    }
}
