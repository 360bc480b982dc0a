"""King and Peasant's cards on the table: faces with the holder's half bright, the back, and
the two reference cards, over the faces helper's ``PeasantArt`` (scenes/peasant/faces.py).

One ``PeasantArt`` is kept per app (``peasant_art``), so the table, the gallery and the
reference cards share its cache; it draws a plain card itself when its drawing fails.
"""

from __future__ import annotations

import pygame

from scenes.peasant.faces import PeasantArt
from scenes.table.paint import Painter


def peasant_art(app) -> PeasantArt:
    """The app's King and Peasant art, made on first use over the app's theme and card art."""
    art = getattr(app, "peasant_art", None)
    if art is None:
        art = PeasantArt(getattr(app, "theme", None), getattr(app, "art", None))
        try:
            app.peasant_art = art
        except AttributeError:
            pass  # an app that keeps no attributes: the painter keeps its own
    return art


def _size(size) -> tuple[int, int]:
    return (max(4, int(size[0])), max(4, int(size[1])))


class PeasantPainter(Painter):
    """The shared painter with King and Peasant's faces, back and reference cards."""

    def __init__(self, app, cards) -> None:
        super().__init__(app, cards, art=peasant_art(app))

    def face(self, cid: int, size, *, bright=None, mark=None, down=False) -> pygame.Surface:
        """Card ``cid``'s face; ``bright`` ("king" or "peasant") lights the half its holder
        uses and dims the other, None shows both alike; ``down``: a card lying face down that
        only this viewer may see (her own face-down Rebel), marked with a dark band."""
        size = _size(size)
        self.shown(cid)

        def make() -> pygame.Surface:
            surf = self.art.face(cid, size, bright)
            return self._face_down_band(surf) if down else surf

        return self._marked(("face", cid, size, bright, down), mark, make)

    def _face_down_band(self, surf: pygame.Surface) -> pygame.Surface:
        """``surf`` with a band across the King's half saying it lies face down (the Peasant's
        half, the one she uses, stays clear)."""
        out = surf.copy()
        w, h = out.get_size()
        band = pygame.Rect(0, round(h * 0.27), w, max(8, round(h * 0.13)))
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill((24, 18, 30, 215))
        out.blit(veil, band.topleft)
        px = max(7, round(band.h * 0.62))
        t = self.fonts.get("ui", px).render("face down", True, self.color("text"))
        if t.get_width() > w - 4:
            t = pygame.transform.smoothscale(
                t, (w - 4, max(1, t.get_height() * (w - 4) // t.get_width()))
            )
        out.blit(t, t.get_rect(center=band.center))
        return out

    def back(self, size, *, lying_down=False, mark=None) -> pygame.Surface:
        size = _size(size)
        return self._marked(("back", size), mark, lambda: self.art.back(size))

    def reference(self, role: str, size, *, mark=None) -> pygame.Surface:
        """The reference card of ``role``: its actions and goals."""
        size = _size(size)
        return self._marked(("reference", role, size), mark, lambda: self.art.reference(role, size))

    def name_extent(self, cid: int, size) -> int:
        size = _size(size)
        key = (cid, size)
        got = self._extents.get(key)
        if got is None:
            try:
                got = int(self.art.name_extent(cid, size))
            except Exception:
                got = size[0]
            self._extents[key] = got
        return got
