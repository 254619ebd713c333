pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// A tooltip over its parent whose text is shown as written: Qt's own ToolTip reads its text as
// markup when it looks like some, and a name or a card's name from a file may. Made when first
// shown, so a board with many cards makes none until one is hovered. Made or changed under a
// still pointer (the decision changed: a new turn), it waits for the pointer to move: a tip
// left there popped up over the prompt at the start of one's turn.
Item {
    id: root
    property bool shown: false      // hovered: shown once the pointer has moved (below)
    property bool focused: false    // reached with the keyboard: shown at once
    property string text: ""
    property int delay: 0
    property var decision           // what the tip is about (a prompt): when it changes, hide
    property int movesAt        // the pointer's moves when it was made or the decision changed
    anchors.fill: parent
    Component.onCompleted: movesAt = Theme.pointerMoves     // a snapshot, not a binding
    onDecisionChanged: movesAt = Theme.pointerMoves

    Loader {
        active: root.text !== "" && (root.focused || root.shown && Theme.pointerMoves > root.movesAt)
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
