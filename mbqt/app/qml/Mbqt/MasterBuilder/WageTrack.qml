pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// The wage track, a space per step of money from 0 to the cap (the game's rules, from its
// controller), with every seat's marker on its wage total.
Item {
    id: root
    property var seats: null          // the seats model (roles seat, colour, symbol, wageTotal, name)
    required property int cap
    required property int step
    readonly property int cells: Math.round(cap / step) + 1
    readonly property real cell: width / cells

    implicitHeight: Theme.px(38)

    Row {
        anchors.fill: parent
        Repeater {
            model: root.cells
            Rectangle {
                required property int index
                objectName: "wageSpace"
                width: root.cell
                height: root.height
                color: index % 5 === 0 ? Theme.parchmentDark : Theme.paper
                border.color: Theme.rule
                border.width: 1
                Text {
                    textFormat: Text.PlainText
                    anchors { right: parent.right; bottom: parent.bottom; rightMargin: 2; bottomMargin: 1 }
                    text: parent.index
                    font.pixelSize: Theme.px(10)
                    color: Theme.inkSoft
                }
            }
        }
    }
    Repeater {
        model: root.seats
        SeatSymbol {
            id: mark
            required property int seat
            required colour
            required symbol
            required property int wageTotal
            required property string name
            // Each seat has its own corner of a space, so markers on one space never hide each other.
            readonly property int space: Math.min(Math.round(wageTotal / root.step), root.cells - 1)
            size: Math.min(Theme.px(15), root.cell * 0.42, root.height * 0.45)
            x: space * root.cell + 2 + (seat % 2) * (size + 1)
            y: 2 + Math.floor(seat / 2) * (size + 1)
            z: 1
            HoverHandler { id: markHover }
            PlainTip {
                shown: markHover.hovered
                text: qsTr("%1: wages %2").arg(mark.name).arg(Theme.money(mark.wageTotal))
            }
        }
    }
}
