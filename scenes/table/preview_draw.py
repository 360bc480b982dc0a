"""The table's large preview of the card the pointer rests on, its face and its words."""

from __future__ import annotations

import pygame

from scenes.table.layout import CARD_RATIO
from scenes.table.preview import PREVIEW_CARD_SHARE, preview_layout


class TablePreviewDrawing:
    """The hover preview of a ``TableDrawer``: the card large and its lines beside it. A mixin."""

    preview_card_share = PREVIEW_CARD_SHARE  # of the hover preview's height and width, at most

    def _preview(self, surface, view, sp) -> None:
        """The hovered card shown large in the side panel, over the older lines of the log:
        nothing on the table is covered. A game adds the card's words (``preview_lines``)."""
        sc = self.scene
        if sp.cid is None or sp.token or not sp.face_up and not self.peeks(sp, view):
            if sp.token:
                self.token_preview(surface, view, sp)
            return
        lay = sc.layout
        area = lay.preview_rect
        pad = lay.margin
        h, lines = preview_layout(self, view, sp)  # the words as large as fit (preview.py)
        w = round(h * CARD_RATIO)
        face = self.preview_face(view, sp, (w, h))
        box = pygame.Rect(area.x + pad, area.y + pad + h + pad, area.w - 2 * pad, 0)
        box.h = area.bottom - box.y - pad
        used = self._lines_height(lines, box.h)
        bottom = min(area.bottom, box.y + used + pad)
        self._preview_card(surface, pygame.Rect(area.x, area.y, area.w, bottom - area.y))
        surface.blit(face, face.get_rect(midtop=(area.centerx, area.y + pad)))
        self._draw_lines(surface, lines, box)

    def peeks(self, sp, view) -> bool:
        """Whether hovering a face-down card the viewer knows shows it large (your own
        face-down places)."""
        return sp.slot.seat == view["seat"]

    def preview_face(self, view, sp, size) -> pygame.Surface:
        """The hovered card's face in the preview."""
        return self.face_surface(sp.cid, view, None, size)

    def preview_lines(self, view, sp, width: int) -> list[tuple[str, str, str, int]]:
        """The hover preview's words under the card, as (text, colour, font role, px) lines."""
        return []

    def preview_text(self, view, sp):
        """The preview's words as ``preview.Said`` parts it sizes (None: ``preview_lines``)."""
        return None

    def token_preview(self, surface, view, sp) -> None:
        """A hovered token sprite's preview (the game's)."""

    def _preview_card(self, surface, rect) -> None:
        """The preview's ground: solid, so the log lines under it do not show through; it
        ends at a log line's edge, so no line shows cut in half below it."""
        sc = self.scene
        lay = sc.layout
        lr = lay.log_rect
        lh = self._log_box.line_height
        if lh and lr.y < rect.bottom < lr.bottom:
            rows = -(-(rect.bottom - lr.y - 2) // lh)  # log rows the preview reaches into
            rect = pygame.Rect(
                rect.x, rect.y, rect.w, min(lr.bottom, lr.y + 2 + rows * lh) - rect.y
            )
        radius = round(6 * lay.scale)
        pygame.draw.rect(surface, (14, 10, 8), rect, border_radius=radius)
        pygame.draw.rect(
            surface, sc.painter.color("gold_dim"), rect, max(1, round(lay.scale)),
            border_radius=radius,
        )  # fmt: skip

    def _lines_height(self, lines, room: int) -> int:
        fonts = self.scene.painter.fonts
        used = 0
        for _text, _col, role, px in lines:
            lh = fonts.get(role, px).get_linesize()
            if used + lh > room:
                break
            used += lh
        return used

    def _draw_lines(self, surface, lines, rect) -> None:
        fonts = self.scene.painter.fonts
        y = rect.y
        for text, col, role, px in lines:
            lh = fonts.get(role, px).get_linesize()
            if y + lh > rect.bottom:
                break
            surface.blit(self._text(text, px, col, role), (rect.x, y))
            y += lh
