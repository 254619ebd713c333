pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// The tutorial over any board (TutorialController): a ring around the item of the board the
// lesson is about (its objectName: the tutorial's anchor) and a bubble with the lesson's
// words, Next for a note (N) and Leave: over the board's item named "tutorialSpot" if it has
// one (a place the lessons need not see, such as the log), else beside the anchor. It takes
// no clicks but its buttons': the board under it is played as usual.
Item {
    id: root
    required property AppController app
    required property Loader boardLoader   // its item: the game's Board.qml
    readonly property TutorialController tutorial: root.app.tutorial
    property rect target: Qt.rect(0, 0, 0, 0)    // the anchor's place in this item (empty: none)
    property rect spot: Qt.rect(0, 0, 0, 0)      // the bubble's place, when the board names one
    // The tutorial's own colour: not the keyboard focus's blue, the gold of what may be
    // taken nor the purple of what is chosen (docs/app.md, "The keyboard").
    readonly property color accent: Theme.tutorial
    visible: root.tutorial.shown

    // The anchor's item: visible, named so, found in the board's item tree.
    function find(item: Item, name: string): Item {
        if (!item || !item.visible)
            return null
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = root.find(item.children[i], name)
            if (found)
                return found
        }
        return null
    }
    function same(a: rect, b: rect): bool {
        return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
    }
    function place() {
        const item = root.tutorial.shown && root.tutorial.anchor !== "" ? root.find(root.boardLoader.item, root.tutorial.anchor) : null
        const r = item ? item.mapToItem(root, 0, 0, item.width, item.height) : Qt.rect(0, 0, 0, 0)
        if (!root.same(r, root.target))
            root.target = r
        const spot = root.tutorial.shown ? root.find(root.boardLoader.item, "tutorialSpot") : null
        const s = spot ? spot.mapToItem(root, 0, 0, spot.width, spot.height) : Qt.rect(0, 0, 0, 0)
        if (!root.same(s, root.spot))
            root.spot = s
    }
    // The board lays out and scrolls as the game moves: the ring follows it.
    Timer {
        interval: 200
        repeat: true
        running: root.visible
        triggeredOnStart: true
        onTriggered: root.place()
    }
    Connections {
        target: root.tutorial
        function onChanged() { root.place() }
    }
    Shortcut {
        sequence: "N"
        enabled: root.visible && root.tutorial.needsNext
        onActivated: root.tutorial.next()
    }

    Rectangle {         // the ring around the anchor
        id: ring
        objectName: "tutorialRing"
        visible: root.target.width > 0
        x: root.target.x - Theme.px(5)
        y: root.target.y - Theme.px(5)
        width: root.target.width + Theme.px(10)
        height: root.target.height + Theme.px(10)
        radius: Theme.px(8)
        color: "transparent"
        border.color: root.accent
        border.width: Theme.px(4)
        // It pulses unless moves are not animated (Settings: off): a steady ring then.
        SequentialAnimation on opacity {
            loops: Animation.Infinite
            running: root.visible && root.app.animationSpeed > 0
            onRunningChanged: if (!running) ring.opacity = 1
            NumberAnimation { from: 1; to: 0.45; duration: 700 }
            NumberAnimation { from: 0.45; to: 1; duration: 700 }
        }
    }

    Rectangle {         // the bubble: on the spot; else below the anchor, else above, else beside it
        id: bubble
        objectName: "tutorialBubble"
        readonly property real gap: Theme.px(14)
        readonly property bool onSpot: root.spot.width > 0
        readonly property bool hasTarget: root.target.width > 0
        readonly property bool fitsBelow: root.target.y + root.target.height + gap + height <= root.height
        readonly property bool fitsAbove: root.target.y - gap - height >= 0
        readonly property bool fitsRight: root.target.x + root.target.width + gap + width <= root.width
        width: onSpot ? root.spot.width : Math.min(Theme.px(420), root.width - Theme.px(24))
        height: column.implicitHeight + Theme.px(24)
        x: onSpot ? root.spot.x : !hasTarget ? (root.width - width) / 2
           : (fitsBelow || fitsAbove) ? Math.max(Theme.px(12), Math.min(root.target.x + root.target.width / 2 - width / 2, root.width - width - Theme.px(12)))
           : fitsRight ? root.target.x + root.target.width + gap
           : Math.max(Theme.px(12), root.target.x - gap - width)
        y: onSpot ? Math.max(0, Math.min(root.spot.y, root.height - height - Theme.px(12))) : !hasTarget ? (root.height - height) / 2
           : fitsBelow ? root.target.y + root.target.height + gap
           : fitsAbove ? root.target.y - gap - height
           : Math.max(Theme.px(12), Math.min(root.target.y, root.height - height - Theme.px(12)))
        radius: Theme.px(10)
        color: Theme.paper
        border.color: root.accent
        border.width: Theme.px(3)
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("Tutorial, step %1 of %2").arg(root.tutorial.step).arg(root.tutorial.stepCount)
        Accessible.description: root.tutorial.text

        ColumnLayout {
            id: column
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
            spacing: Theme.px(8)
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("Tutorial, step %1 of %2").arg(root.tutorial.step).arg(root.tutorial.stepCount)
                font.pixelSize: Theme.px(12)
                font.bold: true
                color: Theme.inkSoft
            }
            Text {
                objectName: "tutorialText"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: root.tutorial.text
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(15)
                font.family: Theme.serif
                color: Theme.ink
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.px(8)
                Item { Layout.fillWidth: true }
                MButton {
                    objectName: "tutorialLeave"
                    text: qsTr("Leave")
                    Accessible.name: qsTr("Leave the tutorial (it can be resumed from the title)")
                    onClicked: root.app.show("title")
                }
                MButton {
                    objectName: "tutorialNext"
                    visible: root.tutorial.needsNext
                    primary: true
                    text: root.tutorial.last ? qsTr("Play on (N)") : qsTr("Next (N)")
                    onClicked: root.tutorial.next()
                }
            }
        }
    }
}
