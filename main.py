"""Throneroom from a checkout: ``python main.py [flags]`` does what the ``throneroom`` command does
(see --help); both start ``scenes.cli.main``."""

from __future__ import annotations

import sys

from scenes.cli import main, parse_args

__all__ = ["main", "parse_args"]

if __name__ == "__main__":
    sys.exit(main())
