import QtQuick
import QtQuick.Layouts

// The title: the chosen game of the family (its title, line and credits from its GameInfo),
// quick game, new game, continue, load, rules, settings, quit.
Rectangle {
    id: root
    required property AppController app
    signal loadRequested()
    color: Theme.wood
    objectName: "title"

    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.px(18)
        color: "transparent"
        border.color: Theme.gold
        border.width: Theme.line(2)
        radius: Theme.px(8)
    }

    ColumnLayout {
        anchors.centerIn: parent
        // Wide enough for the games side by side where the window allows: three rows of game
        // buttons would push the column over the credits at a large interface size.
        width: Math.min(root.width - Theme.px(60), Math.max(Theme.px(560), choice.rowWidth))
        spacing: Theme.px(10)

        // Texts fill the column's width and centre themselves: a longer translation wraps
        // instead of pushing the column off centre.
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            fontSizeMode: Text.HorizontalFit
            objectName: "gameTitle"
            text: root.app.chosen.title
            font.pixelSize: Theme.px(56)
            font.family: Theme.serif
            font.bold: true
            color: Theme.goldSoft
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            Layout.bottomMargin: Theme.px(16)
            text: root.app.chosen.tagline
            font.pixelSize: Theme.px(16)
            font.italic: true
            font.family: Theme.serif
            color: Theme.woodInk
        }
        GameChoice {
            id: choice
            Layout.fillWidth: true
            Layout.bottomMargin: Theme.px(6)
            app: root.app
        }
        MButton {
            id: quick
            objectName: "quickGame"
            Layout.fillWidth: true
            primary: true
            text: qsTr("Play now — you against two computer players")
            font.pixelSize: Theme.px(17)
            onClicked: root.app.quickGame()
            // With its ring from the start, as after a Tab: a keyboard player sees where they are.
            Component.onCompleted: forceActiveFocus(Qt.TabFocusReason)
        }
        MButton {
            objectName: "continueGame"
            Layout.fillWidth: true
            enabled: root.app.canContinue && !root.app.busy
            text: root.app.canContinue ? qsTr("Continue (%1)").arg(root.app.continueText) : qsTr("Continue")
            onClicked: root.app.continueGame()
        }
        RowLayout {         // the chosen game's tutorial: from its start, or resumed where it was left
            Layout.fillWidth: true
            visible: root.app.tutorial.available
            spacing: Theme.px(8)
            MButton {
                objectName: "tutorialButton"
                Layout.fillWidth: true
                text: root.app.tutorial.resumeStep > 0
                      ? qsTr("Resume the tutorial (step %1 of %2)").arg(root.app.tutorial.resumeStep).arg(root.app.tutorial.stepCount)
                      : qsTr("Tutorial: learn by playing")
                onClicked: root.app.startTutorial(true)
            }
            MButton {
                objectName: "tutorialRestart"
                visible: root.app.tutorial.resumeStep > 0
                text: qsTr("Start it again")
                Accessible.name: qsTr("Start the tutorial again")
                onClicked: root.app.startTutorial(false)
            }
        }
        MButton {
            objectName: "newGame"
            Layout.fillWidth: true
            text: qsTr("New game…")
            onClicked: root.app.show("newgame")
        }
        MButton {
            objectName: "loadGame"
            Layout.fillWidth: true
            enabled: !root.app.busy
            text: qsTr("Load…")
            onClicked: root.loadRequested()
        }
        MButton {
            Layout.fillWidth: true
            text: qsTr("Rules")
            onClicked: root.app.show("rules")
        }
        MButton {
            Layout.fillWidth: true
            text: qsTr("Settings")
            onClicked: root.app.show("settings")
        }
        MButton {
            Layout.fillWidth: true
            text: qsTr("Quit")
            onClicked: Qt.quit()
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: root.app.error !== ""
            text: root.app.error
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.px(14)
            font.bold: true
            color: Theme.woodDanger
        }
    }
    Text {
        textFormat: Text.PlainText
        objectName: "gameCredits"
        anchors { bottom: parent.bottom; horizontalCenter: parent.horizontalCenter; bottomMargin: Theme.px(26) }
        width: Math.min(implicitWidth, root.width - Theme.px(60))
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        text: [qsTr("A game by %1.").arg(root.app.chosen.credits), root.app.chosen.notice].filter(t => t !== "").join(" ")
        font.pixelSize: Theme.px(12)
        color: Theme.woodInkSoft
    }
}
