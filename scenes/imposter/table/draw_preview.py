"""The Imposter Kings' hover preview at the table: which card is shown large, its facts, the values
a face-down card may have, an Army peek and a King's."""

from __future__ import annotations

from dataclasses import replace

import pygame

from scenes.imposter.table.board import PRIVATE
from scenes.imposter.table.hover import card_facts, is_muted
from scenes.imposter.table.party import as_cards, party_get
from scenes.imposter.table.zones import is_card_id
from scenes.table.preview import Said


def facts_said(facts) -> list[Said]:
    """A card's facts as the hover preview says them: its name, value (now and printed),
    keywords, text (dim when Muted) and the notes on where it lies."""
    if facts.current is not None:
        value = f"Value {facts.current} now (printed {facts.value})"
    else:
        value = f"Value {facts.value}"
    parts = [Said(facts.name, "gold", title=True), Said(value)]
    if facts.keywords:
        parts.append(Said(", ".join(facts.keywords), "gold_dim"))
    parts.append(Said(facts.text, "text_dim" if facts.muted else "text"))
    parts += [Said(note, "highlight") for note in facts.notes]
    return parts


class ImposterPreview:
    """The hover preview of ``ImposterDrawer`` (a mixin): the card, its facts and what a hidden card may be."""

    def peeks(self, sp, view) -> bool:
        return sp.slot.zone not in PRIVATE or sp.slot.seat == view["seat"]

    def _preview(self, surface, view, sp) -> None:
        """Hovering your Army's stack opens it above the stack; any other card as shared."""
        lay = self.scene.layout
        mine = sp.slot.seat == view["seat"]
        if sp.slot.zone == "army" and mine and lay.stacked("army", sp.slot.seat) and not sp.token:
            if sp.cid is not None:
                self._army_peek(surface, view)
            return
        super()._preview(surface, view, sp)

    def _facts(self, view, sp):
        sc = self.scene
        mine = sp.slot.seat == view["seat"]
        facts = card_facts(
            view, sc.state.cards, sp.cid, sp.slot.zone, self._values.get(sp.cid), sc.state, mine
        )
        seat = sp.slot.seat
        if sp.slot.zone in ("up", "partner") and seat >= 0:
            # Cutthroat's exchange and the 2v2 take: whose card it was is public.
            taken = as_cards(party_get(view, "taken_from", seat))
            if sp.cid in taken:
                who = "you" if seat == view["seat"] else sc.names[seat]
                note = f"Taken by {who} in the {'exchange' if sc.n == 3 else 'take'}."
                facts = replace(facts, notes=(*facts.notes, note))
        return facts

    def preview_face(self, view, sp, size) -> pygame.Surface:
        facts = self._facts(view, sp)
        return self.scene.painter.face(sp.cid, size, current=facts.current, muted=facts.muted)

    def preview_text(self, view, sp) -> list[Said]:
        return facts_said(self._facts(view, sp))

    def token_preview(self, surface, view, sp) -> None:
        self._king_preview(surface, view, sp)

    def _current_values(self, view) -> dict[int, int]:
        st = self.scene.state
        vals = {int(c): v for c, v in view["values"].items()}
        me = view["seats"][view["seat"]] if view["seat"] >= 0 else None
        ids = []
        if me is not None and isinstance(me["hand"], list):
            ids += me["hand"]
            for z in ("army", "successor", "squire", "dungeon"):
                v = me.get(z)
                ids += v if isinstance(v, list) else [v] if is_card_id(v) else []
        for seat in view["seats"]:
            ids += seat["antechamber"]
            ids += [c for c in seat.get("hand_shown") or [] if is_card_id(c)]
            ids += list(seat.get("exhaust") or [])
        # A local table asks the match; a table online has the view's own values only.
        hand_value = getattr(st, "hand_value", None)
        known = view.get("hand_values") or {}
        for cid in ids:
            vals[cid] = hand_value(cid) if hand_value else known.get(cid, st.cards[cid].value)
        return vals

    def _face_down_values(self, surface, view) -> None:
        """A face-down Condemned or removed card the viewer does not know: its base value
        (all that was said) in a badge at its top left, where a face prints its value."""
        sc = self.scene
        lay = sc.layout
        piles = [(("condemned", s), seat["condemned"]) for s, seat in enumerate(view["seats"])]
        for key, cards in piles + [(("removed", -1), view["removed"])]:
            sprites = sc.board.zones.get(key) or []
            for sp, c in zip(sprites, cards, strict=False):
                if isinstance(c, dict) and not sp.face_up:
                    r = sp.rect
                    rad = max(7, round(r.w * 0.17))
                    at = (r.x + rad + round(r.w * 0.06), r.y + rad + round(r.w * 0.06))
                    pygame.draw.circle(surface, sc.painter.color("back"), at, rad)
                    edge = max(1, round(2 * lay.scale))
                    pygame.draw.circle(surface, sc.painter.color("gold"), at, rad, edge)
                    t = self._text(str(c["value"]), max(9, round(rad * 1.3)), "text", "title")
                    surface.blit(t, t.get_rect(center=at))

    def _names_of_value(self, value: int) -> list[str]:
        from game.imposter.cards import card

        return [n for n in self.scene.state.mode.names if card(n).value == value]

    def _army_peek(self, surface, view) -> None:
        """Hovering your Army's stack: its cards face up in a row above it, for your eyes."""
        sc = self.scene
        lay = sc.layout
        ids = view["seats"][view["seat"]].get("army")
        if not isinstance(ids, list) or not ids:
            return
        cw, ch = lay.card_size("hand", view["seat"])
        gap = round(8 * lay.scale)
        pad = lay.margin
        title = self._text("Your Army (only you see it)", lay.small_px, "gold")
        room = lay.table.w - 2 * pad
        step = min(cw + gap, (room - 2 * pad - cw) / max(1, len(ids) - 1)) if len(ids) > 1 else 0
        w = max(round(cw + step * (len(ids) - 1)), title.get_width()) + 2 * pad
        h = ch + title.get_height() + 3 * pad // 2
        anchor = lay.anchor("army", view["seat"])
        x = min(max(pad, anchor.centerx - w // 2), lay.table.right - pad - w)
        y = max(pad, anchor.y - h - pad)
        surface.blit(self._shade((w, h), (8, 6, 4, 230)), (x, y))
        surface.blit(title, (x + pad, y + pad // 2))
        for i, cid in enumerate(ids):
            card = sc.state.cards[cid]
            cur = self._values.get(cid)
            cur = cur if cur is not None and cur != card.value else None
            face = sc.painter.face(cid, (cw, ch), current=cur, muted=is_muted(view, card))
            surface.blit(face, (round(x + pad + i * step), y + pad + title.get_height()))

    def _king_preview(self, surface, view, sp) -> None:
        """A hovered King: whose it is, its power and whether it is used, in the side panel."""
        from game.imposter.cards import FACETS, KING_TEXT

        sc = self.scene
        lay = sc.layout
        seat = sp.slot.seat
        area = lay.preview_rect
        pad = lay.margin
        facet = view["seats"][seat].get("facet") if 0 <= seat < len(view["seats"]) else None
        text = FACETS.get(facet, KING_TEXT) if facet and facet != "King" else KING_TEXT
        title = f"{sc.names[seat]}'s King" + (" (True King)" if seat == view["true_king"] else "")
        state = (
            "Face up: its power is still to come." if sp.face_up else "Flipped: its power is used."
        )
        font = sc.painter.fonts.get("ui", lay.small_px)
        width = area.w - 2 * pad
        lines = [(ln, "gold", "title", lay.big_px) for ln in self._wrapped(
            sc.painter.fonts.get("title", lay.big_px), lay.big_px, title, width)]  # fmt: skip
        if facet and facet != "King":
            lines.append((facet, "gold_dim", "ui", lay.small_px))
        for ln in self._wrapped(font, lay.small_px, text, width) + [state]:
            lines.append((ln, "text", "ui", lay.small_px))
        box = pygame.Rect(area.x + pad, area.y + pad, width, area.h - 2 * pad)
        bottom = min(area.bottom, box.y + self._lines_height(lines, box.h) + pad)
        self._preview_card(surface, pygame.Rect(area.x, area.y, area.w, bottom - area.y))
        self._draw_lines(surface, lines, box)
