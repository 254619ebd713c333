pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// The six sections of a contract laid out like the card: buildings as walls then roofs,
// city walls as two walls of three pieces.
Grid {
    id: root
    property RowsModel sections: null       // its rows: idx, label, needs, kind, group, built, requires
    property real size: Theme.px(16)

    columns: 3
    spacing: Math.max(2, size / 6)
    Repeater {
        model: root.sections
        SectionTile {
            required property var modelData
            requires: modelData.requires
            built: modelData.built
            label: modelData.label
            needs: modelData.needs
            kind: modelData.kind
            size: root.size
        }
    }
}
