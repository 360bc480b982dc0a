"""What Usurp the King's table draws over the cards every frame: the pointed strip, the hinted card
and member, and the turn and Rebellion order."""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.usurp.data import (
    RESOLUTION_ORDER,
)
from scenes.render.card_tools import wrap
from scenes.usurp.table.layout import MEMBER_ID
from scenes.usurp.table.prompts import king_maker_words


class UsurpOverCards:
    """The marks of ``UsurpDrawer`` drawn over the cards each frame (a mixin)."""

    def over_cards(self, surface, view) -> None:
        sc = self.scene
        lay = sc.layout
        for m in view["members"]:
            number = m["number"]
            if m["disgruntled"] is not None and not self._dead(view, number):
                cx, cy, rad = lay.marker_center(number)
                marker = sc.painter.marker(bool(m["disgruntled"]), (2 * rad, 2 * rad))
                surface.blit(marker, marker.get_rect(center=(cx, cy)))
            ctrl = m.get("controller")
            if ctrl is not None:
                r = lay.member_rect(number).inflate(4, 4)
                pygame.draw.rect(surface, sc.painter.family_color(ctrl), r, max(2, round(3 * lay.scale)),
                                 border_radius=round(6 * lay.scale))  # fmt: skip
        lit = sc.board.spotlit()
        for cid in sc.board.spotlit_all():
            sp = next((x for x in sc.board.sprites if x.cid == cid and not x.leaving), None)
            if sp is not None:
                # Drawn again on top of its pile, so the whole card shows while it acts.
                surf = self._surface_for(sp, view, None)
                r = surf.get_rect(center=sp.rect.move(0, -round(sp.lift_px)).center)
                surface.blit(surf, r)
                r = r.inflate(8, 8)
                pygame.draw.rect(surface, sc.painter.color("highlight"), r, max(2, round(4 * lay.scale)),
                                 border_radius=round(8 * lay.scale))  # fmt: skip
        self._order_strip(surface, view, lit)
        self._hinted(surface, view)
        self._pointed(surface)

    def pointed_strip(self) -> pygame.Rect | None:
        """The part that shows of the lit pile card under the pointer (in a stack only its
        header strip shows), or None: the one a click answers."""
        sc = self.scene
        if sc.drag is not None or sc.covered() or not sc.layout.table.collidepoint(sc.mouse):
            return None
        sp = sc.board.sprite_at(sc.mouse)
        if sp is None or sp.slot.zone != "member":
            return None
        if id(sp) not in {id(h[3]) for h in self.hits() if h[0] == "card"}:
            return None
        r = pygame.Rect(sp.rect)
        for other in sc.board.all_sprites():
            o = other.rect
            if (
                other is not sp
                and other.slot.zone == sp.slot.zone
                and other.slot.seat == sp.slot.seat
                and other.slot.index > sp.slot.index
                and o.colliderect(r)
                and o.top > r.top
            ):
                r.height = min(r.height, o.top - r.top)
        return r

    def _pointed(self, surface) -> None:
        """Of the lit cards of a stack (a Spy's or a Betrayal's choice lights them all), the one
        under the pointer stands out: its strip brightened and ringed (playtest F11)."""
        r = self.pointed_strip()
        if r is None:
            return
        sc = self.scene
        lay = sc.layout
        glow = pygame.Surface(r.size, pygame.SRCALPHA)
        glow.fill((255, 240, 190, 60))
        surface.blit(glow, r)
        pygame.draw.rect(surface, sc.painter.color("highlight"), r.inflate(6, 6),
                         max(2, round(4 * lay.scale)), border_radius=round(6 * lay.scale))  # fmt: skip

    def _hinted(self, surface, view) -> None:
        """The hint's move ringed on the table: the card it plays or moves and the member it
        goes to (a card answers by its ways, so the shared ring of the hinted target is not
        enough)."""
        sc = self.scene
        if sc.hint is None or not sc._human_may_act():
            return
        a = Action.parse(sc.hint[0])
        cards: list[int] = []
        member = None
        if a.verb == "place":
            kind, _, member = a.arg.partition("@")
            hand = view["hands"][view["seat"]] if view["seat"] >= 0 else []
            cards = [c for c in hand if isinstance(hand, list) and sc.state.cards[c].type == kind]
        elif a.verb == "move":
            label, _, member = a.arg.partition(">")
            cards = [c["id"] for m in view["members"] for c in m["cards"] if c["label"] == label]
        numbers = {m["name"]: m["number"] for m in view["members"]}
        ids = set(cards)
        if member in numbers:
            ids.add(MEMBER_ID + numbers[member])
        lay = sc.layout
        for sp in sc.board.sprites:
            if sp.cid in ids and not sp.leaving:
                pygame.draw.rect(surface, sc.painter.color("gold"), sp.rect.inflate(8, 8),
                                 max(2, round(3 * lay.scale)), border_radius=round(8 * lay.scale))  # fmt: skip

    def _order_strip(self, surface, view, lit) -> None:
        """Under the turn order cards: the Rebellion's order with the type resolving now lit,
        or the king-maker's note when the rule narrows the viewer's moves."""
        sc = self.scene
        lay = sc.layout
        area = lay.order_strip
        if area.h <= 4:
            return
        km = view.get("king_maker")
        tiny = lay.order_px
        if km and km.get("seat") == view["seat"] and view.get("legal"):
            font = sc.painter.fonts.get("ui", tiny)
            lines = wrap(font, king_maker_words(view), area.w - 8)
            lh = font.get_linesize()
            while len(lines) * lh > area.h and tiny > lay.least_px:
                tiny -= 1
                font = sc.painter.fonts.get("ui", tiny)
                lines = wrap(font, king_maker_words(view), area.w - 8)
                lh = font.get_linesize()
            box = pygame.Rect(area.x, area.y, area.w, min(area.h, len(lines) * lh + 4))
            surface.blit(self._shade(box.size, (40, 10, 10, 200)), box)
            y = box.y + 2
            for ln in lines:
                if y + lh > area.bottom:
                    break
                t = self._text(ln, tiny, "highlight")
                surface.blit(t, t.get_rect(midtop=(area.centerx, y)))
                y += lh
            return
        if view.get("phase") == "intrigue":
            order = view.get("order") or {}
            left = len(order.get("seats") or []) - int(order.get("index") or 0)
            text = f"Intrigue: {left} card{'s' if left != 1 else ''} still to place"
            t = self._fit_text(text, tiny, area.w, "text_dim")
            surface.blit(t, t.get_rect(midtop=(area.centerx, area.y)))
            return
        now = None
        if lit is not None and lit < MEMBER_ID:
            now = sc.state.cards[lit].type
        elif view.get("resolving"):
            now = view["resolving"].get("type")
        words = []
        for kind in RESOLUTION_ORDER:
            words.append((kind, kind == now))
        sep = " > "
        start = tiny
        rows = [words]
        while True:
            font = sc.painter.fonts.get("ui", tiny)
            widest = max(self._row_width(font, row, sep) for row in rows)
            if widest <= area.w - 8:
                break
            if len(rows) == 1 and tiny <= max(lay.least_px, start - 2):
                # A narrow middle: the order in two rows (Spy to Dagger, Betrayal to Poison)
                # at the size it began with, rather than one row too small to read.
                half = (len(words) + 1) // 2
                rows = [words[:half], words[half:]]
                tiny = start
                continue
            if tiny <= lay.least_px:
                break
            tiny -= 1
        # Clear of the turn order cards' bottom edge and their shadow, in a legible gold; in two
        # rows the heading leads the first where it fits there (the middle keeps two lines).
        y = area.y + max(2, round(4 * lay.scale))
        over = view.get("phase") == "over" and not sc.board.busy
        head = "The Rebellion is over" if over else "Rebellion"
        ht = self._text(f"{head}:" if len(rows) == 2 else head, tiny, "gold")
        lead = ht.get_width() + font.size(" ")[0]
        inline = (
            len(rows) == 2
            and lead + self._row_width(font, rows[0] + [("", False)], sep) <= area.w - 8
        )
        if not inline:
            ht = self._text(head, tiny, "gold")
            surface.blit(ht, ht.get_rect(midtop=(area.centerx, y)))
            y += ht.get_height()
            if y + len(rows) * font.get_linesize() > area.bottom:
                return  # the heading alone (at the end), rather than half the order
        for r, row in enumerate(rows):
            if y + font.get_linesize() > area.bottom:
                return
            ahead = lead if inline and r == 0 else 0
            x = area.centerx - (ahead + self._row_width(font, row, sep)) // 2
            if ahead:
                surface.blit(ht, (x, y))
                x += ahead
            for i, (w, on) in enumerate(row):
                t = self._text(w, tiny, "highlight" if on else "text_dim")
                if on:
                    pygame.draw.rect(surface, sc.painter.color("gold_dim"), t.get_rect(topleft=(x, y)).inflate(6, 2),
                                     max(1, round(lay.scale)), border_radius=3)  # fmt: skip
                surface.blit(t, (x, y))
                sc.glossary.mark(surface, w, font, (x, y), sc.painter.color("text_dim"))
                x += t.get_width()
                if i < len(row) - 1 or r < len(rows) - 1:
                    st = self._text(sep, tiny, "text_dim")
                    surface.blit(st, (x, y))
                    x += st.get_width()
            y += font.get_linesize()

    @staticmethod
    def _row_width(font, row, sep: str) -> int:
        return sum(font.size(w)[0] for w, _ in row) + font.size(sep)[0] * max(0, len(row) - 1)
