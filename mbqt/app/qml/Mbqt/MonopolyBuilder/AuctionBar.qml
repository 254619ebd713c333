pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// The auction of a deed nobody bought: the deed, the highest bid and its bidder, who is
// still in, and for the player at the device whose bid it is, a bid to raise and Pass.
Rectangle {
    id: root
    required property MonopolyBuilderController game
    property bool interactive: true
    readonly property var auction: game.auction
    readonly property bool mine: interactive && game.humanTurn && auction.active === true && auction.canBid === true

    objectName: "auctionBar"
    visible: auction.active === true
    implicitHeight: col.implicitHeight + Theme.px(12)
    radius: Theme.px(8)
    color: Theme.mine
    border.color: Colours.orange
    border.width: Theme.line(2)

    function bid() { if (mine) game.bid(stepper.value) }
    function raise() { stepper.raise(1) }
    function focusBid() { bidButton.forceActiveFocus(Qt.TabFocusReason) }

    // A new auction or a new highest bid: the next bid starts at the least allowed.
    readonly property int least: auction.min || 0
    onLeastChanged: stepper.value = least

    ColumnLayout {
        id: col
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(6) }
        spacing: Theme.px(4)
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            Rectangle {
                implicitWidth: Theme.px(14)
                implicitHeight: Theme.px(14)
                color: Colours.group(root.auction.groupId || "")
                border.color: Theme.edge
            }
            Text {
                textFormat: Text.PlainText
                objectName: "auctionTitle"
                Layout.fillWidth: true
                text: qsTr("Auction: %1 (price %2)").arg(root.auction.deed || "").arg(Colours.money(root.auction.price || 0))
                font.pixelSize: Theme.px(14)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
                elide: Text.ElideRight
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "auctionState"
            Layout.fillWidth: true
            text: root.auction.bidder >= 0
                  ? qsTr("Highest bid: %1 by %2").arg(Colours.money(root.auction.bid || 0)).arg(root.auction.bidderName || "")
                  : qsTr("No bid yet: bids open at %1.").arg(Colours.money(root.auction.min || 0))
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            color: Theme.inkSoft
        }
        Row {
            spacing: Theme.px(4)
            Repeater {
                model: root.auction.bidders || []
                Rectangle {
                    id: chip
                    required property var modelData
                    width: who.implicitWidth + Theme.px(24)
                    height: Theme.px(20)
                    radius: Theme.px(10)
                    color: modelData.out ? Theme.parchmentDark : Theme.blank
                    opacity: modelData.out ? 0.6 : 1
                    border.color: modelData.next ? Theme.gold : Theme.rule
                    border.width: modelData.next ? Theme.px(2) : 1
                    SeatSymbol {
                        x: Theme.px(4)
                        anchors.verticalCenter: parent.verticalCenter
                        symbol: root.game.seatSymbol(chip.modelData.seat)
                        colour: root.game.seatColour(chip.modelData.seat)
                        size: Theme.px(13)
                    }
                    Text {
                        id: who
                        textFormat: Text.PlainText
                        x: Theme.px(20)
                        anchors.verticalCenter: parent.verticalCenter
                        text: chip.modelData.name + (chip.modelData.out ? " \u2715" : "")
                        font.pixelSize: Theme.px(11)
                        font.strikeout: chip.modelData.out
                        color: Theme.ink
                    }
                }
            }
        }
        RowLayout {
            visible: root.mine
            spacing: Theme.px(8)
            Stepper {
                id: stepper
                objectName: "bidAmount"
                from: root.auction.min || 0
                to: Math.max(root.auction.min || 0, root.auction.max || 0)
                step: root.auction.step || 5
            }
            MButton {
                id: bidButton
                objectName: "bidButton"
                primary: true
                text: qsTr("Bid ⏎")
                enabled: (root.auction.max || 0) >= (root.auction.min || 0)
                onClicked: root.bid()
            }
            MButton {
                objectName: "bidPass"
                text: qsTr("Pass (P)")
                onClicked: root.game.passBid()
            }
        }
    }
}
