import QtQuick
import QtQuick.Controls.Basic

// An amount in steps of $1,000 between two bounds (a bid, a price).
SpinBox {
    id: control
    stepSize: 1000
    editable: true
    font.pixelSize: Theme.px(15)
    implicitWidth: Theme.px(180)
    implicitHeight: Theme.px(34)

    textFromValue: function(value, locale) { return Theme.money(value) }
    valueFromText: function(text, locale) {
        const digits = text.replace(/[^0-9]/g, "")
        return digits === "" ? control.from : Math.round(parseInt(digits) / 1000) * 1000
    }
    validator: RegularExpressionValidator { regularExpression: /[$0-9,. ]*/ }
    Accessible.name: qsTr("Amount")
}
