pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// One space of the ring: a deed (its colour group, dice number, resource, price or owner,
// mortgage) or an action space, with the tokens standing on it and the resource chips
// lying on it. Its colour strip faces the island (`side`: 0 bottom, 1 left, 2 top, 3 right).
Rectangle {
    id: root
    required property MonopolyBuilderController game
    required property int space
    required property int side
    required property string kind
    required property string name
    required property string groupId
    required property int price
    required property int dice
    required property int resource
    required property int owner
    required property bool mortgaged
    required property bool monopoly
    required property var chips
    required property var tokens
    required property bool landed          // the token of the decision stands here
    readonly property bool deed: kind === "property"
    readonly property real strip: Math.round(Math.min(width, height) * 0.2)

    color: landed ? Theme.highlight : Colours.space
    border.color: Theme.edge
    border.width: 1
    objectName: "space_" + space

    // The deed's colour strip on the side facing the island, with its group's mark, its dice
    // number and resource.
    Rectangle {
        id: band
        visible: root.deed
        color: Colours.group(root.groupId)
        border.color: Theme.edge
        border.width: 1
        x: root.side === 3 ? 0 : root.side === 1 ? root.width - width : 0
        y: root.side === 0 ? 0 : root.side === 2 ? root.height - height : 0
        width: root.side === 1 || root.side === 3 ? root.strip : root.width
        height: root.side === 1 || root.side === 3 ? root.height : root.strip
        Grid {
            anchors.centerIn: parent
            columns: root.side === 1 || root.side === 3 ? 1 : 3
            spacing: 2
            horizontalItemAlignment: Grid.AlignHCenter
            verticalItemAlignment: Grid.AlignVCenter
            Text {
                objectName: "groupMark"
                textFormat: Text.PlainText
                text: Colours.groupMark(root.groupId)
                font.pixelSize: root.strip * 0.72
                color: Colours.groupInk(root.groupId)
            }
            Rectangle {
                width: root.strip * 0.82
                height: width
                radius: width / 2
                color: Theme.blank
                border.color: Theme.edge
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: String(root.dice)
                    font.pixelSize: parent.width * 0.62
                    font.bold: true
                    color: Theme.ink
                }
            }
            ResourceChip {
                colourIndex: root.resource
                size: root.strip * 0.7
            }
        }
    }

    // What the space is: the deed's name and price (or its owner), or the action.
    Item {
        id: body
        x: root.side === 3 && root.deed ? root.strip : 0
        y: root.side === 0 && root.deed ? root.strip : 0
        width: root.width - (root.deed && (root.side === 1 || root.side === 3) ? root.strip : 0)
        height: root.height - (root.deed && (root.side === 0 || root.side === 2) ? root.strip : 0)

        Text {
            id: title
            objectName: "spaceName_" + root.space
            textFormat: Text.PlainText
            // Below the chips lying on the space, if any (the name gets smaller, not covered).
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 2 }
            anchors.topMargin: lying.height > 0 ? lying.height + 3 : 2
            height: parent.height * (root.deed ? 0.55 : 0.45) - (lying.height > 0 ? lying.height + 1 : 0)
            text: root.name
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            fontSizeMode: Text.Fit          // a long street name gets smaller, never cut
            font.pixelSize: Math.max(7, Math.round(root.width * 0.115))
            minimumPixelSize: 5
            font.bold: !root.deed
            lineHeight: 0.9
            color: Theme.ink
        }
        // An action space's picture.
        Text {
            textFormat: Text.PlainText
            visible: !root.deed && glyph.length > 0
            readonly property string glyph: {
                switch (root.kind) {
                case "go": return "\u2190"
                case "chance": return "?"
                case "roll_for_resources": return "\u2684"
                case "steal_resource": return "\u261b"
                case "free_parking": return "P"
                case "go_to_jail": return "\u2197"
                case "jail": return "\u25a5"
                }
                return ""
            }
            anchors.centerIn: parent
            anchors.verticalCenterOffset: parent.height * 0.12
            text: glyph
            font.pixelSize: root.height * 0.34
            font.bold: true
            color: root.kind === "chance" ? Colours.orange : root.kind === "go" ? Theme.danger : Theme.inkSoft
            opacity: 0.8
        }
        Row {           // Collect 2: two chips of the space's colour
            visible: root.kind === "collect_resources"
            anchors.centerIn: parent
            anchors.verticalCenterOffset: parent.height * 0.14
            spacing: 2
            ResourceChip { colourIndex: root.resource; size: root.height * 0.2 }
            ResourceChip { colourIndex: root.resource; size: root.height * 0.2 }
        }
        // The price while the bank holds the deed, else its owner (and "M" when mortgaged).
        Row {
            visible: root.deed
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 2
            spacing: 2
            SeatSymbol {
                visible: root.owner >= 0
                anchors.verticalCenter: parent.verticalCenter
                symbol: root.game.seatSymbol(root.owner)
                colour: root.game.seatColour(root.owner)
                size: Math.round(root.height * 0.16)
            }
            Text {
                id: ownerText
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                text: root.owner < 0 ? Colours.money(root.price)
                      : root.mortgaged ? qsTr("mortgaged") : root.monopoly ? qsTr("Monopoly") : ""
                // Within the space beside the owner's symbol: a long word ("hypothéqué") smaller.
                width: Math.min(Math.ceil(fullWidth.advanceWidth) + 1,
                                body.width - 4 - (root.owner >= 0 ? Math.round(root.height * 0.16) + 2 : 0))
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 5
                font.pixelSize: Math.max(7, Math.round(root.width * 0.11))
                font.bold: root.owner < 0
                font.italic: root.owner >= 0
                color: root.mortgaged ? Theme.danger : Theme.inkSoft
                TextMetrics {
                    id: fullWidth
                    font: ownerText.font
                    text: ownerText.text
                }
            }
        }
    }

    // A mortgaged deed is crossed out.
    Rectangle {
        visible: root.mortgaged
        anchors.centerIn: parent
        width: Math.hypot(root.width, root.height) * 0.9
        height: 2
        rotation: -45
        color: Theme.danger
        opacity: 0.6
    }

    // Chips lying on the space (discarded there, waiting for a token).
    Row {
        id: lying
        objectName: "chipsOn_" + root.space
        anchors { left: parent.left; top: parent.top; margins: 2 }
        anchors.topMargin: root.side === 0 && root.deed ? root.strip + 2 : 2
        spacing: 1
        Repeater {
            model: 4
            ResourceChip {
                required property int index
                visible: (root.chips[index] || 0) > 0
                colourIndex: index
                count: root.chips[index] || 0
                size: Math.round(root.height * 0.2)
            }
        }
    }

    // The tokens standing here.
    Row {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: root.height * 0.08
        spacing: -Math.round(root.height * 0.08)
        Repeater {
            model: root.tokens
            Rectangle {
                id: token
                required property int modelData
                objectName: "token_" + modelData
                width: Math.round(root.height * 0.34)
                height: width
                radius: width / 2
                color: Theme.blank
                border.color: Theme.seatColour(root.game.seatColour(modelData))
                border.width: Math.max(2, width / 8)
                SeatSymbol {
                    anchors.centerIn: parent
                    symbol: root.game.seatSymbol(token.modelData)
                    colour: root.game.seatColour(token.modelData)
                    size: parent.width * 0.62
                }
            }
        }
    }

    HoverHandler { id: hover }
    PlainTip {
        shown: hover.hovered
        text: root.game.spaceTip(root.space)
        delay: 400
    }
}
