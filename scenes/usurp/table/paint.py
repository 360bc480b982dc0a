"""Usurp the King's cards on the table: the Leverage cards' faces, the family backs (each family's
shield), the Court Members and the turn order cards.

The faces are the art helper's (``scenes.usurp.faces``) when it draws them; ``PlainArt`` here is
what the painter falls back on (and what a missing or failing art draws): parchment with the
family's colour band, the card's type written large, the family under it; a member with its
number on a shield; a back in the family's colour with its shield. Every surface is cached per
size by the shared ``Painter``.
"""

from __future__ import annotations

import pygame

from scenes.table.paint import Painter

# Each family's colour (its shield and its cards' band), by name: Fernsby would be the sixth.
FAMILY_COLOURS = {
    "Hayhurst": (46, 92, 160),
    "Sylvestre": (52, 128, 70),
    "Quinton": (150, 52, 48),
    "Altham": (112, 66, 140),
    "Lemaire": (196, 140, 40),
    "Fernsby": (70, 120, 124),
}
DEFAULT_COLOUR = (110, 100, 90)
PARCHMENT = (238, 226, 196)
INK = (36, 26, 18)
GOLD = (222, 184, 96)


def family_colour(name: str | None) -> tuple[int, int, int]:
    return FAMILY_COLOURS.get(name or "", DEFAULT_COLOUR)


def _font(px: int, bold: bool = False) -> pygame.font.Font:
    f = pygame.font.Font(None, max(8, round(px * 1.3)))
    f.set_bold(bold)
    return f


def _fit(text: str, px: int, width: int, color, bold: bool = False) -> pygame.Surface:
    """``text`` rendered at ``px`` or smaller, so it fits ``width``."""
    while True:
        surf = _font(px, bold).render(text, True, color)
        if surf.get_width() <= width or px <= 7:
            return surf
        px -= 1


