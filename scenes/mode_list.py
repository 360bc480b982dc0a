"""Setup's list of the chosen game's modes: every mode at once under the headings its game gives
(``ModeInfo.group``), in one column or, when one would not fit, two side by side. Only a list
too long for two columns scrolls: one column then, moved by the wheel and by a "more" row at
either end, and brought to the chosen mode whenever the choice changes (never otherwise, so a
scroll is not undone by the next rebuild)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes import widgets

# Rows hold words: they grow with the text size (``UIScene.tx``), the gaps do not.
ROW = 28  # a mode's row (unscaled): its button and the room under it
ROW_MAX = 36  # the tallest a row grows where the room allows (unscaled)
HEADING = 22  # a heading's row (unscaled)
COLUMN_GAP = 12  # between two columns (unscaled)
TEXT_ROOM = 16  # what a button's border and padding take of its width (unscaled)
ITEM_FONT = 15  # a mode's name, unscaled (the theme's #mode_item)
GAP = 2  # between two mode buttons (unscaled)


@dataclass(frozen=True)
class Line:
    """A row of the list: a mode (``mode_id``) or, with ``mode_id`` None, a group's heading."""

    text: str
    mode_id: str | None = None
    tip: str = ""  # what hovering a mode shows: its title and summary


def lines_of(modes) -> list[Line]:
    """The list's rows for ``modes`` (ModeInfo, in the game's order): a heading wherever the
    group changes (none for the group ""), then each mode by its ``list_title``."""
    out: list[Line] = []
    group = None
    for m in modes:
        if m.group != group:
            group = m.group
            if group:
                out.append(Line(group))
        tip = f"<b>{widgets.esc(m.title)}</b><br>{widgets.esc(m.summary)}"
        out.append(Line(m.list_title, m.id, tip))
    return out


def split_at(lines: list[Line], heights: list[int]) -> int:
    """Where a second column starts: at a heading (anywhere, when there are none) such that the
    taller of the two columns is as short as it can be."""
    starts = [i for i in range(1, len(lines)) if lines[i].mode_id is None]
    if not starts:
        starts = list(range(1, len(lines)))
    total = sum(heights)

    def taller(i: int) -> int:
        above = sum(heights[:i])
        return max(above, total - above)

    return min(starts, key=taller) if starts else len(lines)


@dataclass(frozen=True)
class Plan:
    """How the list lies in its room: its columns (each a range of lines) and its height; with
    ``scrolled`` one column shows lines ``columns[0]`` only, between its "more" rows."""

    columns: tuple[range, ...]
    height: int
    scrolled: bool = False
    above: int = 0  # lines hidden above (scrolled)
    below: int = 0  # lines hidden below (scrolled)


