"""Drawing The Imposter Kings' table: its labels, score track, Throne, badges and previews.

The shared drawer (``scenes.table.draw.TableDrawer``) draws the cards, the prompt, the panel
and the log; this adds seat names and zone labels, the score track, the Throne's glow and
value badge, the Mystic's note, the name and number pickers, each King, and the hover facts.
"""

from __future__ import annotations

import pygame

from scenes.imposter.table.draw_labels import ImposterLabels
from scenes.imposter.table.draw_preview import ImposterPreview
from scenes.imposter.table.hover import is_muted
from scenes.imposter.table.merc import merc_action_words
from scenes.imposter.table.party import party_action_words
from scenes.imposter.table.prompts import button_words
from scenes.table.draw import TableDrawer
from scenes.table.layout import Slot


class ImposterDrawer(ImposterPreview, ImposterLabels, TableDrawer):
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

    def keep_cloth(self) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The cloth under the Assassin's catch and its title, or None when there is none."""
        lay = self.scene.layout
        n = lay.counts.get(("keep", -1), 0)
        if not n:
            return None
        rects = [lay.slot_rect(Slot("keep", -1, i, n)) for i in range(n)]
        area = rects[0].unionall(rects[1:])
        title = self._text("The Assassin's catch: keep one in secret", lay.small_px, "gold")
        pad = lay.margin
        box = area.inflate(2 * pad, 2 * pad)
        box.y -= title.get_height() + pad // 2
        box.h += title.get_height() + pad // 2
        box.w = max(box.w, title.get_width() + 2 * pad)
        box.centerx = area.centerx
        return box, title

    def _keep_cloth(self, surface) -> None:
        cloth = self.keep_cloth()
        if cloth is None:
            return
        box, title = cloth
        surface.blit(self._shade(box.size, (8, 6, 4, 225)), box)
        surface.blit(
            title, title.get_rect(midtop=(box.centerx, box.y + self.scene.layout.margin // 2))
        )

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
