pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// One player's place: money, points, resources by colour, building blocks left, deeds (a
// click mortgages or lifts the mortgage when the engine allows it), kept Chance cards (a
// click plays one), jail or bankruptcy, and the reference card.
Rectangle {
    id: root
    required property MonopolyBuilderController game
    required property int seat
    required property string name
    required property int colour
    required property int symbol
    required property string kindLabel
    required property string token
    required property int ownResource
    required property int money
    required property int points
    required property var chips
    required property int blocks
    required property var deeds
    required property var cards
    required property RowsModel floors      // the reference card's: label, chips, affordable, next
    required property bool jailed
    required property bool bankrupt
    required property bool isTurn
    required property bool isViewer
    property bool interactive: true
    readonly property bool acting: interactive && isViewer && isTurn && game.humanTurn

    implicitHeight: content.implicitHeight + Theme.px(14)
    radius: Theme.px(8)
    color: isViewer ? Theme.viewer : Theme.paper
    border.color: isTurn ? Theme.gold : Qt.darker(Theme.seatColour(colour), 1.2)
    border.width: isTurn ? Theme.px(4) : Theme.px(2)
    objectName: "player_" + seat
    opacity: bankrupt ? 0.7 : 1
    clip: true

    Rectangle {   // the seat's colour as a strip along the top
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: root.border.width }
        height: Theme.px(4)
        color: Theme.seatColour(root.colour)
    }

    ColumnLayout {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(7) }
        anchors.topMargin: Theme.px(9)
        spacing: Theme.px(3)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(5)
            SeatSymbol {
                symbol: root.symbol
                colour: root.colour
                size: Theme.px(18)
            }
            SeatTitle {
                Layout.fillWidth: true
                name: root.name
                kindLabel: root.kindLabel
            }
            Rectangle {
                visible: root.jailed || root.bankrupt
                implicitWidth: tag.implicitWidth + Theme.px(8)
                implicitHeight: Theme.px(17)
                radius: Theme.px(3)
                color: root.bankrupt ? Theme.danger : Theme.wood
                Text {
                    id: tag
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: root.bankrupt ? qsTr("bankrupt") : qsTr("in jail")
                    font.pixelSize: Theme.px(10)
                    font.bold: true
                    color: Theme.colourInk
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Text {
                textFormat: Text.PlainText
                objectName: "money_" + root.seat
                text: Colours.money(root.money)
                font.pixelSize: Theme.px(16)
                font.bold: true
                font.family: Theme.serif
                color: Theme.coin
            }
            Text {
                textFormat: Text.PlainText
                objectName: "points_" + root.seat
                Layout.fillWidth: true
                text: qsTr("%n point(s)", "", root.points)
                font.pixelSize: Theme.px(13)
                font.bold: true
                color: Theme.good
                elide: Text.ElideRight
            }
        }

        // Resources by colour, then the token's own colour and the blocks left.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            ResourceRow {
                objectName: "resources_" + root.seat
                amounts: root.chips
                names: root.game.resourceNames
                size: Theme.px(19)
            }
            Item { Layout.fillWidth: true }
            ResourceChip {
                colourIndex: root.ownResource
                size: Theme.px(12)
                HoverHandler { id: ownHover }
                PlainTip {
                    shown: ownHover.hovered
                    text: qsTr("%1: own resource colour (a roll of 6 gives 2)").arg(root.token)
                }
            }
            Rectangle {
                implicitWidth: Theme.px(11)
                implicitHeight: Theme.px(11)
                color: Theme.seatColour(root.colour)
                border.color: Theme.edge
            }
            Text {
                textFormat: Text.PlainText
                objectName: "blocks_" + root.seat
                text: "\u00d7" + root.blocks
                font.pixelSize: Theme.px(11)
                color: Theme.inkSoft
                HoverHandler { id: blockHover }
                PlainTip {
                    shown: blockHover.hovered
                    text: qsTr("%n building block(s) left", "", root.blocks)
                }
            }
        }

        // The deeds and kept Chance cards.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(3)
            Repeater {
                model: root.deeds
                DeedTag {
                    required property var modelData
                    objectName: "deed_" + modelData.id
                    name: modelData.name
                    groupId: modelData.groupId
                    dice: modelData.dice
                    resource: modelData.resource
                    mortgaged: modelData.mortgaged
                    tip: modelData.tip
                    active: root.acting && modelData.toggle
                    onClicked: if (active) root.game.toggleMortgage(modelData.id)
                }
            }
            Repeater {
                model: root.cards
                Rectangle {
                    id: card
                    required property var modelData
                    objectName: "card_" + root.seat + "_" + modelData.index
                    implicitWidth: cardText.implicitWidth + Theme.px(8)
                    implicitHeight: Theme.px(20)
                    radius: Theme.px(3)
                    color: Colours.chancePaper
                    border.color: activeFocus ? Theme.focus : usable ? Theme.gold : Colours.orange
                    border.width: usable || activeFocus ? Theme.px(2) : 1
                    readonly property bool usable: root.acting && modelData.usable
                    activeFocusOnTab: usable || activeFocus
                    Keys.onSpacePressed: root.game.useCard(modelData.index)
                    Text {
                        id: cardText
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: card.modelData.short
                        font.pixelSize: Theme.px(10)
                        font.bold: true
                        color: Colours.chanceInk
                    }
                    MouseArea {
                        id: cardArea
                        anchors.fill: parent
                        hoverEnabled: true
                        onClicked: if (card.usable) root.game.useCard(card.modelData.index)
                    }
                    PlainTip {
                        shown: cardArea.containsMouse
                        text: card.modelData.text
                        delay: 300
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                visible: root.deeds.length === 0 && root.cards.length === 0
                text: qsTr("no deed yet")
                font.pixelSize: Theme.px(10)
                font.italic: true
                color: Theme.inkSoft
            }
        }

        ReferenceCard {
            Layout.fillWidth: true
            objectName: "reference_" + root.seat
            floors: root.floors
        }
    }
}
