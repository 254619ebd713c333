pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Phase 1: the worker to fire, and Fire. Part of ActionBar.qml's hiring row, loaded by file
// name when there is someone to fire: its combo box (and the Basic style's text menu it
// brings) is not among the types the board's first frame waits for. Its texts keep
// ActionBar's translation context.
RowLayout {
    id: row
    required property MasterBuilderController game
    spacing: Theme.px(8)
    MComboBox {
        id: fireChoice
        objectName: "fireChoice"
        // As wide as the chosen worker's line when there is room, else its line wraps.
        Layout.fillWidth: true
        Layout.minimumWidth: Theme.px(120)
        Layout.maximumWidth: implicitWidth
        font.pixelSize: Theme.px(13)
        model: row.game.fireOptions
        textRole: "label"
        valueRole: "index"
        Accessible.name: qsTranslate("ActionBar", "Worker to fire")
        HoverHandler { id: fireHover }
        PlainTip {              // what the chosen worker's quirks expose it to
            shown: fireHover.hovered && !fireChoice.popup.visible
            text: fireChoice.currentIndex >= 0 ? row.game.fireOptions[fireChoice.currentIndex].tip : ""
            delay: 300
            decision: row.game.prompt
        }
    }
    MButton {
        objectName: "fireButton"
        danger: true
        text: qsTranslate("ActionBar", "Fire")
        onClicked: row.game.fire(fireChoice.currentValue)
    }
}
