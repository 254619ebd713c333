pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// End of the game, over any game's board: the ranking with each seat's result counted line
// by line (the game's score_items, core/scoring.py), and its statistics.
// Leaving it takes a deliberate gesture (a click, or Tab to a button and Space): a Return
// meant for the last move, pressed twice, does not skip the results.
Rectangle {
    id: root
    required property AppController app
    readonly property GameController game: app.game
    color: Theme.scrim
    objectName: "endScreen"
    Accessible.role: Accessible.Dialog
    Accessible.name: root.game.endTitle
    property bool showStats: false

    MouseArea { anchors.fill: parent; hoverEnabled: true }   // the board behind shows no tooltip through it

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.px(40), Theme.px(880))
        height: box.implicitHeight + Theme.px(40)
        radius: Theme.px(10)
        color: Theme.paper
        border.color: Theme.gold
        border.width: Theme.line(4)
        ColumnLayout {
            id: box
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(20) }
            spacing: Theme.px(10)
            Text {
                objectName: "endTitle"
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignHCenter
                text: root.game.endTitle
                font.pixelSize: Theme.px(30)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            StatsPanel {
                Layout.fillWidth: true
                visible: root.showStats
                stats: root.showStats ? root.game.statistics : ({})
            }
            Flickable {
                id: sheet
                objectName: "resultSheet"
                visible: !root.showStats
                Layout.fillWidth: true
                // the whole sheet when it fits, else what the window leaves, scrolled
                Layout.preferredHeight: Math.min(ranking.implicitHeight, root.height - Theme.px(220))
                contentHeight: ranking.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: MScrollBar {      // shown while more lines lie below or above
                    policy: sheet.contentHeight > sheet.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                }
                ColumnLayout {
                    id: ranking
                    width: sheet.width - Theme.px(14)
                    spacing: Theme.px(8)
                    Repeater {
                        model: root.showStats ? null : root.game.resultsModel
                        ResultRow {
                            id: result
                            required property int rank
                            required name
                            required property int colour
                            required property int symbol
                            required total
                            required lines
                            required property bool winner
                            Layout.fillWidth: true
                            rankText: result.winner ? qsTr("%1 ♛").arg(result.rank) : String(result.rank)
                            seatColour: result.colour
                            seatSymbol: result.symbol
                            strong: result.winner
                        }
                    }
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.px(12)
                MButton {
                    id: again
                    objectName: "playAgain"
                    primary: true
                    text: qsTr("Play again")
                    onClicked: root.app.playAgain()
                }
                MButton {
                    objectName: "endStats"
                    text: root.showStats ? qsTr("Results") : qsTr("Statistics")
                    onClicked: root.showStats = !root.showStats
                }
                MButton {
                    objectName: "endReplay"
                    text: qsTr("Replay")
                    onClicked: root.app.replayCurrent()
                }
                MButton {
                    text: qsTr("Back to the title")
                    onClicked: root.app.show("title")
                }
            }
        }
    }
    // The focus on the screen itself, on no button: Tab reaches them.
    focus: true
    Component.onCompleted: forceActiveFocus()
}
