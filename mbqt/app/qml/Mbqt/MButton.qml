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
        color: !control.enabled ? Theme.buttonOffInk : (control.primary ? Theme.ink : Theme.woodInk)
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
        color: !control.enabled ? Theme.buttonOff
             : control.primary ? (control.down ? Theme.goldDown : control.hovered ? Theme.goldHover : Theme.gold)
             : control.danger ? (control.down ? Theme.dangerDown : control.hovered ? Theme.dangerHover : Theme.danger)
             : (control.down ? Theme.woodDown : control.hovered ? Theme.woodHover : Theme.woodLight)
        border.color: control.visualFocus ? Theme.focusEdge : (control.primary ? Theme.goldEdge : Theme.gold)
        border.width: control.visualFocus ? Theme.line(3) : Theme.line(1)
    }
}
