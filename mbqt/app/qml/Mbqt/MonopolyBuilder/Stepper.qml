import QtQuick
import QtQuick.Layouts
import Mbqt

// An amount of money between two bounds in the game's steps: − and + buttons around it,
// which repeat while held (a trade of 150M is 30 steps of 5M).
RowLayout {
    id: root
    property int value: 0
    property int from: 0
    property int to: 0
    property int step: 5
    property real buttonSize: Theme.px(28)
    spacing: Theme.px(3)

    function raise(k: int) { value = Math.max(from, Math.min(to, value + k * step)) }

    MButton {
        objectName: "minus"
        Layout.preferredWidth: root.buttonSize
        Layout.preferredHeight: root.buttonSize
        leftPadding: 0
        rightPadding: 0
        text: "\u2212"
        autoRepeat: true
        enabled: root.value > root.from
        onClicked: root.raise(-1)
        Accessible.name: qsTr("Less")
    }
    Text {
        textFormat: Text.PlainText
        objectName: "amount"
        Layout.minimumWidth: Theme.px(52)
        horizontalAlignment: Text.AlignHCenter
        text: Colours.money(root.value)
        font.pixelSize: Theme.px(15)
        font.bold: true
        font.family: Theme.serif
        color: Theme.ink
    }
    MButton {
        objectName: "plus"
        Layout.preferredWidth: root.buttonSize
        Layout.preferredHeight: root.buttonSize
        leftPadding: 0
        rightPadding: 0
        text: "+"
        autoRepeat: true
        enabled: root.value < root.to
        onClicked: root.raise(1)
        Accessible.name: qsTr("More")
    }
}
