pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Les Bâtisseurs : Moyen Âge: the round, whose turn it is and the actions left, the table
// (Table), and the end of the game. Nothing on this table is secret: in hot-seat the
// board simply follows the player whose turn it is.
Rectangle {
    id: root
    required property AppController app
    required property BatisseursController game
    color: Theme.parchment
    objectName: "board"

    signal saveRequested()

    // Keyboard. Tab / Shift+Tab walk the board in reading order (the top bar, the buildings
    // and workers on offer, the action bar, the log, the builders' places); Space takes the
    // focused card or presses the focused button; a worker of your team, then a site,
    // sends it to work; Return ends the turn; 1, 2, 3... take écus for that many actions;
    // Esc lets go of the chosen worker; S shows the computer players' moves at once.
    readonly property bool covered: game.over
    readonly property string decision: game.humanTurn && !covered
        ? [game.decisionSeat, game.round, game.freeActions, game.actionsPlayed].join("/") : ""
    onDecisionChanged: if (decision !== "") focusTimer.restart()
    Timer {     // once the decision's views are updated (and never after the board is gone)
        id: focusTimer
        interval: 0
        onTriggered: table.focusDecision()
    }

    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: !root.covered
        onActivated: root.game.endTurn()
    }
    Repeater {
        model: root.game.takeOptions
        Item {
            id: takeKey
            required property var modelData
            Shortcut {
                sequence: String(takeKey.modelData.actions)
                enabled: root.game.humanTurn && !root.covered
                onActivated: root.game.takeEcus(takeKey.modelData.actions)
            }
        }
    }
    Shortcut {
        sequence: "Escape"
        enabled: root.game.selectedUnit >= 0 && !root.game.hintShown     // the hint's Esc first
        onActivated: root.game.selectUnit(root.game.selectedUnit)
    }
    Shortcut {
        sequence: "S"
        enabled: root.game.aiPending
        onActivated: root.game.skipAi()
    }
    Shortcut {
        sequences: [StandardKey.Save]
        onActivated: root.saveRequested()
    }
    Shortcut {
        sequences: [StandardKey.Undo]
        onActivated: root.game.undo()
    }
    Shortcut {
        sequences: [StandardKey.Redo]
        onActivated: root.game.redo()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(8)
        spacing: Theme.px(6)
        enabled: !root.covered

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: false
            Layout.preferredHeight: Theme.px(40)
            spacing: Theme.px(8)
            Rectangle {
                Layout.preferredWidth: roundText.implicitWidth + Theme.px(20)
                Layout.fillHeight: true
                radius: Theme.px(6)
                color: Theme.wood
                border.color: Theme.gold
                Text {
                    id: roundText
                    textFormat: Text.PlainText
                    objectName: "roundLabel"
                    anchors.centerIn: parent
                    text: qsTr("Round %1").arg(root.game.round)
                    color: Theme.goldSoft
                    font.pixelSize: Theme.px(16)
                    font.family: Theme.serif
                    font.bold: true
                }
            }
            Rectangle {
                visible: root.game.lastRound
                Layout.preferredWidth: lastText.implicitWidth + Theme.px(16)
                Layout.fillHeight: true
                radius: Theme.px(6)
                color: Theme.danger
                Text {
                    id: lastText
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: qsTr("Last round")
                    color: Theme.colourInk
                    font.pixelSize: Theme.px(14)
                    font.bold: true
                }
            }
            // Whose turn, and the free actions left as pips.
            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: Theme.px(6)
                color: Theme.paper
                border.color: Theme.rule
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: Theme.px(8)
                    anchors.rightMargin: Theme.px(8)
                    spacing: Theme.px(6)
                    SeatSymbol {
                        visible: root.game.decisionSeat >= 0
                        symbol: root.game.decisionSymbol
                        colour: root.game.decisionColour
                        size: Theme.px(18)
                    }
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: root.game.over ? qsTr("The game is over")
                              : qsTr("%1's turn").arg(root.game.decisionName)
                        font.pixelSize: Theme.px(14)
                        font.bold: true
                        font.family: Theme.serif
                        color: Theme.ink
                        // A long name ("À Adelheid von Hohenstaufen de jouer") shrinks a
                        // little, then goes on two lines, rather than losing its end.
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: Theme.px(11)
                        elide: Text.ElideRight
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: !root.game.over
                        text: qsTr("free actions")
                        font.pixelSize: Theme.px(12)
                        color: Theme.inkSoft
                    }
                    Repeater {
                        model: root.game.over ? 0 : root.game.freeActionsPerTurn
                        Rectangle {
                            required property int index
                            width: Theme.px(14)
                            height: width
                            radius: width / 2
                            color: index < root.game.freeActions ? Theme.gold : "transparent"
                            border.color: Theme.wood
                            border.width: Theme.line(2)
                        }
                    }
                }
            }
            BoardBar {
                Layout.fillHeight: true
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                app: root.app
                game: root.game
                onSaveRequested: root.saveRequested()
            }
        }

        Table {
            id: table
            Layout.fillWidth: true
            Layout.fillHeight: true
            game: root.game
        }
    }
}
