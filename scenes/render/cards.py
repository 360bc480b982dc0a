"""Card art: parchment faces, our card back, the Kings, and the playable/unplayable marks.

Shapes (frame, panels, emblem, banners) are drawn at two to four times the asked size and scaled
down smoothly, which gives soft edges at every size; text is then drawn at the final size so it
stays sharp. Every result is cached, keyed by all its arguments; treat returned surfaces as
read-only (copy before drawing on them).
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from scenes.render.emblems import draw_emblem
from scenes.render.theme import Color, Theme, load_theme

# Below this width a face drops its ability text and keywords: value, name and emblem remain.
COMPACT_WIDTH = 96
# The smallest body text drawn, in pixels (smaller stops being text).
MIN_BODY_PX = 7
# Body text at or above this size reads easily; below it the emblem shrinks to make room.
READABLE_PX = 9
# Lines of body text are set a little tighter than the font's own line spacing.
LINE = 0.9
# Keywords too long for a small card use their short form.
SHORT_KEYWORDS = {"Immune to King's Hand": "Immune"}


class LRU:
    """A least-recently-used cache of surfaces, bounded by count and by pixel memory."""

    def __init__(self, limit: int = 512, max_bytes: int = 128 * 2**20) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._data: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._data.get(key)
        if surf is None:
            surf = make()
            self._data[key] = surf
            self.bytes += _bytes(surf)
            while len(self._data) > 1 and (
                len(self._data) > self.limit or self.bytes > self.max_bytes
            ):
                _, old = self._data.popitem(last=False)
                self.bytes -= _bytes(old)
        else:
            self._data.move_to_end(key)
        return surf

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        self._data.clear()
        self.bytes = 0


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def _darkened(back: pygame.Surface) -> pygame.Surface:
    """A Disgraced card's back: a darker copy of ``back``."""
    out = back.copy()
    out.fill((150, 146, 150), special_flags=pygame.BLEND_RGB_MULT)
    return out


def corner_radius(w: int) -> int:
    """The rounded-corner radius of a card ``w`` pixels wide."""
    return max(2, round(w * 0.065))


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width`` pixels."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def framed_panel(
    big: pygame.Surface,
    field: pygame.Surface,
    panel: pygame.Rect,
    W: float,
    c: dict,
    alpha: int = 255,
) -> None:
    """Lay ``field`` (a pattern as large as ``big``) inside ``panel`` on ``big`` at ``alpha``,
    framed by a gold rule and a fine dark one inside it: the panel of a card back."""  # fmt: skip
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, alpha), panel, border_radius=round(W * 0.04))
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(field, (0, 0))
    pygame.draw.rect(big, c["gold"], panel, max(1, round(W * 0.012)), border_radius=round(W * 0.04))
    pygame.draw.rect(
        big, c["gold_dark"], panel.inflate(-W * 0.05, -W * 0.05), max(1, round(W * 0.005)),
        border_radius=round(W * 0.03),
    )  # fmt: skip


def _supersample(w: int) -> int:
    return max(2, min(4, math.ceil(480 / max(1, w))))


@dataclass(frozen=True)
class FaceLayout:
    """The parts of a face, in final pixels: (x, y, w, h) boxes and the wrapped ability text."""

    compact: bool
    medallion: tuple[float, float]
    medallion_r: float
    name: tuple[float, float, float, float]
    banner: tuple[float, float, float, float]  # the Army colour behind the name (and value)
    keywords: tuple[float, float, float, float] | None
    emblem: tuple[float, float, float, float]
    text: tuple | None  # (x, top, width, height, font, lines, line height)

    @property
    def lines(self) -> list[str]:
        return list(self.text[5]) if self.text else []


