pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The rules reference: chapters on the left, the chosen one on the right. The text comes
// from resources/rules/<rules_file>.<language>.md (see rules_text.py); from a game it
// opens at the chapter of the moment (the game's controller says which).
Rectangle {
    id: root
    required property AppController app
    color: Theme.parchment
    objectName: "rulesScreen"

    readonly property var chapters: app.rulesChapters
    readonly property int current: Math.max(0, chapters.findIndex(c => c.key === app.rulesChapter))
    onCurrentChanged: scroll.ScrollBar.vertical.position = 0      // a chapter opens at its top

    Shortcut {
        sequence: "Escape"
        onActivated: root.app.back()
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(20)
        spacing: Theme.px(20)

        ColumnLayout {
            Layout.preferredWidth: Theme.px(290)
            Layout.fillWidth: false
            Layout.fillHeight: true
            spacing: Theme.px(6)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Rules — %1").arg(root.app.rulesTitle)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(24)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            Repeater {
                model: root.chapters
                // A chapter's title, on two lines if need be (titles are long in French).
                Button {
                    id: chapterButton
                    required property var modelData
                    required property int index
                    readonly property bool chosen: index === root.current
                    objectName: "rulesChapter_" + modelData.key
                    Layout.fillWidth: true
                    text: modelData.title
                    font.pixelSize: Theme.px(14)
                    font.family: Theme.serif
                    font.bold: chosen
                    padding: Theme.px(6)
                    leftPadding: Theme.px(10)
                    focusPolicy: Qt.StrongFocus
                    onClicked: root.app.rulesChapter = modelData.key
                    contentItem: Text {
                        textFormat: Text.PlainText
                        text: chapterButton.text
                        font: chapterButton.font
                        wrapMode: Text.Wrap
                        color: chapterButton.chosen ? Theme.ink : Theme.woodInk
                        verticalAlignment: Text.AlignVCenter
                    }
                    background: Rectangle {
                        radius: Theme.px(5)
                        color: chapterButton.chosen ? Theme.gold
                             : chapterButton.hovered ? Theme.woodHover : Theme.woodLight
                        border.color: chapterButton.visualFocus ? Theme.focusEdge : Theme.gold
                        border.width: chapterButton.visualFocus ? Theme.px(3) : 1
                    }
                }
            }
            Item { Layout.fillHeight: true }
            MButton {
                objectName: "rulesBack"
                Layout.fillWidth: true
                text: qsTr("Back (Esc)")
                onClicked: root.app.back()
            }
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            color: Theme.paper
            radius: Theme.px(6)
            border.color: Theme.parchmentDark

            ScrollView {
                id: scroll
                anchors.fill: parent
                anchors.margins: Theme.px(16)
                contentWidth: availableWidth
                ColumnLayout {
                    width: scroll.availableWidth
                    spacing: Theme.px(10)
                    Text {
                        textFormat: Text.PlainText
                        objectName: "rulesTitle"
                        Layout.fillWidth: true
                        text: root.chapters.length ? root.chapters[root.current].title : ""
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(24)
                        font.bold: true
                        font.family: Theme.serif
                        color: Theme.woodLight
                    }
                    // One Text per paragraph: Markdown paragraphs get no space between them.
                    Repeater {
                        model: root.chapters.length ? root.chapters[root.current].text.split("\n\n") : []
                        Text {
                            required property string modelData
                            objectName: "rulesText"
                            Layout.fillWidth: true
                            text: modelData
                            textFormat: Text.MarkdownText
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.px(15)
                            lineHeight: 1.15
                            color: Theme.ink
                        }
                    }
                }
            }
        }
    }
}
