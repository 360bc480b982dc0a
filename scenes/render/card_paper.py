"""A card's paper, frame and grain, and the marks laid over a finished card (highlight, dim)."""

from __future__ import annotations

import math
import random

import pygame

from scenes.render.card_tools import corner_radius, mix, supersample
from scenes.render.theme import Color


class CardPaper:
    """The supersampled canvas, the centre-lit paper, grain, frame and medallion of ``CardArt``."""

    def _canvas(self, size: tuple[int, int]) -> tuple[pygame.Surface, int]:
        """A transparent supersampled canvas for the shapes of a card of ``size``."""
        ss = supersample(size[0])
        return pygame.Surface((size[0] * ss, size[1] * ss), pygame.SRCALPHA), ss

    def _shrink(self, big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        return pygame.transform.smoothscale(big, size)

    def _papered(self, size: tuple[int, int], light: Color, dark: Color, depth: float):
        """``_canvas(size)`` with ``_paper`` laid on it: a copy of one kept per size and
        colours (a copy costs less than the blank canvas and the paper's blit)."""
        return self._papered_canvas(size, light, dark, depth).copy(), supersample(size[0])

    def _papered_canvas(self, size, light: Color, dark: Color, depth: float) -> pygame.Surface:
        """The canvas with its paper laid that ``_papered`` copies, kept per size and colours."""
        key = (tuple(size), tuple(light), tuple(dark), depth)

        def lay() -> pygame.Surface:
            big = self._canvas(size)[0]
            self._paper(big, light, dark, depth)
            return big

        return self._papered_canvases.get(key, lay)

    def _paper_steps(self, size, light: Color, dark: Color, depth: float):
        """Lay the canvas ``_papered`` copies unless it is kept already, in steps of their own
        when a face is painted in steps (a generator yielding between them): the paper's
        shape (its outline, its gradient, the two together) when that is not kept either,
        then the canvas laid with it. At 1280x720 a hand card's shape took 2 ms and the canvas
        0.5 ms in one step."""
        key = (tuple(size), tuple(light), tuple(dark), depth)
        if key in self._papered_canvases:
            return
        ss = supersample(size[0])
        w, h = size[0] * ss, size[1] * ss
        shape_key = (w, h, tuple(light), tuple(dark), depth)
        if shape_key not in self._papers:
            shape = yield from self._paper_shape_steps(w, h, light, dark, depth)
            self._papers.get(shape_key, lambda: shape)
        self._papered_canvas(size, light, dark, depth)
        yield

    def _paper(self, surf: pygame.Surface, light: Color, dark: Color, depth: float) -> None:
        """Fill the card shape on ``surf`` with a soft centre-lit gradient from ``light`` at
        the middle to ``dark`` at the edges."""
        w, h = surf.get_size()
        key = (w, h, tuple(light), tuple(dark), depth)
        surf.blit(
            self._papers.get(key, lambda: self._paper_shape(w, h, light, dark, depth)), (0, 0)
        )
        # A fine darker edge, so overlapping cards stay apart.
        edge = mix(dark, self.c["ink"], 0.45)
        pygame.draw.rect(
            surf, edge, surf.get_rect(), max(1, round(w * 0.007)), border_radius=corner_radius(w)
        )

    def _paper_shape(
        self, w: int, h: int, light: Color, dark: Color, depth: float
    ) -> pygame.Surface:
        """The card's rounded shape filled with the paper's gradient (see ``_paper``)."""
        steps = self._paper_shape_steps(w, h, light, dark, depth)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def _paper_shape_steps(self, w: int, h: int, light: Color, dark: Color, depth: float):
        """``_paper_shape`` in steps (a generator yielding after the outline and after the
        gradient, returning the shape)."""
        shape = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(
            shape, (255, 255, 255, 255), shape.get_rect(), border_radius=corner_radius(w)
        )
        yield
        gw, gh = 10, 14
        grad = pygame.Surface((gw, gh))
        for y in range(gh):
            for x in range(gw):
                dx = (x + 0.5) / gw * 2 - 1
                dy = (y + 0.5) / gh * 2 - 1 + 0.15
                d = min(1.0, math.hypot(dx, dy) / 1.25)
                grad.set_at((x, y), mix(light, dark, depth * d * d))
        grad = pygame.transform.smoothscale(grad, (w, h))
        yield
        shape.blit(grad, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        yield
        return shape

    def _grain_tile(self) -> pygame.Surface:
        """A fixed tile of faint paper grain (the same on every run)."""
        if self._grain is None:
            rng = random.Random(1611)
            tile = pygame.Surface((97, 97))
            for y in range(97):
                for x in range(97):
                    v = rng.randrange(0, 9)
                    tile.set_at((x, y), (v, v, v + rng.randrange(0, 2)))
            self._grain = tile
        return self._grain

    def _apply_grain(self, surf: pygame.Surface) -> None:
        tile = self._grain_tile()
        w, h = surf.get_size()
        for y in range(0, h, tile.get_height()):
            for x in range(0, w, tile.get_width()):
                surf.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_SUB)

    def _frame(self, big: pygame.Surface, ss: int, inset: float, color: Color, ornate: bool):
        """The inner frame line, with small diamonds at the corners on larger cards."""
        w, h = big.get_size()
        m = inset * ss
        lw = max(1, round(w * 0.009))
        rect = pygame.Rect(round(m), round(m), round(w - 2 * m), round(h - 2 * m))
        r = max(1, corner_radius(w) - round(m * 0.6))
        pygame.draw.rect(big, color, rect, lw, border_radius=r)
        if ornate:
            inner = rect.inflate(-lw * 4, -lw * 4)
            pygame.draw.rect(big, color, inner, max(1, lw // 2), border_radius=max(1, r - lw))
            d = w * 0.022
            for cx, cy in ((rect.centerx, rect.top), (rect.centerx, rect.bottom)):
                pygame.draw.polygon(
                    big, color, [(cx - d * 2, cy), (cx, cy - d), (cx + d * 2, cy), (cx, cy + d)]
                )

    def _medallion(
        self, big: pygame.Surface, ss: int, c: tuple[float, float], r: float, ring: Color
    ) -> None:
        cx, cy, rr = c[0] * ss, c[1] * ss, r * ss
        pygame.draw.circle(big, self.c["ink"], (cx, cy), rr)
        pygame.draw.circle(big, ring, (cx, cy), rr - max(1, rr * 0.06))
        pygame.draw.circle(big, self.c["parchment"], (cx, cy), rr * 0.78)
        pygame.draw.circle(big, self.c["gold_dark"], (cx, cy), rr * 0.78, max(1, round(rr * 0.04)))

    # ----- marks -------------------------------------------------------------------------------

    def _highlight(self, surf: pygame.Surface) -> pygame.Surface:
        out = surf.copy()
        w, h = out.get_size()
        r = corner_radius(w)
        hl, gold = self.c["highlight"], self.c["gold"]
        band = max(2, round(w * 0.03))
        depth = max(3, round(w * 0.1))
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(band, depth):
            t = 1 - (i - band) / (depth - band)
            rect = pygame.Rect(i, i, w - 2 * i, h - 2 * i)
            if rect.w <= 0 or rect.h <= 0:
                break
            pygame.draw.rect(glow, (*hl, round(200 * t * t)), rect, 1, border_radius=max(0, r - i))
        out.blit(glow, (0, 0))
        edge = out.get_rect()
        pygame.draw.rect(out, hl, edge, band, border_radius=r)
        pygame.draw.rect(out, gold, edge, max(1, band // 2), border_radius=r)
        inner = edge.inflate(-2 * band, -2 * band)
        if inner.w > 0 and inner.h > 0:
            pygame.draw.rect(out, self.c["gold_dark"], inner, 1, border_radius=max(0, r - band))
        return out

    def _dim(self, surf: pygame.Surface) -> pygame.Surface:
        out = surf.copy()
        out.fill((118, 114, 112), special_flags=pygame.BLEND_RGB_MULT)
        return out

    # The drawing steps, public so another game's faces (scenes/peasant/faces.py) reuse them.
    canvas = _canvas
    shrink = _shrink
    paper = _paper
    papered = _papered
    paper_steps = _paper_steps
    frame = _frame
    apply_grain = _apply_grain
