pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// What the player at the device is asked and may do: the prompt, the engine's last event,
// a refusal, an offer waiting for an answer, the auction, and a button for each choice the
// engine gives now (roll, buy, auction, pay the fine, a colour to choose, end the turn...).
// Building is a click on the island, (un)mortgaging a click on a deed, trading the Trade button.
Rectangle {
    id: root
    required property MonopolyBuilderController game
    readonly property bool mine: game.humanTurn

    objectName: "actionBar"
    implicitHeight: col.implicitHeight + Theme.px(12)
    radius: Theme.px(8)
    color: mine ? Theme.mine : Theme.paper
    border.color: mine ? Theme.gold : Theme.rule
    border.width: mine ? Theme.px(3) : 1

    // The keyboard's way in: the auction's bid, else the first button.
    // Return where the decision has no main button (a colour to choose, auction when the
    // deed is beyond the cash): the button with the focus.
    function pressFocused(): bool {
        for (let i = 0; i < buttons.count; ++i) {
            const button = buttons.itemAt(i) as MButton
            if (button && button.enabled && button.activeFocus) {
                button.clicked()
                return true
            }
        }
        return false
    }
    function focusFirst(): bool {
        if (auction.mine) {
            auction.focusBid()
            return true
        }
        for (let i = 0; i < buttons.count; ++i) {
            const button = buttons.itemAt(i) as MButton
            if (button && button.enabled) {
                button.forceActiveFocus(Qt.TabFocusReason)
                return true
            }
        }
        return false
    }
    function bid() { auction.bid() }
    function raise() { auction.raise() }

    ColumnLayout {
        id: col
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(6) }
        spacing: Theme.px(4)
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            SeatSymbol {
                visible: root.game.decisionSeat >= 0
                symbol: root.game.decisionSymbol
                colour: root.game.decisionColour
                size: Theme.px(18)
            }
            Text {
                textFormat: Text.PlainText
                objectName: "prompt"
                Layout.fillWidth: true
                text: root.game.prompt
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(14)
                font.bold: root.mine
                font.family: Theme.serif
                color: Theme.ink
            }
            MButton {
                id: skipButton
                objectName: "skipButton"
                visible: root.game.aiPending
                text: qsTr("Skip ▸▸")
                onClicked: root.game.skipAi()
                PlainTip {      // it comes back under a still pointer: its tip waits for a move
                    shown: skipButton.hovered
                    decision: skipButton.visible
                    text: qsTr("Show the computer players' moves at once (S)")
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "lastEvent"
            visible: root.game.lastEvent !== ""
            Layout.fillWidth: true
            text: root.game.lastEvent
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.pixelSize: Theme.px(12)
            font.italic: true
            color: Theme.inkSoft
        }
        Text {
            textFormat: Text.PlainText
            objectName: "offerText"
            visible: root.game.offer !== ""
            Layout.fillWidth: true
            text: root.game.offer
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            font.bold: true
            color: Theme.ink
        }
        Text {
            textFormat: Text.PlainText
            objectName: "message"
            visible: root.game.message !== ""
            Layout.fillWidth: true
            text: root.game.message
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(12)
            font.bold: true
            color: Theme.messageColour(root.game.messageKind)
        }
        AuctionBar {
            id: auction
            Layout.fillWidth: true
            game: root.game
        }
        Flow {
            objectName: "actionButtons"
            Layout.fillWidth: true
            visible: root.mine
            spacing: Theme.px(6)
            Repeater {
                id: buttons
                model: root.game.actionsModel
                MButton {
                    id: button
                    required property int index
                    required property string label
                    required property bool main
                    required property int colour
                    required property string name
                    objectName: "act_" + name
                    text: label
                    font.pixelSize: Theme.px(13)
                    leftPadding: button.colour >= 0 ? Theme.px(20) : Theme.px(12)
                    primary: button.main
                    onClicked: root.game.act(index)
                    ResourceChip {     // a colour to choose: its chip on the button
                        visible: button.colour >= 0
                        anchors { left: parent.left; verticalCenter: parent.verticalCenter; leftMargin: Theme.px(5) }
                        colourIndex: Math.max(0, button.colour)
                        size: Theme.px(12)
                    }
                }
            }
            MButton {
                objectName: "tradeButton"
                visible: root.game.canTrade
                text: qsTr("Trade… (T)")
                font.pixelSize: Theme.px(13)
                onClicked: root.game.tradeBegin()
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: root.mine && root.game.guide !== ""
            Layout.fillWidth: true
            text: root.game.guide
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(11)
            color: Theme.inkSoft
        }
    }
}
