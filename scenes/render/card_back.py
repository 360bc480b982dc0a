"""The card back: a lattice in a gold-framed panel with the crest."""

from __future__ import annotations

import pygame

from scenes.render.card_tools import framed_panel


class CardBack:
    """The back of ``CardArt``'s cards."""

    def _back(self, size) -> pygame.Surface:
        w, h = size
        c = self.c
        big, ss = self._canvas(size)
        W, H = big.get_size()
        self._paper(big, c["back"], c["accent_dark"], 0.9)
        # A diamond lattice, clipped to the inner panel.
        m = w * 0.07 * ss
        panel = pygame.Rect(round(m), round(m), round(W - 2 * m), round(H - 2 * m))
        lattice = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        step = max(6, W / 7)
        lw = max(1, round(W * 0.008))
        k = -H
        while k < W + H:
            pygame.draw.line(lattice, (*c["gold_dark"], 150), (k, 0), (k + H * 0.7, H), lw)
            pygame.draw.line(lattice, (*c["gold_dark"], 150), (k + H * 0.7, 0), (k, H), lw)
            k += step
        framed_panel(big, lattice, panel, W, c)
        # The crest: a gold ring with a crowned shield.
        cx, cy = W / 2, H / 2
        r = W * 0.3
        pygame.draw.circle(big, c["ink"], (cx, cy), r * 1.04)
        pygame.draw.circle(big, c["gold"], (cx, cy), r)
        pygame.draw.circle(big, c["accent_dark"], (cx, cy), r * 0.86)
        box = pygame.Rect(0, 0, round(r * 1.5), round(r * 1.5))
        box.center = (round(cx), round(cy))
        self._crest(big, box)
        return self._shrink(big, size)

    def _crest(self, big: pygame.Surface, box: pygame.Rect) -> None:
        """A shield under a small crown, inside ``box``."""
        from scenes.render.emblems import Pen, bezier, crown_shape

        c = self.c
        pen = Pen(big, box, c)
        shield = (
            [(0.26, 0.40), (0.74, 0.40), (0.74, 0.58)]
            + bezier((0.74, 0.58), (0.72, 0.82), (0.50, 0.94))
            + bezier((0.50, 0.94), (0.28, 0.82), (0.26, 0.58))
        )
        with pen:
            pen.poly(shield, "gold")
        pen.poly([(0.47, 0.44), (0.53, 0.44), (0.53, 0.86), (0.47, 0.86)], "accent")
        pen.poly([(0.30, 0.56), (0.70, 0.56), (0.70, 0.62), (0.30, 0.62)], "accent")
        crown = pygame.Rect(0, 0, round(box.w * 0.42), round(box.w * 0.42))
        crown.midbottom = (box.centerx, round(box.y + box.h * 0.42))
        crown_shape(Pen(big, crown, c), points=5, jewel="accent")
