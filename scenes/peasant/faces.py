"""King and Peasant card art: both halves of a card face, the back, and the two reference cards.

A face reads as the printed card does: the King's half on top under a royal blue band, the
Peasant's half below under an earth red band, both upright. Each half shows its type icon
(shield for a Guard, pitchfork for a Rebel, comet for an Action), its name, its keywords, an
emblem and its effect; the half the holder uses is bright and the other dimmed. The drawing
steps are the house's (``scenes.render.cards.CardArt``): shapes supersampled and scaled down,
paper grain, text drawn sharp at the final size, every result cached. When the fancy drawing
raises, ``PlainPeasantArt`` (scenes/peasant/plain_faces.py) draws a plain card instead, so a
failure degrades, never crashes.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass

import pygame

from game.peasant.cards import KING, PEASANT, REFERENCE, CardDef, Half, card
from scenes.peasant import emblems
from scenes.peasant.plain_faces import DIM, PlainPeasantArt
from scenes.render.card_tools import (
    LINE,
    LRU,
    MIN_BODY_PX,
    READABLE_PX,
    Stepped,
    corner_radius,
    mix,
    wrap,
)
from scenes.render.cards import CardArt
from scenes.render.emblems import Pen
from scenes.render.emblems import fallback as rosette
from scenes.render.theme import Theme, load_theme

log = logging.getLogger(__name__)

BRIGHT = (None, KING, PEASANT)
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


def _size(size) -> tuple[int, int]:
    return (max(4, int(size[0])), max(4, int(size[1])))


def _card(c: int | CardDef) -> CardDef:
    if isinstance(c, CardDef):
        return c
    return card(c)


def _bright(bright: str | None) -> str | None:
    if bright not in BRIGHT:
        raise ValueError(f"bright must be None, {KING!r} or {PEASANT!r}, not {bright!r}")
    return bright


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


class PeasantArt(Stepped):
    """Draws and caches every King and Peasant surface in the theme's palette; faces in steps
    (``Stepped``)."""

    def __init__(self, theme: Theme | None = None, base: CardArt | None = None) -> None:
        self.theme = theme or load_theme()
        self.base = base or CardArt(self.theme)
        c = dict(self.base.c)
        c.setdefault("army_dark", mix(c["army"], c["shadow"], 0.45))
        c["royal"] = c["army"]
        c["earth"] = mix(c["accent"], c["gold_dark"], 0.3)
        c["earth_dark"] = mix(c["earth"], c["shadow"], 0.35)
        c["royal_paper"] = mix(c["parchment"], c["army_light"], 0.32)
        c["earth_paper"] = mix(c["parchment"], mix(c["accent"], c["gold"], 0.5), 0.16)
        self.c = c
        self.plain = PlainPeasantArt(self.theme, c)
        self._cache = LRU(512, 96 * 2**20)
        self._steps_init()

    # ----- the API ---------------------------------------------------------------------------

    def face(
        self, c: int | CardDef, size: tuple[int, int], bright: str | None = None
    ) -> pygame.Surface:
        """The face of card ``c`` (an id or a CardDef): the King's half on top, the Peasant's
        below; ``bright`` ("king" or "peasant") dims the other half, None shows both alike."""
        cd, size, bright = _card(c), _size(size), _bright(bright)
        return self._safe(("face", cd, size, bright), "face", cd, size, bright)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The King and Peasant back: a crown over a pitchfork on a royal blue and earth red
        field, nothing like The Imposter Kings' wine-red lattice."""
        size = _size(size)
        return self._safe(("back", size), "back", size)

    def reference(self, role: str, size: tuple[int, int]) -> pygame.Surface:
        """The reference card of ``role`` ("king" or "peasant"): its actions and its goals."""
        if role not in REFERENCE:
            raise ValueError(f"no reference card for {role!r}; use {KING!r} or {PEASANT!r}")
        size = _size(size)
        return self._safe(("reference", role, size), "reference", role, size)

    def highlight(self, surf: pygame.Surface) -> pygame.Surface:
        """A gold-edged copy of ``surf`` (a card that may be played)."""
        return self.base.highlight(surf)

    def dim(self, surf: pygame.Surface) -> pygame.Surface:
        """A darkened copy of ``surf`` (a card that may not be played now)."""
        return self.base.dim(surf)

    def name_extent(self, c: int | CardDef, size: tuple[int, int]) -> int:
        """How far from a face's left edge its names end, in pixels: a hand fanned over itself
        must leave this much of each card in view for both names to read."""
        cd, (w, h) = _card(c), _size(size)
        ends = [0.0]
        for role, lay in self._halves(cd, (w, h)):
            half = cd.half(role)
            if half is None or lay is None:
                continue
            font = self._name_font(half.name, lay, w)
            ends.append(lay.name[0] + min(font.size(half.name)[0], lay.name[2]))
        return math.ceil(max(ends)) + 1

    def text_layout(
        self, c: int | CardDef, role: str, size: tuple[int, int]
    ) -> tuple[int, list[str]]:
        """The body font's pixel height and the lines of effect text a face of ``size`` shows for
        ``role``'s half of card ``c``: no lines on a compact face or for a half it lacks."""
        cd, size = _card(c), _size(size)
        for r, lay in self._halves(cd, size):
            half = cd.half(r)
            if r == role or cd.shared:
                if half is None:
                    break
                plan = self._plan(half, lay, size[0], size[1], shared=cd.shared)
                if plan["text"] is None:
                    break
                font, lines = plan["text"][3], plan["text"][4]
                return font.get_height(), list(lines)
        return 0, []

    # ----- failure to plain ------------------------------------------------------------------

    def _safe(self, key, what: str, *args) -> pygame.Surface:
        def make() -> pygame.Surface:
            try:
                return getattr(self, "_" + what)(*args)
            except Exception:  # the art must never stop the game: a plain card instead
                log.exception("drawing the King and Peasant %s failed; drawing it plain", what)
                return getattr(self.plain, what)(*args)

        return self._cache.get(key, make)

    # ----- layout ----------------------------------------------------------------------------

    def margin(self, w: int) -> float:
        return w * 0.055

    def half_boxes(self, size: tuple[int, int]) -> tuple[Box, Box]:
        """The King's (top) and the Peasant's (bottom) half of a face, inside its frame."""
        w, h = size
        m = self.margin(w)
        gap = max(1.0, h * 0.012)
        top = (m, m, w - 2 * m, h / 2 - m - gap)
        bottom = (m, h / 2 + gap, w - 2 * m, h / 2 - m - gap)
        return top, bottom

    def half_layout(self, box: Box, card_w: int) -> HalfLayout:
        x, y, hw, hh = box
        compact = card_w < WORDED_WIDTH
        band_h = hh * (0.40 if compact else 0.24)
        r = band_h * 0.50
        pad = max(1.0, card_w * 0.02)
        icon = (x + pad + r, y + band_h / 2, r)
        nx = x + 2 * pad + 2 * r + pad * 0.5
        name = (nx, y, x + hw - pad - nx, band_h)
        body = (x, y + band_h, hw, hh - band_h)
        return HalfLayout(box, (x, y, hw, band_h), icon, name, body)

    def _halves(self, cd: CardDef, size) -> list[tuple[str, HalfLayout | None]]:
        w, _h = size
        if cd.shared:
            m = self.margin(w)
            whole = (m, m, w - 2 * m, size[1] - 2 * m)
            lay = self.half_layout(whole, w)
            # One band across the card, a little slimmer than a half's.
            x, y, bw, _bh = whole
            band_h = min(lay.band[3], self.half_layout(self.half_boxes(size)[0], w).band[3])
            r = band_h * 0.50
            pad = max(1.0, w * 0.02)
            nx = x + 2 * pad + 2 * r + pad * 0.5
            lay = HalfLayout(
                whole,
                (x, y, bw, band_h),
                (x + pad + r, y + band_h / 2, r),
                (nx, y, x + bw - pad - nx, band_h),
                (x, y + band_h, bw, whole[3] - band_h),
            )
            return [(KING, lay)]
        top, bottom = self.half_boxes(size)
        return [(KING, self.half_layout(top, w)), (PEASANT, self.half_layout(bottom, w))]

    def _name_font(self, name: str, lay: HalfLayout, card_w: int) -> pygame.font.Font:
        nh = lay.name[3]
        max_px = nh * (0.70 if card_w < WORDED_WIDTH else 0.60)
        # Shrink a long name only a little; past that it is set condensed (see _half_text),
        # so the names on one card size keep one height.
        return self.base.fit_font(
            "card_name", name, lay.name[2], max_px, max(5, round(max_px * 0.82))
        )

    # ----- faces -----------------------------------------------------------------------------

    def _face(self, cd: CardDef, size, bright: str | None) -> pygame.Surface:
        if bright is not None and not cd.shared:
            # The lit half changes nothing but the shade laid over the other half last: a
            # copy of the face with both halves alike (painted once per card and size).
            out = self._cache.get(("face", cd, size, None), lambda: self._face(cd, size, None))
            return self._lit(out.copy(), cd, size, bright)
        return self._stepped(("face", cd, size), lambda: self._face_steps(cd, size))

    def _face_steps(self, cd: CardDef, size):
        """A face with both halves alike, painted in steps (see ``Stepped``): the paper, the
        frame, each half's shapes and its emblem, the shrink to size, the words."""
        w, h = size
        c = self.c
        compact = w < WORDED_WIDTH
        if self.base.papered_ready(size, c["parchment"], c["parchment_dark"], 0.8):
            yield
        big, ss = self.base.papered(size, c["parchment"], c["parchment_dark"], 0.8)
        yield
        self.base.frame(big, ss, self.margin(w) * 0.5, c["gold_dark"], ornate=False)

        halves = self._halves(cd, size)
        plans = []
        for role, lay in halves:
            half = cd.half(role)
            if half is None:
                self._blank(big, ss, lay.box, w)
                plans.append(None)
                continue
            yield
            plan = self._plan(half, lay, w, h, shared=cd.shared)
            yield from self._half_shapes(big, ss, role, half, lay, plan, w, shared=cd.shared)
            plans.append(plan)
        if not cd.shared:
            # The fold between the halves: a gold rule with a diamond at its middle.
            y = h / 2
            d = max(1.5, w * 0.02)
            pygame.draw.line(
                big, c["gold_dark"], (w * 0.2 * ss, y * ss), (w * 0.8 * ss, y * ss),
                max(1, round(w * 0.006 * ss)),
            )  # fmt: skip
            pts = [(w / 2 - d, y), (w / 2, y - d), (w / 2 + d, y), (w / 2, y + d)]
            pygame.draw.polygon(big, c["gold"], [(px * ss, py * ss) for px, py in pts])

        yield
        out = self.base.shrink(big, size)
        self.base.apply_grain(out)
        yield
        for (role, lay), plan in zip(halves, plans, strict=True):
            if plan is not None:
                self._half_text(out, cd.half(role), lay, plan, w, compact)
        return out

    def _lit(self, out: pygame.Surface, cd: CardDef, size, bright: str) -> pygame.Surface:
        """``out`` (a face with both halves alike) with every half but ``bright`` dimmed."""
        for role, lay in self._halves(cd, size):
            if role != bright:
                x, y, bw, bh = lay.box
                rect = pygame.Rect(round(x), round(y), round(bw), round(bh))
                out.fill(DIM, rect, special_flags=pygame.BLEND_RGB_MULT)
        return out

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

    # ----- the back ----------------------------------------------------------------------------

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


