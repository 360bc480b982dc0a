"""The table's frame, as a pure function of the window size: the side panel and the scale.

Every measure is a fraction of the window, so a table relayouts from 1024x640 to 4K. The window
splits into the table (left, 77 % at the normal text size, less at a larger one) and a side panel
(right) with the score, the log, the hint line and the table buttons; each game's layout (a ``TableLayout`` subclass) places its own zones,
seat bands and prompt bar on the table part and answers ``slot_rect`` for its card slots.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.text_size import grown

CARD_RATIO = 5 / 7  # width / height
DESIGN_W, DESIGN_H = 986, 720  # the table area the measures were drawn for
PANEL_SHARE = 0.23  # of the window's width, the side panel's at the normal text size
PANEL_GROWTH = 0.125  # ... and how much more per step of text size (0.28 at 1.4)
# The hover preview leaves at least this many of the log's newest lines in view under it.
PREVIEW_KEEPS_LOG_LINES = 4
# ... and covers at most this share of the log (it lies over the score track first).
PREVIEW_LOG_SHARE = 0.5


def fan(needs: list[float], fulls: list[float], room: float) -> list[float]:
    """Steps between cards laid over each other in ``room``: each full (side by side) when
    they fit, else each shrunk towards what it needs left in view (its name) by the same
    share, and only below that, when even that does not fit, squeezed evenly."""
    if not needs:
        return []
    if sum(fulls) <= room:
        return list(fulls)
    if sum(needs) <= room:
        spare = sum(fulls) - sum(needs)
        t = (room - sum(needs)) / spare if spare > 0 else 0.0
        return [a + t * (b - a) for a, b in zip(needs, fulls, strict=True)]
    k = max(0.0, room) / sum(needs)
    return [a * k for a in needs]


@dataclass(frozen=True)
class Slot:
    """A place for one card: a zone, its seat (-1 for shared zones), index and zone size."""

    zone: str
    seat: int = -1
    index: int = 0
    count: int = 1


class TableLayout:
    """The side panel's rects and the table's scale, for one window size and seating.

    A game's subclass sets ``prompt`` (the bar where a decision is asked), ``_bands`` (each
    seat's band, the viewer's at the bottom), ``picker_area`` and ``drop_zone``, and answers
    ``slot_rect``.
    """

    # The viewer's zone whose cards may be dragged (to ``drop_zone``) to play them.
    drag_zone = "hand"
    # How much of the log the hover preview may cover (a game whose cards need a larger
    # preview to read gives it more, still leaving PREVIEW_KEEPS_LOG_LINES in view).
    preview_log_share = PREVIEW_LOG_SHARE

    def __init__(
        self, size: tuple[int, int], num_seats: int, viewer: int, text: float = 1.0
    ) -> None:
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        self.text = text  # the player's text size (``scenes.text_size``): the words grow by it
        self.num_seats = num_seats
        self.viewer = viewer
        # The card ids of each zone (``set_counts``), and how far into a face of a size its name
        # reaches (``Painter.name_extent``), for layouts that fan cards by their names.
        self.counts: dict[tuple[str, int], int] = {}
        self.ids: dict[tuple[str, int], list] = {}
        self.name_extent = None
        self.face_down: set[int] = set()  # known cards lying face down (``Board.lying_down``)
        self._bands: dict[int, pygame.Rect] = {}
        w, h = self.size
        # Larger text takes a wider side panel (its score, log and buttons are words).
        share = PANEL_SHARE + PANEL_GROWTH * (text - 1.0)
        self.panel = pygame.Rect(round(w * (1 - share)), 0, w - round(w * (1 - share)), h)
        self.table = pygame.Rect(0, 0, self.panel.x, h)
        self.scale = min(self.table.w / DESIGN_W, h / DESIGN_H)
        s = self.scale
        self.margin = max(4, round(12 * s))
        self.font_px = max(11, self.text_px(17))
        self.small_px = max(10, self.text_px(14))
        self.big_px = max(14, round(grown(24, text) * s))
        self.button_h = max(22, round(grown(34, text) * s))
        self.prompt = pygame.Rect(self.margin, h // 2, self.table.w - 2 * self.margin, 0)
        # Where a dragged card is played when dropped, and the outline lit while one is carried
        # (no drop zone: cards are not dragged).
        self.drop_zone: pygame.Rect | None = None
        self.drop_mark: pygame.Rect | None = None
        # Side panel: the score track on top, buttons at the bottom, the log between.
        pad = max(6, round(self.panel.w * 0.04))
        row = max(18, round(grown(26, text) * s))
        self.score_rect = pygame.Rect(
            self.panel.x + pad, pad, self.panel.w - 2 * pad, row * (num_seats + 1)
        )
        bh = self.button_h
        self.panel_buttons = {
            "hint": pygame.Rect(
                self.panel.x + pad, h - pad - bh, (self.panel.w - 3 * pad) // 2, bh
            ),
            "menu": pygame.Rect(
                self.panel.x + 2 * pad + (self.panel.w - 3 * pad) // 2,
                h - pad - bh,
                (self.panel.w - 3 * pad) // 2,
                bh,
            ),
        }
        self.hint_line = pygame.Rect(
            self.panel.x + pad, h - 2 * pad - bh - 3 * row, self.panel.w - 2 * pad, 3 * row
        )
        log_top = self.score_rect.bottom + pad
        self.log_rect = pygame.Rect(
            self.panel.x + pad, log_top, self.panel.w - 2 * pad, self.hint_line.y - pad - log_top
        )
        self._hint_home = (self.hint_line.copy(), self.log_rect.copy(), pad)
        self.score_row = row
        self._place_preview()

    def text_px(self, value: float) -> int:
        """``value`` design pixels of something that holds words (a font, the room of a line
        or of several) at the table's scale and the player's text size."""
        return round(value * self.text * self.scale)

    def normal_px(self, value: float) -> int:
        """``value`` design pixels at the normal text size: where a word's room is fixed by the
        cards (a name under a card's place, a seat's line in its band), a larger text size
        sets it smaller to fit, down to this and never below."""
        return round(value * self.scale)

    def set_score_rows(self, rows: int) -> None:
        """Give the score track ``rows`` rows (a title row included; by default one per seat
        and the title), moving the log's top to stay under it."""
        home, log, pad = self._hint_home
        self.score_rect.h = self.score_row * rows
        top = self.score_rect.bottom + pad
        log = pygame.Rect(log.x, top, log.w, log.bottom - top)
        self._hint_home = (home, log, pad)
        self.log_rect = log.copy()
        self._place_preview()

    def _place_preview(self) -> None:
        # The large hover preview lies in the side panel, off the table, so it never covers a
        # card or a prompt: from the panel's top, over the score track first (known by heart
        # while a card is read) and only then the log's older lines (play-test finding 19),
        # so the log's newest lines stay in view below it.
        keep = min(self.log_rect.h // 3, round(PREVIEW_KEEPS_LOG_LINES * self.small_px * 1.4))
        top = self.score_rect.y
        over_log = min(self.log_rect.h - keep, round(self.log_rect.h * self.preview_log_share))
        self.preview_rect = pygame.Rect(
            self.log_rect.x, top, self.log_rect.w, self.log_rect.y - top + over_log
        )

    def fit_hint(self, height: int) -> pygame.Rect:
        """Make the hint's box ``height`` tall (at least its usual three rows), growing upward
        from the panel buttons; the log above gives up the room but keeps a quarter of it (and
        the hover preview, lying over the log, shrinks with it)."""
        home, log, pad = self._hint_home
        room = home.bottom - log.y
        height = max(home.h, min(int(height), room - max(log.h // 4, pad)))
        self.hint_line = pygame.Rect(home.x, home.bottom - height, home.w, height)
        self.log_rect = pygame.Rect(log.x, log.y, log.w, max(0, self.hint_line.y - pad - log.y))
        self._place_preview()
        return self.hint_line

    def add_undo_button(self) -> None:
        """An Undo button the panel's width above Hint and Menu (a match against the computer);
        the hint's box and the log move up by its row."""
        if "undo" in self.panel_buttons:
            return
        hint = self.panel_buttons["hint"]
        pad = hint.x - self.panel.x
        rise = hint.h + pad
        self.panel_buttons = {
            "undo": pygame.Rect(hint.x, hint.y - rise, self.panel.w - 2 * pad, hint.h),
            **self.panel_buttons,
        }
        home, log, hint_pad = self._hint_home
        self._hint_home = (
            home.move(0, -rise),
            pygame.Rect(log.x, log.y, log.w, log.h - rise),
            hint_pad,
        )
        self.hint_line = self._hint_home[0].copy()
        self.log_rect = self._hint_home[1].copy()
        self._place_preview()

    def add_online_box(self, rows: int) -> None:
        """A box of ``rows`` small lines above the hint's (a match online: who is connected,
        the last chat lines); the hint's box and the log move up by its height."""
        if self.online_rect is not None:
            return
        home, log, pad = self._hint_home
        height = round(rows * self.small_px * 1.45) + pad
        height = min(height, max(0, log.h // 2))
        self.online_rect = pygame.Rect(home.x, home.bottom - height, home.w, height)
        self._hint_home = (
            home.move(0, -height - pad),
            pygame.Rect(log.x, log.y, log.w, max(0, log.h - height - pad)),
            pad,
        )
        self.hint_line = self._hint_home[0].copy()
        self.log_rect = self._hint_home[1].copy()
        self._place_preview()

    online_rect: pygame.Rect | None = None

    # ----- what each game's layout answers ------------------------------------------------------

    def set_counts(self, zones: dict[tuple[str, int], list]) -> None:
        """Remember how many cards (and which) each zone holds, from the board's zones."""
        self.counts = {zone: len(ids) for zone, ids in zones.items()}
        self.ids = {zone: list(ids) for zone, ids in zones.items()}

    def carry_over(self, old: TableLayout) -> None:
        """Take the zone counts the layout of the old window size knew (a resize)."""
        self.counts = dict(old.counts)
        self.ids = dict(old.ids)
        self.face_down = set(old.face_down)

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        """The rect of one card slot; every game's layout places its own zones."""
        raise NotImplementedError(f"{type(self).__name__} places no {slot.zone!r} slot")

    def anchor(self, zone: str, seat: int = -1) -> pygame.Rect:
        """Where a card heading for ``zone`` flies when its exact slot is not known yet."""
        return self.slot_rect(Slot(zone, seat, 0, 1))

    def band(self, seat: int) -> pygame.Rect:
        """The strip of the table a seat's cards and name lie in."""
        return self._bands.get(seat, self._bands.get(self.viewer, self.table))

    def button_room(self) -> pygame.Rect:
        """Where the prompt's choice buttons lie: from under its words, across its width, down
        to the table's foot (buttons that need more than the prompt's bar cover what is under
        it rather than run off the table)."""
        top = min(
            self.prompt.y + self.font_px + round(10 * self.scale),
            self.prompt.bottom - self.button_h,
        )
        bottom = self.table.bottom - self.margin
        return pygame.Rect(self.prompt.x, top, self.prompt.w, max(self.button_h, bottom - top))

    def picker_area(self) -> pygame.Rect:
        """Where a picker of names or numbers opens: the middle of the table, by default."""
        t = self.table
        top = round(t.h * 0.18)
        return pygame.Rect(t.x + round(t.w * 0.1), top, round(t.w * 0.8), self.prompt.y - top)

    def bubble_pos(self, seat: int, text_h: int) -> tuple[int, int]:
        """The centre of a seat's speech bubble: above the viewer's band, under another's."""
        band = self.band(seat)
        if seat == self.viewer:
            return band.centerx, band.y - round(50 * self.scale)
        return band.centerx, band.bottom + round(8 * self.scale) + text_h // 2
