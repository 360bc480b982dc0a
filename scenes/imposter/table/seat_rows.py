"""The Imposter Kings' seats at three and four: the side columns, the rows of a seat and how
tightly they pack."""

from __future__ import annotations

import math

import pygame

from scenes.imposter.table.sizes import round_hand_h
from scenes.imposter.table.zones import (
    RIGHT_ROWS,
    ROW_LABEL_W,
    SIDE_ZONES,
    STACK_SHOWN,
)
from scenes.table.layout import CARD_RATIO

# A top seat whose face-down hand has not this much room (the step between its cards at the
# design size) beside its rows lies its rows tight: their cards this close, these gaps between
# rows and on each side of the hand; if that is still not room enough, its hand piles closer
# (its cards' edges this far apart), then its cards shrink, to this share of their size.
TIGHT_HAND_STEP = 10
TIGHT_ROW_STEP = 10
TIGHT_ROW_GAP = 8
TIGHT_HAND_GAP = 6
TIGHT_PILE_STEP = 2
TIGHT_HAND_MIN = 0.4
# Before such a hand piles smaller than this share of its size, the side places after the
# King lie closer, overlapping, down to this share of a card from one to the next.
TIGHT_HAND_LEAST = 0.6
SIDE_STEP_MIN = 0.55


class SeatRows:
    """Where a seat's rows and a side column lie, and how far their cards step (a mixin of ``ImposterLayout``)."""

    def _column_top(self, seat: int) -> int:
        """Where a side column's cards start: under its name and the lines of words under it
        (``names.name_lines``: two at the least, more when its facts wrap)."""
        top = self.band(seat).y + self.margin + self.text_px(54)
        words = self.row_words
        if words is None:
            return top
        head = self.remember(("head", seat), lambda: words.head_h(seat))
        return max(top, self.band(seat).y + head + round(4 * self.scale))

    def _column_rect(self, zone: str, seat: int, i: int, n: int, cw: int, ch: int) -> pygame.Rect:
        """A side column (four seats): its name over King, Successor and Dungeon, its hand
        (face down) under them, then its Antechamber and Condemned rows."""
        s = self.scale
        m = self.margin
        band = self.band(seat)
        sw, sh = self.card_size("side", seat)
        top = self._column_top(seat)
        hand_y = top + sh + self.text_px(20)
        hw, hh = self.card_size("hand", seat)
        if zone in SIDE_ZONES:
            x = band.x + m + self._side_order(zone, seat) * (sw + round(8 * s))
            return pygame.Rect(x, top, cw, ch)
        if zone == "hand":
            room = band.w - 2 * m
            step = min(cw + round(4 * s), (room - cw) / max(1, n - 1)) if n > 1 else 0
            x0 = band.x + m + (room - (cw + step * (n - 1))) / 2
            return pygame.Rect(round(x0 + i * step), hand_y, cw, ch)
        rows_y = hand_y + hh + self.text_px(20)
        if zone in RIGHT_ROWS:
            x = band.x + m
            y = rows_y
            line_h = 0  # the tallest card on the line so far
            for row in RIGHT_ROWS[: RIGHT_ROWS.index(zone) + 1]:
                w = self.column_row_w(row, seat) if self.counts.get((row, seat)) else 0
                if w and x > band.x + m and x + w > band.right - m:
                    # (a row that would run out of the column starts a line of its own)
                    x, y, line_h = band.x + m, y + line_h + self.text_px(16), 0
                if row == zone:
                    break
                if w:
                    x += w + round(16 * s)
                    line_h = max(line_h, self.card_size(row, seat)[1])
            step = max(6, min(cw + round(4 * s), round(22 * s)))
            return pygame.Rect(x + i * step, y, cw, ch)
        return pygame.Rect(band.x + m, rows_y, cw, ch)

    def _side_order(self, zone: str, seat: int) -> int:
        """Left to right: King, Successor, a Squire when present (rulebook: "face down next to
        the Successor"), Dungeon, then an offer when present."""
        squire = 1 if self.counts.get(("squire", seat), 0) else 0
        dungeon = 1 if self.dungeon else 0
        order = {"king": 0, "successor": 1, "squire": 2, "dungeon": 2 + squire}
        return order.get(zone, 2 + squire + dungeon)

    def _side_w(self, seat: int) -> int:
        """Width of the side places in use (the hand starts after them)."""
        return self.kept(("side w", seat), lambda: self._side_w_now(seat))

    def _side_w_now(self, seat: int) -> int:
        sw, _ = self.card_size("side", seat)
        n = self._places(seat)
        full = sw + round(8 * self.scale)
        return full + (n - 2) * self._side_step(seat) + full if n > 1 else n * full

    def _places(self, seat: int) -> int:
        """How many side places a seat has: King and Successor, a Dungeon, a Squire, an offer."""
        n = 2 + (1 if self.dungeon else 0)
        return n + sum(1 for z in ("squire", "offer") if self.counts.get((z, seat), 0))

    def _side_step(self, seat: int) -> int:
        """The step between a seat's side places after its King: a card and a gap, or, for a
        top seat whose face-down hand would pile smaller than ``TIGHT_HAND_LEAST`` of its size
        beside its tight rows, as much less (down to ``SIDE_STEP_MIN`` of a card) as gives it
        that room; the places then overlap."""
        sw, _ = self.card_size("side", seat)
        full = sw + round(8 * self.scale)
        if seat == self.viewer or seat in self.columns or seat not in self._bands:
            return full
        trying = self._side_trying.get(seat)
        if trying is not None:
            return trying
        key = ("side", seat) + tuple(sorted((z, n) for z, n in self.counts.seat_items(seat) if n))

        def step() -> int:
            self._side_trying[seat] = full
            try:
                n = self.counts.get(("hand", seat), 0)
                shrinkable = self._places(seat) - 2
                if not n or shrinkable <= 0 or not self._tight(seat):
                    return full
                left, right = self._hand_room(self.band(seat), seat, tight=True)
                hw, _ = self.card_size("hand", seat)
                need = round(hw * TIGHT_HAND_LEAST) + round(TIGHT_PILE_STEP * self.scale) * (n - 1)
                short = need - (right - left)
                if short <= 0:
                    return full
                return max(round(sw * SIDE_STEP_MIN), full - math.ceil(short / shrinkable))
            finally:
                self._side_trying.pop(seat, None)

        return self.remember(key, step)

    def stacked(self, zone: str, seat: int) -> bool:
        """Whether a row lies as a stack (an Army not opened for a choice)."""
        return zone == "army" and (zone, seat) not in self.open_rows

    def _row_step(self, cw: int, tight: bool) -> int:
        """The step between a row's cards when their names are not spread out."""
        if tight:
            return max(6, min(cw, round(TIGHT_ROW_STEP * self.scale)))
        return max(6, min(cw + round(6 * self.scale), round(28 * self.scale)))

    def _row_gap(self, tight: bool) -> int:
        return round((TIGHT_ROW_GAP if tight else 34) * self.scale)

    def _tight(self, seat: int) -> bool:
        """Whether a top seat's rows lie tight, so its face-down hand keeps room beside them."""
        return self.kept(("tight", seat), lambda: self._tight_now(seat))

    def _tight_now(self, seat: int) -> bool:
        if seat == self.viewer or seat in self.columns or seat not in self._bands:
            return False
        n = self.counts.get(("hand", seat), 0)
        if n == 0:
            # (with no hand, tight only when its rows would reach back over its side places)
            left, right = self._hand_room(self.band(seat), seat, tight=False)
            return right < left
        left, right = self._hand_room(self.band(seat), seat, tight=False)
        cw, _ = self.card_size("hand", seat)
        return right - left < cw + (n - 1) * round(TIGHT_HAND_STEP * self.scale)

    def _row_w(self, zone: str, seat: int, tight: bool | None = None) -> int:
        """The room a row takes: its cards, or its label when that is wider (so the next row
        never lies over this row's name)."""
        n = self.counts.get((zone, seat), 0)
        if n == 0:
            return 0
        cw, _ = self.card_size(zone, seat)
        if tight is None:
            tight = self._tight(seat)
        if self.stacked(zone, seat):
            cards = cw + (min(n, STACK_SHOWN) - 1) * round(3 * self.scale)
        elif tight:
            cards = cw + self._row_step(cw, True) * (n - 1)
        else:
            _, ch = self.card_size(zone, seat)
            steps = self._row_steps(zone, seat, cw, ch)
            step = max(6, min(cw + round(6 * self.scale), round(28 * self.scale)))
            cards = cw + (round(sum(steps)) if steps is not None else step * (n - 1))
        return max(cards, self._label_w(zone, seat))

    def _row_steps(self, zone: str, seat: int, cw: int, ch: int) -> list[float] | None:
        """A face-up row's steps between its cards, each leaving the card's name in view (the
        Exhausted cards, an opened Army, the Antechamber), when the hand keeps its own room;
        None (the rows lie close) when the names are unknown or the hand needs the room. A row
        opened for a decision (the Army to Exhaust from) always shows its names: the hand,
        which the decision does not ask for, gives up the room."""
        if not self._rows_readable(seat) and (zone, seat) not in self.open_rows:
            return None
        return self._readable_steps(zone, seat, cw, ch)

    def _readable_steps(self, zone: str, seat: int, cw: int, ch: int) -> list[float] | None:
        ids = self.ids.get((zone, seat)) or []
        if self.name_extent is None or not ids or None in ids:
            return None
        full = cw + round(6 * self.scale)
        return [min(full, self.name_extent(cid, (cw, ch)) + 2) for cid in ids[:-1]]

    def _rows_readable(self, seat: int) -> bool:
        """Whether a seat's rows may spread to show their names: only while the hand beside
        them still has the room its own names need at full size (the hand comes first)."""
        if self.name_extent is None:
            return False
        key = (
            ("rows", seat)
            + tuple(
                tuple(self.ids.get((z, seat)) or ()) for z in ("hand", *RIGHT_ROWS, *SIDE_ZONES)
            )
            + (frozenset(self.open_rows),)
        )
        got = self._hand_fit.get(key)
        if got is not None:
            return got
        s = self.scale
        widths = []
        for zone in RIGHT_ROWS:
            n = self.counts.get((zone, seat), 0)
            if not n:
                continue
            cw, ch = self.card_size(zone, seat)
            steps = None if self.stacked(zone, seat) else self._readable_steps(zone, seat, cw, ch)
            if steps is None:
                widths.append(self._row_w_compact(zone, seat))
            else:
                widths.append(max(cw + round(sum(steps)), self._label_w(zone, seat)))
        cluster = sum(widths) + round(34 * s) * max(0, len(widths) - 1)
        band = self.band(seat)
        room = band.w - 2 * self.margin - self._side_w(seat) - round(28 * s) - cluster
        hand = self.ids.get(("hand", seat)) or []
        cw, ch = self.card_size("hand", seat)
        if seat == self.viewer and hand and None not in hand:
            round_h = round_hand_h(self)  # (the size the hand keeps all round, when known)
            if round_h is not None:
                cw, ch = max(10, round(round_h * CARD_RATIO)), round_h
            need = cw + sum(self._name_steps(hand[:-1], cw, ch))
        else:
            need = cw + max(0, len(hand) - 1) * cw * 0.6
        got = self._hand_fit[key] = room >= need
        return got

    def _label_w(self, zone: str, seat: int) -> int:
        """The least room a row at the right of a hand takes for its label: its design width,
        or the label's words where they are wider (large text)."""
        least = round(ROW_LABEL_W.get(zone, 0) * self.scale)
        words = self.row_words
        if words is None:
            return least
        return max(least, words.font_for(seat).size(words.text(zone, seat))[0] + 2)

    def _row_w_compact(self, zone: str, seat: int) -> int:
        n = self.counts.get((zone, seat), 0)
        cw, _ = self.card_size(zone, seat)
        if self.stacked(zone, seat):
            cards = cw + (min(n, STACK_SHOWN) - 1) * round(3 * self.scale)
        else:
            step = max(6, min(cw + round(6 * self.scale), round(28 * self.scale)))
            cards = cw + step * (n - 1)
        return max(cards, self._label_w(zone, seat))

    def _right_cluster_w(self, seat: int, tight: bool | None = None) -> int:
        """The width of a seat's rows at the right of its hand, gaps between them included."""
        if tight is None:
            tight = self._tight(seat)
        return self.kept(("cluster", seat, tight), lambda: self._cluster_w(seat, tight))

    def _cluster_w(self, seat: int, tight: bool) -> int:
        widths = [w for w in (self._row_w(row, seat, tight) for row in RIGHT_ROWS) if w]
        return sum(widths) + self._row_gap(tight) * max(0, len(widths) - 1)
