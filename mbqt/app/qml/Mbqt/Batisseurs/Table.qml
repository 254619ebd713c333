pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// Les Bâtisseurs' table: the buildings and workers on offer with their decks, the actions
// of the player at the device (when `interactive`), the game log, and every builder's
// place. The board screen and the replay viewer both show it.
Item {
    id: root
    required property BatisseursController game
    property bool interactive: true
    readonly property bool mine: interactive && game.humanTurn

    // Keyboard: the first thing a decision may take (a card on offer, else the action bar).
    function focusDecision() {
        for (let i = 0; i < buildingRepeater.count; ++i) {
            const card = buildingRepeater.itemAt(i) as BuildingCard
            if (card && card.active) {
                card.forceActiveFocus(Qt.TabFocusReason)
                return
            }
        }
        takeRow.focusFirst()
    }

    // A row's caption: what is on offer and how many cards are left in its deck.
    component Caption: Text {
        textFormat: Text.PlainText
        font.pixelSize: Theme.px(13)
        font.bold: true
        font.family: Theme.serif
        color: Theme.ink
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.px(6)

        // The cards on offer and the actions (as tall as they need), the log beside them.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: false
            spacing: Theme.px(8)

            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: Theme.px(4)

                Caption {
                    objectName: "buildingDeck"       // a new building comes from there (MoveLayer)
                    text: qsTr("Buildings on offer — %n left in the deck", "", root.game.buildingDeck)
                }
                Flow {
                    objectName: "buildingRow"
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    Repeater {
                        id: buildingRepeater
                        model: root.game.buildingsModel
                        BuildingCard {
                            required property int index
                            required cardId
                            required name
                            required machine
                            required reward
                            required points
                            required requires
                            required produces
                            required property bool openable
                            objectName: "building_" + cardId
                            letters: root.game.resourceLetters
                            resourceNames: root.game.resourceNames
                            active: root.mine && openable
                            onClicked: if (root.mine) root.game.openSite(index)
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: root.game.buildingsModel.count === 0
                        text: qsTr("No building left on offer.")
                        font.pixelSize: Theme.px(13)
                        font.italic: true
                        color: Theme.inkSoft
                    }
                }
                RowLayout {
                    Layout.topMargin: Theme.px(2)
                    spacing: Theme.px(16)
                    Caption {
                        objectName: "workerDeck"
                        text: qsTr("Workers on offer — %n left in the deck", "", root.game.workerDeck)
                    }
                    // The resources' letters, once for the whole board.
                    Repeater {
                        model: root.game.resourceNames.length
                        Row {
                            id: legend
                            required property int index
                            spacing: Theme.px(3)
                            ResourceChips {
                                amounts: root.game.resourceNames.map((_, i) => i === legend.index ? 1 : 0)
                                letters: root.game.resourceLetters
                                names: root.game.resourceNames
                                size: Theme.px(15)
                                counts: false
                            }
                            Text {
                                textFormat: Text.PlainText
                                text: root.game.resourceNames[legend.index] || ""
                                font.pixelSize: Theme.legible(11)
                                color: Theme.inkSoft
                            }
                        }
                    }
                }
                Flow {
                    objectName: "workerRow"
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    Repeater {
                        model: root.game.workersModel
                        UnitCard {
                            required property int unit
                            required cardId
                            required name
                            required kind
                            required machine
                            required cost
                            required produces
                            required property bool recruitable
                            objectName: "worker_" + cardId
                            letters: root.game.resourceLetters
                            resourceNames: root.game.resourceNames
                            active: root.mine && recruitable
                            onClicked: if (root.mine) root.game.recruit(unit)
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: root.game.workersModel.count === 0
                        text: qsTr("No worker left on offer.")
                        font.pixelSize: Theme.px(13)
                        font.italic: true
                        color: Theme.inkSoft
                    }
                }

                // What the player at the device may do besides clicking cards.
                Rectangle {
                    objectName: "actionBar"
                    visible: root.interactive
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.px(2)
                    implicitHeight: bar.implicitHeight + Theme.px(14)
                    radius: Theme.px(8)
                    color: root.mine ? Theme.mine : Theme.paper
                    border.color: root.mine ? Theme.gold : Theme.rule
                    border.width: root.mine ? Theme.px(3) : 1
                    ColumnLayout {
                        id: bar
                        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(7) }
                        spacing: Theme.px(5)
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
                                textFormat: Text.PlainText
                                objectName: "prompt"
                                Layout.fillWidth: true
                                Layout.minimumHeight: Math.ceil(promptMetrics.height * 2)    // its own or another's
                                verticalAlignment: Text.AlignVCenter
                                text: root.game.prompt
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.px(15)
                                font.bold: root.mine
                                font.family: Theme.serif
                                color: Theme.ink
                                FontMetrics { id: promptMetrics; font.pixelSize: Theme.px(15); font.family: Theme.serif }
                            }
                            Row {           // the Reserve: écus are taken from it and paid to it (MoveLayer)
                                objectName: "reserve"
                                spacing: Theme.px(4)
                                Rectangle {
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: Theme.px(18)
                                    height: width
                                    radius: width / 2
                                    color: Theme.gold
                                    border.color: Theme.wood
                                    border.width: Theme.px(2)
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: qsTr("Reserve")
                                    font.pixelSize: Theme.px(12)
                                    color: Theme.inkSoft
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
                        // The bar keeps its height whoever plays (the panels below do not move at
                        // each turn): the take row keeps its room, hidden, while others play.
                        RowLayout {
                            id: takeRow
                            opacity: root.mine ? 1 : 0
                            enabled: root.mine
                            spacing: Theme.px(8)
                            function focusFirst() {
                                for (let i = 0; i < takeRepeater.count; ++i) {
                                    const button = takeRepeater.itemAt(i) as MButton
                                    if (button && button.enabled) {
                                        button.forceActiveFocus(Qt.TabFocusReason)
                                        return
                                    }
                                }
                                if (endButton.enabled)
                                    endButton.forceActiveFocus(Qt.TabFocusReason)
                            }
                            Text {
                                textFormat: Text.PlainText
                                text: qsTr("Take écus:")
                                font.pixelSize: Theme.px(13)
                                color: Theme.inkSoft
                            }
                            Repeater {
                                id: takeRepeater
                                model: root.game.takeOptions
                                MButton {
                                    required property var modelData
                                    objectName: "take_" + modelData.actions
                                    enabled: modelData.enabled
                                    font.pixelSize: Theme.px(13)
                                    text: qsTr("%n action(s)", "", modelData.actions) + " → +" + modelData.gain
                                          + (modelData.cost > 0 ? " (" + qsTr("pay %1").arg(modelData.cost) + ")" : "")
                                    onClicked: root.game.takeEcus(modelData.actions)
                                    Accessible.name: qsTr("Take %1 écus for %n action(s)", "", modelData.actions).arg(modelData.gain)
                                }
                            }
                            Item { Layout.fillWidth: true }
                            MButton {
                                id: endButton
                                objectName: "endTurn"
                                primary: true
                                enabled: root.game.canEnd
                                text: qsTr("End the turn ⏎")
                                onClicked: root.game.endTurn()
                                // Only for the player whose turn it is: not over the computer
                                // players' turns, nor over the end screen (the pointer left there)
                                PlainTip {
                                    shown: endButton.hovered && !endButton.enabled && root.mine
                                    decision: root.game.prompt
                                    text: qsTr("Use your free actions first (a free action can always take an écu).")
                                }
                            }
                        }
                        // The game's message (a confirmation asked, a refusal) over the hint, in
                        // its two lines' room: the panels below do not move when it comes and goes.
                        Item {
                            Layout.fillWidth: true
                            Layout.preferredHeight: Math.max(2 * Math.ceil(messageMetrics.lineSpacing),
                                                             message.visible ? message.implicitHeight : 0)
                            FontMetrics { id: messageMetrics; font: message.font }
                            Text {
                                id: message
                                textFormat: Text.PlainText
                                objectName: "message"
                                visible: root.game.message !== ""
                                width: parent.width
                                text: root.game.message
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.px(13)
                                font.bold: root.game.messageKind !== "info"
                                color: Theme.messageColour(root.game.messageKind)
                            }
                            Text {      // what to do, or while others play what they did last
                                textFormat: Text.PlainText
                                visible: !message.visible
                                anchors.fill: parent
                                text: !root.mine ? root.game.lastEvent : root.game.selectedUnit >= 0
                                      ? qsTr("Now click one of your sites to send this worker there (Esc: choose another).")
                                      : qsTr("Click a building to open a site, a worker to recruit, or one of your team then a site to send it to work. Extra actions cost %1 écus each.").arg(root.game.extraActionCost)
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                property bool elideIntended: !root.mine     // a log line: the log has it whole
                                font.pixelSize: Theme.px(12)
                                font.italic: !root.mine
                                color: Theme.inkSoft
                            }
                        }
                    }
                }
            }

            LogPanel {
                objectName: "tutorialSpot"     // the tutorial's bubble sits over the log
                Layout.preferredWidth: Theme.px(270)
                Layout.maximumWidth: Theme.px(270)
                Layout.fillHeight: true
                game: root.game
            }
        }

        // Every builder's place, in the rest of the height.
        RowLayout {
            objectName: "players"
            Layout.fillWidth: true
            Layout.fillHeight: true
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
}
