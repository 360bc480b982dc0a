"""The ``throneroom`` command: its flags, then the game (see ``throneroom --help``).

The installed command points here; ``python main.py`` in a checkout is a thin wrapper for it.
"""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="throneroom",
        description="Throneroom: The Imposter Kings and other royal-court card games.",
        epilog="An --autoplay or --frames run opens a window when there is a display, so the "
        "computers can be watched; without a display, or with SDL_VIDEODRIVER=dummy, it runs "
        "headless, as fast as it can.",
    )
    p.add_argument("--rules", default="imposter/2p-base", help="mode id (python -m game rules)")
    p.add_argument("--seed", type=int, default=None, help="seed for the first match")
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
    p.add_argument("--size", default="1280x720", help="window size, e.g. 1280x720")
    return p.parse_args(argv)


def _frames(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"{n} is negative; give 0 or more frames")
    return n


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from scenes.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
