import QtQuick
import QtQuick.Dialogs

// The Load dialog of the title and saves screens. Main.qml makes it when it is first opened,
// by file name: QtQuick.Dialogs is not among the modules a new game's first frame waits for.
// Its texts keep Main's translation context.
FileDialog {
    required property AppController app
    objectName: "loadDialog"
    title: qsTranslate("Main", "Load a saved game")
    nameFilters: [qsTranslate("Main", "Saved games (*.json)")]
    fileMode: FileDialog.OpenFile
    onAccepted: app.loadGame(selectedFile)
}
