pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs

// The window: one screen at a time (title, new game, board, rules, settings, saves, replay).
ApplicationWindow {
    id: window
    required property AppController app

    width: 1280
    height: 720
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: window.app.game.running && window.app.game.gameId === "batisseurs"
           ? qsTr("Les Bâtisseurs : Moyen Âge") : qsTr("Master Builder")
    color: Theme.wood
    // Every control (combo boxes, their lists, tool tips, fields) reads its text size from
    // here, so the Basic style's text scales with the window like the rest.
    font.pixelSize: Theme.px(14)

    Binding {
        target: Theme
        property: "scale"
        value: Math.max(0.8, Math.min(window.width / 1280, window.height / 720))
    }
    Binding {
        target: Theme
        property: "language"
        value: window.app.language
    }

    Component { id: titleScreen; TitleScreen { app: window.app; onLoadRequested: window.app.show("saves") } }
    Component { id: newGameScreen; NewGameScreen { app: window.app } }
    // Each game's board, by its id (mbqt.games).
    Component {
        id: masterBuilderBoard
        BoardScreen {
            app: window.app
            game: window.app.masterBuilder
            onSaveRequested: window.app.quickSave()
        }
    }
    Component {
        id: batisseursBoard
        BatBoardScreen {
            app: window.app
            game: window.app.batisseurs
            onSaveRequested: window.app.quickSave()
        }
    }
    Component { id: rulesScreen; RulesScreen { app: window.app } }
    Component { id: settingsScreen; SettingsScreen { app: window.app } }
    Component { id: savesScreen; SavesScreen { app: window.app; onOpenFileRequested: loadDialog.open() } }
    Component { id: replayScreen; ReplayScreen { app: window.app } }

    // The board stays loaded under the rules, so a game's view and focus survive a look at them.
    Loader {
        id: board
        objectName: "boardLoader"
        anchors.fill: parent
        active: window.app.game.running
        visible: window.app.screen === "board"
        sourceComponent: window.app.game.gameId === "batisseurs" ? batisseursBoard : masterBuilderBoard
    }
    Loader {
        anchors.fill: parent
        objectName: "screenLoader"
        active: window.app.screen !== "board"
        sourceComponent: window.app.screen === "title" ? titleScreen
                       : window.app.screen === "newgame" ? newGameScreen
                       : window.app.screen === "rules" ? rulesScreen
                       : window.app.screen === "settings" ? settingsScreen
                       : window.app.screen === "saves" ? savesScreen
                       : window.app.screen === "replay" ? replayScreen : null
    }

    FileDialog {
        id: loadDialog
        objectName: "loadDialog"
        title: qsTr("Load a saved game")
        nameFilters: [qsTr("Saved games (*.json)")]
        fileMode: FileDialog.OpenFile
        onAccepted: window.app.loadGame(selectedFile)
    }
}
