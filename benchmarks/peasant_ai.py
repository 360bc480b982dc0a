"""King and Peasant AI speed: search iterations per second, and the levels' decision times.

Usage: python benchmarks/peasant_ai.py [--iterations 600] [--games 4] [--eras 6] [--seed 1]
                                     [--levels hard,normal]

1. Iterations per second: every decision with two or more choices in ``--games`` Eras of
   seeded random play is searched with a fixed budget and no early stop (one core), by kind of
   decision and by role, in wall-clock and in processor time (the one to compare on a shared
   machine).
2. Decision times: ``--eras`` Eras of the two ``--levels`` (Hard against Normal unless told,
   e.g. ``--levels expert,hard``), seats alternating; every decision of each level is timed as
   the table would wait for it (its real budget: its count of simulations with early stop,
   single-move decisions answered at once), median and 95th percentile.
The last line is one JSON object, for scripts.
"""

from __future__ import annotations

import argparse
import json
import math
import pathlib
import statistics
import sys
import time
from collections import defaultdict

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.ai.players import make_player  # noqa: E402
from game.ai.search import Budget, search  # noqa: E402
from game.core.registry import new_match  # noqa: E402
from game.core.rng import Rng  # noqa: E402

MODE = "peasant/eras"


def positions(games: int, seed: int) -> list:
    rng = Rng(seed)
    found = []
    for g in range(games):
        st = new_match(MODE, seed * 1000 + g)
        while not st.round_over:
            if len(st.legal_actions()) > 1:
                found.append(st.clone())
            st.apply(rng.choice(st.legal_actions()))
    return found


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def rates(games: int, iterations: int, seed: int) -> dict:
    budget = Budget(iterations=iterations, early_stop=False)
    by: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for st in positions(games, seed):
        role = st.role(st.current_seat)
        t = time.perf_counter()
        c = time.process_time()
        res = search(st, st.current_seat, budget, seed=1)
        wall, cpu = time.perf_counter() - t, time.process_time() - c
        for key in (f"{role} {st.decision}", f"{role} (all)", "all"):
            by[key][0] += res.iterations
            by[key][1] += wall
            by[key][2] += cpu
    print("Iterations per second (fixed budget, no early stop):")
    out = {}
    for key, (it, wall, cpu) in sorted(by.items()):
        print(f"  {key:26s} {it / wall:7.0f} wall  {it / max(cpu, 1e-9):7.0f} processor  ({it} it)")
        out[key] = round(it / max(cpu, 1e-9))
    return out


def decision_times(eras: int, seed: int, levels: tuple[str, str] = ("hard", "normal")) -> dict:
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    first, second = levels
    for e in range(eras):
        st = new_match(MODE, seed * 7919 + e)
        seat = e % 2
        players = {seat: make_player(first, e), 1 - seat: make_player(second, e)}
        while not st.round_over:
            seat = st.current_seat
            level = first if seat == e % 2 else second
            t = time.perf_counter()
            c = time.process_time()
            action = players[seat].choose(st, seat)
            times[level].append(1000 * (time.perf_counter() - t))
            cpu[level].append(1000 * (time.process_time() - c))
            st.apply(action)
    print(f"Decision times over {eras} Eras of {first} against {second} (ms):")
    out = {}
    for level in levels:
        w, c = times[level], cpu[level]
        print(
            f"  {level:7s} {len(w):4d} decisions  wall median {statistics.median(w):7.1f}"
            f"  p95 {pct(w, 0.95):7.1f}   processor median {statistics.median(c):7.1f}"
            f"  p95 {pct(c, 0.95):7.1f}"
        )
        out[level] = {
            "decisions": len(w),
            "wall_median": round(statistics.median(w), 1),
            "wall_p95": round(pct(w, 0.95), 1),
            "cpu_median": round(statistics.median(c), 1),
            "cpu_p95": round(pct(c, 0.95), 1),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--eras", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="hard,normal", help="two levels, the first timed first")
    args = parser.parse_args(argv)
    levels = tuple(args.levels.split(","))
    if len(levels) != 2 or levels[0] == levels[1]:
        parser.error("--levels takes two different levels, e.g. expert,hard")
    per_second = rates(args.games, args.iterations, args.seed)
    timings = decision_times(args.eras, args.seed, levels)
    print(json.dumps({"mode": MODE, "iterations_per_cpu_second": per_second, "times": timings}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
