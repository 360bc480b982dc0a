"""Play two levels against each other and report wins with a 95% interval and decision times.

    python -m game.ai.arena --rules imposter/2p-base --a hard --b random --games 200 --seed 1
    python -m game.ai.arena --a hard --b normal --rounds 400
    python -m game.ai.arena --rules imposter/cutthroat --a hard --b normal --rounds 90
    python -m game.ai.arena --rules MODE --option KEY=VALUE ...   (any game's mode and options)

Level A sits in one seat and level B in every other; in a team mode (2v2) A's partners play at
level A too, so A's team meets a team of B. A's seat rotates over the matches (match i puts A in
seat i mod the number of seats), so a count that is a multiple of the seats gives every seat
alike. A match (or round) counts as A's when A's seat, or A's team, wins it; the fair share is
one over the number of seats (teams). Matches run on worker processes. Every decision is timed,
setup ones included. The last line printed is one JSON object, for scripts.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from dataclasses import dataclass

from game.ai.players import make_player
from game.core.registry import check_options, default_mode, modes, new_match

# A safety net against a rules bug looping forever; real matches are far shorter.
MAX_DECISIONS = 20000


@dataclass(frozen=True)
class Job:
    rules: str
    a: str
    b: str
    index: int
    seed: int
    rounds_only: bool
    options: tuple[tuple[str, str], ...] = ()  # the mode's setup choices, as (key, value)


def seating(num_seats: int, teams: tuple[int, ...], index: int) -> tuple[int, ...]:
    """The seats level A plays in match ``index``: seat ``index mod num_seats``, with its
    partners in a team mode (``teams`` gives each seat's team; empty when none)."""
    home = index % num_seats
    if not teams:
        return (home,)
    return tuple(s for s in range(num_seats) if teams[s] == teams[home])


def fair_share(num_seats: int, teams: tuple[int, ...] = ()) -> float:
    """A's share of the wins if the levels were equal: one over the seats, or over the teams."""
    return 1.0 / (len(set(teams)) if teams else num_seats)


def _teams(state) -> tuple[int, ...]:
    return tuple(getattr(getattr(state, "mode", None), "teams", ()) or ())


def play(job: Job) -> tuple[int, list[float], list[float], list[float], float, float, list]:
    """One match (or one round): 1 if A (or A's team) won, else 0; both levels' decision times
    (ms), A's processor time per decision with a choice (ms), which other programs do not
    inflate, the points of A's seat and of a B seat on average at the end (Cutthroat's second
    place scores too, so points tell more than wins), and B's processor times."""
    state = new_match(job.rules, job.seed * 1_000_003 + job.index, dict(job.options))
    seats_a = seating(state.num_seats, _teams(state), job.index)
    players = {}
    base = job.seed * 7919 + 2 * job.index
    home = job.index % state.num_seats
    for s in range(state.num_seats):
        level = job.a if s in seats_a else job.b
        # A's own seat gets ``base``, every other seat its own seed (two seats: as before).
        players[s] = make_player(level, base if s == home else base + 1 + s)
    times_a: list[float] = []
    times_b: list[float] = []
    cpu_a: list[float] = []
    cpu_b: list[float] = []
    for _ in range(MAX_DECISIONS):
        if state.match_over or (job.rounds_only and state.results):
            break
        seat = state.current_seat
        choice = len(state.legal_actions()) > 1
        t = time.perf_counter()
        c = time.process_time()
        action = players[seat].choose(state, seat)
        ms = 1000 * (time.perf_counter() - t)
        cpu = 1000 * (time.process_time() - c)
        if seat in seats_a:
            times_a.append(ms)
        else:
            times_b.append(ms)
        if choice:  # a single legal move is answered at once and would only lower the median
            (cpu_a if seat in seats_a else cpu_b).append(cpu)
        state.apply(action)
    else:
        raise RuntimeError(f"game {job.index} did not end in {MAX_DECISIONS} decisions")
    if job.rounds_only and state.results:
        winner = state.results[0]["winner"]
        scores = state.results[0]["scores"]
    else:
        winner = state.winner
        scores = state.scores
    seats_b = [s for s in range(state.num_seats) if s not in seats_a]
    points_a = sum(scores[s] for s in seats_a) / len(seats_a)
    points_b = sum(scores[s] for s in seats_b) / max(len(seats_b), 1)
    return (1 if winner in seats_a else 0), times_a, times_b, cpu_a, points_a, points_b, cpu_b


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate: sound near 0% and 100% too."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def play_or_fail(job: Job):
    """``play``, or the error's text when the match raised (``--skip-errors``)."""
    try:
        return play(job)
    except Exception as exc:  # a model or AI bug: counted and reported, never hidden
        return f"{type(exc).__name__}: {exc} (match {job.index})"


def run(rules: str, a: str, b: str, games: int, seed: int, rounds_only: bool, workers: int = 2,
        options: dict[str, str] | None = None, skip_errors: bool = False):  # fmt: skip
    """Play ``games`` matches (or rounds) of mode ``rules`` (any game's) between levels a, b.
    With ``skip_errors`` a match that raises is left out of the counts and listed in
    ``errors``; without it the error stops the run."""
    chosen = tuple(sorted(check_options(rules, options).items()))
    jobs = [Job(rules, a, b, i, seed, rounds_only, chosen) for i in range(games)]
    fn = play_or_fail if skip_errors else play
    if workers > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            outcomes = pool.map(fn, jobs, chunksize=1)
    else:
        outcomes = [fn(j) for j in jobs]
    errors = [o for o in outcomes if isinstance(o, str)]
    outcomes = [o for o in outcomes if not isinstance(o, str)]
    games = len(outcomes)
    a_wins = sum(o[0] for o in outcomes)
    times_a = [t for o in outcomes for t in o[1]]
    times_b = [t for o in outcomes for t in o[2]]
    cpu_a = [t for o in outcomes for t in o[3]]
    cpu_b = [t for o in outcomes for t in o[6]]
    low, high = wilson(a_wins, games)
    probe = new_match(rules, seed, dict(chosen))
    return {
        "seats": probe.num_seats,
        "fair_share": round(fair_share(probe.num_seats, _teams(probe)), 4),
        "rules": rules,
        "options": dict(chosen),
        "a": a,
        "b": b,
        "unit": "rounds" if rounds_only else "matches",
        "a_wins": a_wins,
        "b_wins": games - a_wins,
        "games": games,
        "ci95": [round(low, 4), round(high, 4)],
        "ms_per_decision_median": round(statistics.median(times_a), 2) if times_a else 0.0,
        "ms_per_decision_p95": round(percentile(times_a, 0.95), 2),
        "ms_per_decision_mean": round(statistics.fmean(times_a), 2) if times_a else 0.0,
        "b_ms_per_decision_median": round(statistics.median(times_b), 2) if times_b else 0.0,
        "b_ms_per_decision_p95": round(percentile(times_b, 0.95), 2),
        "cpu_ms_per_decision_median": round(statistics.median(cpu_a), 2) if cpu_a else 0.0,
        "cpu_ms_per_decision_p95": round(percentile(cpu_a, 0.95), 2),
        "b_cpu_ms_per_decision_median": round(statistics.median(cpu_b), 2) if cpu_b else 0.0,
        "b_cpu_ms_per_decision_p95": round(percentile(cpu_b, 0.95), 2),
        "choices_a": len(cpu_a),
        "errors": errors,
        "decisions_a": len(times_a),
        "a_points_mean": round(statistics.fmean(o[4] for o in outcomes), 3) if outcomes else 0.0,
        "b_points_mean": round(statistics.fmean(o[5] for o in outcomes), 3) if outcomes else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.arena", description=__doc__)
    parser.add_argument(
        "--rules", default=None, help="a mode id of any game (python -m game rules)"
    )
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="one of the mode's setup choices (repeat for more)",
    )  # fmt: skip
    parser.add_argument("--a", default="hard", help="level of player A")
    parser.add_argument("--b", default="random", help="level of player B")
    parser.add_argument("--games", type=int, default=100, help="matches to play")
    parser.add_argument("--rounds", type=int, default=0, help="play this many single rounds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--skip-errors", action="store_true",
        help="leave a match that raises out of the counts and list it, instead of stopping",
    )  # fmt: skip
    args = parser.parse_args(argv)
    rules = args.rules or default_mode()
    if rules not in modes():
        parser.error(f"unknown mode {rules!r}; known modes: {', '.join(modes())}")
    options = {}
    for item in args.option:
        key, eq, value = item.partition("=")
        if not eq:
            parser.error(f"--option {item!r} is not KEY=VALUE")
        options[key.strip()] = value.strip()
    try:
        check_options(rules, options)
    except ValueError as exc:
        parser.error(str(exc))
    args.rules = rules
    count = args.rounds or args.games
    t = time.perf_counter()
    res = run(
        rules, args.a, args.b, count, args.seed, bool(args.rounds), args.workers, options,
        args.skip_errors,
    )  # fmt: skip
    count = res["games"]
    elapsed = time.perf_counter() - t
    low, high = res["ci95"]
    unit = res["unit"]
    seats = res["seats"]
    if seats == 2:
        where = "seats alternating"
    else:
        who = "A's team" if res["fair_share"] > 1 / seats else "A"
        where = f"{seats} seats, A's seat rotating, B in every other; {who} counted"
    print(f"{args.rules}: {args.a} (A) vs {args.b} (B), {count} {unit}, {where}")
    print(
        f"A won {res['a_wins']} of {count} ({100 * res['a_wins'] / count:.1f}%, "
        f"95% CI {100 * low:.1f}% to {100 * high:.1f}%; fair share "
        f"{100 * res['fair_share']:.1f}%); B won {res['b_wins']}"
    )
    print(
        f"A decision time: median {res['ms_per_decision_median']} ms, "
        f"mean {res['ms_per_decision_mean']} ms, 95th percentile {res['ms_per_decision_p95']} ms "
        f"over {res['decisions_a']} decisions; B median {res['b_ms_per_decision_median']} ms, "
        f"p95 {res['b_ms_per_decision_p95']} ms; {elapsed:.0f} s in all"
    )
    print(
        f"Processor time per decision with a choice: A median "
        f"{res['cpu_ms_per_decision_median']} ms, p95 {res['cpu_ms_per_decision_p95']} ms "
        f"over {res['choices_a']}; B median {res['b_cpu_ms_per_decision_median']} ms, p95 "
        f"{res['b_cpu_ms_per_decision_p95']} ms"
    )
    per = "round" if unit == "rounds" else "match"
    print(
        f"Points a {per}: A's seat {res['a_points_mean']}, a B seat {res['b_points_mean']} "
        "on average"
    )
    for err in res["errors"]:
        print(f"left out: {err}")
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
