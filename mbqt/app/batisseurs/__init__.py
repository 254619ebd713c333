"""Les Bâtisseurs in the app: its controller, board models and sentences."""
from mbqt.app.batisseurs.controller import BatisseursController as Controller  # noqa: F401
