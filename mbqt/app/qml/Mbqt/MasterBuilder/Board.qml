pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Master Builder's board: phase track, wage track, worker decks, contracts, the round's
// cards, the players, the city and the log; with the actions of the player at the device.
Rectangle {
    id: root
    required property AppController app
    required property MasterBuilderController game
    color: Theme.parchment
    objectName: "board"

    signal saveRequested()

    // Keyboard. Tab / Shift+Tab walk the board in reading order: the top bar, the worker
    // decks, the contracts, the action bar, the build planner, the log and the players'
    // tables; Space takes the focused card or button, Return does the step's main action,
    // P passes, S skips the computer players' moves, E shows or hides the player's events
    // (hot-seat). When a decision of the player at the device begins, the focus goes to
    // where it is made; an overlay (pass the device, the reveal, the end) keeps the focus
    // to itself.
    readonly property bool covered: game.passTo >= 0 || game.revealing || game.over
    readonly property string decision: game.humanTurn && !covered
        ? [game.decisionSeat, game.round, game.step, game.browseType].join("/") : ""
    onDecisionChanged: if (decision !== "") focusTimer.restart()
    Timer {     // once the decision's views are updated (and never after the board is gone)
        id: focusTimer
        interval: 0
        onTriggered: root.focusDecision()
    }

    property int focusWanted: -1        // the contract whose card focusDecision waits for
    function focusDecision() {
        root.focusWanted = -1
        if (game.step === "hire" && game.browseType < 0) {
            // The deck the player took from last keeps the focus while it may be hired from
            // (a second worker of a kind is one key away, not a walk back from the first).
            for (let item = root.Window.activeFocusItem; item; item = item.parent) {
                const held = item as WorkerDeck
                if (held && held.hireable)
                    return
            }
            for (let i = 0; i < deckRepeater.count; ++i) {
                const deck = deckRepeater.itemAt(i) as WorkerDeck
                if (deck && deck.hireable) {
                    deck.takeFocus()
                    return
                }
            }
        } else if (game.step === "open") {
            for (let i = 0; i < contractRepeater.count; ++i) {
                const slot = contractRepeater.itemAt(i) as Loader
                if (slot && (slot.item as ContractCard)?.number === actions.contract) {
                    (slot.item as ContractCard).forceActiveFocus(Qt.TabFocusReason)
                    return
                }
            }
            root.focusWanted = actions.contract     // its card is still being made: focused once made
        } else if (game.buildPlanner.active) {
            (planPanel.item as Item)?.forceActiveFocus(Qt.TabFocusReason)   // PlanPanel passes it on
            return
        }
        actions.focusFirst()
    }

    Shortcut {
        sequences: ["Return", "Enter"]
        onActivated: {
            const focused = root.Window.activeFocusItem
            const button = focused as MButton
            const worker = focused as WorkerCard
            const contract = focused as ContractCard
            const event = focused as EventCard
            if (root.game.passTo >= 0)
                root.game.confirmPass()
            else if (root.game.revealing)
                root.game.closeReveal()
            else if (button && button.visualFocus && button.enabled && button.visible)
                button.clicked()            // the button reached by Tab (not one just clicked)
            else if (root.game.over)
                return                      // the end screen waits for a deliberate gesture
            else if (worker && worker.active && root.game.step !== "plan")
                worker.clicked()            // a deck's card (hire), a worker to choose, dismiss or give
            else if (event && event.active)
                event.clicked()             // the event card to play
            else if (root.game.step === "hire" && root.game.browseType < 0)
                return                      // no main action when hiring: the focused card is it
            else if (contract && contract.active && root.game.step === "open") {
                contract.clicked()          // the focused contract: open its auction
                actions.confirm()
            } else
                actions.confirm()
        }
    }
    Shortcut {
        sequence: "P"
        enabled: root.game.passTo < 0 && !root.game.revealing
        onActivated: actions.pass()
    }
    Shortcut {      // hot-seat: the player's own event cards, shown or hidden again
        sequence: "E"
        enabled: !root.covered && (root.game.privateHidden || root.game.privatePeeked)
        onActivated: root.game.privateHidden ? root.game.showPrivate() : root.game.hidePrivate()
    }
    Shortcut {
        sequence: "S"
        enabled: root.game.aiPending
        onActivated: root.game.skipAi()
    }
    Shortcut {
        sequences: [StandardKey.Save]
        onActivated: root.saveRequested()
    }
    Shortcut {
        sequences: [StandardKey.Undo]
        onActivated: root.game.undo()
    }
    Shortcut {
        sequences: [StandardKey.Redo]
        onActivated: root.game.redo()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(8)
        spacing: Theme.px(6)
        enabled: !root.covered

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: false
            Layout.preferredHeight: Theme.px(40)
            spacing: Theme.px(8)
            PhaseTrack {
                objectName: "phaseTrack"
                Layout.fillWidth: true
                Layout.fillHeight: true
                names: root.game.phaseNames
                phase: root.game.phase
                round: root.game.round
                finalRound: root.game.finalRound
            }
            BoardBar {
                Layout.fillHeight: true
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                app: root.app
                game: root.game
                onSaveRequested: root.saveRequested()
            }
        }

        WageTrack {
            objectName: "wageTrack"        // the bank's side of the table: wages go there (MoveLayer)
            Layout.fillWidth: true
            seats: root.game.seatsModel
            cap: root.game.wageCap
            step: root.game.moneyStep
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.px(8)

            // Left: the worker decks and the cards of the round.
            ColumnLayout {
                Layout.preferredWidth: Theme.px(244)
                Layout.maximumWidth: Theme.px(244)
                Layout.fillHeight: true
                spacing: Theme.px(6)
                GridLayout {
                    columns: 2
                    columnSpacing: Theme.px(8)
                    rowSpacing: Theme.px(4)
                    Repeater {
                        id: deckRepeater
                        model: root.game.decksModel
                        WorkerDeck {
                            required property int type
                            required typeName
                            required colour
                            required count
                            required topCard
                            required hireable
                            required choosable
                            objectName: "deck_" + type
                            deciding: root.game.humanTurn && root.game.step === "hire" && root.game.browseType < 0
                            chooseVariant: root.game.hasVariant("choosing_workers")
                            fee: root.game.chooseFee
                            onHire: root.game.hire(type)
                            onBrowse: root.game.browse(type)
                        }
                    }
                }
                Text {
                    objectName: "decks"           // the round's cards come from there (MoveLayer)
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: qsTr("Decks: %1 contracts, %2 events, %3 economic").arg(root.game.contractDeck)
                          .arg(root.game.eventDeck).arg(root.game.economicDeck)
                    font.pixelSize: Theme.px(11)
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                }
                Item { Layout.fillHeight: true }
            }

            // Centre: contracts on display, the actions, the build planner, the city.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.px(6)

                Flow {
                    id: display
                    objectName: "display"
                    visible: !root.game.buildPlanner.active
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    Repeater {
                        id: contractRepeater
                        model: root.game.displayModel
                        // Each card made over the next frames: a new round's five or six cards
                        // made at once held a frame up by 10-15 ms (benchmarks/frames.py). The
                        // moves layer waits for a card revealed to show up.
                        Loader {
                            id: slot
                            required property int number
                            required property string name
                            required property string kind
                            required property int price
                            required property int minBid
                            required property int bonus
                            required property RowsModel sections
                            required property bool inAuction
                            required property bool openable
                            asynchronous: true
                            onLoaded: if (root.focusWanted === number) root.focusDecision()
                            sourceComponent: ContractCard {
                                number: slot.number
                                name: slot.name
                                kind: slot.kind
                                price: slot.price
                                minBid: slot.minBid
                                bonus: slot.bonus
                                sections: slot.sections
                                inAuction: slot.inAuction
                                objectName: "contract_" + slot.number
                                active: slot.openable
                                selected: root.game.humanTurn && root.game.step === "open" && actions.contract === slot.number
                                onClicked: {
                                    if (!root.game.humanTurn || root.game.step !== "open")
                                        return
                                    if (slot.openable)
                                        actions.contract = slot.number
                                    else
                                        root.game.openAuction(slot.number, slot.minBid)   // the engine says why not
                                }
                            }
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: root.game.displayModel.count === 0
                        text: qsTr("No contract on display.")
                        font.pixelSize: Theme.px(13)
                        font.italic: true
                        color: Theme.inkSoft
                    }
                }
                ActionBar {
                    id: actions
                    objectName: "actionBar"
                    Layout.fillWidth: true
                    game: root.game
                }
                Loader {        // made when a build plan is asked for (phase 4); by file name, as the overlays
                    id: planPanel
                    active: root.game.buildPlanner.active
                    visible: active
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Component.onCompleted: setSource("PlanPanel.qml", { game: root.game })
                }
                Item {
                    visible: !root.game.buildPlanner.active
                    Layout.fillHeight: true
                }
                CityView {
                    visible: !root.game.buildPlanner.active
                    Layout.fillWidth: true
                    game: root.game
                }
            }

            // Right: the cards of the round above the game log.
            ColumnLayout {
                Layout.preferredWidth: Theme.px(270)
                Layout.maximumWidth: Theme.px(270)
                Layout.fillHeight: true
                spacing: Theme.px(6)
                EventCard {
                    objectName: "economicCard"
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
                        objectName: "eventCard"
                        Layout.fillWidth: true
                        caption: root.game.eventsCaption
                        title: name
                        body: effect
                    }
                }
                LogPanel {
                    objectName: "tutorialSpot"     // the tutorial's bubble sits over the log
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    game: root.game
                }
            }
        }

        RowLayout {
            // As tall as the fullest table, at least the usual height.
            objectName: "players"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(Theme.px(186), implicitHeight)
            Layout.minimumHeight: Layout.preferredHeight
            Layout.fillHeight: false
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

    // The plans revealed: made when shown, and read by file name rather than named here as a
    // type, so the board's first frame does not wait for its QML. (The shell covers the board
    // with its own pass-the-device and end screens: Main.qml.)
    Loader {
        anchors.fill: parent
        active: root.game.revealing && root.game.passTo < 0
        Component.onCompleted: setSource("RevealOverlay.qml", { game: root.game })
    }
}
