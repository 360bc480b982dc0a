"""How an expansion scene paints: its sizes, words, panels, cards and buttons."""

from __future__ import annotations

import pygame

from scenes.imposter.expansion.layout import Button
from scenes.render.card_tools import wrap
from scenes.table.layout import CARD_RATIO
from scenes.table.sprites import CardSprite
from scenes.text_size import grown


class ExpansionPaint:
    """Drawing helpers of an ``ExpansionScene``, at its rows' scale and text size."""

    def px(self, v: float) -> int:
        return self.rows.px(v)

    def tx(self, v: float) -> int:
        return self.rows.tx(v)

    def ptx(self, v: float) -> int:
        """``tx`` for the side panel's words: at ``panel_text`` when the panel sets them smaller
        to fit its height (large text), never below the normal size."""
        text = self.panel_text if self.panel_text is not None else self.rows.text
        return round(grown(v, text) * self.rows.scale)

    # ----- drawing helpers ---------------------------------------------------------------------

    def color(self, name: str):
        return self.painter.color(name)

    def text(self, surface, s: str, px: int, pos, color="text", role="ui", anchor="topleft"):
        img = self.painter.text(s, role, max(8, px), self.color(color))
        r = img.get_rect(**{anchor: pos})
        surface.blit(img, r)
        return r

    def para(self, surface, s: str, px: int, rect, color="text", role="ui", lines=99) -> int:
        """Wrapped text in ``rect`` (at most ``lines`` lines); returns the y below it."""
        font = self.painter.fonts.get(role, max(8, px))
        y = rect.y
        for line in wrap(font, s, rect.w)[:lines]:
            self.text(surface, line, px, (rect.x, y), color, role)
            y += font.get_linesize()
        return y

    def line_h(self, px: int, role="ui") -> int:
        return self.painter.fonts.get(role, max(8, px)).get_linesize()

    def background(self, surface) -> None:
        size = surface.get_size()
        if self._bg is None or self._bg[0] != size:
            bg = None
            try:
                from scenes.render.table import table_surface

                bg = table_surface(size, self.painter.theme)
            except Exception:
                bg = None
            if bg is None:
                bg = pygame.Surface(size)
                bg.fill(self.color("table"))
            self._bg = (size, bg)
        surface.blit(self._bg[1], (0, 0))

    def panel(self, surface, rect, alpha=215) -> None:
        cache = self.__dict__.setdefault("_panels", {})
        key = (tuple(rect.size), alpha, self.rows.size)
        shade = cache.get(key)
        if shade is None:  # drawn once per size: a frame blits it
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            rad = max(4, self.px(10))
            pygame.draw.rect(shade, (*self.color("panel"), alpha), shade.get_rect(),
                             border_radius=rad)  # fmt: skip
            pygame.draw.rect(
                shade, (*self.color("panel_edge"), 255), shade.get_rect(), max(1, self.px(1.5)),
                border_radius=rad,
            )  # fmt: skip
            if len(cache) > 16:
                cache.clear()
            cache[key] = shade
        surface.blit(shade, rect)

    def zone_label(self, surface, zone: str, label: str, empty: str = "") -> None:
        rect, ch, _ = self.rows.rows[zone]
        px = max(11, self.tx(15))
        self.text(surface, label, px, (rect.x, rect.y - self.line_h(px)), "text_dim")
        if empty and not any(sp.slot.zone == zone for sp in self.sprites.values()):
            cw = min(round(ch * CARD_RATIO), rect.w)
            ch = min(ch, round(cw / CARD_RATIO))
            r = pygame.Rect(rect.x, rect.y, cw, ch)
            pygame.draw.rect(surface, self.color("gold_dim"), r, max(1, self.px(1.5)),
                             border_radius=max(3, cw // 12))  # fmt: skip
            box = r.inflate(-self.px(8), -self.px(8))
            self.para(surface, empty, max(10, self.tx(13)), box, "text_dim", lines=4)

    def card_surface(self, sp: CardSprite, size, mark=None) -> pygame.Surface:
        if not sp.face_up:
            return self.painter.back(size, mark=mark)
        name = self.sprite_names.get(sp.key)
        if name is not None:
            surf = self.painter.name_face(name, size)
            if mark == "hi":
                try:
                    surf = self.painter.art.highlight(surf)
                except Exception:
                    surf = self.painter.plain.highlight(surf)
            return surf
        if sp.cid is None:
            return self.painter.back(size, mark=mark)
        return self.painter.face(sp.cid, size, mark=mark)

    def draw_sprite(self, surface, sp: CardSprite, targets: dict) -> None:
        r = sp.rect
        hovered = r.collidepoint(self.mouse) and self.sprite_at(self.mouse) is sp
        target = self.target_of(sp, targets)
        raise_px = self.px(10) if (target and hovered and not sp.moving) else 0
        r = r.move(0, -raise_px - round(sp.lift_px))
        surf = self.card_surface(sp, r.size, "hi" if target else None)
        if sp.flip_scale < 0.999:
            w = max(1, round(r.w * sp.flip_scale))
            surf = pygame.transform.smoothscale(surf, (w, r.h))
            surface.blit(surf, surf.get_rect(center=r.center))
        else:
            surface.blit(surf, r)
        if target and hovered:  # (a card the keys focus gets the focus ring instead)
            pygame.draw.rect(surface, self.color("highlight"), r.inflate(self.px(6), self.px(6)),
                             max(2, self.px(3)), border_radius=max(4, self.px(8)))  # fmt: skip
        if self.selected_sprite(sp):
            pygame.draw.rect(surface, self.color("gold"), r.inflate(self.px(3), self.px(3)),
                             max(2, self.px(4)), border_radius=max(4, self.px(9)))  # fmt: skip

    def selected_sprite(self, sp: CardSprite) -> bool:
        return False

    def sprite_action(self, sp: CardSprite, targets: dict) -> str | None:
        """The action a click on ``sp`` leads to (for the hint's mark)."""
        target = self.target_of(sp, targets)
        if target and target.startswith("act:"):
            return target[4:]
        return None

    def mark(self, surface, rect: pygame.Rect, tight: bool = False) -> None:
        """The hint's mark around what it recommends: a bright ring and a "Hint" tab on top
        (``tight`` for a card in a row, so the ring leaves its neighbours' names alone)."""
        px = self.px
        tx = self.tx
        ring = rect.inflate(px(2), px(2)) if tight else rect.inflate(px(12), px(12))
        pygame.draw.rect(surface, self.color("ink"), ring.inflate(px(4), px(4)), max(2, px(3)),
                         border_radius=max(5, px(12)))  # fmt: skip
        pygame.draw.rect(surface, self.color("highlight"), ring, max(3, px(4)),
                         border_radius=max(5, px(10)))  # fmt: skip
        size = max(11, tx(14))
        img = self.painter.text("Hint", "ui", size, self.color("ink"))
        tab = img.get_rect().inflate(px(12), px(4))
        tab.midbottom = (ring.centerx, ring.top + px(2))
        tab.top = max(0, tab.top)
        pygame.draw.rect(surface, self.color("highlight"), tab, border_radius=max(3, px(5)))
        surface.blit(img, img.get_rect(center=tab.center))

    def draw_hint_marks(self, surface, targets: dict) -> None:
        if self.current_hint() is None:
            return
        for sp in self.sprites.values():
            if not sp.moving and self.hinted(self.sprite_action(sp, targets)):
                self.mark(surface, sp.rect, tight=True)
        for b in self.buttons:
            if b.enabled and self.hinted(b.action):
                self.mark(surface, b.rect)

    def draw_button(self, surface, b: Button) -> None:
        hovered = b.rect.collidepoint(self.mouse) or self._focused_button() is b
        if b.enabled:
            fill = self.color("button_hover" if hovered else "button")
            edge = self.color("highlight" if hovered else "gold")
            tc = "button_text"
        else:
            fill = self.color("panel")
            edge = self.color("gold_dim")
            tc = "text_dim"
        rad = max(3, self.px(6))
        pygame.draw.rect(surface, fill, b.rect, border_radius=rad)
        pygame.draw.rect(surface, edge, b.rect, max(1, self.px(1.5)), border_radius=rad)
        px = self.tx(19 if b.big else 16)
        font = self.painter.fonts.get("ui", px)
        while px > 9 and font.size(b.label)[0] > b.rect.w - self.px(10):
            px -= 1
            font = self.painter.fonts.get("ui", px)
        self.text(surface, b.label, px, b.rect.center, tc, anchor="center")
