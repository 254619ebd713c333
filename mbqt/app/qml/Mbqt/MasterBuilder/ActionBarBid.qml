pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Phase 2: raise or pass in the auction. A row of ActionBar.qml, loaded by file name when
// this decision comes: its spin box (and the Basic style's text menu it brings) is not among
// the types the board's first frame waits for. Its texts keep ActionBar's context.
RowLayout {
    id: row
    required property ActionBar bar
    spacing: Theme.px(8)
    MoneySpin {
        id: raise
        stepSize: row.bar.game.moneyStep
        objectName: "raiseBid"
        from: row.bar.game.bidMin
        to: row.bar.game.bidMax
    }
    MButton {
        id: raiseButton
        objectName: "raiseButton"
        primary: true
        text: qsTranslate("ActionBar", "Raise ⏎")
        onClicked: row.bar.confirm()
    }
    MButton {
        objectName: "bidPassButton"
        text: qsTranslate("ActionBar", "Pass (P)")
        onClicked: row.bar.game.passTurn()
    }
    Connections {
        target: row.bar
        function onConfirmRequested() {
            row.bar.game.bid(raise.commit())
        }
        function onFocusRequested() {
            raiseButton.forceActiveFocus(Qt.TabFocusReason)
        }
    }
}
