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
            PathSvg { path: Theme.symbolPath(root.symbol) }
        }
    }
}
