"""Where King and Peasant's cards sit on the table, as a pure function of the window and seats.

The viewer sits at the bottom, the other player at the top, each with their hand and their
reference card (at the band's right). Between the hands, as on the rulebook's table, lies Town
in two rows, the other player's above and the viewer's below (the King's Guards face up, the
Peasant's Rebels face down or up), its cards as large as the room allows; beside it at the
left the deck (with its count), the discard pile (its top card face up) and the Exiled cards;
at the right the cards being looked at or the discard pile opened into a row, an Action while
its effect runs, and the pickers. The side panel is the shared table's.
"""

from __future__ import annotations

import math

import pygame

from scenes.peasant.faces import WORDED_WIDTH
from scenes.table.layout import CARD_RATIO, Slot, TableLayout, fan

# Card heights at the design size (986 x 720 of table), by zone and by whose side it is on.
# Your hand is the largest, so its effect text reads on the table; the other hand lies face
# down (its known cards show their names); Town takes the height left between them.
HEIGHTS = {
    ("hand", True): 200,
    ("hand", False): 70,
    ("town", None): 96,
    ("deck", None): 104,
    ("discard", None): 104,
    ("exile", None): 72,
    ("look", None): 112,
    ("play", None): 112,
    ("ref", True): 104,
    ("ref", False): 84,
}
STACK_STEP = 2  # design pixels between the edges of a stacked pile's cards
STACK_SHOWN = 6  # cards of a pile whose edges show
HAND_MIN = 0.6  # the viewer's hand shrinks to this share at the least before names hide
GAP = 8  # design pixels between cards side by side
HAND_ROOM_TOWN = 1.2  # your hand grows past compact faces only while Town keeps this share


