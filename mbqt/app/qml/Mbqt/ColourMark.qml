import QtQuick

// A colour that carries meaning, with a shape that says the same for players who do not
// tell the colours apart (a resource, a worker's colour): "round", "square", "diamond" or
// "ring" (round with a ring inside), in a size x size box.
Item {
    id: root
    property color colour: Theme.stone
    property string shape: "round"
    property real size: Theme.px(16)
    property color edge: Theme.edge
    // Twice as thick in high contrast, but for the ring's: a thick rim would swallow its ring.
    property real edgeWidth: Math.max(1, size / 12) * (Theme.hc && shape !== "ring" ? 2 : 1)

    property real ring: 0.56      // the ring's size (wider around a count: ResourceChip)

    implicitWidth: size
    implicitHeight: size

    Rectangle {
        anchors.centerIn: parent
        width: root.shape === "diamond" ? root.size * 0.74 : root.size
        height: width
        radius: root.shape === "square" ? width * 0.15 : root.shape === "diamond" ? width * 0.1 : width / 2
        rotation: root.shape === "diamond" ? 45 : 0
        color: root.colour
        border.color: root.edge
        border.width: root.edgeWidth
        Rectangle {
            visible: root.shape === "ring"
            anchors.centerIn: parent
            width: root.size * root.ring
            height: width
            radius: width / 2
            color: "transparent"
            border.color: root.edge
            border.width: Math.max(1, root.edgeWidth * 0.6)
        }
    }
}
