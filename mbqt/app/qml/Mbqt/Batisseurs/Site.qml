pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Les Bâtisseurs: a building under construction at a builder's place: what its workers
// produce against what it needs, the workers on it, and, while a worker of the team is
// chosen, what sending it here would cost and whether that finishes the building.
Rectangle {
    id: root
    property string cardId: ""
    property string name: ""
    property int reward: 0
    property int points: 0
    property var requires: []
    property var produced: []
    property RowsModel workers: null
    property var letters: []
    property var resourceNames: []
    property bool target: false          // the chosen worker may be sent here
    property int sendActions: 0
    property int sendCost: 0
    property bool completes: false
    signal clicked()

    implicitWidth: Math.max(Theme.px(150), content.implicitWidth + Theme.px(12))
    implicitHeight: content.implicitHeight + Theme.px(10)
    radius: Theme.px(6)
    color: root.target ? Theme.highlight : Theme.parchment
    border.color: root.target ? Theme.gold : Theme.rule
    border.width: root.target ? Theme.px(3) : Math.max(1, Theme.px(1))
    activeFocusOnTab: root.target || activeFocus     // (Qt refuses to drop it while focused)
    FocusRing { owner: root }
    Keys.onSpacePressed: root.clicked()

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Site %1").arg(root.name)

    MouseArea {
        anchors.fill: parent
        cursorShape: root.target ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }

    ColumnLayout {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(5) }
        spacing: Theme.px(2)
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(5)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: root.name
                font.pixelSize: Theme.px(12)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                text: (root.reward > 0 ? qsTr("%1 écus").arg(root.reward) + " · " : "") + qsTr("%1 VP").arg(root.points)
                font.pixelSize: Theme.px(10)
                color: Theme.inkSoft
            }
        }
        ResourceChips {
            size: Theme.px(16)
            amounts: root.requires
            have: root.produced
            letters: root.letters
            names: root.resourceNames
        }
        Flow {
            Layout.fillWidth: true
            visible: root.workers !== null && root.workers.count > 0
            spacing: Theme.px(3)
            Repeater {
                model: root.workers
                Rectangle {
                    id: worker
                    required property var modelData
                    width: workerLine.implicitWidth + Theme.px(6)
                    height: Math.max(15, Theme.px(15))
                    radius: Theme.px(3)
                    color: Colours.unit(worker.modelData.machine ? "machine" : worker.modelData.kind)
                    // Its cost on a coin (2 an apprentice... 5 a master, as on its card), so its
                    // type is told by more than its colour; then its card.
                    Row {
                        id: workerLine
                        anchors.centerIn: parent
                        spacing: Theme.px(2)
                        Rectangle {
                            visible: worker.modelData.cost > 0
                            anchors.verticalCenter: parent.verticalCenter
                            width: Math.max(13, Theme.px(13))
                            height: width
                            radius: width / 2
                            color: Theme.gold
                            border.color: Theme.goldEdge
                            Text {
                                textFormat: Text.PlainText
                                anchors.centerIn: parent
                                text: worker.modelData.cost
                                font.pixelSize: Theme.legible(9)
                                font.bold: true
                                color: Theme.ink
                            }
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.verticalCenter: parent.verticalCenter
                            text: worker.modelData.cardId
                            font.pixelSize: Theme.px(9)
                            font.bold: true
                            color: Theme.colourInk
                        }
                    }
                    HoverHandler { id: workerHover }
                    PlainTip {
                        shown: workerHover.hovered
                        text: worker.modelData.name + " " + worker.modelData.cardId
                    }
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: root.target
            Layout.fillWidth: true
            text: qsTr("Send here: %1, %2").arg(qsTr("%n action(s)", "", root.sendActions))
                  .arg(qsTr("%n écu(s)", "", root.sendCost)) + (root.completes ? " — " + qsTr("finishes it!") : "")
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.px(11)
            font.bold: true
            color: root.completes ? Theme.good : Theme.ink
        }
    }
}
