"""A card's face: its layout, value, name, emblem, ability text and keywords, set to fit."""

from __future__ import annotations

import pygame

from scenes.render.card_tools import (
    COMPACT_WIDTH,
    LINE,
    MIN_BODY_PX,
    READABLE_PX,
    SHORT_KEYWORDS,
    FaceLayout,
    mix,
    wrap,
)
from scenes.render.emblems import draw_emblem
from scenes.render.theme import Color


class CardFace:
    """The faces of ``CardArt``: the layout of each part and the text fitted to it."""

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

    def _face_steps(self, name, value, text, size, keywords, army, current_value, muted):
        """A face painted in steps (see ``Stepped``): its layout, the paper, the frame and
        windows, the emblem, the medallion, the shrink to size, the grain, the value and name,
        the keywords and ability text (each step under a millisecond at 1920x1080)."""
        w, h = size
        c = self.c
        compact = w < COMPACT_WIDTH
        L = self.face_layout(size, text, bool(keywords) or army)
        yield
        yield from self._paper_steps(size, c["parchment"], c["parchment_dark"], 0.85)
        big, ss = self._papered(size, c["parchment"], c["parchment_dark"], 0.85)
        yield
        m = w * 0.045
        self._frame(big, ss, m, c["gold_dark"], ornate=not compact and w >= 150)

        def R(x, y, rw, rh) -> pygame.Rect:
            return pygame.Rect(round(x * ss), round(y * ss), round(rw * ss), round(rh * ss))

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
        yield
        if emblem_box.w > 2 and emblem_box.h > 2:
            draw_emblem(big, emblem_box, name, c)
        yield
        self._medallion(big, ss, med_c, med_r, c["gold"])
        if current_value is not None:
            bc = (med_c[0] + med_r * 0.95, med_c[1] + med_r * 0.85)
            br = med_r * 0.7
            pygame.draw.circle(big, c["gold"], (bc[0] * ss, bc[1] * ss), br * ss)
            pygame.draw.circle(big, c["accent"], (bc[0] * ss, bc[1] * ss), br * ss * 0.84)

        yield
        out = self._shrink(big, size)
        yield
        self._apply_grain(out)
        if muted and eh > 4:
            veil = pygame.Surface((round(ew), round(eh)), pygame.SRCALPHA)
            veil.fill((*c["parchment"], 140))
            out.blit(veil, (round(ex), round(ey)))

        yield
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
        yield
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

    # Public drawing steps, for another game's faces (scenes/peasant/faces.py).
    draw_text = _text
    fit_font = _fit_font
