"""Drawing Usurp the King's table: the seat plaques, the turn order cards and marker, each
Court Member's loyalty marker, influence counts and controller, the Rebellion's order with the
step resolving now, the king-maker's note, the families' track in the side panel, and what the
hover preview says.

The shared drawer (``scenes.table.draw.TableDrawer``) draws the cards, the prompt, the panel and
the log. A member the view shows dead is drawn alive until its kill is animated
(``UsurpBoard.dying``); the card resolving now is ringed (``UsurpBoard.spotlit``).
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.usurp.data import (
    CARD_TEXT,
    FAMILIES,
    MEMBER_NAME,
    PLACED_PER_PLAYER,
    PLACED_PER_TEAM_PLAYER,
    RESOLUTION_ORDER,
)
from scenes.render.card_tools import wrap
from scenes.table.draw import TableDrawer
from scenes.table.layout import Slot
from scenes.usurp.table.board import card_family
from scenes.usurp.table.layout import MEMBER_ID
from scenes.usurp.table.prompts import action_words, family_words, king_maker_words

RUNG_WORDS = {
    "usurper": "Usurper victory",
    "king": "the King",
    "heir": "the Heir",
    "bastard": "the Bastard",
    "court": "the Court",
    "anarchy": "Anarchy",
    "nobody": "nobody",
}


def seat_family(view: dict, seat: int) -> int:
    fams = view.get("families") or []
    return fams[seat] if 0 <= seat < len(fams) else 0


def team_letter(view: dict, seat: int) -> str:
    """ "A" or "B" for a seat of the team game (the A player holds the reference card), else ""."""
    if not view.get("teams"):
        return ""
    return "A" if seat == seat_family(view, seat) else "B"


def partner_of(view: dict, seat: int) -> int | None:
    if not view.get("teams"):
        return None
    fam = seat_family(view, seat)
    others = [s for s, f in enumerate(view["families"]) if f == fam and s != seat]
    return others[0] if others else None


class UsurpDrawer(TableDrawer):
    """The table drawn for Usurp the King."""

    # ----- faces -------------------------------------------------------------------------------

    def sprite_face(self, sp, view, mark, size) -> pygame.Surface:
        if sp.slot.zone == "court":
            number = sp.cid - MEMBER_ID
            return self.scene.painter.member(number, size, dead=self._dead(view, number), mark=mark)
        return self.face_surface(sp.cid, view, mark, size)

    def face_surface(self, cid: int, view, mark, size) -> pygame.Surface:
        if cid is not None and cid >= MEMBER_ID:
            number = cid - MEMBER_ID
            return self.scene.painter.member(number, size, dead=self._dead(view, number), mark=mark)
        return self.scene.painter.face(cid, size, mark=mark)

    def back_surface(self, sp, view, mark, size) -> pygame.Surface:
        fam = sp.cid // 10 if sp.cid is not None and sp.cid < MEMBER_ID else None
        if fam is None:
            fam = card_family(view, sp.slot.zone, sp.slot.seat)
        return self.scene.painter.back(size, lying_down=sp.lies_down, mark=mark, family=fam)

    def warm(self, view) -> None:
        return None  # every surface is cached at first draw; the art's own cache is shared

    def _dead(self, view, number: int) -> bool:
        m = self._member(view, number)
        return m is not None and not m["alive"] and not self.scene.board.dying(number)

    @staticmethod
    def _member(view, number: int) -> dict | None:
        return next((m for m in view["members"] if m["number"] == number), None)

    # ----- labels (cached with the view) ---------------------------------------------------------

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
        pygame.draw.rect(surface, (20, 16, 12), r, border_radius=radius)
        edge = sc.painter.color("highlight") if mover else sc.painter.family_color(fam)
        pygame.draw.rect(surface, edge, r, max(1, round((3 if mover else 1.5) * lay.scale)),
                         border_radius=radius)  # fmt: skip
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
                pygame.draw.rect(surface, sc.painter.color("highlight"), cell, max(1, round(lay.scale)),
                                 border_radius=3)  # fmt: skip
            surface.blit(shield, (x, r.y + 1))
            surface.blit(t, (x + shield.get_width() + 1, r.y + 1 + (sh - t.get_height()) // 2))
            x += w + gap

    # ----- drawn over the cards every frame ------------------------------------------------------

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

    # ----- the side panel ------------------------------------------------------------------------

    def score(self, surface, view) -> None:
        """Per family in play: its shield, name, players and how many members it controls."""
        sc = self.scene
        lay = sc.layout
        sr = lay.score_rect
        k = len(view.get("family_names") or [])
        row = sr.h // (k + 1)
        head = "Families: members controlled"
        surface.blit(self._fit_text(head, lay.small_px, sr.w, "text_dim"), (sr.x, sr.y))
        control = {}
        for m in view["members"]:
            c = m.get("controller")
            if c is not None and m["alive"]:
                control[c] = control.get(c, 0) + 1
        winner = (view.get("result") or {}).get("winner") if view.get("phase") == "over" else None
        win_fam = seat_family(view, winner) if isinstance(winner, int) else None
        for f in range(k):
            y = sr.y + row * (f + 1)
            sh = max(9, row - 4)
            surface.blit(sc.painter.shield(f, (round(sh * 0.85), sh)), (sr.x, y + 2))
            seats = [s for s in range(sc.n) if seat_family(view, s) == f]
            color = "highlight" if f == win_fam else "text"
            nt = self.family_label(f, seats, sr.w - round(sh * 0.85) - round(40 * lay.scale), color)
            surface.blit(nt, (sr.x + round(sh * 0.85) + 4, y + (row - nt.get_height()) // 2))
            ct = self._text(str(control.get(f, 0)), lay.small_px, "gold")
            surface.blit(ct, (sr.right - ct.get_width(), y + (row - ct.get_height()) // 2))

    def family_label(self, f: int, seats: list[int], width: int, color: str) -> pygame.Surface:
        """ "Sylvestre: Bob & Count Aldric" in ``width``: whole at the panel's size or up to
        two pixels smaller, else each name by its last word ("Bob & Aldric"), and only then
        cut (a team's two names ran off the panel, playtest F20)."""
        sc = self.scene
        px = sc.layout.small_px
        least = sc.layout.least_px
        names = [sc.names[s] for s in seats]
        options = [f"{FAMILIES[f]}: {' & '.join(names)}"]
        options.append(
            f"{FAMILIES[f]}: {' & '.join(n.split()[-1] if n.split() else n for n in names)}"
        )
        for text in options:
            for size in (px, px - 1, px - 2):
                if size >= least and sc.painter.fonts.get("ui", size).size(text)[0] <= width:
                    return self._text(text, size, color)
        return self._fit_text(options[-1], max(least, px - 2), width, color)

    def match_over_words(self, view) -> str:
        board = self.scene.board
        if board.busy and not board.resting():
            return "The Rebellion resolves: each card in its turn"
        words = self._winner_words(view)
        return f"{words} Click to see the result." if board.resting() else words

    def _prompt(self, surface, view, hint_action) -> None:
        words = self.playing_out_words(view)
        if words:
            self._prompt_text(surface, words)
            return
        super()._prompt(surface, view, hint_action)

    def playing_out_words(self, view) -> str | None:
        """While the Rebellion's cards play out and nobody at the screen is asked anything,
        what is resolving (rather than "... is thinking" for a step that only plays out)."""
        sc = self.scene
        st = sc.state
        if sc.curtain or st.match_over or view.get("phase") != "rebellion":
            return None
        if not sc.board.busy or sc._human_may_act():
            return None
        seat = st.current_seat
        if seat is not None and sc.session.is_human(seat):
            return None
        cid = sc.board.spotlit()
        for m in view["members"]:
            for c in m["cards"]:
                if c["id"] == cid:
                    family = c["label"].partition(" ")[0]
                    return f"The Rebellion: {family}'s {c['type']} by the {m['name']} resolves"
        if getattr(st, "stage", None) != "resolve":
            return None
        return "The Rebellion resolves: each card in its turn"

    def _winner_words(self, view) -> str:
        result = view.get("result") or {}
        fam = result.get("family")
        rung = RUNG_WORDS.get(result.get("rung", ""), result.get("rung", ""))
        if not fam:
            return "Nobody wins: no family controls the Anarchist."
        seats = result.get("winners") or []
        who = " and ".join(self.scene.names[s] for s in seats if 0 <= s < self.scene.n)
        return f"{fam} wins by {rung}" + (f" ({who})" if who else "") + "."

    def round_over_words(self, view) -> str:
        return self.match_over_words(view)

    def action_words(self, action: str, view) -> str:
        words = action_words(action, view)
        return words[:1].lower() + words[1:]

    def _dim_zones(self) -> set[str]:
        p = self.scene.prompt
        if p is None or not self.scene._human_may_act():
            return set()
        return {zone for zone, _seat in p.zones} | {zone for zone, _seat in p.menus}

    # ----- the hover preview -----------------------------------------------------------------------

    def peeks(self, sp, view) -> bool:
        return sp.cid is not None

    def preview_lines(self, view, sp, width: int) -> list[tuple[str, str, str, int]]:
        sc = self.scene
        lay = sc.layout
        font = sc.painter.fonts.get("ui", lay.small_px)
        px = lay.small_px
        out: list[tuple[str, str, str, int]] = []

        def para(text: str, color: str = "text") -> None:
            for ln in self._wrapped(font, px, text, width):
                out.append((ln, color, "ui", px))

        def heading(text: str) -> None:
            # Wrapped like the rest: "Hayhurst's Conspiracy" is wider than a narrow panel.
            big = sc.painter.fonts.get("title", lay.big_px)
            for ln in self._wrapped(big, lay.big_px, text, width):
                out.append((ln, "gold", "title", lay.big_px))

        if sp.cid >= MEMBER_ID:
            number = sp.cid - MEMBER_ID
            m = self._member(view, number) or {}
            title = f" ({m['title']})" if m.get("title") else ""
            heading(f"{number}. {MEMBER_NAME[number]}{title}")
            state = "dead" if not m.get("alive", True) else (
                "no marker (the King)" if m.get("disgruntled") is None
                else "disgruntled" if m["disgruntled"] else "loyal"
            )  # fmt: skip
            para(f"Now: {state}.")
            inf = m.get("influence") or {}
            if inf:
                para(
                    "Influence: "
                    + ", ".join(f"{FAMILIES[int(f)]} {n}" for f, n in sorted(inf.items()))
                )
            ctrl = m.get("controller")
            para(f"Controlled by {FAMILIES[ctrl]}." if ctrl is not None else "Nobody controls it.",
                 "highlight")  # fmt: skip
            return out
        c = sc.state.cards[sp.cid]
        heading(f"{FAMILIES[c.family]}'s {c.type}")
        para(CARD_TEXT.get(c.type, ""))
        if sp.slot.zone == "under":
            para("Hidden under a Book: only you see it until the Book reveals it."
                 if sp.lies_down else "Revealed from under a Book.", "gold_dim")  # fmt: skip
        elif sp.lies_down:
            para(
                "Face down: it has acted (or was stabbed); it still counts as influence.",
                "gold_dim",
            )
        if c.type in RESOLUTION_ORDER:
            para(f"Resolves {RESOLUTION_ORDER.index(c.type) + 1} of {len(RESOLUTION_ORDER)} in the Rebellion.",
                 "text_dim")  # fmt: skip
        return out
