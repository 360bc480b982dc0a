"""Where The Imposter Kings' cards sit on the table, as a pure function of the window and seats.

The viewer sits at the bottom; the other seats share the top band. The Court runs across the
middle with the Throne (its last card) raised; the Accused, the unused card and the deck sit at
its left, removed and revealed cards at its right. The side panel is the shared table's
(``scenes.table.layout.TableLayout``).
"""

from __future__ import annotations

import math

import pygame

from scenes.imposter.table.hand_fit import HandFit
from scenes.imposter.table.kept import KeptAnswers
from scenes.imposter.table.seat_rows import SeatRows
from scenes.imposter.table.setup_layout import COLUMN_SETUP_MIN, SetupLayout
from scenes.imposter.table.sizes import round_court_k
from scenes.imposter.table.zones import (
    RIGHT_ROWS,
    SETUP_LABELS,
    SETUP_ROWS,
    SIDE_ZONES,
    STACK_SHOWN,
)
from scenes.table.layout import CARD_RATIO, Slot, TableLayout, fan

__all__ = ["RIGHT_ROWS", "SETUP_LABELS", "SETUP_ROWS", "SIDE_ZONES", "ImposterLayout"]

# Card heights at the design size, by zone and by whose side it is on.
HEIGHTS = {
    ("hand", True): 160,
    ("hand", False): 96,
    ("side", True): 104,  # King, Successor, Dungeon, offer
    ("side", False): 84,
    ("antechamber", True): 100,
    ("antechamber", False): 84,
    ("condemned", True): 84,
    ("condemned", False): 72,
    ("exhaust", True): 84,
    ("exhaust", False): 72,
    ("army", True): 84,
    ("army", False): 72,
    ("picked", True): 84,
    ("picked", False): 72,
    ("court", None): 150,
    ("accused", None): 110,
    ("unused", None): 80,
    ("deck", None): 110,
    ("removed", None): 72,
    ("reveal", None): 104,
    ("preview", None): 330,
}
# Four seats: the seats at the viewer's left and right lie in columns at the table's sides, their
# cards this share of a top seat's size.
COLUMN_K = 0.72
# Four seats: the Court's cards at this share of their size, so a long Court keeps its names.
COURT_K_4 = 0.85
ACCUSED_K_4 = 0.8  # and the Accused's, whose column leaves the Court its room
COURT_MIN_4 = 0.5
# Four seats: a side column too long for the room above the prompt lies its face-down hand
# and its rows at the right of a hand smaller, to these shares of their size at the least.
COLUMN_HAND_MIN = 0.5
COLUMN_ROWS_MIN = 0.6
# Four seats: the Mercenary area's cards at this share of their size, so five fit the narrower
# middle side by side.
MERC_K_4 = 0.8
# The prompt's words may wrap onto two smaller lines that rise above the prompt bar (the shared
# drawer's ``_prompt_text``); a line of the UI font is at most this share of its size (measured
# 1.18 to 1.21).
LINE_K = 1.25
# A long Court shrinks the cards below the Throne (to this share of the Throne's size at the
# least) before any face-up card hides another's name.
COURT_MIN = 0.6


