"""Search speed: ISMCTS iterations per second at real positions, by kind of decision.

Usage: python benchmarks/ai_speed.py [--rules MODE] [--iterations 1000] [--games 4]
       python benchmarks/ai_speed.py --rules MODE --level hard [--rounds 3]
Positions come from seeded random play; every decision with two or more choices is searched with
a fixed iteration budget and no early stop, so the figure is the raw rate on one core. The rate
per second of processor time is printed too: on a shared machine it moves far less than the
wall-clock rate, so it is the one to compare between two versions of the code.

With ``--level``, every seat plays that level for ``--rounds`` rounds with its budget for the
mode and seat count (``knowledge.budget_of``) but no clock, and the processor time of each decision
with two or more choices is reported (median and 95th percentile): what the level costs on a
machine of its own, where the clock would not cut a search short.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time
from collections import defaultdict

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.ai.knowledge import DEFAULT_BUDGETS  # noqa: E402  (the levels that search)
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
    parser.add_argument(
        "--level", choices=tuple(DEFAULT_BUDGETS), help="time this level's decisions instead"
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds to play with --level")
    args = parser.parse_args(argv)
    if args.rules is None:
        from game.core.registry import default_mode

        args.rules = default_mode()
    if args.level:
        return level_times(args.rules, args.level, args.rounds, args.seed)
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


def level_times(rules: str, level: str, rounds: int, seed: int) -> int:
    """Every seat plays ``level`` with its budget less the clock; processor time per decision."""

    from game.ai.arena import percentile
    from game.ai.knowledge import budget_of
    from game.ai.players import SearchPlayer

    cpu: list[float] = []
    iterations: list[int] = []
    for r in range(rounds):
        st = new_match(rules, seed * 1000 + r)
        budget = budget_of(level, st)
        players = [SearchPlayer(seed * 100 + s, budget, level) for s in range(st.num_seats)]
        while not st.round_over:
            seat = st.current_seat
            many = len(st.legal_actions()) > 1
            c = time.process_time()
            action = players[seat].choose(st, seat)
            if many:
                cpu.append(1000 * (time.process_time() - c))
                iterations.append(players[seat].last.iterations)
            st.apply(action)
    med = sorted(cpu)[len(cpu) // 2] if cpu else 0.0
    p95 = percentile(cpu, 0.95)
    mean_it = sum(iterations) / max(len(iterations), 1)
    print(
        f"{rules} {level}: {len(cpu)} decisions with a choice over {rounds} rounds, processor "
        f"time median {med:.0f} ms, p95 {p95:.0f} ms, {mean_it:.0f} iterations on average"
    )
    print(
        json.dumps(
            {
                "rules": rules,
                "level": level,
                "decisions": len(cpu),
                "cpu_ms_median": round(med, 1),
                "cpu_ms_p95": round(p95, 1),
                "iterations_mean": round(mean_it),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
