"""The GUI never freezes: frame gaps while computer players play with moves animated.

    .venv/bin/python benchmarks/frames.py [--game ID] [--seed N] [--ai-speed S] [--animation A]

Four computer players (Medium) play a whole game in the app's window (offscreen unless
QT_QPA_PLATFORM says otherwise; a real one under Xvfb with QT_QPA_PLATFORM=xcb), moves
animated (mbqt/app/moves.py, MoveLayer.qml). The window is asked for a frame continuously
(as an animation does), and the time between two of its frameSwapped signals is measured
from the game's first move until its end screen is shown. Prints
  max_frame_gap_ms: G   the longest gap (target: <= 50 ms; every game of the registry unless
                        --game names one: the worst of them)
  p99_frame_gap_ms: G   the 99th percentile of the gaps
  max_frame_cpu_ms: C   the most processor time the GUI thread used between two frames
                        (its own work: the gap without the time the system gave to others;
                        on a loaded machine the gap is mostly waiting for a core)
  p99_frame_cpu_ms: C   the 99th percentile of that
  frames: N             frames drawn
  moves_animated: N     actions whose moves were animated
  actions: N            actions played
  seconds: S            how long the games took
and the same per game, prefixed by the game's id.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def play(window, controller, game_id: str, seed: int) -> dict:
    from PySide6.QtCore import QEventLoop, QTimer

    from mbqt.app.items import named_items

    controller.chosenGame = game_id
    seats = [{"name": name, "kind": "medium"} for name in ("Ann", "Bob", "Cid", "Dee")]
    gaps, cpu, counts, last = [], [], {"animated": 0}, [0.0, 0.0]

    def swapped():
        now, used = time.perf_counter(), time.thread_time()
        if last[0]:
            gaps.append((now - last[0]) * 1000)
            cpu.append((used - last[1]) * 1000)
        last[0], last[1] = now, used
        window.update()               # ask for the next frame at once: a frame every vsync or sooner

    def animated(_moves, _ms):
        counts["animated"] += 1

    loop = QEventLoop()
    ended = []

    def check():
        if game.running and game.over:
            if any(ended):            # the end screen is made over frames of its own: those count
                loop.quit()
            ended.append(bool(named_items(window, "endScreen", shown_only=True)))
        elif game.running and game.holding:
            game.release()            # an overlay of the game's own (none while no human plays)

    start = time.perf_counter()
    controller.newGame(seats, 0, [], str(seed))
    game = controller.game
    assert game.running and game.gameId == game_id, controller.error
    poll = QTimer()
    poll.timeout.connect(check)
    window.frameSwapped.connect(swapped)
    game.movesMade.connect(animated)
    window.update()
    poll.start(50)
    loop.exec()
    seconds = time.perf_counter() - start
    poll.stop()
    window.frameSwapped.disconnect(swapped)
    game.movesMade.disconnect(animated)
    gaps, cpu = gaps[1:], cpu[1:]     # the first gap includes the new board's loading
    return {"max_frame_gap_ms": max(gaps), "p99_frame_gap_ms": statistics.quantiles(gaps, n=100)[98],
            "max_frame_cpu_ms": max(cpu), "p99_frame_cpu_ms": statistics.quantiles(cpu, n=100)[98],
            "frames": len(gaps), "moves_animated": counts["animated"], "actions": len(game.game.actions),
            "seconds": seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="one game's id (default: every game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ai-speed", type=int, default=1, help="the computer players' speed setting (0 instant .. 4)")
    parser.add_argument("--animation", type=int, default=2, help="animation speed (0 off, 1 fast, 2 normal, 3 slow)")
    args = parser.parse_args()

    from mbqt.app.application import load_window, make_application
    app = make_application(sys.argv)  # noqa: F841  (the application lives as long as the run)
    from mbqt.app.app_controller import AppController
    with tempfile.TemporaryDirectory() as data_dir:
        controller = AppController(data_dir=data_dir)
        controller.aiSpeed = args.ai_speed
        controller.animationSpeed = args.animation
        controller.language = "en"
        engine = load_window(controller)
        window = engine.rootObjects()[0]
        window.resize(1280, 720)
        results = {}
        for game_id in [args.game] if args.game else [g["id"] for g in controller.games]:
            results[game_id] = play(window, controller, game_id, args.seed)
            for name, value in results[game_id].items():
                print(f"{game_id}_{name}: {value:.1f}" if isinstance(value, float) else f"{game_id}_{name}: {value}")
            controller.show("title")
        worst = max(results.values(), key=lambda r: r["max_frame_gap_ms"])
        print(f"max_frame_gap_ms: {worst['max_frame_gap_ms']:.1f}")
        print(f"p99_frame_gap_ms: {max(r['p99_frame_gap_ms'] for r in results.values()):.1f}")
        print(f"max_frame_cpu_ms: {max(r['max_frame_cpu_ms'] for r in results.values()):.1f}")
        print(f"p99_frame_cpu_ms: {max(r['p99_frame_cpu_ms'] for r in results.values()):.1f}")
        print(f"frames: {sum(r['frames'] for r in results.values())}")
        print(f"moves_animated: {sum(r['moves_animated'] for r in results.values())}")
        print(f"actions: {sum(r['actions'] for r in results.values())}")
        print(f"seconds: {sum(r['seconds'] for r in results.values()):.1f}")
        controller.shutdown()
        del engine


if __name__ == "__main__":
    main()
