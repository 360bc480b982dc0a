"""King and Peasant's card back and its reference cards."""

from __future__ import annotations

import pygame

from game.peasant.cards import KING, REFERENCE
from scenes.peasant import emblems
from scenes.render.card_tools import (
    LINE,
    corner_radius,
    mix,
    wrap,
)
from scenes.render.emblems import Pen


def _star_pts(r: float) -> list[tuple[float, float]]:
    from scenes.render.emblems import star

    return star(0.0, 0.0, r, r * 0.42)


class BackAndReference:
    """The back and the reference cards of ``PeasantArt`` (a mixin)."""

    def _back(self, size) -> pygame.Surface:
        w, h = size
        c = self.c
        big, ss = self.base.canvas(size)
        W, H = big.get_size()
        # The field: royal blue above, earth red below, parted on a slant.
        field = pygame.Surface((W, H), pygame.SRCALPHA)
        field.fill((*c["army_dark"], 255))
        pygame.draw.polygon(field, c["earth_dark"], [(0, H * 0.62), (W, H * 0.38), (W, H), (0, H)])
        mask = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.rect(
            mask, (255, 255, 255, 255), mask.get_rect(), border_radius=corner_radius(W)
        )
        field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(field, (0, 0))
        lw = max(1, round(W * 0.01))
        pygame.draw.line(big, c["gold_dark"], (0, H * 0.62), (W, H * 0.38), lw)
        # A scatter of small gold stars on the blue and tiny wheat grains on the red.
        for i in range(7):
            sx = W * (0.16 + 0.68 * ((i * 37) % 7) / 6)
            sy = H * (0.12 + 0.05 * (i % 3))
            pygame.draw.polygon(big, c["gold_dark"], [(sx + px * W, sy + py * W) for px, py in
                                                      _star_pts(0.03)])  # fmt: skip
        for i in range(7):
            gx = W * (0.16 + 0.68 * ((i * 23) % 7) / 6)
            gy = H * (0.80 + 0.05 * (i % 3))
            pygame.draw.ellipse(
                big, c["gold_dark"], (gx - W * 0.012, gy - W * 0.025, W * 0.024, W * 0.05)
            )
        edge = mix(c["army_dark"], c["shadow"], 0.4)
        pygame.draw.rect(
            big, edge, big.get_rect(), max(1, round(W * 0.007)), border_radius=corner_radius(W)
        )
        m = w * 0.06 * ss
        panel = pygame.Rect(round(m), round(m), round(W - 2 * m), round(H - 2 * m))
        pygame.draw.rect(
            big, c["gold"], panel, max(1, round(W * 0.012)), border_radius=round(W * 0.05)
        )
        pygame.draw.rect(
            big, c["gold_dark"], panel.inflate(-W * 0.05, -W * 0.05), max(1, round(W * 0.005)),
            border_radius=round(W * 0.04),
        )  # fmt: skip
        # The crest: a gold roundel with the crown over the pitchfork.
        cx, cy, r = W / 2, H / 2, W * 0.31
        pygame.draw.circle(big, c["ink"], (cx, cy), r * 1.04)
        pygame.draw.circle(big, c["gold"], (cx, cy), r)
        pygame.draw.circle(big, c["parchment_dark"], (cx, cy), r * 0.86)
        pygame.draw.circle(big, c["gold_dark"], (cx, cy), r * 0.86, max(1, round(W * 0.006)))
        fork = pygame.Rect(0, 0, round(r * 1.2), round(r * 1.2))
        fork.midtop = (round(cx), round(cy - r * 0.28))
        emblems.pitchfork(Pen(big, fork, dict(c)))
        crown = pygame.Rect(0, 0, round(r * 1.05), round(r * 1.05))
        crown.midbottom = (round(cx), round(cy + r * 0.16))
        emblems.crown(Pen(big, crown, c))
        return self.base.shrink(big, size)

    # ----- reference cards -----------------------------------------------------------------------

    def _reference(self, role: str, size) -> pygame.Surface:
        w, h = size
        c = self.c
        title, actions, goals = REFERENCE[role]
        big, ss = self.base.canvas(size)
        paper = c["royal_paper"] if role == KING else c["earth_paper"]
        self.base.paper(big, paper, c["parchment_dark"], 0.7)
        m = w * 0.05
        self.base.frame(big, ss, m * 0.6, c["gold_dark"], ornate=w >= 150)
        band_h = h * 0.11
        band = pygame.Rect(
            round(m * ss), round(m * ss), round((w - 2 * m) * ss), round(band_h * ss)
        )
        radius = max(1, round(w * 0.035 * ss))
        pygame.draw.rect(
            big, c["royal"] if role == KING else c["earth"], band, border_radius=radius
        )
        pygame.draw.rect(big, c["gold"], band, max(1, round(w * 0.007 * ss)), border_radius=radius)
        sign = pygame.Rect(0, 0, round(band_h * 0.8 * ss), round(band_h * 0.8 * ss))
        sign.midleft = (band.x + round(band_h * 0.15 * ss), band.centery)
        (emblems.crown if role == KING else emblems.pitchfork)(Pen(big, sign, c))
        sign2 = sign.copy()
        sign2.midright = (band.right - round(band_h * 0.15 * ss), band.centery)
        (emblems.crown if role == KING else emblems.pitchfork)(Pen(big, sign2, c))
        out = self.base.shrink(big, size)
        self.base.apply_grain(out)
        self.base.draw_text(
            out, title, "title", (w / 2, m + band_h / 2), w - 2 * m - 2 * band_h, band_h * 0.62,
            c["text_light"],
        )  # fmt: skip
        # The lists, at the largest size that fits what is left.
        tx, tw = m + w * 0.03, w - 2 * m - w * 0.06
        top, bottom = m + band_h + h * 0.02, h - m - h * 0.02
        heads = ("Your turn: one action", "Goals")
        blocks = (actions, goals)
        for px in range(max(8, round(w * 0.06)), 5, -1):
            body = self.base.font("body", px)
            head = self.base.font("card_name", px)
            bullet = body.size("• ")[0]
            laid = []
            height = 0.0
            for head_text, items in zip(heads, blocks, strict=True):
                laid.append(("head", head_text, head))
                height += head.get_linesize() * 1.05
                for item in items:
                    lines = wrap(body, item, int(tw - bullet))
                    laid.append(("item", lines, body))
                    height += len(lines) * body.get_linesize() * LINE + px * 0.2
                height += px * 0.5
            if height <= bottom - top:
                break
        y = top + max(0.0, (bottom - top - height) / 3)
        ink = c["ink"]
        for kind, content, font in laid:
            if kind == "head":
                img = font.render(content, True, ink)
                out.blit(img, (round(tx), round(y)))
                rule_y = round(y + font.get_height() * 0.55)
                x0 = round(tx + img.get_width() + px * 0.5)
                if x0 < tx + tw:
                    pygame.draw.line(out, c["gold_dark"], (x0, rule_y), (round(tx + tw), rule_y), 1)
                y += font.get_linesize() * 1.05
                continue
            for i, line in enumerate(content):
                if i == 0:
                    out.blit(font.render("•", True, c["gold_dark"]), (round(tx), round(y)))
                out.blit(font.render(line, True, ink), (round(tx + bullet), round(y)))
                y += font.get_linesize() * LINE
            y += px * 0.2
        return out
