"""The text mode (`mbqt text`): every game of the registry in an 80x24 terminal.

strings.py holds the player-facing strings; console.py the questions; newgame.py the
setup questions; play.py what every game does alike (the loop, commands, saving, loading,
`run`). Each game's package, mbqt/text/<package>/, holds its Session and its own words
(strings.py), and whatever else its board and menus need.
"""
