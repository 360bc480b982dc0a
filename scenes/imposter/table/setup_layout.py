"""Where the cards of a round's setup lie while the Court is still empty: the setup rows of
three and four players (revealed, placed, the 2v2 partner card, the trade) and the Mercenary
area. A part of ``ImposterLayout`` (``scenes.imposter.table.layout``), which it extends."""

from __future__ import annotations

import pygame

from scenes.imposter.table.zones import RIGHT_ROWS, ROW_LABEL_W, SETUP_ROWS, STACK_SHOWN
from scenes.table.layout import Slot

SETUP_LABEL_W = {"up": 70, "down": 56, "partner": 110, "trade": 64}  # at the design size
# Four seats: a side column's bid rows after the revealed cards, when no second line fits above
# the prompt, overlap by this step (at the design size) at the end of the revealed cards' line.
COLUMN_SETUP_STEP = 12
# Four seats: a side column's setup cards under one caption give up height for its lines, down
# to this share of their size.
COLUMN_SETUP_MIN = 0.55


class SetupLayout:
    """The setup rows and the Mercenary area of ``ImposterLayout`` (its sizes, bands and
    prompt). Its measures are kept per position (``KeptAnswers.kept``): a label's lines ask
    for rects that ask for the labels' lines again."""

    # The table's row labels in words (``scenes.imposter.table.labels.RowWords``, set by the
    # kit): a setup row's label wraps onto the lines its room needs and the rows lie clear of
    # them. Unset, every label is one line.
    row_words = None

    # ----- the Mercenary modes ------------------------------------------------------------------

    def merc_row(self) -> pygame.Rect:
        """Where the Mercenary area lies: across the middle of the empty Court while the round
        is set up (the Bid, the swap, the Mustering), then a small row under the Court's right
        end, out of play's way (a Rally may still take from it)."""
        return pygame.Rect(self.kept(("merc row",), self._merc_row))

    def _merc_row(self) -> pygame.Rect:
        s = self.scale
        n = max(1, self.counts.get(("mercenaries", -1), 0))
        cw, ch = self.card_size("mercenaries")
        gap = round(10 * s)
        if not self.counts.get(("court", -1)):
            row = self.court_row
            w = min(row.w, cw * (n + 1) + gap * n + round(12 * s))
            top, bottom = self._merc_gap()
            y = max(row.centery - ch // 2, top + round(2 * s))
            y = min(y, bottom - ch - round(2 * s))
            return pygame.Rect(row.centerx - w // 2, y, w, ch)
        step = round(cw * 0.55)
        w = cw * 2 + step * (n - 1) + gap
        # (left of where the Cutthroat Assassin's buried pile lies, under the revealed pile)
        uw = self.card_size("unused")[0]
        right = self.centre.right - self.margin - round(26 * s) - uw
        y = self.court_row.bottom + round(18 * s)
        return pygame.Rect(right - w, min(y, self.prompt_top - ch - round(2 * s)), w, ch)

    def _merc_gap(self) -> tuple[int, int]:
        """The free height of the middle while the Court is empty: from under the top seats'
        bid rows to above the viewer's bid row's label (the labels' lines included)."""
        return self.kept(("merc gap",), self._merc_gap_now)

    def _merc_gap_now(self) -> tuple[int, int]:
        top = max((self.band(o).bottom for o in self.top_seats), default=0)
        for o in self.top_seats:
            if self._rows(o):
                top = max(top, self._setup_top(o) + self.card_size("up", o)[1])
        bottom = self.prompt_top
        if self._rows(self.viewer):
            bottom = self._setup_top(self.viewer) - self._labels_h(self.viewer)
        return top, bottom

    def _merc_rect(self, zone: str, i: int, n: int, cw: int, ch: int) -> pygame.Rect:
        row = self.merc_row()
        s = self.scale
        if zone == "merc_deck":
            return pygame.Rect(row.x + min(i, 8) * round(2 * s), row.y, cw, ch)
        gap = round(10 * s)
        if self.counts.get(("court", -1)):
            return pygame.Rect(row.x + cw + gap + i * round(cw * 0.55), row.y, cw, ch)
        # The empty Court's row: side by side while they fit, else closer (four seats).
        x0 = row.x + cw + gap + round(12 * s)
        step = min(cw + gap, (row.right - x0 - cw) / max(1, n - 1)) if n > 1 else 0
        return pygame.Rect(round(x0 + i * step), row.y, cw, ch)

    # ----- three and four seats ---------------------------------------------------------------

    def _rows(self, seat: int) -> list[str]:
        """The seat's setup rows holding cards, in their order."""
        return [z for z in SETUP_ROWS if self.counts.get((z, seat))]

    def _setup_rect(self, zone: str, seat: int, i: int, cw: int, ch: int) -> pygame.Rect:
        """The setup cards of three and four players (the Court is still empty): the viewer's
        in a row above the prompt, a top seat's under its band, a side column's under its hand.
        Revealed cards first, then those placed face down, the partner card, the trade. Each
        row's label lies above it, on as many lines as it takes."""
        if seat in self.columns:
            return self._column_setup_rect(zone, seat, i, cw, ch)
        x = self._setup_x(zone, seat) + i * (cw + round(8 * self.scale))
        return pygame.Rect(x, self._setup_top(seat), cw, ch)

    def _setup_x(self, zone: str, seat: int) -> int:
        """Where a top seat's or the viewer's setup row starts: the rows lie on one line."""
        s = self.scale
        gap = round(8 * s)
        x = 0
        for row in SETUP_ROWS[: SETUP_ROWS.index(zone)]:
            k = self.counts.get((row, seat), 0)
            if k:
                rw, _ = self.card_size(row, seat)
                x += max(k * (rw + gap), round(SETUP_LABEL_W[row] * s)) + round(18 * s)
        if seat == self.viewer:
            return self.centre.centerx - self._setup_w(seat) // 2 + x
        # (clear of the Accused column at the left, which lies as low)
        return max(self.band(seat).x + self.margin, self.court_row.x) + x

    def _setup_top(self, seat: int) -> int:
        """The top of a top seat's or the viewer's setup cards."""
        if seat == self.viewer:
            return self.prompt_top - self.card_size("up", seat)[1] - round(3 * self.scale)
        return self.band(seat).bottom + self._labels_h(seat)

    def _setup_w(self, seat: int) -> int:
        s = self.scale
        gap = round(8 * s)
        total = 0
        for row in SETUP_ROWS:
            k = self.counts.get((row, seat), 0)
            if k:
                rw, _ = self.card_size(row, seat)
                total += max(k * (rw + gap), round(SETUP_LABEL_W[row] * s)) + round(18 * s)
        return total

    # ----- their labels ---------------------------------------------------------------------

    def label_text(self, zone: str, seat: int) -> str:
        """The words over a setup row: its own, or a side column's one caption for all its
        rows over the first (the others then have none)."""
        words = self.row_words
        if words is None:
            return ""
        rows = self._rows(seat)
        if seat in self.columns and self.column_caption(seat):
            return words.caption(seat, rows) if rows and zone == rows[0] else ""
        return words.text(zone, seat)

    def label_x(self, zone: str, seat: int) -> int:
        """Where a setup row's label starts: over its first card (a caption, at the column's
        left edge)."""
        if seat in self.columns and self.column_caption(seat):
            return self.band(seat).x + self.margin
        return self.slot_rect(Slot(zone, seat, 0, 1)).x

    def label_room(self, zone: str, seat: int) -> int:
        """How wide a setup row's label may be: up to the next row on its line, or the edge
        of the seat's band (the viewer's: of the middle of the table)."""
        return self.kept(("label room", zone, seat), lambda: self._label_room(zone, seat))

    def _label_room(self, zone: str, seat: int) -> int:
        if seat in self.columns:
            if self.column_caption(seat):
                return self.band(seat).w - 2 * self.margin
            return self._column_room(zone, seat)
        x = self._setup_x(zone, seat)
        band = self.band(seat)
        right = (self.centre.right if seat == self.viewer else band.right) - self.margin
        for row in SETUP_ROWS[SETUP_ROWS.index(zone) + 1 :]:
            if self.counts.get((row, seat)):
                right = min(right, self._setup_x(row, seat) - round(8 * self.scale))
                break
        return max(1, right - x)

    def label_lines(self, zone: str, seat: int) -> int:
        """How many lines a setup row's label takes in its room (0: it has none)."""
        return self.kept(("label lines", zone, seat), lambda: self._label_lines(zone, seat))

    def _label_lines(self, zone: str, seat: int) -> int:
        words = self.row_words
        if words is None:
            return 1
        text = self.label_text(zone, seat)
        return len(words.wrap(text, self.label_room(zone, seat), seat)) if text else 0

    def _labels_h(self, seat: int, zones=None) -> int:
        """The height the labels over a line of a seat's setup rows take: the most lines."""
        zones = tuple(self._rows(seat) if zones is None else zones)
        return self.kept(("labels h", seat, zones), lambda: self._labels_h_now(seat, zones))

    def _labels_h_now(self, seat: int, zones: tuple[str, ...]) -> int:
        lines = max((self.label_lines(z, seat) for z in zones), default=0)
        return max(1, lines) * self.label_line_h(seat)

    def label_line_h(self, seat: int = -1) -> int:
        """A line of ``seat``'s row labels' font (at least 16 of the design size)."""
        least = round(16 * self.scale)
        words = self.row_words
        return max(least, words.font_for(seat).get_height()) if words else least

    # ----- a side column's --------------------------------------------------------------------

    def column_row_w(self, zone: str, seat: int) -> int:
        """The width a side column's row at the right of a hand takes: its cards as they lie
        there, or its label's words when wider (without words known, ``ROW_LABEL_W``)."""
        s = self.scale
        n = self.counts.get((zone, seat), 0)
        cw, _ = self.card_size(zone, seat)
        if self.stacked(zone, seat):
            cards = cw + (min(n, STACK_SHOWN) - 1) * round(3 * s)
        else:
            cards = cw + max(6, min(cw + round(4 * s), round(22 * s))) * (n - 1)
        words = self.row_words
        if words is None:
            return max(cards, round(ROW_LABEL_W.get(zone, 0) * s))
        return max(cards, words.font_for(seat).size(words.text(zone, seat))[0] + 2)

    def _column_setup_top(self, seat: int) -> int:
        """Where a side column's setup rows (their labels included) may start: under its hand
        and its Antechamber, Exhausted and Army rows."""
        return self.kept(("column setup top", seat), lambda: self._column_setup_top_now(seat))

    def _column_setup_top_now(self, seat: int) -> int:
        s = self.scale
        sh = self.card_size("side", seat)[1]
        hh = self.card_size("hand", seat)[1]
        y = self._column_top(seat) + sh + self.text_px(20) + hh + self.text_px(20)
        rows = [r for r in RIGHT_ROWS if self.counts.get((r, seat))]
        if rows:
            # (under the Antechamber, Exhausted and Army rows: 2v2 Mercenaries has both)
            n_hand = self.counts.get(("hand", seat), 0)
            bottom = max(
                self._column_rect(r, seat, 0, n_hand, *self.card_size(r, seat)).bottom for r in rows
            )
            y = max(y, bottom + round(4 * s))
        return y

    def column_caption(self, seat: int) -> bool:
        """Whether a side column lays its setup rows on one line under one caption: with a
        line for the revealed cards and one for the rest, their labels over each, the column
        would run into the prompt, or the rest would run out of the column."""
        return self.kept(("caption", seat), lambda: self._column_caption(seat))

    def _column_caption(self, seat: int) -> bool:
        s = self.scale
        rows = self._rows(seat)
        later = [r for r in rows if r != "up"]
        if len(rows) < 2:
            return False
        cw, ch = self._column_card(seat)
        last = later[-1]
        band = self.band(seat)
        end = self._column_x(last, seat, 0, cw, caption=False)
        end += self.counts.get((last, seat), 0) * (cw + round(8 * s))
        if end > band.right - self.margin + round(8 * s):
            return True  # (nor would the later rows fit side by side on their line)
        y = self._column_setup_top(seat)
        if "up" in rows:
            y += self._own_lines_h(seat, ["up"]) + ch + round(4 * s)
        return y + self._own_lines_h(seat, later) + ch > self.prompt_top

    def _own_lines_h(self, seat: int, zones) -> int:
        """The height of these rows' own labels over one line of a side column's two."""
        words = self.row_words
        lines = 1
        if words is not None:
            lines = max(
                len(words.wrap(words.text(z, seat), self._column_room(z, seat), seat))
                for z in zones
            )
        return lines * self.label_line_h(seat)

    def _column_room(self, zone: str, seat: int) -> int:
        """A row's label's room when a side column lays its setup rows on two lines."""
        band = self.band(seat)
        x = self._column_x(zone, seat, 0, self._column_card(seat)[0], caption=False)
        right = band.right - self.margin
        if zone != "up":
            for row in SETUP_ROWS[SETUP_ROWS.index(zone) + 1 :]:
                if self.counts.get((row, seat)):
                    o = self._column_x(row, seat, 0, self._column_card(seat)[0], caption=False)
                    right = min(right, o - round(8 * self.scale))
                    break
        return max(1, right - x)

    def _column_setup_rect(self, zone, seat, i, cw, ch) -> pygame.Rect:
        """A side column's setup card: the revealed cards on one line, the face-down ones
        under them; with no height for that, all on one line under one caption."""
        s = self.scale
        rows = self._rows(seat)
        later = [r for r in rows if r != "up"]
        # (a card on its way to a row still empty lies where that row will start)
        caption = self.column_caption(seat) and (zone == "up" or zone in later)
        y = self._column_setup_top(seat)
        if caption:
            y += self._labels_h(seat, rows[:1])
            y = min(y, self.prompt_top - round(2 * s) - ch)
        elif zone != "up":
            if "up" in rows:
                y += self._labels_h(seat, ["up"]) + ch + round(4 * s)
            y += self._labels_h(seat, later)
        else:
            y += self._labels_h(seat, ["up"])
        return pygame.Rect(self._column_x(zone, seat, i, cw, caption), y, cw, ch)

    def _column_x(self, zone: str, seat: int, i: int, cw: int, caption: bool) -> int:
        """A side column's setup card's left edge. On one line (``caption``) the later rows
        lie closely at its right end and the revealed cards overlap to their left."""
        s = self.scale
        gap = round(8 * s)
        band = self.band(seat)
        x = 0
        room = band.w - 2 * self.margin
        n = max(1, self.counts.get((zone, seat), 1))
        later = [r for r in self._rows(seat) if r != "up"]
        if caption and (zone == "up" or zone in later):
            step = round(COLUMN_SETUP_STEP * s)
            ends = {}
            end = room
            for row in reversed(later):
                k = self.counts.get((row, seat), 0)
                end -= cw + (k - 1) * step
                ends[row] = end
                end -= gap
            if zone != "up":
                return band.x + self.margin + ends[zone] + i * step
            room = end
        elif zone != "up":
            for row in SETUP_ROWS[1 : SETUP_ROWS.index(zone)]:
                k = self.counts.get((row, seat), 0)
                if k:
                    rw, _ = self._column_card(seat)
                    x += max(k * (rw + gap), self._column_word_w(row, seat)) + gap
        step = min(cw + gap, (room - x - cw) / max(1, n - 1)) if n > 1 else 0
        return round(band.x + self.margin + x + i * step)

    def _column_word_w(self, zone: str, seat: int) -> int:
        """The least a side column's setup row takes beside the next: its label's longest
        word (a word never wraps), or without words known a share of ``SETUP_LABEL_W``."""
        if self.row_words is None:
            return round(SETUP_LABEL_W[zone] * self.scale * 0.8)
        return self.row_words.word_w(zone, seat) + round(8 * self.scale)

    def _column_card(self, seat: int) -> tuple[int, int]:
        """A side column's setup card at its full size (an Antechamber card's)."""
        return self.card_size("antechamber", seat)

    def column_setup_h(self, seat: int, ch: int) -> int:
        """A side column's setup cards' height: under one caption, as much of ``ch`` as keeps
        them and the caption's lines above the prompt (down to ``COLUMN_SETUP_MIN`` of it)."""
        if not self.column_caption(seat):
            return ch
        rows = self._rows(seat)
        room = self.prompt_top - round(2 * self.scale) - self._column_setup_top(seat)
        room -= self._labels_h(seat, rows[:1])
        return max(round(ch * COLUMN_SETUP_MIN), min(ch, room))
