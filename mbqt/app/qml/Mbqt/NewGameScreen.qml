pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// New game: the game, its seats (as many as it takes: name, colour, symbol, human or computer
// level), start player, the game's variants (from its GameInfo) and an optional seed.
Rectangle {
    id: root
    required property AppController app
    color: Theme.parchment
    objectName: "newGameScreen"

    readonly property var kinds: ["human"].concat(app.aiLevels)
    readonly property var kindNames: [qsTr("Human")].concat(app.aiLevelNames.map(n => qsTr("Computer: %1").arg(n)))
    readonly property var variants: app.variants        // the chosen game's
    property var chosenVariants: []     // ids, kept when another game is looked at
    property var seatNames: []

    ListModel { id: seats }

    function refreshNames() {
        let names = []
        for (let i = 0; i < seats.count; ++i)
            names.push(seats.get(i).name)
        seatNames = names
    }
    function start() {
        let list = []
        for (let i = 0; i < seats.count; ++i) {
            const s = seats.get(i)
            list.push({ name: s.name, kind: s.kind, colour: s.colour, symbol: s.symbol })
        }
        const offered = root.variants.map(v => v.id)
        root.app.newGame(list, startChoice.currentIndex - 1, root.chosenVariants.filter(id => offered.includes(id)), seed.text)
    }
    // The chosen game's last setup (seats, start player, variants), else the defaults.
    Component.onCompleted: {
        const last = app.lastSetup
        const defaults = last.seats ?? app.defaultSeats
        const count = last.seats ? last.seats.length : Math.max(app.chosen.seats[0], Math.min(3, app.chosen.seats[1]))
        for (let i = 0; i < count; ++i)
            seats.append(defaults[i])
        refreshNames()
        if (last.seats) {
            startChoice.currentIndex = last.startPlayer + 1
            chosenVariants = last.variants
        }
    }

    Shortcut {
        sequences: ["Return", "Enter"]
        onActivated: root.start()
    }
    Shortcut {
        sequence: "Escape"
        onActivated: root.app.show("title")
    }

    ScrollView {
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: Math.min(root.width - Theme.px(40), Theme.px(900))
            x: (root.width - width) / 2
            spacing: Theme.px(10)

            Text {
                textFormat: Text.PlainText
                Layout.topMargin: Theme.px(20)
                text: qsTr("New game")
                font.pixelSize: Theme.px(32)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            GameChoice {
                Layout.fillWidth: true
                app: root.app
            }
            Text {
                textFormat: Text.PlainText
                text: qsTr("Seats")
                font.pixelSize: Theme.px(18)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            Repeater {
                model: seats
                RowLayout {
                    id: seatRow
                    required property int index
                    required property string name
                    required property string kind
                    required property int colour
                    required property int symbol
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    SeatSymbol {
                        size: Theme.px(26)
                        symbol: seatRow.symbol
                        colour: seatRow.colour
                    }
                    TextField {
                        objectName: "seatName_" + seatRow.index
                        Layout.fillWidth: true
                        text: seatRow.name
                        maximumLength: 40
                        font.pixelSize: Theme.px(15)
                        placeholderText: qsTr("Name")
                        Accessible.name: qsTr("Name of seat %1").arg(seatRow.index + 1)
                        onTextEdited: { seats.setProperty(seatRow.index, "name", text); root.refreshNames() }
                    }
                    MComboBox {
                        objectName: "seatKind_" + seatRow.index
                        Layout.preferredWidth: Theme.px(200)
                        font.pixelSize: Theme.px(14)
                        model: root.kindNames
                        currentIndex: Math.max(0, root.kinds.indexOf(seatRow.kind))
                        Accessible.name: qsTr("Player of seat %1").arg(seatRow.index + 1)
                        onActivated: (i) => seats.setProperty(seatRow.index, "kind", root.kinds[i])
                    }
                    MComboBox {
                        Layout.preferredWidth: Theme.px(120)
                        font.pixelSize: Theme.px(14)
                        model: Theme.seatColourNames
                        currentIndex: seatRow.colour
                        Accessible.name: qsTr("Colour of seat %1").arg(seatRow.index + 1)
                        onActivated: (i) => seats.setProperty(seatRow.index, "colour", i)
                    }
                    MComboBox {
                        Layout.preferredWidth: Theme.px(120)
                        font.pixelSize: Theme.px(14)
                        model: Theme.symbolNames
                        currentIndex: seatRow.symbol
                        Accessible.name: qsTr("Symbol of seat %1").arg(seatRow.index + 1)
                        onActivated: (i) => seats.setProperty(seatRow.index, "symbol", i)
                    }
                    MButton {
                        objectName: "removeSeat_" + seatRow.index
                        text: "✕"
                        enabled: seats.count > root.app.chosen.seats[0]
                        Accessible.name: qsTr("Remove seat %1").arg(seatRow.index + 1)
                        implicitWidth: Theme.px(36)
                        onClicked: {
                            // With the keyboard the focus goes on to Add a seat, not nowhere
                            // (the next Tab started again at the top of the screen).
                            const keyboard = visualFocus
                            seats.remove(seatRow.index)
                            root.refreshNames()
                            if (keyboard)
                                addSeatButton.forceActiveFocus(Qt.TabFocusReason)
                        }
                    }
                }
            }
            MButton {
                id: addSeatButton
                objectName: "addSeat"
                enabled: seats.count < root.app.chosen.seats[1]
                text: qsTr("Add a seat")
                onClicked: {
                    // The first default seat whose colour and symbol are both unused.
                    const defaults = root.app.defaultSeats
                    for (let d = 0; d < defaults.length; ++d) {
                        let free = true
                        for (let i = 0; i < seats.count; ++i)
                            free = free && seats.get(i).colour !== defaults[d].colour && seats.get(i).symbol !== defaults[d].symbol
                        if (free) {
                            seats.append(defaults[d])
                            break
                        }
                    }
                    root.refreshNames()
                }
            }

            RowLayout {
                spacing: Theme.px(10)
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Start player:")
                    font.pixelSize: Theme.px(15)
                    color: Theme.ink
                }
                MComboBox {
                    id: startChoice
                    objectName: "startPlayer"
                    Layout.preferredWidth: Theme.px(220)
                    font.pixelSize: Theme.px(14)
                    model: [qsTr("Random")].concat(root.seatNames)
                    Accessible.name: qsTr("Start player")
                }
            }

            Text {
                textFormat: Text.PlainText
                visible: root.variants.length > 0
                text: qsTr("Variants")
                font.pixelSize: Theme.px(18)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            Repeater {
                model: root.variants
                MCheckBox {
                    required property var modelData
                    objectName: "variant_" + modelData.id
                    Layout.fillWidth: true
                    text: modelData.name + " — " + modelData.description
                    font.pixelSize: Theme.px(14)
                    checked: root.chosenVariants.includes(modelData.id)
                    onToggled: {
                        const rest = root.chosenVariants.filter(v => v !== modelData.id)
                        root.chosenVariants = checked ? rest.concat([modelData.id]) : rest
                    }
                }
            }

            RowLayout {
                spacing: Theme.px(10)
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Seed (optional, replays the same cards):")
                    font.pixelSize: Theme.px(15)
                    color: Theme.ink
                }
                TextField {
                    id: seed
                    objectName: "seed"
                    Layout.preferredWidth: Theme.px(200)
                    font.pixelSize: Theme.px(14)
                    placeholderText: qsTr("random")
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{0,18}/ }
                    Accessible.name: qsTr("Seed")
                }
            }

            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: root.app.error !== ""
                text: root.app.error
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(14)
                font.bold: true
                color: Theme.danger
            }
            RowLayout {
                Layout.bottomMargin: Theme.px(20)
                spacing: Theme.px(10)
                MButton {
                    objectName: "startGame"
                    primary: true
                    text: qsTr("Start the game ⏎")
                    font.pixelSize: Theme.px(17)
                    onClicked: root.start()
                }
                MButton {
                    text: qsTr("Back (Esc)")
                    onClicked: root.app.show("title")
                }
            }
        }
    }
}
