pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// Settings: the language, how fast computer players' moves are shown and how moves are
// animated, the confirmation of irreversible moves, and how the window looks (full screen,
// size, high contrast).
Rectangle {
    id: root
    required property AppController app
    color: Theme.parchment
    objectName: "settingsScreen"

    readonly property var speedNames: [qsTr("Instant"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow"), qsTr("Very slow")]
    readonly property var animationNames: [qsTr("Off", "animations"), qsTr("Fast", "animations"),
        qsTr("Normal", "animations"), qsTr("Slow", "animations")]

    Shortcut {
        sequence: "Escape"
        onActivated: root.app.back()
    }

    // The settings scroll when the interface is made large (they are centred while they fit);
    // the focused one is scrolled into view.
    Flickable {
        id: flick
        anchors.fill: parent
        contentHeight: column.implicitHeight + Theme.px(40)
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: MScrollBar {
            visible: flick.contentHeight > flick.height
            policy: ScrollBar.AlwaysOn
        }
        readonly property Item focused: root.Window.activeFocusItem
        onFocusedChanged: {
            if (!focused || contentHeight <= height)
                return
            const box = focused.mapToItem(contentItem, 0, 0, focused.width, focused.height)
            if (box.y < contentY)
                contentY = Math.max(0, box.y - Theme.px(20))
            else if (box.y + box.height > contentY + height)
                contentY = Math.min(contentHeight - height, box.y + box.height - height + Theme.px(20))
        }
    }
    ColumnLayout {
        id: column
        parent: flick.contentItem
        x: (root.width - width) / 2
        y: Math.max(Theme.px(20), (root.height - implicitHeight) / 2)
        width: Math.min(root.width - Theme.px(40), Theme.px(640))
        spacing: Theme.px(14)
        Text {
            textFormat: Text.PlainText
            text: qsTr("Settings")
            font.pixelSize: Theme.px(30)
            font.bold: true
            font.family: Theme.serif
            color: Theme.ink
        }
        Text {
            textFormat: Text.PlainText
            text: qsTr("Language")
            font.pixelSize: Theme.px(16)
            color: Theme.ink
        }
        RowLayout {
            spacing: Theme.px(8)
            Repeater {
                // Each language is named in itself, so it is found whatever language is showing.
                model: [{ code: "en", name: "English" }, { code: "fr", name: "Français" }]
                MButton {
                    required property var modelData
                    objectName: "language_" + modelData.code
                    text: modelData.name
                    primary: root.app.language === modelData.code
                    onClicked: root.app.language = modelData.code
                    Accessible.name: qsTr("Language: %1").arg(modelData.name)
                    // The screen opens with the focus, and its ring, on the language in use: a
                    // keyboard player knows where they are (it opened with nothing focused).
                    Component.onCompleted: if (primary) forceActiveFocus(Qt.TabFocusReason)
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            text: qsTr("Speed of the computer players' moves: %1").arg(root.speedNames[root.app.aiSpeed])
            font.pixelSize: Theme.px(16)
            color: Theme.ink
        }
        MSlider {
            objectName: "settingsSpeed"
            Layout.fillWidth: true
            from: 0
            to: 4
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: 4 - root.app.aiSpeed          // right: faster
            onMoved: root.app.aiSpeed = 4 - value
            Accessible.name: qsTr("Speed of the computer players' moves")
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("During a game, the Skip button (or the S key) shows the computer players' moves at once until your next turn.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(14)
            color: Theme.inkSoft
        }
        Text {
            textFormat: Text.PlainText
            text: qsTr("Moves animated on the board: %1").arg(root.animationNames[root.app.animationSpeed])
            font.pixelSize: Theme.px(16)
            color: Theme.ink
        }
        RowLayout {            // off, fast, normal, slow (AppController.animationSpeed)
            spacing: Theme.px(8)
            Repeater {
                model: root.animationNames
                MButton {
                    required property int index
                    required property string modelData
                    objectName: "animation_" + index
                    text: modelData
                    primary: root.app.animationSpeed === index
                    onClicked: root.app.animationSpeed = index
                    Accessible.name: qsTr("Moves animated: %1").arg(modelData)
                }
            }
        }
        MCheckBox {
            objectName: "settingsConfirm"
            Layout.fillWidth: true
            Layout.topMargin: Theme.px(8)
            text: qsTr("Ask again before a move no undo takes back")
            font.pixelSize: Theme.px(15)
            checked: root.app.confirmIrreversible
            onToggled: root.app.confirmIrreversible = checked
        }
        Text {
            textFormat: Text.PlainText
            Layout.topMargin: Theme.px(8)
            text: qsTr("Size of the interface: %1%").arg(scaleSlider.value)
            font.pixelSize: Theme.px(16)
            color: Theme.ink
        }
        MSlider {
            // Applied when let go (or at each key press): the slider under the mouse keeps its size.
            id: scaleSlider
            objectName: "settingsScale"
            Layout.fillWidth: true
            from: 80
            to: 120
            stepSize: 10
            snapMode: Slider.SnapAlways
            value: root.app.uiScale
            onMoved: if (!pressed) root.app.uiScale = value
            onPressedChanged: if (!pressed) root.app.uiScale = value
            Accessible.name: qsTr("Size of the interface")
        }
        MCheckBox {
            objectName: "settingsFullScreen"
            Layout.fillWidth: true
            text: qsTr("Full screen (F11)")
            font.pixelSize: Theme.px(15)
            checked: root.app.fullScreen
            onToggled: root.app.fullScreen = checked
        }
        MCheckBox {
            objectName: "settingsContrast"
            Layout.fillWidth: true
            text: qsTr("High contrast: black on white, thick outlines")
            font.pixelSize: Theme.px(15)
            checked: root.app.highContrast
            onToggled: root.app.highContrast = checked
        }
        Text {
            textFormat: Text.PlainText
            objectName: "aboutVersion"
            Layout.fillWidth: true
            Layout.topMargin: Theme.px(12)
            text: [qsTr("mbqt version %1.").arg(Qt.application.version)]       // then a line per game
                  .concat(root.app.games.map(g => qsTr("%1: a game by %2.").arg(g.title).arg(g.credits))).join("\n")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            color: Theme.inkSoft
        }
        MButton {
            text: qsTr("Back (Esc)")
            onClicked: root.app.back()
        }
    }
}
