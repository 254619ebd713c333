pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// A tooltip over its parent whose text is shown as written: Qt's own ToolTip reads its text as
// markup when it looks like some, and a name or a card's name from a file may. Made when first
// shown, so a board with many cards makes none until one is hovered.
Item {
    id: root
    property bool shown: false
    property string text: ""
    property int delay: 0
    anchors.fill: parent

    Loader {
        active: root.shown && root.text !== ""
        sourceComponent: ToolTip {
            id: tip
            parent: root
            visible: true
            delay: root.delay
            text: root.text
            contentItem: Text {
                textFormat: Text.PlainText
                text: tip.text
                font: tip.font
                wrapMode: Text.Wrap
                color: tip.palette.toolTipText
            }
        }
    }
}
