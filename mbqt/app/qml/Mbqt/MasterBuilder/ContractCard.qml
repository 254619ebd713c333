import QtQuick
import Mbqt

// A contract card: number, name, price, minimum bid, each section's required workers,
// and any $5,000 lying on it. Compact form for the players' tables.
Rectangle {
    id: root
    property int number: 0
    property string name: ""
    property string kind: "building"
    property int price: 0
    property int minBid: 0
    property int bonus: 0
    property RowsModel sections: null       // its rows: idx, label, needs, kind, group, built, requires
    property int builtCount: 0
    property bool compact: false
    property bool selected: false
    property bool active: false
    property bool inAuction: false
    signal clicked()

    implicitWidth: compact ? Theme.px(104) : Theme.px(136)
    // Tall enough for every row of sections (and the money lying on it, below them).
    implicitHeight: Math.max(compact ? Theme.px(66) : Theme.px(140),
                             banner.height + body.implicitHeight + 2 * Theme.px(root.compact ? 3 : 6) + root.border.width)
    radius: Theme.px(6)
    color: Theme.paper
    border.color: selected ? Theme.selected : inAuction ? Theme.danger : active ? Theme.gold : Theme.cardEdge
    border.width: selected ? Theme.px(4) : inAuction || active ? Theme.px(3) : Math.max(1, Theme.px(1))
    activeFocusOnTab: active || activeFocus     // (Qt refuses to drop it while focused)
    FocusRing { owner: root }
    Keys.onSpacePressed: root.clicked()

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Contract %1, %2").arg(number).arg(name)

    Rectangle {
        id: banner
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: root.border.width }
        height: root.compact ? Theme.px(18) : Theme.px(28)
        radius: root.radius
        color: root.kind === "city_wall" ? Theme.stoneDark : Theme.wood
        Row {
            anchors.fill: parent
            anchors.leftMargin: Theme.px(4)
            spacing: Theme.px(5)
            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: root.compact ? Theme.px(15) : Theme.px(22)
                height: width
                radius: width / 2
                color: Theme.gold
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: root.number
                    font.pixelSize: root.compact ? Theme.px(10) : Theme.px(13)
                    font.bold: true
                    color: Theme.ink
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                width: banner.width - Theme.px(root.compact ? 26 : 34)
                text: root.name
                color: Theme.woodInk
                font.pixelSize: root.compact ? Theme.px(10) : Theme.px(13)
                font.family: Theme.serif
                font.bold: true
                fontSizeMode: Text.HorizontalFit      // long (French) names shrink a little first
                minimumPixelSize: root.compact ? Theme.px(7) : Theme.px(10)
                elide: Text.ElideRight
            }
        }
    }
    Column {
        id: body
        anchors { top: banner.bottom; left: parent.left; right: parent.right; margins: Theme.px(root.compact ? 3 : 6) }
        spacing: Theme.px(root.compact ? 2 : 5)
        Text {
            textFormat: Text.PlainText
            visible: !root.compact
            width: parent.width
            text: Theme.money(root.price)
            font.pixelSize: Theme.px(17)
            font.bold: true
            font.family: Theme.serif
            color: Theme.good
            HoverHandler { id: priceHover }
            PlainTip {
                shown: priceHover.hovered
                text: qsTr("Price: paid when the building is completed")
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: !root.compact
            width: parent.width
            text: qsTr("minimum bid %1").arg(Theme.money(root.minBid))
            font.pixelSize: Theme.px(11)
            fontSizeMode: Text.HorizontalFit        // "enchère minimum 2 000 $" on a narrow card
            minimumPixelSize: Theme.px(8)
            color: Theme.inkSoft
        }
        Row {
            spacing: Theme.px(4)
            anchors.horizontalCenter: parent.horizontalCenter
            ContractSections {
                sections: root.sections
                size: root.compact ? Theme.px(12) : Theme.px(20)
            }
            Text {
                textFormat: Text.PlainText
                visible: root.compact
                anchors.verticalCenter: parent.verticalCenter
                text: Theme.thousands(root.price) + "k"
                font.pixelSize: Theme.px(10)
                font.bold: true
                color: Theme.good
            }
        }
        Rectangle {         // below the sections: it hides none of them
            // Its room kept on every card on display: a contract with money on it is no
            // taller than the others, and the action bar below the display does not move.
            visible: root.bonus > 0 || !root.compact
            opacity: root.bonus > 0 ? 1 : 0
            anchors.right: parent.right
            width: bonusText.implicitWidth + Theme.px(10)
            height: Theme.px(20)
            radius: height / 2
            color: Theme.gold
            border.color: Theme.goldEdge
            Text {
                id: bonusText
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: "+" + Theme.money(root.bonus)
                font.pixelSize: Theme.px(11)
                font.bold: true
                color: Theme.ink
            }
            HoverHandler { id: bonusHover }
            PlainTip {
                shown: bonusHover.hovered && root.bonus > 0
                decision: root.bonus > 0
                text: qsTr("Unsold last round: this money goes to whoever acquires the contract")
            }
        }
    }
    MouseArea {
        anchors.fill: parent
        z: -1
        cursorShape: root.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: {
            if (root.active)        // the contract clicked is the one Return opens
                root.forceActiveFocus(Qt.MouseFocusReason)
            root.clicked()
        }
    }
}
