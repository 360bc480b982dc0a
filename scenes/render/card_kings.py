"""The King cards: the True King and the King, face up with a facet, and flipped."""

from __future__ import annotations

import pygame

from scenes.render.card_tools import COMPACT_WIDTH, LINE, mix
from scenes.render.emblems import draw_emblem


class CardKings:
    """The King tokens of ``CardArt``: the figure, its facet's sign, and the flipped King."""

    def _king_steps(self, size, true_king: bool, face_up: bool, facet: str | None, text: str):
        """A King painted in steps (see ``Stepped``): the paper, the frame and layout, the
        bust, the shrink to size, the grain, the words; a flipped King in one."""
        w, h = size
        c = self.c
        compact = w < COMPACT_WIDTH
        title = "True King" if true_king else "King"
        if not face_up:
            return (yield from self._flipped_king_steps(size, title, facet))
        light = mix(c["parchment"], c["gold"], 0.18) if true_king else c["parchment"]
        yield from self._paper_steps(size, light, c["parchment_dark"], 0.9)
        big, ss = self._papered(size, light, c["parchment_dark"], 0.9)
        yield
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
        yield
        ex, ey, ew, eh = em
        if ew > 2 and eh > 2:
            box = pygame.Rect(round(ex * ss), round(ey * ss), round(ew * ss), round(eh * ss))
            self._king_figure(big, box, true_king, facet)
        yield
        out = self._shrink(big, size)
        yield
        self._apply_grain(out)
        yield
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

    def _flipped_king_steps(self, size, title: str, facet: str | None):
        """A flipped King in steps (a generator returning it): the paper's shape when it is
        not kept, the paper and frame, the hollow crown, the shrink to size, the words."""
        w, h = size
        c = self.c
        big, ss = self._canvas(size)
        grey = c["flipped"]
        shape_key = (*big.get_size(), tuple(grey), tuple(c["shadow"]), 0.55)
        if shape_key not in self._papers:
            shape = yield from self._paper_shape_steps(*shape_key)
            self._papers.get(shape_key, lambda: shape)
        self._paper(big, grey, c["shadow"], 0.55)
        m = w * 0.05
        self._frame(big, ss, m, c["muted"], ornate=False)
        yield
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
        yield
        out = self._shrink(big, size)
        yield
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
