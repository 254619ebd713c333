import QtQuick
import QtQuick.Layouts
import Mbqt

// Les Bâtisseurs: a worker (on offer or in a team) or a finished machine: its type in the
// type's colour, the écus it costs to send to work (the coin), the resources it produces.
// `small` (a builder's team): one line, the type's colour as a strip, its name in a tooltip.
Rectangle {
    id: root
    property string cardId: ""
    property string name: ""
    property string kind: "apprentice"
    property bool machine: false
    property int cost: 0
    property var produces: []
    property var letters: []
    property var resourceNames: []
    property bool active: false          // may be clicked now
    property bool selected: false
    property bool small: false
    signal clicked()

    implicitWidth: small ? line.implicitWidth + Theme.px(8) : Theme.px(132)
    implicitHeight: small ? Theme.px(26) : Theme.px(70)
    radius: Theme.px(5)
    color: root.selected ? Theme.highlight : Theme.paper
    border.color: selected ? Theme.selected : active ? Theme.gold : Theme.cardEdge
    border.width: selected ? Theme.px(4) : active ? Theme.px(3) : Math.max(1, Theme.px(1))
    activeFocusOnTab: active || activeFocus     // (Qt refuses to drop it while focused)
    FocusRing { owner: root }
    Keys.onSpacePressed: root.clicked()

    Accessible.role: Accessible.Button
    Accessible.name: root.name + " " + root.cardId

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: root.small
        cursorShape: root.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }
    PlainTip {
        shown: root.small && mouse.containsMouse
        text: root.name + " " + root.cardId
        delay: 400
    }

    component Coin: Rectangle {       // the écus to send it
        id: coin
        property int value: 0
        property bool small: false
        width: Theme.px(coin.small ? 16 : 18)
        height: width
        radius: width / 2
        color: Theme.gold
        border.color: Theme.goldEdge
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: coin.value
            font.pixelSize: Theme.px(coin.small ? 10 : 11)
            font.bold: true
            color: Theme.ink
        }
    }

    // Small: a strip of the type's colour, the coin, the resources, on one line.
    Row {
        id: line
        visible: root.small
        x: Theme.px(4)
        anchors.verticalCenter: parent.verticalCenter
        spacing: Theme.px(4)
        Rectangle {
            width: Theme.px(6)
            height: Theme.px(16)
            radius: Theme.px(2)
            color: Colours.unit(root.machine ? "machine" : root.kind)
        }
        Coin { value: root.cost; small: true }
        ResourceChips {
            size: Theme.px(16)
            amounts: root.produces
            letters: root.letters
            names: root.resourceNames
        }
    }

    // Full: the type's band with its name and the coin, then the resources.
    Rectangle {
        id: band
        visible: !root.small
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: root.border.width }
        height: Theme.px(22)
        radius: root.radius
        color: Colours.unit(root.machine ? "machine" : root.kind)
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(4)
            anchors.rightMargin: Theme.px(4)
            spacing: Theme.px(3)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.fillHeight: true             // centred in the band, whatever size it fits at
                verticalAlignment: Text.AlignVCenter
                text: root.name
                color: Theme.colourInk
                font.pixelSize: Theme.px(12)
                font.bold: true
                font.family: Theme.serif
                fontSizeMode: Text.HorizontalFit        // "Compagnon" on a narrow card
                minimumPixelSize: Theme.px(8)
                elide: Text.ElideRight
            }
            Coin { value: root.cost }
        }
    }
    ResourceChips {
        visible: !root.small
        anchors { left: parent.left; bottom: parent.bottom; margins: Theme.px(4) }
        amounts: root.produces
        letters: root.letters
        names: root.resourceNames
    }
    Text {
        textFormat: Text.PlainText
        visible: !root.small
        anchors { right: parent.right; top: band.bottom; rightMargin: Theme.px(4) }
        text: root.cardId
        font.pixelSize: Theme.px(8)
        color: Theme.inkSoft
    }
}
