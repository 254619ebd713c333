import QtQuick

// The keyboard focus: a blue ring drawn around its parent, outside it with a gap, so that
// it never looks like the parent's own border, which says other things (gold: it may be
// chosen now; purple: it is chosen; green or red: a status).
Rectangle {
    required property Item owner
    property bool shown: owner.activeFocus
    visible: shown
    anchors.fill: parent
    anchors.margins: -Theme.px(5)
    radius: Theme.px(8)
    color: "transparent"
    border.color: Theme.focus
    border.width: Theme.px(3)
    z: 100
}
