"""The table's still layer: background, labels and side panel in one surface kept between frames.

Nothing in it moves, so a frame only blits it. When what it shows changes it is drawn again in
two parts that never overlap (``TableLayout.table`` and ``TableLayout.panel``): the table's
labels over their piece of the background, and the side panel (score, log, hint, buttons) over
its own. The labels part puts the background back only where the labels last painted (the
surface keeps the rect of every blit while the labels paint, and a game's labels tell each
shape they draw with ``drawn``), not under the whole table. While cards move (so more frames follow at once) a frame draws at most one part, and
none in a frame that applied a move or painted a card, so the work of a move is spread over the
frames after it:
the parts catch up one or two frames (at most 1/30 s) later, while the cards set off; with
nothing moving, every part due is drawn in the frame. Whatever changes whom it is drawn for
(another window size, another viewer, the curtain) draws it all at once, so no frame shows one
seat's log to another. The surface is drawn into again, never made anew: a 1920x1080 copy costs more than a
blit into it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

Painting = Callable[[pygame.Surface], None]


class Kept(pygame.Surface):
    """The still layer's surface: while ``marks`` is a list, every blit and fill onto it adds
    there the rect it painted (``drawn`` adds a shape's)."""

    marks: list[pygame.Rect] | None = None

    def blit(self, *args, **kwargs) -> pygame.Rect:
        rect = super().blit(*args, **kwargs)
        if self.marks is not None:
            self.marks.append(rect)
        return rect

    def fill(self, *args, **kwargs) -> pygame.Rect:
        rect = super().fill(*args, **kwargs)
        if self.marks is not None:
            self.marks.append(rect)
        return rect


def drawn(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """Tell the still layer a shape's rect (what ``pygame.draw`` returns) painted onto
    ``surface`` by the labels, so the next labels put the background back there too."""
    marks = getattr(surface, "marks", None)
    if marks is not None:
        marks.append(rect)
    return rect


def _blend(c1, c2, t):
    return tuple(round(a + (b - a) * t) for a, b in zip(c1, c2, strict=False))


def background(lay, painter) -> pygame.Surface:
    """The felt of the table (the theme's, else a vignette of the table colours) and the side
    panel beside it, at the layout's size."""
    surf = pygame.Surface(lay.size)
    table = None
    try:
        from scenes.render.table import table_surface

        table = table_surface(lay.table.size, painter.theme)
    except Exception:
        table = None
    if table is None:
        table = pygame.Surface(lay.table.size)
        base = painter.color("table")
        edge = painter.color("table_edge")
        w, h = lay.table.size
        table.fill(edge)
        steps = 24
        for i in range(steps):
            t = i / (steps - 1)
            r = pygame.Rect(0, 0, round(w * (1 - 0.5 * t)), round(h * (1 - 0.5 * t)))
            r.center = (w // 2, h // 2)
            pygame.draw.ellipse(
                table, _blend(edge, base, min(1, 0.35 + t)), r.inflate(w * 0.5, h * 0.5)
            )
    surf.blit(table, lay.table.topleft)
    panel = lay.panel
    pygame.draw.rect(surf, painter.color("panel"), panel)
    pygame.draw.line(
        surf, painter.color("panel_edge"), panel.topleft, panel.bottomleft,
        max(1, round(2 * lay.scale)),
    )  # fmt: skip
    return surf


class BaseLayer:
    """The kept surface and what each part was drawn for."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._eyes: Hashable = None  # whom it was drawn for: window size, viewer, curtain
        self._table: Hashable = None  # what the labels part shows
        self._panel: Hashable = None  # what the side panel part shows
        self._log: Hashable = None  # what the log part shows (see ``get``'s ``log``)
        self._marks: list[pygame.Rect] | None = None  # where the labels last painted
        self.draws = 0  # parts drawn so far

    def clear(self) -> None:
        """Forget what was drawn (a new layout, new words): the next ``get`` draws it all."""
        self._eyes = None

    def get(self, eyes: Hashable, table: Hashable, panel: Hashable, background: pygame.Surface,
            lay, labels: Painting, side: Painting, hold: bool = False,
            spread: bool = False, log: tuple | None = None) -> pygame.Surface:  # fmt: skip
        """The layer for whom it is drawn (``eyes``) and what its parts show (``table``,
        ``panel``): ``labels`` paints the table's labels and ``side`` the side panel over
        ``background``, each part when what it shows changed. With ``spread`` (more frames
        follow at once: cards are moving) a frame draws one part at most, none with ``hold``
        (the frame did something costly already); without, every part due.

        ``log`` (what it shows, or a function giving it, asked only when the log part may be
        drawn: the frame of a move leaves the log's words to the next; its rect inside the panel, the side panel without it, the log
        alone) makes the log a third part: the panel part then leaves the log's rect as it
        is and the log part paints only there (given the surface, the background and that
        rect in the panel, it puts back the background under what it paints), so a move's new lines and its new turn are
        painted in two frames. Drawn whole (another ``eyes``), ``side`` paints both."""
        surf = self._surface
        if surf is None or surf.get_size() != background.get_size():
            surf = self._surface = Kept(background.get_size(), 0, background)
            self._eyes = None
        if self._eyes != eyes:
            surf.blit(background, (0, 0))
            self._labels(surf, lay, labels)
            side(surf)
            self._eyes, self._table, self._panel = eyes, table, panel
            self._log = _key(log[0]) if log is not None else None
            self.draws += 2
            return surf
        if spread and hold:
            return surf
        if self._table != table:
            for r in self._marks if self._marks is not None else [lay.table]:
                r = r.clip(lay.table)  # (as the whole table's background would)
                if r.w and r.h:
                    surf.blit(background, r, r)
            self._labels(surf, lay, labels)
            self._table = table
            self.draws += 1
            if spread:
                return surf
        if self._panel != panel:
            if log is None:
                surf.blit(background, lay.panel, lay.panel)
                side(surf)
            else:
                for r in around(lay.panel, log[1]):
                    surf.blit(background, r, r)
                log[2](surf)
            self._panel = panel
            self.draws += 1
            if spread and log is not None:
                return surf
        if log is not None and self._log != (shows := _key(log[0])):
            log[3](surf, background, log[1].clip(lay.panel))
            self._log = shows
            self.draws += 1
        return surf

    def _labels(self, surf: Kept, lay, labels: Painting) -> None:
        """``labels`` painted onto ``surf``, keeping the rects they painted."""
        surf.marks = []
        try:
            labels(surf)
        finally:
            marks, surf.marks = surf.marks, None
        table = lay.table
        self._marks = list({tuple(r): r for r in marks if r.colliderect(table)}.values())


def _key(shows: Hashable | Callable[[], Hashable]) -> Hashable:
    """What a part shows, from the function that says it when it is one."""
    return shows() if callable(shows) else shows


def around(outer: pygame.Rect, inner: pygame.Rect) -> list[pygame.Rect]:
    """``outer`` less ``inner``, as up to four rects that never overlap."""
    cut = inner.clip(outer)
    if not cut.w or not cut.h:
        return [outer.copy()]
    rects = [
        pygame.Rect(outer.x, outer.y, outer.w, cut.y - outer.y),
        pygame.Rect(outer.x, cut.bottom, outer.w, outer.bottom - cut.bottom),
        pygame.Rect(outer.x, cut.y, cut.x - outer.x, cut.h),
        pygame.Rect(cut.right, cut.y, outer.right - cut.right, cut.h),
    ]
    return [r for r in rects if r.w > 0 and r.h > 0]
