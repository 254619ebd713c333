pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic

// An amount between two bounds (a bid, a price) in the steps the user sets (stepSize: the
// game's rule, from its controller); a typed amount goes to the nearest step. What the box
// shows is what is sent: a gesture that sends the amount (Return, Enter, the button) calls
// commit() first, since Return may reach the board's shortcut before the box reads its text.
SpinBox {
    id: control

    // The amount shown: the typed text read now (to the nearest step, within the bounds).
    function commit(): int {
        const typed = control.valueFromText((control.contentItem as TextInput).text, control.locale)
        control.value = Math.min(Math.max(typed, control.from), control.to)
        return control.value
    }
    editable: true
    font.pixelSize: Theme.px(15)
    implicitWidth: Theme.px(180)
    implicitHeight: Theme.px(34)

    textFromValue: function(value, locale) { return Theme.money(value) }
    // A new locale makes the box write its amount again: the language's money format.
    locale: Qt.locale(Theme.language === "fr" ? "fr_FR" : "en_US")
    valueFromText: function(text, locale) {
        const digits = text.replace(/[^0-9]/g, "")
        return digits === "" ? control.from : Math.round(parseInt(digits) / control.stepSize) * control.stepSize
    }
    // The no-break spaces of French amounts ("40 000 $") are written as escapes in a string:
    // the regular expression engine does not know \u escapes.
    validator: RegularExpressionValidator { regularExpression: new RegExp("[$0-9,. \u00a0\u202f]*") }
    Accessible.name: qsTr("Amount")

    // The style's buttons are fixed pixels: these scale with the window.
    component StepButton: Rectangle {
        property string sign
        property bool pressed
        implicitWidth: Theme.px(30)
        height: control.height
        color: pressed ? Theme.goldSoft : Theme.parchmentDark
        border.color: Theme.cardEdge
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: parent.sign
            font.pixelSize: Theme.px(18)
            font.bold: true
            color: Theme.ink
        }
    }
    up.indicator: StepButton {
        x: control.mirrored ? 0 : control.width - width
        sign: "+"
        pressed: control.up.pressed
    }
    down.indicator: StepButton {
        x: control.mirrored ? control.width - width : 0
        sign: "−"
        pressed: control.down.pressed
    }
    background: Rectangle {
        color: Theme.paper
        border.color: control.activeFocus ? Theme.focus : Theme.cardEdge
        border.width: control.activeFocus ? Theme.px(3) : Math.max(1, Theme.px(1))
    }
}
