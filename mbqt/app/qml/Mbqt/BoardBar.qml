import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The right of a board's top bar, the same in every game: the computer players' speed,
// undo and redo, a hint, save, the rules, settings and back to the title.
RowLayout {
    id: root
    required property AppController app
    required property GameController game
    signal saveRequested()

    spacing: Theme.px(8)

    // A button: its own width while there is room, a little narrower (its text shrinking)
    // when a longer translation would push the bar past the window's edge. Its own width is
    // its word's, not MButton's wider default: the phase track beside the bar needs the room.
    component BarButton: MButton {
        implicitWidth: Math.max(Theme.px(56), implicitContentWidth + leftPadding + rightPadding)
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        Layout.minimumWidth: Theme.px(60)
        leftPadding: Theme.px(6)
        rightPadding: Theme.px(6)
    }

    // The speed slider has no word beside it (the phase track needs that room in French):
    // its tooltip and accessible name say what it is.
    MSlider {
        id: speedSlider
        objectName: "speedSlider"
        Layout.preferredWidth: Theme.px(64)
        from: 0
        to: 4
        stepSize: 1
        snapMode: Slider.SnapAlways
        value: 4 - root.app.aiSpeed
        onMoved: root.app.aiSpeed = 4 - value
        Accessible.name: qsTr("Computer players' speed")
        PlainTip {
            shown: speedSlider.hovered
            focused: speedSlider.activeFocus
            text: qsTr("How fast computer players' moves are shown (right: instant)")
        }
    }
    BarButton {
        // Always clickable: when undo is not possible, a click says why (as the tooltip does).
        id: undoButton
        objectName: "undoButton"
        text: qsTr("Undo")
        // Faded when there is nothing to undo; not when the bar is disabled under an overlay:
        // disabled and faded, it was a blank box.
        opacity: root.game.canUndo || !enabled ? 1 : 0.55
        onClicked: root.game.undo()
        PlainTip {
            shown: undoButton.hovered
            text: root.game.canUndo ? qsTr("Take back your last action (Ctrl+Z)") : root.game.undoReason
        }
    }
    BarButton {
        objectName: "redoButton"
        // Always there (faded when there is nothing to redo): the phase track beside it
        // keeps its width when an action is taken back.
        opacity: root.game.canRedo || !enabled ? 1 : 0.55
        text: qsTr("Redo")
        onClicked: root.game.redo()
    }
    BarButton {
        // What the Hard player would do here, and why (HintPanel over the board).
        // A "?" rather than a word: the bar has no room left for one more in French at 1280x720.
        id: hintButton
        objectName: "hintButton"
        text: "?"
        implicitWidth: Theme.px(40)
        Layout.minimumWidth: Theme.px(40)
        Accessible.name: qsTr("Hint")
        enabled: root.game.canHint
        onClicked: root.game.hint()
        PlainTip {
            shown: hintButton.hovered
            text: qsTr("Hint: what the Hard player would do now, and why (H)")
        }
    }
    Shortcut {
        sequence: "H"
        enabled: root.game.canHint
        onActivated: root.game.hint()
    }
    BarButton {
        objectName: "boardSave"
        text: qsTr("Save")
        onClicked: root.saveRequested()
    }
    BarButton {
        objectName: "boardRules"
        text: qsTr("Rules")
        onClicked: root.app.show("rules")
    }
    BarButton {
        objectName: "boardSettings"
        text: qsTr("Settings")
        onClicked: root.app.show("settings")
    }
    BarButton {
        objectName: "leaveButton"
        text: qsTr("Title")
        onClicked: root.app.show("title")
    }
}
