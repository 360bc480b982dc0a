"""The prompt's choices laid out: its buttons inside the room the table gives them, every label
whole, and its picker's grid.

A decision's buttons ("Pass", "Dispatch the Assassin (Guards stand in Town: ...)", "Back")
sit in one centred row under the prompt's words when they fit. When they do not, the longest
labels wrap onto two lines, then the labels shrink (down to ``RowStyle.min_px``), then the
buttons take more rows under the first; only when even one label a row at the smallest size
is too wide does a label take more than two lines. No label is ever cut, and no button leaves
the room (the table's part of the window: never the side panel, never off screen).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.render.card_tools import wrap
from scenes.table.layout import CARD_RATIO


@dataclass(frozen=True)
class RowStyle:
    """The measures of a row: its one-line label size, the sizes wrapped labels take (from
    ``small_px`` down to ``min_px``), a one-line button's height, and the inner padding of a
    button and the gap between buttons and rows."""

    px: int
    small_px: int
    min_px: int
    height: int
    pad: int
    gap: int


@dataclass(frozen=True)
class RowButton:
    """One button as laid: its rect, its label's lines and their pixel size."""

    rect: pygame.Rect
    lines: tuple[str, ...]
    px: int


@dataclass(frozen=True)
class _Fit:
    lines: tuple[str, ...]
    width: int  # the button's width for these lines, padding included


def fewest_lines(font, text: str, lines: int) -> tuple[str, ...]:
    """``text`` in at most ``lines`` lines (when its words allow), as narrow as they can be:
    the widest line is as short as any split of its words into that many lines makes it."""
    words = text.split()
    if lines <= 1 or len(words) <= 1:
        return (text,)
    lo, hi = 1, font.size(text)[0]
    while lo < hi:  # the narrowest width at which the greedy wrap needs no more lines
        mid = (lo + hi) // 2
        if len(wrap(font, text, mid)) <= lines:
            hi = mid
        else:
            lo = mid + 1
    return tuple(wrap(font, text, lo))


class _Measure:
    """Label fits by (label, lines, px), measured once per layout."""

    def __init__(self, font_at: Callable[[int], pygame.font.Font], style: RowStyle) -> None:
        self.font_at = font_at
        self.style = style
        self._fits: dict[tuple[str, int, int], _Fit] = {}

    def fit(self, label: str, lines: int, px: int) -> _Fit:
        key = (label, lines, px)
        got = self._fits.get(key)
        if got is None:
            font = self.font_at(px)
            shown = fewest_lines(font, label, lines)
            width = max(font.size(line)[0] for line in shown) + 2 * self.style.pad
            got = self._fits[key] = _Fit(shown, width)
        return got

    def height(self, lines: int, px: int) -> int:
        vpad = max(2, self.style.pad // 3)
        return max(self.style.height, lines * self.font_at(px).get_linesize() + 2 * vpad)


def _one_row(m: _Measure, labels: list[str], px: int, width: int, gap: int) -> list[_Fit] | None:
    """The labels in one row at ``px``, the widest wrapped onto two lines first, or None."""
    fits = [m.fit(label, 1, px) for label in labels]
    room = width - gap * (len(labels) - 1)
    while sum(f.width for f in fits) > room:
        singles = [i for i, f in enumerate(fits) if len(f.lines) == 1]
        if not singles:
            return None
        widest = max(singles, key=lambda i: fits[i].width)
        two = m.fit(labels[widest], 2, px)
        if len(two.lines) == 1:  # one word: it cannot wrap
            return None
        fits[widest] = two
    return fits


def _rows(m: _Measure, labels: list[str], px: int, width: int, gap: int) -> list[list[_Fit]]:
    """The labels packed row by row at ``px``: each on one line where it fits the row, else on
    two; a label too wide for a row of its own takes as many lines as it needs."""
    rows: list[list[_Fit]] = [[]]
    used = 0
    for label in labels:
        chosen = None
        for lines in (1, 2):
            fit = m.fit(label, lines, px)
            if fit.width <= width:
                chosen = fit
                if used + (gap if rows[-1] else 0) + fit.width <= width:
                    break
        if chosen is None:
            font = m.font_at(px)
            shown = tuple(wrap(font, label, width - 2 * m.style.pad))
            w = max(font.size(line)[0] for line in shown) + 2 * m.style.pad
            chosen = _Fit(shown, min(width, w))
        if rows[-1] and used + gap + chosen.width > width:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + chosen.width
        rows[-1].append(chosen)
    return rows


def lay_row(
    labels: list[str],
    room: pygame.Rect,
    font_at: Callable[[int], pygame.font.Font],
    style: RowStyle,
) -> list[RowButton]:
    """The buttons for ``labels`` inside ``room``: rows from its top down, each centred (a
    block of rows taller than the room rises until its foot is inside it).

    ``font_at(px)`` gives the label font of a size. The first way that fits is taken: one row
    at ``style.px``; one row with the widest labels on two lines, from ``style.small_px``
    down to ``style.min_px``; the fewest rows at the largest size that gives them."""
    if not labels:
        return []
    m = _Measure(font_at, style)
    gap = style.gap
    plan: tuple[list[list[_Fit]], int] | None = None
    one = [m.fit(label, 1, style.px) for label in labels]
    if sum(f.width for f in one) + gap * (len(one) - 1) <= room.w:
        plan = ([one], style.px)
    else:
        for px in range(style.small_px, style.min_px - 1, -1):
            fits = _one_row(m, labels, px, room.w, gap)
            if fits is not None:
                plan = ([fits], px)
                break
    if plan is None:
        best = None
        for px in range(style.small_px, style.min_px - 1, -1):
            rows = _rows(m, labels, px, room.w, gap)
            if best is None or len(rows) < len(best[0]):
                best = (rows, px)
        plan = best
    rows, px = plan
    heights = [max(m.height(len(f.lines), px) for f in row) for row in rows]
    block = sum(heights) + gap * (len(rows) - 1)
    y = max(room.y - max(0, block - room.h), 0)
    out = []
    for row, h in zip(rows, heights, strict=True):
        total = sum(f.width for f in row) + gap * (len(row) - 1)
        x = room.centerx - total // 2
        for f in row:
            out.append(RowButton(pygame.Rect(x, y, f.width, h), f.lines, px))
            x += f.width + gap
        y += h + gap
    return out


def picker_cells(n: int, kind: str, area: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """The cells of a picker of ``n`` entries centred in ``area``: card-shaped for names, a
    single row of squares for numbers, wide buttons for words."""
    if kind == "numbers":
        cols = n
    elif kind == "words":
        cols = min(n, 4 if n > 6 else 3)
    else:
        cols = min(n, max(4, (n + 1) // 2))
    rows = -(-n // cols)
    g = round(6 * scale)
    cell_w = (area.w - g * (cols + 1)) / cols
    cell_h = (area.h - g * (rows + 1)) / rows
    if kind == "names":
        cell_w = min(cell_w, cell_h * CARD_RATIO)
        cell_h = cell_w / CARD_RATIO
    elif kind == "words":
        cell_h = min(cell_h, 58 * scale)
    else:
        cell_w = cell_h = min(cell_w, cell_h, 96 * scale)
    x0 = area.centerx - (cols * cell_w + (cols - 1) * g) / 2
    y0 = area.centery - (rows * cell_h + (rows - 1) * g) / 2
    cells = []
    for i in range(n):
        r, c = divmod(i, cols)
        x, y = round(x0 + c * (cell_w + g)), round(y0 + r * (cell_h + g))
        cells.append(pygame.Rect(x, y, round(cell_w), round(cell_h)))
    return cells
