"""How long the match review's evaluation takes: seconds per decision and per whole match.

Usage: python benchmarks/review.py [--rules imposter/2p-base imposter/fon-full] [--matches 2]
A match is played out by two Normal players from a fixed seed, then every decision of seat 0 is
reviewed at the review's own budget (``game.ai.review.REVIEW_BUDGET``), as the review screen does
in its worker. Wall-clock and processor seconds are both printed: on a shared machine the
processor time is the steadier figure.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.ai.analysis import analysis_budget  # noqa: E402
from game.ai.players import make_player  # noqa: E402
from game.ai.review import REVIEW_BUDGET, decision_points, review_decision  # noqa: E402
from game.core.registry import new_match  # noqa: E402


def play(rules: str, seed: int) -> list[str]:
    """A whole match between two Normal players, as its action list."""
    state = new_match(rules, seed)
    players = [make_player("normal", seed * 2 + s) for s in range(state.num_seats)]
    actions = []
    while not state.match_over:
        seat = state.current_seat
        text = str(players[seat].choose(state, seat))
        state.apply(text)
        actions.append(text)
    return actions


def review_simulations(rules: str, seed: int) -> int:
    """The simulations the review spends on a decision of ``rules``: its own budget if it sets
    one, else the position's analysis budget (Hard's for the mode), with no clock."""
    budget = REVIEW_BUDGET or analysis_budget(new_match(rules, seed))
    return budget.iterations


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["imposter/2p-base", "imposter/fon-full"])
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    for rules in args.rules:
        print(
            f"{rules}: review budget {review_simulations(rules, args.seed)} simulations a decision"
        )
        wall = cpu = 0.0
        decisions = 0
        per_match = []
        for m in range(args.matches):
            seed = args.seed + m
            actions = play(rules, seed)
            points = decision_points(rules, seed, actions, 0)
            w0, c0 = time.perf_counter(), time.process_time()
            for k in points:
                review_decision(rules, seed, actions, 0, k)
            w, c = time.perf_counter() - w0, time.process_time() - c0
            wall += w
            cpu += c
            decisions += len(points)
            per_match.append((len(actions), len(points), w))
        for moves, n, w in per_match:
            print(f"{rules}: a match of {moves} moves, {n} decisions reviewed in {w:.1f} s")
        print(
            f"{rules}: {wall / max(decisions, 1):.3f} s per decision "
            f"({cpu / max(decisions, 1):.3f} s of processor), "
            f"{wall / args.matches:.1f} s per match ({cpu / args.matches:.1f} s of processor), "
            f"{decisions / args.matches:.0f} decisions per match"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
