import QtQuick
import QtQuick.Controls.Basic

// A Basic slider whose groove and handle scale with the window (the style's are fixed
// pixels), with a visible ring when it has the keyboard focus.
Slider {
    id: control

    background: Rectangle {
        x: control.leftPadding
        y: control.topPadding + control.availableHeight / 2 - height / 2
        implicitWidth: Theme.px(200)
        implicitHeight: Theme.px(6)
        width: control.availableWidth
        height: implicitHeight
        radius: height / 2
        color: Theme.stone
        Rectangle {
            width: control.visualPosition * parent.width
            height: parent.height
            radius: parent.radius
            color: Theme.woodLight
        }
    }
    handle: Rectangle {
        x: control.leftPadding + control.visualPosition * (control.availableWidth - width)
        y: control.topPadding + control.availableHeight / 2 - height / 2
        implicitWidth: Theme.px(22)
        implicitHeight: Theme.px(22)
        radius: width / 2
        color: control.pressed ? Theme.goldSoft : Theme.paper
        border.color: control.visualFocus ? Theme.focus : Theme.wood
        border.width: control.visualFocus ? Theme.line(3) : Theme.line(1)
    }
}
