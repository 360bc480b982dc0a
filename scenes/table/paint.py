"""Card and text painting with caches, over the shared art and theme when they are present.

``Painter`` asks ``app.art`` (scenes/render/cards.py CardArt) for card faces and backs and
``app.theme`` for colours and fonts; when either is missing or fails, it draws plain parchment
cards itself, so the table always runs. Every surface is cached per size, and every card face
drawn on screen is reported to ``on_face`` (the privacy tests record them there).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from game.imposter.cards import FACETS, KING_TEXT
from scenes.render.cards import wrap

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


class LRU:
    """A small least-recently-used cache of surfaces."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.data: OrderedDict = OrderedDict()

    def get(self, key, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.data.get(key)
        if surf is None:
            surf = make()
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


class PlainArt:
    """Parchment cards drawn with shapes and text: the table's art when the shared art is absent."""

    def __init__(self, fonts: Fonts, theme=None) -> None:
        self.fonts = fonts
        self.theme = theme

    def _frame(self, size, fill, edge) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(2, w // 12)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, edge, surf.get_rect(), max(1, w // 40), border_radius=r)
        return surf

    def face(self, name, value, text, size, *, keywords=(), army=False, current_value=None,
             muted=False) -> pygame.Surface:  # fmt: skip
        w, h = size
        ink = color(self.theme, "ink")
        surf = self._frame(size, color(self.theme, "parchment"), color(self.theme, "gold_dim"))
        pad = max(2, w // 14)
        vfont = self.fonts.get("title", max(8, h // 6))
        v = vfont.render(str(value), True, ink)
        surf.blit(v, (pad, pad // 2))
        nfont = self.fonts.get("title", max(7, h // 13))
        label = nfont.render(name, True, ink)
        if label.get_width() > w - 2 * pad:
            label = pygame.transform.smoothscale(
                label, (w - 2 * pad, max(1, label.get_height() * (w - 2 * pad) // label.get_width()))
            )  # fmt: skip
        surf.blit(label, (pad, pad // 2 + v.get_height()))
        # The emblem: the card's initial in a gold seal.
        cy = round(h * 0.47)
        rad = max(4, w // 5)
        pygame.draw.circle(surf, color(self.theme, "gold"), (w // 2, cy), rad)
        pygame.draw.circle(surf, color(self.theme, "gold_dim"), (w // 2, cy), rad, max(1, w // 50))
        efont = self.fonts.get("title", max(7, rad))
        e = efont.render(name[0], True, ink)
        surf.blit(e, e.get_rect(center=(w // 2, cy)))
        if h >= 150 and text:
            tfont = self.fonts.get("body", max(8, h // 26))
            y = cy + rad + pad // 2
            for line in wrap(tfont, text, w - 2 * pad):
                if y + tfont.get_linesize() > h - pad:
                    break
                t = tfont.render(line, True, ink if not muted else color(self.theme, "muted"))
                surf.blit(t, (pad, y))
                y += tfont.get_linesize()
        if army:
            af = self.fonts.get("body", max(7, h // 16))
            a = af.render("Army", True, ink)
            surf.blit(a, (w - pad - a.get_width(), pad))
        if muted:
            pygame.draw.line(
                surf, color(self.theme, "danger"), (pad, h - pad), (w - pad, pad), max(1, w // 30)
            )
        if current_value is not None and current_value != value:
            bf = self.fonts.get("title", max(8, h // 8))
            b = bf.render(str(current_value), True, color(self.theme, "parchment"))
            br = b.get_rect(bottomright=(w - pad, h - pad))
            pygame.draw.rect(
                surf, color(self.theme, "back"), br.inflate(pad, pad // 2), border_radius=pad
            )
            surf.blit(b, br)
        return surf

    def name_extent(self, name: str, size) -> int:
        """Where the name drawn by ``face`` ends, from the card's left edge."""
        w, h = size
        pad = max(2, w // 14)
        label_w = self.fonts.get("title", max(7, h // 13)).size(name)[0]
        return pad + min(label_w, w - 2 * pad) + 1

    def back(self, size, *, disgraced=False) -> pygame.Surface:
        w, h = size
        fill = color(self.theme, "disgraced" if disgraced else "back")
        surf = self._frame(size, fill, color(self.theme, "back_edge"))
        inset = max(3, w // 8)
        inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(
            surf, color(self.theme, "gold_dim"), inner, max(1, w // 40), border_radius=inset
        )
        c = inner.center
        d = max(3, w // 6)
        pygame.draw.polygon(
            surf, color(self.theme, "gold_dim"),
            [(c[0], c[1] - d), (c[0] + d, c[1]), (c[0], c[1] + d), (c[0] - d, c[1])],
        )  # fmt: skip
        if disgraced:
            pygame.draw.line(
                surf, color(self.theme, "danger"), inner.topleft, inner.bottomright, max(1, w // 30)
            )
        return surf

    def king(self, size, *, true_king=False, face_up=True, facet=None, text="") -> pygame.Surface:
        w, h = size
        if not face_up:
            surf = self._frame(size, color(self.theme, "disgraced"), color(self.theme, "gold_dim"))
            f = self.fonts.get("title", max(7, h // 9))
            t = f.render(facet or "King", True, color(self.theme, "text_dim"))
            if t.get_width() > w - 4:
                t = pygame.transform.smoothscale(
                    t, (w - 4, max(1, t.get_height() * (w - 4) // t.get_width()))
                )
            surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
            return surf
        surf = self._frame(size, color(self.theme, "parchment_dark"), color(self.theme, "gold"))
        ink = color(self.theme, "ink")
        cx, cy = w // 2, round(h * 0.42)
        d = max(4, w // 4)
        pts = [
            (cx - d, cy + d // 2), (cx - d, cy - d // 2), (cx - d // 2, cy),
            (cx, cy - d), (cx + d // 2, cy), (cx + d, cy - d // 2), (cx + d, cy + d // 2),
        ]  # fmt: skip
        pygame.draw.polygon(surf, color(self.theme, "gold"), pts)
        pygame.draw.polygon(surf, ink, pts, max(1, w // 50))
        f = self.fonts.get("title", max(7, h // 10))
        t = f.render(facet or ("True King" if true_king else "King"), True, ink)
        if t.get_width() > w - 4:
            t = pygame.transform.smoothscale(
                t, (w - 4, max(1, t.get_height() * (w - 4) // t.get_width()))
            )
        surf.blit(t, t.get_rect(center=(cx, round(h * 0.75))))
        return surf

    def highlight(self, surf: pygame.Surface) -> pygame.Surface:
        out = surf.copy()
        w = max(2, surf.get_width() // 22)
        pygame.draw.rect(
            out, color(self.theme, "highlight"), out.get_rect(), w, border_radius=max(2, surf.get_width() // 12)
        )  # fmt: skip
        return out

    def dim(self, surf: pygame.Surface) -> pygame.Surface:
        out = surf.copy()
        shade = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        out.blit(shade, (0, 0))
        return out


class Painter:
    """Cached card surfaces by (what, size, mark); reports each face it puts on screen."""

    def __init__(self, app, cards) -> None:
        self.theme = getattr(app, "theme", None)
        self.fonts = Fonts(self.theme)
        self.plain = PlainArt(self.fonts, self.theme)
        self.art = getattr(app, "art", None) or self.plain
        self.cards = cards
        self.cache = LRU(600)
        self.text_cache = LRU(800)
        self.on_face: Callable[[int], None] | None = None
        self._extents: dict[tuple[str, tuple[int, int]], int] = {}

    def _call(self, fn: str, *args, **kw) -> pygame.Surface:
        try:
            return getattr(self.art, fn)(*args, **kw)
        except Exception:
            if self.art is self.plain:
                raise
            return getattr(self.plain, fn)(*args, **kw)

    def _marked(self, base_key, mark, make) -> pygame.Surface:
        base = self.cache.get(base_key, make)
        if not mark:
            return base
        fn = "highlight" if mark == "hi" else "dim"
        return self.cache.get(base_key + (mark,), lambda: self._call(fn, base))

    def face(self, cid: int, size, *, current=None, muted=False, mark=None) -> pygame.Surface:
        """The face of card ``cid``; ``current`` is its value now when it differs."""
        c = self.cards[cid]
        size = (max(4, int(size[0])), max(4, int(size[1])))
        if self.on_face is not None:
            self.on_face(cid)
        key = ("face", c.label, size, current, muted)
        return self._marked(
            key,
            mark,
            lambda: self._call(
                "face", c.name, c.value, c.text, size, keywords=c.keywords, army=c.army,
                current_value=current, muted=muted,
            ),
        )  # fmt: skip

    def name_extent(self, cid: int, size) -> int:
        """How much of a face of ``size`` must show for card ``cid``'s name to read whole
        (the hand's fan keeps at least this much of each card in view)."""
        c = self.cards[cid]
        size = (max(4, int(size[0])), max(4, int(size[1])))
        key = (c.name, size)
        got = self._extents.get(key)
        if got is None:
            try:
                got = int(self.art.name_extent(c.name, size))
            except Exception:
                got = int(self.plain.name_extent(c.name, size))
            self._extents[key] = got
        return got

    def name_face(self, name: str, size) -> pygame.Surface:
        """A face by card name alone (the name picker), not tied to any card in play."""
        from game.imposter.cards import card

        c = card(name)
        size = (max(4, int(size[0])), max(4, int(size[1])))
        return self.cache.get(
            ("name", name, size),
            lambda: self._call("face", c.name, c.value, c.text, size, keywords=c.keywords),
        )

    def back(self, size, *, disgraced=False, mark=None) -> pygame.Surface:
        size = (max(4, int(size[0])), max(4, int(size[1])))
        return self._marked(
            ("back", size, disgraced), mark, lambda: self._call("back", size, disgraced=disgraced)
        )

    def king(self, size, *, true_king=False, face_up=True, mark=None, facet=None) -> pygame.Surface:
        """A King; ``facet`` (Fragments of Nersetti) names the Master Tactician or Charismatic
        Leader lying over it ("King" or None: the plain King)."""
        size = (max(4, int(size[0])), max(4, int(size[1])))
        facet = None if facet in (None, "King") else facet
        text = FACETS.get(facet, KING_TEXT) if facet else KING_TEXT
        return self._marked(
            ("king", size, true_king, face_up, facet),
            mark,
            lambda: self._call(
                "king", size, true_king=true_king, face_up=face_up, facet=facet, text=text
            ),
        )

    def text(self, s: str, role: str, px: int, rgb) -> pygame.Surface:
        return self.text_cache.get(
            (s, role, px, tuple(rgb)), lambda: self.fonts.get(role, px).render(s, True, rgb)
        )

    def color(self, name: str):
        return color(self.theme, name)
