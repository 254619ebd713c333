pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Mbqt

// The phase track: the round, the five phases, the trowel on the current one.
RowLayout {
    id: root
    property var names: []
    property int phase: 1
    property int round: 1
    property int finalRound: 0

    spacing: Theme.px(4)

    // One size for every phase's name: the largest at which each fits its segment (Text.Fit
    // alone gives each its own, and a narrow segment's name looked smaller than the others).
    property var fits: []           // each segment's size that fits, by index
    readonly property int nameSize: Math.min(Theme.px(13), ...fits.filter(size => size > 0))

    // The largest size from 13 px down to 8 at which `words`, wrapped at their spaces as the
    // names are, fit a box of width w and height h, measured from the font's widths at 100 px
    // rather than laid out: five hidden Text.Fit names took 6 ms of a new game's first frame.
    // The sizes are Text.Fit's at 1024x768, 1280x720, 1024x640 and 1920x1080 in both languages
    // (2026-11-28); where a platform's hinting made a size wider, the name would be elided.
    FontMetrics {
        id: metrics
        font.family: Theme.serif
        font.pixelSize: 100
    }
    function fit(words: list<string>, w: real, h: real): int {
        if (w <= 0 || h <= 0)
            return 0                // not laid out yet
        const space = metrics.advanceWidth(" ")
        const widths = words.map(word => metrics.advanceWidth(word))
        for (let size = Theme.px(13); size > Theme.px(8); --size) {
            const scale = size / 100
            let lines = 1, line = -space, fits = true
            for (const width of widths) {
                fits = fits && width * scale <= w
                line += space + width
                if (line * scale > w && line > width) {
                    ++lines
                    line = width
                }
            }
            if (fits && lines * metrics.height * scale * 0.9 <= h)
                return size
        }
        return Theme.px(8)
    }

    Rectangle {
        Layout.preferredWidth: roundText.implicitWidth + Theme.px(20)
        Layout.fillHeight: true
        radius: Theme.px(6)
        color: Theme.wood
        border.color: Theme.gold
        Text {
            id: roundText
            textFormat: Text.PlainText
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
            // The track is shared in proportion to the room each name needs on two lines:
            // its longest word or half of it. The number stays with the first word of a
            // longer name; a one-word name ("Événements") may put it on a line of its own.
            readonly property var words: (index + 1 + (modelData.includes(" ") ? ".\u00a0" : ". ")
                                          + modelData).split(" ")
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.px(40)
            Layout.horizontalStretchFactor: Math.max(Math.ceil(words.join(" ").length / 2),
                                                     ...words.map(w => w.length))
            radius: Theme.px(6)
            color: current ? Theme.goldSoft : index + 1 < root.phase ? Theme.parchmentDark : Theme.paper
            border.color: current ? Theme.wood : Theme.rule
            border.width: current ? Theme.px(2) : 1
            readonly property int fitSize: root.fit(words, name.width, name.height)
            onFitSizeChanged: {
                const fits = root.fits.slice(0, root.names.length)
                fits[index] = fitSize
                root.fits = fits
            }
            Text {
                id: name
                textFormat: Text.PlainText
                anchors.fill: parent
                anchors.margins: Theme.px(3)
                // Every segment keeps the room of the trowel's blade and the same weight: the
                // current one does not shrink its name when the trowel comes to it.
                anchors.leftMargin: Theme.px(12)
                // A long name ("Recruter et licencier") takes two lines before it shrinks. The
                // height, not maximumLineCount, bounds the lines: Text.Fit ignores
                // maximumLineCount and would keep a size that cuts the last line; elide shows
                // what does not fit.
                wrapMode: Text.WordWrap
                elide: Text.ElideRight
                lineHeight: 0.9
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: seg.words.join(" ")
                font.pixelSize: root.nameSize
                font.family: Theme.serif
                color: seg.index + 1 < root.phase ? Theme.inkSoft : Theme.ink
            }
            // The trowel sits in the room every segment keeps on its left, inside the frame:
            // over the corner it hid the segment's edge and the round's label.
            Loader {        // only the current phase's (a Shape: not made four times more)
                active: seg.current
                anchors.verticalCenter: parent.verticalCenter
                sourceComponent: Trowel { size: Theme.px(14) }
            }
        }
    }
}
