pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// Which game of the family the title's buttons and the New game screen are about: one
// button per game of the registry, the chosen one gilded (the choice is remembered). The
// same width for every game, side by side when the longest name fits at its size (rowWidth),
// else one under another (a narrow column would shrink the longest title to 8 pixels).
GridLayout {
    id: root
    required property AppController app
    columnSpacing: Theme.px(8)
    rowSpacing: Theme.px(6)
    readonly property real widest: {
        let w = 0
        for (let i = 0; i < games.count; ++i) {
            const button = games.itemAt(i)
            if (button)
                w = Math.max(w, button.implicitWidth)
        }
        return w
    }
    // A pixel to spare for each button: the layout rounds their widths to whole pixels.
    readonly property real rowWidth: games.count * Math.ceil(widest + 1) + (games.count - 1) * columnSpacing
    columns: rowWidth <= width ? games.count : 1

    Repeater {
        id: games
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
