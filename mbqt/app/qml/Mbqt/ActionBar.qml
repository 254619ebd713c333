pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// What the player at the device may do now, step by step; while computer players move,
// who is thinking and what just happened (with Skip).
Rectangle {
    id: root
    required property GameController game
    property int contract: -1          // the contract chosen for an opening bid
    readonly property bool mine: game.humanTurn
    readonly property string step: game.step

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
    color: mine ? "#fbf3dc" : Theme.paper
    border.color: mine ? Theme.gold : "#9d8a6e"
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
                objectName: "prompt"
                Layout.fillWidth: true
                text: root.game.prompt
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                font.bold: root.mine
                font.family: Theme.serif
                color: Theme.ink
            }
            MButton {
                objectName: "skipButton"
                visible: root.game.aiPending
                text: qsTr("Skip ▸▸")
                onClicked: root.game.skipAi()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Show the computer players' moves at once (S)")
            }
        }
        Text {
            visible: !root.mine && root.game.lastEvent !== "" && root.game.lastEvent !== root.game.prompt
            Layout.fillWidth: true
            text: root.game.lastEvent
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            font.italic: true
            color: Theme.inkSoft
        }
        Text {
            objectName: "message"
            visible: root.game.message !== ""
            Layout.fillWidth: true
            text: root.game.message
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(13)
            font.bold: true
            color: Theme.danger
        }

        // Phase 1: hire, fire or pass.
        Loader {
            active: root.mine && root.step === "hire" && root.game.browseType < 0
            visible: active
            sourceComponent: RowLayout {
                spacing: Theme.px(8)
                Text {
                    text: qsTr("Hire a worker from the decks on the left.")
                    font.pixelSize: Theme.px(13)
                    color: Theme.inkSoft
                }
                MComboBox {
                    id: fireChoice
                    objectName: "fireChoice"
                    visible: count > 0
                    implicitWidth: Theme.px(250)
                    font.pixelSize: Theme.px(13)
                    model: root.game.fireOptions
                    textRole: "label"
                    valueRole: "index"
                    Accessible.name: qsTr("Worker to fire")
                }
                MButton {
                    objectName: "fireButton"
                    visible: fireChoice.count > 0
                    danger: true
                    text: qsTr("Fire")
                    onClicked: root.game.fire(fireChoice.currentValue)
                }
                MButton {
                    objectName: "passButton"
                    visible: root.game.canPass
                    text: qsTr("Pass (P)")
                    onClicked: root.game.passTurn()
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
            sourceComponent: RowLayout {
                spacing: Theme.px(8)
                Text {
                    text: root.contract >= 0 ? qsTr("Contract %1, opening bid:").arg(root.contract)
                                             : qsTr("Click a contract on display.")
                    font.pixelSize: Theme.px(14)
                    color: Theme.ink
                }
                MoneySpin {
                    id: openBid
                    objectName: "openBid"
                    visible: root.contract >= 0
                    from: root.game.openRange(root.contract)[0]
                    to: root.game.openRange(root.contract)[1]
                }
                MButton {
                    objectName: "openButton"
                    primary: true
                    enabled: root.contract >= 0
                    text: qsTr("Open auction ⏎")
                    onClicked: root.confirm()
                }
                MButton {
                    objectName: "declineButton"
                    visible: root.game.canPass
                    text: qsTr("Decline (P)")
                    onClicked: root.game.passTurn()
                }
                Connections {
                    target: root
                    function onConfirmRequested() {
                        if (root.contract >= 0)
                            root.game.openAuction(root.contract, openBid.value)
                    }
                }
            }
        }

        // Phase 2: raise or pass.
        Loader {
            active: root.mine && root.step === "bid"
            visible: active
            sourceComponent: RowLayout {
                spacing: Theme.px(8)
                MoneySpin {
                    id: raise
                    objectName: "raiseBid"
                    from: root.game.bidMin
                    to: root.game.bidMax
                }
                MButton {
                    id: raiseButton
                    objectName: "raiseButton"
                    primary: true
                    text: qsTr("Raise ⏎")
                    onClicked: root.confirm()
                }
                MButton {
                    objectName: "bidPassButton"
                    text: qsTr("Pass (P)")
                    onClicked: root.game.passTurn()
                }
                Connections {
                    target: root
                    function onConfirmRequested() {
                        root.game.bid(raise.value)
                    }
                    function onFocusRequested() {
                        raiseButton.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
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
            sourceComponent: RowLayout {
                spacing: Theme.px(8)
                MComboBox {
                    id: lendChoice
                    objectName: "lendChoice"
                    implicitWidth: Theme.px(260)
                    onCountChanged: if (currentIndex < 0 && count > 0) currentIndex = 0
                    font.pixelSize: Theme.px(13)
                    model: root.game.lendModel
                    textRole: "label"
                    Accessible.name: qsTr("Worker and borrower")
                }
                MoneySpin {
                    id: lendPrice
                    from: 0
                    to: root.game.lendMax(lendChoice.currentIndex)
                }
                MButton {
                    text: qsTr("Offer")
                    enabled: lendChoice.currentIndex >= 0
                    onClicked: root.game.lendAt(lendChoice.currentIndex, lendPrice.value)
                }
                MButton {
                    text: qsTr("Done lending (P)")
                    onClicked: root.game.passTurn()
                }
                Connections {
                    target: root
                    function onFocusRequested() {
                        lendChoice.forceActiveFocus(Qt.TabFocusReason)
                    }
                }
            }
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
