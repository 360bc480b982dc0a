"""The levels' strength at every table, with one command: the figures of docs/ai.md, "Levels".

Usage: python benchmarks/levels.py [--quick] [--only MODE[,MODE...]] [--pair hard-normal]
       [--scale 1.0] [--seed 1] [--out FILE.jsonl]

Every cell is an arena run (``game.ai.arena.run``, one process: ``--workers 1``): level A in one
seat (with its partners in a team game) against level B in the others, seats rotating, the wins
with a Wilson 95% interval beside the fair share, and both levels' processor time per decision
with a choice (what the levels cost, which other programs on the machine do not inflate). The
sample of a cell is what the figures need: 400 rounds in two-player The Imposter Kings, 200
where the fair share is one half, 150 elsewhere (``--scale`` multiplies them). ``--quick`` plays
two games a cell, a smoke run of every cell in a few minutes. Decisions have no clock, so a cell
repeats exactly for its seed whatever the load; the load average is printed with each cell all
the same, since it shows in the wall times. Each finished cell is appended to ``--out`` as one
JSON line, so a long run can be stopped and its cells kept; the table at the end is Markdown.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.ai.arena import run  # noqa: E402

# (mode, A, B, sample, rounds): ``rounds`` counts single rounds (The Imposter Kings), else
# whole matches (an Era match of King and Peasant, a game of Usurp the King).
CELLS = (
    ("imposter/2p-base", "hard", "normal", 400, True),
    ("imposter/2p-base", "expert", "hard", 400, True),
    ("imposter/cutthroat", "hard", "normal", 150, True),
    ("imposter/cutthroat", "expert", "hard", 150, True),
    ("imposter/2v2", "hard", "normal", 200, True),
    ("imposter/2v2", "expert", "hard", 200, True),
    ("peasant/eras", "hard", "normal", 200, True),
    ("peasant/eras", "expert", "hard", 200, True),
    ("usurp/2p", "hard", "normal", 200, False),
    ("usurp/2p", "expert", "hard", 200, False),
    ("usurp/3p", "hard", "normal", 150, False),
    ("usurp/3p", "expert", "hard", 150, False),
    ("usurp/4p", "hard", "normal", 150, False),
    ("usurp/4p", "expert", "hard", 150, False),
    ("usurp/5p", "hard", "normal", 150, False),
    ("usurp/5p", "expert", "hard", 150, False),
    ("usurp/teams-6", "hard", "normal", 150, False),
    ("usurp/teams-6", "expert", "hard", 150, False),
    ("usurp/teams-8", "hard", "normal", 150, False),
    ("usurp/teams-8", "expert", "hard", 150, False),
)
QUICK = 2


def commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=10,
            cwd=pathlib.Path(__file__).resolve().parents[1],
        )  # fmt: skip
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def cells(only: list[str], pair: str | None):
    for mode, a, b, n, rounds in CELLS:
        if only and mode not in only:
            continue
        if pair and f"{a}-{b}" != pair:
            continue
        yield mode, a, b, n, rounds


def row(res: dict) -> str:
    low, high = res["ci95"]
    n = res["games"]
    return (
        f"| `{res['rules']}` | {res['a']} vs {res['b']} | {res['a_wins']} / {n} "
        f"({100 * res['a_wins'] / n:.1f}%) | {100 * low:.1f}% to {100 * high:.1f}% | "
        f"{100 * res['fair_share']:.1f}% | {res['cpu_ms_per_decision_median']:.0f} / "
        f"{res['cpu_ms_per_decision_p95']:.0f} ms | {res['b_cpu_ms_per_decision_median']:.0f} / "
        f"{res['b_cpu_ms_per_decision_p95']:.0f} ms | {res['load']} |"
    )


HEADER = (
    "| mode | A vs B | A won | 95% CI | fair share | A processor median / p95 "
    "| B processor median / p95 | load |\n|---|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK} games a cell")
    parser.add_argument("--only", default="", help="modes to run, comma separated")
    parser.add_argument("--pair", default=None, help="hard-normal or expert-hard")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every sample")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=None, help="append each cell as a JSON line here")
    args = parser.parse_args(argv)
    only = [m.strip() for m in args.only.split(",") if m.strip()]
    done = []
    print(f"commit {commit()}; {os.cpu_count()} processors; one process a cell")
    for mode, a, b, n, rounds in cells(only, args.pair):
        games = QUICK if args.quick else max(1, round(n * args.scale))
        t = time.perf_counter()
        res = run(mode, a, b, games, args.seed, rounds, workers=1)
        res["load"] = f"{os.getloadavg()[0]:.1f}"
        res["seconds"] = round(time.perf_counter() - t, 1)
        res["commit"] = commit()
        done.append(res)
        print(row(res), f"({res['seconds']:.0f} s)", flush=True)
        if args.out:
            with open(args.out, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(res) + "\n")
    print()
    print(HEADER)
    for res in done:
        print(row(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
