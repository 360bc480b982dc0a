"""Plain King and Peasant cards, shapes and words only: what ``PeasantArt`` draws instead when
its fancy drawing fails (scenes/peasant/faces.py), so a failure degrades, never crashes."""

from __future__ import annotations

import pygame

from game.peasant.cards import ACTION, GUARD, KING, PEASANT, REBEL, REFERENCE, CardDef
from scenes.render.card_tools import COMPACT_WIDTH, wrap
from scenes.render.plain import PlainCards

TYPE_WORDS = {GUARD: "Guard", REBEL: "Rebel", ACTION: "Action"}
# How much a dimmed half keeps of its colour (multiplied in): still readable, plainly second.
DIM = (168, 162, 160)


class PlainPeasantArt(PlainCards):
    """Plain King and Peasant cards, shapes and words only: used when the fancy drawing fails."""

    def face(self, cd: CardDef, size, bright=None) -> pygame.Surface:
        w, h = size
        c = self.c
        surf = self._card(size, c["parchment"], c.get("gold_dark", c["ink"]))
        ink = c["ink"]
        pad = max(2, w // 14)
        halves = (
            [(KING, cd.king, 0)] if cd.shared else [(KING, cd.king, 0), (PEASANT, cd.peasant, 1)]
        )
        part_h = h if cd.shared else h / 2
        for _role, half, i in halves:
            top = i * part_h
            if half is None:
                continue
            self._line(surf, half.name, "card_name", max(7, part_h * 0.16),
                       (w / 2, top + part_h * 0.2), w - 2 * pad, ink)  # fmt: skip
            self._line(surf, TYPE_WORDS[half.kind], "keywords", max(6, part_h * 0.11),
                       (w / 2, top + part_h * 0.38), w - 2 * pad, c.get("ink_soft", ink))  # fmt: skip
            if w >= COMPACT_WIDTH:
                font = self._font("body", max(7, w * 0.05))
                y = top + part_h * 0.5
                for line in wrap(font, half.text, w - 2 * pad):
                    if y + font.get_linesize() > top + part_h - pad:
                        break
                    img = font.render(line, True, ink)
                    surf.blit(img, img.get_rect(midtop=(w // 2, round(y))))
                    y += font.get_linesize()
        if not cd.shared:
            pygame.draw.line(surf, c.get("gold_dark", ink), (pad, h // 2), (w - pad, h // 2), 1)
            if bright is not None:
                rect = pygame.Rect(0, 0 if bright == PEASANT else h // 2, w, h - h // 2)
                surf.fill(DIM, rect, special_flags=pygame.BLEND_RGB_MULT)
        return surf

    def back(self, size) -> pygame.Surface:
        w, h = size
        c = self.c
        surf = self._card(size, c.get("army", c["accent"]), c["gold"])
        pygame.draw.rect(surf, c["accent"], (0, h // 2, w, h - h // 2),
                         border_bottom_left_radius=max(2, w // 12),
                         border_bottom_right_radius=max(2, w // 12))  # fmt: skip
        pygame.draw.circle(surf, c["gold"], (w // 2, h // 2), max(3, w // 5), max(1, w // 40))
        return surf

    def reference(self, role: str, size) -> pygame.Surface:
        w, h = size
        c = self.c
        title, actions, goals = REFERENCE[role]
        surf = self._card(size, c["parchment"], c["gold"])
        pad = max(3, w // 16)
        self._line(surf, title, "title", max(8, h * 0.06), (w / 2, pad + h * 0.04), w - 2 * pad,
                   c["ink"])  # fmt: skip
        font = self._font("body", max(6, w * 0.04))
        y = pad + h * 0.1
        for item in (*actions, *goals):
            for line in wrap(font, "• " + item, w - 2 * pad):
                if y + font.get_linesize() > h - pad:
                    return surf
                surf.blit(font.render(line, True, c["ink"]), (pad, round(y)))
                y += font.get_linesize()
        return surf
