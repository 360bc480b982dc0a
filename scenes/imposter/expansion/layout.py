"""Rows of card slots and the buttons the expansion scenes draw themselves."""

from __future__ import annotations

import math

import pygame

from scenes.table.layout import CARD_RATIO, Slot
from scenes.text_size import grown


class Rows:
    """Rows of card slots for one window size: what ``CardSprite`` tweens against.

    Each zone is a box and a largest card height. ``fit`` lays a zone's cards out for the names
    it holds: side by side when they fit, else overlapping just so far that the part of each
    card left showing still holds its whole name (``need`` says how wide that part is), and in
    up to ``rows`` rows when that gives larger cards. Only when no size down to ``min_h`` can
    show every name do the cards overlap evenly.
    """

    def __init__(self, size: tuple[int, int], need=None, text: float = 1.0) -> None:
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        self.scale = min(self.size[0] / 1280, self.size[1] / 720)
        self.text = text  # the player's text size: words (and rows of them) grow by it
        self.rows: dict[str, tuple[pygame.Rect, int, bool]] = {}
        self.max_rows: dict[str, int] = {}
        self.apart: dict[str, bool] = {}
        self.fitted: dict[str, list[pygame.Rect]] = {}
        # (card width, card height, card name or None for a back) -> pixels from the card's
        # left edge that must show for its name to be read whole.
        self.need = need or (lambda cw, ch, name: cw)
        self.min_h = max(56, self.px(72))

    def px(self, v: float) -> int:
        return round(v * self.scale)

    def tx(self, v: float) -> int:
        """``px`` for a font size or a line of words: grown with the player's text size."""
        return round(grown(v, self.text) * self.scale)

    def add(
        self, zone: str, rect, card_h: int, center: bool = False, rows: int = 1, squeeze=True
    ) -> None:
        """A zone's box; ``squeeze`` False keeps its cards apart (a grid), never overlapping."""
        rect = pygame.Rect(rect)
        self.rows[zone] = (rect, max(8, min(int(card_h), rect.h)), center)
        self.max_rows[zone] = max(1, rows)
        self.apart[zone] = not squeeze
        self.fitted.pop(zone, None)

    def card_size(self, zone: str) -> tuple[int, int]:
        _, ch, _ = self.rows[zone]
        return round(ch * CARD_RATIO), ch

    @property
    def gap(self) -> int:
        return max(2, self.px(8))

    def _row_width(self, names, cw: int, ch: int, width: int, apart=False) -> tuple[int, bool]:
        """The width ``names`` take in one row at this size (side by side when that fits
        ``width``, else overlapped down to their names), and whether they overlap."""
        k = len(names)
        natural = k * cw + (k - 1) * self.gap
        if natural <= width or apart:
            return natural, False
        return sum(self.need(cw, ch, nm) for nm in names[:-1]) + cw, True

    def _chunks(self, names, nrows: int) -> list[list]:
        per = -(-len(names) // nrows)
        return [names[i : i + per] for i in range(0, len(names), per)]

    def _largest(self, names, nrows: int, cap: int, width: int, apart=False) -> int:
        """The largest card height up to ``cap`` at which every row of names fits ``width``."""
        rows = self._chunks(names, nrows)
        ch = cap
        while ch >= self.min_h:
            cw = round(ch * CARD_RATIO)
            if all(self._row_width(r, cw, ch, width, apart)[0] <= width for r in rows):
                return ch
            ch -= max(1, self.px(2))
        return 0

    def fit(self, zone: str, names: list) -> None:
        """Lay out ``zone`` for cards named ``names`` (in slot order)."""
        if zone not in self.rows:
            return
        rect, ch_max, center = self.rows[zone]
        n = len(names)
        self.fitted.pop(zone, None)
        if n == 0:
            return
        gap = self.gap
        best = (0, 1)
        for nrows in range(1, min(self.max_rows.get(zone, 1), n) + 1):
            cap = min(ch_max, (rect.h - (nrows - 1) * gap) // nrows)
            if cap <= best[0]:
                continue
            ch = self._largest(names, nrows, cap, rect.w, self.apart.get(zone, False))
            if ch > best[0]:
                best = (ch, nrows)
        ch, nrows = best
        if ch == 0:
            return  # no size shows every name: the even overlap of slot_rect
        cw = round(ch * CARD_RATIO)
        rows = self._chunks(names, nrows)
        y = rect.y
        out: list[pygame.Rect] = []
        for r in rows:
            total, squeezed = self._row_width(r, cw, ch, rect.w, self.apart.get(zone, False))
            k = len(r)
            if squeezed:
                needs = [self.need(cw, ch, nm) for nm in r[:-1]]
                extra = (rect.w - total) / (k - 1) if k > 1 else 0
                steps = [nd + extra for nd in needs]
                x = float(rect.x)
            else:
                steps = [cw + gap] * (k - 1)
                x = rect.x + ((rect.w - total) / 2 if center else 0)
            for i in range(k):
                out.append(pygame.Rect(round(x), y, cw, ch))
                if i < k - 1:
                    x += steps[i]
            y += ch + gap
        self.fitted[zone] = out

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        if slot.zone not in self.rows:
            return pygame.Rect(self.size[0] // 2, -200, 10, 14)
        fitted = self.fitted.get(slot.zone)
        if fitted is not None and len(fitted) == slot.count and 0 <= slot.index < slot.count:
            return pygame.Rect(fitted[slot.index])
        rect, ch, center = self.rows[slot.zone]
        cw = round(ch * CARD_RATIO)
        n = max(1, slot.count)
        gap = self.gap
        step = cw + gap
        total = n * cw + (n - 1) * gap
        if total > rect.w and n > 1:
            step = (rect.w - cw) / (n - 1)
            total = rect.w
        x0 = rect.x + (rect.w - total) / 2 if center else rect.x
        return pygame.Rect(round(x0 + slot.index * step), rect.y, cw, ch)


def name_need(painter, cw: int, ch: int, name: str | None) -> int:
    """How much of a face of ``name`` at (cw, ch), from its left edge, must show for the name to
    be read whole: up to the right end of the name as the card art draws it (a compact face
    writes it across the whole card; a back has no name, only its edge to show)."""
    if name is None:
        return max(4, round(cw * 0.3))
    cache = painter.__dict__.setdefault("_name_need", {})
    key = (name, cw, ch)
    got = cache.get(key)
    if got is not None:
        return got
    art = painter.art
    pad = max(2, round(cw * 0.03))
    if hasattr(art, "face_layout"):
        from scenes.render.card_tools import COMPACT_WIDTH

        if cw < COMPACT_WIDTH:
            got = cw
        else:
            nx, _ny, nw, nh = art.face_layout((cw, ch), "", False).name
            px = max(5, round(min(nh * 0.5, cw * 0.1)))
            while px > 5 and art.font("card_name", px).size(name)[0] > nw:
                px -= 1
            tw = min(nw, art.font("card_name", px).size(name)[0])
            got = min(cw, math.ceil(nx + nw / 2 + tw / 2) + pad)
    else:  # the plain fallback faces write the name from the left, under the value
        side = max(2, cw // 14)
        tw = painter.fonts.get("title", max(7, ch // 13)).size(name)[0]
        got = min(cw, side + min(tw, cw - 2 * side) + pad)
    cache[key] = got
    return got


class Button:
    """A button drawn by the scene: ``action`` is the legal action text it sends (or None for a
    button that only changes what the scene shows); ``why`` says why it is disabled."""

    def __init__(self, key, label, rect, *, action=None, enabled=True, why="", cost="", big=False):
        self.key = key
        self.label = label
        self.rect = pygame.Rect(rect)
        self.action = action
        self.enabled = enabled
        self.why = why
        self.cost = cost
        self.big = big


def share(total: float, weights: list[float], floors: list[float]) -> list[float]:
    """Split ``total`` in proportion to ``weights``, none below its floor."""
    n = len(weights)
    out = [0.0] * n
    free = list(range(n))
    left = float(total)
    while free:
        sw = sum(weights[i] for i in free) or 1.0
        low = [i for i in free if left * weights[i] / sw < floors[i]]
        if not low:
            break
        for i in low:
            out[i] = floors[i]
            left -= floors[i]
            free.remove(i)
    sw = sum(weights[i] for i in free) or 1.0
    for i in free:
        out[i] = max(0.0, left * weights[i] / sw)
    return out
