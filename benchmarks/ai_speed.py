"""Search speed: ISMCTS iterations per second at real positions, by kind of decision.

Usage: python benchmarks/ai_speed.py [--rules MODE] [--iterations 1000] [--games 4]
Positions come from seeded random play; every decision with two or more choices is searched with
a fixed iteration budget and no early stop, so the figure is the raw rate on one core. The rate
per second of processor time is printed too: on a shared machine it moves far less than the
wall-clock rate, so it is the one to compare between two versions of the code.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time
from collections import defaultdict

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.ai.search import Budget, search  # noqa: E402
from game.core.registry import new_match  # noqa: E402
from game.core.rng import Rng  # noqa: E402


def positions(rules: str, games: int, seed: int) -> list:
    rng = Rng(seed)
    found = []
    for g in range(games):
        st = new_match(rules, seed * 1000 + g)
        while not st.round_over:
            if len(st.legal_actions()) > 1:
                found.append(st.clone())
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))])
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default=None, help="a mode id of any game (default: the usual)")
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.rules is None:
        from game.core.registry import default_mode

        args.rules = default_mode()
    budget = Budget(iterations=args.iterations, early_stop=False)
    per_kind: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    total_it = 0
    total_s = 0.0
    total_cpu = 0.0
    for st in positions(args.rules, args.games, args.seed):
        t = time.perf_counter()
        c = time.process_time()
        res = search(st, st.current_seat, budget, seed=1)
        dt = time.perf_counter() - t
        total_cpu += time.process_time() - c
        per_kind[st.decision][0] += res.iterations
        per_kind[st.decision][1] += dt
        total_it += res.iterations
        total_s += dt
    for kind, (it, secs) in sorted(per_kind.items()):
        print(f"{kind:12s} {it / secs:8.0f} iterations/s over {it} iterations")
    rate = total_it / total_s
    cpu_rate = total_it / max(total_cpu, 1e-9)
    print(f"all          {rate:8.0f} iterations/s ({cpu_rate:.0f} per second of processor time)")
    print(
        json.dumps(
            {
                "rules": args.rules,
                "iterations_per_second": round(rate),
                "iterations_per_cpu_second": round(cpu_rate),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