class CardArt:
    """Draws and caches every card surface in the theme's palette."""

    def __init__(
        self, theme: Theme | None = None, cache_size: int = 768, cache_bytes: int = 128 * 2**20
    ) -> None:
        self.theme = theme or load_theme()
        self.c = dict(self.theme.colors)
        for key, fallback in (
            ("steel", "parchment_dark"),
            ("ink_soft", "ink"),
            ("accent_dark", "accent"),
            ("army", "accent"),
            ("army_light", "parchment_dark"),
            ("flipped", "muted"),
        ):
            self.c.setdefault(key, self.c[fallback])
        self._cache = LRU(cache_size, cache_bytes)
        # The centre-lit paper of a card shape, the same for every card of a size and colours.
        self._papers = LRU(12, 48 * 2**20)
        self._grain: pygame.Surface | None = None

    # ----- the API ---------------------------------------------------------------------------

    def face(
        self,
        name: str,
        value: int,
        text: str,
        size: tuple[int, int],
        *,
        keywords: tuple[str, ...] = (),
        army: bool = False,
        current_value: int | None = None,
        muted: bool = False,
    ) -> pygame.Surface:
        """The face of a card: value, name, keywords, emblem and ability text."""
        size = _size(size)
        keywords = tuple(keywords)
        if current_value == value:
            current_value = None
        key = ("face", name, value, text, size, keywords, army, current_value, muted)
        return self._cache.get(
            key, lambda: self._face(name, value, text, size, keywords, army, current_value, muted)
        )

    def back(self, size: tuple[int, int], *, disgraced: bool = False) -> pygame.Surface:
        """Our card back: a lattice on wine red around a crowned crest; darker when Disgraced."""
        size = _size(size)
        if disgraced:  # the back of its size, darkened: not painted again from the start
            return self._cache.get(("back", size, True), lambda: _darkened(self.back(size)))
        return self._cache.get(("back", size, False), lambda: self._back(size))

    def king(
        self,
        size: tuple[int, int],
        *,
        true_king: bool = False,
        face_up: bool = True,
        facet: str | None = None,
        text: str = "",
    ) -> pygame.Surface:
        """A King card: crown, "King" or "True King", the facet's name and the ability text; a
        flipped King is a greyed card that still says what it is."""
        size = _size(size)
        key = ("king", size, true_king, face_up, facet, text)
        return self._cache.get(key, lambda: self._king(size, true_king, face_up, facet, text))

    def name_extent(self, name: str, size: tuple[int, int]) -> int:
        """How far from a face's left edge its name ends, in pixels: a hand fanned over
        itself must leave at least this much of each card in view for its name to read."""
        w, h = _size(size)
        nx, ny, nw, nh = self.face_layout_name((w, h))
        max_px = nh * 0.78 if w < COMPACT_WIDTH else min(nh * 0.5, w * 0.1)
        text_w = min(self._fit_font("card_name", name, nw, max_px).size(name)[0], nw)
        return math.ceil(nx + nw / 2 + text_w / 2) + 1

    def face_layout_name(self, size: tuple[int, int]) -> tuple[float, float, float, float]:
        """The name's box on a face of ``size`` (the same box ``face_layout`` gives)."""
        w, h = size
        m = w * 0.045
        if w < COMPACT_WIDTH:
            name_h = h * 0.17
            return (m + w * 0.02, h - m - name_h - h * 0.01, w - 2 * m - w * 0.04, name_h)
        med_r = w * 0.125
        med_c = (m + w * 0.035 + med_r, m + w * 0.035 + med_r)
        head_bottom = med_c[1] + med_r + w * 0.025
        name_x0 = med_c[0] + med_r + w * 0.03
        return (name_x0, m + w * 0.02, w - m - w * 0.04 - name_x0, head_bottom - m - w * 0.04)

    def highlight(self, surf: pygame.Surface) -> pygame.Surface:
        """A copy of ``surf`` with a gold glow along its edge (a card that may be played)."""
        return self._cache.get(("highlight", surf), lambda: self._highlight(surf))

    def dim(self, surf: pygame.Surface) -> pygame.Surface:
        """A darkened copy of ``surf`` (a card that may not be played now)."""
        return self._cache.get(("dim", surf), lambda: self._dim(surf))

    # ----- shared pieces ---------------------------------------------------------------------

    def font(self, role: str, px: float) -> pygame.font.Font:
        return self.theme.font(role, max(4, round(px)))

    def _fit_font(self, role: str, text: str, max_w: float, max_px: float, min_px: int = 5):
        """The largest font of ``role`` up to ``max_px`` in which ``text`` fits ``max_w``."""
        px = max(min_px, round(max_px))
        while px > min_px and self.font(role, px).size(text)[0] > max_w:
            px -= 1
        return self.font(role, px)

    def _text(
        self,
        surf: pygame.Surface,
        text: str,
        role: str,
        center: tuple[float, float],
        max_w: float,
        max_px: float,
        color: Color,
        min_px: int = 5,
    ) -> pygame.Rect:
        """Draw one line centred on ``center``, shrunk to fit ``max_w`` (scaled as a last
        resort), and return where it went."""
        font = self._fit_font(role, text, max_w, max_px, min_px)
        img = font.render(text, True, color)
        if img.get_width() > max_w > 0:
            scale = max_w / img.get_width()
            img = pygame.transform.smoothscale(
                img, (max(1, round(max_w)), max(1, round(img.get_height() * scale)))
            )
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        surf.blit(img, rect)
        return rect

    def _canvas(self, size: tuple[int, int]) -> tuple[pygame.Surface, int]:
        """A transparent supersampled canvas for the shapes of a card of ``size``."""
        ss = _supersample(size[0])
        return pygame.Surface((size[0] * ss, size[1] * ss), pygame.SRCALPHA), ss

    def _shrink(self, big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        return pygame.transform.smoothscale(big, size)

    def _paper(self, surf: pygame.Surface, light: Color, dark: Color, depth: float) -> None:
        """Fill the card shape on ``surf`` with a soft centre-lit gradient from ``light`` at
        the middle to ``dark`` at the edges."""
        w, h = surf.get_size()
        key = (w, h, tuple(light), tuple(dark), depth)
        surf.blit(
            self._papers.get(key, lambda: self._paper_shape(w, h, light, dark, depth)), (0, 0)
        )
        # A fine darker edge, so overlapping cards stay apart.
        edge = mix(dark, self.c["ink"], 0.45)
        pygame.draw.rect(
            surf, edge, surf.get_rect(), max(1, round(w * 0.007)), border_radius=corner_radius(w)
        )

    def _paper_shape(
        self, w: int, h: int, light: Color, dark: Color, depth: float
    ) -> pygame.Surface:
        """The card's rounded shape filled with the paper's gradient (see ``_paper``)."""
        shape = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(
            shape, (255, 255, 255, 255), shape.get_rect(), border_radius=corner_radius(w)
        )
        gw, gh = 10, 14
        grad = pygame.Surface((gw, gh))
        for y in range(gh):
            for x in range(gw):
                dx = (x + 0.5) / gw * 2 - 1
                dy = (y + 0.5) / gh * 2 - 1 + 0.15
                d = min(1.0, math.hypot(dx, dy) / 1.25)
                grad.set_at((x, y), mix(light, dark, depth * d * d))
        grad = pygame.transform.smoothscale(grad, (w, h))
        shape.blit(grad, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        return shape

    def _grain_tile(self) -> pygame.Surface:
        """A fixed tile of faint paper grain (the same on every run)."""
        if self._grain is None:
            rng = random.Random(1611)
            tile = pygame.Surface((97, 97))
            for y in range(97):
                for x in range(97):
                    v = rng.randrange(0, 9)
                    tile.set_at((x, y), (v, v, v + rng.randrange(0, 2)))
            self._grain = tile
        return self._grain

    def _apply_grain(self, surf: pygame.Surface) -> None:
        tile = self._grain_tile()
        w, h = surf.get_size()
        for y in range(0, h, tile.get_height()):
            for x in range(0, w, tile.get_width()):
                surf.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_SUB)

    def _frame(self, big: pygame.Surface, ss: int, inset: float, color: Color, ornate: bool):
        """The inner frame line, with small diamonds at the corners on larger cards."""
        w, h = big.get_size()
        m = inset * ss
        lw = max(1, round(w * 0.009))
        rect = pygame.Rect(round(m), round(m), round(w - 2 * m), round(h - 2 * m))
        r = max(1, corner_radius(w) - round(m * 0.6))
        pygame.draw.rect(big, color, rect, lw, border_radius=r)
        if ornate:
            inner = rect.inflate(-lw * 4, -lw * 4)
            pygame.draw.rect(big, color, inner, max(1, lw // 2), border_radius=max(1, r - lw))
            d = w * 0.022
            for cx, cy in ((rect.centerx, rect.top), (rect.centerx, rect.bottom)):
                pygame.draw.polygon(
                    big, color, [(cx - d * 2, cy), (cx, cy - d), (cx + d * 2, cy), (cx, cy + d)]
                )

    def _medallion(
        self, big: pygame.Surface, ss: int, c: tuple[float, float], r: float, ring: Color
    ) -> None:
        cx, cy, rr = c[0] * ss, c[1] * ss, r * ss
        pygame.draw.circle(big, self.c["ink"], (cx, cy), rr)
        pygame.draw.circle(big, ring, (cx, cy), rr - max(1, rr * 0.06))
        pygame.draw.circle(big, self.c["parchment"], (cx, cy), rr * 0.78)
        pygame.draw.circle(big, self.c["gold_dark"], (cx, cy), rr * 0.78, max(1, round(rr * 0.04)))

    # The drawing steps, public so another game's faces (scenes/peasant/faces.py) reuse them.
    canvas = _canvas
    shrink = _shrink
    paper = _paper
    frame = _frame
    apply_grain = _apply_grain
    draw_text = _text
    fit_font = _fit_font

    # ----- faces -----------------------------------------------------------------------------

    def face_layout(self, size: tuple[int, int], text: str, has_keywords: bool) -> FaceLayout:
        """Where everything on a face of ``size`` goes, in pixels of the final card."""
        w, h = size
        m = w * 0.045
        if w < COMPACT_WIDTH:
            med_r = w * 0.19
            med_c = (m + med_r * 0.92, m + med_r * 0.92)
            name_rect = self.face_layout_name(size)
            em_top = med_c[1] + med_r * 0.4
            em_bottom = name_rect[1] - h * 0.01
            em_side = min(em_bottom - em_top, w - 2 * m - w * 0.08)
            em_rect = (w / 2 - em_side / 2 + w * 0.04, em_top, em_side, em_bottom - em_top)
            return FaceLayout(True, med_c, med_r, name_rect, name_rect, None, em_rect, None)
        med_r = w * 0.125
        med_c = (m + w * 0.035 + med_r, m + w * 0.035 + med_r)
        head_bottom = med_c[1] + med_r + w * 0.025
        name_rect = self.face_layout_name(size)
        banner = (m + w * 0.02, m + w * 0.02, w - 2 * m - w * 0.04, head_bottom - m - w * 0.03)
        kw_h = h * 0.05 if has_keywords else 0.0
        kw_line = (m + w * 0.04, head_bottom + h * 0.004, w - 2 * m - w * 0.08, kw_h)
        tx = m + w * 0.05
        tw = w - 2 * tx
        bottom = h - m - w * 0.04
        top_after_kw = kw_line[1] + kw_h + h * 0.01
        # The emblem keeps 30% of the card's height, or a sixth to keep the text readable.
        room = bottom - top_after_kw - h * 0.035
        font, lines = self._fit_body(text, tw, room - h * 0.3, room - h * 0.17, w)
        line_h = font.get_linesize() * LINE
        text_h = line_h * len(lines) if text else 0.0
        text_top = bottom - text_h
        em_bottom = text_top - (h * 0.035 if text else 0)
        em_w = w - 2 * m - w * 0.12
        em_rect = (w / 2 - em_w / 2, top_after_kw, em_w, max(4.0, em_bottom - top_after_kw))
        text_box = (tx, text_top, tw, text_h, font, lines, line_h)
        return FaceLayout(False, med_c, med_r, name_rect, banner, kw_line, em_rect, text_box)

    def _face(self, name, value, text, size, keywords, army, current_value, muted):
        w, h = size
        c = self.c
        compact = w < COMPACT_WIDTH
        big, ss = self._canvas(size)
        self._paper(big, c["parchment"], c["parchment_dark"], 0.85)
        m = w * 0.045
        self._frame(big, ss, m, c["gold_dark"], ornate=not compact and w >= 150)

        def R(x, y, rw, rh) -> pygame.Rect:
            return pygame.Rect(round(x * ss), round(y * ss), round(rw * ss), round(rh * ss))

        L = self.face_layout(size, text, bool(keywords) or army)
        med_c, med_r, name_rect, em_rect = L.medallion, L.medallion_r, L.name, L.emblem
        kw_line, text_box = L.keywords, L.text
        if army:
            band = R(*L.banner)
            radius = max(1, round(w * 0.03 * ss))
            pygame.draw.rect(big, c["army"], band, border_radius=radius)
            if not compact:
                pygame.draw.rect(
                    big, c["gold"], band, max(1, round(w * 0.008 * ss)), border_radius=radius
                )
        if text_box is not None and text:
            y = text_box[1] - h * 0.018
            half = w * 0.22
            d = w * 0.018
            pygame.draw.line(
                big, c["gold_dark"], ((w / 2 - half) * ss, y * ss), ((w / 2 + half) * ss, y * ss),
                max(1, round(w * 0.006 * ss)),
            )  # fmt: skip
            pts = [(w / 2 - d, y), (w / 2, y - d), (w / 2 + d, y), (w / 2, y + d)]
            pygame.draw.polygon(big, c["gold"], [(x * ss, yy * ss) for x, yy in pts])

        # The emblem sits in an arched window.
        ex, ey, ew, eh = em_rect
        if not compact and eh > 8:
            win = R(ex, ey, ew, eh)
            arch = round(min(ew, eh) * ss * 0.5)
            pygame.draw.rect(
                big, mix(c["parchment"], c["parchment_dark"], 0.55), win,
                border_top_left_radius=arch, border_top_right_radius=arch,
                border_bottom_left_radius=round(w * 0.02 * ss), border_bottom_right_radius=round(w * 0.02 * ss),
            )  # fmt: skip
            pygame.draw.rect(
                big, c["gold_dark"], win, max(1, round(w * 0.006 * ss)),
                border_top_left_radius=arch, border_top_right_radius=arch,
                border_bottom_left_radius=round(w * 0.02 * ss), border_bottom_right_radius=round(w * 0.02 * ss),
            )  # fmt: skip
            pad = min(ew, eh) * 0.09
            emblem_box = R(ex + pad, ey + pad * 1.3, ew - 2 * pad, eh - 2.1 * pad)
        else:
            emblem_box = R(ex, ey, ew, eh)
        if emblem_box.w > 2 and emblem_box.h > 2:
            draw_emblem(big, emblem_box, name, c)

        self._medallion(big, ss, med_c, med_r, c["gold"])
        if current_value is not None:
            bc = (med_c[0] + med_r * 0.95, med_c[1] + med_r * 0.85)
            br = med_r * 0.7
            pygame.draw.circle(big, c["gold"], (bc[0] * ss, bc[1] * ss), br * ss)
            pygame.draw.circle(big, c["accent"], (bc[0] * ss, bc[1] * ss), br * ss * 0.84)

        out = self._shrink(big, size)
        self._apply_grain(out)
        if muted and eh > 4:
            veil = pygame.Surface((round(ew), round(eh)), pygame.SRCALPHA)
            veil.fill((*c["parchment"], 140))
            out.blit(veil, (round(ex), round(ey)))

        # Text, at the final size.
        ink = c["ink"]
        self._text(out, str(value), "card_value", med_c, med_r * 1.5, med_r * 1.25, ink)
        if current_value is not None:
            bc = (med_c[0] + med_r * 0.95, med_c[1] + med_r * 0.85)
            self._text(
                out,
                str(current_value),
                "card_value",
                bc,
                med_r * 0.95,
                med_r * 0.9,
                c["text_light"],
            )
        nx, ny, nw, nh = name_rect
        name_color = c["text_light"] if army else ink
        if compact:
            self._text(
                out, name, "card_name", (nx + nw / 2, ny + nh / 2), nw, nh * 0.78, name_color
            )
        else:
            self._text(
                out,
                name,
                "card_name",
                (nx + nw / 2, ny + nh / 2),
                nw,
                min(nh * 0.5, w * 0.1),
                name_color,
            )
        if kw_line is not None and kw_line[3] > 0:
            words = (("Army",) if army else ()) + keywords
            self._keywords(out, words, kw_line)
        if text_box is not None and text:
            self._body(out, text_box, muted)
        if muted:
            self._muted_tag(out, compact, em_rect, text_box)
        return out

    def _fit_body(self, text: str, width: float, room: float, room_max: float, card_w: int):
        """The body font and wrapped lines for ``text`` in ``width``: the largest size that fits
        ``room``; when that is too small to read, a larger size that fits ``room_max`` (the
        emblem then gives way). Only past the smallest size is the last line cut short."""
        max_px = max(MIN_BODY_PX, round(3 + card_w * 0.05))
        fits: dict[float, int] = {}
        layouts = {}
        for px in range(max_px, MIN_BODY_PX - 1, -1):
            font = self.font("body", px)
            lines = wrap(font, text, int(width))
            layouts[px] = (font, lines)
            height = len(lines) * font.get_linesize() * LINE
            for limit in (room, room_max):
                if height <= limit and limit not in fits:
                    fits[limit] = px
            if room in fits and px <= READABLE_PX:
                break
        best, best_max = fits.get(room), fits.get(room_max)
        if best is not None and best >= READABLE_PX:
            return layouts[best]
        if best_max is not None:
            # Readable, and no larger than that, so the emblem keeps what room it can.
            return layouts[max(best or 0, min(best_max, READABLE_PX))]
        font, lines = layouts[MIN_BODY_PX]
        limit = max(1, int(room_max // (font.get_linesize() * LINE)))
        lines = lines[:limit]
        last = lines[-1]
        while last and font.size(last + "…")[0] > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
        return font, lines

    def _body(self, out: pygame.Surface, box, muted: bool) -> None:
        tx, top, tw, _th, font, lines, line_h = box
        color = self.c["muted"] if muted else self.c["ink"]
        y = top
        for line in lines:
            img = font.render(line, True, color)
            r = img.get_rect(midtop=(round(tx + tw / 2), round(y)))
            out.blit(img, r)
            if muted:
                sy = r.centery + 1
                pygame.draw.line(
                    out, color, (r.left, sy), (r.right, sy), max(1, font.get_height() // 12)
                )
            y += line_h

    def _keywords(self, out: pygame.Surface, words: tuple[str, ...], line) -> None:
        x, y, w, h = line
        text = " · ".join(words)
        font = self._fit_font("keywords", text, w, h * 0.9, 6)
        if font.size(text)[0] > w or font.get_height() < h * 0.75:
            text = " · ".join(SHORT_KEYWORDS.get(k, k) for k in words)
        self._text(out, text, "keywords", (x + w / 2, y + h / 2), w, h * 0.9, self.c["ink_soft"], 6)

    def _muted_tag(self, out: pygame.Surface, compact: bool, em_rect, text_box) -> None:
        w, h = out.get_size()
        font = self._fit_font("card_name", "Muted", w * 0.4, max(6, w * 0.075), 5)
        img = font.render("Muted", True, self.c["text_light"])
        pad = max(2, img.get_height() // 5)
        tag = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + pad // 2)
        ex, ey, ew, eh = em_rect
        tag.center = (round(w / 2), round(ey + eh / 2))
        pygame.draw.rect(out, self.c["muted"], tag, border_radius=max(2, tag.h // 3))
        pygame.draw.rect(out, self.c["ink"], tag, 1, border_radius=max(2, tag.h // 3))
        out.blit(img, img.get_rect(center=tag.center))

    # ----- the back ----------------------------------------------------------------------------

    def _back(self, size) -> pygame.Surface:
        w, h = size
        c = self.c
        big, ss = self._canvas(size)
        W, H = big.get_size()
        self._paper(big, c["back"], c["accent_dark"], 0.9)
        # A diamond lattice, clipped to the inner panel.
        m = w * 0.07 * ss
        panel = pygame.Rect(round(m), round(m), round(W - 2 * m), round(H - 2 * m))
        lattice = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        step = max(6, W / 7)
        lw = max(1, round(W * 0.008))
        k = -H
        while k < W + H:
            pygame.draw.line(lattice, (*c["gold_dark"], 150), (k, 0), (k + H * 0.7, H), lw)
            pygame.draw.line(lattice, (*c["gold_dark"], 150), (k + H * 0.7, 0), (k, H), lw)
            k += step
        framed_panel(big, lattice, panel, W, c)
        # The crest: a gold ring with a crowned shield.
        cx, cy = W / 2, H / 2
        r = W * 0.3
        pygame.draw.circle(big, c["ink"], (cx, cy), r * 1.04)
        pygame.draw.circle(big, c["gold"], (cx, cy), r)
        pygame.draw.circle(big, c["accent_dark"], (cx, cy), r * 0.86)
        box = pygame.Rect(0, 0, round(r * 1.5), round(r * 1.5))
        box.center = (round(cx), round(cy))
        self._crest(big, box)
        return self._shrink(big, size)

    def _crest(self, big: pygame.Surface, box: pygame.Rect) -> None:
        """A shield under a small crown, inside ``box``."""
        from scenes.render.emblems import Pen, bezier, crown_shape

        c = self.c
        pen = Pen(big, box, c)
        shield = (
            [(0.26, 0.40), (0.74, 0.40), (0.74, 0.58)]
            + bezier((0.74, 0.58), (0.72, 0.82), (0.50, 0.94))
            + bezier((0.50, 0.94), (0.28, 0.82), (0.26, 0.58))
        )
        with pen:
            pen.poly(shield, "gold")
        pen.poly([(0.47, 0.44), (0.53, 0.44), (0.53, 0.86), (0.47, 0.86)], "accent")
        pen.poly([(0.30, 0.56), (0.70, 0.56), (0.70, 0.62), (0.30, 0.62)], "accent")
        crown = pygame.Rect(0, 0, round(box.w * 0.42), round(box.w * 0.42))
        crown.midbottom = (box.centerx, round(box.y + box.h * 0.42))
        crown_shape(Pen(big, crown, c), points=5, jewel="accent")

    # ----- Kings -------------------------------------------------------------------------------

    def _king(self, size, true_king: bool, face_up: bool, facet: str | None, text: str):
        w, h = size
        c = self.c
        compact = w < COMPACT_WIDTH
        title = "True King" if true_king else "King"
        if not face_up:
            return self._flipped_king(size, title, facet)
        big, ss = self._canvas(size)
        light = mix(c["parchment"], c["gold"], 0.18) if true_king else c["parchment"]
        self._paper(big, light, c["parchment_dark"], 0.9)
        m = w * 0.045
        frame = c["gold"] if true_king else c["gold_dark"]
        self._frame(big, ss, m, frame, ornate=not compact and w >= 150)
        if true_king:
            self._frame(big, ss, m * 0.55, c["gold_dark"], ornate=False)

        if compact:
            name_h = h * 0.17
            name_rect = (m + w * 0.02, h - m - name_h - h * 0.01, w - 2 * m - w * 0.04, name_h)
            em = (m + w * 0.06, m + h * 0.05, w - 2 * m - w * 0.12, name_rect[1] - m - h * 0.06)
            if true_king:
                band = pygame.Rect(*(round(v * ss) for v in name_rect))
                pygame.draw.rect(big, c["gold"], band, border_radius=max(1, round(w * 0.03 * ss)))
            sub_line = None
            text_box = None
        else:
            band_h = h * 0.12
            name_rect = (m + w * 0.05, m + h * 0.03, w - 2 * m - w * 0.1, band_h)
            if true_king:
                band = pygame.Rect(
                    round((m + w * 0.03) * ss), round((m + h * 0.025) * ss),
                    round((w - 2 * m - w * 0.06) * ss), round(band_h * ss),
                )  # fmt: skip
                pygame.draw.rect(big, c["gold"], band, border_radius=round(w * 0.03 * ss))
                pygame.draw.rect(
                    big,
                    c["gold_dark"],
                    band,
                    max(1, round(w * 0.008 * ss)),
                    border_radius=round(w * 0.03 * ss),
                )
            sub_h = h * 0.055
            sub_line = (
                m + w * 0.04,
                name_rect[1] + band_h + h * 0.005,
                w - 2 * m - w * 0.08,
                sub_h,
            )
            tx = m + w * 0.05
            tw = w - 2 * tx
            bottom = h - m - w * 0.04
            em_top = sub_line[1] + sub_h + h * 0.01
            # The King's bust keeps 30% of the card, or a fifth to keep the text readable.
            room = bottom - em_top - h * 0.03
            font, lines = self._fit_body(text, tw, room - h * 0.3, room - h * 0.2, w)
            line_h = font.get_linesize() * LINE
            text_h = line_h * len(lines) if text else 0.0
            text_top = bottom - text_h
            em = (m + w * 0.1, em_top, w - 2 * m - w * 0.2, text_top - em_top - h * 0.03)
            text_box = (tx, text_top, tw, text_h, font, lines, line_h)
            if text:
                y = text_top - h * 0.016
                pygame.draw.line(
                    big, frame, ((w / 2 - w * 0.25) * ss, y * ss), ((w / 2 + w * 0.25) * ss, y * ss),
                    max(1, round(w * 0.006 * ss)),
                )  # fmt: skip
        ex, ey, ew, eh = em
        if ew > 2 and eh > 2:
            box = pygame.Rect(round(ex * ss), round(ey * ss), round(ew * ss), round(eh * ss))
            self._king_figure(big, box, true_king, facet)
        out = self._shrink(big, size)
        self._apply_grain(out)
        nx, ny, nw, nh = name_rect
        ink = c["ink"]
        if compact:
            self._text(out, title, "card_name", (nx + nw / 2, ny + nh / 2), nw, nh * 0.78, ink)
            if facet:
                self._text(
                    out, facet, "keywords", (w / 2, m + h * 0.07), w - 2 * m, h * 0.08, ink, 4
                )
        else:
            self._text(out, title, "title", (nx + nw / 2, ny + nh / 2), nw, nh * 0.72, ink)
            if facet:
                sx, sy, sw, sh = sub_line
                self._text(
                    out,
                    facet,
                    "keywords",
                    (sx + sw / 2, sy + sh / 2),
                    sw,
                    sh * 0.9,
                    c["ink_soft"],
                    6,
                )
            if text_box is not None and text:
                self._body(out, text_box, False)
        return out

    def _king_figure(self, big: pygame.Surface, box: pygame.Rect, true_king: bool, facet):
        """A crowned king's bust, with the facet's sign beneath the crown."""
        from scenes.render.emblems import Pen, bezier

        c = self.c
        pen = Pen(big, box, c)
        robe = "accent" if true_king else "army"
        skin = mix(c["parchment"], c["gold"], 0.22)
        hair = "gold_dark" if true_king else "ink_soft"
        with pen:
            pen.poly(
                [(0.12, 0.98)]
                + bezier((0.12, 0.98), (0.14, 0.66), (0.50, 0.62))
                + bezier((0.50, 0.62), (0.86, 0.66), (0.88, 0.98)),
                robe,
            )
            # Hair falling to the shoulders behind the face.
            pen.poly(
                bezier((0.33, 0.62), (0.30, 0.36), (0.50, 0.34))
                + bezier((0.50, 0.34), (0.70, 0.36), (0.67, 0.62)),
                hair,
            )
        with pen:
            pen.ellipse((0.50, 0.50), 0.125, 0.15, skin)
        # Ermine collar: white fur with black tails.
        pen.poly(
            bezier((0.28, 0.70), (0.50, 0.82), (0.72, 0.70))
            + [(0.70, 0.77)]
            + bezier((0.70, 0.77), (0.50, 0.89), (0.30, 0.77)),
            "steel",
        )
        for x in (0.36, 0.46, 0.56, 0.64):
            pen.dot((x, 0.78 + 0.02 * (1 - abs(x - 0.5) * 6)), 0.012, "ink")
        # A pointed beard under a moustache, leaving the cheeks clear.
        with pen:
            pen.poly(
                [(0.40, 0.57)] + bezier((0.42, 0.66), (0.47, 0.74), (0.50, 0.76))
                + bezier((0.50, 0.76), (0.53, 0.74), (0.58, 0.66)) + [(0.60, 0.57)]
                + bezier((0.56, 0.61), (0.50, 0.63), (0.44, 0.61)),
                hair,
            )  # fmt: skip
        pen.stroke(bezier((0.41, 0.585), (0.46, 0.56), (0.50, 0.575)), 0.016, hair)
        pen.stroke(bezier((0.50, 0.575), (0.54, 0.56), (0.59, 0.585)), 0.016, hair)
        pen.stroke([(0.50, 0.49), (0.49, 0.54), (0.51, 0.545)], 0.008, "ink_soft")
        pen.dot((0.455, 0.485), 0.012, "ink")
        pen.dot((0.545, 0.485), 0.012, "ink")
        pen.stroke(bezier((0.43, 0.455), (0.455, 0.445), (0.475, 0.455)), 0.007, "ink_soft")
        pen.stroke(bezier((0.525, 0.455), (0.545, 0.445), (0.57, 0.455)), 0.007, "ink_soft")
        crown = pygame.Rect(0, 0, round(pen.s * 0.46), round(pen.s * 0.46))
        crown.midbottom = (round(pen.x + pen.s * 0.5), round(pen.y + pen.s * 0.44))
        draw_emblem(big, crown, "True King" if true_king else "King", c)
        if facet:
            self._facet_sign(pen, facet)

    def _facet_sign(self, pen, facet: str) -> None:
        """Master Tactician: crossed swords; Charismatic Leader: a laurel; others: a star."""
        from scenes.render.emblems import arc, star

        cx, cy, r = 0.84, 0.80, 0.16
        with pen:
            pen.circle((cx, cy), r, "parchment")
        pen.ring((cx, cy), r - 0.02, 0.025, "gold")
        if facet == "Master Tactician":
            d = r * 0.6
            for a, b in (
                ((cx - d, cy + d), (cx + d, cy - d)),
                ((cx + d, cy + d), (cx - d, cy - d)),
            ):
                with pen:
                    pen.bar(a, b, 0.03, "steel")
            with pen:
                pen.bar((cx - d * 0.7, cy + d * 0.2), (cx - d * 0.2, cy + d * 0.7), 0.03, "gold")
                pen.bar((cx + d * 0.7, cy + d * 0.2), (cx + d * 0.2, cy + d * 0.7), 0.03, "gold")
        elif facet == "Charismatic Leader":
            for side in (
                arc(cx, cy, r * 0.62, r * 0.62, 100, 240, 4),
                arc(cx, cy, r * 0.62, r * 0.62, 80, -60, 4),
            ):
                for x, y in side:
                    pen.ellipse((x, y), 0.026, 0.016, "gold_dark")
            pen.poly(star(cx, cy - 0.01, r * 0.42, r * 0.17), "gold")
        else:
            pen.poly(star(cx, cy, r * 0.6, r * 0.25), "gold")

    def _flipped_king(self, size, title: str, facet: str | None) -> pygame.Surface:
        w, h = size
        c = self.c
        big, ss = self._canvas(size)
        grey = c["flipped"]
        self._paper(big, grey, c["shadow"], 0.55)
        m = w * 0.05
        self._frame(big, ss, m, c["muted"], ornate=False)
        # The crown as a hollow outline: the King is spent.
        box = pygame.Rect(
            round(w * 0.2 * ss), round(h * 0.24 * ss), round(w * 0.6 * ss), round(w * 0.6 * ss)
        )
        greys = {
            **c,
            # The True King's crown keeps a trace of its gold.
            "gold": mix(grey, c["gold"] if title == "True King" else c["text_light"], 0.4),
            "parchment": grey,
            "accent": grey,
            "army": grey,
        }
        greys["ink"] = mix(grey, c["shadow"], 0.45)
        draw_emblem(big, box, "King", greys)
        out = self._shrink(big, size)
        light = c["text_light"]
        self._text(
            out,
            title,
            "card_name",
            (w / 2, h * 0.78),
            w - 2 * m - w * 0.06,
            max(6, w * 0.13),
            light,
        )
        self._text(
            out,
            "Flipped",
            "keywords",
            (w / 2, h * 0.88),
            w - 2 * m,
            max(5, w * 0.085),
            mix(light, grey, 0.2),
            4,
        )
        if facet and w >= COMPACT_WIDTH:
            self._text(
                out,
                facet,
                "keywords",
                (w / 2, h * 0.14),
                w - 2 * m - w * 0.06,
                w * 0.075,
                mix(light, grey, 0.2),
                6,
            )
        return out

    # ----- marks -------------------------------------------------------------------------------

    def _highlight(self, surf: pygame.Surface) -> pygame.Surface:
        out = surf.copy()
        w, h = out.get_size()
        r = corner_radius(w)
        hl, gold = self.c["highlight"], self.c["gold"]
        band = max(2, round(w * 0.03))
        depth = max(3, round(w * 0.1))
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(band, depth):
            t = 1 - (i - band) / (depth - band)
            rect = pygame.Rect(i, i, w - 2 * i, h - 2 * i)
            if rect.w <= 0 or rect.h <= 0:
                break
            pygame.draw.rect(glow, (*hl, round(200 * t * t)), rect, 1, border_radius=max(0, r - i))
        out.blit(glow, (0, 0))
        edge = out.get_rect()
        pygame.draw.rect(out, hl, edge, band, border_radius=r)
        pygame.draw.rect(out, gold, edge, max(1, band // 2), border_radius=r)
        inner = edge.inflate(-2 * band, -2 * band)
        if inner.w > 0 and inner.h > 0:
            pygame.draw.rect(out, self.c["gold_dark"], inner, 1, border_radius=max(0, r - band))
        return out

    def _dim(self, surf: pygame.Surface) -> pygame.Surface:
        out = surf.copy()
        out.fill((118, 114, 112), special_flags=pygame.BLEND_RGB_MULT)
        return out


def _size(size) -> tuple[int, int]:
    return (max(4, int(size[0])), max(4, int(size[1])))
