pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// What happened, one screen at a time until Continue: each event of the round (what it is,
// what it did to each player, to you), and in the Build phase every player's plan, revealed together.
Rectangle {
    id: root
    required property MasterBuilderController game
    color: Theme.scrim
    objectName: "reveal"
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("What happened")

    MouseArea { anchors.fill: parent; hoverEnabled: true }   // nothing behind is clicked or shows its tooltip

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.px(40), Theme.px(760))
        height: box.implicitHeight + Theme.px(32)
        radius: Theme.px(10)
        color: Theme.paper
        border.color: Theme.gold
        border.width: Theme.line(3)
        ColumnLayout {
            id: box
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(16) }
            spacing: Theme.px(10)
            Text {
                textFormat: Text.PlainText
                objectName: "revealTitle"
                Layout.fillWidth: true
                text: root.game.revealTitle
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(22)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
            }
            Text {
                textFormat: Text.PlainText
                objectName: "revealEffect"
                visible: text !== ""
                Layout.fillWidth: true
                text: root.game.revealEffect
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                font.italic: true
                color: Theme.inkSoft
            }
            Repeater {
                model: root.game.revealModel
                RowLayout {
                    id: line
                    required property string name
                    required property int colour
                    required property int symbol
                    required property string text
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    SeatSymbol {
                        Layout.alignment: Qt.AlignTop
                        size: Theme.px(18)
                        symbol: line.symbol
                        colour: line.colour
                    }
                    Text {      // the name as written: plain text, apart from what it reveals
                        textFormat: Text.PlainText
                        Layout.alignment: Qt.AlignTop
                        Layout.maximumWidth: Math.max(Theme.px(120), box.width * 0.35)   // not the row's: it would loop
                        text: qsTr("%1:", "whose plan follows").arg(line.name)
                        property bool elideIntended: true   // a player's name, as long as they typed it
                        elide: Text.ElideRight
                        font.pixelSize: Theme.px(14)
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        objectName: "revealLine"
                        text: line.text
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(14)
                        color: Theme.ink
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "revealYou"
                visible: text !== ""
                Layout.fillWidth: true
                text: root.game.revealYou
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                font.bold: true
                color: Theme.ink
            }
            MButton {
                id: ok
                objectName: "revealOk"
                Layout.alignment: Qt.AlignRight
                primary: true
                text: qsTr("Continue ⏎")
                onClicked: root.game.closeReveal()
            }
        }
    }
    Component.onCompleted: ok.forceActiveFocus(Qt.TabFocusReason)   // with its focus ring
}
