pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Mbqt

// Phase 4 for the player at the device: put available workers on the sections of your
// contracts; each section says whether it would be built or what blocks it.
Rectangle {
    id: root
    required property MasterBuilderController game
    readonly property BuildPlanner planner: game.buildPlanner

    radius: Theme.px(8)
    color: Theme.mine
    border.color: Theme.gold
    border.width: Theme.line(3)
    objectName: "buildPlanner"

    // Keyboard: a change of the draft rebuilds the sections; the one that had the focus gets
    // it back, so placing workers with Space goes on where it was.
    property string focusedSection: ""        // "number_index" of the section last focused
    Timer {
        id: regain
        property Item section
        interval: 0
        onTriggered: {
            const focus = root.Window.activeFocusItem      // the old section's container, once it is gone
            if (section && root.visible && (!focus || !focus.activeFocusOnTab))
                section.forceActiveFocus(Qt.TabFocusReason)
        }
    }

    // Keyboard: the first worker not yet placed, else the Submit button. The board gives the
    // panel the focus when a plan is asked for (it is loaded by file name: no call by type).
    onActiveFocusChanged: if (activeFocus) focusFirst()
    function focusFirst() {
        for (let i = 0; i < workerRepeater.count; ++i) {
            const w = workerRepeater.itemAt(i) as PlanWorker
            if (w && !w.placed) {
                w.takeFocus()
                return
            }
        }
        submitButton.forceActiveFocus(Qt.TabFocusReason)
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(8)
        spacing: Theme.px(4)     // (6 put the second row of sections below the fold at 720p)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(8)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Build plan: %n section(s) will be built", "", root.planner.readyCount)
                font.pixelSize: Theme.px(16)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
                elide: Text.ElideRight
            }
            MButton {
                id: suggestButton
                objectName: "suggestButton"
                text: qsTr("Suggest")
                onClicked: root.planner.suggest()
                PlainTip {
                    shown: suggestButton.hovered
                    decision: root.game.prompt
                    text: qsTr("Let the computer's planner propose a plan you can still change")
                }
            }
            MButton {
                objectName: "clearButton"
                text: qsTr("Clear")
                onClicked: root.planner.clear()
            }
            MButton {
                id: submitButton
                objectName: "submitButton"
                primary: true
                text: qsTr("Submit plan ⏎")
                onClicked: root.planner.submit()
            }
        }
        // The lines below the buttons (the message, then what the plan brings) keep room for
        // three: as they come and go (help, error, confirmation, preview) the workers and
        // contracts below do not move under the pointer. (Four would push the second row of
        // sections below the fold at 720p.)
        FontMetrics {
            id: lineMetrics
            font.pixelSize: Theme.px(12)
        }
        ColumnLayout {
            Layout.fillWidth: true
            Layout.minimumHeight: 3 * Math.ceil(lineMetrics.lineSpacing)
            spacing: 0
            Text {      // the game's message of the moment (a confirmation asked), else the planner's
                textFormat: Text.PlainText
                objectName: "planMessage"
                Layout.fillWidth: true
                text: root.game.message !== "" ? root.game.message
                    : root.planner.message !== "" ? root.planner.message
                    : root.planner.planError !== "" ? qsTr("Not yet a valid plan: %1").arg(root.planner.planError)
                    : qsTr("Click a worker, then a section (or drag it there). Click a placed worker to take it off.")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(12)
                font.bold: root.game.message !== "" || root.planner.message !== ""
                color: root.game.message !== "" ? Theme.messageColour(root.game.messageKind)
                    : root.planner.message !== "" || root.planner.planError !== "" ? Theme.danger : Theme.inkSoft
            }
            Repeater {      // what the plan would bring, from the engine (planning.preview)
                model: root.planner.preview
                Text {
                    objectName: "planPreview"
                    required property string modelData
                    required property int index
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: modelData
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.px(12)
                    font.bold: index === 0 && root.planner.preview.length > 1
                    color: index === 0 && root.planner.preview.length > 1 ? Theme.good : Theme.inkSoft
                }
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: Theme.px(5)
            Repeater {
                id: workerRepeater
                model: root.planner.workers
                PlanWorker {
                    planner: root.planner
                    dragLayer: root
                }
            }
            Text {
                textFormat: Text.PlainText
                visible: root.planner.workers.count === 0
                text: qsTr("No worker is available this round.")
                font.pixelSize: Theme.px(13)
                color: Theme.inkSoft
            }
        }
        ScrollView {
            id: contractsView
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth
            // A contract below the fold (720p, three contracts) is announced by a scroll bar
            // that stays shown, not one that appears only while scrolling.
            ScrollBar.vertical: MScrollBar {
                objectName: "planScroll"
                parent: contractsView
                x: contractsView.width - width
                height: contractsView.availableHeight
                policy: contractsView.contentHeight > contractsView.availableHeight ? ScrollBar.AlwaysOn
                                                                                   : ScrollBar.AsNeeded
            }
            Flow {
                // The view's width, not its content item's (narrower than the view when made):
                // contracts side by side while there is room, the second one not pushed below.
                width: contractsView.availableWidth
                spacing: Theme.px(8)
                Repeater {
                    model: root.planner.contracts
                    Rectangle {
                        id: contractBox
                        objectName: "planContract_" + number
                        required property int number
                        required property string name
                        required property int price
                        required property var sections
                        required property int readyCount
                        width: grid.implicitWidth + Theme.px(12)
                        height: header.height + grid.implicitHeight + Theme.px(16)
                        radius: Theme.px(6)
                        color: Theme.paper
                        border.color: Theme.cardEdge
                        Text {
                            id: header
                            textFormat: Text.PlainText
                            x: Theme.px(6)
                            y: Theme.px(4)
                            width: parent.width - Theme.px(12)
                            text: qsTr("%1 · %2 · %3").arg(contractBox.number).arg(contractBox.name).arg(Theme.money(contractBox.price))
                            font.pixelSize: Theme.px(13)
                            font.bold: true
                            font.family: Theme.serif
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Grid {
                            id: grid
                            x: Theme.px(6)
                            anchors.top: header.bottom
                            anchors.topMargin: Theme.px(4)
                            columns: 3
                            spacing: Theme.px(4)
                            Repeater {
                                model: contractBox.sections
                                PlanSection {
                                    id: planSection
                                    required property var modelData
                                    // Two contracts side by side while a section keeps room for
                                    // its workers (at 720p the second is not pushed below the fold).
                                    width: Math.max(Theme.px(88), Math.min(Theme.px(112),
                                        ((contractsView.availableWidth - Theme.px(8)) / 2 - Theme.px(20)) / 3))
                                    readonly property string key: number + "_" + section.idx
                                    planner: root.planner
                                    number: contractBox.number
                                    section: modelData
                                    onActiveFocusChanged: if (activeFocus) root.focusedSection = key
                                    Component.onCompleted: if (root.focusedSection === key) {
                                        regain.section = planSection
                                        regain.restart()
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
