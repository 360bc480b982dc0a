"""The ``throneroom`` command: its flags, then the game (see ``throneroom --help``);
``throneroom serve`` runs the headless room server instead (``game.net.server``: no window and
no pygame import).

The installed command points here; ``python main.py`` in a checkout is a thin wrapper for it.
"""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="throneroom",
        description="Throneroom: royal-court card games at one table (python -m game rules lists "
        "every game's modes).",
        epilog="An --autoplay or --frames run opens a window when there is a display, so the "
        "computers can be watched; without a display, or with SDL_VIDEODRIVER=dummy, it runs "
        "headless, as fast as it can. 'throneroom serve --help': the headless room server for "
        "network play.",
    )
    p.add_argument(
        "--rules", default=None, help="mode id (python -m game rules; default: the usual one)"
    )
    p.add_argument("--seed", type=_seed, default=None, help="seed for the first match (0 or more)")
    p.add_argument(
        "--autoplay", action="store_true", help="the computer plays every seat, match after match"
    )
    p.add_argument(
        "--frames",
        type=_frames,
        default=None,
        metavar="N",
        help="stop after N frames; 0: when the first match ends (default: play on until closed)",
    )
    p.add_argument("--screenshots", default=None, help="save a screenshot of each scene here")
    p.add_argument(
        "--size", default=None, help="window size, e.g. 1280x720 (default: as last left)"
    )
    return p.parse_args(argv)


# A seed the setup screen could also take, so the autosave of such a match reads back.
SEED_LIMIT = 10**18


def _seed(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= n < SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"{n} is not a seed: give 0 up to {SEED_LIMIT - 1}")
    return n


def _frames(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"{n} is negative; give 0 or more frames")
    return n


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["serve"]:
        from game.net.server import main as serve

        return serve(words[1:])
    args = parse_args(argv)
    from scenes.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
