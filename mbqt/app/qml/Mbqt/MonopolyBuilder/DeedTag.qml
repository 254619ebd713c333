import QtQuick
import Mbqt

// A title deed held by a player, small: its colour group (and its mark), its dice number and
// resource; a mortgaged one is pale and crossed. `active`: the player at the device may (un)mortgage it.
Rectangle {
    id: root
    property string name: ""
    property string groupId: ""
    property int dice: 0
    property int resource: 0
    property bool mortgaged: false
    property bool active: false
    property string tip: ""
    signal clicked()

    implicitWidth: Theme.px(40)
    implicitHeight: Theme.px(20)
    radius: Theme.px(3)
    color: Colours.group(groupId)
    opacity: mortgaged ? 0.45 : 1
    border.color: activeFocus ? Theme.focus : active ? Theme.gold : Theme.edge
    border.width: activeFocus || active ? Theme.px(2) : 1
    activeFocusOnTab: active || activeFocus     // (set to false only once the focus has left)
    Accessible.role: Accessible.Button
    Accessible.name: name
    Keys.onSpacePressed: root.clicked()

    Rectangle {
        anchors { left: parent.left; verticalCenter: parent.verticalCenter; leftMargin: Theme.px(2) }
        width: Theme.px(14)
        height: width
        radius: width / 2
        color: Theme.blank
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: String(root.dice)
            font.pixelSize: Theme.px(9)
            font.bold: true
            color: Theme.ink
        }
    }
    Text {          // the group's mark (Colours.groupMark)
        objectName: "groupMark"
        textFormat: Text.PlainText
        anchors { horizontalCenter: parent.horizontalCenter; verticalCenter: parent.verticalCenter }
        text: Colours.groupMark(root.groupId)
        font.pixelSize: Theme.px(11)
        color: Colours.groupInk(root.groupId)
    }
    ResourceChip {
        anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: Theme.px(2) }
        colourIndex: root.resource
        size: Theme.px(10)
    }
    Rectangle {
        visible: root.mortgaged
        anchors.centerIn: parent
        width: parent.width
        height: 2
        rotation: -30
        color: Theme.danger
    }
    MouseArea {
        id: area
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: root.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }
    PlainTip {
        shown: area.containsMouse
        text: root.tip
        delay: 300
    }
}
