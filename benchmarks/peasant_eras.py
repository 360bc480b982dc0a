"""King and Peasant engine speed: random Eras per second, with events (apply) and without (step).

Usage: python benchmarks/peasant_eras.py [--seconds 3]
An Era runs from its setup placements to the goal that ends it; the random player picks
uniformly among the legal actions.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from engine import random_rounds  # noqa: E402  (the same random play as every mode's benchmark)


def random_eras(seconds: float, seed: int, fast: bool) -> tuple[float, float]:
    """Eras and decisions per second; ``fast`` uses the search path (``step``, no events)."""
    return random_rounds("peasant/eras", seconds, seed, fast)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    eras, decisions = random_eras(args.seconds, 1, fast=False)
    fast_eras, fast_decisions = random_eras(args.seconds, 1, fast=True)
    out = {
        "mode": "peasant/eras",
        "eras_per_s": round(eras),
        "decisions_per_s": round(decisions),
        "step_eras_per_s": round(fast_eras),
        "step_decisions_per_s": round(fast_decisions),
    }
    if args.json:
        print(json.dumps(out))
    else:
        print(
            f"peasant/eras: {out['eras_per_s']} random Eras/s ({out['decisions_per_s']} "
            f"decisions/s) with events; {out['step_eras_per_s']} Eras/s "
            f"({out['step_decisions_per_s']} decisions/s) by step"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
