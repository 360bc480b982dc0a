"""The side panel's log box: the newest lines at the bottom, older ones a wheel turn away.

Three things are kept so that a move costs the frame little: the rows (the lines wrapped to
the box, built from the newest back only as far as the box and its scroll reach); each line
as drawn, with the dotted marks of its glossary words (a line without any is its text surface);
and the box as last painted, which comes back as one blit when the side panel is
painted again for another reason (whose turn it is, the hint, the buttons). The box is painted
again only when the lines it shows, its place or its size change; on the still layer, where it
lies as it was painted, a move's new lines move the old ones up (the box's rows between its
rounded corners scrolled) and only the strips at its top and bottom are painted again.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from scenes.render.card_tools import wrap

STYLE_COLOURS = {"turn": "gold_dim", "big": "highlight"}  # else "text"
SCROLLED = "(scrolled: wheel down for the newest)"
KEPT_LINES = 256  # lines kept as drawn (the box shows a few dozen)


class LogBox:
    """Draws the log into ``layout.log_rect`` for a drawer (``scenes.table.draw``), setting its
    ``log_drawn`` (each line's rect, then the scrolled note's) and ``log_spots`` (the glossary
    words' rects)."""

    def __init__(self) -> None:
        self._rows: tuple | None = None  # (key, rows, every line laid out)
        self._box: tuple | None = None  # (what it shows, surface, where, log_drawn, spots)
        self._lines: OrderedDict = OrderedDict()  # (words, size, colours) -> what it draws
        self._line_height = 0
        # Where the box was last painted and what it showed there: (surface, the rows shown,
        # its geometry), for moving its lines up on that surface.
        self._on: tuple | None = None

    def clear(self) -> None:
        self._rows = None
        self._box = None
        self._lines.clear()
        self._line_height = 0
        self._on = None

    @property
    def line_height(self) -> int:
        """The height of a log line as last laid out (0 before the first)."""
        return self._line_height

    def _laid_out(self, drawer, lines, viewer: int, need: int) -> tuple[list, bool]:
        """The last rows of the log (a wrapped line's later parts indented), at least ``need``
        of them when there are; whether they are all of them."""
        sc = drawer.scene
        lay = sc.layout
        lr = lay.log_rect
        key = (viewer, len(lines), lr.w, lay.small_px, id(lines))
        kept = self._rows
        if kept and kept[0] == key and (kept[2] or len(kept[1]) >= need):
            return kept[1], kept[2]
        font = sc.painter.fonts.get("ui", lay.small_px)
        width = lr.w - round(10 * lay.scale)
        wraps = drawer._wraps
        if len(wraps) > 4000:
            wraps.clear()
        tail: list[list] = []
        count = 0
        for text, style in reversed(lines):
            if count >= need:
                break
            parts = wraps.get((text, width, lay.small_px))
            if parts is None:
                parts = wraps[(text, width, lay.small_px)] = wrap(font, text, width)
            tail.append([("  " + part if i else part, style) for i, part in enumerate(parts)])
            count += len(parts)
        rows = [row for parts in reversed(tail) for row in parts]
        self._rows = (key, rows, len(tail) == len(lines))
        return rows, len(tail) == len(lines)

    @staticmethod
    def _viewer(sc, view) -> int:
        # The log says "you" only to a person: an all-computer table is told in third person.
        seat = view["seat"]
        return seat if seat >= 0 and sc.session.is_human(seat) else -1

    def shows_key(self, drawer, view) -> tuple:
        """What the box would show now, to compare with what it showed: the lines told (the
        log keeps one list while they are the same), the scroll, the box and the text size."""
        sc = drawer.scene
        lay = sc.layout
        lines = sc.log.lines(self._viewer(sc, view), sc.log_told())
        return (id(lines), len(lines), sc.log_scroll, tuple(lay.log_rect), lay.small_px)

    def draw(
        self, drawer, surface: pygame.Surface, view, keep: bool = True, under: tuple | None = None
    ) -> None:
        """The box onto ``surface``: from what it keeps when it shows the same, else painted
        (and kept, unless ``keep`` is False: the still layer keeps it itself). ``under`` (the
        background and the log's area of the panel) asks the box to put the background back
        under itself: where the box lies on ``surface`` as last painted and only new lines
        came, the old ones are moved up instead of painted again."""
        sc = drawer.scene
        lay = sc.layout
        lr = lay.log_rect
        if lr.h <= 0:
            return
        viewer = self._viewer(sc, view)
        lines = sc.log.lines(viewer, sc.log_told())
        lh = self._line_height = sc.painter.fonts.get("ui", lay.small_px).get_linesize()
        room = max(1, lr.h // lh)
        rows, whole = self._laid_out(drawer, lines, viewer, room + sc.log_scroll + 1)
        # Scrolled back, the bottom row says so, under the lines rather than over the last.
        visible = room - (1 if sc.log_scroll and len(rows) > room > 1 else 0)
        if whole:  # (else there are more rows than the scroll reaches back)
            sc.log_scroll = min(sc.log_scroll, max(0, len(rows) - visible))
        end = len(rows) - sc.log_scroll
        start = max(0, end - visible)
        shows = (rows, start, end, tuple(lr), lay.size, lay.small_px, lay.scale, sc.log_scroll)
        shown = rows[start:end]
        geometry = (tuple(lr), lay.size, lay.small_px, lay.scale, lh, visible, sc.log_scroll)
        box = self._box
        if box is not None and box[1] is not None and box[0][0] is rows and box[0][1:] == shows[1:]:
            surface.blit(box[1], box[2])
            drawer.log_drawn = list(box[3])
            drawer.log_spots = list(box[4])
            sc.glossary.spots = list(box[4])
            self._on = (surface, shown, geometry)
            return
        if under is None or not self._moved_up(drawer, surface, shown, geometry, under):
            if under is not None:
                surface.blit(under[0], under[1], under[1])
            self._paint(drawer, surface, shown, visible, lh)
        self._on = (surface, shown, geometry)
        area = lr.clip(surface.get_rect())
        kept = self._keep(surface, area) if keep else None
        self._box = (shows, kept, area, list(drawer.log_drawn), list(drawer.log_spots))

    def _moved_up(self, drawer, surface, shown: list, geometry: tuple, under: tuple) -> bool:
        """Where ``surface`` holds the box as last painted, unscrolled, and ``shown`` is the
        rows it showed with new ones after: the old rows moved up by the new ones' height and
        the strips that changed otherwise painted again (over the background), so the box is
        what painting it whole gives. False (nothing done) where that does not hold."""
        on = self._on
        if on is None or on[0] is not surface or on[2] != geometry or geometry[6]:
            return False
        old = on[1]
        added = next(
            (k for k in range(1, len(shown)) if shown[: len(shown) - k] == old[k - len(shown) :]),
            None,
        )  # (the fewest new rows that leave the rest as they were)
        if added is None or len(shown) - added > len(old):
            return False
        background, area = under
        lay = drawer.scene.layout
        lr = lay.log_rect
        lh, visible = geometry[4], geometry[5]
        radius = round(6 * lay.scale)
        if radius <= 2 or lr.h <= 2 * radius + (added + 1) * lh:
            return False
        top = pygame.Rect(area.x, lr.y + radius, area.w, lr.h - 2 * radius).clip(area)
        shift = added * lh
        # The rows between the corners hold the box's flat colour and the panel's beside it,
        # the same down every column, and the lines: they move up with the lines.
        clip = surface.get_clip()
        surface.set_clip(top)
        surface.scroll(0, -shift)
        # Painted again: the top down to a line under the corner (an old top line's tail), and
        # the bottom from where the scroll left old pixels or the first new line lies.
        first_new = lr.y + 2 + (visible - added) * lh
        strips = [
            pygame.Rect(area.x, area.y, area.w, top.y + lh - area.y),
            pygame.Rect(area.x, min(top.bottom - shift, first_new), area.w, area.h),
        ]
        x = lr.x + round(5 * lay.scale)
        y0 = lr.y + 2 + (visible - len(shown)) * lh
        for strip in strips:
            strip = strip.clip(area)
            if not strip.w or not strip.h:
                continue
            surface.set_clip(strip)
            surface.blit(background, strip, strip)
            pygame.draw.rect(surface, (22, 16, 12), lr, border_radius=radius)
            for i, (text, style) in enumerate(shown):
                line, rect, _ = self._line(drawer, text, style)
                at = pygame.Rect((x, y0 + i * lh), line.get_size())
                if at.colliderect(strip):
                    surface.blit(line, at)
        surface.set_clip(clip)
        self._placed(drawer, shown, x, y0, lh)
        return True

    def _placed(self, drawer, shown: list, x: int, y: int, lh: int) -> None:
        """The drawer's ``log_drawn`` and the glossary's spots for ``shown`` lying from
        (``x``, ``y``), a line every ``lh``, as painting them sets them."""
        spots: list = []
        drawer.log_drawn = []
        for text, style in shown:
            _line, rect, marked = self._line(drawer, text, style)
            drawer.log_drawn.append(rect.move(x, y))
            spots += [(r.move(x, y), term) for r, term in marked]
            y += lh
        drawer.scene.glossary.spots = spots
        drawer.log_spots = list(spots)

    def _keep(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Surface:
        """The box as painted on ``surface``: copied into the surface kept from the last time
        when it is as large (a blit into it costs half a new copy at 1920x1080)."""
        old = self._box[1] if self._box is not None else None  # (None: none kept)
        if (
            old is None
            or old.get_size() != area.size
            or surface.get_flags() & pygame.SRCALPHA  # (a blit would blend, not copy)
            or old.get_bitsize() != surface.get_bitsize()
            or old.get_masks() != surface.get_masks()
        ):
            return surface.subsurface(area).copy()
        old.blit(surface, (0, 0), area)
        return old

    def _line(self, drawer, text: str, style: str) -> tuple[pygame.Surface, pygame.Rect, list]:
        """What a line draws: its text, with the dotted marks of its glossary words painted on
        a copy when it has any; the text's own rect; the words' rects (all from the line's top
        left). The copy blits as painting the marks onto the box does: the text blends the
        same and the opaque dots overwrite what lies under them."""
        sc = drawer.scene
        lay = sc.layout
        colour = STYLE_COLOURS.get(style, "text")
        mark_colour = sc.painter.color("gold_dim")
        key = (text, lay.small_px, colour, mark_colour)
        got = self._lines.get(key)
        if got is not None:
            self._lines.move_to_end(key)
            return got
        t = drawer._text(text, lay.small_px, colour)
        font = sc.painter.fonts.get("ui", lay.small_px)
        marks = sc.glossary
        before = len(marks.spots)
        high = max(t.get_height(), font.get_ascent() + 3)  # the dots lie under the letters
        line = pygame.Surface((t.get_width(), high), pygame.SRCALPHA)
        line.blit(t, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # onto nothing: a copy
        marks.mark(line, text, font, (0, 0), mark_colour)
        spots = marks.spots[before:]
        del marks.spots[before:]
        got = (line if spots else t, t.get_rect(), spots)
        self._lines[key] = got
        if len(self._lines) > KEPT_LINES:
            self._lines.popitem(last=False)
        return got

    def _paint(self, drawer, surface, shown: list, visible: int, lh: int) -> None:
        sc = drawer.scene
        lay = sc.layout
        lr = lay.log_rect
        pygame.draw.rect(surface, (22, 16, 12), lr, border_radius=round(6 * lay.scale))
        # The newest line lies at the bottom even while the log is short: the hover preview
        # covers the top of this box, never the latest news.
        y = lr.y + 2 + (visible - len(shown)) * lh
        x = lr.x + round(5 * lay.scale)
        spots: list = []
        drawer.log_drawn = []  # each line's rect and, last when scrolled, the note's
        for text, style in shown:
            line, rect, marked = self._line(drawer, text, style)
            surface.blit(line, (x, y))
            drawer.log_drawn.append(rect.move(x, y))
            spots += [(r.move(x, y), term) for r, term in marked]
            y += lh
        sc.glossary.spots = spots
        drawer.log_spots = list(spots)
        if sc.log_scroll:
            t = drawer._text(SCROLLED, max(9, lay.small_px - 3), "text_dim")
            drawer.log_drawn.append(t.get_rect(bottomleft=(lr.x + 4, min(lr.bottom, y + lh))))
            surface.blit(t, drawer.log_drawn[-1])
