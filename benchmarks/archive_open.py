"""How long the screens that read the archive take to open with a full data folder.

Usage: python benchmarks/archive_open.py [--matches 1000] [--players 40] [--repeat 3]
Builds, in a temporary data folder, ``--matches`` finished matches in the archive (random moves
over several games and modes, conceded when a match runs long) and a statistics file of
``--players`` players of ``--cells`` rows (mode and level) each (40 of 70: about 530 KB), then
times ``stats.load()``, ``archive.list_matches(check_moves=False)``, ``archive.entries()`` (the index), and opening the
"Review a match" and Statistics screens, first with no index beside the archive (cold) and then
with it (warm). Wall-clock and processor seconds are printed; on a shared machine the processor
time is the steadier figure.
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import random
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

MODES = ("imposter/2p-base", "imposter/fon-full", "imposter/cutthroat", "peasant/eras", "usurp/3p")
LONGEST = 400  # moves before a random match is conceded


def finished_session(mode: str, seed: int):
    """A finished match of random moves, one person and the computer."""
    from game.core.registry import modes
    from scenes.session import MatchSession, SeatSetup

    n = modes()[mode].seats
    seats = [SeatSetup("Alice", "human")] + [
        SeatSetup(f"Lord {i}", "computer", "hard") for i in range(1, n)
    ]
    session = MatchSession(mode, seats, seed=seed, autosave=False)
    session.recorded = True  # archived below, at the time chosen
    rng = random.Random(seed)
    while not session.finished and len(session.state.history) < LONGEST:
        session.apply(rng.choice(session.state.legal_actions()))
    if not session.finished:
        session.concede(0)
    return session


def fill(matches: int, players: int, cells: int) -> int:
    """Write the archive and the statistics file; returns the statistics file's size."""
    from game.ai.players import LEVELS
    from game.core.registry import modes
    from scenes import archive, stats
    from scenes.session import new_match_id

    samples = [finished_session(m, seed) for seed in range(4) for m in MODES]
    archive.MAX_KEPT = matches  # keep them all (the player's own archive keeps its newest)
    t0 = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    for i in range(matches):
        session = samples[i % len(samples)]
        session.match_id = new_match_id()
        archive.archive_match(session, t0 + datetime.timedelta(minutes=i))
    data = stats.Statistics()
    for p in range(players):
        player = stats.PlayerStats(name=f"Player {p:02d}", last="2026-01-01T00:00:00Z")
        rows = [(mode, level) for mode in modes() for level in (*LEVELS, stats.PEOPLE)]
        for key in rows[:cells]:
            player.cells[key] = stats.Cell(9, 4, 40, 20, 60, 1)
        data.players[player.name] = player
    stats.save(data)
    return stats.statistics_path().stat().st_size


def timed(what: str, fn) -> None:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"  {what:<44} {wall:7.3f} s wall  {cpu:7.3f} s processor")


def show(app, step, scene) -> None:
    """Open ``scene`` over the menu as the menu's button does, draw one frame, close it."""
    app.stack.push(scene(app))
    step(app, [])
    app.stack.pop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--cells", type=int, default=70, help="(mode, level) rows a player")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_DATA_HOME"] = str(pathlib.Path(tmp, "data"))
        os.environ["XDG_CONFIG_HOME"] = str(pathlib.Path(tmp, "config"))
        from scenes import archive, stats
        from scenes.app import make_app, step
        from scenes.matches import MatchesScene
        from scenes.stats_scene import StatsScene

        size = fill(args.matches, args.players, args.cells)
        print(f"{args.matches} archived matches, statistics file {size / 1000:.0f} KB")
        app = make_app((1280, 720))
        index = getattr(archive, "index_path", None)
        for run in range(args.repeat):
            if index is not None:
                index().unlink(missing_ok=True)
            print(f"run {run + 1}:")
            timed("stats.load()", stats.load)
            timed(
                "list_matches(check_moves=False)", lambda: archive.list_matches(check_moves=False)
            )
            if index is not None:
                index().unlink(missing_ok=True)
                timed("archive.entries(), no index yet", archive.entries)
                timed("archive.entries(), with the index", archive.entries)
            for what, scene in (("Review a match", MatchesScene), ("Statistics", StatsScene)):
                timed(f"open {what} (one frame)", lambda s=scene: show(app, step, s))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
