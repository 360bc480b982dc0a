"""The small pieces the card art is built with: its sizes and thresholds, a bounded cache of
surfaces, colour and text helpers, and a face's layout."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from scenes.render.theme import Color

# Below this width a face drops its ability text and keywords: value, name and emblem remain.
COMPACT_WIDTH = 96
# The smallest body text drawn, in pixels (smaller stops being text).
MIN_BODY_PX = 7
# Body text at or above this size reads easily; below it the emblem shrinks to make room.
READABLE_PX = 9
# Lines of body text are set a little tighter than the font's own line spacing.
LINE = 0.9
# Keywords too long for a small card use their short form.
SHORT_KEYWORDS = {"Immune to King's Hand": "Immune"}


class LRU:
    """A least-recently-used cache of surfaces, bounded by count and by pixel memory."""

    def __init__(self, limit: int = 512, max_bytes: int = 128 * 2**20) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._data: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._data.get(key)
        if surf is None:
            surf = make()
            self._data[key] = surf
            self.bytes += surface_bytes(surf)
            while len(self._data) > 1 and (
                len(self._data) > self.limit or self.bytes > self.max_bytes
            ):
                _, old = self._data.popitem(last=False)
                self.bytes -= surface_bytes(old)
        else:
            self._data.move_to_end(key)
        return surf

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._data

    def clear(self) -> None:
        self._data.clear()
        self.bytes = 0


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def darkened(back: pygame.Surface) -> pygame.Surface:
    """A Disgraced card's back: a darker copy of ``back``."""
    out = back.copy()
    out.fill((150, 146, 150), special_flags=pygame.BLEND_RGB_MULT)
    return out


def corner_radius(w: int) -> int:
    """The rounded-corner radius of a card ``w`` pixels wide."""
    return max(2, round(w * 0.065))


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width`` pixels."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def framed_panel(
    big: pygame.Surface,
    field: pygame.Surface,
    panel: pygame.Rect,
    W: float,
    c: dict,
    alpha: int = 255,
) -> None:
    """Lay ``field`` (a pattern as large as ``big``) inside ``panel`` on ``big`` at ``alpha``,
    framed by a gold rule and a fine dark one inside it: the panel of a card back."""  # fmt: skip
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, alpha), panel, border_radius=round(W * 0.04))
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(field, (0, 0))
    pygame.draw.rect(big, c["gold"], panel, max(1, round(W * 0.012)), border_radius=round(W * 0.04))
    pygame.draw.rect(
        big, c["gold_dark"], panel.inflate(-W * 0.05, -W * 0.05), max(1, round(W * 0.005)),
        border_radius=round(W * 0.03),
    )  # fmt: skip


def supersample(w: int) -> int:
    return max(2, min(4, math.ceil(480 / max(1, w))))


def whole_size(size) -> tuple[int, int]:
    return (max(4, int(size[0])), max(4, int(size[1])))


class NotYet(BaseException):  # noqa: N818 (not an error: the painting goes on later)
    """A surface painted only part of the way in a stepping pass (``Stepped.stepping``): the
    steps done are kept, and the next request for it goes on from there. A BaseException, so
    the fallbacks to plain art (which catch ``Exception``) let it through."""


class Stepped:
    """Surfaces painted in steps (a generator yielding between them), so that painting one
    ahead of time can be spread over several frames: within ``stepping(n)`` a surface not yet
    kept takes at most ``n`` steps, then ``NotYet`` is raised with the rest kept for later;
    outside, it is painted whole (going on from the steps already done). The steps are the
    same code in the same order, so the surface is the same either way."""

    PENDING = 8  # surfaces kept part-painted at most (the oldest dropped)

    def _steps_init(self) -> None:
        self._pending: OrderedDict[Hashable, Iterator] = OrderedDict()
        self._budget: int | None = None  # steps left in a stepping pass (None: no limit)

    @contextmanager
    def stepping(self, steps: int):
        """Within: each surface not yet kept takes at most ``steps`` steps in all."""
        self._budget = steps
        try:
            yield
        finally:
            self._budget = None

    def _stepped(self, key: Hashable, start: Callable[[], Iterator]) -> pygame.Surface:
        gen = self._pending.pop(key, None) or start()
        while True:
            if self._budget is not None:
                if self._budget <= 0:
                    self._pending[key] = gen
                    while len(self._pending) > self.PENDING:
                        self._pending.popitem(last=False)
                    raise NotYet
                self._budget -= 1
            try:
                next(gen)
            except StopIteration as done:
                return done.value


@dataclass(frozen=True)
class FaceLayout:
    """The parts of a face, in final pixels: (x, y, w, h) boxes and the wrapped ability text."""

    compact: bool
    medallion: tuple[float, float]
    medallion_r: float
    name: tuple[float, float, float, float]
    banner: tuple[float, float, float, float]  # the Army colour behind the name (and value)
    keywords: tuple[float, float, float, float] | None
    emblem: tuple[float, float, float, float]
    text: tuple | None  # (x, top, width, height, font, lines, line height)

    @property
    def lines(self) -> list[str]:
        return list(self.text[5]) if self.text else []