def _star_pts(r: float) -> list[tuple[float, float]]:
    from scenes.render.emblems import star

    return star(0.0, 0.0, r, r * 0.42)


# ----- the gallery sheet for the docs ------------------------------------------------------------


def gallery_sheet(small: bool = False) -> pygame.Surface:
    """Every design on the felt, captioned, for docs/art.md (docs/screens/peasant-cards.png); ``small`` gives
    the sizes the table uses for hands, Town and piles (peasant-cards-small.png)."""
    from game.peasant.cards import DESIGNS

    art = PeasantArt()
    theme = art.theme
    designs = [cd for _copies, cd in DESIGNS]
    two_halves = [cd for cd in designs if cd.king and cd.peasant and not cd.shared][:4]
    gap, caption = 14, 20
    label = theme.font("ui", 14)
    light = theme.colors["text_light"]
    rows: list[tuple[str, list[pygame.Surface]]] = []
    if small:
        for size in ((90, 126), (56, 78), (40, 56)):
            rows.append(
                (f"Every design at {size[0]}x{size[1]}", [art.face(c, size) for c in designs])
            )
        size = (90, 126)
        rows.append(
            (
                "Held by the King (bright top), then by the Peasant (bright bottom), at 90x126",
                [art.face(c, size, KING) for c in two_halves]
                + [art.face(c, size, PEASANT) for c in two_halves]
                + [art.back(size), art.back((56, 78)), art.back((40, 56))],
            )
        )
    else:
        size = (170, 238)
        rows.append(("The 16 designs, both halves alike (gallery, discard pile)", []))
        rows[-1][1].extend(art.face(c, size) for c in designs[:8])
        rows.append(("", [art.face(c, size) for c in designs[8:]]))
        rows.append(
            (
                "In the King's hand (his half bright), then in the Peasant's; the back",
                [art.face(c, size, KING) for c in two_halves[:3]]
                + [art.face(c, size, PEASANT) for c in two_halves[:3]]
                + [art.back(size)],
            )
        )
        rows.append(
            (
                "The reference cards at preview size (260x364)",
                [art.reference(KING, (260, 364)), art.reference(PEASANT, (260, 364))],
            )
        )
    width = max(sum(s.get_width() + gap for s in row) for _t, row in rows) + gap
    height = gap + sum(caption + max(s.get_height() for s in row) + gap for _t, row in rows)
    out = pygame.Surface((width, height))
    # Plain felt rather than the textured table, so the picture stays small on disk.
    out.fill(theme.colors["table"])
    y = gap
    for title, row in rows:
        if title:
            out.blit(label.render(title, True, light), (gap, y))
        y += caption
        x = gap
        for surf in row:
            shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            radius = corner_radius(surf.get_width())
            pygame.draw.rect(shadow, (0, 0, 0, 100), shadow.get_rect(), border_radius=radius)
            out.blit(shadow, (x + 2, y + 3))
            out.blit(surf, (x, y))
            x += surf.get_width() + gap
        y += max(s.get_height() for s in row) + gap
    return out


def main(argv: list[str]) -> int:
    """``python -m scenes.peasant.faces [screens/peasant-cards.png]`` writes the sheet and its
    small-size companion beside it (``-small.png``) in full colour; the docs' reduced copies come
    from ``python -m tools.screens --docs``."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    path = argv[0] if argv else "screens/peasant-cards.png"
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    small = path[: -len(".png")] + "-small.png" if path.endswith(".png") else path + "-small"
    pygame.image.save(gallery_sheet(), path)
    pygame.image.save(gallery_sheet(small=True), small)
    print(path, small)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
