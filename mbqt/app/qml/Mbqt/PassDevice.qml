import QtQuick
import QtQuick.Layouts

// Hot-seat, over any game's board: hides it and names the player who takes the device next
// (or who alone may look at what comes: their private cards, their secret plan).
Rectangle {
    id: root
    required property AppController app
    readonly property GameController game: app.game
    color: Theme.cover
    objectName: "passDevice"
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Pass the device")

    MouseArea { anchors.fill: parent; hoverEnabled: true }   // nothing behind the cover is clicked or shows its tooltip

    ColumnLayout {
        anchors.centerIn: parent
        spacing: Theme.px(18)
        SeatSymbol {
            Layout.alignment: Qt.AlignHCenter
            size: Theme.px(64)
            symbol: root.game.seatSymbol(root.game.passTo)
            colour: root.game.seatColour(root.game.passTo)
        }
        Text {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignHCenter
            // The player at the device is to see something private: the others look away.
            text: root.game.passTo === root.game.viewer ? qsTr("Only %1 looks now").arg(root.game.passName)
                                                        : qsTr("Pass the device to %1").arg(root.game.passName)
            font.pixelSize: Theme.px(34)
            font.family: Theme.serif
            font.bold: true
            color: Theme.goldSoft
        }
        Text {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("The other players' private choices are hidden.")
            font.pixelSize: Theme.px(16)
            color: Theme.woodInkSoft
        }
        MButton {
            id: ready
            objectName: "passReady"
            Layout.alignment: Qt.AlignHCenter
            primary: true
            text: qsTr("I am %1 — show my board ⏎").arg(root.game.passName)
            font.pixelSize: Theme.px(18)
            onClicked: root.game.confirmPass()
        }
    }
    Component.onCompleted: ready.forceActiveFocus(Qt.TabFocusReason)   // with its focus ring
}