class PeasantLayout(TableLayout):
    """Rects for every zone and card slot of King and Peasant, for one window and seating."""

    # A card's two halves read in the hover preview only when it is drawn well over its size
    # in the hand: the preview may lie over more of the log's older lines.
    preview_log_share = 0.7

    def __init__(
        self, size: tuple[int, int], num_seats: int, viewer: int, text: float = 1.0
    ) -> None:
        super().__init__(size, num_seats, viewer, text)
        self.other = 1 - viewer if num_seats == 2 else viewer
        # Whether the discard pile lies open as a row (to browse it, or a choice takes from it).
        self.discard_open = False
        self._fits: dict = {}
        s = self.scale
        m = self.margin
        w, h = self.size
        top_h = round(self.card_h("hand", False) + 2 * m + 18 * s)
        self._bands[self.other] = pygame.Rect(0, 0, self.table.w, top_h)
        # Your hand's cards wide enough for their effect text (not compact faces) where the
        # middle keeps room for Town rows at least HAND_ROOM_TOWN times their design size.
        self._hand_h = None
        want = math.ceil(WORDED_WIDTH / CARD_RATIO) + 1
        extra = want - self.card_h("hand", True)
        if extra > 0:
            prompt_h = self.font_px + self.button_h + round(22 * s)
            bottom_h = round(want + 2 * m + 22 * s)
            mid_h = h - top_h - bottom_h - prompt_h - round(6 * s)
            town_h = (mid_h - 2 * round(18 * s) - round(14 * s)) // 2
            if town_h >= HEIGHTS[("town", None)] * s * HAND_ROOM_TOWN:
                self._hand_h = want
        bottom_h = round(self.card_h("hand", True) + 2 * m + 22 * s)
        self._bands[viewer] = pygame.Rect(0, h - bottom_h, self.table.w, bottom_h)
        prompt_h = self.font_px + self.button_h + round(22 * s)
        bottom_y = self._bands[viewer].y
        self.prompt = pygame.Rect(m, bottom_y - prompt_h, self.table.w - 2 * m, prompt_h)
        # The middle, in three columns (the rulebook's table: Town between the two hands, the
        # deck and discard pile beside it): the piles at the left; the two Town rows, the
        # other player's above the viewer's, each named above itself; at the right the cards
        # looked at (or the discard pile opened), the Action in play, and the pickers.
        mid = pygame.Rect(m, top_h + round(4 * s), self.table.w - 2 * m, 0)
        mid.h = self.prompt.y - round(2 * s) - mid.y
        self.middle = mid
        label = round(18 * s)
        self.label_h = label
        dw, dh = self.card_size("deck")
        ew, eh = self.card_size("exile")
        gap = round(24 * s)
        block = dh + label + round(6 * s) + eh + label
        y0 = mid.y + max(0, (mid.h - block) // 2)
        self.deck_rect = pygame.Rect(mid.x + round(6 * s), y0, dw, dh)
        self.discard_rect = pygame.Rect(self.deck_rect.right + gap, y0, dw, dh)
        self.exile_rect = pygame.Rect(
            self.deck_rect.x, self.deck_rect.bottom + label + round(6 * s), ew, eh
        )
        piles_right = self.discard_rect.right + round(STACK_SHOWN * STACK_STEP * s)
        # The right column: as wide as three looked-at cards, at least 30 % of the table.
        lw, lh = self.card_size("look")
        side_w = max(round(self.table.w * 0.3), 3 * lw + 4 * round(GAP * s))
        self.side = pygame.Rect(mid.right - side_w, mid.y, side_w, mid.h)
        # The Town rows take the height that is left, as large as the room allows.
        row_gap = round(10 * s)
        town_h = (mid.h - 2 * label - row_gap - round(4 * s)) // 2
        town_h = max(self.card_h("town"), min(town_h, round(HEIGHTS[("town", None)] * 1.7 * s)))
        self._town_h = town_h
        town_x = piles_right + gap
        town_w = self.side.x - gap - town_x
        y = mid.y + label
        self.town_rows = {self.other: pygame.Rect(town_x, y, town_w, town_h)}
        y = self.prompt.y - round(2 * s) - town_h
        self.town_rows[viewer] = pygame.Rect(town_x, y, town_w, town_h)
        # The piles' strip is the middle's band between the Town rows (kept for its callers).
        self.strip = pygame.Rect(
            mid.x,
            self.town_rows[self.other].bottom,
            mid.w,
            max(0, self.town_rows[viewer].y - label - self.town_rows[self.other].bottom),
        )
        pw, ph = self.card_size("play")
        self._play_top = pygame.Rect(self.side.right - pw, self.side.y + label, pw, ph)
        self.look_row = pygame.Rect(self.side.x, self.side.y + label, self.side.w, lh)
        # The discard pile opened: a grid over the right column, its caption above, its hint
        # under it.
        self._open_full = pygame.Rect(
            self.side.x, self.side.y + label, self.side.w, self.side.h - 2 * label
        )

    # ----- sizes -----------------------------------------------------------------------------

    def card_h(self, zone: str, mine: bool | None = None) -> int:
        if zone == "hand" and mine and getattr(self, "_hand_h", None):
            return self._hand_h
        if zone == "town" and getattr(self, "_town_h", None):
            return self._town_h
        key = (zone, mine) if (zone, mine) in HEIGHTS else (zone, None)
        return max(14, round(HEIGHTS.get(key, 96) * self.scale))

    def card_size(self, zone: str, seat: int = -1) -> tuple[int, int]:
        mine = None if seat < 0 else seat == self.viewer
        ch = self.card_h(zone, mine)
        return max(10, round(ch * CARD_RATIO)), ch

    def carry_over(self, old: TableLayout) -> None:
        super().carry_over(old)
        self.discard_open = bool(getattr(old, "discard_open", False))

    def picker_area(self) -> pygame.Rect:
        """A picker (deck positions, orders, how many to draw) opens in the right column, clear
        of the deck, the piles and the Town cards (so the card it is about stays in view), and
        under the cards looked at (never over the cards it puts in order)."""
        s = self.scale
        side = self.side
        top, right = side.y, side.right
        if self.counts.get(("look", -1), 0):
            top = self.look_row.bottom + self.label_h + round(4 * s)
        if self.counts.get(("play", -1), 0):
            right = self.play_rect.x - round(8 * s)
        return pygame.Rect(side.x, top, right - side.x, side.bottom - top)

    def bubble_rect(self, seat: int, size: tuple[int, int], name_w: int) -> pygame.Rect:
        """Where a seat's bubble of ``size`` lies: on its name's line, just right of the name
        (``name_w`` wide), so it never covers the prompt, its buttons or the picker."""
        x, y = self.name_pos(seat)
        r = pygame.Rect((0, 0), size)
        r.midleft = (x + name_w + round(16 * self.scale), y + self.font_px // 2 + 2)
        if seat == self.viewer:
            r.top = max(r.top, self.prompt.bottom + round(2 * self.scale))
        else:
            r.top = max(r.top, self.table.y + 1)
        r.right = min(r.right, self.table.right - self.margin)
        return r

    # ----- slots -----------------------------------------------------------------------------

    def slot_rect(self, slot: Slot) -> pygame.Rect:
        zone, seat, i, n = slot.zone, slot.seat, slot.index, max(1, slot.count)
        cw, ch = self.card_size(zone, seat)
        s = self.scale
        if zone in ("deck", "box"):
            # A stack: the top card (the last index) highest; only a few edges show.
            k = (
                min(i, STACK_SHOWN - 1)
                if n <= STACK_SHOWN
                else round(i * (STACK_SHOWN - 1) / (n - 1))
            )
            r = self.deck_rect
            return pygame.Rect(
                r.x + round(k * STACK_STEP * s), r.y - round(k * STACK_STEP * s), r.w, r.h
            )
        if zone == "discard":
            if self.discard_open:
                return self._open_rect(i, n)
            k = (
                min(i, STACK_SHOWN - 1)
                if n <= STACK_SHOWN
                else round(i * (STACK_SHOWN - 1) / (n - 1))
            )
            r = self.discard_rect
            return pygame.Rect(
                r.x + round(k * STACK_STEP * s), r.y - round(k * STACK_STEP * s), r.w, r.h
            )
        if zone == "exile":
            r = self.exile_rect
            step = min(round(12 * s), round(40 * s / max(1, n - 1))) if n > 1 else 0
            return pygame.Rect(r.x + i * step, r.y - i * round(2 * s), cw, ch)
        if zone == "play":
            r = self.play_rect
            return pygame.Rect(r.x - i * round(20 * s), r.y, cw, ch)
        if zone == "look":
            return self._row_rect(self.look_row, i, n, cw, ch, self.ids.get(("look", -1)))
        if zone == "town":
            row = self.town_rows.get(seat, self.town_rows[self.viewer])
            return self._row_rect(row, i, n, cw, ch, self.ids.get(("town", seat)))
        if zone == "ref":
            band = self.band(seat)
            rw, rh = self.card_size("ref", seat)
            y = band.bottom - self.margin - rh if seat == self.viewer else band.y + self.margin
            return pygame.Rect(band.right - self.margin - rw, y, rw, rh)
        if zone == "hand":
            return self._hand_rect(seat, i, n)
        return pygame.Rect(self.table.centerx - cw // 2, self.table.centery - ch // 2, cw, ch)

    @property
    def play_rect(self) -> pygame.Rect:
        """Where an Action in play lies: the right column's top right, or under the cards
        looked at while there are some (they take the column's whole width, side by side)."""
        if self.counts.get(("look", -1), 0):
            y = self.look_row.bottom + self.label_h // 2
            return self._play_top.move(0, y - self._play_top.y)
        return self._play_top

    @property
    def open_row(self) -> pygame.Rect:
        """Where the opened discard pile lies: the right column, left of an Action in play."""
        r = self._open_full.copy()
        if self.counts.get(("play", -1), 0):
            r.w = self.play_rect.x - round(12 * self.scale) - r.x
        return r

    def open_grid(self, n: int) -> tuple[int, int, int]:
        """The opened discard pile's card width, height and columns: every card whole, as
        large as the right column allows (at most the pile's own size)."""
        key = ("open", n, tuple(self.open_row))
        got = self._fits.get(key)
        if got is not None:
            return got
        area = self.open_row
        g = round(GAP * self.scale)
        ch = self.card_h("discard")
        while True:
            cw = max(10, round(ch * CARD_RATIO))
            cols = max(1, (area.w + g) // (cw + g))
            rows = -(-max(1, n) // cols)
            if rows * (ch + g) - g <= area.h or ch <= 24:
                break
            ch -= max(1, round(ch * 0.04))
        self._fits[key] = (cw, ch, cols)
        return cw, ch, cols

    def _open_rect(self, i: int, n: int) -> pygame.Rect:
        """Card ``i`` (bottom first) of the opened discard pile, left to right, row by row."""
        cw, ch, cols = self.open_grid(n)
        g = round(GAP * self.scale)
        r, c = divmod(i, cols)
        return pygame.Rect(self.open_row.x + c * (cw + g), self.open_row.y + r * (ch + g), cw, ch)

    def _row_rect(self, row, i, n, cw, ch, ids, center=True) -> pygame.Rect:
        """Card ``i`` of ``n`` side by side in ``row``, closing up (each keeping its names in
        view while it can) when they do not fit."""
        gap = round(GAP * self.scale)
        key = (tuple(row), n, cw, ch, tuple(ids) if ids else None)
        xs = self._fits.get(key)
        if xs is not None:
            pass
        elif n <= 1:
            xs = [0.0]
        else:
            fulls = [cw + gap] * (n - 1)
            needs = fulls
            if self.name_extent is not None and ids and len(ids) == n:
                needs = [
                    min(cw + gap, self.name_extent(c, (cw, ch)) + 2) if c is not None else cw * 0.3
                    for c in ids[:-1]
                ]
            steps = fan(needs, fulls, max(0, row.w - cw))
            xs = [0.0]
            for x in steps:
                xs.append(xs[-1] + x)
        if len(self._fits) > 256:
            self._fits.clear()
        self._fits[key] = xs
        total = cw + xs[-1]
        x0 = row.x + (max(0, row.w - total) / 2 if center else 0)
        return pygame.Rect(round(x0 + xs[min(i, len(xs) - 1)]), row.y, cw, ch)

    def hand_room(self, seat: int) -> pygame.Rect:
        """Where a seat's hand lies: its band, left of its reference card."""
        band = self.band(seat)
        s = self.scale
        rw, _ = self.card_size("ref", seat)
        left = band.x + self.margin + round(150 * s)
        right = band.right - self.margin - rw - round(24 * s)
        mine = seat == self.viewer
        ch = self.card_h("hand", mine)
        y = band.bottom - self.margin - ch if mine else band.y + self.margin + round(16 * s)
        return pygame.Rect(left, y, max(1, right - left), ch)

    def _hand_rect(self, seat: int, i: int, n: int) -> pygame.Rect:
        mine = seat == self.viewer
        room = self.hand_room(seat)
        cw, ch = self.card_size("hand", seat)
        ids = self.ids.get(("hand", seat))
        key = ("hand", tuple(ids or ()), tuple(room))
        got = self._fits.get(key)
        if got is not None:
            cw, ch = got
        elif mine and ids and None not in ids and self.name_extent is not None:
            # Shrink (to HAND_MIN at the least) before any card hides another's names.
            base = ch
            while True:
                cw = max(10, round(ch * CARD_RATIO))
                gap = round(GAP * self.scale)
                needs = [min(cw + gap, self.name_extent(c, (cw, ch)) + 2) for c in ids[:-1]]
                if cw + sum(needs) <= room.w or ch <= base * HAND_MIN:
                    break
                ch = max(round(base * HAND_MIN), ch - max(1, round(ch * 0.04)))
        self._fits[key] = (cw, ch)
        r = self._row_rect(
            pygame.Rect(room.x, room.y, room.w, ch), i, n, cw, ch, ids if mine else None
        )
        if mine:
            r.y = room.bottom - ch
        return r

    def name_pos(self, seat: int) -> tuple[int, int]:
        """Top-left of a seat's name label."""
        band = self.band(seat)
        return band.x + self.margin, band.y + round(3 * self.scale)
