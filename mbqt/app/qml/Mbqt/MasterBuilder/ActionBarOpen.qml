pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Phase 2: open an auction at an amount, or decline. A row of ActionBar.qml, loaded by file
// name when this decision comes: its spin box (and the Basic style's text menu it brings) is
// not among the types the board's first frame waits for. Its texts keep ActionBar's context.
RowLayout {
    id: row
    required property ActionBar bar
    spacing: Theme.px(8)
    Text {
        textFormat: Text.PlainText
        text: row.bar.contract >= 0 ? qsTranslate("ActionBar", "Contract %1, opening bid:").arg(row.bar.contract)
                                    : qsTranslate("ActionBar", "Click a contract on display.")
        font.pixelSize: Theme.px(14)
        color: Theme.ink
    }
    MoneySpin {
        id: openBid
        stepSize: row.bar.game.moneyStep
        objectName: "openBid"
        visible: row.bar.contract >= 0
        from: row.bar.game.openRange(row.bar.contract)[0]
        to: row.bar.game.openRange(row.bar.contract)[1]
    }
    MButton {
        objectName: "openButton"
        primary: true
        enabled: row.bar.contract >= 0
        text: qsTranslate("ActionBar", "Open auction ⏎")
        onClicked: row.bar.confirm()
    }
    MButton {
        objectName: "declineButton"
        visible: row.bar.game.canPass
        text: qsTranslate("ActionBar", "Decline (P)")
        onClicked: row.bar.game.passTurn()
    }
    Connections {
        target: row.bar
        function onConfirmRequested() {
            if (row.bar.contract >= 0)
                row.bar.game.openAuction(row.bar.contract, openBid.commit())
        }
        // Another contract chosen: its opening bid starts at its minimum bid.
        function onContractChanged() { openBid.value = row.bar.game.openRange(row.bar.contract)[0] }
    }
}
