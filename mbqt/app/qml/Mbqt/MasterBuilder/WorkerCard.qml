pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// A worker card: the type's colour band, the wage, the quirks as icons. Face down when
// an event makes the worker unavailable.
Rectangle {
    id: root
    property string workerId: ""
    property string typeName: ""
    property string colour: "green"
    property int wage: 0
    property var quirks: []
    property bool faceUp: true
    property bool selected: false
    property bool active: false          // may be clicked now
    property bool small: false
    property bool medium: false          // the build planner's size
    property string note: ""             // e.g. "lent to Bob"
    property real nameInset: 0           // room kept free right of the type name (a deck's count)
    signal clicked()

    implicitWidth: small ? Theme.px(34) : medium ? Theme.px(70) : Theme.px(104)
    implicitHeight: small ? Theme.px(46) : medium ? Theme.px(72) : Theme.px(96)
    radius: Theme.px(small ? 3 : 6)
    color: faceUp ? Theme.paper : Theme.cardBack
    border.color: selected ? Theme.selected : active ? Theme.gold : Theme.cardEdge
    border.width: selected ? Theme.px(4) : active ? Theme.px(3) : Math.max(1, Theme.px(1))
    activeFocusOnTab: active || activeFocus     // (Qt refuses to drop it while focused)
    Keys.onSpacePressed: root.clicked()
    opacity: note !== "" ? 0.6 : 1

    Accessible.role: Accessible.Button
    FocusRing { owner: root }
    Accessible.name: typeName + " " + workerId

    // Face up: colour band with the type, then wage and quirks.
    Rectangle {
        visible: root.faceUp
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: root.border.width }
        height: root.small ? parent.height * 0.42 : root.medium ? Theme.px(22) : Theme.px(28)
        radius: root.radius
        color: Colours.worker(root.colour)
        Text {
            textFormat: Text.PlainText
            anchors.fill: parent
            anchors.leftMargin: Theme.px(4)
            anchors.rightMargin: Theme.px(4) + root.nameInset
            text: root.small ? Theme.thousands(root.wage) : root.typeName
            color: Colours.workerInk(root.colour)
            font.pixelSize: root.medium ? Theme.px(10) : Theme.px(12)
            font.bold: true
            font.family: Theme.serif
            // Long names ("Agent de maîtrise") go on two lines rather than shrink to nothing.
            wrapMode: root.small ? Text.NoWrap : Text.WordWrap
            maximumLineCount: 2
            lineHeight: 0.9
            fontSizeMode: Text.Fit
            minimumPixelSize: Theme.px(6)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            elide: root.small ? Text.ElideRight : Text.ElideNone
        }
    }
    Column {
        visible: root.faceUp && !root.small
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.px(root.medium ? 3 : 5) }
        spacing: Theme.px(root.medium ? 1 : 3)
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: Theme.money(root.wage)
            font.pixelSize: root.medium ? Theme.px(12) : Theme.px(17)
            font.bold: true
            font.family: Theme.serif
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.px(3)
            Repeater {
                model: root.quirks
                QuirkIcon {
                    required property var modelData
                    letter: modelData.letter
                    name: modelData.name
                    effect: modelData.effect
                    compact: root.medium
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: root.workerId
            font.pixelSize: root.medium ? Theme.px(8) : Theme.px(9)
            color: Theme.inkSoft
            horizontalAlignment: Text.AlignHCenter
        }
    }
    // Small cards: the quirk letters (full names in the card's tooltip).
    Text {
        textFormat: Text.PlainText
        visible: root.faceUp && root.small
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(2) }
        text: root.quirks.map(q => q.letter).join("")
        font.pixelSize: Theme.px(11)
        font.bold: true
        color: Theme.inkSoft
    }
    // Face down: the card's back.
    Text {
        textFormat: Text.PlainText
        visible: !root.faceUp
        anchors.centerIn: parent
        text: "✕"
        color: Theme.cardBackMark
        font.pixelSize: root.small ? Theme.px(14) : Theme.px(30)
    }
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton
        cursorShape: root.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }
}
