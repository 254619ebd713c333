pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Les Bâtisseurs: one builder's place at the table: écus, victory points, the first-player
// card, the team of free workers and machines, the sites with their workers, and the
// buildings finished. The player at the device chooses a worker here, then a site.
Rectangle {
    id: root
    required property BatisseursController game
    required property int seat
    required property string name
    required property int colour
    required property int symbol
    required property string kindLabel
    required property int money
    required property int points
    required property bool isStart
    required property bool isTurn
    required property bool isViewer
    required property RowsModel team
    required property RowsModel sites
    required property var built
    readonly property bool acting: isViewer && isTurn && game.humanTurn

    // A worker of the team chosen: the keyboard focus goes on to the first site it may be
    // sent to (Tab walks the others), not back to the top of the board with the team's
    // cards remade. Once the sites are remade too (and never after the panel is gone).
    readonly property int chosenUnit: acting ? game.selectedUnit : -1
    onChosenUnitChanged: if (chosenUnit >= 0) siteFocus.restart()
    Timer {
        id: siteFocus
        interval: 0
        onTriggered: {
            for (let i = 0; i < siteRepeater.count; ++i) {
                const site = siteRepeater.itemAt(i) as Site
                if (site && site.target) {
                    site.forceActiveFocus(Qt.TabFocusReason)
                    return
                }
            }
        }
    }

    implicitHeight: content.implicitHeight + Theme.px(18)
    radius: Theme.px(8)
    color: isViewer ? Theme.viewer : Theme.paper
    border.color: isTurn ? Theme.gold : Qt.darker(Theme.seatColour(colour), 1.2)
    border.width: isTurn ? Theme.px(4) : Theme.px(2)
    objectName: "player_" + seat
    clip: true

    Rectangle {   // the seat's colour as a strip along the top
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: root.border.width }
        height: Theme.px(5)
        radius: root.radius
        color: Theme.seatColour(root.colour)
    }

    ColumnLayout {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(8) }
        anchors.topMargin: Theme.px(10)
        spacing: Theme.px(4)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            SeatSymbol {
                symbol: root.symbol
                colour: root.colour
                size: Theme.px(20)
            }
            SeatTitle {
                Layout.fillWidth: true
                name: root.name
                kindLabel: root.kindLabel
            }
            Rectangle {      // the first-player card
                visible: root.isStart
                implicitWidth: firstText.implicitWidth + Theme.px(8)
                implicitHeight: Theme.px(18)
                radius: Theme.px(3)
                color: Theme.wood
                Text {
                    id: firstText
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: qsTr("1st")
                    font.pixelSize: Theme.px(10)
                    font.bold: true
                    color: Theme.goldSoft
                }
                HoverHandler { id: firstHover }
                PlainTip {
                    shown: firstHover.hovered
                    text: qsTr("First player: each round starts with this builder")
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(12)
            Text {
                textFormat: Text.PlainText
                objectName: "ecus_" + root.seat
                text: qsTr("%1 écus").arg(root.money)
                font.pixelSize: Theme.px(17)
                font.bold: true
                font.family: Theme.serif
                color: Theme.coin
            }
            Text {
                textFormat: Text.PlainText
                objectName: "points_" + root.seat
                text: qsTr("%1 VP").arg(root.points)
                font.pixelSize: Theme.px(17)
                font.bold: true
                font.family: Theme.serif
                color: Theme.good
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: root.built.length > 0
                text: qsTr("%n finished", "", root.built.length)
                font.pixelSize: Theme.px(11)
                color: Theme.inkSoft
                elide: Text.ElideRight
                HoverHandler { id: builtHover }
                PlainTip {
                    shown: builtHover.hovered
                    text: root.built.map(b => b.name + " (" + qsTr("%1 VP").arg(b.points) + ")").join("\n")
                }
            }
        }

        Text {
            textFormat: Text.PlainText
            text: qsTr("Team")
            font.pixelSize: Theme.px(11)
            font.bold: true
            color: Theme.inkSoft
        }
        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(4)
            Repeater {
                model: root.team
                UnitCard {
                    required property var modelData
                    objectName: "unit_" + modelData.cardId
                    small: true
                    cardId: modelData.cardId
                    name: modelData.name
                    kind: modelData.kind
                    machine: modelData.machine
                    cost: modelData.cost
                    produces: modelData.produces
                    letters: root.game.resourceLetters
                    resourceNames: root.game.resourceNames
                    selected: modelData.selected
                    // (=== true: a card gone keeps its delegate until deleted, with its row's data gone)
                    active: root.acting && modelData.sendable === true
                    onClicked: if (root.acting) root.game.selectUnit(modelData.unit)
                }
            }
            Text {
                textFormat: Text.PlainText
                visible: root.team.count === 0
                text: qsTr("all at work")
                font.pixelSize: Theme.px(11)
                font.italic: true
                color: Theme.inkSoft
            }
        }

        Text {
            textFormat: Text.PlainText
            text: qsTr("Sites")
            font.pixelSize: Theme.px(11)
            font.bold: true
            color: Theme.inkSoft
        }
        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(4)
            Repeater {
                id: siteRepeater
                model: root.sites
                Site {
                    required property var modelData
                    objectName: "site_" + modelData.cardId
                    cardId: modelData.cardId
                    name: modelData.name
                    reward: modelData.reward
                    points: modelData.points
                    requires: modelData.requires
                    produced: modelData.produced
                    workers: modelData.workers
                    letters: root.game.resourceLetters
                    resourceNames: root.game.resourceNames
                    target: root.acting && modelData.target === true     // (as the team's: a site gone)
                    sendActions: modelData.sendActions
                    sendCost: modelData.sendCost
                    completes: modelData.completes
                    onClicked: if (root.acting) root.game.sendTo(modelData.index)
                }
            }
            Text {
                textFormat: Text.PlainText
                visible: root.sites.count === 0
                text: qsTr("no site open")
                font.pixelSize: Theme.px(11)
                font.italic: true
                color: Theme.inkSoft
            }
        }
    }
}
