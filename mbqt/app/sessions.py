"""Each game's controller class, by game id (mbqt.games): the app shell and the replay
viewer are otherwise written once for every game. Importing this registers the classes
as QML types; their modules import no engine models, so the title screen stays quick."""
from __future__ import annotations

from mbqt.app.batisseurs_controller import BatisseursController
from mbqt.app.master_builder_controller import MasterBuilderController

CONTROLLERS = {"master-builder": MasterBuilderController, "batisseurs": BatisseursController}
