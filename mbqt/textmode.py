"""`mbqt text`: play in the terminal. The text mode lives in the mbqt.text package."""
from mbqt.text.play import run

__all__ = ["run"]
