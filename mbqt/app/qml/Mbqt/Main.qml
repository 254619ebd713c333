pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs

// The window: one screen at a time (title, new game, board, rules, settings).
ApplicationWindow {
    id: window
    required property AppController app

    width: 1280
    height: 720
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("Master Builder")
    color: Theme.wood

    Binding {
        target: Theme
        property: "scale"
        value: Math.max(0.8, Math.min(window.width / 1280, window.height / 720))
    }

    Component { id: titleScreen; TitleScreen { app: window.app; onLoadRequested: loadDialog.open() } }
    Component { id: newGameScreen; NewGameScreen { app: window.app } }
    Component { id: boardScreen; BoardScreen { app: window.app; onSaveRequested: saveDialog.open() } }
    Component { id: rulesScreen; RulesScreen { app: window.app } }
    Component { id: settingsScreen; SettingsScreen { app: window.app } }

    // The board stays loaded under the rules, so a game's view and focus survive a look at them.
    Loader {
        id: board
        objectName: "boardLoader"
        anchors.fill: parent
        active: window.app.game.running
        visible: window.app.screen === "board"
        sourceComponent: boardScreen
    }
    Loader {
        anchors.fill: parent
        objectName: "screenLoader"
        active: window.app.screen !== "board"
        sourceComponent: window.app.screen === "title" ? titleScreen
                       : window.app.screen === "newgame" ? newGameScreen
                       : window.app.screen === "rules" ? rulesScreen
                       : window.app.screen === "settings" ? settingsScreen : null
    }

    FileDialog {
        id: loadDialog
        objectName: "loadDialog"
        title: qsTr("Load a saved game")
        nameFilters: [qsTr("Saved games (*.json)")]
        fileMode: FileDialog.OpenFile
        onAccepted: window.app.loadGame(selectedFile)
    }
    FileDialog {
        id: saveDialog
        title: qsTr("Save the game")
        nameFilters: [qsTr("Saved games (*.json)")]
        fileMode: FileDialog.SaveFile
        onAccepted: window.app.saveGame(selectedFile)
    }
}
