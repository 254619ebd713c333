pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// A seat of the final ranking: rank, builder and total, then its result line by line (what
// each line counts, in the game's words, and its value), as the game's score_items says it.
ColumnLayout {
    id: root
    property bool strong: false
    property string rankText: ""
    property string name: ""
    property int seatColour: -1
    property int seatSymbol: 0
    property string total: ""
    property var lines: []

    spacing: Theme.px(2)
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.px(10)
        Text {
            textFormat: Text.PlainText
            Layout.preferredWidth: Theme.px(50)
            text: root.rankText
            font.pixelSize: Theme.px(18)
            font.bold: true
            color: Theme.ink
        }
        SeatSymbol {
            size: Theme.px(18)
            symbol: root.seatSymbol
            colour: root.seatColour
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: root.name
            property bool elideIntended: true   // a player's name, as long as they typed it
            font.pixelSize: Theme.px(18)
            font.bold: root.strong
            font.family: Theme.serif
            color: Theme.ink
            elide: Text.ElideRight
        }
        Text {
            objectName: "resultTotal"
            textFormat: Text.PlainText
            text: root.total
            font.pixelSize: Theme.px(18)
            font.bold: true
            color: root.total.startsWith("-") ? Theme.danger : Theme.ink
        }
    }
    Repeater {
        model: root.lines
        RowLayout {
            id: line
            required property var modelData
            Layout.fillWidth: true
            Layout.leftMargin: Theme.px(60)
            spacing: Theme.px(10)
            Text {
                objectName: "resultLine"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: line.modelData.text
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(13)
                color: Theme.inkSoft
            }
            Text {
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignTop
                text: line.modelData.value
                font.pixelSize: Theme.px(13)
                color: line.modelData.value.startsWith("-") ? Theme.danger : Theme.ink
            }
        }
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.topMargin: Theme.px(4)
        implicitHeight: 1
        color: Theme.goldSoft
    }
}
