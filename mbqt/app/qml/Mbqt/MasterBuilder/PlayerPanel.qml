pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// One seat's place at the table: money, wages, loans, workers (face down when
// unavailable), contracts with their built sections, and the mallet.
Rectangle {
    id: root
    required property MasterBuilderController game
    required property int seat
    required property string name
    required property int colour
    required property int symbol
    required property string kindLabel
    required property bool human
    required property int money
    required property int wageTotal
    required property int loansSmall
    required property int loansLarge
    required property bool isStart
    required property bool isTurn
    required property bool isViewer
    required property RowsModel workers
    required property RowsModel contracts
    required property int handCount
    required property bool planSubmitted

    implicitHeight: content.implicitHeight + Theme.px(18)
    radius: Theme.px(8)
    color: isViewer ? Theme.viewer : Theme.paper
    border.color: isTurn ? Theme.gold : Qt.darker(Theme.seatColour(colour), 1.2)
    border.width: isTurn ? Theme.px(4) : Theme.px(2)
    objectName: "player_" + seat

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
        spacing: Theme.px(3)

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
            Loader {        // the start player's only (a Shape: not made for every seat)
                active: root.isStart
                visible: active
                sourceComponent: Mallet {
                    size: Theme.px(20)
                    HoverHandler { id: malletHover }
                    PlainTip {
                        shown: malletHover.hovered
                        text: qsTr("Start player (the mallet)")
                    }
                }
            }
        }

        // Money, wages, loans, event cards held, the plan made: a line that wraps rather
        // than run past the panel's edge (four seats at 1024 pixels, loans of both kinds).
        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(10)
            Text {
                textFormat: Text.PlainText
                objectName: "money_" + root.seat
                text: Theme.money(root.money)
                font.pixelSize: Theme.px(17)
                font.bold: true
                font.family: Theme.serif
                color: root.money < root.wageTotal ? Theme.danger : Theme.good
                HoverHandler { id: moneyHover }
                PlainTip {          // why it is red (or green)
                    shown: moneyHover.hovered
                    objectName: "moneyTip_" + root.seat
                    text: root.money < root.wageTotal
                          ? qsTr("%1 is less than the wages, %2: in phase 5 they are paid from income, else with a loan.")
                            .arg(Theme.money(root.money)).arg(Theme.money(root.wageTotal))
                          : qsTr("%1 covers the wages, %2.").arg(Theme.money(root.money)).arg(Theme.money(root.wageTotal))
                    delay: 300
                }
            }
            Text {
                textFormat: Text.PlainText
                text: qsTr("wages %1").arg(Theme.money(root.wageTotal))
                font.pixelSize: Theme.px(12)
                color: Theme.inkSoft
            }
            Repeater {
                model: [root.loansSmall, root.loansLarge]
                Rectangle {
                    id: iou
                    required property int modelData
                    required property int index
                    visible: modelData > 0
                    implicitWidth: iouText.implicitWidth + Theme.px(10)
                    implicitHeight: Theme.px(20)
                    radius: Theme.px(3)
                    color: Theme.paper
                    border.color: Theme.danger
                    Text {
                        id: iouText
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: qsTr("IOU %1k").arg(Theme.thousands(root.game.loanReceive[iou.index]))
                              + (iou.modelData > 1 ? " ×" + iou.modelData : "")
                        font.pixelSize: Theme.px(11)
                        color: Theme.danger
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                visible: root.handCount > 0
                height: Theme.px(20)
                verticalAlignment: Text.AlignVCenter
                text: qsTr("%n event(s)", "", root.handCount)
                font.pixelSize: Theme.px(11)
                color: Theme.inkSoft
            }
            Text {
                textFormat: Text.PlainText
                visible: root.planSubmitted
                height: Theme.px(20)
                verticalAlignment: Text.AlignVCenter
                text: qsTr("plan made ✓")
                font.pixelSize: Theme.px(11)
                color: Theme.good
            }
            Repeater {
                model: root.isViewer ? root.game.repayable : []
                MButton {
                    required property int modelData
                    objectName: "repay_" + modelData
                    text: qsTr("Repay %1").arg(Theme.money(root.game.repayValues[modelData]))
                    font.pixelSize: Theme.px(11)
                    implicitHeight: Theme.px(24)
                    padding: Theme.px(2)
                    onClicked: root.game.repay(modelData)
                }
            }
        }

        // Selective events: the viewer's own event cards (the others see only how many). In
        // hot-seat they stay hidden until asked for (E), so that a public turn needs no cover.
        Flow {
            visible: root.isViewer && (root.game.handModel.count > 0 || root.game.privateHidden)
            Layout.fillWidth: true
            spacing: Theme.px(4)
            MButton {
                objectName: root.isViewer ? "showEvents" : ""
                visible: root.game.privateHidden || root.game.privatePeeked
                text: root.game.privateHidden ? qsTr("Show my events (E)") : qsTr("Hide my events (E)")
                font.pixelSize: Theme.px(11)
                implicitHeight: Theme.px(22)
                padding: Theme.px(2)
                onClicked: root.game.privateHidden ? root.game.showPrivate() : root.game.hidePrivate()
            }
            Repeater {
                model: root.isViewer ? root.game.handModel : null
                Rectangle {
                    id: handCard
                    objectName: "handCard"
                    required property string name
                    required property string effect
                    width: handText.implicitWidth + Theme.px(10)
                    height: Theme.px(20)
                    radius: Theme.px(3)
                    color: Colours.eventPaper
                    border.color: Colours.event
                    Text {
                        id: handText
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: handCard.name
                        font.pixelSize: Theme.px(11)
                        color: Theme.ink
                    }
                    HoverHandler { id: handHover }
                    PlainTip {
                        shown: handHover.hovered
                        text: handCard.effect
                    }
                }
            }
        }
        Flow {
            objectName: "workers_" + root.seat
            Layout.fillWidth: true
            spacing: Theme.px(3)
            Repeater {
                model: root.workers
                WorkerCard {
                    id: worker
                    required property var modelData
                    small: true
                    workerId: modelData.workerId
                    typeName: modelData.typeName
                    colour: modelData.colour
                    wage: modelData.wage
                    quirks: modelData.quirks
                    faceUp: modelData.faceUp
                    note: modelData.lentTo >= 0 ? qsTr("lent") : ""
                    HoverHandler { id: workerHover }
                    PlainTip {
                        shown: workerHover.hovered
                        text: worker.modelData.typeName + " " + worker.modelData.workerId + ", "
                              + Theme.money(worker.modelData.wage)
                              + (worker.modelData.faceUp ? "" : " — " + qsTr("unavailable this round (still paid)"))
                              + worker.modelData.quirks.map(q => "\n" + q.effect).join("")
                        delay: 400
                    }
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(4)
            Repeater {
                model: root.contracts
                ContractCard {
                    required property var modelData
                    objectName: "held_" + modelData.number
                    compact: true
                    number: modelData.number
                    name: modelData.name
                    kind: modelData.kind
                    price: modelData.price
                    minBid: modelData.minBid
                    sections: modelData.sections
                    builtCount: modelData.builtCount
                }
            }
        }
    }
}
