import QtQuick

// Monopoly Builder in the replay viewer: its table, without the actions of a player at the device.
Table {
    interactive: false
}
