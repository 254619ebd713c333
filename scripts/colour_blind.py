"""Screenshots of each game's board, and how a colour-blind player sees them (issue #19,
accessibility): a deuteranopia, protanopia and tritanopia simulation of each, to look at for
meaning carried by colour alone. From the checkout, with the app's venv:

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/colour_blind.py OUT_DIR
        [--size 1280x720] [--language en] [--high-contrast] [--scale 100] [--settings]

Writes OUT_DIR/<game>[-hc].png (four seats, one of them the scripted human of the tests,
a few rounds in) and OUT_DIR/<game>[-hc]-<deficiency>.png; --settings adds the settings
screen. The simulation is Machado, Oliveira and Fernandes' (2009) matrices at full severity
on linear RGB, in Python on QImage's pixels (no other dependency)."""
from __future__ import annotations

import argparse
import sys
import tempfile
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# Machado et al. 2009, severity 1.0 (linear RGB).
MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
_LINEAR = [((c / 255) / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4) for c in range(256)]


def _srgb(v: float) -> int:
    v = min(max(v, 0.0), 1.0)
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(image, deficiency: str):
    """A copy of the QImage as seen with that colour vision deficiency."""
    from PySide6.QtGui import QImage
    (a, b, c), (d, e, f), (g, h, i) = MATRICES[deficiency]
    source = image.convertToFormat(QImage.Format.Format_RGB32)
    pixels = array("I", bytes(source.constBits()))       # 0xffRRGGBB, one a pixel
    seen: dict[int, int] = {}
    for n, p in enumerate(pixels):
        q = seen.get(p)
        if q is None:
            r, gr, bl = _LINEAR[(p >> 16) & 255], _LINEAR[(p >> 8) & 255], _LINEAR[p & 255]
            q = seen[p] = (0xff000000 | _srgb(a * r + b * gr + c * bl) << 16
                           | _srgb(d * r + e * gr + f * bl) << 8 | _srgb(g * r + h * gr + i * bl))
        pixels[n] = q
    out = QImage(pixels.tobytes(), source.width(), source.height(), source.width() * 4,
                 QImage.Format.Format_RGB32)
    return out.copy()         # its own pixels (the bytes above go away)


SEATS = [{"name": "Adelheid", "kind": "human", "colour": 0, "symbol": 0},
         {"name": "Bob", "kind": "random", "colour": 1, "symbol": 1},
         {"name": "Cunigunde", "kind": "random", "colour": 2, "symbol": 2},
         {"name": "Dietrich", "kind": "random", "colour": 3, "symbol": 3}]
# Each game a few rounds in, at the human's turn: seats, cards and markers on the board.
ROUNDS = {"master-builder": 2, "batisseurs": 3, "monopoly-builder": 4}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--language", default="en")
    parser.add_argument("--high-contrast", action="store_true")
    parser.add_argument("--scale", type=int, default=100, help="the interface's size, in percent")
    parser.add_argument("--settings", action="store_true", help="the settings screen too")
    parser.add_argument("--games", default=",".join(ROUNDS))
    parser.add_argument("--no-simulation", action="store_true")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))

    from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

    from mbqt.app.app_controller import AppController
    from mbqt.app.application import load_window, make_application
    from tests.support.app import human_move, waiting_for_someone

    app = make_application(sys.argv[:1])
    controller = AppController(data_dir=tempfile.mkdtemp(prefix="mbqt-colour-blind-"))
    controller.aiSpeed = 0
    controller.confirmIrreversible = False
    controller.animationSpeed = 0         # the boards as they stand, no move in flight
    controller.language = args.language
    controller.highContrast = args.high_contrast
    controller.uiScale = args.scale
    engine = load_window(controller)
    window = engine.rootObjects()[0]
    window.resize(width, height)

    def run_until(condition, seconds: float = 120) -> None:
        deadline = QDeadlineTimer(int(seconds * 1000))
        while not condition():
            if deadline.hasExpired():
                raise SystemExit("mbqt: the game never got there")
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)

    def grab(name: str) -> None:
        for _ in range(3):               # laid out and drawn at this size
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            QCoreApplication.sendPostedEvents()
        image = window.grabWindow()
        args.out.mkdir(parents=True, exist_ok=True)
        tail = ("-hc" if args.high_contrast else "") + (f"-{args.scale}%" if args.scale != 100 else "") + (f"-{args.language}" if args.language != "en" else "")
        image.save(str(args.out / f"{name}{tail}.png"))
        if not args.no_simulation:
            for deficiency in MATRICES:
                simulate(image, deficiency).save(str(args.out / f"{name}{tail}-{deficiency}.png"))
        print(args.out / f"{name}{tail}.png")

    run_until(lambda: window.width() == width)
    if args.settings:
        controller.show("settings")
        grab(f"settings-{width}x{height}")
        controller.show("title")
    for game_id in args.games.split(","):
        controller.chosenGame = game_id
        controller.newGame(SEATS, 0, [], "7")
        game = controller.game
        while True:
            run_until(lambda: waiting_for_someone(game))
            if game.humanTurn and game.round >= ROUNDS[game_id] or game.over:
                break
            human_move(game)
        grab(f"{game_id}-{width}x{height}")
        controller.show("title")
    controller.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
