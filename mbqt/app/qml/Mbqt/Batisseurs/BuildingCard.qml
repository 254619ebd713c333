import QtQuick
import QtQuick.Layouts
import Mbqt

// Les Bâtisseurs: a building on offer (or finished): its name, the écus and victory points
// it gives when finished, the resources it needs; a machine also shows what it produces
// once it works for its owner.
Rectangle {
    id: root
    property string cardId: ""
    property string name: ""
    property bool machine: false
    property int reward: 0
    property int points: 0
    property var requires: []
    property var produces: []
    property var letters: []
    property var resourceNames: []
    property bool active: false          // may be opened now
    signal clicked()

    implicitWidth: Theme.px(164)
    implicitHeight: Theme.px(118)
    radius: Theme.px(6)
    color: root.machine ? Colours.machinePaper : Theme.paper
    border.color: active ? Theme.gold : Theme.cardEdge
    border.width: active ? Theme.px(3) : Math.max(1, Theme.px(1))
    activeFocusOnTab: active || activeFocus     // (Qt refuses to drop it while focused)
    FocusRing { owner: root }
    Keys.onSpacePressed: root.clicked()

    Accessible.role: Accessible.Button
    Accessible.name: root.name

    MouseArea {
        anchors.fill: parent
        cursorShape: root.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.px(6)
        spacing: Theme.px(3)
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(2)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: root.name
                font.pixelSize: Theme.px(14)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                lineHeight: 0.9
            }
            Text {
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignTop
                text: root.cardId
                font.pixelSize: Theme.px(8)
                color: Theme.inkSoft
            }
        }
        Row {
            spacing: Theme.px(6)
            Text {
                textFormat: Text.PlainText
                visible: root.reward > 0
                text: qsTr("%1 écus").arg(root.reward)
                font.pixelSize: Theme.px(13)
                font.bold: true
                color: Theme.coin
            }
            Text {
                textFormat: Text.PlainText
                text: qsTr("%1 VP").arg(root.points)
                font.pixelSize: Theme.px(13)
                font.bold: true
                color: Theme.good
            }
            Text {
                textFormat: Text.PlainText
                visible: root.machine
                text: qsTr("machine")
                font.pixelSize: Theme.px(11)
                font.italic: true
                color: Theme.inkSoft
            }
        }
        Item { Layout.fillHeight: true }
        ResourceChips {       // what it needs
            amounts: root.requires
            letters: root.letters
            names: root.resourceNames
        }
        Row {
            visible: root.machine
            spacing: Theme.px(4)
            Text {
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("then works:")
                font.pixelSize: Theme.px(10)
                color: Theme.inkSoft
            }
            ResourceChips {
                amounts: root.produces
                letters: root.letters
                names: root.resourceNames
            }
        }
    }
}
