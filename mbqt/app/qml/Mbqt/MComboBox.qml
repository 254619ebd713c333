pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// A Basic combo box sized from the window's scale (the style's height and arrow are fixed
// pixels), with a visible ring when it has the keyboard focus. The chosen item and the list's
// wrap when the box is narrower than them: the style's text field cut them short, no ellipsis.
ComboBox {
    id: control

    implicitHeight: Math.max(Theme.px(34), shown.implicitHeight + Theme.px(8))
    leftPadding: Theme.px(8)
    rightPadding: Theme.px(28)

    contentItem: Text {
        id: shown
        textFormat: Text.PlainText
        text: control.displayText
        font: control.font
        color: Theme.ink
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignVCenter
    }
    indicator: Text {
        textFormat: Text.PlainText
        x: control.width - width - Theme.px(8)
        y: (control.height - height) / 2
        text: "▾"
        font.pixelSize: Theme.px(16)
        color: Theme.ink
    }
    background: Rectangle {
        implicitWidth: Theme.px(140)
        radius: Theme.px(4)
        color: control.down ? Theme.parchmentDark : Theme.paper
        border.color: control.visualFocus ? Theme.focus : Theme.cardEdge
        border.width: control.visualFocus ? Theme.px(3) : Math.max(1, Theme.px(1))
    }
    delegate: ItemDelegate {
        id: option
        required property int index
        required property var model
        width: control.width
        implicitHeight: Math.max(Theme.px(32), contentItem.implicitHeight + Theme.px(8))
        font: control.font
        text: control.textRole ? model[control.textRole] : model.modelData
        highlighted: control.highlightedIndex === index
        contentItem: Text {        // as written (the style's reads markup)
            textFormat: Text.PlainText
            text: option.text
            font: option.font
            color: Theme.ink
            wrapMode: Text.Wrap
            verticalAlignment: Text.AlignVCenter
        }
    }
}
