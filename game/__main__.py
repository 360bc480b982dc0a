"""Command line for the model: ``python -m game rules`` and ``python -m game selfplay``."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
import traceback

from game.core.registry import default_mode, game_of, games, modes, new_match
from game.core.rng import Rng


def cmd_rules(_args) -> int:
    for game in games().values():
        print(f"{game.name}: {game.summary}")
        for info in game.modes:
            print(f"  {info.id:24} {info.seats}P  {info.title}: {info.summary}")
            for opt in info.options:
                choices = ", ".join(f"{v} ({label})" for v, label in opt.choices)
                print(f"  {'':24}     option {opt.key}: {choices}; default {opt.default}")
    return 0


def invariant_check(mode_id: str):
    """The ``check(state)`` of the invariants module the mode's game names, or None."""
    path = game_of(mode_id).invariants
    return importlib.import_module(path).check if path else None


def cmd_selfplay(args) -> int:
    table = modes()
    if args.rules not in table:
        print(f"unknown mode {args.rules!r}; known: {', '.join(table)}", file=sys.stderr)
        return 2
    rng = Rng(args.seed)
    seats = table[args.rules].seats
    check = None if args.fast else invariant_check(args.rules)
    wins = [0] * seats
    rounds = decisions = errors = 0
    started = time.perf_counter()
    for game in range(args.games):
        state = new_match(args.rules, args.seed * 1_000_003 + game)
        try:
            while not state.match_over:
                actions = state.legal_actions()
                events = state.apply(actions[rng.randrange(len(actions))])
                decisions += 1
                rounds += sum(1 for e in events if e.kind == "round_over")
                if check is not None:
                    check(state)
            if state.winner is not None:  # a game can end with nobody winning (Usurp the King)
                team_of = getattr(state.mode, "team_of", None)
                if team_of is not None and getattr(state.mode, "teams", ()):
                    for seat in range(seats):  # a team's win counts for each of its seats
                        wins[seat] += team_of(seat) == team_of(state.winner)
                else:
                    wins[state.winner] += 1
        except Exception:  # noqa: BLE001 - every failure is counted and shown, none stops the run
            errors += 1
            if errors <= 3:
                traceback.print_exc()
    elapsed = time.perf_counter() - started
    print(f"mode {args.rules}: {args.games} matches, {rounds} rounds, {decisions} decisions")
    print(f"wins per seat: {wins}; errors: {errors}; {elapsed:.2f} s")
    summary = {
        "mode": args.rules,
        "games": args.games,
        "rounds": rounds,
        "decisions": decisions,
        "errors": errors,
        "wins": wins,
        "seconds": round(elapsed, 3),
    }
    print(json.dumps(summary))
    return 1 if errors else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("rules", help="list every mode id")
    sp = sub.add_parser("selfplay", help="play random matches and check every invariant")
    sp.add_argument("--rules", default=None, help="mode id (see: rules; default: the usual one)")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--fast", action="store_true", help="skip the per-action invariant checks")
    args = p.parse_args(argv)
    if getattr(args, "rules", "") is None:
        args.rules = default_mode()
    return {"rules": cmd_rules, "selfplay": cmd_selfplay}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
