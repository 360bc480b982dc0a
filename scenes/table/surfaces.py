"""The card surfaces a table draws: faces, backs and tokens at their sizes, kept, painted ahead,
warmed."""

from __future__ import annotations

import pygame

from scenes.table.flight import flight_sizes, other_size
from scenes.table.layout import Slot
from scenes.table.paint import NotKept


class TableSurfaces:
    """The surfaces of a ``TableDrawer``'s sprites: faces, backs, tokens, kept or painted. A mixin."""

    def warm(self, view) -> None:
        """Render (without drawing) every card of ``view`` at the size of its zone."""
        sc = self.scene
        painter = sc.painter
        board = sc.board
        record, painter.on_face = painter.on_face, None
        try:
            for (zone, seat), ids in board.zones_of(view).items():
                size = sc.layout.slot_rect(Slot(zone, seat)).size
                painter.back(size)
                for cid in ids:
                    if cid is None or not board.shows_face(zone, seat, view["seat"], True):
                        continue
                    self.face_surface(cid, view, None, size)
        finally:
            painter.on_face = record

    def _surface_for(self, sp, view, mark, size=None):
        """Sprite ``sp`` at ``size``, else as it is now (scaled while between two sizes)."""
        if size is not None:
            return self._painted(sp, view, mark, size)
        paint, drawn = flight_sizes(sp)
        other = other_size(sp, paint) if paint != drawn else None
        if other is not None:
            # On its way between two sizes: scaled from the surface of the size it is painted
            # at, or while that is not painted yet (the painter-ahead is at it), from the one
            # of its other size, rather than painting a face in this frame.
            surf = self._kept(sp, view, mark, paint) or self._kept(sp, view, mark, other)
            if surf is not None:
                return self._scaled.get(surf, drawn)
        return self._scaled.get(self._painted(sp, view, mark, paint), drawn)

    def _kept(self, sp, view, mark, size) -> pygame.Surface | None:
        """Sprite ``sp``'s surface at ``size`` if the painter holds it, else None (nothing is
        painted)."""
        cache = self.scene.painter.cache
        cache.only_kept = True
        try:
            return self._painted(sp, view, mark, size)
        except NotKept:
            return None
        finally:
            cache.only_kept = False

    def _painted(self, sp, view, mark, size):
        if sp.token:
            return self.token_surface(sp, view, mark, size)
        if sp.face_up and sp.cid is not None:
            return self.sprite_face(sp, view, mark, size)
        return self.back_surface(sp, view, mark, size)

    def sprite_face(self, sp, view, mark, size) -> pygame.Surface:
        """A face-up sprite's face (a game may draw it by where it lies)."""
        return self.face_surface(sp.cid, view, mark, size)

    def face_surface(self, cid: int, view, mark, size) -> pygame.Surface:
        """Card ``cid``'s face as it lies now (a game adds its current values, halves lit...)."""
        return self.scene.painter.face(cid, size, mark=mark)

    def back_surface(self, sp, view, mark, size) -> pygame.Surface:
        """A face-down card; a known card lying down (``sp.lies_down``) is marked so."""
        return self.scene.painter.back(size, lying_down=sp.lies_down, mark=mark)

    def token_surface(self, sp, view, mark, size) -> pygame.Surface:
        """A token sprite (the game's; The Imposter Kings' seat Kings)."""
        return self.scene.painter.back(size, mark=mark)

    def _sprite(self, surface, sp, view, mark, raise_px) -> None:
        surf = self._surfaces.get(id(sp)) or self._surface_for(sp, view, mark)
        r = sp.rect
        cx, cy = r.center
        cy -= round(sp.lift_px) + raise_px
        if sp.flip_scale < 0.999:
            w = max(1, round(surf.get_width() * sp.flip_scale))
            surf = pygame.transform.scale(surf, (w, surf.get_height()))
        if sp.leaving and sp.active is None and not sp.steps:
            return
        surface.blit(surf, surf.get_rect(center=(cx, cy)))
