pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// One worker deck: its visible top card and how many cards remain. During a hire decision
// the card and the Hire button take it; "Look" browses the deck (variant Choosing workers).
Column {
    id: root
    property string typeName: ""
    property string colour: "green"
    property int count: 0
    property var topCard: null
    property bool hireable: false
    property bool choosable: false
    property bool deciding: false       // the player at the device is hiring now
    property bool chooseVariant: false
    property int fee: 0
    signal hire()
    signal browse()

    function takeFocus() { card.forceActiveFocus(Qt.TabFocusReason) }

    spacing: Theme.px(4)

    Item {
        width: Theme.px(114)
        height: Theme.px(104)

        Repeater {
            model: Math.max(0, Math.min(root.count - 1, 3))
            Rectangle {
                required property int index
                x: Theme.px(3) * (index + 1)
                y: Theme.px(2) * (index + 1)
                width: card.width
                height: card.height
                radius: Theme.px(6)
                color: Qt.darker(Colours.worker(root.colour), 1.3 + index * 0.15)
                border.color: Theme.edge
            }
        }
        WorkerCard {
            id: card
            width: Theme.px(104)
            height: Theme.px(96)
            visible: !!root.topCard      // none (undefined from the model) once the deck is out
            workerId: root.topCard ? root.topCard.workerId : ""
            typeName: root.topCard ? root.topCard.typeName : ""
            colour: root.colour
            wage: root.topCard ? root.topCard.wage : 0
            quirks: root.topCard ? root.topCard.quirks : []
            active: root.hireable
            nameInset: Theme.px(16)
            onClicked: root.hire()
        }
        Loader {        // made when the deck runs out
            active: !root.topCard
            sourceComponent: Rectangle {
                width: card.width
                height: card.height
                radius: Theme.px(6)
                color: "transparent"
                border.color: Theme.stoneDark
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: qsTr("Deck empty")
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(12)
                }
            }
        }
        Rectangle {
            anchors { right: card.right; top: card.top; margins: -Theme.px(6) }
            width: Theme.px(24)
            height: Theme.px(24)
            radius: width / 2
            color: Theme.wood
            border.color: Theme.gold
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: root.count
                color: Theme.woodInk
                font.pixelSize: Theme.px(11)
                font.bold: true
            }
            HoverHandler { id: countHover }
            PlainTip {
                shown: countHover.hovered
                text: qsTr("%n card(s) left in this deck", "", root.count)
            }
        }
    }
    Row {
        visible: root.deciding
        spacing: Theme.px(4)
        MButton {
            objectName: "hire_" + root.colour
            text: qsTr("Hire")
            enabled: root.hireable
            primary: true
            width: root.chooseVariant ? Theme.px(54) : Theme.px(104)
            leftPadding: root.chooseVariant ? Theme.px(2) : Theme.px(12)
            rightPadding: leftPadding
            height: Theme.px(26)
            font.pixelSize: Theme.px(12)
            onClicked: root.hire()
        }
        Loader {        // variant Choosing workers only
            active: root.chooseVariant
            visible: active
            sourceComponent: MButton {
                id: look
                text: qsTr("Look")
                enabled: root.choosable
                leftPadding: Theme.px(2)
                rightPadding: Theme.px(2)
                width: Theme.px(46)
                height: Theme.px(26)
                font.pixelSize: Theme.px(12)
                PlainTip {
                    shown: look.hovered
                    text: qsTr("Pay %1 to look through this deck and take the worker of your choice").arg(Theme.money(root.fee))
                }
                onClicked: root.browse()
            }
        }
    }
}
