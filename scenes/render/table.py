"""The table: dark green felt with a soft weave, warm candle light in the middle and a vignette.

Built from small deterministic noise tiles scaled up smoothly, so a 4K table costs a few blits
rather than a loop over its pixels.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.render.theme import Theme


def _noise(w: int, h: int, seed: int, lo: int, hi: int) -> pygame.Surface:
    rng = random.Random(seed)
    surf = pygame.Surface((w, h))
    for y in range(h):
        for x in range(w):
            v = rng.randrange(lo, hi)
            surf.set_at((x, y), (v, v, v))
    return surf


@lru_cache(maxsize=1)
def _weave_tile() -> pygame.Surface:
    """A felt weave: fine speckle plus faint diagonal fibres."""
    tile = _noise(128, 128, 7, 0, 10)
    rng = random.Random(11)
    for _ in range(220):
        x, y = rng.randrange(128), rng.randrange(128)
        length = rng.randrange(3, 9)
        v = rng.randrange(8, 16)
        ang = rng.choice((0.7, 2.4)) + rng.uniform(-0.25, 0.25)
        ex, ey = x + length * math.cos(ang), y + length * math.sin(ang)
        pygame.draw.line(tile, (v, v, v), (x, y), (ex, ey))
    return tile


def _radial(size: tuple[int, int], center: tuple[float, float], colors, stops) -> pygame.Surface:
    """A smooth radial gradient: ``colors[i]`` at relative distance ``stops[i]``."""
    gw, gh = 48, 27
    small = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5) / gw - center[0]
            dy = ((y + 0.5) / gh - center[1]) * 0.85
            d = math.hypot(dx, dy) / 0.62
            small.set_at((x, y), _ramp(d, colors, stops))
    return pygame.transform.smoothscale(small, size)


def _ramp(d: float, colors, stops) -> tuple[int, int, int]:
    if d <= stops[0]:
        return colors[0]
    for i in range(1, len(stops)):
        if d <= stops[i]:
            t = (d - stops[i - 1]) / (stops[i] - stops[i - 1])
            t = t * t * (3 - 2 * t)
            a, b = colors[i - 1], colors[i]
            return tuple(round(a[k] + (b[k] - a[k]) * t) for k in range(3))
    return colors[-1]


def table_surface(size: tuple[int, int], theme: Theme) -> pygame.Surface:
    """The table top at ``size``: felt, candle-lit in the middle, darker towards the edges.
    Cached for the last few sizes; treat it as read-only."""
    return _table((max(1, int(size[0])), max(1, int(size[1]))), theme)


@lru_cache(maxsize=6)
def _table(size: tuple[int, int], theme: Theme) -> pygame.Surface:
    return _make(size, theme)


def _make(size: tuple[int, int], theme: Theme) -> pygame.Surface:
    w, h = size
    c = theme.colors
    table, dark = c["table"], c["table_dark"]
    lit = tuple(min(255, round(v * 1.18 + 6)) for v in table)
    surf = _radial(size, (0.5, 0.48), [lit, table, dark], [0.0, 0.55, 1.35])
    # Large soft mottling of the felt.
    mottle = pygame.transform.smoothscale(_noise(24, 14, 3, 0, 14), size)
    surf.blit(mottle, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    # Fine weave, tiled.
    tile = _weave_tile()
    for y in range(0, h, tile.get_height()):
        for x in range(0, w, tile.get_width()):
            surf.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    # Warm candle light in the middle.
    candle = c.get("candle", c["gold"])
    glow_colors = [tuple(round(v * 0.16) for v in candle), (0, 0, 0), (0, 0, 0)]
    glow = _radial(size, (0.5, 0.45), glow_colors, [0.0, 0.7, 2.0])
    surf.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return surf
