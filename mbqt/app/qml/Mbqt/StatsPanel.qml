pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// Statistics of a game (mbqt/stats.py): each seat's money per round as a chart, then
// contracts won and the prices paid, wages, loans and buildings as a table.
Rectangle {
    id: root
    required property var stats          // GameController.statistics
    readonly property var seats: root.stats.seats || []
    readonly property int points: root.seats.length > 0 ? root.seats[0].money.length : 0
    readonly property real high: {
        let best = 10000
        for (const s of root.seats)
            for (const m of s.money)
                best = Math.max(best, m)
        return Math.ceil(best / 10000) * 10000
    }
    readonly property real low: {
        let low = 0
        for (const s of root.seats)
            for (const m of s.money)
                low = Math.min(low, m)
        return Math.floor(low / 10000) * 10000
    }

    objectName: "statsPanel"
    implicitHeight: layout.implicitHeight + Theme.px(24)
    radius: Theme.px(8)
    color: Theme.paper
    border.color: "#9d8a6e"

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
            text: qsTr("Money at the end of each round")
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
                onFiguresChanged: requestPaint()
                onWidthChanged: requestPaint()
                onHeightChanged: requestPaint()
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    const left = Theme.px(58), right = width - Theme.px(24)
                    const up = Theme.px(8), down = height - Theme.px(22)
                    const span = Math.max(1, root.high - root.low)
                    const x = i => left + (root.points > 1 ? (right - left) * i / (root.points - 1) : 0)
                    const y = m => down - (down - up) * (m - root.low) / span
                    ctx.font = Theme.px(11) + "px sans-serif"
                    ctx.lineWidth = 1
                    // Grid lines every $10,000 (every $20,000 and more when the range is large).
                    const step = span > 120000 ? 40000 : span > 60000 ? 20000 : 10000
                    for (let m = root.low; m <= root.high; m += step) {
                        ctx.strokeStyle = m === 0 ? "#8a7658" : "#d8c9a8"
                        ctx.beginPath(); ctx.moveTo(left, y(m)); ctx.lineTo(right, y(m)); ctx.stroke()
                        ctx.fillStyle = "#5d4a33"
                        ctx.textAlign = "right"
                        ctx.fillText(Theme.money(m), left - Theme.px(6), y(m) + Theme.px(4))
                    }
                    ctx.textAlign = "center"
                    for (let i = 0; i < root.points; i++)
                        ctx.fillText(root.label(i), x(i), height - Theme.px(6))
                    root.seats.forEach((s, k) => {
                        ctx.strokeStyle = Theme.seatColour(s.colour)
                        ctx.fillStyle = Theme.seatColour(s.colour)
                        ctx.lineWidth = Theme.px(3)
                        ctx.beginPath()
                        s.money.forEach((m, i) => i === 0 ? ctx.moveTo(x(i), y(m)) : ctx.lineTo(x(i), y(m)))
                        ctx.stroke()
                        // Points drawn a little apart per seat, so equal amounts stay visible.
                        s.money.forEach((m, i) => {
                            ctx.beginPath()
                            ctx.arc(x(i), y(m) + (k - (root.seats.length - 1) / 2) * Theme.px(2), Theme.px(4), 0, 2 * Math.PI)
                            ctx.fill()
                            ctx.strokeStyle = "#2b1d0e"
                            ctx.lineWidth = 1
                            ctx.stroke()
                        })
                    })
                }
            }
        }

        // The table: one row per seat.
        GridLayout {
            objectName: "statsTable"
            Layout.fillWidth: true
            columns: 7
            columnSpacing: Theme.px(12)
            rowSpacing: Theme.px(4)
            Repeater {
                model: [qsTr("Builder"), qsTr("Contracts won"), qsTr("Prices paid"), qsTr("Wages paid"),
                        qsTr("Loans taken"), qsTr("Buildings"), qsTr("Income from buildings")]
                Text {
                    required property string modelData
                    text: modelData
                    font.pixelSize: Theme.px(12)
                    font.bold: true
                    color: Theme.inkSoft
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                }
            }
            Repeater {
                model: root.seats.length * 7
                Row {
                    id: cell
                    required property int index
                    readonly property var seat: root.seats[Math.floor(index / 7)]
                    readonly property int column: index % 7
                    spacing: Theme.px(4)
                    Layout.fillWidth: true
                    SeatSymbol {
                        visible: cell.column === 0
                        anchors.verticalCenter: parent.verticalCenter
                        size: Theme.px(14)
                        symbol: cell.seat.symbol
                        colour: cell.seat.colour
                    }
                    Text {
                        font.pixelSize: Theme.px(13)
                        font.bold: cell.column === 0
                        color: Theme.ink
                        text: [cell.seat.name,
                               String(cell.seat.contracts.length),
                               Theme.money(cell.seat.paid),
                               Theme.money(cell.seat.wages),
                               cell.seat.loans[0] + cell.seat.loans[1] === 0 ? "—"
                                   : qsTr("%1 small, %2 large").arg(cell.seat.loans[0]).arg(cell.seat.loans[1]),
                               String(cell.seat.buildings.length),
                               Theme.money(cell.seat.income)][cell.column]
                    }
                }
            }
        }
    }
}
