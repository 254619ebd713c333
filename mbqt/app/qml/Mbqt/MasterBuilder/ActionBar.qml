pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// What the player at the device may do now, step by step; while computer players move,
// who is thinking and what just happened (with Skip).
Rectangle {
    id: root
    required property MasterBuilderController game
    property int contract: -1          // the contract chosen for an opening bid
    readonly property bool mine: game.humanTurn
    readonly property string step: game.step
    readonly property bool holdsPlace: mine && step === "plan"

    // Return / Enter: the main action of the step. P: pass, decline or refuse. Only the row
    // of the step being decided is made (a Loader each, below): that row answers these.
    signal confirmRequested()
    signal focusRequested()
    function confirm() {
        if (!mine)
            return
        if (step === "plan")
            game.buildPlanner.submit()
        else
            confirmRequested()
    }
    function pass() {
        if (!mine)
            return
        if (step === "lend_reply")
            game.refuse()
        else
            game.passTurn()
    }

    // Keyboard: the control a decision starts on (the board gives the focus to decks,
    // contracts and the planner itself).
    function focusFirst() {
        focusRequested()
    }

    // Opening an auction: preselect a contract the player may open, so Return works at once.
    Connections {
        target: root.game
        function onChanged() {
            if (root.mine && root.step === "open" && root.game.openRange(root.contract)[1] === 0)
                root.contract = root.game.openDefault
        }
    }

    implicitHeight: column.implicitHeight + Theme.px(16)
    radius: Theme.px(8)
    color: mine ? Theme.mine : Theme.paper
    border.color: mine ? Theme.gold : Theme.rule
    border.width: mine ? Theme.px(3) : 1

    ColumnLayout {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(8) }
        spacing: Theme.px(6)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            SeatSymbol {
                visible: root.game.decisionSeat >= 0
                symbol: root.game.decisionSymbol
                colour: root.game.decisionColour
                size: Theme.px(20)
            }
            Text {
                id: promptText
                textFormat: Text.PlainText
                objectName: "prompt"
                Layout.fillWidth: true
                // Two lines kept for it: a prompt of one line after one of two does not move
                // the buttons below it (Raise and Pass).
                Layout.minimumHeight: 2 * Math.ceil(promptMetrics.lineSpacing)
                verticalAlignment: Text.AlignVCenter
                text: root.game.prompt
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                font.bold: root.mine
                font.family: Theme.serif
                color: Theme.ink
                FontMetrics {
                    id: promptMetrics
                    font: promptText.font
                }
            }
            MButton {
                id: skipButton
                objectName: "skipButton"
                visible: root.game.aiPending
                text: qsTr("Skip ▸▸")
                onClicked: root.game.skipAi()
                PlainTip {      // it comes back under a still pointer: its tip waits for a move
                    shown: skipButton.hovered
                    decision: skipButton.visible
                    text: qsTr("Show the computer players' moves at once (S)")
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: !root.mine && root.game.lastEvent !== "" && root.game.lastEvent !== root.game.prompt
            Layout.fillWidth: true
            text: root.game.lastEvent
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            font.italic: true
            color: Theme.inkSoft
        }
        Text {
            textFormat: Text.PlainText
            objectName: "message"
            // While a plan is made the build planner says it under its buttons: shown here it
            // pushed Submit plan down, and a Submit clicked again to confirm missed it. At the
            // player's own decision its line is kept, empty: a message that comes ("Game
            // saved", a refusal) does not push the step's buttons down.
            visible: (root.game.message !== "" || root.mine) && !root.holdsPlace
            Layout.fillWidth: true
            Layout.minimumHeight: Math.ceil(messageMetrics.lineSpacing)
            FontMetrics {
                id: messageMetrics
                font.pixelSize: Theme.px(13)
                font.bold: true
            }
            text: root.game.message
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            font.bold: root.game.messageKind !== "info"
            color: Theme.messageColour(root.game.messageKind)
        }

        // Phase 1: hire, fire or pass.
        Loader {
            active: root.mine && root.step === "hire" && root.game.browseType < 0
            visible: active
            Layout.fillWidth: true          // the row within the bar: its hint wraps first
            sourceComponent: RowLayout {
                spacing: Theme.px(8)
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.preferredWidth: Theme.px(120)
                    text: qsTr("Hire a worker from the decks on the left.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.px(13)
                    color: Theme.inkSoft
                }
                Loader {        // ActionBarFire.qml, by file name, when someone can be fired
                    active: root.game.fireOptions.length > 0
                    visible: active
                    // The list's line whole when the bar has room (the hint wraps first), else wrapped.
                    Layout.minimumWidth: Theme.px(260)
                    Component.onCompleted: setSource("ActionBarFire.qml", { game: root.game })
                }
                MButton {
                    id: passButton
                    objectName: "passButton"
                    visible: root.game.canPass
                    text: qsTr("Pass (P)")
                    onClicked: root.game.passTurn()
                }
                // No deck to hire from (the wage total at its cap, the decks out): the
                // decision's keyboard focus is on Pass, so Return passes (Board.focusDecision).
                Connections {
                    target: root
                    function onFocusRequested() {
                        if (passButton.visible)
                            passButton.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
        }
        // Variant Choosing workers: the deck being looked through.
        Loader {
            active: root.mine && root.step === "hire" && root.game.browseType >= 0
            visible: active
            Layout.fillWidth: true
            sourceComponent: Flow {
                spacing: Theme.px(6)
                Repeater {
                    id: choiceRepeater
                    model: root.game.choicesModel
                    WorkerCard {
                        required property int index
                        required workerId
                        required typeName
                        required colour
                        required wage
                        required quirks
                        objectName: "choice_" + workerId
                        active: true
                        onClicked: root.game.hireChosen(index)
                    }
                }
                Connections {
                    target: root
                    function onFocusRequested() {
                        const first = choiceRepeater.itemAt(0)
                        if (first)
                            first.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
        }

        // Phase 2: open an auction or decline.
        Loader {
            active: root.mine && root.step === "open"
            visible: active
            Component.onCompleted: setSource("ActionBarOpen.qml", { bar: root })
        }

        // Phase 2: raise or pass.
        Loader {
            active: root.mine && root.step === "bid"
            visible: active
            Component.onCompleted: setSource("ActionBarBid.qml", { bar: root })
        }

        // Phase 3: the start player's event card (variant Selective events).
        Loader {
            active: root.mine && root.step === "choose_event"
            visible: active
            Layout.fillWidth: true
            sourceComponent: Flow {
                spacing: Theme.px(6)
                Repeater {
                    id: handRepeater
                    model: root.game.handModel
                    EventCard {
                        required property int index
                        required property string name
                        required property string effect
                        required property bool playable
                        width: Theme.px(220)
                        title: name
                        body: effect
                        caption: qsTr("Play this event")
                        active: playable
                        onClicked: root.game.chooseEvent(index)
                    }
                }
                Connections {
                    target: root
                    function onFocusRequested() {
                        const first = handRepeater.itemAt(0)
                        if (first)
                            first.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
        }

        // Phase 3: an event makes this player dismiss or give a worker.
        Loader {
            active: root.mine && (root.step === "dismiss" || root.step === "give")
            visible: active
            Layout.fillWidth: true
            sourceComponent: Flow {
                spacing: Theme.px(6)
                Repeater {
                    id: eventChoiceRepeater
                    model: root.game.choicesModel
                    WorkerCard {
                        required property int index
                        required workerId
                        required typeName
                        required colour
                        required wage
                        required quirks
                        objectName: "choice_" + workerId
                        active: true
                        onClicked: root.step === "dismiss" ? root.game.dismiss(index) : root.game.give(index)
                    }
                }
                Connections {
                    target: root
                    function onFocusRequested() {
                        const first = eventChoiceRepeater.itemAt(0)
                        if (first)
                            first.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
        }

        // Phase 4 (variant Loaning workers): offer an idle worker, or stop lending.
        Loader {
            active: root.mine && root.step === "lend"
            visible: active
            Component.onCompleted: setSource("ActionBarLend.qml", { bar: root })
        }
        Loader {
            active: root.mine && root.step === "lend_reply"
            visible: active
            sourceComponent: RowLayout {
                spacing: Theme.px(8)
                MButton {
                    id: acceptButton
                    primary: true
                    text: qsTr("Accept ⏎")
                    onClicked: root.game.accept()
                }
                MButton {
                    text: qsTr("Refuse (P)")
                    onClicked: root.game.refuse()
                }
                Connections {
                    target: root
                    function onConfirmRequested() {
                        root.game.accept()
                    }
                    function onFocusRequested() {
                        acceptButton.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
        }

        // Phase 5: not enough cash for the wages.
        Loader {
            active: root.mine && root.step === "loan"
            visible: active
            sourceComponent: RowLayout {
                spacing: Theme.px(8)
                MButton {
                    id: smallLoan
                    objectName: "smallLoan"
                    text: qsTr("Small loan: receive %1, repay %2").arg(Theme.money(root.game.loanReceive[0]))
                                                                  .arg(Theme.money(root.game.repayValues[0]))
                    onClicked: root.game.takeLoan(0)
                }
                MButton {
                    objectName: "largeLoan"
                    text: qsTr("Large loan: receive %1, repay %2").arg(Theme.money(root.game.loanReceive[1]))
                                                                  .arg(Theme.money(root.game.repayValues[1]))
                    onClicked: root.game.takeLoan(1)
                }
                Connections {
                    target: root
                    function onFocusRequested() {
                        smallLoan.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
        }
    }
}
