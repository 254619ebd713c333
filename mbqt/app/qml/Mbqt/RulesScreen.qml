pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// The rules in short, with the decisions this edition takes where the rulebook is silent.
Rectangle {
    id: root
    required property AppController app
    color: Theme.parchment
    objectName: "rulesScreen"

    readonly property var chapters: [
        { title: qsTr("Aim"), text: qsTr("Six rounds of five phases. Hire workers, win building contracts, build them and collect their price, pay wages every round. The richest builder at the end wins: cash, plus each unfinished building's price less $20,000 per missing section (never below zero), minus each loan's repayment value. Tied players share the victory.") },
        { title: qsTr("Setup"), text: qsTr("2 to 4 players start with $40,000. Four worker decks (master craftsmen, foremen, tradesmen, apprentices) lie face up: only each top card can be hired. With 2 players, 4 contracts are removed unseen. Five of the eleven economic cards form the economy deck. The start player (mallet) is chosen at setup, at random by default; the mallet passes left after each round.") },
        { title: qsTr("1. Hire and fire"), text: qsTr("Round 1: in turn order each player takes a top worker until everyone has five; no passing, no firing. Later rounds: three times around the table, hire a top worker, fire one of yours (under its deck), or pass. The wage total may never exceed $30,000.") },
        { title: qsTr("2. Contracts"), text: qsTr("Round 1 reveals one contract more than there are players; later rounds turn an economic card that says how many to reveal. From the start player, each player may open an auction on a displayed contract at its minimum bid or more, or decline for the rest of the phase. Bidding goes clockwise in steps of $1,000; a pass is final; nobody may bid more cash than they have (no loans for bids). In round 1 every player must end with a contract: once someone holds two, only players without a contract may bid, and the last one takes the last contract at its minimum. A contract nobody takes gets $5,000 for its next buyer; unsold twice, it leaves the game.") },
        { title: qsTr("3. Events"), text: qsTr("The event of the round hits every player in turn order: some workers are unavailable for the Build phase (still paid), dismissed, or requisitioned; or wages rise. Where an event lets a player choose a worker, that player decides.") },
        { title: qsTr("4. Build"), text: qsTr("Place available workers on sections of your contracts: a section is built when it gets exactly the workers it shows, each of at least the level of its colour (yellow master craftsman, red foreman, purple tradesman, green apprentice). A worker works on one section per round. A building starts with at least a side wall and a gable end; the roof comes when all four walls stand. A city wall starts with its wall section and a side piece, and the second wall only once the first is complete. Plans are made in secret and revealed together.") },
        { title: qsTr("5. Income and wages"), text: qsTr("A contract with all six sections built pays its price and joins the city. Then everyone pays their wages; whoever cannot must take loans: small (receive $10,000, repay $13,000, or $15,000 once the contract deck is empty) or large (receive $30,000, repay $38,000 or $40,000). A loan can be repaid at any of your decisions.") },
        { title: qsTr("End of the game"), text: qsTr("After round 6; or, if all contracts are taken by the end of round 4's contract phase or earlier, after one more round without contracts.") },
        { title: qsTr("Variants"), text: qsTr("Choosing workers: pay $1,000 to look through a deck and hire any of its workers. Selective events: everyone holds two event cards and the start player picks the event of the round. Loaning workers: idle workers can be lent for a Build phase at an agreed price. Additional events: two events each round.") },
        { title: qsTr("Playing with the keyboard"), text: qsTr("When it is your decision, the focus (a blue ring) goes to where it is made. Tab and Shift+Tab move it in reading order: top bar, worker decks, contracts, action bar, build planner, log, players. Space takes the focused card or presses the focused button; in the build planner, select a worker with Space, then put it on the focused section with Space. Return does the step's main action: hire the focused deck, open the auction, raise, submit the plan, accept, continue, play again. P passes, declines or refuses. S shows the computer players' moves at once. Ctrl+S saves. Esc leaves this screen.") },
        { title: qsTr("About the cards"), text: qsTr("The printed cards' contents (contract prices, section colours, worker quirks, events) are not public: this edition's card file is a reconstruction consistent with the rulebook. Owners of the game can load their own card file.") }
    ]

    Shortcut {
        sequence: "Escape"
        onActivated: root.app.back()
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        ColumnLayout {
            width: Math.min(scroll.availableWidth - Theme.px(40), Theme.px(900))
            x: (scroll.availableWidth - width) / 2
            spacing: Theme.px(10)
            RowLayout {
                Layout.fillWidth: true
                Layout.topMargin: Theme.px(20)
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Rules of Master Builder")
                    font.pixelSize: Theme.px(30)
                    font.bold: true
                    font.family: Theme.serif
                    color: Theme.ink
                }
                MButton {
                    objectName: "rulesBack"
                    text: qsTr("Back (Esc)")
                    onClicked: root.app.back()
                }
            }
            Repeater {
                model: root.chapters
                ColumnLayout {
                    id: chapter
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: Theme.px(3)
                    Text {
                        text: chapter.modelData.title
                        font.pixelSize: Theme.px(19)
                        font.bold: true
                        font.family: Theme.serif
                        color: Theme.woodLight
                    }
                    Text {
                        Layout.fillWidth: true
                        text: chapter.modelData.text
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(15)
                        lineHeight: 1.15
                        color: Theme.ink
                    }
                }
            }
            Item { Layout.preferredHeight: Theme.px(20) }
        }
    }
}
