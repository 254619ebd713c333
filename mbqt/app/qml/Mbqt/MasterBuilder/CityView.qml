pragma ComponentBehavior: Bound
import QtQuick
import Mbqt

// The city: every completed building, with the symbol of its builder.
Rectangle {
    id: root
    required property MasterBuilderController game
    implicitHeight: Theme.px(58)
    radius: Theme.px(8)
    color: Theme.parchmentDark
    border.color: Theme.rule

    Text {
        id: label
        textFormat: Text.PlainText
        x: Theme.px(8)
        anchors.verticalCenter: parent.verticalCenter
        text: qsTr("City")
        font.pixelSize: Theme.px(14)
        font.bold: true
        font.family: Theme.serif
        color: Theme.ink
    }
    Text {
        textFormat: Text.PlainText
        visible: root.game.cityModel.count === 0
        anchors { left: label.right; leftMargin: Theme.px(12); verticalCenter: parent.verticalCenter }
        text: qsTr("No building completed yet.")
        font.pixelSize: Theme.px(12)
        font.italic: true
        color: Theme.inkSoft
    }
    ListView {
        id: city
        anchors { left: label.right; leftMargin: Theme.px(12); right: parent.right; top: parent.top; bottom: parent.bottom; margins: Theme.px(5) }
        orientation: ListView.Horizontal
        spacing: Theme.px(6)
        clip: true
        model: root.game.cityModel
        delegate: Rectangle {
            id: building
            required property int number
            required property string name
            required property string kind
            required property string builderName
            required property int colour
            required property int symbol
            // Every building in view: narrower cards as the city grows (no sixth one cut).
            width: Math.max(Theme.px(56), Math.min(Theme.px(110),
                            (city.width - city.spacing * (city.count - 1)) / Math.max(1, city.count)))
            height: ListView.view.height
            radius: Theme.px(4)
            color: kind === "city_wall" ? Colours.wall : Colours.cityBuilding
            border.color: Colours.builtEdge
            Column {
                anchors.centerIn: parent
                width: parent.width - Theme.px(8)
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    text: building.number + " " + building.name
                    font.pixelSize: Theme.px(11)
                    font.bold: true
                    color: Theme.ink
                    fontSizeMode: Text.HorizontalFit      // long (French) names shrink a little first
                    minimumPixelSize: Theme.px(8)
                    wrapMode: Text.WordWrap               // then take two lines (a city of narrow cards)
                    maximumLineCount: 2
                    lineHeight: 0.9
                    elide: Text.ElideRight
                    horizontalAlignment: Text.AlignHCenter
                }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: Theme.px(3)
                    SeatSymbol {
                        size: Theme.px(12)
                        symbol: building.symbol
                        colour: building.colour
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: Math.min(implicitWidth, building.width - Theme.px(24))
                        text: building.builderName
                        property bool elideIntended: true   // a player's name, as long as they typed it
                        elide: Text.ElideRight
                        fontSizeMode: Text.HorizontalFit    // shrinks a little before it is cut
                        minimumPixelSize: Theme.px(8)
                        font.pixelSize: Theme.px(10)
                        color: Theme.inkSoft
                    }
                }
            }
        }
    }
}
