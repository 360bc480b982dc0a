"""Engine speed: random full rounds per second and decisions per second, per mode.

Usage: python benchmarks/engine.py [--seconds 5] [--rules imposter/2p-base] [--compare FILE]
A round here starts at the deal (first-player choice, mulligans, Successor, Dungeon) and ends at
the round's scoring; the random player picks uniformly among the legal actions. ``--compare``
reads the JSON lines of an earlier run (say, on an older commit) and prints each figure's ratio.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.core.registry import modes, new_match  # noqa: E402
from game.core.rng import Rng  # noqa: E402


def random_rounds(mode_id: str, seconds: float, seed: int, fast: bool) -> tuple[float, float]:
    """Rounds and decisions per second; ``fast`` uses the search path (``step``, no events)."""
    rng = Rng(seed)
    rounds = decisions = 0
    game = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        st = new_match(mode_id, seed * 7919 + game)
        game += 1
        while not st.match_over:
            actions = st.legal_actions()
            action = actions[rng.randrange(len(actions))]
            if fast:
                st.step(action)
            else:
                st.apply(action)
            decisions += 1
            if st.round_over:
                rounds += 1
    elapsed = time.perf_counter() - started
    return rounds / elapsed, decisions / elapsed


def measure(mode_id: str, seconds: float, seed: int = 1) -> dict:
    rng = Rng(seed)
    clones = 0
    rounds, decisions = random_rounds(mode_id, seconds, seed, fast=False)
    fast_rounds, fast_decisions = random_rounds(mode_id, seconds, seed, fast=True)
    # Clone and determinize rates matter to the search too.
    st = new_match(mode_id, 5)
    for _ in range(20):
        st.apply(st.legal_actions()[0])
    t = time.perf_counter()
    while time.perf_counter() - t < 1.0:
        st.clone()
        clones += 1
    dets = 0
    t2 = time.perf_counter()
    while time.perf_counter() - t2 < 1.0:
        st.determinize(st.current_seat, rng)
        dets += 1
    return {
        "mode": mode_id,
        "rounds_per_s": round(rounds),
        "decisions_per_s": round(decisions),
        "search_rounds_per_s": round(fast_rounds),
        "search_decisions_per_s": round(fast_decisions),
        "clones_per_s": clones,
        "determinize_per_s": dets,
    }


FIGURES = ("search_rounds_per_s", "rounds_per_s", "clones_per_s", "determinize_per_s")


def load_runs(path: str) -> dict[str, dict]:
    """The JSON lines of an earlier run, by mode (other lines of its output are skipped)."""
    runs = {}
    for line in pathlib.Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("{"):
            r = json.loads(line)
            runs[r["mode"]] = r
    return runs


def ratios(now: dict, before: dict) -> str:
    """Each figure now over before, e.g. ``search_rounds x2.10``; a figure missing from the
    earlier run, or zero there, is left out."""
    parts = []
    for key in FIGURES:
        if before.get(key):
            parts.append(f"{key.removesuffix('_per_s')} x{now[key] / before[key]:.2f}")
    return "  ".join(parts)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--rules", default=None, help="one mode id (default: every mode)")
    p.add_argument("--compare", metavar="FILE", help="an earlier run's output: print ratios")
    args = p.parse_args()
    ids = [args.rules] if args.rules else list(modes())
    before = load_runs(args.compare) if args.compare else {}
    for mode_id in ids:
        r = measure(mode_id, args.seconds)
        print(
            f"{mode_id:22} {r['rounds_per_s']:6} rounds/s  {r['decisions_per_s']:7} decisions/s  "
            f"{r['clones_per_s']:7} clones/s  {r['determinize_per_s']:6} determinize/s"
        )
        print(
            f"{'':22} {r['search_rounds_per_s']:6} rounds/s  {r['search_decisions_per_s']:7} "
            "decisions/s on the search path (step: no events, no history)"
        )
        if r["mode"] in before:
            print(f"{'':22} against the earlier run: {ratios(r, before[r['mode']])}")
        print(json.dumps(r))


if __name__ == "__main__":
    main()
