import QtQuick
import QtQuick.Layouts

// Les Bâtisseurs: a worker (on offer, in a team or on a site) or a finished machine: its
// type in the type's colour, the écus it costs to send to work, the resources it produces.
Rectangle {
    id: root
    property string cardId: ""
    property string name: ""
    property string kind: "apprentice"
    property bool machine: false
    property int cost: 0
    property var produces: [0, 0, 0, 0]
    property var letters: []
    property var resourceNames: []
    property bool active: false          // may be clicked now
    property bool selected: false
    property bool small: false           // on a site
    signal clicked()

    implicitWidth: small ? Theme.px(112) : Theme.px(132)
    implicitHeight: small ? Theme.px(40) : Theme.px(70)
    radius: Theme.px(5)
    color: Theme.paper
    border.color: activeFocus || selected ? "#1c64d8" : active ? Theme.gold : "#7a6650"
    border.width: selected || active || activeFocus ? Theme.px(3) : Math.max(1, Theme.px(1))
    activeFocusOnTab: active || activeFocus     // (Qt refuses to drop it while focused)
    Keys.onSpacePressed: root.clicked()

    Accessible.role: Accessible.Button
    Accessible.name: root.name + " " + root.cardId

    MouseArea {
        anchors.fill: parent
        cursorShape: root.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }

    Rectangle {       // the type's band: its name, and the écus to send it
        id: band
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: root.border.width }
        height: root.small ? Theme.px(16) : Theme.px(22)
        radius: root.radius
        color: Theme.unitColour(root.machine ? "machine" : root.kind)
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(4)
            anchors.rightMargin: Theme.px(4)
            spacing: Theme.px(3)
            Text {
                Layout.fillWidth: true
                text: root.name
                color: "#ffffff"
                font.pixelSize: root.small ? Theme.px(10) : Theme.px(12)
                font.bold: true
                font.family: Theme.serif
                elide: Text.ElideRight
            }
            Rectangle {       // a coin with the écus
                Layout.preferredWidth: Theme.px(root.small ? 14 : 18)
                Layout.preferredHeight: Layout.preferredWidth
                radius: width / 2
                color: "#e0b73a"
                border.color: "#7a5c0f"
                Text {
                    anchors.centerIn: parent
                    text: root.cost
                    font.pixelSize: Theme.px(root.small ? 9 : 11)
                    font.bold: true
                    color: Theme.ink
                }
            }
        }
    }
    ResourceChips {
        anchors { left: parent.left; bottom: parent.bottom; margins: Theme.px(4) }
        size: root.small ? Theme.px(15) : Theme.px(18)
        amounts: root.produces
        letters: root.letters
        names: root.resourceNames
    }
    Text {
        visible: !root.small
        anchors { right: parent.right; top: band.bottom; rightMargin: Theme.px(4) }
        text: root.cardId
        font.pixelSize: Theme.px(8)
        color: Theme.inkSoft
    }
}
