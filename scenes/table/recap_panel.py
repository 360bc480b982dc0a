"""Where the "Since your turn" list lies on the table and how it is drawn.

The panel is laid out once per list, window size and prompt: its words wrapped, its height the
most any current item needs (so stepping never moves it), and its place the spot of the table
that covers the fewest cards (the moves' own cards above all) while it keeps clear of the
prompt's words, its buttons and its picker. A frame blits the cached words and rings the
current move's cards.
"""

from __future__ import annotations

import pygame

from scenes.render.card_tools import wrap

# Moves in view at once (the list scrolls to keep the current one in view): the most where
# the table has room, fewer where it is crowded.
ROWS = (4, 2)
HEAD_LINES = 3  # a move's line wraps to at most this many lines
MORE_LINES = 3  # ... and the current move's further lines to at most these
WIDTHS = (0.36, 0.3, 0.25, 0.22)  # the panel's widths tried, as shares of the table's width
GRID = 17  # candidate places across and down the table
TOUCHED_WEIGHT = 6  # a lit card covered costs this many times another card
HAND_WEIGHT = 3  # ... and a card of the viewer's hand this many
TITLE = "Since your turn"
# The controls under the list: (name, label, short label where the panel is narrow).
CONTROLS = (
    ("back", "[ Back", "<"),
    ("next", "Next ]", ">"),
    ("replay", "Replay (R)", "Replay"),
    ("close", "Close (Esc)", "x"),
)


def clip_lines(font, text: str, width: int, most: int) -> list[str]:
    """``text`` wrapped to ``width``, at most ``most`` lines, the last ending in "..." when
    words were left out."""
    lines = wrap(font, text, width) or [""]
    if len(lines) <= most:
        return lines
    kept = lines[:most]
    last = kept[-1]
    while last and font.size(last + "...")[0] > width:
        last = last[:-1]
    kept[-1] = last.rstrip() + "..."
    return kept


