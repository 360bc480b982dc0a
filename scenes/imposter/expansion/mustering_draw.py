"""How the Mustering Phase draws its panel, costs and the King facets."""

from __future__ import annotations

import pygame

from game.imposter.cards import FACETS


class MusteringDraw:
    """The panel, the cost lines and the King facets of a ``MusteringScene``."""

    def draw_under(self, surface) -> None:
        v = self.view()
        px = self.px
        tx = self.tx
        them = v["seats"][self.opp]
        opp = self.names[self.opp]
        # The opponent's strip.
        top = self.top_rect.inflate(px(12), px(6))
        self.panel(surface, top, 150)
        tr = self.top_rect
        x = tr.x + px(4)
        y = tr.y
        self.text(surface, opp, tx(18), (x, y), "gold", "title")
        y += self.line_h(tx(18), "title") + px(4)
        taken = len([c for c in v["removed"] if c not in self.my_removed])
        order = "Mustered before you" if v.get("first") == self.seat else "Musters after you"
        facts = [
            order,
            f"King: {them['facet']}",
            f"Army: {them['army']} face down",
            f"Hand: {them['hand']} cards",
            f"Took {taken} Army card{'s' if taken != 1 else ''} by Recruiting"
            if taken
            else "Has not Recruited this round",
        ]
        info = pygame.Rect(x, y, round(tr.w * 0.30) - px(10), tr.bottom - y)
        # As large as the strip lets every fact show on its line (large text sets them
        # smaller, down to the normal size).
        body = max(11, px(14))
        for size in range(max(11, tx(14)), body, -1):
            font = self.painter.fonts.get("ui", size)
            widest = max(font.size(fact)[0] for fact in facts)
            if widest <= info.w and len(facts) * font.get_linesize() <= info.h + px(4):
                body = size
                break
        lh = self.line_h(body)
        for fact in facts:
            if y + lh > tr.bottom + px(4):
                break
            y = self.para(surface, fact, body, pygame.Rect(x, y, info.w, lh * 2), "text", lines=1)
        labels = self.zone_labels(v)
        empty = {"their_exhaust": "Empty", "their_removed": "None yet", "army": "Empty",
                 "exhaust": "Empty", "given": "None yet", "hand": ""}  # fmt: skip
        for zone, label in labels.items():
            self.zone_label(surface, zone, label, empty[zone])
        # The action panel.
        self.panel(surface, self.side, 230)
        s = self.side
        bw = s.w - px(36)
        title = f"Mustering: {self.names[self.seat]}"
        room = bw - (next((b.rect.w + px(10) for b in self.buttons if b.key == "hint"), 0))
        ptx = self.ptx
        size = ptx(26)
        while size > 12 and self.painter.fonts.get("title", size).size(title)[0] > room:
            size -= 1
        self.text(surface, title, size, (s.x + px(18), s.y + px(14)), "gold", "title")
        y = s.y + px(18) + self.line_h(ptx(26), "title") + px(6)
        if not self.hint_rect.h:
            self.para(surface, self.prompt(v), max(11, ptx(15)),
                      pygame.Rect(s.x + px(18), y, bw, 400), "text_light", lines=4)  # fmt: skip
        else:
            font = self.painter.fonts.get("ui", max(11, ptx(15)))
            hy = self.hint_rect.y
            for line in self.hint_lines(font, bw):
                self.text(surface, line, max(11, ptx(15)), (self.hint_rect.x, hy), "highlight")
                hy += font.get_linesize()
        for b, r in self.cost_rows:
            note = b.cost if b.enabled else b.why
            if note:
                colour = "text" if b.enabled else "text_dim"
                self.para(surface, note, max(11, ptx(15)), r, colour, lines=4)
        if self.king_rects:
            self._draw_kings(surface, v)

    def _draw_kings(self, surface, v) -> None:
        px = self.px
        tx = self.ptx
        me = self.me(v)
        legal = self.legal()
        x = self.side.x + px(18)
        self.text(surface, f"Your King: {me['facet']}", max(11, tx(15)), (x, self.king_label_y),
                  "gold")  # fmt: skip
        true_king = v["true_king"] == self.seat
        for f, r in self.king_rects.items():
            surf = self._king(f, r.size, true_king)
            surface.blit(surf, r)
            current = f == me["facet"]
            chosen = f == self.selected_king
            can = self.mine() and f"king {f}" in legal
            hovered = r.collidepoint(self.mouse)
            if not can and not current:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 110))
                surface.blit(shade, r)
            if current or chosen or (can and hovered):
                colour = "gold" if current else "highlight"
                pygame.draw.rect(surface, self.color(colour), r.inflate(px(6), px(6)),
                                 max(2, px(3)), border_radius=max(4, px(7)))  # fmt: skip
            cap, lines = self.king_captions[f]
            cy = cap.y
            colour = "gold" if current else "text" if can or chosen else "text_dim"
            for line in lines:
                img = self.painter.text(line, "ui", max(11, tx(14)), self.color(colour))
                surface.blit(img, img.get_rect(midtop=(cap.centerx, cy)))
                cy += self.line_h(max(11, tx(14)))
        text_facet = self.selected_king or me["facet"]
        self.para(surface, FACETS[text_facet], max(10, tx(14)), self.facet_text_rect, "text")

    def _king(self, facet: str, size, true_king: bool) -> pygame.Surface:
        cache = self.__dict__.setdefault("_kings", {})
        key = (facet, tuple(size), true_king)
        surf = cache.get(key)
        if surf is None:
            f = None if facet == "King" else facet
            try:
                surf = self.painter.art.king(size, true_king=true_king, facet=f, text="")
            except Exception:
                surf = self.painter.plain.king(size, true_king=true_king, facet=f, text="")
            cache[key] = surf
        return surf

    def draw_over(self, surface) -> None:
        cost = self.cost_text
        if not cost:
            return
        body = max(12, self.tx(16))
        self.para(surface, cost, body, self.cost_rect, "highlight", lines=2)
