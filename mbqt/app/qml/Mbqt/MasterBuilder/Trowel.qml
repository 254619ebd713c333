import QtQuick
import QtQuick.Shapes
import Mbqt

// The trowel marking the current phase.
Item {
    id: root
    property real size: Theme.px(20)
    implicitWidth: size
    implicitHeight: size

    Shape {
        width: 100
        height: 100
        scale: root.size / 100
        transformOrigin: Item.TopLeft
        preferredRendererType: Shape.CurveRenderer
        ShapePath {   // blade
            fillColor: Colours.trowelBlade
            strokeColor: Theme.ink
            strokeWidth: 6
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: "M 50 96 L 12 42 Q 50 28 88 42 Z" }
        }
        ShapePath {   // handle
            fillColor: Colours.trowelHandle
            strokeColor: Theme.ink
            strokeWidth: 6
            PathSvg { path: "M 44 36 L 44 14 Q 50 2 56 14 L 56 36 Z" }
        }
    }
}
