"""A tiny stand-in game ("Counting Crowns") that plugs into the registry and the shell from
outside both, to prove that a new game needs no edit to game/core or the shell scenes."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

PLUGINS = ("game.imposter.plugin", "tests.fakegame.plugin")


@contextmanager
def plugged_in(plugins: tuple[str, ...] = PLUGINS) -> Iterator[None]:
    """Register The Imposter Kings and Counting Crowns for the time of a test."""
    from game.core.registry import use_games

    use_games(plugins)
    try:
        yield
    finally:
        use_games(None)
