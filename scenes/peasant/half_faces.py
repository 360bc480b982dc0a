"""King and Peasant's card halves: the plan of a half's words, its shapes and its text, and a blank
half."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.peasant.cards import KING, Half
from scenes.peasant import emblems
from scenes.render.card_tools import (
    LINE,
    MIN_BODY_PX,
    READABLE_PX,
    mix,
    wrap,
)
from scenes.render.emblems import Pen
from scenes.render.emblems import fallback as rosette

# A name too wide for its band is set condensed, down to this share of its width.
CONDENSE = 0.72
# From this width a face shows its effect text, every text whole at that size; a narrower face
# shows the names and emblems only (measured: below it the Assassin's two effects no longer fit).
WORDED_WIDTH = 110
# The effect text's largest size for a card's width: a large card (the hover preview, a hand
# at 1920x1080) sets its text large, not at the small card's size.
BODY_PX_PER_WIDTH = 0.08
# What a larger emblem beside the effect text is worth, in pixels of text height per share of
# the half's width it takes: the text reads first, so any pixel of text is worth more than the
# emblem's whole size (the type icon in the band still says what the half is).
EMBLEM_WORTH = 4
# The Reassemble (one panel for either side): the share of its body its long effect may fill,
# the emblem above taking the rest.
SHARED_TEXT_ROOM = 0.7
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class HalfLayout:
    """Where one half's parts go, in final pixels: its whole box, the coloured band, the type
    icon (centre and radius), the name box, and the body under the band."""

    box: Box
    band: Box
    icon: tuple[float, float, float]
    name: Box
    body: Box


class HalfFaces:
    """The halves of ``PeasantArt``'s faces: planned, shaped and worded (a mixin)."""

    def _plan(self, half: Half, lay: HalfLayout, w: int, h: int, shared: bool):
        """Where the emblem, keywords and text of ``half`` go inside its body."""
        bx, by, bw, bh = lay.body
        pad = max(1.0, w * 0.03)
        # A keyword the effect already opens with ("Infiltrate: when the King draws it...")
        # is not said twice.
        shown = tuple(k for k in half.keywords if not half.text.startswith(k + ":"))
        kw_h = h * 0.045 if shown else 0.0
        max_px = max(MIN_BODY_PX, round(w * BODY_PX_PER_WIDTH))
        if shared:
            # The whole card: the emblem on top, the text across the width below, and an
            # earth band at the foot saying that either side may play it.
            foot_h = lay.band[3] * 0.6
            foot = (bx, by + bh - foot_h, bw, foot_h)
            if w < WORDED_WIDTH:
                side = min(bh - foot_h - 2 * pad, bw * 0.7)
                em = (bx + bw / 2 - side / 2, by + (bh - foot_h) / 2 - side / 2, side, side)
                return {"emblem": em, "keywords": None, "text": None, "foot": foot}
            tw = bw - 4 * pad
            room = (bh - foot_h) * SHARED_TEXT_ROOM
            fit = self._fit(half.text, tw, room, max_px, MIN_BODY_PX)
            font, lines = fit or self._cut(half.text, tw, room)
            text_h = len(lines) * font.get_linesize() * LINE
            text_top = by + bh - foot_h - pad * 1.5 - text_h
            side = min(text_top - by - 3 * pad, bw * 0.6)
            em = (bx + bw / 2 - side / 2, by + (text_top - by - side) / 2, side, side)
            return {
                "emblem": em,
                "keywords": None,
                "text": (bx + 2 * pad, text_top, tw, font, lines),
                "foot": foot,
            }
        if w < WORDED_WIDTH:
            side = min(bh - 2 * pad, bw * 0.7)
            em = (bx + bw / 2 - side / 2, by + bh / 2 - side / 2 + pad * 0.2, side, side)
            return {"emblem": em, "keywords": None, "text": None}
        # Keywords sit at the right end of the band when they fit beside the name, else on a
        # line of their own above the text.
        kw_band = None
        if shown:
            words = " · ".join(shown)
            kfont = self.base.font("keywords", lay.band[3] * 0.42)
            name_w = self._name_font(half.name, lay, w).size(half.name)[0]
            if name_w + kfont.size(words)[0] + lay.band[3] * 0.3 <= lay.name[2]:
                kw_band, kw_h = words, 0.0
        # The emblem to the left, as large as the text allows; the text to its right.
        room = bh - 2 * pad - kw_h
        # Each step down in emblem size must buy some text size to be worth it; a text
        # too long to sit beside even a small emblem takes the whole width (no emblem).
        best, best_score = None, -1.0
        for frac in (0.42, 0.36, 0.30, 0.25, 0.20, 0.0):
            side = min(bw * frac, bh - 2 * pad)
            tw = bw - side - (3 if side else 2) * pad
            fit = self._fit(half.text, tw, room, max_px, READABLE_PX)
            if fit is not None:
                score = fit[0].get_height() + frac * EMBLEM_WORTH
                if score > best_score:
                    best, best_score = (side, tw, fit), score
        if best is None:
            tw = bw - 2 * pad
            fit = self._fit(half.text, tw, room, max_px, MIN_BODY_PX)
            best = (0.0, tw, fit or self._cut(half.text, tw, room))
        side, tw, (font, lines) = best
        em = (bx + pad, by + bh / 2 - side / 2, side, side)
        tx = bx + pad + (pad + side if side else 0.0)
        text_h = len(lines) * font.get_linesize() * LINE
        block = kw_h + text_h
        y0 = by + bh / 2 - block / 2
        return {
            "emblem": em,
            "keywords": (tx, y0, tw, kw_h) if kw_h else None,
            "text": (tx, y0 + kw_h, tw, font, lines),
            "kw_words": shown,
            "kw_band": kw_band,
        }

    def _fit(self, text: str, width: float, room: float, max_px: int, min_px: int):
        for px in range(max_px, min_px - 1, -1):
            font = self.base.font("body", px)
            lines = wrap(font, text, int(width))
            if len(lines) * font.get_linesize() * LINE <= room:
                return font, lines
        return None

    def _cut(self, text: str, width: float, room: float):
        """The smallest body size, its lines cut to ``room`` with an ellipsis."""
        font = self.base.font("body", MIN_BODY_PX)
        lines = wrap(font, text, int(width))
        keep = max(1, int(room // (font.get_linesize() * LINE)))
        if len(lines) > keep:
            lines = lines[:keep]
            last = lines[-1]
            while last and font.size(last + "…")[0] > width:
                last = last[:-1]
            lines[-1] = last.rstrip() + "…"
        return font, lines

    def _half_shapes(self, big, ss, role, half: Half, lay: HalfLayout, plan, w, shared: bool):
        """A half's paper, band, icon and emblem on the canvas, in two steps (the emblem last)."""
        c = self.c

        def R(box: Box) -> pygame.Rect:
            x, y, bw, bh = box
            return pygame.Rect(round(x * ss), round(y * ss), round(bw * ss), round(bh * ss))

        radius = max(1, round(w * 0.035 * ss))
        paper = c["royal_paper"] if role == KING else c["earth_paper"]
        band = c["royal"] if role == KING else c["earth"]
        box = R(lay.box)
        if shared:
            # Either side's tint: royal at the top fading to earth at the foot.
            grad = pygame.Surface((1, 8))
            for i in range(8):
                grad.set_at((0, i), mix(c["royal_paper"], c["earth_paper"], i / 7))
            fill = pygame.transform.smoothscale(grad, box.size)
            yield
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
            tinted = pygame.Surface(box.size, pygame.SRCALPHA)
            tinted.blit(fill, (0, 0))
            tinted.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            big.blit(tinted, box.topleft)
        else:
            pygame.draw.rect(big, paper, box, border_radius=radius)
        band_r = R(lay.band)
        if shared:
            # The royal band on top and an earth band at the foot: either side may use it.
            pygame.draw.rect(
                big, c["royal"], band_r,
                border_top_left_radius=radius, border_top_right_radius=radius,
            )  # fmt: skip
            foot = band_r.copy()
            foot.h = round(band_r.h * 0.6)
            foot.bottom = box.bottom
            pygame.draw.rect(
                big, c["earth"], foot,
                border_bottom_left_radius=radius, border_bottom_right_radius=radius,
            )  # fmt: skip
        else:
            pygame.draw.rect(
                big, band, band_r,
                border_top_left_radius=radius, border_top_right_radius=radius,
            )  # fmt: skip
        pygame.draw.rect(
            big, c["gold_dark"], box, max(1, round(w * 0.007 * ss)), border_radius=radius
        )
        # The type icon in a parchment roundel on the band.
        ix, iy, ir = lay.icon
        pygame.draw.circle(big, c["gold"], (ix * ss, iy * ss), ir * ss * 0.96)
        pygame.draw.circle(big, c["parchment"], (ix * ss, iy * ss), ir * ss * 0.86)
        side = ir * 1.55
        icon_box = R((ix - side / 2, iy - side / 2, side, side))
        tint = dict(c, royal=c["royal"] if role == KING else c["earth"])
        emblems.TYPE_ICONS[half.kind](Pen(big, icon_box, tint))
        yield
        # The emblem.
        ex, ey, ew, eh = plan["emblem"]
        if ew > 3 and eh > 3:
            if w >= WORDED_WIDTH:
                win = R((ex, ey, ew, eh))
                pygame.draw.ellipse(big, mix(paper, c["parchment"], 0.6), win)
                pygame.draw.ellipse(big, c["gold_dark"], win, max(1, round(w * 0.005 * ss)))
                pad = ew * 0.14
                inner = R((ex + pad, ey + pad, ew - 2 * pad, eh - 2 * pad))
            else:
                inner = R((ex, ey, ew, eh))
            emblems.draw(big, inner, emblems.emblem_for(half.name), c)

    def _half_text(self, out, half: Half, lay: HalfLayout, plan, w: int, compact: bool) -> None:
        c = self.c
        font = self._name_font(half.name, lay, w)
        img = font.render(half.name, True, c["text_light"])
        nx, ny, nw, nh = lay.name
        if img.get_width() > nw > 0:
            # Condensed down to CONDENSE of its width; only a longer name also loses height.
            squeeze = nw / img.get_width()
            tall = img.get_height() * min(1.0, squeeze / CONDENSE)
            img = pygame.transform.smoothscale(img, (max(1, round(nw)), max(1, round(tall))))
        out.blit(img, img.get_rect(midleft=(round(nx), round(ny + nh / 2))))
        if plan.get("foot") is not None:
            fx, fy, fw, fh = plan["foot"]
            if fh >= 5:
                self.base.draw_text(
                    out, "King or Peasant", "keywords", (fx + fw / 2, fy + fh / 2), fw * 0.9,
                    fh * 0.8, c["text_light"], 4,
                )  # fmt: skip
        if compact:
            return
        if plan.get("kw_band"):
            kfont = self.base.font("keywords", nh * 0.42)
            kimg = kfont.render(plan["kw_band"], True, c["text_light"])
            out.blit(kimg, kimg.get_rect(midright=(round(nx + nw), round(ny + nh / 2))))
        if plan.get("keywords") is not None:
            kx, ky, kw, kh = plan["keywords"]
            words = " · ".join(plan["kw_words"])
            self.base.draw_text(
                out, words, "keywords", (kx + kw / 2, ky + kh / 2), kw, kh * 0.95, c["ink"], 6
            )
        if plan.get("text") is not None:
            tx, ty, tw, font, lines = plan["text"]
            line_h = font.get_linesize() * LINE
            for i, line in enumerate(lines):
                img = font.render(line, True, c["ink"])
                out.blit(img, img.get_rect(midtop=(round(tx + tw / 2), round(ty + i * line_h))))

    def _blank(self, big, ss, box: Box, w: int) -> None:
        """A half the card does not have: plain parchment with a faint rosette."""
        c = self.c
        x, y, bw, bh = box
        rect = pygame.Rect(round(x * ss), round(y * ss), round(bw * ss), round(bh * ss))
        radius = max(1, round(w * 0.035 * ss))
        pygame.draw.rect(
            big, mix(c["parchment"], c["parchment_dark"], 0.3), rect, border_radius=radius
        )
        pygame.draw.rect(
            big, mix(c["parchment_dark"], c["gold_dark"], 0.4), rect,
            max(1, round(w * 0.005 * ss)), border_radius=radius,
        )  # fmt: skip
        side = round(min(rect.w, rect.h) * 0.45)
        if side > 4:
            mark = pygame.Surface((side, side), pygame.SRCALPHA)
            faint = dict(
                c, ink=c["gold_dark"], accent=c["parchment_dark"], gold=c["parchment_dark"]
            )
            rosette(Pen(mark, mark.get_rect(), faint))
            mark.set_alpha(110)
            big.blit(mark, mark.get_rect(center=rect.center))
