"""The text mode (`mbqt text`): Master Builder and Les Bâtisseurs in an 80x24 terminal.

strings.py holds every player-facing string; console.py the questions; newgame.py the
setup questions; play.py what both games do alike (the loop, commands, saving, loading,
`run`). Master Builder: board.py and logtext.py draw a seat's view and the log; menus.py
and planning.py turn legal actions into questions; session.py is its session.
Les Bâtisseurs: batisseurs.py, its session.
"""
