"""Where Usurp the King's cards lie on the table, as a pure function of the window and seats.

As the rulebook lays the court: the turn order cards in the middle, the Court Members around them
in numerical order counterclockwise starting with the King (at the top), each member a station
of its own: the member's card, its loyalty marker over the card's corner, the families' influence
under it, and the cards placed on it beside it in columns (the nearest first), which fan while
they fit and close up as they grow; a Book's hidden card lies face down under the Book, peeking
out at its side. The ring is a grid of stations around the middle (three rows; three, four or
five columns for five to eleven members).

The seats sit round the table's edge: the viewer at the bottom with the hand face up, the others
along the top in clockwise order from the viewer's left (so the seat opposite, a team partner,
is in the middle), each a plaque with its family, name, the hand face down and the cards placed.
The prompt bar lies between the court and the viewer's hand; the side panel is the shared one.
"""

from __future__ import annotations

import math

import pygame

from scenes.render.card_tools import COMPACT_WIDTH
from scenes.table.layout import CARD_RATIO, Slot, TableLayout, fan
from scenes.usurp.faces import leverage_name_box

# Zones: ("court", -1) the member cards (ids MEMBER_ID + number, in number order);
# ("member", number) the cards placed on a member, nearest first; ("under", book id) the card
# hidden under a Book; ("hand", seat); ("box", -1) where the deal comes from.
MEMBER_ID = 1000  # a member card's sprite id: MEMBER_ID + its number (leverage ids are < 100)
ROWS = 3  # the ring's rows of stations
GAP = 6  # design pixels between cards side by side
HAND_H = 118  # the viewer's hand cards' height at the design size
TOP_H = 66  # the top seat strip's height at the design size
PEEK = 0.15  # how far (a share of its width) a Book's hidden card peeks out at its right
SINK = 0.06  # how far (a share of its height) a hidden card lies lower than its Book
STEP = 0.27  # a pile card's visible band (a share of its height) while the column fans
STEP_MIN = 0.12  # the band a closed-up column keeps at the least
LABEL = 16  # design pixels of a station's influence row
# No word on the table or in the side panel (the log, the families, the hint, a seat box's
# lines, the influence counts, the turn order's caption and the Rebellion's order) is set
# smaller than this (pixels): at 1024x640 the shared scale would make them 9 to 11.
READABLE_PX = 13
LINE = 1.25  # the table's words' line height, a share of their size (the theme's serif: 1.2)
BACKS = 15  # design pixels: the least height of another seat's face-down hand cards


def name_reach(cw: int, ch: int) -> float:
    """How much of a hand card's width, from its left, a card laid over it must leave in sight
    so that its name reads whole: up to the end of its name band, and a pixel more."""
    x, _y, w, _h = leverage_name_box((cw, ch))
    return math.ceil(x + w) + 1


def member_id(number: int) -> int:
    return MEMBER_ID + int(number)


def ring_columns(members: int) -> int:
    """Columns of the ring of stations for ``members`` Court Members (three rows: the ring of a
    ``c`` x 3 grid has 2c + 2 stations)."""
    return max(3, math.ceil((max(1, members) - 2) / 2))


