"""The plain card a game's art falls back on when its fancy drawing fails: a rounded card of
one fill and edge, with words set to fit. Each game's plain art subclasses ``PlainCards`` and
says only what goes on its cards."""

from __future__ import annotations

import pygame

from scenes.render.theme import Color, Theme, load_theme


class PlainCards:
    """Shapes and words only, in the theme's fonts (or pygame's own when a font fails)."""

    def __init__(self, theme: Theme | None = None, colors: dict[str, Color] | None = None):
        self.theme = theme or load_theme()
        self.c = colors or dict(self.theme.colors)

    def _font(self, role: str, px: float) -> pygame.font.Font:
        try:
            return self.theme.font(role, max(6, round(px)))
        except Exception:
            return pygame.font.Font(None, max(8, round(px * 1.3)))

    def _card(self, size, fill, edge) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(2, w // 12)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, edge, surf.get_rect(), max(1, w // 40), border_radius=r)
        return surf

    def _line(self, surf, text, role, px, center, max_w, color) -> None:
        """``text`` centred on ``center``, squeezed to ``max_w`` when wider."""
        img = self._font(role, px).render(text, True, color)
        if img.get_width() > max_w > 0:
            img = pygame.transform.smoothscale(
                img, (round(max_w), max(1, round(img.get_height() * max_w / img.get_width())))
            )
        surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))
