pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

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

    // The board of the game being played, each game its own (by its id: mbqt.core.registry). A board
    // stays loaded under the rules, so a game's view and focus survive a look at them.
    // Master Builder's is named here, the quickest way to its first frame (9 ms quicker than
    // by file name); Les Bâtisseurs' is read by file name when its game starts, so Master
    // Builder's first frame does not load its types.
    Component {
        id: masterBuilderBoard
        BoardScreen { app: window.app; game: window.app.masterBuilder; onSaveRequested: window.app.quickSave() }
    }
    Loader {
        objectName: "boardLoader"
        anchors.fill: parent
        active: window.app.game.running && window.app.game.gameId === "master-builder"
        visible: window.app.screen === "board"
        sourceComponent: masterBuilderBoard
    }
    Loader {
        id: batisseursBoard
        objectName: "batisseursBoardLoader"
        anchors.fill: parent
        active: window.app.game.running && window.app.game.gameId === "batisseurs"
        visible: window.app.screen === "board"
        Component.onCompleted: setSource("BatBoardScreen.qml", { app: window.app, game: window.app.batisseurs })
    }
    Connections {
        target: batisseursBoard.item
        function onSaveRequested() { window.app.quickSave() }
    }
    // The other screens are read when shown, by file name rather than named here as types:
    // a new game's first frame does not wait for their QML nor for the controls only they
    // use (text fields, combo boxes, check boxes and the Basic style's text menus: 6 ms).
    Loader {
        id: screenLoader
        anchors.fill: parent
        objectName: "screenLoader"
        readonly property string file: ({ title: "TitleScreen.qml", newgame: "NewGameScreen.qml",
                                          rules: "RulesScreen.qml", settings: "SettingsScreen.qml",
                                          saves: "SavesScreen.qml", replay: "ReplayScreen.qml" })[window.app.screen] ?? ""
        onFileChanged: setSource(file, { app: window.app })
        Component.onCompleted: setSource(file, { app: window.app })
    }
    Connections {       // what the screens ask of the window
        target: screenLoader.item
        ignoreUnknownSignals: true
        function onLoadRequested() { window.app.show("saves") }         // TitleScreen
        function onOpenFileRequested() { window.openLoadDialog() }      // SavesScreen
    }

    // The Load dialog (LoadDialog.qml) is made when first opened, by file name: a new game's
    // first frame does not wait for QtQuick.Dialogs (2 ms).
    property var loadDialog: null
    function openLoadDialog() {
        if (!loadDialog)
            loadDialog = Qt.createComponent("LoadDialog.qml").createObject(window, { app: window.app, parentWindow: window })
        loadDialog.open()
    }
}
