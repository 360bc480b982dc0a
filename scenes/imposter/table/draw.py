"""Drawing The Imposter Kings' table: its labels, score track, Throne, badges and previews.

The shared drawer (``scenes.table.draw.TableDrawer``) draws the cards, the prompt, the panel
and the log; this adds seat names and zone labels, the score track, the Throne's glow and
value badge, the Mystic's note, the name and number pickers, each King, and the hover facts.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from scenes.imposter.table.board import PRIVATE
from scenes.imposter.table.hover import card_facts, is_muted
from scenes.imposter.table.labels import row_labels
from scenes.imposter.table.merc import merc_action_words
from scenes.imposter.table.names import name_lines, name_parts
from scenes.imposter.table.party import as_cards, party_action_words, party_get
from scenes.imposter.table.prompts import button_words
from scenes.table.draw import TableDrawer
from scenes.table.layout import Slot
from scenes.table.preview import Said


def _is_id(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class ImposterDrawer(TableDrawer):
    """The table drawn for The Imposter Kings."""

    def viewed(self, view: dict) -> None:
        self._values = self._current_values(view)

    def token_hits(self, p) -> list:
        if not p.king:
            return []
        king = self.scene.board.kings.get(self.scene.viewer)
        return [] if king is None else [("king", p.king, king.rect, king)]

    def _sprite(self, surface, sp, view, mark, raise_px) -> None:
        """The Assassin's catch lies on a dark cloth over the Court, under its title."""
        if sp.slot.zone == "keep" and sp.slot.index == 0 and not sp.leaving:
            self._keep_cloth(surface)
        super()._sprite(surface, sp, view, mark, raise_px)

    def _keep_cloth(self, surface) -> None:
        sc = self.scene
        lay = sc.layout
        n = lay.counts.get(("keep", -1), 0)
        if not n:
            return
        rects = [lay.slot_rect(Slot("keep", -1, i, n)) for i in range(n)]
        area = rects[0].unionall(rects[1:])
        title = self._text("The Assassin's catch: keep one in secret", lay.small_px, "gold")
        pad = lay.margin
        box = area.inflate(2 * pad, 2 * pad)
        box.y -= title.get_height() + pad // 2
        box.h += title.get_height() + pad // 2
        box.w = max(box.w, title.get_width() + 2 * pad)
        box.centerx = area.centerx
        surface.blit(self._shade(box.size, (8, 6, 4, 225)), box)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + pad // 2)))

    def dimmed_seats(self, view) -> set[int]:
        """Knocked-out seats (three and four players): their cards lie dimmed."""
        return {s for s, seat in enumerate(view["seats"]) if seat.get("out")}

    def _dim_zones(self) -> set[str]:
        p = self.scene.prompt
        if p is None or not self.scene._human_may_act():
            return set()
        if p.antechamber or p.condemned:
            return {"hand", "antechamber", "condemned"}
        if p.hand or p.plays:
            return {"hand"}
        if p.court:
            return {"court"}
        return set()

    def face_surface(self, cid: int, view, mark, size) -> pygame.Surface:
        """A face with its current value when it differs from the printed one, and Muted."""
        sc = self.scene
        card = sc.state.cards[cid]
        cur = self._values.get(cid)
        cur = cur if cur is not None and cur != card.value else None
        if cid in view["disgraced"]:
            cur = None  # still turning face down: its face shows what it was
        return sc.painter.face(cid, size, current=cur, muted=is_muted(view, card), mark=mark)

    def token_surface(self, sp, view, mark, size) -> pygame.Surface:
        seat = view["seats"][sp.slot.seat] if 0 <= sp.slot.seat < len(view["seats"]) else {}
        return self.scene.painter.king(
            size, true_king=sp.slot.seat == view["true_king"], face_up=sp.face_up, mark=mark,
            facet=seat.get("facet"),
        )  # fmt: skip

    def picker_entry(self, surface, p, label, action, rect, hover, hinted) -> None:
        """A card name drawn as its card, or a number with the cards it would Mute."""
        sc = self.scene
        lay = sc.layout
        if p.picker_kind == "names":
            face = sc.painter.name_face(label, rect.size)
            surface.blit(face, rect)
            if hover or hinted:
                pygame.draw.rect(
                    surface, sc.painter.color("highlight"), rect, max(2, round(3 * lay.scale)),
                    border_radius=max(2, rect.w // 12),
                )  # fmt: skip
            return
        self._button(surface, rect, "", hover, hinted)
        num = self._text(label, lay.big_px, "button_text", "title")
        surface.blit(num, num.get_rect(midtop=(rect.centerx, rect.y + round(4 * lay.scale))))
        # Which cards the number would Mute, so the choice reads in card names.
        y = rect.y + num.get_height() + round(6 * lay.scale)
        for name in self._names_of_value(int(label)):
            t = self._text(name, max(8, lay.small_px - 3), "text_dim")
            if y + t.get_height() > rect.bottom:
                break
            surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
            y += t.get_height()

    def score(self, surface, view) -> None:
        """Each seat's score out of the match's target (7, or a house rule's fewer) as pips
        (in 2v2 each team's, the partners' names together), the True King's name in gold;
        with three or four seats, the direction of play under them."""
        sc = self.scene
        lay = sc.layout
        sr = lay.score_rect
        rows = score_rows(view, sc.names, getattr(sc.state.mode, "teams", ()))
        row = lay.score_row
        target = sc.state.match_target  # 7, or fewer by the house rule
        t = self._text(f"Score  (first to {target})", lay.small_px, "text_dim")
        surface.blit(t, (sr.x, sr.y))
        keys = self._text("Keys: ? or F1", max(9, lay.small_px - 2), "text_dim")
        surface.blit(keys, keys.get_rect(topright=(sr.right, sr.y)))
        pip = max(3, round(row * 0.22))
        step = 2 * pip + round(3 * lay.scale)
        teams = score_lines(sc.state.mode) == 2
        y = sr.y + row
        for name, score, seats in rows:
            out = all(view["seats"][s]["out"] for s in seats)
            colour = "gold" if view["true_king"] in seats else "text_dim" if out else "text"
            st_ = self._text(f"{score}/{target}", lay.small_px, "text")
            x0 = sr.right - target * step - round(36 * lay.scale)
            if teams:
                # 2v2: the partners' names on a line of their own, the pips under them, so a
                # newcomer reads who plays with whom at every size.
                nt = self._text(*self._fit_size(name, lay.small_px, sr.w), colour)
                surface.blit(nt, (sr.x, y + (row - nt.get_height()) // 2))
                y += row
            else:
                nt = self._text(self._fit(name, lay.small_px, x0 - sr.x - 4), lay.small_px, colour)
                surface.blit(nt, (sr.x, y + (row - nt.get_height()) // 2))
            for i in range(target):
                c = (x0 + i * step + pip, y + row // 2)
                if i < score:
                    pygame.draw.circle(surface, sc.painter.color("gold"), c, pip)
                else:
                    pygame.draw.circle(
                        surface, sc.painter.color("gold_dim"), c, pip, max(1, round(lay.scale))
                    )
            surface.blit(st_, (sr.right - st_.get_width(), y + (row - st_.get_height()) // 2))
            y += row
        if sc.n > 2:
            way, order = direction_words(view, sc.names).split(": ", 1)
            r = max(4, round(row * 0.3))
            x = sr.x + 2 * r + round(8 * lay.scale)
            centre = (sr.x + r + 1, y + row // 2)
            ring_mark(surface, centre, r, view.get("direction") or 1, sc.painter.color("gold"),
                      max(1, round(1.5 * lay.scale)))  # fmt: skip
            if view.get("decision") in BEFORE_DIRECTION:
                # The True King has not chosen the first player and the direction yet.
                way, order = (
                    "",
                    (
                        "The True King chooses the direction"
                        if view.get("decision") == "direction"
                        else "The True King chooses who starts and the direction"
                    ),
                )
            t = self._text(f"Play goes {way.lower()}" if way else "Play: not set yet",
                           lay.small_px, "text")  # fmt: skip
            surface.blit(t, (x, y + (row - t.get_height()) // 2))
            # The turn order on up to two lines (four long names do not fit on one).
            # (Smaller, down to the table's smallest size, before anything is cut.)
            px = lay.small_px
            while True:
                font = sc.painter.fonts.get("ui", px)
                lines = self._wrapped(font, px, order, sr.right - x)
                if len(lines) <= ORDER_LINES or px <= max(9, lay.small_px - 3):
                    break
                px -= 1
            if len(lines) > ORDER_LINES:
                lines = lines[: ORDER_LINES - 1] + [
                    self._fit(" ".join(lines[ORDER_LINES - 1 :]), px, sr.right - x)
                ]
            for k, ln in enumerate(lines):
                t = self._text(ln, px, "text_dim")
                surface.blit(t, (x, y + row * (k + 1) + (row - t.get_height()) // 2))

    def _fit_size(self, text: str, px: int, width: int, least: int | None = None):
        """``text`` and the largest font size from ``px`` down to ``least`` (by default the
        table's smallest at the normal text size) at which it fits ``width``; cut with an
        ellipsis only when even that is too wide (a long name at 1024x640 stays whole,
        smaller, rather than "Pl..."; play-test finding)."""
        smallest = least or max(9, self.scene.layout.normal_px(14) - 3)
        fonts = self.scene.painter.fonts
        for size in range(px, smallest - 1, -1):
            if fonts.get("ui", size).size(text)[0] <= width:
                return text, size
        return self._fit(text, smallest, width), smallest

    def _fit(self, text: str, px: int, width: int) -> str:
        """``text`` cut with an ellipsis to ``width`` pixels, when it is wider."""
        font = self.scene.painter.fonts.get("ui", px)
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "\u2026")[0] > width:
            text = text[:-1]
        return text.rstrip() + "\u2026"

    def action_words(self, action: str, view) -> str:
        sc = self.scene
        told = merc_action_words(action, view, sc.state.cards, sc.names)
        if told is None:
            told = party_action_words(action, view, sc.state.cards, sc.names)
        if told is not None:
            return told
        words = _action_words(action)
        if words == action and view["seat"] >= 0:
            # An expansion action: the words its button says.
            label = button_words(action, view, self.scene.state.cards, self.scene.names)
            words = label[:1].lower() + label[1:]
        return words

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
                ids += v if isinstance(v, list) else [v] if _is_id(v) else []
        for seat in view["seats"]:
            ids += seat["antechamber"]
            ids += [c for c in seat.get("hand_shown") or [] if _is_id(c)]
            ids += list(seat.get("exhaust") or [])
        for cid in ids:
            vals[cid] = st.hand_value(cid)
        return vals

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
                    pygame.draw.rect(surface, faint, r, line, border_radius=max(2, r.w // 12))
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
                pygame.draw.circle(surface, sc.painter.color("highlight"), dot, radius)
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

    def under_cards(self, surface, view) -> None:
        """The Throne's glow."""
        sc = self.scene
        if not view["court"]:
            return
        lay = sc.layout
        throne = sc.board.zones.get(("court", -1))
        if not throne:
            return
        sp = throne[-1]
        r = sp.rect
        key = (r.size, lay.size)
        if not self._glow or self._glow[0] != key:
            w, h = round(r.w * 1.9), round(r.h * 1.5)
            g = pygame.Surface((w, h), pygame.SRCALPHA)
            gold = sc.painter.color("highlight")
            for i in range(12):
                t = i / 11
                e = pygame.Rect(0, 0, round(w * (1 - 0.6 * t)), round(h * (1 - 0.6 * t)))
                e.center = (w // 2, h // 2)
                pygame.draw.ellipse(g, (*gold, round(8 + 10 * t)), e)
            self._glow = (key, g)
        g = self._glow[1]
        surface.blit(g, g.get_rect(center=r.center))

    def over_cards(self, surface, view) -> None:
        """The Throne's current value, when it differs from the printed one; the Mystic's note."""
        sc = self.scene
        lay = sc.layout
        court = view["court"]
        if court:
            throne = court[-1]
            printed = sc.state.cards[throne].value
            cur = view["values"].get(throne, printed)
            if cur != printed and throne not in view["disgraced"]:
                r = lay.throne_badge(len(court))
                pygame.draw.circle(surface, sc.painter.color("back"), r.center, r.w // 2)
                pygame.draw.circle(
                    surface,
                    sc.painter.color("gold"),
                    r.center,
                    r.w // 2,
                    max(1, round(2 * lay.scale)),
                )
                t = self._text(str(cur), lay.big_px, "text", "title")
                surface.blit(t, t.get_rect(center=r.center))
                small = self._text(f"printed {printed}", max(9, lay.small_px - 2), "text_dim")
                at = small.get_rect(midtop=(r.centerx, r.bottom + 2))
                at.x = max(at.x, r.x)  # (wider than the badge: from its left, off the Throne)
                surface.blit(small, at)
        if view["mystic"] is not None:
            t = self._text(
                f"Mystic: base value {view['mystic']} is Muted (counts as 3)",
                lay.small_px,
                "highlight",
            )
            # Over the middle of the Court, clear of the Court's name and the Accused's at
            # its left, and within the middle of the table.
            x = lay.court_row.centerx - t.get_width() // 2
            court = self._court_label(view)
            left = lay.court_row.x if court is None else court.right + round(10 * lay.scale)
            x = max(left, min(x, lay.centre.right - lay.margin - t.get_width()))
            surface.blit(t, (x, lay.court_row.y - t.get_height() - round(22 * lay.scale)))

        self._face_down_values(surface, view)

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


ORDER_LINES = 2  # rows the score track gives the turn order with three and four seats
# The setup decisions of three and four players that come before the True King sets the first
# player and the direction of play (the score track does not claim one yet).
BEFORE_DIRECTION = frozenset(
    ("reveal", "exchange_first", "exchange", "partner_card", "first", "direction")
)


def score_lines(mode) -> int:
    """Rows of the score track per entry: two in 2v2 (the partners' names, then the pips)."""
    return 2 if getattr(mode, "teams", ()) else 1


def score_track_rows(mode, seats: int) -> int:
    """Every row of the score track: its title, the entries, and with three or four seats the
    direction of play and the turn order."""
    teams = getattr(mode, "teams", ()) or ()
    entries = len(set(teams)) if teams else seats
    extra = 1 + ORDER_LINES if seats > 2 else 0
    return 1 + entries * score_lines(mode) + extra


def score_rows(view: dict, names: list[str], teams=()) -> list[tuple[str, int, tuple[int, ...]]]:
    """The score track's rows: (words, score, seats), one per seat, or with ``teams`` (2v2)
    one per team (partners always hold equal scores), the viewer's team first."""
    seats = view["seats"]
    teams = tuple(view.get("teams") or teams or ())
    if not teams:
        return [(names[s], seats[s]["score"], (s,)) for s in range(len(seats))]
    order: list[int] = []
    first = teams[view["seat"]] if view["seat"] >= 0 else teams[0]
    for t in [first] + [t for t in teams if t != first]:
        if t not in order:
            order.append(t)
    out = []
    for t in order:
        members = tuple(s for s in range(len(seats)) if teams[s] == t)
        words = " & ".join(names[s] for s in members)
        out.append((words, seats[members[0]]["score"], members))
    return out


def direction_words(view: dict, names: list[str]) -> str:
    """The direction of play in words, with the turn order from the round's first player:
    "Clockwise: Ana, Bob, Cleo"."""
    n = len(view["seats"])
    d = view.get("direction") or 1
    first = view.get("first")
    first = first if isinstance(first, int) and 0 <= first < n else 0
    order = [(first + d * k) % n for k in range(n)]
    viewer = view["seat"]
    who = ["you" if s == viewer else names[s] for s in order]
    return f"{'Clockwise' if d > 0 else 'Counter-clockwise'}: {', '.join(who)}"


def ring_mark(surface, centre, radius: int, direction: int, colour, width: int) -> None:
    """A ring with an arrowhead: the direction of play (clockwise when ``direction`` > 0)."""
    import math

    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = centre
    pygame.draw.arc(surface, colour, rect, math.radians(100), math.radians(440), width)
    # The arrowhead at the top of the ring, pointing the way play goes (screen y points down).
    cx, cy = centre
    tip_x = cx + (radius * 0.6 if direction > 0 else -radius * 0.6)
    top = cy - radius
    back = cx - (radius * 0.3 if direction > 0 else -radius * 0.3)
    pts = [(tip_x, top), (back, top - radius * 0.45), (back, top + radius * 0.45)]
    pygame.draw.polygon(surface, colour, pts)


def _action_words(text: str) -> str:
    verb, _, arg = text.partition(" ")
    arg = arg.partition("@")[0]
    words = {
        "play": f"play the {arg}",
        "flip": "flip your King",
        "take": f"take the {arg}",
        "name": f"name {arg}" if arg.isdigit() else f"name the {arg}",
        "pass": "pass",
        "react": f"reveal the {arg}",
        "successor": f"make the {arg} your Successor",
        "dungeon": f"put the {arg} in your Dungeon",
        "mulligan": "call a mulligan",
        "disgrace": f"Disgrace the {arg}",
        "done": "stop",
        "antechamber": f"put the {arg} in your Antechamber",
        "exchange": f"exchange the {arg}" if arg else "exchange with the Accused",
        "give": f"give the {arg}",
        "choose": "choose that player",
        "remove": f"remove the {arg}",
        "first": "choose who goes first",
    }
    return words.get(verb, text)


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
