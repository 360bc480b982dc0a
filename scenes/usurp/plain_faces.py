"""Plain Usurp the King cards: what ``UsurpArt`` draws instead when a drawing raises, the same
words on a card of one fill and edge, so a failure degrades and never crashes."""

from __future__ import annotations

import pygame

from scenes.render.plain import PlainCards
from scenes.usurp.colours import FAMILY_COLORS, OTHER_FAMILY


class PlainUsurpArt(PlainCards):
    """Plain Usurp the King cards, shapes and words only: used when the fancy drawing fails."""

    def _words(self, size, fill, edge, lines) -> pygame.Surface:
        w, h = size
        surf = self._card(size, fill, edge)
        for i, (text, color) in enumerate(lines):
            y = h * (0.5 + 0.16 * i)
            self._line(surf, text, "card_name" if i == 0 else "body", max(7, h * 0.09),
                       (w / 2, y), w * 0.85, color)  # fmt: skip
        return surf

    def leverage(self, fam: str, kind: str, size) -> pygame.Surface:
        col = FAMILY_COLORS.get(fam, OTHER_FAMILY)
        return self._words(size, self.c["parchment"], col, [(kind, self.c["ink"]), (fam, col)])

    def back(self, fam: str, size) -> pygame.Surface:
        col = FAMILY_COLORS.get(fam, OTHER_FAMILY)
        return self._words(size, col, self.c["gold"], [(fam, self.c["text_light"])])

    def shield(self, fam: str, size) -> pygame.Surface:
        return self.back(fam, size)

    def member(self, name: str, size, alive: bool) -> pygame.Surface:
        lines = [(name, self.c["ink"])]
        if not alive:
            lines.append(("Dead", self.c["accent"]))
        return self._words(
            size, self.c["parchment"] if alive else self.c["muted"], self.c["gold_dark"], lines
        )

    def marker(self, disgruntled: bool, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        col = self.c["accent"] if disgruntled else self.c["army"]
        pygame.draw.circle(surf, col, (w // 2, h // 2), min(w, h) // 2)
        self._line(
            surf,
            "D" if disgruntled else "L",
            "card_name",
            min(w, h) * 0.6,
            (w / 2, h / 2),
            w,
            self.c["text_light"],
        )
        return surf

    def turn_card(self, fam: str, size) -> pygame.Surface:
        return self.back(fam, size)

    def turn_marker(self, size) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.circle(surf, self.c["gold"], (w // 2, h // 2), min(w, h) // 2)
        return surf

    def objective(self, oid: str, text: str, number: int, size) -> pygame.Surface:
        return self._words(
            size, self.c["parchment"], self.c["gold_dark"], [(f"Objective {number}", self.c["ink"])]
        )

    def objective_back(self, size) -> pygame.Surface:
        return self._words(
            size, self.c["gold_dark"], self.c["gold"], [("Tutorial", self.c["text_light"])]
        )
