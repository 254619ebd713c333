import QtQuick
import QtQuick.Controls.Basic

// The game's button: carved wood with a gold rim; "primary" ones are gilded.
Button {
    id: control
    property bool primary: false
    property bool danger: false

    font.pixelSize: Theme.px(14)
    font.family: Theme.serif
    padding: Theme.px(6)
    leftPadding: Theme.px(12)
    rightPadding: Theme.px(12)
    focusPolicy: Qt.StrongFocus
    // Return and Enter press the focused button, as Space does (a screen's own Return
    // shortcut, where it has one, comes first).
    Keys.onReturnPressed: if (enabled && visualFocus) clicked()
    Keys.onEnterPressed: if (enabled && visualFocus) clicked()

    contentItem: Text {
        textFormat: Text.PlainText
        text: control.text
        font: control.font
        color: !control.enabled ? (Theme.hc ? "#c8c8c8" : "#9c8f7a") : (control.primary ? Theme.ink : "#f8ecd0")
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        fontSizeMode: Text.HorizontalFit       // a longer translation shrinks a little first
        minimumPixelSize: Math.max(8, Math.round(control.font.pixelSize * 0.7))
        elide: Text.ElideRight
    }
    FocusRing {
        owner: control
        shown: control.visualFocus      // the keyboard's focus, not a click's
    }
    background: Rectangle {
        implicitWidth: Theme.px(84)
        implicitHeight: Theme.px(32)
        radius: Theme.px(5)
        color: !control.enabled ? (Theme.hc ? "#404040" : "#5d5246")
             : control.primary ? (control.down ? "#b8901c" : control.hovered ? "#e5c04a" : Theme.gold)
             : control.danger ? (control.down ? "#6e160f" : control.hovered ? "#b4342a" : Theme.danger)
             : (control.down ? "#3a2517" : control.hovered ? "#7e5638" : Theme.woodLight)
        border.color: control.visualFocus ? "#fff7d6" : (control.primary ? "#7a5c0f" : Theme.gold)
        border.width: control.visualFocus ? Theme.line(3) : Theme.line(1)
    }
}
