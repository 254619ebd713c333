pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Monopoly Builder: the top bar (whose turn, the notice that the board is reconstructed, the
// shell's buttons), the table (Table), the trade dialog over it, and the keys. Everything on
// this table is public: in hot-seat the board simply follows the player whose turn it is.
Rectangle {
    id: root
    required property AppController app
    required property MonopolyBuilderController game
    color: Theme.parchment
    objectName: "board"

    signal saveRequested()

    // Keyboard (the rules reference's "Playing with the keyboard"). Return presses the main
    // button (roll, end the turn; where there is none, the focused one), bids in an auction or makes the trade dialog's offer; B buys,
    // A auctions, + raises the bid, P passes, T opens the trade dialog, Esc closes it, S shows
    // the computer players' moves.
    readonly property bool covered: game.over
    readonly property bool dialog: game.trade.open === true
    readonly property string decision: game.humanTurn && !covered ? game.decisionKey : ""
    onDecisionChanged: if (decision !== "") focusTimer.restart()
    Timer {     // once the decision's views are updated (and never after the board is gone)
        id: focusTimer
        interval: 0
        onTriggered: if (!root.dialog) table.focusDecision()
    }

    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: !root.covered && !root.dialog
        onActivated: root.game.auction.canBid === true ? table.bid() : (root.game.pressMain() || table.pressFocused())
    }
    Shortcut {
        sequence: "B"
        enabled: root.game.humanTurn && !root.dialog
        onActivated: root.game.pressNamed("buy")
    }
    Shortcut {
        sequence: "A"
        enabled: root.game.humanTurn && !root.dialog
        onActivated: root.game.pressNamed("auction")
    }
    Shortcut {
        sequences: ["+", "="]
        enabled: root.game.auction.canBid === true && !root.dialog
        onActivated: table.raise()
    }
    Shortcut {
        sequence: "P"
        enabled: root.game.auction.canBid === true && !root.dialog
        onActivated: root.game.passBid()
    }
    Shortcut {
        sequence: "T"
        enabled: root.game.canTrade && !root.dialog
        onActivated: root.game.tradeBegin()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: root.dialog && root.game.trade.ready === true
        onActivated: root.game.tradeSubmit()
    }
    Shortcut {
        sequence: "Escape"
        enabled: root.dialog && !root.game.hintShown        // the hint's Esc first
        onActivated: root.game.tradeClose()
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
                        objectName: "turnLabel"
                        text: root.game.over ? qsTr("The game is over")
                              : qsTr("%1's turn").arg(root.game.decisionName)
                        font.pixelSize: Theme.px(14)
                        font.bold: true
                        font.family: Theme.serif
                        color: Theme.ink
                        // A long name ("Adelheid von Hohenstaufen") takes two lines, then a
                        // smaller size; elided only past that.
                        Layout.fillHeight: true
                        Layout.maximumWidth: Theme.px(220)
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.WordWrap
                        lineHeight: 0.9
                        fontSizeMode: Text.Fit
                        minimumPixelSize: Theme.px(9)
                        elide: Text.ElideRight
                    }
                    // The board is a reconstruction and the game an unofficial adaptation.
                    Text {
                        textFormat: Text.PlainText
                        objectName: "notice"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        text: root.game.notice
                        horizontalAlignment: Text.AlignRight
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.WordWrap
                        fontSizeMode: Text.Fit         // two short lines, smaller if the language needs it
                        lineHeight: 0.9
                        font.pixelSize: Theme.px(11)
                        minimumPixelSize: 7
                        font.italic: true
                        color: Theme.inkSoft
                        HoverHandler { id: noticeHover }
                        PlainTip {
                            shown: noticeHover.hovered
                            text: root.game.notice
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

    // The trade dialog, over the table (a veil keeps the clicks off it).
    Rectangle {
        anchors.fill: parent
        visible: root.dialog
        color: Theme.scrim
        MouseArea { anchors.fill: parent; hoverEnabled: true }   // nor the tooltips
    }
    TradeDialog {
        game: root.game
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.px(40), Theme.px(720))
    }
}
