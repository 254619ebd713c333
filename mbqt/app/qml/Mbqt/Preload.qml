// Not shown, and not one of the module's types: loaded while the app starts
// (application.make_application), so that the QML engine's loader thread reads the Qt Quick
// modules and the shell's controls every screen uses while Python imports the app on the GUI
// thread. Only types written in QML: the Python ones are not registered yet.
import QtQuick
import QtQuick.Layouts
import QtQuick.Shapes
import Mbqt

QtObject {
    property Component button: Component { MButton {} }
    property Component slider: Component { MSlider {} }
    property Component tip: Component { PlainTip {} }
    property Component symbol: Component { SeatSymbol {} }
    property Component row: Component { RowLayout {} }
    property Component shape: Component { Shape {} }
}