def shield(surface: pygame.Surface, rect: pygame.Rect, colour, letter: str = "") -> None:
    """A heater shield in ``colour`` with a gold rim and a letter on it."""
    x, y, w, h = rect
    pts = [
        (x, y), (x + w, y), (x + w, y + round(h * 0.55)),
        (x + w // 2, y + h), (x, y + round(h * 0.55)),
    ]  # fmt: skip
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, GOLD, pts, max(1, w // 10))
    if letter:
        t = _fit(letter, max(7, round(h * 0.5)), w - 2, PARCHMENT, bold=True)
        surface.blit(t, t.get_rect(center=(x + w // 2, y + round(h * 0.42))))


class PlainArt:
    """Plain card faces drawn with rectangles and text: the fallback of every Usurp painting."""

    def face(self, card, family: str, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(2, w // 12)
        pygame.draw.rect(surf, PARCHMENT, surf.get_rect(), border_radius=rad)
        col = family_colour(family)
        band = pygame.Rect(0, 0, w, max(8, round(h * 0.24)))
        pygame.draw.rect(surf, col, band, border_top_left_radius=rad, border_top_right_radius=rad)
        name = _fit(card.type, max(7, round(band.h * 0.62)), w - 4, PARCHMENT, bold=True)
        surf.blit(name, name.get_rect(center=band.center))
        big = _fit(card.type[:1], max(8, round(h * 0.34)), w - 4, col, bold=True)
        surf.blit(big, big.get_rect(center=(w // 2, round(h * 0.56))))
        fam = _fit(family, max(7, round(h * 0.11)), w - 4, INK)
        surf.blit(fam, fam.get_rect(midbottom=(w // 2, h - max(2, h // 30))))
        pygame.draw.rect(surf, INK, surf.get_rect(), max(1, w // 40), border_radius=rad)
        return surf

    def back(self, family: str | None, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(2, w // 12)
        pygame.draw.rect(surf, family_colour(family), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, GOLD, surf.get_rect(), max(1, w // 18), border_radius=rad)
        sw = max(6, round(w * 0.5))
        shield(
            surf,
            pygame.Rect((w - sw) // 2, (h - round(sw * 1.2)) // 2, sw, round(sw * 1.2)),
            tuple(max(0, c - 40) for c in family_colour(family)),
            (family or "?")[:1],
        )
        return surf

    def member(self, number: int, name: str, title: str, size, dead: bool) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(2, w // 12)
        ground = (196, 190, 180) if dead else (246, 236, 208)
        pygame.draw.rect(surf, ground, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, GOLD, surf.get_rect(), max(1, w // 22), border_radius=rad)
        t = _fit(name, max(7, round(h * 0.14)), w - 6, INK, bold=True)
        surf.blit(t, t.get_rect(midtop=(w // 2, max(2, h // 16))))
        if title:
            tt = _fit(f"({title})", max(7, round(h * 0.1)), w - 6, (88, 70, 52))
            surf.blit(tt, tt.get_rect(midtop=(w // 2, max(2, h // 16) + t.get_height())))
        crown = pygame.Rect(0, 0, round(w * 0.5), round(h * 0.28))
        crown.center = (w // 2, round(h * 0.56))
        pts = [
            crown.bottomleft, crown.topleft, (crown.x + crown.w // 4, crown.centery),
            (crown.centerx, crown.y), (crown.right - crown.w // 4, crown.centery),
            crown.topright, crown.bottomright,
        ]  # fmt: skip
        pygame.draw.polygon(surf, (120, 110, 100) if dead else GOLD, pts)
        sw = max(8, round(w * 0.3))
        shield(surf, pygame.Rect(max(2, w // 14), h - round(sw * 1.2) - max(2, h // 20), sw,
               round(sw * 1.2)), (90, 60, 34), str(number))  # fmt: skip
        return surf

    def turn_card(self, family: str, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(2, w // 12)
        pygame.draw.rect(surf, PARCHMENT, surf.get_rect(), border_radius=rad)
        col = family_colour(family)
        pygame.draw.rect(surf, col, surf.get_rect(), max(2, w // 12), border_radius=rad)
        sw = max(8, round(w * 0.5))
        shield(surf, pygame.Rect((w - sw) // 2, round(h * 0.14), sw, round(sw * 1.2)), col,
               family[:1])  # fmt: skip
        t = _fit(family, max(7, round(h * 0.14)), w - 6, INK, bold=True)
        surf.blit(t, t.get_rect(midbottom=(w // 2, h - max(3, h // 10))))
        return surf


def usurp_art(app):
    """The art helper's faces (``scenes.usurp.faces``), one per app, or None when it is not
    there (the plain faces stand in)."""
    art = getattr(app, "usurp_art", None)
    if art is not None:
        return art
    try:
        from scenes.usurp import faces
    except Exception:
        return None
    maker = getattr(faces, "UsurpArt", None)
    if maker is None:
        return None
    try:
        art = maker(getattr(app, "theme", None))
    except Exception:
        return None
    try:
        app.usurp_art = art
    except AttributeError:
        pass
    return art


def _size(size) -> tuple[int, int]:
    return (max(4, int(size[0])), max(4, int(size[1])))


class UsurpPainter(Painter):
    """The shared painter with Usurp the King's faces, backs, members and turn order cards.

    ``families``: the family names by index (``data.FAMILIES``); ``members``: number -> (name,
    title)."""

    def __init__(self, app, cards, families, members) -> None:
        self.plain_art = PlainArt()
        super().__init__(app, cards, art=usurp_art(app), plain=self.plain_art)
        self.families = list(families)
        self.member_info = dict(members)

    def _draw(self, fn: str, *args) -> pygame.Surface:
        """Through the art helper's faces when they draw this, else the plain ones."""
        art = self.art
        if art is not None and art is not self.plain_art and hasattr(art, fn):
            try:
                return getattr(art, fn)(*args)
            except Exception:
                pass
        return getattr(self.plain_art, fn)(*args)

    def family_name(self, index) -> str | None:
        if index is None or not 0 <= int(index) < len(self.families):
            return None
        return self.families[int(index)]

    def face(self, cid: int, size, *, mark=None, **how) -> pygame.Surface:
        size = _size(size)
        self.shown(cid)
        card = self.cards[cid]
        family = self.family_name(card.family)
        return self._marked(
            ("face", cid, size), mark, lambda: self._draw("face", card, family, size)
        )

    def back(self, size, *, lying_down=False, mark=None, family=None) -> pygame.Surface:
        """A card's back: its family's shield when the family is known (a face-down card on
        the table, a seat's hand), else a plain court back."""
        size = _size(size)
        name = self.family_name(family)
        return self._marked(
            ("back", name, size), mark, lambda: self._draw("back", name, size)
        )

    def member(self, number: int, size, *, dead=False, mark=None) -> pygame.Surface:
        size = _size(size)
        name, title = self.member_info.get(number, (str(number), ""))
        return self._marked(
            ("member", number, size, dead),
            mark,
            lambda: self._draw("member", number, name, title, size, dead),
        )

    def turn_card(self, family: int, size, *, mark=None) -> pygame.Surface:
        size = _size(size)
        name = self.family_name(family) or "?"
        return self._marked(
            ("turn", name, size), mark, lambda: self._draw("turn_card", name, size)
        )
