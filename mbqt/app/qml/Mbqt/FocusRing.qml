import QtQuick

// The keyboard focus: a blue ring drawn around its parent, outside it with a gap, so that
// it never looks like the parent's own border, which says other things (gold: it may be
// chosen now; purple: it is chosen; green or red: a status). In high contrast: black inside
// yellow, seen on light and dark alike.
Rectangle {
    required property Item owner
    property bool shown: owner.activeFocus
    visible: shown
    anchors.fill: parent
    anchors.margins: -Theme.px(Theme.hc ? 8 : 5)
    radius: Theme.px(8)
    color: "transparent"
    border.color: Theme.focusHalo
    border.width: Theme.px(3)
    z: 100
    Rectangle {
        visible: Theme.hc
        anchors.fill: parent
        anchors.margins: parent.border.width
        radius: parent.radius
        color: "transparent"
        border.color: Theme.focus
        border.width: parent.border.width
    }
}
