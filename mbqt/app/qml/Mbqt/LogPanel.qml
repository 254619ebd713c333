pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// The game log, newest first, rendered from the engine's events.
Rectangle {
    id: root
    required property GameController game
    radius: Theme.px(8)
    color: Theme.paper
    border.color: list.activeFocus ? "#1c64d8" : "#9d8a6e"
    border.width: list.activeFocus ? Theme.px(3) : 1

    Text {
        id: title
        textFormat: Text.PlainText
        x: Theme.px(8)
        y: Theme.px(6)
        text: qsTr("Game log")
        font.pixelSize: Theme.px(15)
        font.bold: true
        font.family: Theme.serif
        color: Theme.ink
    }
    ListView {
        id: list
        objectName: "logView"
        anchors { left: parent.left; right: parent.right; top: title.bottom; bottom: parent.bottom; margins: Theme.px(6) }
        clip: true
        spacing: Theme.px(3)
        model: root.game.logModel
        activeFocusOnTab: true
        keyNavigationEnabled: true
        ScrollBar.vertical: MScrollBar { }
        Accessible.name: qsTr("Game log")
        delegate: Row {
            id: entry
            required property string text
            required property int seat
            required property bool heading      // a new round, phase...: the game says which
            width: list.width - Theme.px(10)
            spacing: Theme.px(4)
            SeatSymbol {
                visible: entry.seat >= 0
                size: Theme.px(11)
                y: Theme.px(2)
                symbol: entry.seat >= 0 ? root.game.seatSymbol(entry.seat) : 0
                colour: entry.seat >= 0 ? root.game.seatColour(entry.seat) : 0
            }
            Text {
                textFormat: Text.PlainText
                width: entry.width - (entry.seat >= 0 ? Theme.px(15) : 0)
                text: entry.text
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(12)
                font.bold: entry.heading
                color: entry.heading ? Theme.woodLight : Theme.ink
            }
        }
    }
}
