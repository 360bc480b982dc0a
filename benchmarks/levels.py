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

from game.ai.arena import fair_share, run  # noqa: E402
from game.core.registry import modes  # noqa: E402

# The modes of docs/ai.md's table; ``--only`` takes any other mode of any game as well.
MODES = (
    "imposter/2p-base", "imposter/cutthroat", "imposter/2v2", "peasant/eras", "usurp/2p",
    "usurp/3p", "usurp/4p", "usurp/5p", "usurp/teams-6", "usurp/teams-8",
)  # fmt: skip
PAIRS = (("hard", "normal"), ("expert", "hard"))
# Games whose cells count whole matches (a game of Usurp the King); the others count single
# rounds (an Era of King and Peasant, a round of The Imposter Kings).
WHOLE_MATCHES = ("usurp",)
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


def sample(mode: str) -> int:
    """The rounds (or matches) a cell of ``mode`` plays: 400 in two-player The Imposter Kings,
    200 where the fair share is one half, 150 elsewhere."""
    info = modes()[mode]
    if info.game == "imposter" and info.seats == 2:
        return 400
    return 200 if fair_share(info.seats, info.teams) == 0.5 else 150


def cells(only: list[str], pair: str | None):
    """(mode, A, B, sample, rounds only) for each cell asked for, in the table's order."""
    known = modes()
    unknown = [m for m in only if m not in known]
    if unknown:
        raise SystemExit(f"unknown mode {unknown[0]!r}; known modes: {', '.join(known)}")
    pairs = [(a, b) for a, b in PAIRS if pair in (None, f"{a}-{b}")]
    if not pairs:
        raise SystemExit(f"unknown pair {pair!r}; known: hard-normal, expert-hard")
    for mode in only or MODES:
        for a, b in pairs:
            yield mode, a, b, sample(mode), known[mode].game not in WHOLE_MATCHES


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
