"""Card and text painting with caches, over the game's art and the shared theme.

A game's painter (a ``Painter`` subclass) draws its card faces and backs through its art, falling
back on a plain art of its own when that fails; ``app.theme`` gives colours and fonts. Every
surface is cached per size, and every card face drawn on screen is reported to ``on_face`` (the
privacy tests record them there).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

# The table's own palette, used when the shared theme is absent or lacks a colour.
COLORS = {
    "table": (38, 52, 40),
    "table_edge": (18, 24, 18),
    "panel": (30, 22, 18),
    "panel_edge": (92, 70, 40),
    "parchment": (238, 226, 196),
    "parchment_dark": (214, 196, 156),
    "ink": (36, 26, 18),
    "ink_soft": (88, 70, 52),
    "gold": (222, 184, 96),
    "gold_dim": (150, 120, 64),
    "text": (236, 224, 196),
    "text_dim": (170, 156, 130),
    "back": (104, 30, 36),
    "back_edge": (214, 170, 90),
    "disgraced": (60, 56, 62),
    "highlight": (250, 214, 110),
    "danger": (200, 70, 60),
    "button": (92, 60, 34),
    "button_hover": (128, 86, 46),
    "button_text": (246, 234, 206),
    "muted": (120, 120, 130),
}


class NotKept(BaseException):  # noqa: N818 (not an error: the caller draws something else)
    """A surface asked for while ``LRU.only_kept`` is set that the cache does not hold. A
    BaseException, so that no fallback to plain art (catching ``Exception``) paints it."""


class LRU:
    """A small least-recently-used cache of surfaces."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.data: OrderedDict = OrderedDict()
        self.made = 0  # surfaces made so far (the misses)
        self.only_kept = False  # set: a surface not held raises NotKept, none is made

    def get(self, key, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.data.get(key)
        if surf is None:
            if self.only_kept:
                raise NotKept
            surf = make()
            self.made += 1
            if pygame.display.get_surface() is not None:
                # In the display's pixel format, blits are several times faster.
                surf = surf.convert_alpha()
            self.data[key] = surf
            if len(self.data) > self.limit:
                self.data.popitem(last=False)
        else:
            self.data.move_to_end(key)
        return surf

    def clear(self) -> None:
        self.data.clear()


class Fonts:
    """Fonts by role and pixel size, from the theme when it has them."""

    def __init__(self, theme) -> None:
        self.theme = theme
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}

    def get(self, role: str, px: int) -> pygame.font.Font:
        px = max(6, int(px))
        key = (role, px)
        font = self._cache.get(key)
        if font is None:
            font = None
            if self.theme is not None:
                try:
                    font = self.theme.font(role, px)
                except Exception:
                    font = None
            if font is None:
                font = pygame.font.Font(None, round(px * 1.3))
            self._cache[key] = font
        return font


def color(theme, name: str) -> tuple[int, int, int]:
    if theme is not None:
        try:
            c = theme.colors.get(name)
            if c is not None:
                return tuple(c)[:3]
        except Exception:
            pass
    return COLORS[name]


def highlight(theme, surf: pygame.Surface) -> pygame.Surface:
    """``surf`` with a lit edge: a card that answers the prompt."""
    out = surf.copy()
    w = max(2, surf.get_width() // 22)
    pygame.draw.rect(
        out, color(theme, "highlight"), out.get_rect(), w, border_radius=max(2, surf.get_width() // 12)
    )  # fmt: skip
    return out


def dim(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` in shade: a card of a zone the prompt asks from that does not answer it."""
    out = surf.copy()
    shade = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    out.blit(shade, (0, 0))
    return out


class Painter:
    """Cached card surfaces by (what, size, mark); reports each face it puts on screen.

    ``art`` draws the game's cards; ``plain`` is drawn instead when ``art`` fails. A game's
    subclass gives ``face`` and ``back`` (and ``name_extent`` when its layout fans by names).
    """

    def __init__(self, app, cards, art=None, plain=None) -> None:
        self.theme = getattr(app, "theme", None)
        self.fonts = Fonts(self.theme)
        self.plain = plain
        self.art = art if art is not None else plain
        self.cards = cards
        self.cache = LRU(600)
        self.text_cache = LRU(800)
        self.on_face: Callable[[int], None] | None = None
        self._extents: dict[tuple[str, tuple[int, int]], int] = {}

    def _call(self, fn: str, *args, **kw) -> pygame.Surface:
        try:
            return getattr(self.art, fn)(*args, **kw)
        except Exception:
            if self.art is self.plain or self.plain is None:
                raise
            return getattr(self.plain, fn)(*args, **kw)

    def _marked(self, base_key, mark, make) -> pygame.Surface:
        base = self.cache.get(base_key, make)
        if not mark:
            return base
        fn = "highlight" if mark == "hi" else "dim"

        def marked() -> pygame.Surface:
            art = getattr(self.art, fn, None)
            if art is not None:
                try:
                    return art(base)
                except Exception:
                    pass
            return highlight(self.theme, base) if mark == "hi" else dim(base)

        return self.cache.get(base_key + (mark,), marked)

    def shown(self, cid: int) -> None:
        """Report that card ``cid``'s face goes on screen (``on_face``)."""
        if self.on_face is not None:
            self.on_face(cid)

    def face(self, cid: int, size, *, mark=None, **how) -> pygame.Surface:
        """The face of card ``cid`` at ``size`` (the game says how it is drawn)."""
        raise NotImplementedError(f"{type(self).__name__} draws no faces")

    def back(self, size, *, lying_down=False, mark=None) -> pygame.Surface:
        """A card's back at ``size``; ``lying_down``: a card the viewer knows, lying face down."""
        raise NotImplementedError(f"{type(self).__name__} draws no backs")

    def name_extent(self, cid: int, size) -> int:
        """How much of a face of ``size`` must show for card ``cid``'s name to read whole: the
        whole width unless the game's art says less."""
        return int(size[0])

    def text(self, s: str, role: str, px: int, rgb) -> pygame.Surface:
        return self.text_cache.get(
            (s, role, px, tuple(rgb)), lambda: self.fonts.get(role, px).render(s, True, rgb)
        )

    def color(self, name: str):
        return color(self.theme, name)
