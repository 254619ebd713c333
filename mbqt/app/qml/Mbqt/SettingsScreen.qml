pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// Settings: the language, how fast computer players' moves are shown and how moves are animated.
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

    ColumnLayout {
        anchors.centerIn: parent
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
