"""Cards that change size on their way, drawn scaled from a surface the painter already holds.

A card flying from the deck to a hand, or from a hand to the Court, passes through a new size
every frame; painting its face afresh at each (several milliseconds a face at 1920x1080) made
the slowest frames of the table. It is drawn instead from a surface the painter keeps, scaled
smoothly to the size of the moment: the side it showed where it lay at the larger of the two
sizes, or, turning over on the way, its new side at the size it lands at. That size is rounded to ``STEP`` pixels, so the cards of a
deal share their in-between sizes, and a small cache keeps the scaled surfaces of the last
frames. A card at rest, or waiting for its next move, is painted at its own size as before.
"""

from __future__ import annotations

import pygame

from scenes.render.card_tools import LRU

STEP = 4  # in-between widths are rounded to this many pixels


def _whole(w: float, h: float) -> tuple[int, int]:
    return max(1, round(w)), max(1, round(h))


def flight_sizes(sp) -> tuple[tuple[int, int], tuple[int, int]]:
    """(the size to paint sprite ``sp`` at, the size to draw it at). They differ only while it
    travels between two sizes and is at neither: then it is painted at one of them."""
    now = _whole(sp.w, sp.h)
    if sp.active is None:
        return now, now
    start, end = _whole(*sp.t0[2:]), _whole(*sp.t1[2:])
    if now in (start, end):
        return now, now
    # Turning over on the way, it shows its other side at the size it lands at (painted for
    # the landing anyway); else the side it showed where it lay, at the larger of the two.
    source = end if sp.flip is not None else max(start, end)
    w = max(STEP, round(sp.w / STEP) * STEP)
    return source, (w, max(1, round(w * sp.h / max(1.0, sp.w))))


def other_size(sp, paint: tuple[int, int]) -> tuple[int, int] | None:
    """Travelling between two sizes and painted at ``paint`` (one of them), the other one;
    None when not so. Until the surface of ``paint`` is painted, a card may be drawn scaled
    from the one of its other size that the painter holds (the size it left, as a rule)."""
    if sp.active is None:
        return None
    start, end = _whole(*sp.t0[2:]), _whole(*sp.t1[2:])
    if paint == start:
        return end
    return start if paint == end else None


class ScaledCards:
    """Scaled copies of card surfaces, bounded by count and by memory (least recently used
    go first); keyed by the source surface itself, so a surface painted anew (another theme,
    another window size) never meets a copy of the old one."""

    def __init__(self, limit: int = 64, max_bytes: int = 24 * 2**20) -> None:
        self._cache = LRU(limit, max_bytes)

    def get(self, surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        if surf.get_size() == size:
            return surf
        smooth = surf.get_bitsize() >= 24  # smoothscale takes 24- and 32-bit surfaces only
        scale = pygame.transform.smoothscale if smooth else pygame.transform.scale
        return self._cache.get((surf, size), lambda: scale(surf, size))

    def clear(self) -> None:
        self._cache.clear()

    def __len__(self) -> int:
        return len(self._cache)
