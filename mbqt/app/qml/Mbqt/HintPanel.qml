pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// A hint over any game's board (the Hint button, key H): what the Hard player would do at
// this decision and why, then the next best choices, each with its reckoning of the lead
// over the best rival (mbqt/ai/hints.py, searched off the GUI thread).
Rectangle {
    id: root
    required property AppController app
    readonly property GameController game: app.game
    objectName: "hintPanel"
    implicitHeight: box.implicitHeight + Theme.px(24)
    radius: Theme.px(8)
    color: Theme.paper
    border.color: Theme.gold
    border.width: Theme.line(3)
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Hint")

    MouseArea { anchors.fill: parent; hoverEnabled: true }   // clicks and hovers stop here, not on the board below

    // Esc closes it (the next move does too); a board's own Esc waits while it shows (two
    // shortcuts of one key would both be ambiguous).
    Shortcut {
        sequence: "Escape"
        onActivated: root.game.closeHint()
    }

    ColumnLayout {
        id: box
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
        spacing: Theme.px(6)
        RowLayout {
            Layout.fillWidth: true
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Hint: what the Hard player would do")
                font.pixelSize: Theme.px(15)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            MButton {
                objectName: "hintClose"
                text: qsTr("Close (Esc)")
                onClicked: root.game.closeHint()
            }
        }
        Text {
            objectName: "hintThinking"
            visible: root.game.hintBusy
            textFormat: Text.PlainText
            text: qsTr("Thinking…")
            font.pixelSize: Theme.px(13)
            font.italic: true
            color: Theme.inkSoft
        }
        Text {
            visible: root.game.hintError !== ""
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTr("No hint: %1").arg(root.game.hintError)
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            color: Theme.danger
        }
        Text {
            objectName: "hintBest"
            visible: root.game.hintChoices.length > 0
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: root.game.hintChoices.length ? root.game.hintChoices[0].text : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(15)
            font.bold: true
            color: Theme.ink
        }
        Text {
            objectName: "hintValue"
            visible: root.game.hintChoices.length > 0
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: root.game.hintChoices.length
                  ? qsTr("Its reckoning of your lead over the best rival: %1").arg(root.game.hintChoices[0].value) : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(12)
            color: Theme.inkSoft
        }
        Text {
            visible: root.game.hintChoices.length > 1
            textFormat: Text.PlainText
            text: qsTr("The next best choices:")
            font.pixelSize: Theme.px(12)
            font.bold: true
            color: Theme.inkSoft
        }
        Repeater {
            model: root.game.hintChoices.slice(1)
            RowLayout {
                id: choice
                required property var modelData
                Layout.fillWidth: true
                spacing: Theme.px(8)
                Text {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: Theme.px(80)
                    horizontalAlignment: Text.AlignRight
                    text: choice.modelData.value
                    font.pixelSize: Theme.px(12)
                    color: Theme.ink
                }
                Text {
                    objectName: "hintOther"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: choice.modelData.text
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.px(12)
                    color: Theme.ink
                }
            }
        }
    }
}
