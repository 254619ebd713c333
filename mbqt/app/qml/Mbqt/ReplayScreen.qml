pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts

// The replay viewer: a game step by step, the whole table face up, the log in step;
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
                text: qsTr("Replay")
                font.pixelSize: Theme.px(20)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            MButton { text: "◀◀"; onClicked: root.replay.go(0); Accessible.name: qsTr("To the start") }
            MButton { objectName: "replayBack"; text: "◀"; onClicked: root.replay.back(); Accessible.name: qsTr("One action back") }
            MButton { objectName: "replayForward"; text: "▶"; onClicked: root.replay.forward(); Accessible.name: qsTr("One action forward") }
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
                text: qsTr("Round")
                font.pixelSize: Theme.px(12)
                color: Theme.inkSoft
            }
            Repeater {
                model: root.replay.rounds
                MButton {
                    required property int modelData
                    objectName: "replayRound_" + modelData
                    text: String(modelData)
                    primary: root.replay.round === modelData
                    implicitWidth: Theme.px(34)
                    leftPadding: Theme.px(4)
                    rightPadding: Theme.px(4)
                    onClicked: root.replay.jumpToRound(modelData)
                    Accessible.name: qsTr("Round %1").arg(modelData)
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
            Text {
                objectName: "replayAction"
                text: root.replay.actionText
                font.pixelSize: Theme.px(13)
                font.bold: true
                color: Theme.ink
            }
            Text {
                Layout.fillWidth: true
                text: root.game.lastEvent
                elide: Text.ElideRight
                font.pixelSize: Theme.px(13)
                color: Theme.inkSoft
            }
            Text {
                visible: root.app.error !== ""
                text: root.app.error
                font.pixelSize: Theme.px(12)
                font.bold: true
                color: Theme.danger
            }
        }
        PhaseTrack {
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(40)
            names: root.game.phaseNames
            phase: root.game.phase
            round: root.game.round
            finalRound: root.game.finalRound
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(8)

            // The table (or the statistics) on the left, the log on the right.
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
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: !root.showStats
                spacing: Theme.px(6)
                WageTrack {
                    Layout.fillWidth: true
                    seats: root.game.seatsModel
                    cap: root.game.wageCap
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    GridLayout {
                        columns: 4
                        columnSpacing: Theme.px(8)
                        Repeater {
                            model: root.game.decksModel
                            WorkerDeck {
                                required typeName
                                required colour
                                required count
                                required topCard
                            }
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.px(8)
                        Repeater {
                            model: root.game.displayModel
                            ContractCard {
                                required number
                                required name
                                required kind
                                required price
                                required minBid
                                required bonus
                                required sections
                                required inAuction
                            }
                        }
                    }
                }
                Item { Layout.fillHeight: true }
                CityView {
                    Layout.fillWidth: true
                    game: root.game
                }
                RowLayout {
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(Theme.px(186), implicitHeight)
                    spacing: Theme.px(8)
                    Repeater {
                        model: root.game.seatsModel
                        PlayerPanel {
                            game: root.game
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.preferredWidth: 100
                        }
                    }
                }
            }
            ColumnLayout {
                Layout.preferredWidth: Theme.px(270)
                Layout.maximumWidth: Theme.px(270)
                Layout.fillHeight: true
                spacing: Theme.px(6)
                EventCard {
                    Layout.fillWidth: true
                    visible: root.game.economicName !== ""
                    economic: true
                    caption: qsTr("Economy")
                    title: root.game.economicName
                    body: root.game.economicText
                }
                Repeater {
                    model: root.game.eventsModel
                    EventCard {
                        required property string name
                        required property string effect
                        Layout.fillWidth: true
                        caption: root.game.eventsCaption
                        title: name
                        body: effect
                    }
                }
                LogPanel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    game: root.game
                }
            }
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
