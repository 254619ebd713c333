pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// Which game of the family the title's buttons and the New game screen are about: one
// button per game of the registry, the chosen one gilded (the choice is remembered).
RowLayout {
    id: root
    required property AppController app
    spacing: Theme.px(8)

    Repeater {
        model: root.app.games
        MButton {
            required property var modelData
            objectName: "game_" + modelData.id
            Layout.fillWidth: true
            Layout.preferredWidth: 1      // the same width for every game
            primary: root.app.chosenGame === modelData.id
            text: modelData.title
            font.pixelSize: Theme.px(15)
            checkable: true
            checked: primary
            onClicked: root.app.chosenGame = modelData.id
            Accessible.role: Accessible.RadioButton
        }
    }
}
