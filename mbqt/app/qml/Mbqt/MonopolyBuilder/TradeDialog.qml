pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// An offer to another player, built by clicking: choose the player, then what each side puts
// in (money, resources, deeds, kept cards). The engine checks the offer; the other player
// accepts or refuses it.
Rectangle {
    id: root
    required property MonopolyBuilderController game
    readonly property var trade: game.trade

    objectName: "tradeDialog"
    visible: trade.open === true
    radius: Theme.px(10)
    color: Theme.paper
    border.color: Theme.gold
    border.width: Theme.line(3)
    implicitHeight: col.implicitHeight + Theme.px(20)

    Keys.onEscapePressed: game.tradeClose()
    onVisibleChanged: if (visible) offerButton.forceActiveFocus(Qt.TabFocusReason)

    MouseArea { anchors.fill: parent; hoverEnabled: true }   // clicks and hovers stay in the dialog

    ColumnLayout {
        id: col
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(10) }
        spacing: Theme.px(8)
        Text {
            textFormat: Text.PlainText
            text: qsTr("Offer a trade")
            font.pixelSize: Theme.px(18)
            font.bold: true
            font.family: Theme.serif
            color: Theme.ink
        }
        RowLayout {
            spacing: Theme.px(6)
            Text {
                textFormat: Text.PlainText
                text: qsTr("With:")
                font.pixelSize: Theme.px(13)
                color: Theme.inkSoft
            }
            Repeater {
                model: root.trade.partners || []
                MButton {
                    required property var modelData
                    objectName: "tradePartner_" + modelData.seat
                    text: modelData.name
                    primary: modelData.seat === root.trade.partner
                    onClicked: root.game.tradePartner(modelData.seat)
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(12)
            TradeSide {
                Layout.fillWidth: true
                Layout.preferredWidth: 10
                Layout.alignment: Qt.AlignTop
                game: root.game
                side: 0
                content: (root.trade.sides || [])[0] || ({})
            }
            Rectangle {
                Layout.fillHeight: true
                implicitWidth: 1
                color: Theme.rule
            }
            TradeSide {
                Layout.fillWidth: true
                Layout.preferredWidth: 10
                Layout.alignment: Qt.AlignTop
                game: root.game
                side: 1
                content: (root.trade.sides || [])[1] || ({})
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "tradeWhy"
            Layout.fillWidth: true
            visible: text !== ""
            text: root.trade.why || ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(12)
            font.bold: true
            color: Theme.danger
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Click a chip to add one, a deed or a card to add or remove it.")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(11)
                color: Theme.inkSoft
            }
            MButton {
                objectName: "tradeCancel"
                text: qsTr("Cancel (Esc)")
                onClicked: root.game.tradeClose()
            }
            MButton {
                id: offerButton
                objectName: "tradeOffer"
                primary: true
                enabled: root.trade.ready === true
                text: qsTr("Make the offer ⏎")
                onClicked: root.game.tradeSubmit()      // Return too, wherever the focus is (Board)
            }
        }
    }
}
