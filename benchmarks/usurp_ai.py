"""Usurp the King AI speed: search iterations per second, and the levels' decision times.

Usage: python benchmarks/usurp_ai.py [--modes usurp/2p,usurp/5p] [--iterations 60] [--games 2]
       [--seed 1]

For each mode (every Usurp mode by default):
1. Iterations per second: up to eight decisions with two or more choices in ``--games`` games of
   seeded random play are searched with a fixed budget and no early stop (one core), in
   processor time (the one to compare on a shared machine).
2. Decision times: ``--games`` games with Hard in one seat (rotating) and Normal in the others
   (``--pair expert,hard`` for others; a team game: the first level's partner plays it too, as
   in the arena); every decision with a choice is timed as the table would wait for it (the
   level's real budget of simulations, early stop included), median and 95th percentile, wall
   and processor.
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

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.ai.arena import seating  # noqa: E402
from game.ai.players import make_player  # noqa: E402
from game.ai.search import Budget, search  # noqa: E402
from game.core.registry import modes, new_match  # noqa: E402
from game.core.rng import Rng  # noqa: E402

MODES = tuple(m for m in modes() if m.startswith("usurp/"))


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def rate(mode: str, games: int, iterations: int, seed: int) -> float:
    budget = Budget(iterations=iterations, early_stop=False)
    its = 0
    cpu = 0.0
    for g in range(games):
        st = new_match(mode, seed * 1000 + g)
        rng = Rng(seed + g)
        searched = 0
        while not st.match_over:
            if len(st.legal_actions()) > 1 and searched < 8:
                c = time.process_time()
                res = search(st, st.current_seat, budget, seed=1)
                cpu += time.process_time() - c
                its += res.iterations
                searched += 1
            st.apply(rng.choice(st.legal_actions()))
    return its / max(cpu, 1e-9)


def decision_times(mode: str, games: int, seed: int, pair=("hard", "normal")) -> dict:
    top, rest = pair
    wall: dict[str, list[float]] = {top: [], rest: []}
    cpu: dict[str, list[float]] = {top: [], rest: []}
    for g in range(games):
        st = new_match(mode, seed * 7919 + g)
        hard = seating(st.num_seats, tuple(st.mode.teams), g)
        players = {
            s: make_player(top if s in hard else rest, g * 10 + s) for s in range(st.num_seats)
        }
        while not st.match_over:
            seat = st.current_seat
            level = players[seat].level
            if len(st.legal_actions()) == 1:  # answered at once: not a decision with a choice
                st.apply(st.legal_actions()[0])
                continue
            t = time.perf_counter()
            c = time.process_time()
            action = players[seat].choose(st, seat)
            wall[level].append(1000 * (time.perf_counter() - t))
            cpu[level].append(1000 * (time.process_time() - c))
            st.apply(action)
    out = {}
    for level in pair:
        w, c = wall[level], cpu[level]
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
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pair", default="hard,normal", help="the level in one seat, the others'")
    args = parser.parse_args(argv)
    pair = tuple(args.pair.split(","))
    report = {}
    for mode in args.modes.split(","):
        per_second = rate(mode, args.games, args.iterations, args.seed)
        times = decision_times(mode, args.games, args.seed, pair)
        report[mode] = {"iterations_per_cpu_second": round(per_second), "times": times}
        line = f"{mode:15s} {per_second:6.0f} it/s (processor)"
        for level in pair:
            t = times[level]
            line += (
                f"  {level} {t['decisions']} decisions: processor median {t['cpu_median']} / "
                f"p95 {t['cpu_p95']} ms, wall {t['wall_median']} / {t['wall_p95']} ms"
            )
        print(line, flush=True)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
