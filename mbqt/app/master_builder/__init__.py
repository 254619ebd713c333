"""Master Builder in the app: its controller, board models and build planner."""
from mbqt.app.master_builder.controller import MasterBuilderController as Controller  # noqa: F401