class RecapPanel:
    """The drawn list of a ``Recap``: its rect, controls and lines, laid out once per list."""

    def __init__(self, recap) -> None:
        self.recap = recap
        self.rect: pygame.Rect | None = None
        self.controls: dict[str, pygame.Rect] = {}
        self._key: tuple | None = None
        self._wrapped: dict | None = None
        self._hover: str | None = None
        self.rows = ROWS[0]  # moves in view, as placed

    def changed(self) -> None:
        """The list, its current move or its being up changed: the words are laid out anew
        (the place is kept unless the list or the table changed)."""
        self._wrapped = None

    def hover(self, pos) -> None:
        was, self._hover = self._hover, self.control_at(pos)
        if was != self._hover:
            self._wrapped = None

    def control_at(self, pos) -> str | None:
        if self.rect is None or not self.recap.showing():
            return None
        return next((name for name, r in self.controls.items() if r.collidepoint(pos)), None)

    # ----- measures --------------------------------------------------------------------------

    def _fonts(self):
        sc = self.recap.scene
        lay = sc.layout
        fonts = sc.painter.fonts
        return fonts.get("ui", lay.small_px), fonts.get("title", lay.font_px), lay

    def _window(self, at: int) -> range:
        n = len(self.recap.items)
        start = min(max(0, at - 1), max(0, n - self.rows))
        return range(start, min(n, start + self.rows))

    def _rows(self, width: int, at: int) -> list[tuple[int, list[str], list[str]]]:
        """The moves in view with ``at`` current: (index, its lines, its further lines)."""
        body, _title, lay = self._fonts()
        text_w = width - 2 * self._pad(lay) - body.size("00. ")[0]
        rows = []
        for i in self._window(at):
            item = self.recap.items[i]
            head = clip_lines(body, item.line, text_w, HEAD_LINES)
            more: list[str] = []
            if i == at and item.more:
                more = clip_lines(body, " ".join(item.more), text_w, MORE_LINES)
            rows.append((i, head, more))
        return rows

    @staticmethod
    def _pad(lay) -> int:
        return max(4, round(8 * lay.scale))

    def _height(self, width: int, at: int) -> int:
        body, title, lay = self._fonts()
        pad = self._pad(lay)
        lines = sum(len(h) + len(m) for _i, h, m in self._rows(width, at))
        rows = len(self._window(at))
        return (
            pad + title.get_linesize() + pad // 2
            + lines * body.get_linesize() + rows * (pad // 2)
            + pad // 2 + self._control_h(lay) + pad
        )  # fmt: skip

    def _labels(self, width: int) -> list[tuple[str, str]]:
        """The controls' (name, label): the long labels where they fit across ``width``."""
        body, _title, lay = self._fonts()
        pad = self._pad(lay)
        room = width - 2 * pad - (len(CONTROLS) - 1) * (pad // 2)
        long = sum(body.size(label)[0] + 2 * pad for _n, label, _s in CONTROLS)
        return [(n, label if long <= room else short) for n, label, short in CONTROLS]

    def _control_h(self, lay) -> int:
        return max(18, round(lay.small_px * 1.7))

    # ----- placing ---------------------------------------------------------------------------

    def keep_clear(self) -> list[pygame.Rect]:
        """What the panel never covers: the prompt's bar and words, and everything that
        answers the decision (its buttons, its picker, its lit cards)."""
        sc = self.recap.scene
        lay = sc.layout
        out = [r for kind, r in sc.drawer.words_drawn if kind == "prompt"]
        if lay.prompt.h > 0:
            out.append(lay.prompt)
        out += [rect for kind, _text, rect, _what in sc.hits() if kind != "panel"]
        return [r.inflate(lay.margin, lay.margin) for r in out]

    def place(self) -> pygame.Rect:
        """The panel's rect (and its ``rows``): of the sizes tried and the places across the
        table, the one that covers the least of the cards (the lit ones most, then the
        viewer's hand) and none of ``keep_clear``, the fullest and nearest the table's middle
        of those that cover as little; where no place keeps clear of it all, the one that
        covers the least of it."""
        sc = self.recap.scene
        lay = sc.layout
        area = lay.table.inflate(-2 * lay.margin, -2 * lay.margin)
        clear = self.keep_clear()
        lit = set()
        for item in self.recap.items:
            lit |= item.cards
        hand = (lay.drag_zone, sc.viewer)
        cards = [sp for sp in sc.board.all_sprites() if not sp.leaving]
        rects = [sp.rect for sp in cards]
        weights = [
            TOUCHED_WEIGHT
            if sp.cid in lit
            else HAND_WEIGHT
            if (sp.slot.zone, sp.slot.seat) == hand
            else 1
            for sp in cards
        ]
        aim = (area.centerx, area.y + area.h * 0.42)
        best, best_cost = None, None
        for rows in ROWS:
            self.rows = rows
            for share in WIDTHS:
                w = min(area.w, max(round(220 * lay.scale), round(lay.table.w * share)))
                h = min(area.h, max(self._height(w, at) for at in range(len(self.recap.items))))
                for gx in range(GRID):
                    for gy in range(GRID):
                        x = area.x + (area.w - w) * gx // (GRID - 1)
                        y = area.y + (area.h - h) * gy // (GRID - 1)
                        r = pygame.Rect(x, y, w, h)
                        blocked = sum(_overlap(r, clear[i]) for i in r.collidelistall(clear))
                        covered = sum(
                            _overlap(r, rects[i]) * weights[i] for i in r.collidelistall(rects)
                        )
                        far = abs(r.centerx - aim[0]) + abs(r.centery - aim[1])
                        cost = (blocked, covered, far - share * 1000 - rows * 1000)
                        if best_cost is None or cost < best_cost:
                            best, best_cost = (r, rows), cost
        rect, self.rows = best
        return rect

    def _placed(self) -> pygame.Rect:
        sc = self.recap.scene
        # (kept while the computers move on under a knock-out's list: it never jumps about)
        key = (sc.layout.size, id(sc.prompt), sc.menu, id(self.recap.items))
        if self._key != key or self.rect is None:
            if sc.board.busy and self.rect is not None:
                return self.rect  # the cards still move: placed again once they rest
            self._key = key
            self.rect = self.place()
            self._wrapped = None
        return self.rect

    # ----- drawing ---------------------------------------------------------------------------

    def _layout_words(self, rect: pygame.Rect) -> dict:
        """The words and controls of the panel at ``rect``, for the current move."""
        body, title, lay = self._fonts()
        pad = self._pad(lay)
        recap = self.recap
        ch = self._control_h(lay)
        x = rect.x + pad
        controls = {}
        labels = self._labels(rect.w)
        for name, label in labels:
            w = body.size(label)[0] + 2 * pad
            controls[name] = pygame.Rect(x, rect.bottom - pad - ch, w, ch)
            x += w + pad // 2
        self.controls = controls
        head = f"{TITLE}: {recap.at + 1} of {len(recap.items)}"
        if title.size(head)[0] > rect.w - 2 * pad:
            head = f"{recap.at + 1} of {len(recap.items)}"
        y = rect.y + pad + title.get_linesize() + pad // 2
        rows = []
        for i, lines, more in self._rows(rect.w, recap.at):
            top = y
            y += (len(lines) + len(more)) * body.get_linesize()
            rows.append(
                (i, lines, more, pygame.Rect(rect.x + pad // 2, top, rect.w - pad, y - top))
            )
            y += pad // 2
        return {"head": head, "rows": rows, "labels": dict(labels)}

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.recap.scene
        rect = self._placed()
        if self._wrapped is None:
            self._wrapped = self._layout_words(rect)
        words = self._wrapped
        painter = sc.painter
        lay = sc.layout
        pad = self._pad(lay)
        body = painter.fonts.get("ui", lay.small_px)
        self._ring_current(surface)
        surface.blit(sc.drawer._shade(rect.size, (*painter.color("panel")[:3], 228)), rect)
        radius = max(3, round(6 * lay.scale))
        pygame.draw.rect(surface, painter.color("gold_dim"), rect, max(1, round(2 * lay.scale)),
                         border_radius=radius)  # fmt: skip
        head = painter.text(words["head"], "title", lay.font_px, painter.color("gold"))
        surface.blit(head, (rect.x + pad, rect.y + pad))
        for name, label in words["labels"].items():
            r = self.controls[name]
            sc.drawer._button(surface, r, "", self._hover == name, False)
            t = painter.text(label, "ui", lay.small_px, painter.color("button_text"))
            surface.blit(t, t.get_rect(center=r.center))
        line_h = body.get_linesize()
        num_w = body.size("00. ")[0]
        for i, lines, more, band in words["rows"]:
            item = self.recap.items[i]
            current = i == self.recap.at
            if current:
                surface.blit(sc.drawer._shade(band.size, (*painter.color("gold")[:3], 46)), band)
                pygame.draw.rect(surface, painter.color("highlight"),
                                 (band.x, band.y, max(2, round(3 * lay.scale)), band.h))  # fmt: skip
            colour = "highlight" if item.news else ("text" if current else "text_dim")
            x = rect.x + pad
            num = painter.text(f"{i + 1}.", "ui", lay.small_px, painter.color("text_dim"))
            surface.blit(num, (x, band.y))
            for k, ln in enumerate(lines):
                t = painter.text(ln, "ui", lay.small_px, painter.color(colour))
                surface.blit(t, (x + num_w, band.y + k * line_h))
            for k, ln in enumerate(more):
                t = painter.text(ln, "ui", lay.small_px, painter.color("text_dim"))
                surface.blit(t, (x + num_w, band.y + (len(lines) + k) * line_h))

    def lit_rects(self) -> list[pygame.Rect]:
        """Where the current move's cards lie now: its cards the viewer saw, and the cards of
        an open zone a card it did not see went to."""
        item = self.recap.current
        if item is None:
            return []
        board = self.recap.scene.board
        out = [sp.rect for sp in board.all_sprites() if sp.cid in item.cards and not sp.leaving]
        for zone in item.zones:
            out += [sp.rect for sp in board.zones.get(zone, []) if not sp.leaving]
        return out

    def _ring_current(self, surface: pygame.Surface) -> None:
        """A cream ring round each card of the current move (not the gold of a card that may
        be played), with the move's number by its corner, as in the list."""
        sc = self.recap.scene
        lay = sc.layout
        painter = sc.painter
        colour = painter.color("parchment")
        width = max(2, round(3 * lay.scale))
        number = painter.text(str(self.recap.at + 1), "title", lay.small_px, painter.color("ink"))
        for r in self.lit_rects():
            pygame.draw.rect(surface, colour, r.inflate(width * 3, width * 3), width,
                             border_radius=round(8 * lay.scale))  # fmt: skip
            badge = number.get_rect(center=(r.right, r.y))
            radius = max(badge.w, badge.h) // 2 + width
            pygame.draw.circle(surface, colour, badge.center, radius)
            pygame.draw.circle(surface, painter.color("gold_dim"), badge.center, radius, 1)
            surface.blit(number, badge)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h
