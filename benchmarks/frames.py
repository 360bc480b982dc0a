"""Frame time of the play table while cards animate, on a 1920x1080 window (SDL dummy driver).

Two computer seats play a seeded match at normal animation speed with no pause between moves, so
cards are nearly always in flight; each frame times the table scene's update and draw only (not
the display flip). Prints the median and 99th-percentile frame time of the frames with cards
moving. Usage: python benchmarks/frames.py [--frames 1500] [--size 1920x1080] [--seed 3] [--rules MODE]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=1500)
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--rules", default=None, help="a mode id of any game (default: the usual one)")
    args = p.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    tmp = tempfile.mkdtemp(prefix="throneroom-bench-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(tmp, "data")

    from game.core.registry import default_mode
    from scenes.app import make_app
    from scenes.games import scenes_for
    from scenes.session import MatchSession, SeatSetup

    rules = args.rules or default_mode()

    size = tuple(int(x) for x in args.size.split("x"))
    app = make_app(size)
    app.settings.anim_speed = "normal"
    app.settings.ai_pace = 0.0
    seats = [SeatSetup("North", "computer", "easy"), SeatSetup("South", "computer", "easy")]
    session = MatchSession(rules, seats, args.seed, autosave=False)
    new_table = scenes_for(session.state).table
    table = new_table(app, session)
    type(table).ai_mode = "process"  # the computer thinks in a worker, as in the app
    app.stack.push(table)
    screen = app.screen
    dt = 1 / 60
    times: list[float] = []
    cpu: list[float] = []
    frames = 0
    while frames < args.frames:
        if app.stack.top is not table:
            # The scoring screen: deal on and come back, outside the timed part.
            if not session.state.match_over and session.state.round_over:
                session.apply("deal")
            else:
                session = MatchSession(rules, seats, args.seed + frames, False)
                table = new_table(app, session)
            app.stack.clear_to(table)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.stack.update(dt)
        app.stack.draw(screen)
        t1, c1 = time.perf_counter(), time.thread_time()
        if table.board.busy:
            times.append((t1 - t0) * 1000)
            cpu.append((c1 - c0) * 1000)
        frames += 1
    table.close()
    if not times:
        print("no animated frames measured")
        return 1
    print(f"table {size[0]}x{size[1]}: {len(times)} animated frames (update + draw)")
    for label, xs in (("wall", times), ("cpu ", cpu)):
        xs.sort()
        p99 = xs[min(len(xs) - 1, int(len(xs) * 0.99))]
        print(
            f"  {label}: median {statistics.median(xs):.2f} ms, p99 {p99:.2f} ms, "
            f"max {xs[-1]:.2f} ms"
        )
    print("  (wall time includes waits for the CPU when other programs run; cpu time does not)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
