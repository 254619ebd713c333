import QtQuick
import QtQuick.Layouts

// A seat's name as written (plain text: a name from a file is never read as markup) and, in
// small, its kind of player.
RowLayout {
    id: root
    required property string name
    required property string kindLabel
    spacing: Theme.px(8)

    Text {
        textFormat: Text.PlainText
        Layout.fillWidth: true      // shrinks (elided) when room is short, never grows
        Layout.preferredWidth: Math.ceil(implicitWidth)     // whole pixels: a fraction short elides
        Layout.maximumWidth: Math.ceil(implicitWidth)
        text: root.name
        property bool elideIntended: true   // a player's name, as long as they typed it (tests/support/layout.py)
        font.pixelSize: Theme.px(15)
        font.bold: true
        font.family: Theme.serif
        color: Theme.ink
        elide: Text.ElideRight
    }
    Text {
        textFormat: Text.PlainText
        Layout.alignment: Qt.AlignBaseline
        text: root.kindLabel
        font.pixelSize: Theme.px(11)
        font.family: Theme.serif
        color: Theme.inkSoft
    }
    Item { Layout.fillWidth: true }
}
