pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// Statistics of a game (GameController.statistics): each seat's figures per round, in the
// game's charts (money, points...: a button per chart when there are several; the axis's
// lines and labels are the game's, stats_chart.py), then the game's table, a row per seat.
Rectangle {
    id: root
    required property var stats          // GameController.statistics
    readonly property var seats: root.stats.seats || []
    readonly property var columns: root.stats.columns || []
    readonly property var charts: root.stats.charts || []
    property int shown: 0                // the chart chosen
    readonly property int index: Math.max(0, Math.min(root.shown, root.charts.length - 1))
    readonly property var chart: root.charts.length > 0 ? root.charts[root.index] : null
    readonly property int points: root.seats.length > 0 && root.chart ? root.seats[0].series[root.index].length : 0

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
        return (root.stats.roundLabel || "%1").arg(i)     // the game's word: "R3", "M3", "T3"
    }

    ColumnLayout {
        id: layout
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
        spacing: Theme.px(8)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(6)
            Text {
                objectName: "chartTitle"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: root.chart ? root.chart.title : ""
                font.pixelSize: Theme.px(15)
                font.bold: true
                font.family: Theme.serif
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
            Repeater {          // the charts to choose from, when there are several
                model: root.charts.length > 1 ? root.charts : []
                MButton {
                    required property var modelData
                    required property int index
                    objectName: "statsChart_" + index
                    text: modelData.name
                    primary: root.index === index
                    font.pixelSize: Theme.px(12)
                    padding: Theme.px(3)
                    leftPadding: Theme.px(10)
                    rightPadding: Theme.px(10)
                    onClicked: root.shown = index
                    Accessible.name: modelData.title
                }
            }
        }
        Item {
            id: chartBox
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.px(190)

            Canvas {
                id: chart
                objectName: "moneyChart"
                anchors.fill: parent
                property var figures: root.chart
                readonly property real axisTop: root.chart ? root.chart.top : 0   // a labelled grid line
                onFiguresChanged: requestPaint()
                onWidthChanged: requestPaint()
                onHeightChanged: requestPaint()
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    if (!root.chart)
                        return
                    const k = root.index
                    const left = Theme.px(58), right = width - Theme.px(24)
                    const up = Theme.px(8), down = height - Theme.px(22)
                    const low = root.chart.low, span = root.chart.top - root.chart.low
                    const x = i => left + (root.points > 1 ? (right - left) * i / (root.points - 1) : 0)
                    const y = m => down - (down - up) * (m - low) / span
                    ctx.font = Theme.px(11) + "px sans-serif"
                    ctx.lineWidth = 1
                    for (const line of root.chart.lines) {
                        ctx.strokeStyle = line.value === 0 ? Theme.rule : Theme.parchmentDark
                        ctx.beginPath(); ctx.moveTo(left, y(line.value)); ctx.lineTo(right, y(line.value)); ctx.stroke()
                        ctx.fillStyle = Theme.inkSoft
                        ctx.textAlign = "right"
                        ctx.fillText(line.label, left - Theme.px(6), y(line.value) + Theme.px(4))
                    }
                    // Round labels, every one while they fit, else every other one...
                    ctx.textAlign = "center"
                    const every = Math.max(1, Math.ceil(root.points * Theme.px(34) / Math.max(1, right - left)))
                    for (let i = 0; i < root.points; i++)
                        if (i % every === 0 || i === root.points - 1)
                            ctx.fillText(root.label(i), x(i), height - Theme.px(6))
                    root.seats.forEach((s, j) => {
                        ctx.strokeStyle = Theme.seatColour(s.colour)
                        ctx.fillStyle = Theme.seatColour(s.colour)
                        ctx.lineWidth = Theme.px(3)
                        ctx.beginPath()
                        s.series[k].forEach((m, i) => i === 0 ? ctx.moveTo(x(i), y(m)) : ctx.lineTo(x(i), y(m)))
                        ctx.stroke()
                        // Points drawn a little apart per seat, so equal amounts stay visible,
                        // each the seat's symbol (not its colour alone).
                        const size = Theme.px(10)
                        s.series[k].forEach((m, i) => {
                            ctx.save()
                            ctx.translate(x(i) - size / 2, y(m) + (j - (root.seats.length - 1) / 2) * Theme.px(2) - size / 2)
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
