"""An expansion scene's large preview of the card the pointer rests on."""

from __future__ import annotations

import pygame

from scenes.table.layout import CARD_RATIO
from scenes.table.sprites import CardSprite

PREVIEW_REST = 0.3  # seconds the pointer rests on a card before its large preview shows


def _largest_outside(region: pygame.Rect, keep: pygame.Rect) -> pygame.Rect:
    """The largest part of ``region`` (above, below, left or right of ``keep``) that misses it."""
    if not region.colliderect(keep):
        return region
    parts = [
        pygame.Rect(region.x, region.y, region.w, keep.top - region.y),
        pygame.Rect(region.x, keep.bottom, region.w, region.bottom - keep.bottom),
        pygame.Rect(region.x, region.y, keep.left - region.x, region.h),
        pygame.Rect(keep.right, region.y, region.right - keep.right, region.h),
    ]
    parts = [p for p in parts if p.w > 0 and p.h > 0]
    if not parts:
        return pygame.Rect(region.x, region.y, 0, 0)
    return max(parts, key=lambda p: min(p.h, p.w / CARD_RATIO))


class ExpansionPreview:
    """The large preview of an ``ExpansionScene``'s card under the pointer, placed off its buttons."""

    preview_zones: frozenset[str] = frozenset()

    def preview_sprite(self) -> CardSprite | None:
        """The face-up card to show large now: the one the pointer has rested on for a moment,
        while this scene is on top (never under a dialog)."""
        stack = getattr(self.app, "stack", None)
        if stack is not None and stack.top is not self:
            return None
        sp = self._hover_sp
        if sp is None or self.clock - self._hover_since < PREVIEW_REST:
            return None
        if sp.moving or not sp.face_up or sp.slot.zone not in self.preview_zones:
            return None
        if sp.cid is None and sp.key not in self.sprite_names:
            return None
        return sp

    def _track_hover(self) -> None:
        sp = self.sprite_at(self.mouse)
        if sp is not self._hover_sp:
            self._hover_sp = sp
            self._hover_since = self.clock

    def preview_pending(self) -> bool:
        """A preview will appear without any input (the pointer is resting on a card)."""
        sp = self._hover_sp
        return (
            sp is not None
            and self.preview_sprite() is None
            and not sp.moving
            and (self.clock - self._hover_since < PREVIEW_REST)
        )

    def keep_clear(self) -> list[pygame.Rect]:
        """What a preview must never cover (subclasses add their own)."""
        return []

    def preview_area(self) -> pygame.Rect:
        w, h = self.rows.size
        return pygame.Rect(0, 0, getattr(self, "main_w", w), h)

    def preview_rect(self, card: pygame.Rect) -> pygame.Rect | None:
        """Where the preview of ``card`` goes: the largest card-shaped place beside it (above,
        below, left or right) that covers neither it nor anything in ``keep_clear``; None when
        no such place is larger than the card itself."""
        area = self.preview_area()
        gap = self.px(12)
        cap = min(round(area.h * 0.8), self.px(460))
        regions = [
            pygame.Rect(area.x, area.y, area.w, card.top - gap - area.y),
            pygame.Rect(area.x, card.bottom + gap, area.w, area.bottom - card.bottom - gap),
            pygame.Rect(area.x, area.y, card.left - gap - area.x, area.h),
            pygame.Rect(card.right + gap, area.y, area.right - card.right - gap, area.h),
        ]
        # Besides what the scene names, the cards the decision asks to click stay in view.
        keeps = list(self.keep_clear())
        zones: dict[str, pygame.Rect] = {}
        for key in self.card_targets():
            sp = self.sprites.get(key)
            if sp is not None and sp.rect != card:
                z = sp.slot.zone
                zones[z] = zones[z].union(sp.rect) if z in zones else pygame.Rect(sp.rect)
        keeps += list(zones.values())
        best: pygame.Rect | None = None
        for region in regions:
            for keep in keeps:
                region = _largest_outside(region, keep.inflate(gap, gap))
            if region.w <= 0 or region.h <= 0:
                continue
            ph = min(cap, region.h, round(region.w / CARD_RATIO))
            r = pygame.Rect(0, 0, round(ph * CARD_RATIO), ph)
            r.center = card.center
            r.clamp_ip(region)
            if best is None or r.h > best.h:
                best = r
        if best is None or best.h <= card.h * 1.15:
            return None
        return best

    def draw_preview(self, surface) -> None:
        """A large copy of the face-up card the pointer rests on, where it covers nothing."""
        sp = self.preview_sprite()
        if sp is None:
            return
        r = self.preview_rect(sp.rect)
        if r is None:
            return
        shadow = pygame.Surface((r.w + self.px(12), r.h + self.px(12)), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=self.px(12))
        surface.blit(shadow, r.move(-self.px(4), self.px(2)))
        surface.blit(self.card_surface(sp, r.size), r)
