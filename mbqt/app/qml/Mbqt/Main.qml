pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// The window: one screen at a time (title, new game, board, rules, settings, saves, replay).
ApplicationWindow {
    id: window
    required property AppController app

    // The place, size and minimum size: application.window_properties (within the screen's
    // available area, at the size it had when closed).
    width: 1280
    height: 720
    visible: true
    title: window.app.title
    color: Theme.wood
    // Every control (combo boxes, their lists, tool tips, fields) reads its text size from
    // here, so the Basic style's text scales with the window like the rest.
    font.pixelSize: Theme.px(14)
    // A text field's frame and its placeholder from the theme (black and dark grey in high
    // contrast, where the Basic style's pale grey frame faded on white).
    palette.mid: Theme.rule
    palette.placeholderText: Theme.placeholder

    // Full screen (the setting, F11 on every screen), as it was in the last session.
    readonly property bool fullScreen: window.app.fullScreen
    onFullScreenChanged: {
        if (fullScreen)
            visibility = Window.FullScreen
        else if (visibility === Window.FullScreen)
            visibility = Window.Windowed
    }
    Component.onCompleted: if (fullScreen) visibility = Window.FullScreen
    onVisibilityChanged: (shown) => {      // left by the window manager's own means
        if (window.app.fullScreen && (shown === Window.Windowed || shown === Window.Maximized))
            window.app.fullScreen = false
    }
    // The pointer's moves, not the hovers Qt redelivers when items change under a still
    // pointer: a tooltip that comes with a new decision waits for one (PlainTip).
    HoverHandler {
        property point last
        onPointChanged: if (point.scenePosition.x !== last.x || point.scenePosition.y !== last.y) {
            last = point.scenePosition
            ++Theme.pointerMoves
        }
    }
    Shortcut {
        sequence: "F11"
        onActivated: window.app.fullScreen = !window.app.fullScreen
    }

    // The board of the game being played: the Board.qml of the game's own QML module (its
    // controller's qmlFolder), read when its game starts. It stays loaded under the rules, so
    // a game's view and focus survive a look at them.
    Loader {
        id: board
        objectName: "boardLoader"
        anchors.fill: parent
        visible: window.app.screen === "board"
        readonly property GameController game: window.app.game
        // (A file's change handler runs for its first value too: the loaders read a file once.)
        readonly property string file: game.running ? game.qmlFolder + "Board.qml" : ""
        onFileChanged: setSource(file, file ? { app: window.app, game: board.game } : {})
    }
    Connections {
        target: board.item
        ignoreUnknownSignals: true
        function onSaveRequested() { window.app.quickSave() }
    }
    // The moves of each action animated over the board (MoveLayer), made at the first one:
    // a board's first frame does not wait for it.
    Loader {
        id: moves
        anchors.fill: parent
        visible: board.visible
    }
    Connections {
        target: board.game
        function onMovesMade(list: var, ms: int) {
            if (!moves.item)
                moves.setSource("MoveLayer.qml", { board: board.item, game: board.game })
            const layer = moves.item as MoveLayer
            layer.board = board.item           // the game on the board, whichever it is now
            layer.game = board.game
            layer.play(list, ms)
        }
    }
    // Over any game's board, made when shown: the cover of hot-seat (a seat's private
    // choices hidden from the next player) and, once the game's own overlays are closed,
    // the end of the game. Read by file name, so a board's first frame waits for neither.
    Loader {
        id: cover
        anchors.fill: parent
        visible: board.visible
        active: board.game.running && board.game.passTo >= 0
        Component.onCompleted: setSource("PassDevice.qml", { app: window.app })
    }
    Loader {            // the tutorial's lesson, over the board and under the covers below
        anchors.fill: parent
        visible: board.visible
        active: window.app.tutorial.active && board.item !== null
        Component.onCompleted: setSource("TutorialOverlay.qml", { app: window.app, boardLoader: board })
    }
    Loader {            // a hint asked for (the board bar's Hint button), below the bar
        anchors { top: parent.top; right: parent.right; topMargin: Theme.px(60); rightMargin: Theme.px(12) }
        width: Math.min(Theme.px(480), parent.width * 0.5)
        visible: board.visible
        active: board.game.running && board.game.hintShown
        Component.onCompleted: setSource("HintPanel.qml", { app: window.app })
    }
    // Nothing floats over the cover: the popups' layer (a tooltip left by the previous
    // player's hover) is hidden while it shows, and the cover has no popup of its own.
    Binding {
        target: cover.Overlay.overlay
        property: "visible"
        value: !(cover.active && cover.visible)
    }
    Loader {            // made over the frames after the last move's (it took 10-20 ms more of that one)
        anchors.fill: parent
        visible: board.visible
        active: board.game.over && !board.game.holding
        asynchronous: true
        Component.onCompleted: setSource("EndScreen.qml", { app: window.app })
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

    // The theme's scale, contrast and language, last in this file: Qt completes a file's
    // objects in the reverse order of their making, so these apply before the screens' and the
    // board's Loaders (above) make their items. Made first, a board was laid out at the
    // default scale and again at the window's: 6 ms of its first frame at any window size
    // but 1280x720 (benchmarks/startup.py). The scale: fitted to the window, times the UI
    // scale setting.
    Binding {
        target: Theme
        property: "scale"
        value: Math.max(0.8, Math.min(window.width / 1280, window.height / 720)) * window.app.uiScale / 100
    }
    Binding {
        target: Theme
        property: "highContrast"
        value: window.app.highContrast
    }
    Binding {
        target: Theme
        property: "language"
        value: window.app.language
    }
}
