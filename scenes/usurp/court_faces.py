"""Usurp the King's Court: the Court Members alive and dead, the loyalty markers, the turn order
cards and marker, and the tutorial objectives, drawn for ``faces.UsurpArt``."""

from __future__ import annotations

import pygame

from scenes.render.card_tools import (
    COMPACT_WIDTH,
    corner_radius,
    mix,
)
from scenes.render.emblems import Pen
from scenes.usurp import emblems
from scenes.usurp.card_facts import member_facts
from scenes.usurp.colours import readable_under

# How much a dead Court Member keeps of its colour (multiplied in).
DEAD_WASH = (140, 132, 132)
# A loyalty marker at least this radius (pixels) also carries its side's word.
MARKER_WORDS_FROM = 24


class CourtFaces:
    """The Court's surfaces of ``UsurpArt``: members, markers, turn cards and objectives."""

    def _member(self, name: str, size, alive: bool) -> pygame.Surface:
        w, h = size
        c = self.c
        number, title, first, start = member_facts(name)
        compact = w < COMPACT_WIDTH
        big, ss = self.base.canvas(size)
        self.base.paper(big, c["parchment"], c["parchment_dark"], 0.8)
        m = w * 0.055
        self.base.frame(big, ss, m * 0.5, c["gold_dark"], ornate=w >= 150)
        band_h = h * (0.19 if compact else 0.15)
        band = pygame.Rect(
            round(m * ss), round(m * ss), round((w - 2 * m) * ss), round(band_h * ss)
        )
        radius = max(1, round(w * 0.04 * ss))
        royal = c["army"] if name == "King" else c["accent_dark"]
        pygame.draw.rect(big, royal, band, border_radius=radius)
        pygame.draw.rect(big, c["gold"], band, max(1, round(w * 0.008 * ss)), border_radius=radius)
        # Starting status in the upper right corner under the band: a small marker disc.
        st_r = w * (0.12 if compact else 0.095)
        st = (w - m - w * 0.025 - st_r, m + band_h + h * 0.012 + st_r)
        # The emblem, the title under the band.
        title_h = 0.0 if (compact or not title) else h * 0.07
        foot_h = h * 0.2
        top = m + band_h + title_h + h * 0.02
        room = h - m - top - foot_h
        side = min(room, (w - 2 * m) * 0.8)
        ex, ey = w / 2 - side / 2, top + (room - side) / 2
        glow = pygame.Rect(0, 0, round(side * 1.1 * ss), round(side * 1.1 * ss))
        glow.center = (round(w / 2 * ss), round((ey + side / 2) * ss))
        pygame.draw.ellipse(big, mix(c["parchment"], c["gold"], 0.25), glow)
        emblems.member_emblem(name)(
            self._pen(big, (ex + side * 0.08, ey + side * 0.08, side * 0.84, side * 0.84), ss)
        )
        if start is not None:
            self._disc(big, ss, st, st_r, bool(start))
        # The number on a shield lower left, the crosses lower right.
        nsh = foot_h * 0.9
        ns = (m + w * 0.03, h - m - nsh - h * 0.01, nsh * 0.86, nsh)
        pen = self._pen(big, ns, ss)
        outline = emblems.SHIELDS["Hayhurst"]()
        with pen:
            pen.poly(outline, "gold")
        pen.poly([(x * 0.8 + 0.1, y * 0.8 + 0.08) for x, y in outline], "parchment")
        cross_s = min(foot_h * 0.36, (w - 2 * m - ns[2] - w * 0.1) / 5.5)
        if first:
            # The rulebook: the number of crosses tells the player count the card is used
            # from (two crosses: in every game; five: only with five families).
            n = first
            x0 = w - m - w * 0.04 - n * cross_s * 1.1
            yc = h - m - foot_h * 0.5
            for i in range(n):
                box = (x0 + i * cross_s * 1.1, yc - cross_s / 2, cross_s, cross_s)
                emblems.cross(self._pen(big, box, ss), "ink_soft")
        out = self.base.shrink(big, size)
        self.base.apply_grain(out)
        self._name(out, name, (m + w * 0.03, m, w - 2 * m - w * 0.06, band_h), band_h * 0.66,
                   c["text_light"])  # fmt: skip
        if title_h:
            span = w - 2 * (w - st[0] + st_r + w * 0.01)
            self.base.draw_text(out, f"the {title}", "keywords", (w / 2, m + band_h + title_h / 2),
                                span, title_h * 0.85, c["ink_soft"])  # fmt: skip
        if number:
            self.base.draw_text(
                out, str(number), "card_value", (ns[0] + ns[2] / 2, ns[1] + ns[3] * 0.44),
                ns[2] * 0.7, ns[3] * 0.56, c["ink"],
            )  # fmt: skip
        if not alive:
            self._dead(out)
        return out

    def _dead(self, out: pygame.Surface) -> None:
        """Grey the card and lay a black sash with a skull and the word across it."""
        w, h = out.get_size()
        c = self.c
        out.fill(DEAD_WASH, special_flags=pygame.BLEND_RGB_MULT)
        sash_h = max(10, h * 0.18)
        sash = pygame.Surface((round(w * 1.5), round(sash_h)), pygame.SRCALPHA)
        sash.fill((*mix(c["ink"], c["shadow"], 0.5), 230))
        pygame.draw.line(
            sash, c["gold_dark"], (0, 1), (sash.get_width(), 1), max(1, round(h * 0.006))
        )
        pygame.draw.line(
            sash,
            c["gold_dark"],
            (0, sash.get_height() - 2),
            (sash.get_width(), sash.get_height() - 2),
            max(1, round(h * 0.006)),
        )
        font = self.base.fit_font("card_name", "DEAD", w * 0.6, sash_h * 0.7, 6)
        word = font.render("DEAD", True, c["text_light"])
        sk = round(sash_h * 0.8)
        skull = pygame.Surface((sk * 3, sk * 3), pygame.SRCALPHA)
        emblems.skull(Pen(skull, skull.get_rect(), c))
        skull = pygame.transform.smoothscale(skull, (sk, sk))
        total = word.get_width() + sk + sk // 3
        x = (sash.get_width() - total) // 2
        sash.blit(skull, (x, (sash.get_height() - sk) // 2))
        sash.blit(word, (x + sk + sk // 3, (sash.get_height() - word.get_height()) // 2))
        tilted = pygame.transform.rotozoom(sash, 28, 1.0)
        out.blit(tilted, tilted.get_rect(center=(w // 2, h // 2)))
        # Restore the rounded corners the sash ran over.
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(
            mask, (255, 255, 255, 255), mask.get_rect(), border_radius=corner_radius(w)
        )
        out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    def _disc(self, big, ss, center, r, disgruntled: bool, worded: bool = False) -> None:
        """A loyalty disc on the supersampled canvas (final-pixel centre and radius); a
        ``worded`` one leaves room under its sign for the side's word."""
        c = self.c
        cx, cy = center[0] * ss, center[1] * ss
        rr = r * ss
        face = c["accent"] if disgruntled else c["army"]
        pygame.draw.circle(big, c["ink"], (cx, cy), rr)
        pygame.draw.circle(big, c["gold"], (cx, cy), rr * 0.9)
        pygame.draw.circle(big, face, (cx, cy), rr * 0.78)
        side = rr * (0.95 if worded else 1.2)
        box = pygame.Rect(0, 0, round(side), round(side))
        box.center = (round(cx), round(cy - (rr * 0.2 if worded else 0)))
        (emblems.disgruntled if disgruntled else emblems.loyal)(Pen(big, box, c))

    # ----- markers, turn order, objectives -------------------------------------------------------

    def _marker(self, disgruntled: bool, size) -> pygame.Surface:
        w, h = size
        c = self.c
        big, ss = self.base.canvas(size)
        r = min(w, h) / 2
        worded = r >= MARKER_WORDS_FROM
        self._disc(big, ss, (w / 2, h / 2), r * 0.98, disgruntled, worded)
        out = self.base.shrink(big, size)
        if worded:
            # Big enough to carry its word too, under the sign inside the coloured face.
            word = "Disgruntled" if disgruntled else "Loyal"
            self.base.draw_text(out, word, "card_name", (w / 2, h / 2 + r * 0.42), r * 1.3,
                                r * 0.26, c["text_light"], 6)  # fmt: skip
        return out

    def _turn_card(self, fam: str, size) -> pygame.Surface:
        w, h = size
        c = self.c
        fc = self._fam_colors(fam)
        big, ss = self.base.canvas(size)
        self.base.paper(big, fc["fam"], fc["fam_dark"], 0.7)
        self.base.frame(big, ss, min(w, h) * 0.04, c["gold"], ornate=False)
        plaque_h = h * 0.26
        side = min(w * 0.72, (h - plaque_h) * 0.82)
        self._badge(
            big,
            ss,
            fam,
            (w / 2 - side / 2, (h - plaque_h) / 2 - side / 2 + h * 0.03, side, side),
            "fam_dark",
        )
        m = min(w, h) * 0.08
        plaque = pygame.Rect(
            round(m * ss),
            round((h - m - plaque_h) * ss),
            round((w - 2 * m) * ss),
            round(plaque_h * ss),
        )
        pygame.draw.rect(big, c["parchment"], plaque, border_radius=round(plaque_h * 0.25 * ss))
        pygame.draw.rect(
            big,
            c["gold_dark"],
            plaque,
            max(1, round(w * 0.01 * ss)),
            border_radius=round(plaque_h * 0.25 * ss),
        )
        out = self.base.shrink(big, size)
        self.base.draw_text(out, fam, "card_name", (w / 2, h - m - plaque_h / 2), w - 2 * m - w * 0.06,
                            plaque_h * 0.62, c["ink"])  # fmt: skip
        return out

    def _turn_marker(self, size) -> pygame.Surface:
        w, h = size
        c = self.c
        big, ss = self.base.canvas(size)
        r = min(w, h) / 2 * ss
        cx, cy = w / 2 * ss, h / 2 * ss
        pygame.draw.circle(big, c["ink"], (cx, cy), r)
        pygame.draw.circle(big, c["gold"], (cx, cy), r * 0.92)
        pygame.draw.circle(big, c["gold_dark"], (cx, cy), r * 0.78)
        box = pygame.Rect(0, 0, round(r * 1.25), round(r * 1.25))
        box.center = (round(cx), round(cy))
        emblems.hourglass(Pen(big, box, c))
        return self.base.shrink(big, size)

    def _objective(self, oid: str, text: str, number: int, size) -> pygame.Surface:
        w, h = size
        c = self.c
        compact = w < COMPACT_WIDTH
        big, ss = self.base.canvas(size)
        self.base.paper(big, c["parchment"], c["parchment_dark"], 0.8)
        m = w * 0.055
        self.base.frame(big, ss, m * 0.5, c["gold_dark"], ornate=w >= 150)
        band_h = h * (0.19 if compact else 0.14)
        band = pygame.Rect(
            round(m * ss), round(m * ss), round((w - 2 * m) * ss), round(band_h * ss)
        )
        radius = max(1, round(w * 0.04 * ss))
        pygame.draw.rect(big, readable_under(c["gold_dark"], c["text_light"]), band,
                         border_radius=radius)  # fmt: skip
        pygame.draw.rect(big, c["gold"], band, max(1, round(w * 0.008 * ss)), border_radius=radius)
        text_h = 0.0 if compact else h * 0.36
        top = m + band_h + h * 0.03
        room = h - m - top - text_h - h * 0.02
        side = min(room, (w - 2 * m) * 0.7)
        box = (w / 2 - side / 2, top + (room - side) / 2, side, side)
        emblems.objective_for(f"{oid} {text}")(self._pen(big, box, ss))
        out = self.base.shrink(big, size)
        self.base.apply_grain(out)
        self.base.draw_text(out, f"Objective {number}", "card_name", (w / 2, m + band_h / 2),
                            w - 2 * m - w * 0.06, band_h * 0.6, c["text_light"])  # fmt: skip
        if not compact and text:
            tb = (m + w * 0.05, h - m - text_h - h * 0.02, w - 2 * m - w * 0.1, text_h)
            self._lines(out, text, tb, max(8, w * 0.07), 7, c["ink"])
        return out

    def _objective_back(self, size) -> pygame.Surface:
        w, h = size
        c = self.c
        big, ss = self.base.canvas(size)
        self.base.paper(big, c["gold_dark"], mix(c["gold_dark"], c["shadow"], 0.4), 0.9)
        self.base.frame(big, ss, w * 0.06, c["gold"], ornate=w >= 150)
        side = w * 0.5
        emblems.house.fallback(
            self._pen(big, (w / 2 - side / 2, h * 0.32 - side / 2, side, side), ss)
        )
        out = self.base.shrink(big, size)
        self.base.draw_text(
            out, "Tutorial", "title", (w / 2, h * 0.68), w * 0.8, h * 0.1, c["text_light"]
        )
        if w >= COMPACT_WIDTH:
            self.base.draw_text(out, "Objective", "keywords", (w / 2, h * 0.79), w * 0.8, h * 0.07,
                                c["parchment"])  # fmt: skip
        return out
