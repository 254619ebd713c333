import QtQuick
import QtQuick.Shapes

// A seat's symbol in its colour, so seats are told apart by shape as well as colour.
Item {
    id: root
    property int symbol: 0
    property int colour: 0
    property real size: Theme.px(18)

    implicitWidth: size
    implicitHeight: size

    readonly property list<string> paths: [
        "M 50 6 A 44 44 0 1 1 49.9 6 Z",
        "M 12 12 L 88 12 L 88 88 L 12 88 Z",
        "M 50 6 L 95 90 L 5 90 Z",
        "M 50 3 L 97 50 L 50 97 L 3 50 Z",
        "M 50.0 6.0 L 61.2 37.6 L 94.7 38.5 L 68.1 58.9 L 77.6 91.0 L 50.0 72.0 L 22.4 91.0 L 31.9 58.9 L 5.3 38.5 L 38.8 37.6 Z",
        "M 35 5 L 65 5 L 65 35 L 95 35 L 95 65 L 65 65 L 65 95 L 35 95 L 35 65 L 5 65 L 5 35 L 35 35 Z"
    ]

    Shape {
        width: 100
        height: 100
        scale: root.size / 100
        transformOrigin: Item.TopLeft
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            fillColor: Theme.seatColour(root.colour)
            strokeColor: Theme.seatEdge(root.colour)
            strokeWidth: 7
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: root.paths[Math.max(0, Math.min(root.symbol, root.paths.length - 1))] }
        }
    }
}
