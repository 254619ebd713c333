pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// The two dice. Each new roll (`rolls` changes) tumbles them for a moment through random
// faces before they show the engine's values; a double is ringed in gold.
Item {
    id: root
    property var values: [0, 0]
    property int rolls: 0
    property real size: Theme.px(40)
    property int shownA: values[0] || 0
    property int shownB: values[1] || 0

    objectName: "dice"
    implicitWidth: size * 2 + Theme.px(10)
    implicitHeight: size

    onRollsChanged: if (rolls > 0) { tumble.left = 7; tumble.restart() }
    onValuesChanged: if (!tumble.running) { shownA = values[0] || 0; shownB = values[1] || 0 }
    Timer {
        id: tumble
        property int left: 0
        interval: 60
        repeat: true
        onTriggered: {
            if (--left <= 0) {
                stop()
                root.shownA = root.values[0] || 0
                root.shownB = root.values[1] || 0
            } else {
                root.shownA = 1 + Math.floor(Math.random() * 6)
                root.shownB = 1 + Math.floor(Math.random() * 6)
            }
        }
    }

    Row {
        spacing: Theme.px(10)
        Die {
            objectName: "die0"
            value: root.shownA
            size: root.size
            rotation: tumble.running ? (tumble.left % 2 ? 18 : -14) : 0
            border.color: !tumble.running && root.shownA > 0 && root.shownA === root.shownB ? Theme.gold : Theme.edge
        }
        Die {
            objectName: "die1"
            value: root.shownB
            size: root.size
            rotation: tumble.running ? (tumble.left % 2 ? -20 : 12) : 0
            border.color: !tumble.running && root.shownB > 0 && root.shownA === root.shownB ? Theme.gold : Theme.edge
        }
    }
}
