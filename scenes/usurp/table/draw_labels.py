"""The words Usurp the King's table lays among the cards, kept with the view: the seats' plaques,
the objective, the turn order cards and the influence rows."""

from __future__ import annotations

import pygame

from game.usurp.data import (
    PLACED_PER_PLAYER,
    PLACED_PER_TEAM_PLAYER,
)
from scenes.render.card_tools import wrap
from scenes.table.base_layer import drawn
from scenes.table.layout import Slot
from scenes.usurp.table.prompts import family_words
from scenes.usurp.table.seats import partner_of, seat_family, team_letter


class UsurpLabels:
    """The labels of ``UsurpDrawer``, cached with the view (a mixin)."""

    def labels(self, surface, view) -> None:
        sc = self.scene
        for s in range(sc.n):
            self._plaque(surface, view, s)
        self._turn_cards(surface, view)
        for m in view["members"]:
            self._influence(surface, view, m)

    def _plaque(self, surface, view, s: int) -> None:
        sc = self.scene
        lay = sc.layout
        r = lay.plaque_rect(s)
        fam = seat_family(view, s)
        mover = view.get("to_move") == s and view.get("phase") != "over"
        radius = round(6 * lay.scale)
        drawn(surface, pygame.draw.rect(surface, (20, 16, 12), r, border_radius=radius))
        edge = sc.painter.color("highlight") if mover else sc.painter.family_color(fam)
        drawn(surface, pygame.draw.rect(surface, edge, r, max(1, round((3 if mover else 1.5) * lay.scale)),
                         border_radius=radius))  # fmt: skip
        mine = s == lay.viewer
        px = lay.font_px if mine else lay.seat_name_px
        tiny = max(lay.least_px, lay.small_px - 3) if mine else lay.seat_line_px
        pad = round(5 * lay.scale)
        sh = max(10, round((r.h * 0.36) if not mine else px * 2.2))
        shield = sc.painter.shield(fam, (round(sh * 0.85), sh))
        surface.blit(shield, (r.x + pad, r.y + pad))
        x = r.x + pad + shield.get_width() + pad
        width = r.right - pad - x
        name = sc.names[s] + (
            " (you)" if mine and sc.session.is_human(s) and view["seat"] == s else ""
        )
        t = self._fit_text(name, px, width, "gold")
        surface.blit(t, (x, r.y + pad - round(2 * lay.scale)))
        letter = team_letter(view, s)
        fam_line = family_words(view, fam) + (f" {letter}" if letter else "")
        lines = [fam_line]
        if view["seat"] >= 0 and partner_of(view, s) == view["seat"]:
            # Narrow, the family's name stays (your own family's, so your partner; F22).
            lines = [f"{fam_line}, your partner", f"{fam_line}, partner", fam_line]
        ft = self._first_fit(lines, tiny, width, "text_dim")
        surface.blit(ft, (x, r.y + pad + t.get_height() - round(2 * lay.scale)))
        placed = (view.get("placed") or [0] * sc.n)[s]
        total = PLACED_PER_TEAM_PLAYER if view.get("teams") else PLACED_PER_PLAYER
        hand = view["hands"][s]
        n_hand = hand if isinstance(hand, int) else len(hand)
        if not mine:
            counts = [f"{placed}/{total} placed", f"{placed}/{total}"]
            ct = self._first_fit(counts, tiny, round(r.w * 0.42), "text")
            at = ct.get_rect(bottomright=(r.right - pad, r.bottom - pad))
            surface.blit(ct, at)
            if mover:
                # Over the count where it lies clear of the lines, else left of it clear of
                # the hand; where neither has room the box's bright edge says it alone.
                mt = self._text("to play", tiny, "highlight")
                lines_end = x + max(t.get_width(), ft.get_width())
                hand_end = lay.hand_room(s).x + self._hand_width(view, s)
                over = mt.get_rect(bottomright=(at.right, at.y))
                left = mt.get_rect(bottomright=(at.x - pad, at.bottom))
                if over.x >= lines_end or over.y >= r.y + pad + self._lines_bottom(t, ft):
                    surface.blit(mt, over)
                elif left.x >= hand_end + pad:
                    surface.blit(mt, left)
            return
        y = r.y + pad + t.get_height() + ft.get_height()
        font = sc.painter.fonts.get("ui", tiny)
        said = [f"{n_hand} in hand, {placed} of {total} placed"]
        if font.size(said[0])[0] > r.w - 2 * pad:  # a narrow box: a line each
            said = [f"{n_hand} in hand", f"{placed} of {total} placed"]
        for line in said + (["Your turn"] if mover else []):
            lt = self._fit_text(
                line, tiny, r.w - 2 * pad, "highlight" if line == "Your turn" else "text"
            )
            surface.blit(lt, (r.x + pad, y))
            y += lt.get_height()
        obj = view.get("objective")
        if obj and view["seat"] == s:
            lines, size = self.objective_lines(obj["text"], tiny, r.w - 2 * pad, r.bottom - pad - y)
            font = sc.painter.fonts.get("ui", size)
            for ln in lines:
                surface.blit(self._text(ln, size, "gold_dim"), (r.x + pad, y))
                y += font.get_linesize()

    def _lines_bottom(self, name: pygame.Surface, family: pygame.Surface) -> int:
        """How far under a box's top padding its two lines reach."""
        return name.get_height() + family.get_height() - round(2 * self.scene.layout.scale)

    def _hand_width(self, view, s: int) -> int:
        """How wide another seat's face-down hand lies in its box."""
        hand = view["hands"][s]
        n = hand if isinstance(hand, int) else len(hand)
        if n <= 0:
            return 0
        lay = self.scene.layout
        first = lay.slot_rect(Slot("hand", s, 0, n))
        return lay.slot_rect(Slot("hand", s, n - 1, n)).right - first.x

    def objective_lines(self, text: str, px: int, width: int, room: int) -> tuple[list[str], int]:
        """The player's tutorial objective wrapped to ``width`` at the largest size from ``px``
        (at least the table's least, ``layout.least_px``) down to 8 px whose lines all fit
        ``room`` (the seat box's room left), so it is read to its end (playtest F19): the one
        text of the table that may go below the least, where a long one fits no other way; at
        the smallest the last line that fits ends in an ellipsis."""
        said = f"Objective: {text}"
        for size in range(max(px, self.scene.layout.least_px), 7, -1):
            font = self.scene.painter.fonts.get("ui", size)
            lines = wrap(font, said, width)
            if len(lines) * font.get_linesize() <= room:
                return lines, size
        fit = max(1, room // font.get_linesize())
        lines = lines[:fit]
        lines[-1] = lines[-1].rstrip(" .,:") + "\u2026"
        return lines, 8

    def _sizes(self, px: int) -> range:
        """The sizes a word in a fixed room may take: ``px``, and at a larger text size smaller
        ones down to what the normal text size would set it at (never below)."""
        lay = self.scene.layout
        return range(px, max(lay.least_px, round(px / lay.text)) - 1, -1)

    def _first_fit(self, options: list[str], px: int, width: int, color: str) -> pygame.Surface:
        """The first of ``options`` that fits ``width`` at one of ``_sizes`` (the last one cut
        to fit)."""
        fonts = self.scene.painter.fonts
        for text in options:
            for size in self._sizes(px):
                if fonts.get("ui", size).size(text)[0] <= width:
                    return self._text(text, size, color)
        return self._fit_text(options[-1], px, width, color)

    def _fit_text(self, text: str, px: int, width: int, color: str) -> pygame.Surface:
        """``text`` at the largest of ``_sizes`` it fits ``width`` at, else cut to fit there."""
        fonts = self.scene.painter.fonts
        for size in self._sizes(px):
            font = fonts.get("ui", size)
            if font.size(text)[0] <= width:
                return self._text(text, size, color)
        while font.size(text)[0] > width and len(text) > 2:
            text = text[:-2].rstrip() + "."
        return self._text(text, size, color)

    def _turn_cards(self, surface, view) -> None:
        sc = self.scene
        lay = sc.layout
        order = view.get("turn_order") or []
        to_move = view.get("to_move")
        fam_now = seat_family(view, to_move) if isinstance(to_move, int) and to_move >= 0 else None
        for rect, fam in zip(lay.turn_cards, order, strict=False):
            surface.blit(sc.painter.turn_card(fam, rect.size), rect)
            if fam == fam_now and view.get("phase") != "over":
                ms = max(12, round(rect.w * 0.42))
                marker = sc.painter.turn_marker((ms, ms))
                surface.blit(
                    marker, marker.get_rect(center=(rect.right - ms // 4, rect.y + ms // 4))
                )
        if lay.turn_cards:
            cap = "Turn order" if view.get("phase") == "intrigue" else "Families"
            t = self._text(cap, lay.caption_px, "text_dim")
            first = lay.turn_cards[0]
            at = t.get_rect(bottomleft=(first.x, first.y - 1))
            # (clear of the influence row of a member over the middle: after it, when they meet)
            for row in sorted((lay.influence_rect(n) for n in lay.members), key=lambda r: r.x):
                if at.colliderect(row):
                    at.x = row.right + round(6 * lay.scale)
            surface.blit(t, at)

    def _influence(self, surface, view, m) -> None:
        """The influence row under a member's card: each family's count on its shield, the
        controlling family's ringed in gold. The shields are as tall as the row while every
        count fits its width, so their devices read (not by colour alone)."""
        sc = self.scene
        lay = sc.layout
        r = lay.influence_rect(m["number"])
        inf = m.get("influence") or {}
        fams = [f for f in sorted(inf, key=int) if inf[f]]
        if not fams:
            return
        ctrl = m.get("controller")
        room = r.w
        for sh in range(max(9, r.h - 2), 8, -1):
            px = max(lay.least_px, min(lay.small_px, round(sh * 0.8)))
            gap = max(1, round(sh * 0.15))
            font = sc.painter.fonts.get("ui", px)
            width = sum(round(sh * 0.85) + font.size(str(inf[f]))[0] + 1 + gap for f in fams)
            if width - gap <= room:
                break
        x = r.x
        for f in fams:
            shield = sc.painter.shield(int(f), (round(sh * 0.85), sh))
            t = self._text(str(inf[f]), px, "highlight" if f == ctrl else "text")
            w = shield.get_width() + t.get_width() + 1
            if x + w > r.x + room:
                break
            cell = pygame.Rect(x - 1, r.y, w + 2, sh + 2)
            if f == ctrl:
                drawn(surface, pygame.draw.rect(surface, sc.painter.color("highlight"), cell,
                                 max(1, round(lay.scale)), border_radius=3))  # fmt: skip
            surface.blit(shield, (x, r.y + 1))
            surface.blit(t, (x + shield.get_width() + 1, r.y + 1 + (sh - t.get_height()) // 2))
            x += w + gap
