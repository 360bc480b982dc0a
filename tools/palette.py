"""Reduce a picture to a palette of at most 256 colours (median cut), so a PNG of a screen is a
fraction of its full-colour size. Pure Python over pygame: the repository adds no dependency
for its documentation pictures."""

from __future__ import annotations

from array import array
from collections import Counter
from pathlib import Path

import pygame

COLOURS = 256
SHIFT = 4  # colours are grouped on their top 4 bits a channel before the cut (see reduce)


def _channels(v: int) -> tuple[int, int, int]:
    return v & 255, (v >> 8) & 255, (v >> 16) & 255


class _Box:
    """Colour groups (key, pixel count, red, green and blue sums) one palette entry stands for."""

    __slots__ = ("groups", "count", "spread", "axis")

    def __init__(self, groups: list[tuple[int, int, int, int, int]]) -> None:
        self.groups = groups  # (key, count, r sum, g sum, b sum)
        self.count = sum(g[1] for g in groups)
        spans = []
        for c in (2, 3, 4):
            means = [g[c] / g[1] for g in groups]
            spans.append(max(means) - min(means))
        self.spread = max(spans)
        self.axis = 2 + spans.index(self.spread)

    def score(self) -> float:
        return self.spread * self.count if len(self.groups) > 1 else -1.0

    def split(self) -> tuple[_Box, _Box]:
        axis = self.axis
        groups = sorted(self.groups, key=lambda g: g[axis] / g[1])
        half, seen = self.count / 2, 0
        for i, g in enumerate(groups):
            seen += g[1]
            if seen >= half:
                cut = min(max(i + 1, 1), len(groups) - 1)
                return _Box(groups[:cut]), _Box(groups[cut:])
        return _Box(groups[:-1]), _Box(groups[-1:])

    def colour(self) -> tuple[int, int, int]:
        r, g, b = (round(sum(grp[c] for grp in self.groups) / self.count) for c in (2, 3, 4))
        return r, g, b


def reduce(surface: pygame.Surface, colours: int = COLOURS) -> pygame.Surface:
    """An 8-bit copy of ``surface`` whose palette holds at most ``colours`` colours, each the mean
    of the pixels it stands for (median cut on the channel that spreads widest).

    Colours are first grouped on their top bits (``SHIFT``): the table's felt is grained, and
    grouping its near shades gives the compressor long runs (a 1280x720 table takes about 210 KB
    rather than 400 KB), while each palette entry is still the mean of the true colours."""
    w, h = surface.get_size()
    pixels = array("I", pygame.image.tobytes(surface, "RGBX"))
    if pixels.itemsize != 4:
        raise RuntimeError("this Python's array('I') is not 32 bits wide")
    mask = 0xFFFFFF
    hist = Counter(v & mask for v in pixels)
    sums: dict[int, list[int]] = {}
    group_of: dict[int, int] = {}
    for v, n in hist.items():
        r, g, b = _channels(v)
        key = (r >> SHIFT) | (g >> SHIFT) << 8 | (b >> SHIFT) << 16
        group_of[v] = key
        s = sums.setdefault(key, [0, 0, 0, 0])
        s[0] += n
        s[1] += r * n
        s[2] += g * n
        s[3] += b * n
    boxes = [_Box([(k, s[0], s[1], s[2], s[3]) for k, s in sums.items()])]
    while len(boxes) < colours:
        best = max(boxes, key=_Box.score)
        if best.score() < 0:
            break
        boxes.remove(best)
        boxes.extend(best.split())
    index_of_key = {g[0]: i for i, box in enumerate(boxes) for g in box.groups}
    lut = {v: index_of_key[k] for v, k in group_of.items()}
    indices = bytes(lut[v & mask] for v in pixels)
    out = pygame.image.frombytes(indices, (w, h), "P")
    palette = [box.colour() for box in boxes]
    out.set_palette(palette + [(0, 0, 0)] * (256 - len(palette)))
    return out


def save_reduced(surface: pygame.Surface, path: str | Path, colours: int = COLOURS) -> Path:
    """Write ``surface`` as a palette PNG at ``path`` (folders made as needed)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(reduce(surface, colours), str(path))
    return path
