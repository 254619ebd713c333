import QtQuick
import QtQuick.Controls.Basic

// A Basic scroll bar as thick as the window's scale asks.
ScrollBar {
    implicitWidth: Theme.px(10)
    implicitHeight: Theme.px(10)
    minimumSize: 0.08
}
