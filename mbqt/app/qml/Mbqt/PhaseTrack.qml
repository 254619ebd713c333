pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// The phase track: the round, the five phases, the trowel on the current one.
RowLayout {
    id: root
    property var names: []
    property int phase: 1
    property int round: 1
    property int finalRound: 6

    spacing: Theme.px(4)

    Rectangle {
        Layout.preferredWidth: roundText.implicitWidth + Theme.px(20)
        Layout.fillHeight: true
        radius: Theme.px(6)
        color: Theme.wood
        border.color: Theme.gold
        Text {
            id: roundText
            objectName: "roundLabel"
            anchors.centerIn: parent
            text: qsTr("Round %1 of %2").arg(root.round).arg(root.finalRound)
            color: Theme.goldSoft
            font.pixelSize: Theme.px(16)
            font.family: Theme.serif
            font.bold: true
        }
    }
    Repeater {
        model: root.names
        Rectangle {
            id: seg
            required property string modelData
            required property int index
            readonly property bool current: index + 1 === root.phase
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumWidth: Theme.px(80)
            radius: Theme.px(6)
            color: current ? Theme.goldSoft : index + 1 < root.phase ? Theme.parchmentDark : Theme.paper
            border.color: current ? Theme.wood : "#9d8a6e"
            border.width: current ? Theme.px(2) : 1
            Row {
                anchors.centerIn: parent
                spacing: Theme.px(4)
                Trowel {
                    visible: seg.current
                    size: Theme.px(22)
                    anchors.verticalCenter: parent.verticalCenter
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.min(implicitWidth, seg.width - Theme.px(seg.current ? 34 : 8))
                    height: Math.min(implicitHeight, seg.height - Theme.px(4))
                    // A long name wraps onto a second line before it shrinks.
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    lineHeight: 0.9
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    fontSizeMode: Text.Fit
                    minimumPixelSize: Theme.px(9)
                    text: (seg.index + 1) + ". " + seg.modelData
                    font.pixelSize: Theme.px(13)
                    font.bold: seg.current
                    font.family: Theme.serif
                    color: seg.index + 1 < root.phase ? Theme.inkSoft : Theme.ink
                }
            }
        }
    }
}
