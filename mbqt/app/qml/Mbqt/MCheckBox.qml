import QtQuick
import QtQuick.Controls.Basic

// A Basic check box whose box scales with the window, ringed when it has the keyboard focus.
CheckBox {
    id: control

    spacing: Theme.px(8)
    indicator: Rectangle {
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: Theme.px(22)
        implicitHeight: Theme.px(22)
        radius: Theme.px(3)
        color: Theme.paper
        border.color: control.visualFocus ? Theme.focus : Theme.wood
        border.width: control.visualFocus ? Theme.line(3) : Theme.line(2)
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: control.checked
            text: "✓"
            font.pixelSize: Theme.px(16)
            font.bold: true
            color: Theme.ink
        }
    }
}
