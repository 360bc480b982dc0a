"""Where the cards of a round's setup lie while the Court is still empty: the setup rows of
three and four players (revealed, placed, the 2v2 partner card, the trade) and the Mercenary
area. A part of ``ImposterLayout`` (``scenes.imposter.table.layout``), which it extends."""

from __future__ import annotations

import pygame

from scenes.imposter.table.zones import RIGHT_ROWS, SETUP_ROWS

SETUP_LABEL_W = {"up": 70, "down": 56, "partner": 110, "trade": 64}  # at the design size
# Four seats: a side column's bid rows after the revealed cards, when no second line fits above
# the prompt, overlap by this step (at the design size) at the end of the revealed cards' line.
COLUMN_SETUP_STEP = 12


class SetupLayout:
    """The setup rows and the Mercenary area of ``ImposterLayout`` (its sizes, bands and
    prompt)."""

    # ----- the Mercenary modes ------------------------------------------------------------------

    def merc_row(self) -> pygame.Rect:
        """Where the Mercenary area lies: across the middle of the empty Court while the round
        is set up (the Bid, the swap, the Mustering), then a small row under the Court's right
        end, out of play's way (a Rally may still take from it)."""
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
        bid rows (their label above them included) to above the viewer's bid row's label."""
        s = self.scale
        label = round(16 * s)
        top = max((self.band(o).bottom for o in self.top_seats), default=0)
        if any(self.counts.get((z, o)) for o in self.top_seats for z in SETUP_ROWS):
            top += label + max(self.card_size("up", o)[1] for o in self.top_seats)
        bottom = self.prompt_top
        if any(self.counts.get((z, self.viewer)) for z in SETUP_ROWS):
            bottom -= self.card_size("up", self.viewer)[1] + round(6 * s) + label
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

    def _setup_rect(self, zone: str, seat: int, i: int, cw: int, ch: int) -> pygame.Rect:
        """The setup cards of three and four players (the Court is still empty): the viewer's
        in a row above the prompt, a top seat's under its band, a side column's under its hand.
        Revealed cards first, then those placed face down, the partner card, the trade."""
        s = self.scale
        gap = round(8 * s)
        band = self.band(seat)
        label = round(16 * s)
        if seat in self.columns:
            # A narrow column: the revealed cards on one line, the face-down ones under them.
            sh = self.card_size("side", seat)[1]
            hh = self.card_size("hand", seat)[1]
            y = self._column_top(seat) + sh + round(20 * s) + hh + round(20 * s) + label
            rows = [r for r in RIGHT_ROWS if self.counts.get((r, seat))]
            if rows:
                # (under the Antechamber, Exhausted and Army rows: 2v2 Mercenaries has both)
                n_hand = self.counts.get(("hand", seat), 0)
                bottom = max(
                    self._column_rect(r, seat, 0, n_hand, *self.card_size(r, seat)).bottom
                    for r in rows
                )
                y = max(y, bottom + round(4 * s) + label)
            x = 0
            room = band.w - 2 * self.margin
            n = max(1, self.counts.get((zone, seat), 1))
            later = [r for r in SETUP_ROWS[1:] if self.counts.get((r, seat))]
            one_line = later and y + 2 * ch + label + round(4 * s) > self.prompt_top
            if one_line and (zone == "up" or zone in later):
                # (no room for a second line above the prompt: the later rows lie at the
                # right end of the revealed cards' line, closely, and those overlap to the left)
                step = round(COLUMN_SETUP_STEP * s)
                ends = {}
                end = room
                for row in reversed(later):
                    k = self.counts.get((row, seat), 0)
                    end -= cw + (k - 1) * step
                    ends[row] = end
                    end -= gap
                if zone != "up":
                    return pygame.Rect(band.x + self.margin + ends[zone] + i * step, y, cw, ch)
                room = end
            elif zone != "up":
                y += ch + label + round(4 * s)
                for row in SETUP_ROWS[1 : SETUP_ROWS.index(zone)]:
                    k = self.counts.get((row, seat), 0)
                    if k:
                        rw, _ = self.card_size(row, seat)
                        x += max(k * (rw + gap), round(SETUP_LABEL_W[row] * s * 0.8)) + gap
            step = min(cw + gap, (room - x - cw) / max(1, n - 1)) if n > 1 else 0
            return pygame.Rect(round(band.x + self.margin + x + i * step), y, cw, ch)
        x = 0
        for row in SETUP_ROWS[: SETUP_ROWS.index(zone)]:
            k = self.counts.get((row, seat), 0)
            if k:
                rw, _ = self.card_size(row, seat)
                x += max(k * (rw + gap), round(SETUP_LABEL_W[row] * s)) + round(18 * s)
        x += i * (cw + gap)
        if seat == self.viewer:
            total = self._setup_w(seat)
            x0 = self.centre.centerx - total // 2
            return pygame.Rect(x0 + x, self.prompt_top - ch - round(3 * s), cw, ch)
        # (clear of the Accused column at the left, which lies as low)
        x0 = max(band.x + self.margin, self.court_row.x)
        return pygame.Rect(x0 + x, band.bottom + label, cw, ch)

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
