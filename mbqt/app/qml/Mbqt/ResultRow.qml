pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// A line of the final ranking: rank, builder, then the game's columns, the last one the total.
RowLayout {
    id: root
    property bool header: false
    property bool strong: false
    property string rankText: ""
    property string name: ""
    property int seatColour: -1
    property int seatSymbol: 0
    property var cells: []

    spacing: Theme.px(10)
    Text {
        textFormat: Text.PlainText
        Layout.preferredWidth: Theme.px(50)
        text: root.rankText
        font.pixelSize: root.header ? Theme.px(12) : Theme.px(18)
        font.bold: true
        color: root.header ? Theme.inkSoft : Theme.ink
    }
    SeatSymbol {
        visible: !root.header
        size: Theme.px(18)
        symbol: root.seatSymbol
        colour: root.seatColour
    }
    Text {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        text: root.name
        property bool elideIntended: true   // a player's name, as long as they typed it
        font.pixelSize: root.header ? Theme.px(12) : Theme.px(18)
        font.bold: root.header || root.strong
        font.family: Theme.serif
        color: root.header ? Theme.inkSoft : Theme.ink
        elide: Text.ElideRight
    }
    Repeater {
        model: root.cells
        Text {
            textFormat: Text.PlainText
            required property string modelData
            required property int index
            Layout.preferredWidth: Theme.px(110)
            horizontalAlignment: Text.AlignRight
            text: modelData
            font.pixelSize: root.header ? Theme.px(12) : Theme.px(index === root.cells.length - 1 ? 18 : 15)
            font.bold: root.header || index === root.cells.length - 1
            color: root.header ? Theme.inkSoft : modelData.startsWith("-") ? Theme.danger : Theme.ink
        }
    }
}
