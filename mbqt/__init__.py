"""mbqt: a digital edition of the board game Master Builder."""
__version__ = "0.1.0"
