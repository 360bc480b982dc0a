"""The words The Imposter Kings' table lays among the cards: seat names and their lines, the
Court's label, the rows' and piles' labels, the draft."""

from __future__ import annotations

import pygame

from scenes.imposter.table.labels import row_labels
from scenes.imposter.table.names import name_lines, name_parts
from scenes.table.base_layer import drawn
from scenes.table.layout import Slot


class ImposterLabels:
    """The labels of ``ImposterDrawer`` (a mixin): names, the Court, rows, piles and the draft."""

    def _name_label(self, s: int, view) -> str:
        return "  -  ".join(self._name_parts(s, view))

    def _name_parts(self, s: int, view) -> list[str]:
        """A seat's name and what the table says beside it (``names.name_parts``)."""
        return name_parts(self.scene, view, s)

    def labels(self, surface, view) -> None:
        """Quiet labels: names, empty Successor and Dungeon places, zone names."""
        sc = self.scene
        lay = sc.layout
        sp = lay.small_px
        tiny = max(9, sp - 3)
        faint = sc.painter.color("gold_dim")
        line = max(1, round(lay.scale))
        rows = row_labels(sc)
        for s in range(sc.n):
            # Empty places of the side zones, so a player knows where a Successor or Dungeon goes.
            places = [("successor", "Successor")]
            if lay.dungeon:
                places.append(("dungeon", "Dungeon"))
            if lay.counts.get(("squire", s)):
                places.insert(1, ("squire", "Squire"))
            gap = round(8 * lay.scale)
            rects = [lay.slot_rect(Slot(zone, s)) for zone, _ in places]
            # Each name as large as its place's width allows (large text sets it smaller, down
            # to the normal size); a narrow seat's places too small for them: outlines only.
            apart = round(4 * lay.scale * (lay.text - 1))  # (larger words keep a gap between)
            # (places lying closer than a card and a gap, a top seat short of room: the
            # room up to the next place)
            rooms = [r.w + gap for r in rects]
            for i in range(len(rects) - 1):
                rooms[i] = min(rooms[i], rects[i + 1].x - rects[i].x)
            fitted = [
                self._fit_size(label, tiny, room - apart)
                for room, (_, label) in zip(rooms, places, strict=True)
            ]
            named = s == view["seat"] or all(
                shown == label for (shown, _), (_, label) in zip(fitted, places, strict=True)
            )
            for r, (zone, label), (shown, px) in zip(rects, places, fitted, strict=True):
                if zone != "squire":
                    drawn(
                        surface,
                        pygame.draw.rect(surface, faint, r, line, border_radius=max(2, r.w // 12)),
                    )
                if named:
                    t = self._text(label if s == view["seat"] else shown, px, "text_dim")
                    surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 1)))
            lines = name_lines(sc, lay, view, s, rows)
            for ln in lines:
                surface.blit(self._text(ln.text, ln.px, ln.colour), ln.rect)
            x, y = lay.name_pos(s)
            t = lines[0].rect
            if s == sc.state.current_seat and not sc.state.round_over:
                dot = (x - round(8 * lay.scale), y + t.h // 2)
                radius = max(2, round(4 * lay.scale))
                drawn(
                    surface, pygame.draw.circle(surface, sc.painter.color("highlight"), dot, radius)
                )
        for label in rows:
            surface.blit(self._text(label.text, label.px, "text_dim"), label.rect)
        self._draft(surface, view)
        r = lay.anchor("accused")
        t = self._text("Accused", sp, "text_dim")
        surface.blit(t, (r.x, r.y - t.get_height() - 2))
        court = self._court_label(view)
        if court is not None:
            surface.blit(self._text("Court", sp, "text_dim"), court)
        if view["unused"]:
            r = lay.anchor("unused")
            t = self._text("Unused", tiny, "text_dim")
            surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 1)))
        for r, label in self.pile_labels(view):
            surface.blit(self._text(label, tiny, "text_dim"), r)

    def _court_label(self, view) -> pygame.Rect | None:
        """Where the Court's name lies: over its first card, above the top of every card of
        the row (the raised Throne, which a short row's smaller first card lies beside)."""
        n = len(view["court"])
        if not n:
            return None
        lay = self.scene.layout
        rects = [lay.slot_rect(Slot("court", -1, i, n)) for i in range(n)]
        w, h = self.scene.painter.fonts.get("ui", lay.small_px).size("Court")
        top = min(rects[0].y - round(20 * lay.scale), min(r.y for r in rects) - 2)
        return pygame.Rect(rects[0].x, top - h, w, h)

    def row_labels(self) -> list[tuple[pygame.Rect, str]]:
        """Each row label's lines (``scenes.imposter.table.labels``): the rows at the right
        of a hand and the setup rows named above their first card, the Mercenary area."""
        return [(label.rect, label.text) for label in row_labels(self.scene)]

    def pile_labels(self, view) -> list[tuple[pygame.Rect, str]]:
        """Where the removed and revealed piles at the Court's right are named: the removed
        pile's name under it, the revealed cards' above them, so neither covers the other."""
        sc = self.scene
        lay = sc.layout
        font = sc.painter.fonts.get("ui", max(9, lay.small_px - 3))
        out = []
        removed = view["removed"]
        if removed:
            rects = [
                lay.slot_rect(Slot("removed", -1, i, len(removed))) for i in range(len(removed))
            ]
            pile = rects[0].unionall(rects[1:])
            label = f"Removed from the round ({len(removed)})"
            r = pygame.Rect((0, 0), font.size(label))
            r.topright = (pile.right, pile.bottom + 1)
            if sc.n > 2:
                # (under the Accused, at the table's left: the label reads from the pile)
                label = f"Removed ({len(removed)})"
                r = pygame.Rect((0, 0), font.size(label))
                r.topleft = (pile.x, pile.bottom + 1)
            out.append((r, label))
        if view["reveal"]:
            first = lay.slot_rect(Slot("reveal", -1, 0, len(view["reveal"])))
            label = "Revealed"
            r = pygame.Rect((0, 0), font.size(label))
            r.bottomright = (first.right, first.y - 1)
            out.append((r, label))
        return out

    def _draft(self, surface, view) -> None:
        """Tournament Mode: the Signature Cards face up to draft, by name, across the Court."""
        names = view.get("draft") or []
        if not names:
            return
        sc = self.scene
        lay = sc.layout
        n = len(names)
        row = lay.court_row
        cw, ch = lay.card_size("court")
        gap = round(10 * lay.scale)
        step = min(cw + gap, (row.w - cw) / max(1, n - 1)) if n > 1 else 0
        x0 = row.centerx - (cw + step * (n - 1)) / 2
        for i, name in enumerate(names):
            surface.blit(sc.painter.name_face(name, (cw, ch)), (round(x0 + i * step), row.y))
        t = self._text("Signature Cards to draft", lay.small_px, "text_dim")
        surface.blit(t, (round(x0), row.y - t.get_height() - round(4 * lay.scale)))
