pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// One side of a trade offer being built: what one player puts in. Each resource chip adds
// one of that colour (the − under it takes one back), each deed and kept card is a toggle,
// and the money goes by the game's step.
ColumnLayout {
    id: root
    required property MonopolyBuilderController game
    required property int side            // 0: what the offering player gives, 1: what they get
    property var content: ({})
    spacing: Theme.px(5)

    Text {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        text: qsTr("%1 gives").arg(root.content.name || "")
        font.pixelSize: Theme.px(14)
        font.bold: true
        font.family: Theme.serif
        color: Theme.ink
        elide: Text.ElideRight
    }
    Stepper {
        id: money
        objectName: "tradeMoney_" + root.side
        from: 0
        to: root.content.maxMoney || 0
        step: root.game.tradeMoneyStep
        onValueChanged: if (value !== (root.content.money || 0)) root.game.tradeMoney(root.side, value)
    }
    // The draft's money, also when it changes behind the stepper's back (another partner, the
    // dialog opened again): − and + assign the value, which would break a plain binding.
    Binding {
        target: money
        property: "value"
        value: root.content.money || 0
    }
    Row {
        spacing: Theme.px(6)
        Repeater {
            model: 4
            Column {
                id: colour
                required property int index
                readonly property int chosen: (root.content.resources || [])[index] || 0
                readonly property int held: (root.content.have || [])[index] || 0
                spacing: 2
                ResourceChip {
                    objectName: "tradeChip_" + root.side + "_" + colour.index
                    anchors.horizontalCenter: parent.horizontalCenter
                    colourIndex: colour.index
                    count: colour.chosen
                    size: Theme.px(28)
                    dim: colour.held === 0
                    MouseArea {
                        anchors.fill: parent
                        onClicked: root.game.tradeResource(root.side, colour.index, 1)
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("of %1").arg(colour.held)
                    font.pixelSize: Theme.px(10)
                    color: Theme.inkSoft
                }
                MButton {
                    objectName: "tradeLess_" + root.side + "_" + colour.index
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Theme.px(26)
                    height: Theme.px(20)
                    padding: 0
                    leftPadding: 0
                    rightPadding: 0
                    text: "\u2212"
                    enabled: colour.chosen > 0
                    onClicked: root.game.tradeResource(root.side, colour.index, -1)
                    Accessible.name: qsTr("One less")
                }
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.px(3)
        Repeater {
            model: root.content.deeds || []
            DeedTag {
                id: tag
                required property var modelData
                objectName: "tradeDeed_" + root.side + "_" + modelData.id
                name: modelData.name
                groupId: modelData.groupId
                dice: modelData.dice
                resource: modelData.resource
                mortgaged: modelData.mortgaged
                tip: modelData.tip
                active: true
                border.color: modelData.chosen ? Theme.selected : Theme.edge
                border.width: modelData.chosen ? Theme.px(3) : 1
                scale: modelData.chosen ? 1.12 : 1
                onClicked: root.game.tradeDeed(root.side, modelData.id)
            }
        }
        Repeater {
            model: root.content.cards || []
            MButton {
                required property var modelData
                objectName: "tradeCard_" + root.side + "_" + modelData.index
                font.pixelSize: Theme.px(11)
                text: (modelData.chosen ? "\u2713 " : "") + modelData.short
                primary: modelData.chosen
                onClicked: root.game.tradeCard(root.side, modelData.index)
            }
        }
    }
}
