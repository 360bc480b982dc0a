"""The Imposter Kings' hands: how large a hand's cards may be and where the hand lies, kept
through a round."""

from __future__ import annotations

import pygame

from scenes.imposter.table.seat_rows import TIGHT_HAND_GAP, TIGHT_HAND_MIN, TIGHT_PILE_STEP
from scenes.imposter.table.sizes import round_hand_h
from scenes.imposter.table.zones import (
    ROW_LABEL_W,
    STACK_SHOWN,
)
from scenes.table.layout import CARD_RATIO, fan

# The viewer's hand shrinks (to this share of its design height at the least) before any card
# of it hides another's name.
HAND_MIN = 0.5


class HandFit:
    """The hands of ``ImposterLayout``: the room a hand has, its card height, its place (a mixin)."""

    def _hand_room(self, band, seat, tight: bool | None = None) -> tuple[int, int]:
        """Where a seat's hand may lie in ``band``: from its side places to its rows."""
        if tight is None:
            tight = self._tight(seat)
        key = ("hand room", tuple(band), seat, tight)
        return self.kept(key, lambda: self._hand_room_now(band, seat, tight))

    def _hand_room_now(self, band, seat, tight: bool) -> tuple[int, int]:
        gap = round((TIGHT_HAND_GAP if tight else 14) * self.scale)
        left = band.x + self.margin + self._side_w(seat) + gap
        right = band.right - self.margin - self._right_cluster_w(seat, tight) - gap
        return left, right

    def hand_fit(self, seat: int) -> tuple[int, int, list[float]] | None:
        """The viewer's face-up hand as it lies: card size and each card's x offset from the
        first. Each card leaves in view at least the part of it its name needs; the cards are
        the round's one size (``round_hand_h``), or with no mode known as large as that allows
        (down to ``HAND_MIN``), never larger than the design size."""
        ids = self.ids.get(("hand", seat)) or []
        if self.name_extent is None or seat != self.viewer or not ids or None in ids:
            return None
        band = self.band(seat)
        left, right = self._hand_room(band, seat)
        key = (tuple(ids), left, right)
        got = self._hand_fit.get(key)
        if got is not None:
            return got
        gap = round(6 * self.scale)
        room = right - left
        ch = round_hand_h(self)
        if ch is None:
            ch = self.largest_hand_h(
                lambda cw, h: cw + sum(self._name_steps(ids[:-1], cw, h)) <= room
            )
        cw = max(10, round(ch * CARD_RATIO))
        needs = self._name_steps(ids[:-1], cw, ch)
        steps = fan(needs, [cw + gap] * len(needs), room - cw)
        xs = [0.0]
        for x in steps:
            xs.append(xs[-1] + x)
        got = (cw, ch, xs)
        if len(self._hand_fit) > 64:
            self._hand_fit.clear()
        self._hand_fit[key] = got
        return got

    def _name_steps(self, ids, cw: int, ch: int) -> list[int]:
        """How far each card of a hand fanned at (``cw``, ``ch``) shows: its name, at least."""
        gap = round(6 * self.scale)
        return [min(cw + gap, self.name_extent(cid, (cw, ch)) + 2) for cid in ids]

    def largest_hand_h(self, fits) -> int:
        """The viewer's hand cards' height: the design size, or smaller (down to ``HAND_MIN``
        of it) until ``fits(cw, ch)``."""
        base = self.card_h("hand", True)
        lowest = max(14, round(base * HAND_MIN))
        ch = base
        while ch > lowest and not fits(max(10, round(ch * CARD_RATIO)), ch):
            ch = max(lowest, ch - max(1, round(ch * 0.03)))
        return ch

    def standing_hand_room(self) -> int:
        """The viewer's hand's room beside what lies by it all round: the King, Successor and
        Dungeon places and, with an Army (Fragments of Nersetti), its stack."""
        s = self.scale
        sw, _ = self.card_size("side", self.viewer)
        places = (3 if self.dungeon else 2) * (sw + round(8 * s))
        room = self.band(self.viewer).w - 2 * self.margin - places - 2 * round(14 * s)
        if self.most.get("army"):
            aw, _ = self.card_size("army", self.viewer)
            stack = aw + (STACK_SHOWN - 1) * round(3 * s)
            room -= max(stack, round(ROW_LABEL_W["army"] * s))
        return room

    def remember(self, key, make):
        """``make()``, worked out once for ``key`` while this layout lasts (its sizes)."""
        got = self._hand_fit.get(key)
        if got is None:
            got = self._hand_fit[key] = make()
        return got

    def _hand_rect(self, band, seat, i, n, cw, ch, mine) -> pygame.Rect:
        s = self.scale
        left, right = self._hand_room(band, seat)
        fit = self.hand_fit(seat) if mine else None
        if fit is not None:
            cw, ch, xs = fit
        if fit is not None and len(xs) == n:
            total = cw + xs[-1]
            x = round(left + max(0, (right - left) - total) / 2 + xs[i])
        else:
            if not mine and self._tight(seat):
                # (a face-down hand piles up in the room its rows leave, its cards' edges
                # showing; it shrinks when even that is short)
                least = max(1, round(TIGHT_PILE_STEP * s)) * (n - 1)
                cw = max(round(cw * TIGHT_HAND_MIN), min(cw, right - left - least))
                ch = min(ch, round(cw / CARD_RATIO))
            room = max(cw, right - left)
            step = min(cw + round(6 * s), (room - cw) / max(1, n - 1)) if n > 1 else 0
            total = cw + step * (n - 1)
            x0 = left + (room - total) / 2
            x = round(x0 + i * step)
        if mine:
            # A gentle arc: the middle of the fan sits higher than its ends.
            mid = (n - 1) / 2
            lift = round((1 - ((i - mid) / max(1, mid)) ** 2) * 10 * s) if n > 1 else 0
            y = band.bottom - self.margin - ch - lift
        else:
            y = band.y + self.margin + self.text_px(18)
        return pygame.Rect(x, y, cw, ch)

    def _hand_end(self, band, seat: int) -> int:
        """Where a top seat's face-down hand ends (with none, where it would start)."""
        n = self.counts.get(("hand", seat), 0)
        if not n:
            return self._hand_room(band, seat)[0]
        return self._hand_rect(band, seat, n - 1, n, *self.card_size("hand", seat), False).right
