"""Drawing King and Peasant's table: seat names and roles, Town rows, the piles and their
counts, the Era score, the reference cards, and what the hover preview says.

The shared drawer (``scenes.table.draw.TableDrawer``) draws the cards, the prompt, the panel
and the log. Here a face lights the half its holder uses (``bright_half``); the viewer's own
face-down Rebels show their faces to the viewer under a "face down" band; hovering the discard
pile shows every card in it, and a click opens it into a row; hovering a reference card shows
it large.
"""

from __future__ import annotations

import pygame

from game.peasant.cards import ACTION, KING, PEASANT
from scenes.peasant.table.board import bright_half, face_down_rebels
from scenes.peasant.table.log import ROLE_WORDS
from scenes.peasant.table.prompts import DECK_KEY, action_words, ordinal
from scenes.table.base_layer import drawn
from scenes.table.draw import TableDrawer
from scenes.table.layout import CARD_RATIO, Slot
from scenes.table.preview import Said
from scenes.table.prompts import MENU

TYPE_WORDS = {"guard": "Guard", "rebel": "Rebel", "action": "Action"}


class PeasantDrawer(TableDrawer):
    """The table drawn for King and Peasant."""

    # The hover preview's card is as tall and wide as its words leave room for: its face
    # carries both halves' effects, large enough to read there.
    preview_card_share = (0.8, 1.0)

    def viewed(self, view: dict) -> None:
        self._down = face_down_rebels(view)

    def hits(self):
        """The shared hits, and the cards the viewer cannot name whose ways open as buttons
        (a face-down Rebel or the deck to Condemn): keyed -1 - index, or ``DECK_KEY``."""
        out = super().hits()
        sc = self.scene
        if not sc._human_may_act():
            return out
        zones = sc.board.zones
        for zone, ways in sc.prompt.menus.items():
            for i, sp in enumerate(zones.get(zone, [])):
                key = DECK_KEY if zone[0] == "deck" else -1 - i
                if key in ways and sp.cid is None and not sp.leaving:
                    out.append(("card", f"{MENU}{key}", sp.rect, sp))
        return out

    def _prompt_geometry(self):
        """The shared geometry; the deck-place picker (Infiltrate) is laid from the top left
        of its area in rows of four, so "On top" is in the same place whatever the deck's size."""
        buttons, picker = super()._prompt_geometry()
        sc = self.scene
        p = sc.prompt
        if p is None or not picker:
            return buttons, picker
        lay = sc.layout
        area = lay.picker_area()
        if not all(a.startswith("at ") for _, a, _ in picker):
            return buttons, picker
        cols = 4
        g = round(6 * lay.scale)
        rows = -(-len(picker) // cols)
        cell_w = (area.w - g * (cols + 1)) / cols
        cell_h = min(58 * lay.scale, (area.h - g * (rows + 1)) / rows)
        placed = []
        for i, (label, action, _r) in enumerate(picker):
            r, c = divmod(i, cols)
            rect = pygame.Rect(
                round(area.x + g + c * (cell_w + g)),
                round(area.y + g + r * (cell_h + g)),
                round(cell_w),
                round(cell_h),
            )
            placed.append((label, action, rect))
        picker[:] = placed
        return buttons, picker

    def hand_sprites(self):
        """While the cards looked at are put in order, the number keys pick from them."""
        sc = self.scene
        if sc.board.ordering.key is None or sc.prompt is None:
            return super().hand_sprites()
        return [sp for sp in sc.board.zones.get(("look", -1), []) if not sp.leaving]

    def over_cards(self, surface, view) -> None:
        """Each card looked at that is numbered for putting back wears its number (1: on top)."""
        sc = self.scene
        numbers = sc.board.ordering.numbers(view)
        for sp in sc.board.zones.get(("look", -1), []):
            if sp.cid not in numbers or sp.leaving:
                continue
            r = sp.rect
            # Over the King half's type icon (a little larger): clear of the names and text.
            art = sc.painter.art
            ix, iy, ir = art.half_layout(art.half_boxes(r.size)[0], r.w).icon
            radius = max(9, round(ir * 1.3))
            centre = (r.x + round(ix), r.y + round(iy))
            pygame.draw.circle(
                surface, sc.painter.color("ink"), centre, radius + max(1, radius // 6)
            )
            pygame.draw.circle(surface, sc.painter.color("highlight"), centre, radius)
            t = self._text(str(numbers[sp.cid]), round(radius * 1.3), "ink", "title")
            surface.blit(t, t.get_rect(center=centre))

    # ----- faces -------------------------------------------------------------------------------

    def sprite_face(self, sp, view, mark, size) -> pygame.Surface:
        zone, seat = sp.slot.zone, sp.slot.seat
        bright = bright_half(zone, seat, view, sp.cid)
        if zone == "play":
            bright = self._action_half(sp.cid)
        return self.scene.painter.face(
            sp.cid, size, bright=bright, mark=mark, down=sp.cid in self._down
        )

    def face_surface(self, cid: int, view, mark, size) -> pygame.Surface:
        return self.scene.painter.face(cid, size, mark=mark)

    def _action_half(self, cid: int) -> str | None:
        """The half of an Action in play that is being used: the one that is an Action."""
        c = self.scene.state.cards[cid]
        if c.shared:
            return None
        if c.king is not None and c.king.kind == ACTION:
            return KING
        if c.peasant is not None and c.peasant.kind == ACTION:
            return PEASANT
        return None

    def token_surface(self, sp, view, mark, size) -> pygame.Surface:
        role = (
            view["seats"][sp.slot.seat]["role"] if 0 <= sp.slot.seat < len(view["seats"]) else KING
        )
        return self.scene.painter.reference(role, size, mark=mark)

    # ----- labels and the score ------------------------------------------------------------------

    def labels(self, surface, view) -> None:
        sc = self.scene
        lay = sc.layout
        sp = lay.small_px
        tiny = max(9, sp - 3)
        faint = sc.painter.color("gold_dim")
        line = max(1, round(lay.scale))
        for s in range(sc.n):
            seat = view["seats"][s]
            x, y = lay.name_pos(s)
            t = self._text(self._name_label(s, view), lay.font_px, "gold")
            surface.blit(t, (x, y))
            if s == sc.state.current_seat and not sc.state.round_over:
                dot = (x - round(8 * lay.scale), y + t.get_height() // 2)
                drawn(
                    surface,
                    pygame.draw.circle(
                        surface, sc.painter.color("highlight"), dot, max(2, round(4 * lay.scale))
                    ),
                )
            row = lay.town_rows[s]
            guards = seat["role"] == KING
            n = len(seat["town"])
            whose = "Your Town" if s == view["seat"] else f"{sc.names[s]}'s Town"
            what = f"Guards ({n} of 3)" if guards else f"Rebels ({n})"
            # Named above the row, at its left.
            wt = self._text(whose, sp, "gold_dim")
            ty = row.y - lay.label_h + max(0, (lay.label_h - wt.get_height()) // 2)
            surface.blit(wt, (row.x, ty))
            nt = self._text(what, tiny, "text_dim")
            surface.blit(nt, (row.x + wt.get_width() + round(8 * lay.scale), ty + 1))
            if not n:
                r = lay.slot_rect(Slot("town", s, 0, 1))
                drawn(
                    surface,
                    pygame.draw.rect(surface, faint, r, line, border_radius=max(2, r.w // 12)),
                )
        # The piles, each named under itself with its count.
        for rect, label in self.pile_labels(view):
            surface.blit(self._text(label, tiny, "text_dim"), rect)
        if not view["deck"]:
            r = lay.deck_rect
            drawn(
                surface, pygame.draw.rect(surface, faint, r, line, border_radius=max(2, r.w // 12))
            )
        if not view["discard"]:
            r = lay.discard_rect
            drawn(
                surface, pygame.draw.rect(surface, faint, r, line, border_radius=max(2, r.w // 12))
            )

    def pile_labels(self, view) -> list[tuple[pygame.Rect, str]]:
        """Where the deck, the discard pile, the Exiled cards, the cards looked at and the
        Action in play are named."""
        sc = self.scene
        lay = sc.layout
        font = sc.painter.fonts.get("ui", max(9, lay.small_px - 3))
        out = []

        def under(rect: pygame.Rect, label: str) -> None:
            r = pygame.Rect((0, 0), font.size(label))
            r.midtop = (rect.centerx, rect.bottom + 2)
            out.append((r, label))

        def under_row(rect: pygame.Rect, label: str) -> None:
            r = pygame.Rect((0, 0), font.size(label))
            r.topleft = (rect.x, rect.bottom + 2)
            out.append((r, label))

        def above(rect: pygame.Rect, label: str) -> None:
            r = pygame.Rect((0, 0), font.size(label))
            r.bottomleft = (rect.x, rect.y - round(3 * lay.scale))
            out.append((r, label))

        under(lay.deck_rect, f"Deck ({view['deck']})")
        n = len(view["discard"])
        if lay.discard_open:
            # Named above its grid, with what a click does under it; while a choice takes from
            # it the pile stays open, so a click beside it closes nothing.
            how = (
                "click a card to take it"
                if sc.board.discard_for_choice
                else "click beside it to close"
            )
            above(lay.open_row, f"Discard pile ({n}), bottom to top")
            _cw, ch, cols = lay.open_grid(n)
            rows = -(-max(1, n) // cols)
            grid = pygame.Rect(lay.open_row.x, lay.open_row.y, lay.open_row.w, 0)
            grid.h = rows * (ch + round(8 * lay.scale)) - round(8 * lay.scale)
            under_row(grid, how[:1].upper() + how[1:])
        else:
            under(lay.discard_rect, f"Discard ({n})")
        if view["exile"]:
            under(lay.exile_rect, f"Exiled ({len(view['exile'])})")
        if view.get("looking"):
            above(lay.look_row, "You look at (top of the deck first)")
        if view.get("played"):
            under(lay.play_rect, "In play")
        return out

    def _name_label(self, s: int, view) -> str:
        sc = self.scene
        seat = view["seats"][s]
        you = s == view["seat"] and sc.session.is_human(s)
        name = sc.names[s] + (" (you)" if you else "")
        name += f"  -  {ROLE_WORDS[seat['role']]}"
        if s != view["seat"]:
            hand = seat["hand"]
            n = hand if isinstance(hand, int) else len(hand)
            name += f"  -  {n} card{'s' if n != 1 else ''} in hand"
        return name

    def score(self, surface, view) -> None:
        """Eras won per seat, first to 2, the King's name in gold."""
        sc = self.scene
        lay = sc.layout
        sr = lay.score_rect
        row = sr.h // (sc.n + 1)
        target = int(view.get("target", 2))
        t = self._text(f"Eras  (first to {target})  -  Era {view['era']}", lay.small_px, "text_dim")
        surface.blit(t, (sr.x, sr.y))
        keys = self._text("Keys: ? or F1", max(9, lay.small_px - 2), "text_dim")
        if t.get_width() + keys.get_width() + 8 < sr.w:
            surface.blit(keys, keys.get_rect(topright=(sr.right, sr.y)))
        for s in range(sc.n):
            y = sr.y + row * (s + 1)
            seat = view["seats"][s]
            king = seat["role"] == KING
            label = f"{sc.names[s]} ({ROLE_WORDS[seat['role']]})"
            nt = self._text(label, lay.small_px, "gold" if king else "text")
            surface.blit(nt, (sr.x, y + (row - nt.get_height()) // 2))
            pip = max(3, round(row * 0.22))
            x0 = sr.right - target * (2 * pip + round(3 * lay.scale)) - round(36 * lay.scale)
            for i in range(target):
                c = (x0 + i * (2 * pip + round(3 * lay.scale)) + pip, y + row // 2)
                if i < seat["score"]:
                    pygame.draw.circle(surface, sc.painter.color("gold"), c, pip)
                else:
                    pygame.draw.circle(
                        surface, sc.painter.color("gold_dim"), c, pip, max(1, round(lay.scale))
                    )
            st_ = self._text(f"{seat['score']}/{target}", lay.small_px, "text")
            surface.blit(st_, (sr.right - st_.get_width(), y + (row - st_.get_height()) // 2))

    def _dim_zones(self) -> set[str]:
        p = self.scene.prompt
        if p is None or not self.scene._human_may_act():
            return set()
        return {zone for zone, _seat in p.zones} | {zone for zone, _seat in p.menus}

    def action_words(self, action: str, view) -> str:
        if view["seat"] < 0:
            return action
        words = action_words(action, view, self.scene.state)
        return words[:1].lower() + words[1:]

    def picker_entry(self, surface, p, label, action, rect, hover, hinted) -> None:
        """A picker entry's words, wrapped to its button (two lines at the most)."""
        lay = self.scene.layout
        self._button(surface, rect, "", hover, hinted)
        px = lay.small_px
        font = self.scene.painter.fonts.get("ui", px)
        lines = self._wrapped(font, px, label, rect.w - round(10 * lay.scale))
        while len(lines) > 2 and px > 9:
            px -= 1
            font = self.scene.painter.fonts.get("ui", px)
            lines = self._wrapped(font, px, label, rect.w - round(10 * lay.scale))
        lh = font.get_linesize()
        y = rect.centery - lh * min(2, len(lines)) // 2
        for ln in lines[:2]:
            t = self._text(ln, px, "button_text")
            surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
            y += lh

    # ----- bubbles ------------------------------------------------------------------------

    def _bubbles(self, surface) -> None:
        """Each seat's words ("Seen.", "Reassemble!") where the layout puts them: clear
        of the prompt, its buttons and any picker."""
        sc = self.scene
        lay = sc.layout
        clock = sc.board.clock
        for b in sc.board.bubbles:
            if b.start > clock:
                continue
            t = self._text(b.text, lay.big_px, "ink", "title")
            size = (t.get_width() + round(22 * lay.scale), t.get_height() + round(10 * lay.scale))
            r = lay.bubble_rect(b.seat, size, self._name_width(b.seat))
            pygame.draw.rect(surface, sc.painter.color("parchment"), r, border_radius=r.h // 2)
            pygame.draw.rect(
                surface,
                sc.painter.color("gold_dim"),
                r,
                max(1, round(2 * lay.scale)),
                border_radius=r.h // 2,
            )
            surface.blit(t, t.get_rect(center=r.center))

    def _name_width(self, seat: int) -> int:
        view = self.view()
        if not 0 <= seat < len(view["seats"]):
            return 0
        return self._text(
            self._name_label(seat, view), self.scene.layout.font_px, "gold"
        ).get_width()

    # ----- the hover preview -------------------------------------------------------------------

    def peeks(self, sp, view) -> bool:
        return sp.cid is not None

    def preview_face(self, view, sp, size) -> pygame.Surface:
        """The card large, without the "face down" band (the words under it say so): the band
        would cover the King half's text."""
        zone, seat = sp.slot.zone, sp.slot.seat
        bright = bright_half(zone, seat, view, sp.cid)
        if zone == "play":
            bright = self._action_half(sp.cid)
        return self.scene.painter.face(sp.cid, size, bright=bright)

    def preview_text(self, view, sp) -> list[Said]:
        """The card's name, then each half's name, type and keywords (the half its holder uses
        lit): the effects themselves are on the face, drawn large enough to read."""
        c = self.scene.state.cards[sp.cid]
        bright = bright_half(sp.slot.zone, sp.slot.seat, view, sp.cid)
        parts = [Said(c.name, "gold", title=True)]
        if sp.cid in self._down:
            parts.append(Said("Face down in your Town: only you see it.", "gold_dim"))
        halves = [(KING, c.king)] if c.shared else [(KING, c.king), (PEASANT, c.peasant)]
        for role, half in halves:
            who = "Either side" if c.shared else ("King" if role == KING else "Peasant")
            if half is None:
                parts.append(Said(f"{who}: no use (a blank half)", "text_dim"))
                continue
            kw = f", {', '.join(half.keywords)}" if half.keywords else ""
            head = f"{who}: {half.name} ({TYPE_WORDS.get(half.kind, half.kind)}{kw})"
            parts.append(Said(head, "highlight" if bright in (None, role) else "text_dim"))
        return parts

    def _preview(self, surface, view, sp) -> None:
        if sp.slot.zone == "discard" and not self.scene.layout.discard_open and view["discard"]:
            self._pile_preview(surface, view, view["discard"], "The discard pile, top first")
            return
        if sp.slot.zone == "deck":
            self._deck_preview(surface, view)
            return
        super()._preview(surface, view, sp)

    def deck_lines(self, view) -> list[str]:
        """What the viewer knows of the deck: its count, the places it has seen, and (for the
        King) how many of the Assassin and the Decoy may lie in it."""
        cards = self.scene.state.cards
        n = int(view["deck"])
        lines = [f"The deck: {n} card{'s' if n != 1 else ''}, face down."]
        known = sorted(view.get("deck_known") or [])
        for pos, cid in known:
            lines.append(f"You know the {ordinal(pos)} card: the {cards[cid].name}.")
        specials = view.get("deck_specials")
        if specials is not None:
            lo, hi = specials
            if hi == 0:
                lines.append("Neither the Assassin nor the Decoy is in it.")
            elif lo == hi:
                lines.append(
                    f"{'One' if lo == 1 else 'Both'} of the Assassin and the Decoy lie in it."
                )
            else:
                lines.append(f"Between {lo} and {hi} of the Assassin and the Decoy may lie in it.")
        return lines

    def _deck_preview(self, surface, view) -> None:
        sc = self.scene
        lay = sc.layout
        area = lay.preview_rect
        pad = lay.margin
        font = sc.painter.fonts.get("ui", lay.small_px)
        title = sc.painter.fonts.get("title", lay.big_px)
        lines = [
            (ln, "gold", "title", lay.big_px)
            for ln in self._wrapped(
                title, lay.big_px, "What you know of the deck", area.w - 2 * pad
            )
        ]
        for text in self.deck_lines(view):
            for ln in self._wrapped(font, lay.small_px, text, area.w - 2 * pad):
                lines.append((ln, "text", "ui", lay.small_px))
        box = pygame.Rect(area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad)
        bottom = min(area.bottom, box.y + self._lines_height(lines, box.h) + pad)
        self._preview_card(surface, pygame.Rect(area.x, area.y, area.w, bottom - area.y))
        self._draw_lines(surface, lines, box)

    def token_preview(self, surface, view, sp) -> None:
        """A reference card, large in the side panel."""
        sc = self.scene
        lay = sc.layout
        area = lay.preview_rect
        pad = lay.margin
        seat = sp.slot.seat
        role = view["seats"][seat]["role"]
        h = min(area.h - 2 * pad, round((area.w - 2 * pad) / CARD_RATIO))
        w = round(h * CARD_RATIO)
        self._preview_card(surface, area)
        face = sc.painter.reference(role, (w, h))
        surface.blit(face, face.get_rect(midtop=(area.centerx, area.y + pad)))

    def _pile_preview(self, surface, view, ids, title: str) -> None:
        """Every card of a pile as faces in the side panel, top first, in the rows and columns
        that draw them largest."""
        sc = self.scene
        lay = sc.layout
        area = lay.preview_rect
        pad = lay.margin
        t = self._text(title, lay.small_px, "gold")
        top = area.y + pad + t.get_height() + pad // 2
        n = max(1, len(ids))
        room_w, room_h = area.w - 2 * pad, area.bottom - pad - top

        def width(cols: int) -> float:
            rows = -(-n // cols)
            return min(
                (room_w - (cols - 1) * 4) / cols, (room_h - (rows - 1) * 4) / rows * CARD_RATIO
            )

        cols = max(range(1, n + 1), key=width)
        cw = width(cols)
        ch = cw / CARD_RATIO
        bottom = round(top + -(-n // cols) * (ch + 4)) + pad
        self._preview_card(
            surface, pygame.Rect(area.x, area.y, area.w, min(area.h, bottom - area.y))
        )
        surface.blit(t, (area.x + pad, area.y + pad))
        for i, cid in enumerate(reversed(ids)):
            r, c = divmod(i, cols)
            face = sc.painter.face(cid, (round(cw), round(ch)))
            surface.blit(face, (round(area.x + pad + c * (cw + 4)), round(top + r * (ch + 4))))