class ModeList:
    """The mode list of a setup scene (a ``widgets.UIScene``): it builds its widgets into the
    scene, keys "mode:<id>" for the modes and "modes:up" / "modes:down" for the more rows, and
    builds itself anew alone when scrolled."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.first = 0  # the first line shown while the list scrolls
        self.lines: list[Line] = []
        self.plan: Plan | None = None
        self.elements: list = []
        self._room: tuple[int, int, int, int] = (0, 0, 0, 0)  # x, y, width, height
        self.row = scene.tx(ROW)  # a mode's row as laid out now
        self._chosen = ""
        self._reveal: str | None = None

    # ----- sizes -------------------------------------------------------------------------------

    def heights(self) -> list[int]:
        heading = self.scene.tx(HEADING)
        return [self.row if line.mode_id else heading for line in self.lines]

    def widest(self) -> int:
        """The width the longest mode name needs on its button."""
        font = self.scene.app.fonts.get(self.scene.tx(ITEM_FONT))
        names = [line.text for line in self.lines if line.mode_id]
        return max((font.size(t)[0] for t in names), default=0) + self.scene.px(TEXT_ROOM)

    def two_columns_fit(self, width: int) -> bool:
        column = (width - self.scene.px(COLUMN_GAP)) // 2
        return len(self.lines) > 1 and self.widest() <= column

    def fits(self, width: int, room: int) -> bool:
        """Whether every line shows in ``room`` of height (one column or two) at the least
        row height."""
        was, self.row = self.row, self.scene.tx(ROW)
        try:
            ok = self._whole(1).height <= room
            return ok or (self.two_columns_fit(width) and self._whole(2).height <= room)
        finally:
            self.row = was

    def plan_for(self, width: int, room: int) -> Plan:
        """The columns that show every line in ``room`` of height (one if it fits, else two),
        their rows grown towards ROW_MAX while they still fit; else one scrolled column."""
        tx = self.scene.tx
        for columns in (1, 2):
            if columns == 2 and not self.two_columns_fit(width):
                break
            self.row = tx(ROW)
            if self._whole(columns).height > room:
                continue
            for row in range(tx(ROW_MAX), tx(ROW), -1):
                self.row = row
                if self._whole(columns).height <= room:
                    break
            else:
                self.row = tx(ROW)
            return self._whole(columns)
        self.row = tx(ROW)
        self.first = min(self.first, self.last_first(room))
        if self._reveal is not None:
            self._bring_into_view(self._reveal, room)
        return self._window(room)

    def _whole(self, columns: int) -> Plan:
        """Every line, in ``columns`` (1 or 2) columns at the rows' height now."""
        heights = self.heights()
        n = len(self.lines)
        if columns == 1:
            return Plan((range(n),), sum(heights))
        cut = split_at(self.lines, heights)
        return Plan((range(cut), range(cut, n)), max(sum(heights[:cut]), sum(heights[cut:])))

    def _window(self, room: int) -> Plan:
        """The lines that show from ``first`` in ``room``, a more row taking the place of a line
        at either end where lines are hidden."""
        heights = self.heights()
        n = len(self.lines)
        row = self.row
        top = row if self.first > 0 else 0
        end = self._fill(self.first, room - top)
        if end < n:  # lines hidden below: the last row says so
            end = self._fill(self.first, room - top - row)
        end = max(end, min(n, self.first + 1))
        used = top + sum(heights[self.first : end]) + (row if end < n else 0)
        return Plan((range(self.first, end),), used, True, self.first, n - end)

    def _fill(self, start: int, room: int) -> int:
        """The end of the lines from ``start`` that fit in ``room``."""
        heights = self.heights()
        end, used = start, 0
        while end < len(self.lines) and used + heights[end] <= room:
            used += heights[end]
            end += 1
        return end

    def last_first(self, room: int) -> int:
        """The greatest ``first``: the one that shows the last line at the bottom."""
        heights = self.heights()
        row = self.row
        first, used = len(self.lines), 0
        while first > 0 and used + heights[first - 1] + (row if first - 1 > 0 else 0) <= room:
            first -= 1
            used += heights[first]
        return min(first, len(self.lines) - 1)

    def _bring_into_view(self, mode_id: str, room: int) -> None:
        index = next((i for i, ln in enumerate(self.lines) if ln.mode_id == mode_id), None)
        self._reveal = None
        if index is None:
            return
        if index <= self.first:
            # Its heading with it, when the heading is the line just above.
            self.first = index - 1 if index and self.lines[index - 1].mode_id is None else index
            return
        while self.first < index and index not in self._window(room).columns[0]:
            self.first += 1

    # ----- building ----------------------------------------------------------------------------

    def set_modes(self, modes, chosen: str) -> None:
        """List ``modes`` (ModeInfo); a different game's list starts from its top."""
        lines = lines_of(modes)
        if lines != self.lines:
            self.lines, self.first = lines, 0
            self._reveal = chosen
        self._chosen = chosen

    def reveal(self, mode_id: str) -> None:
        """Bring ``mode_id`` into view at the next build (the list scrolls only then)."""
        self._reveal = mode_id

    def build(self, x: int, y: int, width: int, room: int) -> int:
        """The list's widgets in ``width`` from (x, y), at most ``room`` tall; its height."""
        self._room = (x, y, width, room)
        self.plan = self.plan_for(width, room)
        self._build_widgets()
        return self.plan.height

    def _build_widgets(self) -> None:
        scene, plan = self.scene, self.plan
        x, y, width, _room = self._room
        px = scene.px
        heights = self.heights()
        cols = len(plan.columns)
        col_w = width if cols == 1 else (width - px(COLUMN_GAP)) // 2
        font = scene.app.fonts.get(scene.tx(ITEM_FONT))
        group_font = scene.app.fonts.get(scene.tx(14), bold=True)
        row_h = self.row
        for c, lines in enumerate(plan.columns):
            cx, cy = x + c * (col_w + px(COLUMN_GAP)), y
            if plan.scrolled and plan.above:
                hidden = self._modes_in(range(plan.above))
                self._more("up", hidden, (cx, cy, col_w, row_h - px(GAP)))
                cy += row_h
            for i in lines:
                line = self.lines[i]
                if line.mode_id is None:
                    text = widgets.fit_text(group_font, line.text, col_w - px(8))
                    w = min(col_w, group_font.size(text)[0] + px(8))
                    rect = (cx, cy + px(2), w, heights[i] - px(2))
                    self.elements.append(scene.label(text, rect, "#mode_group"))
                else:
                    shown = widgets.fit_text(font, line.text, col_w - px(TEXT_ROOM))
                    self.elements.append(
                        scene.button(
                            f"mode:{line.mode_id}", shown, (cx, cy, col_w, row_h - px(GAP)),
                            "#mode_item", tool_tip=line.tip or None,
                            selected=line.mode_id == self._chosen,
                        )
                    )  # fmt: skip
                cy += heights[i]
            if plan.scrolled and plan.below:
                hidden = self._modes_in(range(len(self.lines) - plan.below, len(self.lines)))
                self._more("down", hidden, (cx, cy, col_w, row_h - px(GAP)))

    def _modes_in(self, lines: range) -> int:
        return sum(1 for i in lines if self.lines[i].mode_id is not None)

    def _more(self, way: str, hidden: int, rect) -> None:
        """A row saying how many modes are hidden that way (a heading alone: "More above");
        a press scrolls a page there."""
        where = "above" if way == "up" else "below"
        text = f"{hidden} more {where}" if hidden else f"More {where}"
        self.elements.append(self.scene.button(f"modes:{way}", text, rect, "#mode_more"))

    def clear(self) -> None:
        for element in self.elements:
            self.scene.forget(element)
        self.elements = []

    # ----- moving ------------------------------------------------------------------------------

    @property
    def rect(self) -> pygame.Rect:
        """Where the list lies now (its columns and, scrolled, its more rows)."""
        x, y, width, _room = self._room
        return pygame.Rect(x, y, width, self.plan.height if self.plan else 0)

    @property
    def scrolls(self) -> bool:
        return self.plan is not None and self.plan.scrolled

    def scroll(self, lines: int) -> bool:
        """Move the scrolled list by ``lines`` (down when positive) and show it anew; False
        when the list shows whole or is already at that end."""
        if not self.scrolls:
            return False
        room = self._room[3]
        first = max(0, min(self.last_first(room), self.first + lines))
        if first == self.first:
            return False
        self.first = first
        self.clear()
        self.plan = self._window(room)
        self._build_widgets()
        return True

    def page(self, way: int) -> bool:
        """Scroll by what shows, less a line, up (``way`` -1) or down (1)."""
        shown = len(self.plan.columns[0]) if self.plan else 1
        return self.scroll(way * max(1, shown - 1))

    def shown(self) -> list[str]:
        """The modes whose rows show now, in order."""
        if self.plan is None:
            return []
        return [
            self.lines[i].mode_id
            for col in self.plan.columns
            for i in col
            if self.lines[i].mode_id is not None
        ]
