pragma ComponentBehavior: Bound
import QtQuick

// Moves you can follow (mbqt/app/moves.py), over any game's board: a ghost of each card,
// coin, marker or chip an action moved flies from where it was to where it goes, a changed
// number shows its difference near it, and the seat that acted is outlined. The game never
// waits for it: an action's moves start when it is played, beside the ghosts still flying,
// and the oldest ghosts go beyond `most`, so the board never lags behind the game by more
// than a move's duration. The skip key ends them all.
Item {
    id: root
    objectName: "moveLayer"
    required property Item board
    required property GameController game
    readonly property int most: 24
    property var ghosts: []             // alive, oldest first
    property int flying: 0              // how many

    property var known: ({})            // the items found before, by name (a board's anchors stay)
    property Item knownOn: null         // the board they are on

    // The items named in `wanted` (objectName -> true) that the board shows, by name: those
    // found before if they are still there, the others (the first visible one of each) in
    // one walk of the board's items, which remembers every named item it meets.
    function find(wanted: var): var {
        if (root.knownOn !== root.board) {
            root.known = ({})
            root.knownOn = root.board
        }
        const found = ({})
        let left = 0
        for (const name in wanted) {
            const item = root.known[name]
            if (item && item.objectName === name && item.visible && item.width > 0)
                found[name] = item
            else
                ++left
        }
        const todo = root.board && left > 0 ? [root.board] : []
        while (todo.length > 0 && left > 0) {
            const item = todo.pop()
            if (!item.visible || item.opacity === 0)
                continue
            const name = item.objectName
            if (name !== "" && item.width > 0) {
                if (wanted[name] && !found[name]) {
                    found[name] = item
                    --left
                }
                // every named item met is remembered: the next action's moves name others
                // (a walk of the board is 1-10 ms)
                const met = root.known[name]
                if (!met || met === item || !met.visible || met.objectName !== name)
                    root.known[name] = item
            }
            const children = item.children      // (read once: each read makes a list)
            for (let i = children.length - 1; i >= 0; --i)
                todo.push(children[i])
        }
        return found
    }

    function centre(item: Item): point {
        return item.mapToItem(root, item.width / 2, item.height / 2)
    }

    // Show an action's moves, each for `ms`. A ghost whose last item is not on the board yet
    // (the action makes it: a contract revealed, a card drawn) waits, unseen, until the board
    // shows it, then flies; one whose item never shows up within `ms` is dropped.
    function play(moves: var, ms: int) {
        const wanted = ({})
        for (const move of moves)
            for (const name of move.path)
                wanted[name] = true
        const found = find(wanted)
        for (const move of moves) {
            const items = move.path.map(name => found[name]).filter(item => item !== undefined)
            const flies = move.kind !== "delta" && move.kind !== "seat"
            const last = move.path[move.path.length - 1]
            const awaited = flies && items.length > 0 && !found[last] ? last : ""
            if (items.length === 0 || (flies && items.length < 2 && awaited === ""))
                continue
            const ghost = ghostComponent.createObject(root, {
                kind: move.kind, label: move.label, seat: move.seat, duration: ms, awaited: awaited,
                points: items.map(item => root.centre(item)), target: awaited ? null : items[items.length - 1] })
            root.ghosts.push(ghost)
            if (awaited)
                landing.start()
        }
        root.flying = root.ghosts.length
        while (root.ghosts.length > root.most)
            root.drop(root.ghosts[0])
    }

    // The ghosts waiting for their last item: those the board shows now fly to it.
    function land() {
        const waiting = root.ghosts.filter(ghost => ghost.awaited !== "")
        const wanted = ({})
        for (const ghost of waiting)
            wanted[ghost.awaited] = true
        const found = find(wanted)
        for (const ghost of waiting) {
            const item = found[ghost.awaited]
            if (item) {
                ghost.points = ghost.points.concat([root.centre(item)])
                ghost.target = item
                ghost.awaited = ""
            } else if (Date.now() - ghost.born > ghost.duration) {
                root.drop(ghost)
            }
        }
        if (!root.ghosts.some(ghost => ghost.awaited !== ""))
            landing.stop()
    }
    Timer {
        id: landing
        interval: 30
        repeat: true
        onTriggered: root.land()
    }

    function drop(ghost: Item) {
        const i = root.ghosts.indexOf(ghost)
        if (i >= 0)
            root.ghosts.splice(i, 1)
        root.flying = root.ghosts.length
        ghost.destroy()
    }

    function skip() {
        while (root.ghosts.length > 0)
            root.drop(root.ghosts[0])
    }

    Connections {
        target: root.game
        function onSkipped() { root.skip() }
    }
    // The skip key ends the animations when no computer player's move waits (the board's
    // own S then skips those moves, and this too through `skipped`).
    Shortcut {
        sequence: "S"
        enabled: root.flying > 0 && !root.game.aiPending
        onActivated: root.skip()
    }

    Component {
        id: ghostComponent
        Item {
            id: ghost
            objectName: "moveGhost"
            required property string kind
            required property string label
            required property int seat
            required property int duration
            required property var points       // where it goes through, in the layer's coordinates
            required property Item target       // followed while it flies (the board moves under it)
            required property string awaited   // the name of the last item, until the board shows it
            readonly property double born: Date.now()
            property real t                     // 0 at the start, 1 at the end
            readonly property bool flies: kind !== "delta" && kind !== "seat"
            readonly property point at: {
                const pts = ghost.points
                const end = ghost.target ? root.centre(ghost.target) : pts[pts.length - 1]
                if (!ghost.flies || pts.length < 2)
                    return end
                const legs = pts.length - 1
                const i = Math.min(Math.floor(ghost.t * legs), legs - 1)
                const f = ghost.t * legs - i
                const b = i + 1 === legs ? end : pts[i + 1]
                return Qt.point(pts[i].x + (b.x - pts[i].x) * f, pts[i].y + (b.y - pts[i].y) * f)
            }
            x: at.x - width / 2
            y: at.y - height / 2 - (kind === "delta" ? Theme.px(28) * t : 0)
            z: kind === "seat" ? 0 : 1
            width: kind === "seat" && target ? target.width + Theme.px(8) : look.width
            height: kind === "seat" && target ? target.height + Theme.px(8) : look.height
            opacity: kind === "delta" || kind === "seat" ? Math.min(1, 2.5 * (1 - t)) : 1
            visible: awaited === ""
            Accessible.ignored: true

            NumberAnimation on t {
                running: ghost.awaited === ""
                from: 0
                to: 1
                duration: ghost.duration
                easing.type: ghost.flies ? Easing.InOutQuad : Easing.OutQuad
                onFinished: root.drop(ghost)
            }

            Rectangle {            // the seat that acted: outlined in gold
                anchors.fill: parent
                visible: ghost.kind === "seat"
                color: "transparent"
                radius: Theme.px(10)
                border.color: Theme.gold
                border.width: Theme.px(4)
            }

            Row {
                id: look
                visible: ghost.kind !== "seat"
                spacing: Theme.px(4)
                Rectangle {        // a card: the label written on it, the seat's colour along its edge
                    visible: ghost.kind === "card"
                    width: Theme.px(76)
                    height: Theme.px(52)
                    radius: Theme.px(5)
                    color: Theme.paper
                    border.color: ghost.seat >= 0 ? Theme.seatColour(root.game.seatColour(ghost.seat)) : Theme.inkSoft
                    border.width: Theme.px(3)
                    Text {
                        textFormat: Text.PlainText
                        anchors.fill: parent
                        anchors.margins: Theme.px(4)
                        text: ghost.label
                        wrapMode: Text.WordWrap          // a long name shrinks, never broken inside a word
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        fontSizeMode: Text.Fit
                        minimumPixelSize: Theme.px(7)
                        font.pixelSize: Theme.px(12)
                        font.bold: true
                        color: Theme.ink
                    }
                }
                Rectangle {        // a coin
                    visible: ghost.kind === "coin"
                    width: Theme.px(26)
                    height: width
                    radius: width / 2
                    color: Theme.gold
                    border.color: Theme.wood
                    border.width: Theme.px(2)
                }
                Rectangle {        // a chip
                    visible: ghost.kind === "chip"
                    width: Theme.px(20)
                    height: width
                    radius: Theme.px(4)
                    color: ghost.seat >= 0 ? Theme.seatColour(root.game.seatColour(ghost.seat)) : Theme.stone
                    border.color: Theme.ink
                    border.width: Theme.px(2)
                }
                Loader {           // a seat's marker or token (a shape: made only for a marker)
                    active: ghost.kind === "marker"
                    visible: active
                    sourceComponent: SeatSymbol {
                        symbol: ghost.seat >= 0 ? root.game.seatSymbol(ghost.seat) : 0
                        colour: ghost.seat >= 0 ? root.game.seatColour(ghost.seat) : 0
                        size: Theme.px(28)
                    }
                }
                Rectangle {        // the label of a coin, chip or marker, or a number's difference
                    visible: ghost.label !== "" && ghost.kind !== "card"
                    anchors.verticalCenter: parent.verticalCenter
                    width: words.implicitWidth + Theme.px(10)
                    height: words.implicitHeight + Theme.px(4)
                    radius: height / 2
                    color: Theme.paper
                    border.color: ghost.kind !== "delta" ? Theme.inkSoft
                                  : ghost.label.startsWith("-") ? Theme.danger : Theme.good
                    border.width: Theme.px(ghost.kind === "delta" ? 2 : 1)
                    Text {
                        id: words
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: ghost.label
                        font.pixelSize: Theme.px(ghost.kind === "delta" ? 16 : 13)
                        font.bold: true
                        color: ghost.kind !== "delta" ? Theme.ink
                               : ghost.label.startsWith("-") ? Theme.danger : Theme.good
                    }
                }
            }
        }
    }
}
