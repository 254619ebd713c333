pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Master Builder's table in the replay viewer: the phase track, the wage track, decks,
// contracts, the city and every seat's place face up, the round's cards and the log.
ColumnLayout {
    id: root
    required property MasterBuilderController game
    spacing: Theme.px(6)

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

        // The table on the left, the round's cards and the log on the right.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(6)
            WageTrack {
                Layout.fillWidth: true
                seats: root.game.seatsModel
                cap: root.game.wageCap
            step: root.game.moneyStep
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
