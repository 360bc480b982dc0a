"""Usurp the King random play: games per second per mode on the search path (``step``), and the
cost of the king-maker look-ahead, the clone and the determinization.

Usage: python benchmarks/usurp_random.py [--games 1000] [--seed 1] [--modes usurp/3p,...]
The rates are per second of processor time (a shared machine moves them far less than the wall
clock); the wall-clock rate is printed beside. Printed last as one JSON line.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.core.rng import Rng  # noqa: E402
from game.usurp.modes import MODES  # noqa: E402
from game.usurp.state import UsurpState  # noqa: E402


def play(mode_id: str, games: int, seed: int) -> dict:
    rng = Rng(seed)
    decisions = 0
    legal_cpu = 0.0
    legal_max = 0.0
    restricted = 0
    km_times: list[float] = []
    rungs: dict[str, int] = {}
    wall, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        st = UsurpState(mode_id, seed * 100_003 + g)
        while not st.match_over:
            t = time.process_time()
            acts = st.legal_actions()
            dt = time.process_time() - t
            legal_cpu += dt
            legal_max = max(legal_max, dt)
            if st.king_maker_info is not None:
                restricted += 1
                km_times.append(dt)
            st.step(acts[rng.randrange(len(acts))])
            decisions += 1
        rungs[st.result["rung"]] = rungs.get(st.result["rung"], 0) + 1
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    return {
        "mode": mode_id,
        "games": games,
        "games_per_cpu_s": round(games / cpu, 1),
        "games_per_wall_s": round(games / wall, 1),
        "decisions_per_game": round(decisions / games, 1),
        "legal_ms_mean": round(1000 * legal_cpu / decisions, 3),
        "legal_ms_max": round(1000 * legal_max, 2),
        "king_maker_games_pct": round(100 * restricted / games, 1),
        "king_maker_ms_mean": round(1000 * sum(km_times) / len(km_times), 2) if km_times else 0.0,
        "king_maker_ms_max": round(1000 * max(km_times), 2) if km_times else 0.0,
        "rungs": dict(sorted(rungs.items())),
    }


def copies(mode_id: str, n: int = 300) -> dict:
    st = UsurpState(mode_id, 5)
    rng = Rng(3)
    while st.stage != "resolve" and not st.match_over:
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    t = time.process_time()
    for _ in range(n):
        st.clone()
    clone = (time.process_time() - t) / n
    t = time.process_time()
    for i in range(n):
        st.determinize(0, Rng(i))
    det = (time.process_time() - t) / n
    return {"clone_us": round(1e6 * clone, 1), "determinize_us": round(1e6 * det, 1)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--modes", default=",".join(MODES))
    args = p.parse_args()
    rows = []
    for mode_id in args.modes.split(","):
        row = play(mode_id, args.games, args.seed)
        row.update(copies(mode_id))
        rows.append(row)
        print(
            f"{mode_id:15} {row['games_per_cpu_s']:7.1f} games/cpu-s "
            f"({row['games_per_wall_s']:.1f}/wall-s), {row['decisions_per_game']} decisions, "
            f"legal {row['legal_ms_mean']} ms mean / {row['legal_ms_max']} ms max, "
            f"king-maker in {row['king_maker_games_pct']}% of games "
            f"({row['king_maker_ms_mean']} ms mean, {row['king_maker_ms_max']} ms max), "
            f"clone {row['clone_us']} us, determinize {row['determinize_us']} us"
        )
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
