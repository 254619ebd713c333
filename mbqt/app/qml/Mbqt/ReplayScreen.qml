pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts

// The replay viewer: a game step by step, the whole table face up, the log in step (the
// table is the ReplayTable.qml of the game's own QML module: its controller's qmlFolder);
// with the statistics up to the step shown, and the game exported as a replay file.
Rectangle {
    id: root
    required property AppController app
    readonly property ReplayController replay: app.replay
    readonly property GameController game: replay.board
    property bool showStats: false
    color: Theme.parchment
    objectName: "replayScreen"

    Shortcut { sequence: "Right"; onActivated: root.replay.forward() }
    Shortcut { sequence: "Left"; onActivated: root.replay.back() }
    Shortcut { sequence: "Home"; onActivated: root.replay.go(0) }
    Shortcut { sequence: "End"; onActivated: root.replay.go(root.replay.length) }
    Shortcut { sequence: "Escape"; onActivated: root.app.closeReplay() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(8)
        spacing: Theme.px(6)

        // The controls: step, jump to a round, statistics, export, close.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            Text {
                textFormat: Text.PlainText
                text: qsTr("Replay")
                font.pixelSize: Theme.px(20)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            MButton { text: "◀◀"; onClicked: root.replay.go(0); Accessible.name: qsTr("To the start") }
            MButton { objectName: "replayBack"; text: "◀"; onClicked: root.replay.back(); Accessible.name: qsTr("One step back") }
            MButton { objectName: "replayForward"; text: "▶"; onClicked: root.replay.forward(); Accessible.name: qsTr("One step forward") }
            MButton { text: "▶▶"; onClicked: root.replay.go(root.replay.length); Accessible.name: qsTr("To the end") }
            Slider {
                objectName: "replaySlider"
                Layout.fillWidth: true
                from: 0
                to: Math.max(1, root.replay.length)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: root.replay.position
                onMoved: root.replay.go(value)
                Accessible.name: qsTr("Position in the game")
            }
            Text {
                objectName: "replayRoundWord"
                textFormat: Text.PlainText
                text: root.game.roundWords.word       // the game's word: "Manche", "Tour de table"
                font.pixelSize: Theme.px(12)
                color: Theme.inkSoft
            }
            // A button per round while they fit, else a list.
            MComboBox {
                objectName: "replayRoundChoice"
                visible: root.replay.rounds.length > 8
                implicitWidth: Theme.px(70)
                font.pixelSize: Theme.px(13)
                model: root.replay.rounds
                currentIndex: root.replay.rounds.indexOf(root.replay.round)
                onActivated: (i) => root.replay.jumpToRound(root.replay.rounds[i])
                Accessible.name: root.game.roundWords.word
            }
            Repeater {
                model: root.replay.rounds.length > 8 ? [] : root.replay.rounds
                MButton {
                    required property int modelData
                    objectName: "replayRound_" + modelData
                    text: String(modelData)
                    primary: root.replay.round === modelData
                    implicitWidth: Theme.px(34)
                    leftPadding: Theme.px(4)
                    rightPadding: Theme.px(4)
                    onClicked: root.replay.jumpToRound(modelData)
                    Accessible.name: root.game.roundWords.number.arg(modelData)
                }
            }
            MButton {
                objectName: "replayStats"
                text: root.showStats ? qsTr("Board") : qsTr("Statistics")
                onClicked: root.showStats = !root.showStats
            }
            MButton {
                text: qsTr("Export…")
                onClicked: exportDialog.open()
            }
            MButton {
                objectName: "closeReplay"
                text: qsTr("Close")
                onClicked: root.app.closeReplay()
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(12)
            // What ◀ ▶ and the arrow keys step by: an action, a turn (a seat's run of actions), a round.
            Row {
                spacing: Theme.px(4)
                Text {
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Step by")
                    font.pixelSize: Theme.px(12)
                    color: Theme.inkSoft
                }
                Repeater {
                    model: [{ unit: "action", label: qsTr("Action") }, { unit: "turn", label: qsTr("Turn") },
                            { unit: "round", label: root.game.roundWords.word }]
                    MButton {
                        required property var modelData
                        objectName: "replayBy_" + modelData.unit
                        text: modelData.label
                        primary: root.replay.stepBy === modelData.unit
                        font.pixelSize: Theme.px(12)
                        padding: Theme.px(3)
                        leftPadding: Theme.px(8)
                        rightPadding: Theme.px(8)
                        onClicked: root.replay.stepBy = modelData.unit
                        Accessible.name: qsTr("Step by %1").arg(modelData.label)
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "replayAction"
                text: root.replay.actionText
                font.pixelSize: Theme.px(13)
                font.bold: true
                color: Theme.ink
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: root.game.lastEvent
                elide: Text.ElideRight
                font.pixelSize: Theme.px(13)
                color: Theme.inkSoft
            }
            Text {
                textFormat: Text.PlainText
                visible: root.app.error !== ""
                text: root.app.error
                font.pixelSize: Theme.px(12)
                font.bold: true
                color: Theme.danger
            }
        }
        // The table of the step shown (each game its own), or the statistics up to it.
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.showStats
            contentWidth: availableWidth
            StatsPanel {
                width: parent.width
                stats: root.showStats ? root.game.statistics : ({})
            }
        }
        Loader {
            id: table
            objectName: "replayTable"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !root.showStats
            readonly property string file: root.game ? root.game.qmlFolder + "ReplayTable.qml" : ""
            onFileChanged: setSource(file, file ? { game: root.game } : {})     // its first value too
        }
    }

    FileDialog {
        id: exportDialog
        title: qsTr("Export the replay")
        nameFilters: [qsTr("Replays (*.json)")]
        fileMode: FileDialog.SaveFile
        onAccepted: root.app.exportReplay(selectedFile)
    }
}
