pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The saved games of the app data folder: load one, replay it, or delete it; or open a file.
Rectangle {
    id: root
    required property AppController app
    signal openFileRequested()
    color: Theme.parchment
    objectName: "savesScreen"

    property string confirming: ""          // the save whose Delete was clicked once

    Shortcut {
        sequence: "Escape"
        onActivated: root.app.show("title")
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(20)
        spacing: Theme.px(10)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(10)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Saved games")
                font.pixelSize: Theme.px(30)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            MButton {
                objectName: "openFile"
                text: qsTr("Open a file…")
                enabled: !root.app.busy
                onClicked: root.openFileRequested()
            }
            MButton {
                text: qsTr("Back")
                onClicked: root.app.show("title")
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "savesError"
            Layout.fillWidth: true
            visible: root.app.error !== ""
            text: root.app.error
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(14)
            font.bold: true
            color: Theme.danger
        }
        Text {
            textFormat: Text.PlainText
            visible: root.app.saves.model.count === 0 && !root.app.saves.loading
            text: qsTr("No saved game yet. Save a game from the board (Save, or Ctrl+S); the game in progress is also saved by itself at every phase.")
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(14)
            font.italic: true
            color: Theme.inkSoft
        }
        ListView {
            id: list
            objectName: "savesList"
            Accessible.name: qsTr("Saved games")
            Accessible.role: Accessible.List
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.px(6)
            model: root.app.saves.model
            activeFocusOnTab: true
            keyNavigationEnabled: true
            ScrollBar.vertical: ScrollBar { }
            delegate: Rectangle {
                id: row
                required property int index
                required property string path
                required property string url
                required property string game
                required property string title
                required property string date
                required property string round
                required property string summary
                required property string kind
                required property string error
                required property bool canLoad
                objectName: "save_" + index
                width: list.width - Theme.px(12)
                height: Math.max(info.implicitHeight, buttons.implicitHeight) + Theme.px(16)
                radius: Theme.px(6)
                color: list.currentIndex === index && list.activeFocus ? Theme.highlight : Theme.paper
                border.color: error !== "" ? Theme.danger : Theme.rule

                ColumnLayout {
                    id: info
                    anchors { left: parent.left; right: buttons.left; verticalCenter: parent.verticalCenter; margins: Theme.px(10) }
                    spacing: Theme.px(2)
                    RowLayout {
                        spacing: Theme.px(8)
                        Text {
                            textFormat: Text.PlainText
                            text: row.kind === "autosave" ? qsTr("Autosave") : row.kind === "replay" ? qsTr("Replay", "kind of file")
                                : row.kind === "finished" ? qsTr("Finished game") : qsTr("Saved game")
                            font.pixelSize: Theme.px(11)
                            font.bold: true
                            color: Theme.woodLight
                        }
                        Text {
                            textFormat: Text.PlainText
                            text: row.game
                            font.pixelSize: Theme.px(11)
                            font.bold: true
                            color: Theme.ink
                        }
                        Text {
                            textFormat: Text.PlainText
                            text: row.date
                            font.pixelSize: Theme.px(11)
                            color: Theme.inkSoft
                        }
                        Text {
                            textFormat: Text.PlainText
                            text: row.round
                            font.pixelSize: Theme.px(11)
                            color: Theme.inkSoft
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.title
                        elide: Text.ElideRight
                        font.pixelSize: Theme.px(16)
                        font.bold: true
                        font.family: Theme.serif
                        color: Theme.ink
                    }
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: row.error !== "" ? row.error : row.summary
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(12)
                        color: row.error !== "" ? Theme.danger : Theme.inkSoft
                    }
                }
                Row {
                    id: buttons
                    anchors { right: parent.right; rightMargin: Theme.px(10); verticalCenter: parent.verticalCenter }
                    spacing: Theme.px(6)
                    MButton {
                        objectName: "loadSave"
                        visible: row.canLoad
                        primary: true
                        enabled: !root.app.busy
                        text: qsTr("Load")
                        onClicked: root.app.loadGame(row.url)
                    }
                    MButton {
                        objectName: "replaySave"
                        visible: row.error === ""
                        enabled: !root.app.busy
                        text: qsTr("Replay")
                        onClicked: root.app.openReplay(row.url)
                    }
                    MButton {
                        objectName: "deleteSave"
                        danger: root.confirming === row.path
                        text: root.confirming === row.path ? qsTr("Delete for good?") : qsTr("Delete")
                        onClicked: {
                            if (root.confirming === row.path) {
                                root.confirming = ""
                                root.app.saves.remove(row.path)
                            } else {
                                root.confirming = row.path
                            }
                        }
                    }
                }
            }
        }
    }
    Component.onCompleted: list.forceActiveFocus()
}
