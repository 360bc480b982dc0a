"""CPU the game uses while it waits for a person: the menu, and the table of a match against the
computer waiting for the human's decision (pointer still, and pointer resting on the hand).

Each case runs the app's own main loop (the paced one a player gets, not the headless fast loop)
in a fresh process, waits until the screen has settled, then measures the process CPU time over
a fixed wall-clock span. Prints percent of one core and the frames drawn per second. The computer
player's worker process sits idle during the span and is not counted.

Usage: python benchmarks/idle_cpu.py [--seconds 5] [--sizes 1280x720,1920x1080]
                                     [--cases menu,table,table-hover] [--rules MODE] [--display]
The table is a match of ``--rules`` (any mode of any game; 2p-base unless told): the person in
the first seat, a computer in each other. With --display the window opens on $DISPLAY (e.g.
Xvfb) instead of SDL's dummy video driver.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CASES = ("menu", "table", "table-hover")
DEFAULT_RULES = "imposter/2p-base"
ROOT = Path(__file__).resolve().parent.parent


def _run_for(app, seconds: float) -> None:
    """Run the app's loop for ``seconds`` of wall-clock time (a timed QUIT ends it)."""
    import pygame

    app.running = True
    pygame.time.set_timer(pygame.event.Event(pygame.QUIT), max(1, round(seconds * 1000)), 1)
    app.loop()


def _table_waits_for_human(app) -> bool:
    table = app.stack.top
    if getattr(table, "name", "") != "table":
        return False
    st = table.state
    return (
        not table.board.busy
        and st.current_seat == table.viewer
        and table._human_may_act()
        and not table.board.bubbles
    )


def seats_for(rules: str) -> list:
    """The person in the first seat of the mode, an Easy computer in each other."""
    from game.core.registry import modes
    from scenes.session import SeatSetup

    known = modes()
    if rules not in known:
        raise SystemExit(f"unknown mode {rules!r}; known modes: {', '.join(known)}")
    computers = [
        SeatSetup(f"Computer {s}", "computer", "easy") for s in range(1, known[rules].seats)
    ]
    return [SeatSetup("You", "human"), *computers]


def measure(case: str, size: tuple[int, int], seconds: float, rules: str = DEFAULT_RULES) -> dict:
    """One case in this process; returns the figures."""
    import pygame

    from scenes.app import make_app
    from scenes.session import MatchSession

    app = make_app(size, headless=False)
    if case == "menu":
        app.to_menu()
        _run_for(app, 1.5)
    else:
        app.start_match(MatchSession(rules, seats_for(rules), seed=5, autosave=False))
        for _ in range(20):
            _run_for(app, 1.0)
            if _table_waits_for_human(app):
                break
        else:
            raise SystemExit(f"{case}: the table never came to the human's decision")
        if case == "table-hover":
            table = app.stack.top
            card = table.drawer.hand_sprites()[0]
            pos = card.rect.center
            pygame.mouse.set_pos(pos)
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
        _run_for(app, 1.5)  # the hover preview, the last bubbles and sounds settle
    frames0 = app.frame_no
    c0, t0 = time.process_time(), time.perf_counter()
    _run_for(app, seconds)
    c1, t1 = time.process_time(), time.perf_counter()
    frames = app.frame_no - frames0
    if case != "menu" and not _table_waits_for_human(app):
        raise SystemExit(f"{case}: the table stopped waiting for the human during the span")
    app.close()
    pygame.quit()
    wall = t1 - t0
    return {"cpu": 100 * (c1 - c0) / wall, "fps": frames / wall, "wall": wall}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--sizes", default="1280x720,1920x1080")
    p.add_argument("--cases", default=",".join(CASES))
    p.add_argument("--rules", default=DEFAULT_RULES, help="the table's mode (any game's)")
    p.add_argument("--display", action="store_true", help="use $DISPLAY, not the dummy driver")
    p.add_argument("--one", help=argparse.SUPPRESS)  # internal: run one case, print JSON
    args = p.parse_args(argv)
    if args.one:
        case, size_text = args.one.split("@")
        size = tuple(int(x) for x in size_text.split("x"))
        print(json.dumps(measure(case, size, args.seconds, args.rules)))
        return 0
    seats_for(args.rules)  # an unknown mode stops here, not in each case's process
    env = dict(os.environ)
    env["SDL_AUDIODRIVER"] = "dummy"
    if args.display:
        env.pop("SDL_VIDEODRIVER", None)
        where = f"X display {env.get('DISPLAY', '?')}"
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        where = "SDL dummy video driver"
    tmp = tempfile.mkdtemp(prefix="throneroom-idle-")
    env["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
    env["XDG_DATA_HOME"] = os.path.join(tmp, "data")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    print(f"idle CPU over {args.seconds:g} s, {where}, {args.rules}")
    print("  (percent of one core; frames drawn per s)")
    for size_text in args.sizes.split(","):
        for case in args.cases.split(","):
            if case not in CASES:
                print(f"unknown case {case!r}; known: {', '.join(CASES)}")
                return 2
            cmd = [sys.executable, __file__, "--one", f"{case}@{size_text}"]
            cmd += ["--seconds", str(args.seconds), "--rules", args.rules]
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=ROOT)
            lines = out.stdout.strip().splitlines()
            if out.returncode != 0 or not lines:
                print(f"  {size_text:>9} {case:<12} failed: {(out.stderr or out.stdout)[-400:]}")
                continue
            r = json.loads(lines[-1])
            print(f"  {size_text:>9} {case:<12} cpu {r['cpu']:5.1f} %   {r['fps']:5.1f} frames/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
