pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// Statistics of a game (GameController.statistics): each seat's charted figure per round
// (money or points: the game's chart says which, and its grid step), then the game's table,
// a row per seat.
Rectangle {
    id: root
    required property var stats          // GameController.statistics
    readonly property var seats: root.stats.seats || []
    readonly property var columns: root.stats.columns || []
    readonly property bool money: root.stats.chart ? root.stats.chart.money : true
    readonly property real unit: root.stats.chart ? root.stats.chart.step : 1     // the grid's step
    readonly property int points: root.seats.length > 0 ? root.seats[0].series.length : 0
    readonly property real high: {
        let best = root.unit * (root.money ? 1 : 5)
        for (const s of root.seats)
            for (const m of s.series)
                best = Math.max(best, m)
        return Math.ceil(best / root.unit) * root.unit
    }
    readonly property real low: {
        let low = 0
        for (const s of root.seats)
            for (const m of s.series)
                low = Math.min(low, m)
        return Math.floor(low / root.unit) * root.unit
    }

    objectName: "statsPanel"
    implicitHeight: layout.implicitHeight + Theme.px(24)
    radius: Theme.px(8)
    color: Theme.paper
    border.color: Theme.rule

    function label(i: int): string {
        if (i === 0)
            return qsTr("Start")
        if (i === root.points - 1 && !root.stats.over)
            return qsTr("Now")
        return qsTr("R%1").arg(i)
    }

    ColumnLayout {
        id: layout
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
        spacing: Theme.px(8)

        Text {
            textFormat: Text.PlainText
            text: root.stats.chart ? root.stats.chart.title : ""
            font.pixelSize: Theme.px(15)
            font.bold: true
            font.family: Theme.serif
            color: Theme.ink
        }
        Item {
            id: chartBox
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(190)

            Canvas {
                id: chart
                objectName: "moneyChart"
                anchors.fill: parent
                property var figures: root.stats
                property real axisTop: 0    // the axis's top value, a grid line (set when painted)
                onFiguresChanged: requestPaint()
                onWidthChanged: requestPaint()
                onHeightChanged: requestPaint()
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    const left = Theme.px(58), right = width - Theme.px(24)
                    const up = Theme.px(8), down = height - Theme.px(22)
                    // Grid lines every unit, or every 2, 4 ... units when the range is large; the
                    // axis goes up to the first line at or above the largest value, so that it
                    // is labelled (an axis that stops below its top value hides it).
                    let step = root.unit
                    while ((root.high - root.low) / step > 7)
                        step *= 2
                    const top = root.low + Math.max(1, Math.ceil((root.high - root.low) / step)) * step
                    chart.axisTop = top
                    const span = top - root.low
                    const x = i => left + (root.points > 1 ? (right - left) * i / (root.points - 1) : 0)
                    const y = m => down - (down - up) * (m - root.low) / span
                    ctx.font = Theme.px(11) + "px sans-serif"
                    ctx.lineWidth = 1
                    for (let m = root.low; m <= top; m += step) {
                        ctx.strokeStyle = m === 0 ? Theme.rule : Theme.parchmentDark
                        ctx.beginPath(); ctx.moveTo(left, y(m)); ctx.lineTo(right, y(m)); ctx.stroke()
                        ctx.fillStyle = Theme.inkSoft
                        ctx.textAlign = "right"
                        ctx.fillText(root.money ? Theme.money(m) : String(m), left - Theme.px(6), y(m) + Theme.px(4))
                    }
                    // Round labels, every one while they fit, else every other one...
                    ctx.textAlign = "center"
                    const every = Math.max(1, Math.ceil(root.points * Theme.px(34) / Math.max(1, right - left)))
                    for (let i = 0; i < root.points; i++)
                        if (i % every === 0 || i === root.points - 1)
                            ctx.fillText(root.label(i), x(i), height - Theme.px(6))
                    root.seats.forEach((s, k) => {
                        ctx.strokeStyle = Theme.seatColour(s.colour)
                        ctx.fillStyle = Theme.seatColour(s.colour)
                        ctx.lineWidth = Theme.px(3)
                        ctx.beginPath()
                        s.series.forEach((m, i) => i === 0 ? ctx.moveTo(x(i), y(m)) : ctx.lineTo(x(i), y(m)))
                        ctx.stroke()
                        // Points drawn a little apart per seat, so equal amounts stay visible,
                        // each the seat's symbol (not its colour alone).
                        const size = Theme.px(10)
                        s.series.forEach((m, i) => {
                            ctx.save()
                            ctx.translate(x(i) - size / 2, y(m) + (k - (root.seats.length - 1) / 2) * Theme.px(2) - size / 2)
                            ctx.scale(size / 100, size / 100)
                            ctx.path = Theme.symbolPath(s.symbol)
                            ctx.fill()
                            ctx.strokeStyle = Theme.seatEdge(s.colour)
                            ctx.lineWidth = 100 / size
                            ctx.stroke()
                            ctx.restore()
                        })
                    })
                }
            }
        }

        // The table: one row per seat, the builder then the game's columns.
        GridLayout {
            objectName: "statsTable"
            Layout.fillWidth: true
            columns: root.columns.length + 1
            columnSpacing: Theme.px(10)
            rowSpacing: Theme.px(4)
            Repeater {
                model: [qsTr("Builder")].concat(root.columns)
                Text {
                    textFormat: Text.PlainText
                    required property string modelData
                    required property int index
                    id: header
                    text: modelData
                    font.pixelSize: Theme.px(12)
                    font.bold: true
                    color: Theme.inkSoft
                    Layout.fillWidth: true
                    // The builders' names; a heading's longest word, never broken ("Machi nes").
                    Layout.minimumWidth: index === 0 ? Theme.px(110) : Math.ceil(longest.advanceWidth) + 1
                    wrapMode: Text.WordWrap
                    TextMetrics {
                        id: longest
                        font: header.font
                        text: header.modelData.split(" ").reduce((a, b) => a.length >= b.length ? a : b, "")
                    }
                }
            }
            Repeater {
                model: root.seats.length * (root.columns.length + 1)
                RowLayout {         // within its column: a long name elided, a long figure wrapped
                    id: cell
                    required property int index
                    readonly property var seat: root.seats[Math.floor(index / (root.columns.length + 1))]
                    readonly property int column: index % (root.columns.length + 1)
                    spacing: Theme.px(4)
                    Layout.fillWidth: true
                    // The columns share the width by their headings and their figures.
                    Layout.preferredWidth: cell.column === 0 ? 0 : figure.implicitWidth
                    SeatSymbol {
                        visible: cell.column === 0
                        size: Theme.px(14)
                        symbol: cell.seat.symbol
                        colour: cell.seat.colour
                    }
                    Text {
                        id: figure
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        // A figure wraps between its words only ("petits : 8, / grands : 4").
                        Layout.minimumWidth: cell.column === 0 ? 0 : Math.ceil(figureWord.advanceWidth) + 1
                        font.pixelSize: Theme.px(13)
                        font.bold: cell.column === 0
                        color: Theme.ink
                        text: cell.column === 0 ? cell.seat.name : cell.seat.cells[cell.column - 1]
                        wrapMode: cell.column === 0 ? Text.NoWrap : Text.WordWrap
                        elide: cell.column === 0 ? Text.ElideRight : Text.ElideNone
                        property bool elideIntended: cell.column === 0     // a player's name
                        TextMetrics {
                            id: figureWord
                            font: figure.font
                            text: figure.text.split(" ").reduce((a, b) => a.length >= b.length ? a : b, "")
                        }
                    }
                }
            }
        }
    }
}
