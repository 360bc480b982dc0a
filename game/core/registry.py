"""Every playable mode, by id, so the command line, the table and the AI are written once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class ModeInfo:
    id: str
    title: str
    summary: str
    seats: int
    new: Callable[[int], object]  # seed -> a new match state


def modes() -> dict[str, ModeInfo]:
    from game.imposter.modes import MODES
    from game.imposter.state import ImposterState

    found = {}
    for m in MODES.values():
        found[m.id] = ModeInfo(
            m.id, m.title, m.summary, m.seats, lambda seed, mid=m.id: ImposterState(mid, seed)
        )
    return found


def new_match(mode_id: str, seed: int = 0):
    """A new match of ``mode_id``; raises KeyError naming the known modes."""
    table = modes()
    if mode_id not in table:
        raise KeyError(f"unknown mode {mode_id!r}; known modes: {', '.join(table)}")
    return table[mode_id].new(seed)
