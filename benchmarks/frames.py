"""Frame time of the play table while cards animate, on a 1920x1080 window (SDL dummy driver).

Computer seats (as many as the mode has) play a seeded match at normal animation speed with no
pause between moves, so cards are nearly always in flight; each frame times the table scene's
update and draw only (not the display flip). Prints the median and 99th-percentile frame time of
the frames with cards moving, and the load average. Usage: python benchmarks/frames.py
[--frames 1500] [--size 1920x1080] [--seed 3] [--rules MODE] (any mode of any game)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field


@dataclass
class FrameTimes:
    """The update + draw time of each animated frame, in milliseconds."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)  # processor time of the drawing thread


def seats_for(rules: str) -> list:
    """A computer seat (Easy: it answers at once) for every seat of the mode."""
    from game.core.registry import modes
    from scenes.session import SeatSetup

    known = modes()
    if rules not in known:
        raise SystemExit(f"unknown mode {rules!r}; known modes: {', '.join(known)}")
    return [SeatSetup(f"Computer {s + 1}", "computer", "easy") for s in range(known[rules].seats)]


def measure(rules: str, size: tuple[int, int], frames: int, seed: int) -> FrameTimes:
    """Run ``frames`` frames of computer play at ``size``; the times of the animated ones."""
    from scenes.app import make_app
    from scenes.games import scenes_for
    from scenes.session import MatchSession

    seats = seats_for(rules)
    app = make_app(size)
    app.settings.anim_speed = "normal"
    app.settings.ai_pace = 0.0
    session = MatchSession(rules, seats, seed, autosave=False)
    new_table = scenes_for(session.state).table
    table = new_table(app, session)  # its computer thinks in a worker process, as in the app
    app.stack.push(table)
    screen = app.screen
    dt = 1 / 60
    times = FrameTimes()
    for frame in range(frames):
        if app.stack.top is not table:
            # The scoring screen: deal on and come back, outside the timed part.
            if not session.state.match_over and session.state.round_over:
                session.apply("deal")
            else:
                table.close()
                session = MatchSession(rules, seats, seed + frame, autosave=False)
                table = new_table(app, session)
            app.stack.clear_to(table)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.stack.update(dt)
        app.stack.draw(screen)
        t1, c1 = time.perf_counter(), time.thread_time()
        if table.board.busy:
            times.wall.append((t1 - t0) * 1000)
            times.cpu.append((c1 - c0) * 1000)
    app.close()  # the table on the stack, and its worker
    return times


def p99(xs: list[float]) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=1500)
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--rules", default=None, help="a mode id of any game (default: the usual one)")
    args = p.parse_args(argv)
    try:
        size = tuple(int(x) for x in args.size.lower().split("x"))
    except ValueError:
        size = ()
    if len(size) != 2 or min(size) <= 0:
        p.error(f"--size takes a width and height such as 1920x1080, not {args.size!r}")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    tmp = tempfile.mkdtemp(prefix="throneroom-bench-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(tmp, "data")

    from game.core.registry import default_mode

    rules = args.rules or default_mode()
    times = measure(rules, size, args.frames, args.seed)
    if not times.wall:
        print("no animated frames measured")
        return 1
    load = os.getloadavg()[0]
    print(f"{rules} table {size[0]}x{size[1]}: {len(times.wall)} animated frames (update + draw)")
    for label, xs in (("wall", times.wall), ("cpu ", times.cpu)):
        print(
            f"  {label}: median {statistics.median(xs):.2f} ms, p99 {p99(xs):.2f} ms, "
            f"max {max(xs):.2f} ms"
        )
    print(f"  load average {load:.1f} (wall time includes waits for a busy CPU; cpu time does not)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
