"""Drawing the table: background, cards, labels, the prompt, the picker, the side panel, hovers.

Everything costly is cached: the background per window size, card surfaces per size in the
``Painter``, text surfaces per string and size, the log's wrapped lines per width. A frame only
blits, except for cards in flight or mid-flip, which are scaled from a cached surface.
"""

from __future__ import annotations

import pygame

from scenes.render.cards import wrap
from scenes.table.animator import PRIVATE, shows_face, view_zones
from scenes.table.hover import card_facts, is_muted
from scenes.table.layout import CARD_RATIO, Slot
from scenes.table.prompts import button_words

ROW_LABELS = (
    ("antechamber", "Antechamber"),
    ("condemned", "Condemned"),
    ("exhaust", "Exhausted"),
    ("army", "Army"),
    ("picked", "Signature picks"),
)


PANEL_LABELS = {"undo": "Undo (Ctrl+Z)", "hint": "Hint (H)", "menu": "Menu (Esc)"}
# The pointer rests this long on a card before its large preview shows, so sweeping across
# the hand (or leaving the pointer there while the opponent plays) opens nothing.
HOVER_DELAY = 0.35


def _is_id(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _blend(c1, c2, t):
    return tuple(round(a + (b - a) * t) for a, b in zip(c1, c2, strict=False))


PREVIEW_CARD_MIN = 0.3  # the hover preview's card is at least this share of its area's height


class TableDrawer:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.focus_sprite = None
        self.log_spots: list = []  # the glossary words of the log as last drawn (see _log)
        self._hover: list | None = None  # [sprite, since, shown] for the hover preview
        self._bg: tuple | None = None
        self._glow: tuple | None = None
        self._view_key = None
        self._view_prompt = None
        self._view = None
        self._log_cache: tuple | None = None
        self._prompt_cache: tuple | None = None
        self._base_cache: tuple | None = None
        self._shades: dict = {}
        self._wraps: dict = {}
        self._hint_wrap: tuple | None = None

    def invalidate(self) -> None:
        self._base_cache = None
        self._bg = None
        self._glow = None
        self._log_cache = None
        self._prompt_cache = None

    # ----- cached view -----------------------------------------------------------------------

    def view(self) -> dict:
        sc = self.scene
        key = (sc.version, sc.viewer, sc.curtain, sc.state.round_no, id(sc.prompt))
        # (the prompt itself is kept and compared by identity: a new prompt may reuse an id)
        if key != self._view_key or self._view_prompt is not sc.prompt:
            self._view_key = key
            self._view_prompt = sc.prompt
            self._view = sc.view()
            self._values = self._current_values(self._view)
        return self._view

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

    # ----- geometry of the prompt ------------------------------------------------------------

    def _prompt_geometry(self):
        sc = self.scene
        lay = sc.layout
        p = sc.prompt
        key = (id(p), lay.size)
        if self._prompt_cache and self._prompt_cache[0] == key and self._prompt_cache[2] is p:
            return self._prompt_cache[1]
        buttons = []
        picker = []
        if p is not None:
            font = sc.painter.fonts.get("ui", lay.font_px)
            pad = round(14 * lay.scale)
            widths = [font.size(label)[0] + 2 * pad for label, _ in p.buttons]
            gap = round(10 * lay.scale)
            total = sum(widths) + gap * max(0, len(widths) - 1)
            x = lay.prompt.centerx - total // 2
            y = lay.prompt.y + lay.font_px + round(10 * lay.scale)
            y = min(y, lay.prompt.bottom - lay.button_h)
            for (label, action), w in zip(p.buttons, widths, strict=True):
                buttons.append((label, action, pygame.Rect(x, y, w, lay.button_h)))
                x += w + gap
            if p.picker:
                top = lay.band(lay.top_seats[0]).bottom if lay.top_seats else 0
                area = pygame.Rect(
                    lay.court_row.x - round(70 * lay.scale), top + round(12 * lay.scale),
                    lay.court_row.w + round(140 * lay.scale),
                    lay.prompt.y - top - round(24 * lay.scale),
                )  # fmt: skip
                n = len(p.picker)
                cols = n if p.picker_kind == "numbers" else min(n, max(4, (n + 1) // 2))
                rows = (n + cols - 1) // cols
                g = round(6 * lay.scale)
                cell_w = (area.w - g * (cols + 1)) / cols
                cell_h = (area.h - g * (rows + 1)) / rows
                if p.picker_kind == "names":
                    cell_w = min(cell_w, cell_h * CARD_RATIO)
                    cell_h = cell_w / CARD_RATIO
                else:
                    cell_w = cell_h = min(cell_w, cell_h, 96 * lay.scale)
                grid_w = cols * cell_w + (cols - 1) * g
                grid_h = rows * cell_h + (rows - 1) * g
                x0 = area.centerx - grid_w / 2
                y0 = area.centery - grid_h / 2
                for i, (label, action) in enumerate(p.picker):
                    r, c = divmod(i, cols)
                    rect = pygame.Rect(
                        round(x0 + c * (cell_w + g)), round(y0 + r * (cell_h + g)),
                        round(cell_w), round(cell_h),
                    )  # fmt: skip
                    picker.append((label, action, rect))
        geo = (buttons, picker)
        self._prompt_cache = (key, geo, p)
        return geo

    def hits(self):
        sc = self.scene
        out = []
        lay = sc.layout
        for name, rect in lay.panel_buttons.items():
            out.append(("panel", name, rect, None))
        if not sc._human_may_act():
            return out
        p = sc.prompt
        buttons, picker = self._prompt_geometry()
        for _label, action, rect in picker:
            out.append(("picker", action, rect, None))
        for _label, action, rect in buttons:
            out.append(("button", action, rect, None))
        targets = p.targets()
        zones = sc.board.zones
        viewer = sc.viewer
        for zone in (
            ("court", -1),
            ("antechamber", viewer),
            ("condemned", viewer),
            ("hand", viewer),
        ):
            for sp in zones.get(zone, []):
                if sp.cid is not None and sp.cid in targets and not sp.leaving:
                    src = {"court": p.court, "antechamber": p.antechamber, "condemned": p.condemned, "hand": p.hand}[zone[0]]  # fmt: skip
                    if sp.cid in src:
                        out.append(("card", src[sp.cid], sp.rect, sp))
        for zone, targets_here in p.zones.items():
            for sp in zones.get(zone, []):
                if sp.cid is not None and sp.cid in targets_here and not sp.leaving:
                    out.append(("card", targets_here[sp.cid], sp.rect, sp))
        if p.king:
            king = sc.board.kings.get(viewer)
            if king is not None:
                out.append(("king", p.king, king.rect, king))
        return out

    def hand_sprites(self):
        sc = self.scene
        lst = [sp for sp in sc.board.zones.get(("hand", sc.viewer), []) if not sp.leaving]
        return sorted(lst, key=lambda sp: sp.x)

    # ----- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        view = self.view()
        lay = sc.layout
        sc.glossary.spots = list(self.log_spots)  # the prompt's words are added as it is drawn
        surface.blit(self._base(view), (0, 0))
        self._throne_glow(surface, view)
        hits = self.hits()
        target_sprites = {id(h[3]): h[1] for h in hits if h[0] in ("card", "king")}
        hint_action = sc.hint[0] if sc.hint else None
        covered = sc.covered()
        hover_sprite = None
        if sc.drag is None and not covered:
            hs = sc.board.sprite_at(sc.mouse) if sc.layout.table.collidepoint(sc.mouse) else None
            hover_sprite = hs
        keyed = False
        if self.focus_sprite is not None and not covered:
            if not self.focus_sprite.leaving:
                hover_sprite, keyed = self.focus_sprite, True
        show_preview = self._rested(hover_sprite, keyed)
        dim_zones = self._dim_zones()
        dragged = sc.drag["hit"][3] if sc.drag else None
        # Cards picked for the first steps of a choice under way: raised and ringed, not dimmed.
        chosen = set(sc.choice.chosen()) if sc.choice else set()
        for sp in sc.board.draw_order():
            if sp is dragged:
                continue
            mark = None
            picked = sp.cid is not None and sp.cid in chosen and not sp.king
            if id(sp) in target_sprites or picked:
                mark = "hi"
            elif sp.slot.zone in dim_zones and not sp.king and sp.slot.seat in (-1, sc.viewer):
                mark = "dim"
            raise_px = 0
            if id(sp) in target_sprites and sp is hover_sprite and sp.slot.zone == "hand":
                raise_px = round(14 * lay.scale)
            if picked and sp.slot.zone == "hand":
                raise_px = round(24 * lay.scale)
            self._sprite(surface, sp, view, mark, raise_px)
            if picked:
                pygame.draw.rect(
                    surface, sc.painter.color("highlight"), sp.rect.move(0, -raise_px).inflate(6, 6),
                    max(2, round(4 * lay.scale)), border_radius=round(8 * lay.scale),
                )  # fmt: skip
            if hint_action and target_sprites.get(id(sp)) == hint_action:
                pygame.draw.rect(
                    surface, sc.painter.color("gold"), sp.rect.move(0, -raise_px).inflate(8, 8),
                    max(2, round(3 * lay.scale)), border_radius=round(8 * lay.scale),
                )  # fmt: skip
        self._badges(surface, view)
        self._prompt(surface, view, hint_action)
        self._bubbles(surface)
        if dragged is not None:
            # Where to drop it: the Court lights up while a card is carried.
            zone = lay.court_row.inflate(round(24 * lay.scale), round(40 * lay.scale))
            over = zone.collidepoint(sc.mouse)
            pygame.draw.rect(
                surface, sc.painter.color("highlight" if over else "gold_dim"), zone,
                max(2, round((4 if over else 2) * lay.scale)), border_radius=round(12 * lay.scale),
            )  # fmt: skip
            ox, oy = sc.drag["offset"]
            r = dragged.rect
            r.topleft = (sc.mouse[0] - ox, sc.mouse[1] - oy)
            surf = self._surface_for(dragged, view, "hi", r.size)
            surface.blit(surf, r)
        if show_preview and sc.drag is None:
            self._preview(surface, view, hover_sprite)
        if sc.guide is not None:
            sc.guide.draw(surface)
        sc.glossary.draw(surface)

    def _rested(self, sprite, keyed: bool) -> bool:
        """Whether the large preview of ``sprite`` shows now: at once for a card the keyboard
        focused, else once the pointer has rested ``HOVER_DELAY`` seconds on it (and it stays
        while the pointer is on that card)."""
        sc = self.scene
        if sprite is None:
            self._hover = None
            return False
        if self._hover is None or self._hover[0] is not sprite:
            self._hover = [sprite, sc.time, False]
        if keyed:
            self._hover[2] = True
        if not self._hover[2]:
            since = max(self._hover[1], sc.moved_at)
            self._hover[2] = sc.time - since >= HOVER_DELAY
        return self._hover[2]

    def _base(self, view) -> pygame.Surface:
        """Background, labels and the side panel: one cached surface, redrawn when they change."""
        sc = self.scene
        lay = sc.layout
        hover = tuple(r.collidepoint(sc.mouse) for r in lay.panel_buttons.values())
        undo = ("undo" in lay.panel_buttons and sc.can_undo(), sc.undo_note)
        key = (
            lay.size, self._view_key, len(sc.log.entries), sc.log_scroll, sc.hint, hover,
            sc.state.current_seat, undo,
        )  # fmt: skip
        if self._base_cache is not None and self._base_cache[0] == key:
            return self._base_cache[1]
        base = self._background().copy()
        self._labels(base, view)
        self._panel(base, view)
        self._base_cache = (key, base)
        return base

    def _name_label(self, s: int, view) -> str:
        sc = self.scene
        you = s == view["seat"] and sc.session.is_human(s)
        name = sc.names[s] + (" (you)" if you else "")
        seat = view["seats"][s]
        if s != view["seat"]:
            n = seat["hand"] if isinstance(seat["hand"], int) else len(seat["hand"])
            name += f"  -  {n} card{'s' if n != 1 else ''} in hand"
        if seat["out"]:
            name += "  -  out"
        if s == view["true_king"]:
            name += "  -  True King"
        return name

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

    def _background(self) -> pygame.Surface:
        sc = self.scene
        lay = sc.layout
        if self._bg and self._bg[0] == lay.size:
            return self._bg[1]
        surf = pygame.Surface(lay.size)
        table = None
        try:
            from scenes.render.table import table_surface

            table = table_surface(lay.table.size, sc.painter.theme)
        except Exception:
            table = None
        if table is None:
            table = pygame.Surface(lay.table.size)
            base = sc.painter.color("table")
            edge = sc.painter.color("table_edge")
            w, h = lay.table.size
            table.fill(edge)
            steps = 24
            for i in range(steps):
                t = i / (steps - 1)
                r = pygame.Rect(0, 0, round(w * (1 - 0.5 * t)), round(h * (1 - 0.5 * t)))
                r.center = (w // 2, h // 2)
                pygame.draw.ellipse(
                    table, _blend(edge, base, min(1, 0.35 + t)), r.inflate(w * 0.5, h * 0.5)
                )
        surf.blit(table, lay.table.topleft)
        panel = lay.panel
        pygame.draw.rect(surf, sc.painter.color("panel"), panel)
        pygame.draw.line(
            surf,
            sc.painter.color("panel_edge"),
            panel.topleft,
            panel.bottomleft,
            max(1, round(2 * lay.scale)),
        )
        self._bg = (lay.size, surf)
        return surf

    def _shade(self, size, rgba) -> pygame.Surface:
        """A translucent panel of ``size`` (cached: menus and prompts reuse a few sizes)."""
        key = (tuple(size), rgba)
        surf = self._shades.get(key)
        if surf is None:
            if len(self._shades) > 64:
                self._shades.clear()
            surf = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill(rgba)
            self._shades[key] = surf
        return surf

    def _wrapped(self, font, px: int, text: str, width: int) -> list[str]:
        """``wrap`` with a cache, for text drawn every frame (the hover preview)."""
        key = (text, width, px)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 4000:
                self._wraps.clear()
            lines = self._wraps[key] = wrap(font, text, width)
        return lines

    def _text(self, s, px, color="text", role="ui"):
        sc = self.scene
        return sc.painter.text(s, role, px, sc.painter.color(color))

    def _labels(self, surface, view) -> None:
        """Quiet labels: names, empty Successor and Dungeon places, zone names."""
        sc = self.scene
        lay = sc.layout
        sp = lay.small_px
        tiny = max(9, sp - 3)
        faint = sc.painter.color("gold_dim")
        line = max(1, round(lay.scale))
        for s in range(sc.n):
            # Empty places of the side zones, so a player knows where a Successor or Dungeon goes.
            places = [("successor", "Successor")]
            if lay.dungeon:
                places.append(("dungeon", "Dungeon"))
            if lay.counts.get(("squire", s)):
                places.insert(1, ("squire", "Squire"))
            for zone, label in places:
                r = lay.slot_rect(Slot(zone, s))
                if zone != "squire":
                    pygame.draw.rect(surface, faint, r, line, border_radius=max(2, r.w // 12))
                t = self._text(label, tiny, "text_dim")
                surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 1)))
            x, y = lay.name_pos(s)
            t = self._text(self._name_label(s, view), lay.font_px, "gold")
            surface.blit(t, (x, y))
            status = seat_status(view["seats"][s])
            if status:
                st = self._text(status, sp, "highlight")
                surface.blit(st, (x + t.get_width() + round(14 * lay.scale),
                                  y + (t.get_height() - st.get_height()) // 2))  # fmt: skip
            if s == sc.state.current_seat and not sc.state.round_over:
                dot = (x - round(8 * lay.scale), y + t.get_height() // 2)
                radius = max(2, round(4 * lay.scale))
                pygame.draw.circle(surface, sc.painter.color("highlight"), dot, radius)
        for r, label in self.row_labels():
            surface.blit(self._text(label, tiny, "text_dim"), r)
        self._draft(surface, view)
        r = lay.anchor("accused")
        t = self._text("Accused", sp, "text_dim")
        surface.blit(t, (r.x, r.y - t.get_height() - 2))
        if view["court"]:
            first = lay.slot_rect(Slot("court", -1, 0, len(view["court"])))
            t = self._text("Court", sp, "text_dim")
            surface.blit(t, (first.x, first.y - t.get_height() - round(20 * lay.scale)))
        if view["unused"]:
            r = lay.anchor("unused")
            t = self._text("Unused", tiny, "text_dim")
            surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 1)))
        for r, label in self.pile_labels(view):
            surface.blit(self._text(label, tiny, "text_dim"), r)

    def row_labels(self) -> list[tuple[pygame.Rect, str]]:
        """Each seat's rows at the right of its hand, named above their first card."""
        sc = self.scene
        lay = sc.layout
        font = sc.painter.fonts.get("ui", max(9, lay.small_px - 3))
        out = []
        for s in range(sc.n):
            for zone, label in ROW_LABELS:
                n = lay.counts.get((zone, s))
                if n:
                    r = lay.anchor(zone, s)
                    if lay.stacked(zone, s):
                        label = f"{label} ({n})"
                    w, h = font.size(label)
                    out.append((pygame.Rect(r.x, r.y - h - 1, w, h), label))
        return out

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

    def _throne_glow(self, surface, view) -> None:
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

    def warm(self, view) -> None:
        """Render (without drawing) every card of ``view`` at the size of its zone."""
        sc = self.scene
        painter = sc.painter
        record, painter.on_face = painter.on_face, None
        try:
            for (zone, seat), ids in view_zones(view).items():
                size = sc.layout.slot_rect(Slot(zone, seat)).size
                painter.back(size)
                for cid in ids:
                    if cid is None or not shows_face(zone, seat, view["seat"], True):
                        continue
                    card = sc.state.cards[cid]
                    cur = self._values.get(cid)
                    cur = cur if cur is not None and cur != card.value else None
                    painter.face(cid, size, current=cur, muted=is_muted(view, card))
        finally:
            painter.on_face = record

    def _surface_for(self, sp, view, mark, size=None):
        sc = self.scene
        painter = sc.painter
        w, h = size if size is not None else (round(sp.w), round(sp.h))
        if sp.moving and size is None:
            w = max(4, round(w / 4) * 4)
            h = round(w / CARD_RATIO)
        if sp.king:
            seat = view["seats"][sp.slot.seat] if 0 <= sp.slot.seat < len(view["seats"]) else {}
            return painter.king(
                (w, h), true_king=sp.slot.seat == view["true_king"], face_up=sp.face_up, mark=mark,
                facet=seat.get("facet"),
            )  # fmt: skip
        if sp.face_up and sp.cid is not None:
            card = sc.state.cards[sp.cid]
            cur = self._values.get(sp.cid)
            cur = cur if cur is not None and cur != card.value else None
            if sp.cid in view["disgraced"]:
                cur = None  # still turning face down: its face shows what it was
            return painter.face(sp.cid, (w, h), current=cur, muted=is_muted(view, card), mark=mark)
        return painter.back((w, h), disgraced=sp.disgraced, mark=mark)

    def _sprite(self, surface, sp, view, mark, raise_px) -> None:
        surf = self._surface_for(sp, view, mark)
        r = sp.rect
        cx, cy = r.center
        cy -= round(sp.lift_px) + raise_px
        if sp.flip_scale < 0.999:
            w = max(1, round(surf.get_width() * sp.flip_scale))
            surf = pygame.transform.scale(surf, (w, surf.get_height()))
        if sp.leaving and sp.active is None and not sp.steps:
            return
        surface.blit(surf, surf.get_rect(center=(cx, cy)))

    def _badges(self, surface, view) -> None:
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
                surface.blit(small, small.get_rect(midtop=(r.centerx, r.bottom + 2)))
        if view["mystic"] is not None:
            t = self._text(
                f"Mystic: base value {view['mystic']} is Muted (counts as 3)",
                lay.small_px,
                "highlight",
            )
            surface.blit(
                t,
                (
                    lay.court_row.centerx - t.get_width() // 2,
                    lay.court_row.y - t.get_height() - round(22 * lay.scale),
                ),
            )

    def _prompt(self, surface, view, hint_action) -> None:
        sc = self.scene
        lay = sc.layout
        st = sc.state
        p = sc.prompt
        text = None
        if sc.curtain:
            seat = st.current_seat
            text = f"Pass the screen to {sc.names[seat]}" if seat is not None else ""
        elif st.match_over:
            text = f"{sc.names[st.winner]} wins the match!"
        elif st.round_over:
            text = "The round is over."
        elif p is not None and sc._human_may_act():
            text = p.text
        elif st.current_seat is not None and sc.guide is not None and sc.guide.current:
            text = f"{sc.names[st.current_seat]} waits while you read the note"
        elif st.current_seat is not None:
            who = sc.names[st.current_seat]
            text = (
                f"{who} is thinking..."
                if not sc.session.is_human(st.current_seat)
                else f"Waiting for {who}"
            )
        if text:
            self._prompt_text(surface, text)
        if p is None or not sc._human_may_act():
            return
        buttons, picker = self._prompt_geometry()
        focused = None
        if sc.focus is not None:
            keyed = [h for h in self.hits() if h[0] != "panel"]
            if sc.focus < len(keyed) and keyed[sc.focus][0] in ("button", "picker"):
                focused = keyed[sc.focus][2]
        for label, action, rect in buttons:
            hover = rect.collidepoint(sc.mouse) or rect == focused
            self._button(surface, rect, label, hover, action == hint_action)
        if picker:
            area = (
                picker[0][2]
                .unionall([r for _, _, r in picker])
                .inflate(round(24 * lay.scale), round(24 * lay.scale))
            )
            surface.blit(self._shade(area.size, (10, 8, 6, 215)), area)
            for label, action, rect in picker:
                hover = rect.collidepoint(sc.mouse) or rect == focused
                if p.picker_kind == "names":
                    face = sc.painter.name_face(label, rect.size)
                    surface.blit(face, rect)
                    if hover or action == hint_action:
                        pygame.draw.rect(
                            surface,
                            sc.painter.color("highlight"),
                            rect,
                            max(2, round(3 * lay.scale)),
                            border_radius=max(2, rect.w // 12),
                        )
                else:
                    self._button(surface, rect, "", hover, action == hint_action)
                    num = self._text(label, lay.big_px, "button_text", "title")
                    surface.blit(
                        num, num.get_rect(midtop=(rect.centerx, rect.y + round(4 * lay.scale)))
                    )
                    # Which cards the number would Mute, so the choice reads in card names.
                    y = rect.y + num.get_height() + round(6 * lay.scale)
                    for name in self._names_of_value(int(label)):
                        t = self._text(name, max(8, lay.small_px - 3), "text_dim")
                        if y + t.get_height() > rect.bottom:
                            break
                        surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
                        y += t.get_height()

    def _prompt_text(self, surface, text: str) -> None:
        """The prompt line; a long one (the expansion's) wraps onto a second, smaller line
        upwards, so the buttons under it stay where they are."""
        sc = self.scene
        lay = sc.layout
        width = lay.prompt.w - round(20 * lay.scale)
        t = self._text(text, lay.font_px, "text", "ui")
        surfs = [t]
        drawn = [(text, lay.font_px)]  # each line's words and size, for the glossary marks
        if t.get_width() > width:
            px = lay.small_px
            font = sc.painter.fonts.get("ui", px)
            lines = wrap(font, text, width)
            while len(lines) > 2 and px > 9:
                px -= 1
                font = sc.painter.fonts.get("ui", px)
                lines = wrap(font, text, width)
            surfs = [self._text(line, px, "text", "ui") for line in lines[:2]]
            drawn = [(line, px) for line in lines[:2]]
            if len(lines) > 2:
                px = max(9, round(lay.font_px * width / t.get_width()))
                surfs = [self._text(text, px, "text", "ui")]
                drawn = [(text, px)]
        lh = max(s.get_height() for s in surfs)
        top = lay.prompt.y + t.get_height() - lh * len(surfs)
        rects = [s.get_rect(midtop=(lay.prompt.centerx, top + i * lh)) for i, s in enumerate(surfs)]
        bg = rects[0].unionall(rects[1:]).inflate(round(20 * lay.scale), round(6 * lay.scale))
        surface.blit(self._shade(bg.size, (0, 0, 0, 120)), bg)
        for s, r in zip(surfs, rects, strict=True):
            surface.blit(s, r)
        # Glossary words, dotted underneath: their meaning shows when the pointer rests there.
        for (line, px), r in zip(drawn, rects, strict=True):
            font = sc.painter.fonts.get("ui", px)
            sc.glossary.mark(surface, line, font, r.topleft, sc.painter.color("gold"))

    def _names_of_value(self, value: int) -> list[str]:
        from game.imposter.cards import card

        return [n for n in self.scene.state.mode.names if card(n).value == value]

    def _button(self, surface, rect, label, hover, hinted, big=False) -> None:
        sc = self.scene
        lay = sc.layout
        rad = max(3, round(6 * lay.scale))
        pygame.draw.rect(
            surface,
            sc.painter.color("button_hover" if hover else "button"),
            rect,
            border_radius=rad,
        )
        edge = "highlight" if hinted else "gold"
        pygame.draw.rect(
            surface,
            sc.painter.color(edge),
            rect,
            max(1, round((3 if hinted else 1.5) * lay.scale)),
            border_radius=rad,
        )
        if label:
            t = self._text(label, lay.big_px if big else lay.font_px, "button_text")
            surface.blit(t, t.get_rect(center=rect.center))

    def _panel(self, surface, view) -> None:
        sc = self.scene
        lay = sc.layout
        sr = lay.score_rect
        row = sr.h // (sc.n + 1)
        t = self._text("Score  (first to 7)", lay.small_px, "text_dim")
        surface.blit(t, (sr.x, sr.y))
        keys = self._text("Keys: ? or F1", max(9, lay.small_px - 2), "text_dim")
        surface.blit(keys, keys.get_rect(topright=(sr.right, sr.y)))
        for s in range(sc.n):
            y = sr.y + row * (s + 1)
            seat = view["seats"][s]
            name = sc.names[s]
            nt = self._text(name, lay.small_px, "gold" if s == view["true_king"] else "text")
            surface.blit(nt, (sr.x, y + (row - nt.get_height()) // 2))
            score = seat["score"]
            pip = max(3, round(row * 0.22))
            x0 = sr.right - 7 * (2 * pip + round(3 * lay.scale)) - round(36 * lay.scale)
            for i in range(7):
                c = (x0 + i * (2 * pip + round(3 * lay.scale)) + pip, y + row // 2)
                if i < score:
                    pygame.draw.circle(surface, sc.painter.color("gold"), c, pip)
                else:
                    pygame.draw.circle(
                        surface, sc.painter.color("gold_dim"), c, pip, max(1, round(lay.scale))
                    )
            st_ = self._text(f"{score}/7", lay.small_px, "text")
            surface.blit(st_, (sr.right - st_.get_width(), y + (row - st_.get_height()) // 2))
        hint = sc.hint
        lines = self._hint_lines(view, hint) if hint is not None else []
        font = sc.painter.fonts.get("ui", lay.small_px)
        # The hint's box grows to hold every line; the log above gives up the room.
        # (a review of a finished match asks for room of its own there: ``panel_room``)
        hr = lay.fit_hint(max(len(lines) * font.get_linesize(), getattr(sc, "panel_room", 0)))
        self._log(surface, view)
        y = hr.y
        for ln in lines:
            t = self._text(ln, lay.small_px, "highlight")
            surface.blit(t, (hr.x, y))
            y += font.get_linesize()
        if not lines and sc.undo_note:
            for ln in wrap(font, sc.undo_note, hr.w)[:3]:
                surface.blit(self._text(ln, lay.small_px, "text_dim"), (hr.x, y))
                y += font.get_linesize()
        for name, rect in lay.panel_buttons.items():
            label = PANEL_LABELS.get(name, name)
            if name == "undo" and not sc.can_undo():
                self._button(surface, rect, "", False, False)
                dim = sc.painter.color("panel")
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((*dim[:3], 150))
                surface.blit(veil, rect.topleft)
                t = self._text(label, lay.font_px, "text_dim")
                surface.blit(t, t.get_rect(center=rect.center))
                continue
            self._button(surface, rect, label, rect.collidepoint(sc.mouse), False)

    def _hint_lines(self, view, hint) -> list[str]:
        """The hint wrapped to its box: the move in the table's words, then why (the reason
        never repeats the move)."""
        sc = self.scene
        lay = sc.layout
        words = _action_words(hint[0])
        if words == hint[0] and view["seat"] >= 0:
            # An expansion action: the words its button says.
            label = button_words(hint[0], view, sc.state.cards, sc.names)
            words = label[:1].lower() + label[1:]
        font = sc.painter.fonts.get("ui", lay.small_px)
        key = (hint, words, lay.hint_line.w, lay.small_px)
        cached = self._hint_wrap
        if cached is None or cached[0] != key:
            reason = hint[1].strip()
            text = f"Hint: {words}. {reason}" if reason else f"Hint: {words}."
            cached = self._hint_wrap = (key, wrap(font, text, lay.hint_line.w))
        return cached[1]

    def _log(self, surface, view) -> None:
        sc = self.scene
        lay = sc.layout
        lr = lay.log_rect
        if lr.h <= 0:
            return
        # The log says "you" only to a person: an all-computer table is told in third person.
        seat = view["seat"]
        viewer = seat if seat >= 0 and sc.session.is_human(seat) else -1
        lines = sc.log.lines(viewer)
        key = (viewer, len(lines), lr.w, lay.small_px, id(lines))
        if not self._log_cache or self._log_cache[0] != key:
            font = sc.painter.fonts.get("ui", lay.small_px)
            rows = []
            width = lr.w - round(10 * lay.scale)
            if len(self._wraps) > 4000:
                self._wraps.clear()
            for text, style in lines:
                parts = self._wraps.get((text, width, lay.small_px))
                if parts is None:
                    parts = wrap(font, text, width)
                    self._wraps[(text, width, lay.small_px)] = parts
                for i, part in enumerate(parts):
                    rows.append(("  " + part if i else part, style))
            self._log_cache = (key, rows, font.get_linesize())
        _, rows, lh = self._log_cache
        visible = max(1, lr.h // lh)
        sc.log_scroll = min(sc.log_scroll, max(0, len(rows) - visible))
        end = len(rows) - sc.log_scroll
        start = max(0, end - visible)
        pygame.draw.rect(surface, (22, 16, 12), lr, border_radius=round(6 * lay.scale))
        # The newest line lies at the bottom even while the log is short: the hover preview
        # covers the top of this box, never the latest news.
        y = lr.y + 2 + (visible - (end - start)) * lh
        font = sc.painter.fonts.get("ui", lay.small_px)
        marks = sc.glossary
        marks.spots = []
        for text, style in rows[start:end]:
            color = {"turn": "gold_dim", "big": "highlight"}.get(style, "text")
            t = self._text(text, lay.small_px, color)
            surface.blit(t, (lr.x + round(5 * lay.scale), y))
            marks.mark(
                surface, text, font, (lr.x + round(5 * lay.scale), y), sc.painter.color("gold_dim")
            )
            y += lh
        self.log_spots = list(marks.spots)
        if sc.log_scroll:
            t = self._text(
                "(scrolled: wheel down for the newest)", max(9, lay.small_px - 3), "text_dim"
            )
            surface.blit(t, (lr.x + 4, lr.bottom - t.get_height()))

    def _bubbles(self, surface) -> None:
        sc = self.scene
        lay = sc.layout
        clock = sc.board.clock
        for b in sc.board.bubbles:
            if b.start > clock:
                continue
            band = lay.band(b.seat)
            t = self._text(b.text, lay.big_px, "ink", "title")
            if b.seat == sc.viewer:
                pos = (band.centerx, band.y - round(50 * lay.scale))
            else:
                pos = (band.centerx, band.bottom + round(8 * lay.scale) + t.get_height() // 2)
            r = t.get_rect(center=pos).inflate(round(22 * lay.scale), round(10 * lay.scale))
            pygame.draw.rect(surface, sc.painter.color("parchment"), r, border_radius=r.h // 2)
            pygame.draw.rect(
                surface,
                sc.painter.color("gold_dim"),
                r,
                max(1, round(2 * lay.scale)),
                border_radius=r.h // 2,
            )
            surface.blit(t, t.get_rect(center=r.center))

    def _preview(self, surface, view, sp) -> None:
        """The hovered card shown large with its name, values and full text, in the side
        panel over the older lines of the log: nothing on the table is covered."""
        sc = self.scene
        if sp.king or sp.cid is None:
            if sp.king:
                self._king_preview(surface, view, sp)
            return
        zone = sp.slot.zone
        mine = sp.slot.seat == view["seat"]
        if zone in PRIVATE and not mine and not sp.face_up:
            return
        lay = sc.layout
        if zone == "army" and mine and lay.stacked(zone, sp.slot.seat):
            self._army_peek(surface, view)
            return
        facts = card_facts(
            view, sc.state.cards, sp.cid, zone, self._values.get(sp.cid), sc.state, mine
        )
        area = lay.preview_rect
        pad = lay.margin
        lines = self._facts_lines(facts, area.w - 2 * pad)
        # The card gives up height (down to PREVIEW_CARD_MIN of the area) so its words fit whole.
        need = self._lines_height(lines, area.h)
        h = min(round(area.h * 0.55), round((area.w - 2 * pad) * 0.7 / CARD_RATIO))
        h = max(min(h, area.h - need - 3 * pad), round(area.h * PREVIEW_CARD_MIN))
        w = round(h * CARD_RATIO)
        face = sc.painter.face(sp.cid, (w, h), current=facts.current, muted=facts.muted)
        box = pygame.Rect(area.x + pad, area.y + pad + h + pad, area.w - 2 * pad, 0)
        box.h = area.bottom - box.y - pad
        used = self._lines_height(lines, box.h)
        bottom = min(area.bottom, box.y + used + pad)
        self._preview_card(surface, pygame.Rect(area.x, area.y, area.w, bottom - area.y))
        surface.blit(face, face.get_rect(midtop=(area.centerx, area.y + pad)))
        self._draw_lines(surface, lines, box)

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

    def _preview_card(self, surface, rect) -> None:
        """The preview's ground: solid, so the log lines under it do not show through."""
        sc = self.scene
        lay = sc.layout
        radius = round(6 * lay.scale)
        pygame.draw.rect(surface, (14, 10, 8), rect, border_radius=radius)
        pygame.draw.rect(
            surface, sc.painter.color("gold_dim"), rect, max(1, round(lay.scale)),
            border_radius=radius,
        )  # fmt: skip

    def _facts_lines(self, facts, width: int) -> list[tuple[str, str, str, int]]:
        """The preview's words as (text, colour, font role, px) lines wrapped to ``width``."""
        lay = self.scene.layout
        font = self.scene.painter.fonts.get("ui", lay.small_px)
        px = lay.small_px
        lines = [(facts.name, "gold", "title", lay.big_px)]
        if facts.current is not None:
            value = f"Value {facts.current} now (printed {facts.value})"
        else:
            value = f"Value {facts.value}"
        lines.append((value, "text", "ui", px))
        if facts.keywords:
            for ln in self._wrapped(font, px, ", ".join(facts.keywords), width):
                lines.append((ln, "gold_dim", "ui", px))
        for ln in self._wrapped(font, px, facts.text, width):
            lines.append((ln, "text_dim" if facts.muted else "text", "ui", px))
        for note in facts.notes:
            for ln in self._wrapped(font, px, note, width):
                lines.append((ln, "highlight", "ui", px))
        return lines

    def _lines_height(self, lines, room: int) -> int:
        fonts = self.scene.painter.fonts
        used = 0
        for _text, _col, role, px in lines:
            lh = fonts.get(role, px).get_linesize()
            if used + lh > room:
                break
            used += lh
        return used

    def _draw_lines(self, surface, lines, rect) -> None:
        fonts = self.scene.painter.fonts
        y = rect.y
        for text, col, role, px in lines:
            lh = fonts.get(role, px).get_linesize()
            if y + lh > rect.bottom:
                break
            surface.blit(self._text(text, px, col, role), (rect.x, y))
            y += lh

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


def seat_status(seat: dict) -> str:
    """A seat's lasting expansion effects in a few words: its King's facet, the Conspiracist's
    window and the Exile's Mute."""
    parts = []
    facet = seat.get("facet")
    if facet and facet != "King":
        parts.append(facet)
    consp = seat.get("conspiracy") or 0
    if consp:
        until = "this turn and next" if consp > 1 else "until their turn ends"
        parts.append(f"Conspiracy: hand and Antechamber +1 and Steadfast {until}")
    if seat.get("exile"):
        parts.append("Exile: every card Muted until their next turn")
    return "  |  ".join(parts)


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