class ImposterLayout(KeptAnswers, SeatRows, HandFit, SetupLayout, TableLayout):
    """Rects for every zone and card slot of The Imposter Kings, for one window size and seating."""

    def __init__(
        self, size: tuple[int, int], num_seats: int, viewer: int, text: float = 1.0
    ) -> None:
        super().__init__(size, num_seats, viewer, text)
        # Fragments of Nersetti: an Army lies as a face-down stack unless its row is open (the
        # viewer's, while a decision asks for one of its cards).
        self.open_rows: set[tuple[str, int]] = set()
        # (With the card ids of each zone and ``name_extent``, both ``TableLayout``'s, the
        # viewer's hand fans so that every name shows whole, at the largest size that allows.)
        # Whether the mode has Dungeon cards (the Quickplay learning steps have none): without
        # them no Dungeon place is drawn and the hand gets its room.
        self.dungeon = True
        # The most cards the viewer's hand and the Court hold this round (``round_most``), and
        # a card id of each name of the match: each of the two sizes its cards once for the
        # round from them (``sizes``), so no face switches between its worded and its
        # icon-only kind as the zone fills or empties. Unset (no mode), a zone sizes by count.
        self.most: dict[str, int] = {}
        self.deck: tuple[int, ...] = ()
        self._hand_fit: dict = {}
        self._squeezing: dict[int, tuple[float, float]] = {}
        self._side_trying: dict[int, int] = {}
        w, h = self.size
        s = self.scale
        # The other seats in turn order round the table (seats are numbered clockwise): with
        # four, the one at the viewer's left in a column at the left edge, the partner across
        # (the top band), the last at the right edge; else they share the top band, left to right.
        others = [(viewer + k) % num_seats for k in range(1, num_seats)]
        self.columns: dict[int, str] = {}
        if num_seats == 4:
            self.columns = {others[0]: "left", others[2]: "right"}
        self.top_seats = [o for o in others if o not in self.columns]
        self.k_other = COLUMN_K if num_seats == 4 else 1.0
        self.court_min = COURT_MIN_4 if num_seats == 4 else COURT_MIN
        # (the names and quiet labels of a band hold words: their room grows with the text)
        bottom_h = round(self.card_h("hand", True) + 2 * self.margin) + self.text_px(22)
        self._bands[viewer] = pygame.Rect(0, h - bottom_h, self.table.w, bottom_h)
        bottom_y = self._bands[viewer].y
        prompt_h = self.font_px + self.button_h + round(26 * s)
        rise = math.ceil((2 * self.small_px - self.font_px) * LINE_K) + math.ceil(3 * s) + 1
        col_w = self.column_w() if self.columns else 0
        self.centre = pygame.Rect(col_w, 0, self.table.w - 2 * col_w, h)
        band = self.centre.w / max(1, len(self.top_seats))
        top_h = round(self.card_h("hand", False) * self.k_other + 2 * self.margin)
        top_h += self.text_px(18)
        for i, seat in enumerate(self.top_seats):
            self._bands[seat] = pygame.Rect(self.centre.x + round(i * band), 0, round(band), top_h)
        col_h = bottom_y - prompt_h - rise - self.margin
        for seat, side in self.columns.items():
            x = 0 if side == "left" else self.table.w - col_w
            self._bands[seat] = pygame.Rect(x, 0, col_w, col_h)
        # The prompt keeps clear of the Accused and unused column at the left edge (with side
        # columns it runs under them, the whole table's width).
        left = self.margin + round(8 * s) + self.card_size("accused")[0] + self.margin
        if self.columns:
            self.prompt = pygame.Rect(
                self.margin, bottom_y - prompt_h, self.table.w - 2 * self.margin, prompt_h
            )
        else:
            self.prompt = pygame.Rect(
                left, bottom_y - prompt_h, self.table.w - left - self.margin, prompt_h
            )
        # The highest the prompt's words reach (on two lines, with their shade): what lies over
        # the prompt (the viewer's setup rows, the side columns, the viewer's bubble) ends here.
        self.prompt_top = self.prompt.y - rise
        left += self.centre.x
        court_h = self.card_h("court")
        mid = (top_h + self.prompt.y) // 2 + round(8 * s)
        # The Court runs from the Accused column to 82% of the table's width, so a long Court
        # still keeps the names of its face-up cards in view.
        court_x = left + self.margin
        court_right = round(self.table.w * 0.82)
        if num_seats > 2:
            # More players have no unused card: the removed pile lies under the Accused, and
            # the Court runs up to the revealed pile at the right.
            court_right = (
                self.centre.right - self.margin - self.card_size("reveal")[0] - round(26 * s)
            )
        self.court_row = pygame.Rect(court_x, mid - court_h // 2, court_right - court_x, court_h)
        # A hand card dropped on the Court's row (or half a card above or below it) is played;
        # the Court lights up while one is carried.
        self.drop_zone = self.court_row.inflate(0, self.court_row.h)
        self.drop_mark = self.court_row.inflate(round(24 * s), round(40 * s))
        self.start_keeping()

    def carry_over(self, old: TableLayout) -> None:
        super().carry_over(old)
        self.open_rows = set(getattr(old, "open_rows", ()))

    def picker_area(self) -> pygame.Rect:
        """A picker of names or numbers opens over the Court, under the top band."""
        s = self.scale
        top = self.band(self.top_seats[0]).bottom if self.top_seats else 0
        return pygame.Rect(
            self.court_row.x - round(70 * s), top + round(12 * s),
            self.court_row.w + round(140 * s), self.prompt.y - top - round(24 * s),
        )  # fmt: skip

    # ----- sizes -----------------------------------------------------------------------------

    def card_h(self, zone: str, mine: bool | None = None) -> int:
        key = (zone, mine) if (zone, mine) in HEIGHTS else (zone, None)
        if key not in HEIGHTS:
            key = ("side", bool(mine))
        k = 1.0
        if self.num_seats == 4 and zone in ("court", "accused"):
            k = COURT_K_4 if zone == "court" else ACCUSED_K_4
        return max(14, round(HEIGHTS[key] * self.scale * k))

    def card_size(self, zone: str, seat: int = -1) -> tuple[int, int]:
        """A card's width and height in ``zone`` on ``seat``'s side (kept per position)."""
        return self.kept(("size", zone, seat), lambda: self._card_size(zone, seat))

    def _card_size(self, zone: str, seat: int) -> tuple[int, int]:
        kind = "side" if zone in SIDE_ZONES else "antechamber" if zone in SETUP_ROWS else zone
        if zone == "keep":
            kind, seat = "reveal", -1
        if zone in ("mercenaries", "merc_deck"):
            kind, seat = ("reveal" if not self.counts.get(("court", -1)) else "removed"), -1
        mine = None if seat < 0 else seat == self.viewer
        ch = self.card_h(kind, mine)
        if zone in ("mercenaries", "merc_deck") and self.num_seats == 4:
            ch = round(ch * MERC_K_4)
        if zone in ("mercenaries", "merc_deck") and not self.counts.get(("court", -1)):
            # Between the other seats' bid rows and the viewer's, with room for its name.
            top, bottom = self._merc_gap()
            ch = max(14, min(ch, bottom - top - round(6 * self.scale)))
        if mine is False:
            ch = max(14, round(ch * self.k_other))
        if zone in SETUP_ROWS and seat in self.columns:
            ch = self.column_setup_h(seat, ch)  # (room for its caption's lines)
        elif seat in self.columns and (zone == "hand" or zone in RIGHT_ROWS):
            hand_k, rows_k = self.column_squeeze(seat)
            ch = max(10, round(ch * (hand_k if zone == "hand" else rows_k)))
        return max(10, round(ch * CARD_RATIO)), ch

    def column_squeeze(self, seat: int) -> tuple[float, float]:
        """A side column's face-down hand's and its rows' share of their size: whole while
        the column fits above the prompt's words, else both smaller step by step until it
        fits (its hand down to ``COLUMN_HAND_MIN``, its rows to ``COLUMN_ROWS_MIN``)."""
        got = self._squeezing.get(seat)
        if got is not None:
            return got  # (while it is worked out: the sizes being tried)
        key = ("squeeze", seat) + tuple(
            sorted((z, n) for z, n in self.counts.seat_items(seat) if n)
        )

        def squeeze() -> tuple[float, float]:
            tries = [
                (max(COLUMN_HAND_MIN, k / 100), max(COLUMN_ROWS_MIN, k / 100))
                for k in range(100, round(COLUMN_HAND_MIN * 100) - 1, -5)
            ]
            try:
                for ks in tries:
                    self._squeezing[seat] = ks
                    if self._column_bottom(seat) <= self.prompt_top - round(2 * self.scale):
                        return ks
                return tries[-1]
            finally:
                self._squeezing.pop(seat, None)

        return self.remember(key, squeeze)

    def _column_bottom(self, seat: int) -> int:
        """The lowest a side column's cards reach at the sizes being tried: its setup rows
        (at the least size a caption's cards keep), else its rows and hand."""
        s = self.scale
        rows = self._rows(seat)
        if not rows:
            return self._column_setup_top(seat) - round(4 * s)
        ch = max(14, round(self.card_h("antechamber", False) * self.k_other))  # (unsqueezed)
        if self.column_caption(seat):
            least = round(ch * COLUMN_SETUP_MIN)
            return self._column_setup_top(seat) + self._labels_h(seat, rows[:1]) + least
        y = self._column_setup_top(seat) + self._labels_h(seat, ["up"] if "up" in rows else rows)
        later = [r for r in rows if r != "up"]
        if "up" in rows and later:
            y += ch + round(4 * s) + self._labels_h(seat, later)
        return y + ch

    def column_w(self) -> int:
        """A side column's width: its King, Successor and Dungeon side by side."""
        sw = max(10, round(self.card_h("side", False) * COLUMN_K * CARD_RATIO))
        return 2 * self.margin + 3 * sw + 2 * round(8 * self.scale)

    # ----- slots -----------------------------------------------------------------------------

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        """The rect of one card slot; zones that fan or overlap spread their cards inside
        (kept per position; the rect is the caller's own)."""
        return pygame.Rect(self.kept(slot, lambda: self._slot_rect(slot)))

    def _slot_rect(self, slot: Slot) -> pygame.Rect:
        zone, seat, i, n = slot.zone, slot.seat, slot.index, max(1, slot.count)
        cw, ch = self.card_size(zone, seat)
        s = self.scale
        m = self.margin
        if zone == "court":
            return self._court_rect(i, n, cw, ch)
        if zone in ("accused", "deck", "unused"):
            x = self.margin + round(8 * s)
            ax, ay = x, self.court_row.y
            aw, ah = self.card_size("accused")
            ax += self.centre.x
            if zone == "accused":
                return pygame.Rect(ax, ay, aw, ah)
            uw, uh = self.card_size("unused")
            uy = ay + ah + round(26 * s)
            if zone == "deck":
                return pygame.Rect(ax + aw - uw // 2, uy, aw, ah)
            return pygame.Rect(ax + i * round(5 * s), uy, uw, uh)
        if zone == "keep":
            # The Cutthroat Assassin's catch, in a row over the middle of the Court.
            n = max(1, slot.count)
            gap = round(10 * s)
            row = self.court_row
            step = min(cw + gap, (row.w - cw) / max(1, n - 1)) if n > 1 else 0
            x0 = row.centerx - (cw + step * (n - 1)) / 2
            return pygame.Rect(round(x0 + i * step), row.centery - ch // 2 + round(10 * s), cw, ch)
        if zone in ("mercenaries", "merc_deck"):
            return self._merc_rect(zone, i, n, cw, ch)
        if zone == "buried":
            # The Cutthroat Assassin's buried cards: a face-down pile under the revealed one.
            uw, uh = self.card_size("unused")
            right = self.centre.right - m - round(6 * s)
            y = self.court_row.bottom - uh + round(40 * s)
            return pygame.Rect(right - uw - min(i, 12) * round(4 * s), y, uw, uh)
        if zone == "removed" and self.num_seats > 2:
            # Under the Accused, where the two-player game keeps its unused card.
            aw, ah = self.card_size("accused")
            x = self.centre.x + m + round(8 * s) + min(i, 12) * round(3 * s)
            return pygame.Rect(x, self.court_row.y + ah + round(26 * s), cw, ch)
        if zone in ("removed", "reveal"):
            right = self.centre.right - m - round(6 * s)
            if zone == "reveal":
                return pygame.Rect(right - cw - i * round(18 * s), self.court_row.y, cw, ch)
            step = round((8 if self.columns else 14) * s)
            x = right - cw - min(i, 12) * step
            return pygame.Rect(
                x, self.court_row.bottom - ch + round(40 * s) + (i // 13) * step, cw, ch
            )
        band = self.band(seat)
        mine = seat == self.viewer
        if zone in SETUP_ROWS:
            return self._setup_rect(zone, seat, i, cw, ch)
        if seat in self.columns:
            return self._column_rect(zone, seat, i, n, cw, ch)
        if zone == "hand":
            return self._hand_rect(band, seat, i, n, cw, ch, mine)
        if zone in SIDE_ZONES:
            order = self._side_order(zone, seat)
            full = cw + round(8 * s)
            # (the King apart; the places after it closer where a top seat's hand is short of
            # room, ``_side_step``)
            x = band.x + m + (order and full + (order - 1) * self._side_step(seat))
            # (the viewer's row leaves room under the cards for their labels)
            y = band.bottom - m - ch - self.text_px(8) if mine else band.y + m + self.text_px(18)
            return pygame.Rect(x, y, cw, ch)
        if zone in RIGHT_ROWS:
            right_start = band.right - m - max(self._right_cluster_w(seat), cw)
            tight = self._tight(seat)
            if not mine:
                # A top seat's rows follow its hand, so they read as its own and not as the
                # next seat's, whose name starts where this band ends.
                right_start = min(right_start, self._hand_end(band, seat) + self._row_gap(tight))
            step = self._row_step(cw, tight)
            x = right_start
            for row in RIGHT_ROWS[: RIGHT_ROWS.index(zone)]:
                w = self._row_w(row, seat)
                x += w + self._row_gap(tight) if w else 0
            if self.stacked(zone, seat):
                x += min(i, STACK_SHOWN - 1) * round(3 * s)
            elif tight:
                x += i * step
            else:
                steps = self._row_steps(zone, seat, cw, ch)
                x += round(sum(steps[:i])) if steps is not None else i * step
            if mine:
                y = band.y + self.text_px(10)
            else:
                y = band.bottom - ch - round(2 * s)
            return pygame.Rect(x, y, cw, ch)
        return pygame.Rect(self.table.centerx - cw // 2, self.table.centery - ch // 2, cw, ch)

    def _court_rect(self, i, n, cw, ch) -> pygame.Rect:
        row = self.court_row
        gap = round(10 * self.scale)
        room = row.w - cw - gap  # keep space for the Throne's value badge
        k, xs = self._court_fit(n, cw, ch, room)
        total = cw + xs[-1]
        x0 = row.x + (room - total) / 2
        y = row.y
        if i == n - 1:
            y -= round(18 * self.scale)  # the Throne is raised
            return pygame.Rect(round(x0 + xs[-1]), y, cw, ch)
        w, h = round(cw * k), round(ch * k)
        return pygame.Rect(round(x0 + xs[min(i, n - 1)]), y + (ch - h) // 2, w, h)

    def _court_fit(self, n: int, cw: int, ch: int, room: int) -> tuple[float, list[float]]:
        """The size of the Court's cards below the Throne (a share of the Throne's) and each
        card's offset from the first: every face-up card keeps its name in view (a Disgraced
        card, face down, needs only its edge) while it fits. The size is the round's one
        (``round_court_k``); with no mode known, the cards below the Throne shrink only when
        the names do not fit (to ``COURT_MIN`` of its size at the least). The Throne keeps
        its full size."""
        gap = round(10 * self.scale)
        ids = self.ids.get(("court", -1)) or []
        if n <= 1:
            return 1.0, [0.0]
        fixed = round_court_k(self, cw, ch, room)
        if self.name_extent is None or len(ids) != n or None in ids:
            k = 1.0 if fixed is None else fixed
            step = min(round(cw * k) + gap, (room - cw) / (n - 1))
            return k, [i * step for i in range(n)]
        key = ("court", tuple(ids), frozenset(self.face_down & set(ids)), cw, room, fixed)
        got = self._hand_fit.get(key)
        if got is None:
            k = 1.0 if fixed is None else fixed
            while True:
                w, h = round(cw * k), round(ch * k)
                edge = max(6, round(w * 0.3))
                needs = [
                    edge
                    if cid in self.face_down
                    else min(w + gap, self.name_extent(cid, (w, h)) + 2)
                    for cid in ids[:-1]
                ]
                if fixed is not None or sum(needs) <= room - cw or k <= self.court_min:
                    break
                k = max(self.court_min, k - 0.04)
            steps = fan(needs, [w + gap] * len(needs), room - cw)
            xs = [0.0]
            for x in steps:
                xs.append(xs[-1] + x)
            got = self._hand_fit[key] = (k, xs)
        return got

    def bubble_pos(self, seat: int, text_h: int) -> tuple[int, int]:
        """The viewer's bubble over the prompt's words (never on them or on its buttons); a
        side column's beside it, towards the middle of the table."""
        if seat == self.viewer:
            # (the drawer pads a bubble by 5 of the design size above and below its words)
            return self.prompt.centerx, self.prompt_top - round(9 * self.scale) - text_h // 2
        if seat in self.columns:
            band = self.band(seat)
            x = (
                band.right + round(70 * self.scale)
                if self.columns[seat] == "left"
                else (band.x - round(70 * self.scale))
            )
            return x, band.y + round(60 * self.scale)
        return super().bubble_pos(seat, text_h)

    def name_pos(self, seat: int) -> tuple[int, int]:
        """Top-left of a seat's name label."""
        band = self.band(seat)
        return band.x + self.margin, band.y + round(3 * self.scale)

    def throne_badge(self, n: int) -> pygame.Rect:
        r = self._court_rect(n - 1, n, *self.card_size("court"))
        d = round(40 * self.scale)
        return pygame.Rect(r.right + round(6 * self.scale), r.y, d, d)
