"""The text mode (`mbqt text`): Master Builder in an 80x24 terminal.

strings.py holds every player-facing string; console.py the questions; board.py and
logtext.py draw a seat's view and the log; menus.py and planning.py turn legal actions
into questions; newgame.py sets a game up; session.py runs it (`run`).
"""
