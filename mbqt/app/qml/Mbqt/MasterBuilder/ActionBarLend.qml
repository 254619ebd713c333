pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Phase 4 (variant Loaning workers): offer an idle worker at a price, or stop lending. A row
// of ActionBar.qml, loaded by file name when this decision comes: its combo box and spin box
// are not among the types the board's first frame waits for. Its texts keep ActionBar's context.
RowLayout {
    id: row
    required property ActionBar bar
    spacing: Theme.px(8)
    MComboBox {
        id: lendChoice
        objectName: "lendChoice"
        implicitWidth: Theme.px(260)
        onCountChanged: if (currentIndex < 0 && count > 0) currentIndex = 0
        font.pixelSize: Theme.px(13)
        model: row.bar.game.lendModel
        textRole: "label"
        Accessible.name: qsTranslate("ActionBar", "Worker and borrower")
    }
    MoneySpin {
        id: lendPrice
        stepSize: row.bar.game.moneyStep
        from: 0
        to: row.bar.game.lendMax(lendChoice.currentIndex)
    }
    MButton {
        text: qsTranslate("ActionBar", "Offer")
        enabled: lendChoice.currentIndex >= 0
        onClicked: row.bar.game.lendAt(lendChoice.currentIndex, lendPrice.commit())
    }
    MButton {
        text: qsTranslate("ActionBar", "Done lending (P)")
        onClicked: row.bar.game.passTurn()
    }
    Connections {
        target: row.bar
        function onFocusRequested() {
            lendChoice.forceActiveFocus(Qt.TabFocusReason)
        }
    }
}
