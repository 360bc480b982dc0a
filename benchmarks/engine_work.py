"""A fixed engine workload for instruction counts (valgrind), which do not depend on the load.

Usage: python benchmarks/engine_work.py MODE WHAT N, WHAT one of ``step`` (N whole matches of
random play on the search path), ``clone`` or ``det`` (N clones or determinizations of a match
20 actions in), ``none`` (only the warm-up) or ``count`` (the same play as ``step``, printing its
rounds and decisions: the games change when a rule does, so compare per round). Count the instructions of WHAT and of ``none``
with ``valgrind --tool=callgrind`` (PYTHONHASHSEED=0) and subtract: what is left is the work.
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from game.core.registry import new_match  # noqa: E402
from game.core.rng import Rng  # noqa: E402


def random_match(mode_id: str, seed: int, rng: Rng) -> tuple[int, int]:
    """One match of random moves; its rounds and decisions."""
    st = new_match(mode_id, seed)
    decisions = 0
    while not st.match_over:
        acts = st.legal_actions()
        st.step(acts[rng.randrange(len(acts))])
        decisions += 1
    return st.round_no, decisions


def twenty_in(mode_id: str):
    st = new_match(mode_id, 5)
    for _ in range(20):
        st.apply(st.legal_actions()[0])
    return st


def main() -> None:
    mode_id, what, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    # Warm-up, in every run (``none`` too): imports, lazy ones included, and first-use tables.
    random_match(mode_id, 1, Rng(9))
    st = twenty_in(mode_id)
    st.clone()
    st.determinize(st.current_seat, Rng(9))
    if what in ("step", "count"):
        rng = Rng(1)
        rounds = decisions = 0
        for game in range(n):
            r, d = random_match(mode_id, 7919 + game, rng)
            rounds, decisions = rounds + r, decisions + d
        if what == "count":
            print(f"{mode_id}: {n} matches, {rounds} rounds, {decisions} decisions")
    elif what in ("clone", "det"):
        rng = Rng(2)
        for _ in range(n):
            if what == "clone":
                st.clone()
            else:
                st.determinize(st.current_seat, rng)
    elif what != "none":
        raise SystemExit(f"unknown workload {what!r} (step, count, clone, det or none)")


if __name__ == "__main__":
    main()
