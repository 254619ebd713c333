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
    // A new locale makes the box write its amount again: the language's money format.
    locale: Qt.locale(Theme.language === "fr" ? "fr_FR" : "en_US")
    valueFromText: function(text, locale) {
        const digits = text.replace(/[^0-9]/g, "")
        return digits === "" ? control.from : Math.round(parseInt(digits) / 1000) * 1000
    }
    // The no-break spaces of French amounts ("40 000 $") are written as escapes in a string:
    // the regular expression engine does not know \u escapes.
    validator: RegularExpressionValidator { regularExpression: new RegExp("[$0-9,. \u00a0\u202f]*") }
    Accessible.name: qsTr("Amount")
}
