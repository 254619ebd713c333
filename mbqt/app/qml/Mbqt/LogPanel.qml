pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// The game log, newest first, rendered from the engine's events, in sections by round and
// phase (each row's `group`: the game's headings before it) under a header naming them.
Rectangle {
    id: root
    required property GameController game
    radius: Theme.px(8)
    color: Theme.paper
    border.color: list.activeFocus ? Theme.focus : Theme.rule
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
        // No rows made ahead of the scroll in the background: the replay's log shrinking under
        // them made Qt warn (DelegateModel::cancel); a log's rows are cheap to make as it scrolls.
        cacheBuffer: 0
        spacing: Theme.px(3)
        model: root.game.logModel
        activeFocusOnTab: true
        keyNavigationEnabled: true
        ScrollBar.vertical: MScrollBar { }
        Accessible.name: qsTr("Game log")
        section.property: "group"
        section.criteria: ViewSection.FullString
        section.delegate: Rectangle {
            id: header
            required property string section
            readonly property string label: section.slice(section.indexOf("|") + 1)
            objectName: "logSection"
            width: list.width - Theme.px(10)
            height: label === "" ? 0 : words.implicitHeight + Theme.px(6)
            visible: label !== ""
            color: Theme.parchmentDark
            radius: Theme.px(3)
            Text {
                id: words
                textFormat: Text.PlainText
                x: Theme.px(4)
                y: Theme.px(3)
                width: parent.width - Theme.px(8)
                text: header.label
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(12)
                font.bold: true
                color: Theme.woodLight
            }
        }
        delegate: Row {
            id: entry
            required property string text
            required property int seat
            required property bool heading      // a new round, phase...: its section's header says it
            width: list.width - Theme.px(10)
            height: entry.heading ? 0 : implicitHeight
            visible: !entry.heading
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