def ring_cells(members: int) -> list[tuple[int, int]]:
    """The (column, row) of each station in number order: the King at the top middle, then
    counterclockwise (along the top to the left, down the left side, along the bottom to the
    right, up the right side and back along the top)."""
    cols = ring_columns(members)
    ring = [(c, 0) for c in range(cols - 1, -1, -1)]
    ring += [(0, r) for r in range(1, ROWS)]
    ring += [(c, ROWS - 1) for c in range(1, cols)]
    ring += [(cols - 1, r) for r in range(ROWS - 2, 0, -1)]
    start = ring.index(((cols - 1) // 2, 0))
    ring = ring[start:] + ring[:start]
    return ring[:members]


class UsurpLayout(TableLayout):
    """Rects for every zone and card slot of Usurp the King, for one window and seating.

    ``members``: the Court Members' numbers in play; ``families``: how many families;
    ``teams``: per seat its family index (None without teams)."""

    drag_zone = "hand"

    def __init__(
        self,
        size: tuple[int, int],
        num_seats: int,
        viewer: int,
        members: list[int] | tuple[int, ...] = tuple(range(1, 12)),
        families: int = 5,
        text: float = 1.0,
    ) -> None:
        super().__init__(size, num_seats, viewer, text)
        # (the other seats' boxes keep the scale's size, at every text size: their two lines
        # fit over the hand)
        self.seat_px = max(READABLE_PX + 1, self.normal_px(14))
        self.small_px = max(self.small_px, READABLE_PX)
        self.least_px = READABLE_PX
        # Another seat's box: its name, then its family, over its face-down hand.
        self.seat_name_px = max(READABLE_PX, self.seat_px - 1)
        self.seat_line_px = max(READABLE_PX, self.seat_px - 3)
        self.caption_px = max(READABLE_PX, self.small_px - 3)  # over the turn order cards
        self.order_px = max(READABLE_PX, self.small_px - 2)  # the Rebellion's order
        self.members = [int(m) for m in members]
        self.families = families
        self._fits: dict = {}
        s = self.scale
        m = self.margin
        w, h = self.size
        tw = self.table.w
        # The other seats along the top, clockwise from the viewer's left: as tall as their two
        # lines and a row of face-down cards need (at 1024x640 the design's height would set
        # the lines too small to read).
        self.seat_text_h = self.line(self.seat_name_px) + self.line(self.seat_line_px)
        band_need = round(5 * s) + self.seat_text_h + round(BACKS * s) + round(3 * s)
        top_h = max(round(TOP_H * s), band_need + round(6 * s))
        others = [(viewer + k) % num_seats for k in range(1, num_seats)]
        self.others = others
        if others:
            slot_w = (tw - 2 * m) / len(others)
            for k, seat in enumerate(others):
                x = round(m + k * slot_w)
                self._bands[seat] = pygame.Rect(
                    x + round(3 * s),
                    round(4 * s),
                    round(slot_w) - round(6 * s),
                    top_h - round(6 * s),
                )
        self.top = pygame.Rect(0, 0, tw, top_h if others else round(8 * s))
        # The viewer's band: its plaque at the left, the hand face up beside it.
        hand_h = max(40, round(HAND_H * s))
        bottom_h = hand_h + 2 * m + round(6 * s)
        self._bands[viewer] = pygame.Rect(0, h - bottom_h, tw, bottom_h)
        band = self._bands[viewer]
        # (wide enough for a tutorial objective's lines at the least size under the counts)
        plaque_w = max(round(170 * s), 15 * READABLE_PX)
        self.plaque = pygame.Rect(m, band.y + m, plaque_w, band.h - 2 * m)
        self.hand_row = pygame.Rect(
            self.plaque.right + round(14 * s), band.bottom - m - hand_h, 0, hand_h
        )
        self.hand_row.w = tw - m - self.hand_row.x
        prompt_h = self.font_px + self.button_h + round(20 * s)
        self.prompt = pygame.Rect(m, band.y - prompt_h, tw - 2 * m, prompt_h)
        # The court: a ring of stations between the top seats and the prompt.
        self.court = pygame.Rect(m, self.top.bottom + round(4 * s), tw - 2 * m, 0)
        self.court.h = self.prompt.y - round(4 * s) - self.court.y
        self.cols = ring_columns(len(self.members))
        self.cells = ring_cells(len(self.members))
        cw = self.court.w / self.cols
        ch = self.court.h / ROWS
        self.cell_w, self.cell_h = cw, ch
        self.stations: dict[int, pygame.Rect] = {}
        pad = round(3 * s)
        for number, (c, r) in zip(self.members, self.cells, strict=False):
            self.stations[number] = pygame.Rect(
                round(self.court.x + c * cw) + pad,
                round(self.court.y + r * ch) + pad,
                round(cw) - 2 * pad,
                round(ch) - 2 * pad,
            )
        self.middle = pygame.Rect(
            round(self.court.x + cw) + pad,
            round(self.court.y + ch) + pad,
            round(cw * (self.cols - 2)) - 2 * pad,
            round(ch) - 2 * pad,
        )
        # A station: the member's card at its left (under it the influence row), the pile in
        # columns at its right. Pile cards: five at their full band within the station's
        # height. The member's card as tall as the station allows beside one pile column (with
        # room for a hidden card's peek), so its name reads at every size; a wide station fits
        # more columns in the room left (the width a second column kept for piles that seldom
        # grow so long left the member's name small at 1024x640).
        # (the influence row is tall enough for a readable count on a shield whose device reads)
        self.label_h = max(round(LABEL * s), READABLE_PX + 1)
        st_h = round(ch) - 2 * pad
        st_w = round(cw) - 2 * pad
        self.col_gap = round(GAP * s / 2)
        ph = round(st_h / (1 + 4 * STEP))
        column = math.floor(ph * CARD_RATIO) * (1 + PEEK)
        beside = (st_w - round(GAP * s) - column) / CARD_RATIO
        mh = max(16, min(round(st_h - self.label_h - 2 * pad), math.floor(beside)))
        self.member_size = (max(12, round(mh * CARD_RATIO)), mh)
        ph = min(ph, mh)
        self.pile_size = (max(10, math.floor(ph * CARD_RATIO)), max(14, ph))
        # The turn order cards in the middle under their caption, a row of them as large as its
        # top half allows while the Rebellion's order and its heading fit under them: two lines
        # (in a narrow middle the order takes two rows and the heading leads the first).
        mid = self.middle
        caption_h = self.line(self.caption_px)
        strip_need = 2 * self.line(self.order_px) + round(8 * s)
        room = mid.h - caption_h - round(2 * s) - strip_need
        th = max(16, min(round(mid.h * 0.58), round(100 * s), room))
        tw_ = round(th * CARD_RATIO)
        g = round(GAP * s)
        while families * (tw_ + g) - g > mid.w and th > 16:
            th -= 2
            tw_ = round(th * CARD_RATIO)
        self.turn_size = (tw_, th)
        total = families * (tw_ + g) - g
        x0 = mid.centerx - total // 2
        top = mid.y + caption_h + round(2 * s)
        self.turn_cards = [pygame.Rect(x0 + i * (tw_ + g), top, tw_, th) for i in range(families)]
        # Under them, the Rebellion's order of resolution (and the king-maker's note).
        self.order_strip = pygame.Rect(mid.x, self.turn_cards[0].bottom + round(4 * s), mid.w, 0)
        self.order_strip.h = mid.bottom - self.order_strip.y
        self.box_rect = pygame.Rect(
            mid.centerx - self.pile_size[0] // 2,
            mid.centery - self.pile_size[1] // 2,
            *self.pile_size,
        )
        self.set_score_rows(families + 1)

    # ----- sizes -----------------------------------------------------------------------------

    @staticmethod
    def line(px: int) -> int:
        """The height a line of the table's words at ``px`` takes."""
        return math.ceil(px * LINE)

    def card_size(self, zone: str, seat: int = -1) -> tuple[int, int]:
        if zone == "court":
            return self.member_size
        if zone in ("member", "under", "box"):
            return self.pile_size
        if zone == "hand":
            if seat == self.viewer:
                h = self.hand_row.h
                return max(10, round(h * CARD_RATIO)), h
            band = self.band(seat)
            # under the box's two lines
            room = band.h - round(5 * self.scale) - self.seat_text_h - round(3 * self.scale)
            h = max(12, min(round(band.h * 0.42), room))
            return max(8, round(h * CARD_RATIO)), h
        return self.pile_size

    # ----- the stations ----------------------------------------------------------------------

    def member_rect(self, number: int) -> pygame.Rect:
        st = self.stations.get(number)
        if st is None:
            return pygame.Rect(self.middle.center, self.member_size)
        w, h = self.member_size
        return pygame.Rect(st.x, st.y, w, h)

    def influence_rect(self, number: int) -> pygame.Rect:
        """The row under a member's card where each family's influence is counted: across the
        station, under the pile too (which ends above it), so five families' counts read."""
        r = self.member_rect(number)
        st = self.stations.get(number, r)
        y = r.bottom + round(2 * self.scale)
        return pygame.Rect(st.x, y, st.w, max(0, st.bottom - y))

    def marker_center(self, number: int) -> tuple[int, int, int]:
        """The loyalty marker's centre and radius: over the starting status the member's card
        prints in its upper right corner (``faces.UsurpArt.member``), so the marker shows what
        the member is now where the card shows how it began."""
        r = self.member_rect(number)
        w, h = r.size
        compact = w < COMPACT_WIDTH
        m = w * 0.055
        band_h = h * (0.19 if compact else 0.15)
        st_r = w * (0.12 if compact else 0.095)
        cx = r.x + w - m - w * 0.025 - st_r
        cy = r.y + m + band_h + h * 0.012 + st_r
        return round(cx), round(cy), max(5, round(st_r * 1.2))

    def pile_area(self, number: int) -> pygame.Rect:
        st = self.stations.get(number)
        if st is None:
            return pygame.Rect(self.middle.center, self.pile_size)
        x = st.x + self.member_size[0] + round(GAP * self.scale)
        bottom = self.influence_rect(number).y - round(2 * self.scale)
        return pygame.Rect(x, st.y, st.right - x, bottom - st.y)

    def pile_grid(self, number: int, n: int) -> tuple[int, int, float]:
        """How a pile of ``n`` cards lies: (columns, cards a column, step between cards): one
        column while it fans at its full band, then more side by side, then closed up."""
        key = ("grid", number, n, self.size)
        got = self._fits.get(key)
        if got is not None:
            return got
        area = self.pile_area(number)
        cw, ch = self.pile_size
        stride = cw * (1 + PEEK) + self.col_gap
        cols_max = max(1, int((area.w + self.col_gap) // stride))
        full = ch * STEP
        room = area.h - ch - round(ch * SINK)  # a hidden card under the last one sinks a little
        per = max(1, int(room // full) + 1)
        if n <= per * cols_max:
            cols = max(1, -(-n // per))
            got = (cols, per, full)
        else:
            per = -(-n // cols_max)
            step = room / max(1, per - 1)
            got = (cols_max, per, max(step, ch * STEP_MIN * 0.5))
        self._fits[key] = got
        return got

    def pile_rect(self, number: int, i: int, n: int) -> pygame.Rect:
        area = self.pile_area(number)
        cw, ch = self.pile_size
        cols, per, step = self.pile_grid(number, max(1, n))
        c, r = divmod(i, per)
        stride = cw * (1 + PEEK) + self.col_gap
        return pygame.Rect(round(area.x + c * stride), round(area.y + r * step), cw, ch)

    def _book_place(self, book: int) -> tuple[int, int, int] | None:
        for (zone, number), ids in self.ids.items():
            if zone == "member" and book in ids:
                return number, ids.index(book), len(ids)
        return None

    # ----- slots -----------------------------------------------------------------------------

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        zone, seat, i, n = slot.zone, slot.seat, slot.index, max(1, slot.count)
        if zone == "court":
            number = self.members[i] if 0 <= i < len(self.members) else self.members[0]
            return self.member_rect(number)
        if zone == "member":
            return self.pile_rect(seat, i, n)
        if zone == "under":
            at = self._book_place(seat)
            if at is None:
                return self.box_rect.copy()
            r = self.pile_rect(*at)
            return r.move(round(r.w * PEEK), round(r.h * SINK))
        if zone == "hand":
            return self._hand_rect(seat, i, n)
        return self.box_rect.copy()

    def anchor(self, zone: str, seat: int = -1) -> pygame.Rect:
        if zone == "box":
            return self.box_rect.copy()
        return super().anchor(zone, seat)

    def hand_room(self, seat: int) -> pygame.Rect:
        """Where a seat's hand lies: the viewer's row, or the lower half of another's plaque."""
        if seat == self.viewer:
            return self.hand_row
        band = self.band(seat)
        _cw, ch = self.card_size("hand", seat)
        return pygame.Rect(
            band.x + round(4 * self.scale), band.bottom - ch - round(3 * self.scale),
            round(band.w * 0.55), ch,
        )  # fmt: skip

    def hand_card_size(self, seat: int, n: int) -> tuple[int, int]:
        """The size of each of ``n`` hand cards: the viewer's shrink, when the fan could not
        leave every card's name in sight otherwise (ten cards at 1024x640 cut "Dagger")."""
        cw, ch = self.card_size("hand", seat)
        if seat != self.viewer or n < 2:
            return cw, ch
        room = self.hand_row.w
        while cw > 10 and (n - 1) * name_reach(cw, ch) + cw > room:
            cw -= 1
            ch = round(cw / CARD_RATIO)
        return cw, ch

    def _hand_rect(self, seat: int, i: int, n: int) -> pygame.Rect:
        room = self.hand_room(seat)
        cw, ch = self.hand_card_size(seat, n)
        gap = round(GAP * self.scale)
        key = ("hand", seat, n, tuple(room))
        xs = self._fits.get(key)
        if xs is None:
            need = name_reach(cw, ch) if seat == self.viewer else cw * 0.35
            steps = fan([need] * (n - 1), [cw + gap] * (n - 1), max(0, room.w - cw))
            xs = [0.0]
            for x in steps:
                xs.append(xs[-1] + x)
            if len(self._fits) > 512:
                self._fits.clear()
            self._fits[key] = xs
        y = room.y + (room.h - ch) // 2
        return pygame.Rect(round(room.x + xs[min(i, len(xs) - 1)]), y, cw, ch)

    def plaque_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's family, name and counts are written."""
        return self.plaque if seat == self.viewer else self.band(seat)

    def bubble_pos(self, seat: int, text_h: int) -> tuple[int, int]:
        if seat == self.viewer:
            return self.prompt.centerx, self.prompt.y - text_h
        band = self.band(seat)
        return band.centerx, band.bottom + round(6 * self.scale) + text_h // 2

    def picker_area(self) -> pygame.Rect:
        return self.middle.copy()
