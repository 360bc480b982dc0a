"""The Imposter Kings' cards on the table: faces, backs and Kings, over ``app.art``.

``ImposterPainter`` asks ``app.art`` (scenes/render/cards.py CardArt) for card faces, backs and
Kings; when it is missing or fails, ``PlainArt`` draws plain parchment cards, so the table always
runs. Caches, fonts and colours are the shared painter's (``scenes.table.paint``).
"""

from __future__ import annotations

import pygame

from game.imposter.cards import FACETS, KING_TEXT
from scenes.render.card_tools import wrap
from scenes.table.paint import Fonts, Painter, color, dim, highlight


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
        return highlight(self.theme, surf)

    def dim(self, surf: pygame.Surface) -> pygame.Surface:
        return dim(surf)


class ImposterPainter(Painter):
    """The shared painter with The Imposter Kings' faces, backs and Kings."""

    def __init__(self, app, cards) -> None:
        super().__init__(app, cards)
        self.plain = PlainArt(self.fonts, self.theme)
        self.art = getattr(app, "art", None) or self.plain

    def face(self, cid: int, size, *, current=None, muted=False, mark=None) -> pygame.Surface:
        """The face of card ``cid``; ``current`` is its value now when it differs."""
        c = self.cards[cid]
        size = (max(4, int(size[0])), max(4, int(size[1])))
        self.shown(cid)
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

    def back(self, size, *, lying_down=False, mark=None) -> pygame.Surface:
        """A back; a card lying down is Disgraced (the only known face-down card of a Court)."""
        disgraced = bool(lying_down)
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
