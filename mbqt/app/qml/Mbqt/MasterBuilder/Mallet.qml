import QtQuick
import QtQuick.Shapes
import Mbqt

// The start player's mallet.
Item {
    id: root
    property real size: Theme.px(18)
    implicitWidth: size
    implicitHeight: size

    Shape {
        width: 100
        height: 100
        scale: root.size / 100
        transformOrigin: Item.TopLeft
        preferredRendererType: Shape.CurveRenderer
        ShapePath {   // handle
            fillColor: Colours.malletHandle
            strokeColor: Theme.ink
            strokeWidth: 6
            PathSvg { path: "M 44 40 L 56 40 L 56 96 L 44 96 Z" }
        }
        ShapePath {   // head
            fillColor: Colours.malletHead
            strokeColor: Theme.ink
            strokeWidth: 6
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: "M 10 10 L 90 10 L 90 42 L 10 42 Z" }
        }
    }
}
