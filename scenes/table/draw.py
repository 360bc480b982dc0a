"""Drawing the table: background, cards, the prompt, the picker, the side panel, hovers.

Everything costly is cached: the background per window size, card surfaces per size in the
``Painter``, text surfaces per string and size, the log's wrapped lines per width. A frame only
blits, except for cards in flight or mid-flip, which are scaled from a cached surface. A game's
drawer (a ``TableDrawer`` subclass) adds its labels, score track, badges and preview words.
"""

from __future__ import annotations

from contextlib import nullcontext

import pygame

from scenes.render.card_tools import wrap
from scenes.table.ahead import Ahead
from scenes.table.base_layer import BaseLayer, background
from scenes.table.choice_row import RowButton, RowStyle, lay_row, picker_cells
from scenes.table.flight import ScaledCards, flight_sizes, other_size
from scenes.table.keys import draw_focus
from scenes.table.layout import CARD_RATIO, Slot
from scenes.table.log_box import LogBox
from scenes.table.paint import NotKept
from scenes.table.preview import PREVIEW_CARD_SHARE, preview_layout
from scenes.table.prompts import MENU

PANEL_LABELS = {"undo": "Undo (Ctrl+Z)", "hint": "Hint (H)", "menu": "Menu (Esc)"}
HINT_PENDING = "Working out a hint\u2026"  # the hint line while its answer is on its way
# The pointer rests this long on a card before its large preview shows, so sweeping across
# the hand (or leaving the pointer there while the opponent plays) opens nothing.
HOVER_DELAY = 0.35
# Steps of a face painted ahead in one frame (scenes.render.cards.Stepped: a face has four to
# six, each a fraction of a millisecond at 1920x1080).
AHEAD_STEPS = 1


class TableDrawer:
    preview_card_share = PREVIEW_CARD_SHARE  # of the hover preview's height and width, at most

    def __init__(self, scene) -> None:
        self.scene = scene
        self.focus_sprite = None
        self.log_spots: list = []  # the glossary words of the log as last drawn (see _log)
        self.log_drawn: list[pygame.Rect] = []  # and where its lines lay
        # The prompt's words and the bubbles as last drawn: ("prompt" or "bubble", rect).
        self.words_drawn: list[tuple[str, pygame.Rect]] = []
        self._hover: list | None = None  # [sprite, since, shown] for the hover preview
        self._bg: tuple | None = None
        self._glow: tuple | None = None
        self._view_key = None
        self._view_prompt = None
        self._view = None
        self._log_box = LogBox()  # the side panel's log (scenes.table.log_box)
        self._prompt_cache: tuple | None = None
        self._row: list[RowButton] = []  # the choice buttons of the cached prompt geometry
        self._layer = BaseLayer()  # background, labels and side panel (scenes.table.base_layer)
        self._scaled = ScaledCards()  # cards in flight between two sizes (scenes.table.flight)
        self._ahead = Ahead()  # where the moving cards stop, painted before (scenes.table.ahead)
        self._surfaces: dict[int, pygame.Surface] = {}  # this frame's card surfaces, by sprite
        self._drawn_version: int | None = None  # the scene's version when last drawn
        self._shades: dict = {}
        self._wraps: dict = {}
        self._hint_wrap: tuple | None = None

    def invalidate(self) -> None:
        self._layer.clear()
        self._scaled.clear()
        self._ahead.clear()
        self._bg = None
        self._glow = None
        self._log_box.clear()
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
            self.viewed(self._view)
        return self._view

    def viewed(self, view: dict) -> None:
        """A new view is drawn from now on (a game keeps what it works out from it)."""

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
        row: list[RowButton] = []
        if p is not None:
            row = lay_row(
                [label for label, _ in p.buttons],
                lay.button_room(),
                lambda px: sc.painter.fonts.get("ui", px),
                self.row_style(),
            )
            for (label, action), b in zip(p.buttons, row, strict=True):
                buttons.append((label, action, b.rect))
            if p.picker:
                cells = picker_cells(len(p.picker), p.picker_kind, lay.picker_area(), lay.scale)
                picker = [(lab, act, r) for (lab, act), r in zip(p.picker, cells, strict=True)]
        geo = (buttons, picker)
        self._prompt_cache = (key, geo, p)
        self._row = row
        return geo

    def row_style(self) -> RowStyle:
        """The choice buttons' measures at this window size: labels of the prompt's size, and
        down to a little under the log's size when they wrap or shrink to fit."""
        lay = self.scene.layout
        return RowStyle(
            px=lay.font_px,
            small_px=lay.small_px,
            min_px=min(lay.small_px, max(10, round(lay.small_px * 0.8))),
            height=lay.button_h,
            pad=round(14 * lay.scale),
            gap=round(10 * lay.scale),
        )

    def row_buttons(self) -> list[RowButton]:
        """The prompt's choice buttons as laid now, with their labels' lines."""
        self._prompt_geometry()
        return list(self._row)

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
        zones = sc.board.zones
        found: set[int] = set()
        for zone, targets_here in p.card_targets(sc.viewer):
            for sp in zones.get(zone, []):
                if sp.cid is not None and sp.cid in targets_here and not sp.leaving:
                    out.append(("card", targets_here[sp.cid], sp.rect, sp))
                    found.add(sp.cid)
        # A card an earlier step of a held choice moved (played, in the copy only) still lies
        # where it was on the table, raised: it answers the later step there (the Oathbound
        # followed by the Fool, which takes the Oathbound back).
        chosen = set(sc.choice.chosen()) if sc.choice else set()
        for _zone, targets_here in p.card_targets(sc.viewer):
            for cid in set(targets_here) & chosen - found:
                sp = next((x for x in sc.board.sprites if x.cid == cid and not x.leaving), None)
                if sp is not None:
                    out.append(("card", targets_here[cid], sp.rect, sp))
                    found.add(cid)
        for zone, by_index in p.places.items():
            for i, sp in enumerate(zones.get(zone, [])):
                act = by_index.get(i, by_index.get(-1))
                if act is not None and not sp.leaving:
                    out.append(("card", act, sp.rect, sp))
        for zone, ways in p.menus.items():
            for sp in zones.get(zone, []):
                if sp.cid is not None and sp.cid in ways and not sp.leaving:
                    out.append(("card", f"{MENU}{sp.cid}", sp.rect, sp))
        out += self.token_hits(p)
        return out

    def token_hits(self, p) -> list:
        """Clickable token sprites (the viewer's King): ("king", action, rect, sprite)."""
        return []

    def hand_sprites(self):
        """The viewer's hand, left to right as the fan lays it (the number keys pick from it):
        the row's order (the board keeps each zone in the view's order), not where each card
        is on its way there, so a key pressed while the hand settles picks the card that lands
        in that place (play-test finding 20)."""
        sc = self.scene
        zone = (sc.layout.drag_zone, sc.viewer)
        return [sp for sp in sc.board.zones.get(zone, []) if not sp.leaving]

    # ----- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        view = self.view()
        lay = sc.layout
        sc.glossary.spots = list(self.log_spots)  # the prompt's words are added as it is drawn
        self.words_drawn = []
        made, parts = sc.painter.cache.made, self._layer.draws
        acted = self._drawn_version not in (None, sc.version)  # a move applied this frame
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
        dim_seats = self.dimmed_seats(view)
        dragged = sc.drag["hit"][3] if sc.drag else None
        # Cards picked for the first steps of a choice under way: raised and ringed, not dimmed.
        chosen = set(sc.choice.chosen()) if sc.choice else set()
        if sc.menu is not None:
            chosen.add(sc.menu)  # the card whose ways the buttons offer
        if sc.prompt is not None and sc._human_may_act():
            chosen |= sc.prompt.about
        focus_drawn: dict[int, pygame.Rect] = {}  # where the focused card lies, raised
        placed = []  # (sprite, its mark, how far it is raised, whether picked)
        for sp in sc.board.draw_order():
            if sp is dragged:
                continue
            mark = None
            picked = sp.cid is not None and sp.cid in chosen and not sp.token
            if id(sp) in target_sprites or picked:
                mark = "hi"
            elif sp.slot.zone in dim_zones and not sp.token and sp.slot.seat in (-1, sc.viewer):
                mark = "dim"
            elif sp.slot.seat in dim_seats:
                mark = "dim"
            raise_px = 0
            if id(sp) in target_sprites and sp is hover_sprite and sp.slot.zone == "hand":
                raise_px = round(14 * lay.scale)
            if picked and sp.slot.zone == "hand":
                raise_px = round(24 * lay.scale)
            placed.append((sp, mark, raise_px, picked))
        # The cards' surfaces first: a frame that paints one leaves the still layer's parts to
        # the next (scenes.table.base_layer), so the two costs never meet in one frame.
        self._surfaces = {id(sp): self._surface_for(sp, view, mark) for sp, mark, _, _ in placed}
        surface.blit(self._base(view, hold=sc.painter.cache.made != made), (0, 0))
        self.under_cards(surface, view)
        for sp, mark, raise_px, picked in placed:
            self._sprite(surface, sp, view, mark, raise_px)
            if sp is self.focus_sprite:
                focus_drawn[id(sp)] = sp.rect.move(0, -raise_px)
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
        self._surfaces = {}
        self.over_cards(surface, view)
        self._prompt(surface, view, hint_action)
        self._bubbles(surface)
        draw_focus(sc, surface, focus_drawn)
        if dragged is not None:
            # Where to drop it: the layout's drop place lights up while a card is carried.
            zone = lay.drop_mark
            if zone is not None:
                over = zone.collidepoint(sc.mouse)
                pygame.draw.rect(
                    surface, sc.painter.color("highlight" if over else "gold_dim"), zone,
                    max(2, round((4 if over else 2) * lay.scale)),
                    border_radius=round(12 * lay.scale),
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
        self._drawn_version = sc.version
        if not acted and sc.painter.cache.made == made and self._layer.draws == parts:
            self._paint_ahead(view)

    def _paint_ahead(self, view) -> None:
        """In a frame that did nothing costly, paint the surface of one place a moving card
        will stop at, unless they are all painted (scenes.table.ahead)."""
        sc = self.scene
        if not sc.board.busy or self._ahead.walked == (sc.version, len(sc.board.sprites)):
            return  # (every stop of these paths is painted)
        painter = sc.painter
        stepping = getattr(painter.art, "stepping", None)  # an art painting faces in steps
        record, painter.on_face = painter.on_face, None  # painted, not shown
        try:
            with stepping(AHEAD_STEPS) if stepping is not None else nullcontext():
                painted = self._ahead.paint_one(
                    sc.board.all_sprites(), lambda slot: sc.layout.slot_rect(slot).size,
                    lambda sp, size: self._painted(sp, view, None, size), lambda: painter.cache.made,
                )  # fmt: skip
        finally:
            painter.on_face = record
        if not painted:
            self._ahead.walked = (sc.version, len(sc.board.sprites))

    def under_cards(self, surface, view) -> None:
        """What a game draws on the table under the cards (the Throne's glow)."""

    def over_cards(self, surface, view) -> None:
        """What a game draws over the cards, under the prompt (badges, notes)."""

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

    def _base(self, view, hold: bool = False) -> pygame.Surface:
        """Background, labels and the side panel: one kept surface, redrawn a part a frame when
        what it shows changes, after the frame of a move or of a card painted (``hold``:
        scenes.table.base_layer)."""
        sc = self.scene
        lay = sc.layout
        hover = tuple(r.collidepoint(sc.mouse) for r in lay.panel_buttons.values())
        undo = ("undo" in lay.panel_buttons and sc.can_undo(), sc.panel_note)
        self._fit_hint(view)  # where the log lies, under the hint's lines
        panel = (
            self._view_key, sc.hint, getattr(sc, "hint_pending", False), hover,
            sc.state.current_seat, undo, tuple(lay.log_rect),
        )  # fmt: skip
        acted = self._drawn_version not in (None, sc.version)  # a move applied this frame
        log = (
            (self._log_box.shows_key(self, view), self._log_area(),
             lambda surf: self._panel(surf, view, log=False),
             lambda surf: self._log_box.draw(self, surf, view, keep=False))
        )  # fmt: skip
        return self._layer.get(
            (lay.size, sc.viewer, sc.curtain), self._view_key, panel, self._background(), lay,
            lambda surf: self.labels(surf, view), lambda surf: self._panel(surf, view),
            hold=acted or hold, spread=sc.board.busy, log=log,
        )  # fmt: skip

    def labels(self, surface, view) -> None:
        """The quiet labels of the table: seat names, zone names, counts (the game's)."""

    def dimmed_seats(self, view) -> set[int]:
        """Seats whose cards are all shaded (a seat out of the round; none by default)."""
        return set()

    def _dim_zones(self) -> set[str]:
        """Zones whose cards are shaded while the prompt asks from them (the lit ones answer)."""
        return set()

    def _background(self) -> pygame.Surface:
        lay = self.scene.layout
        if not self._bg or self._bg[0] != lay.size:
            self._bg = (lay.size, background(lay, self.scene.painter))
        return self._bg[1]

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

    def warm(self, view) -> None:
        """Render (without drawing) every card of ``view`` at the size of its zone."""
        sc = self.scene
        painter = sc.painter
        board = sc.board
        record, painter.on_face = painter.on_face, None
        try:
            for (zone, seat), ids in board.zones_of(view).items():
                size = sc.layout.slot_rect(Slot(zone, seat)).size
                painter.back(size)
                for cid in ids:
                    if cid is None or not board.shows_face(zone, seat, view["seat"], True):
                        continue
                    self.face_surface(cid, view, None, size)
        finally:
            painter.on_face = record

    def _surface_for(self, sp, view, mark, size=None):
        """Sprite ``sp`` at ``size``, else as it is now (scaled while between two sizes)."""
        if size is not None:
            return self._painted(sp, view, mark, size)
        paint, drawn = flight_sizes(sp)
        other = other_size(sp, paint) if paint != drawn else None
        if other is not None:
            # On its way between two sizes: scaled from the surface of the size it is painted
            # at, or while that is not painted yet (the painter-ahead is at it), from the one
            # of its other size, rather than painting a face in this frame.
            surf = self._kept(sp, view, mark, paint) or self._kept(sp, view, mark, other)
            if surf is not None:
                return self._scaled.get(surf, drawn)
        return self._scaled.get(self._painted(sp, view, mark, paint), drawn)

    def _kept(self, sp, view, mark, size) -> pygame.Surface | None:
        """Sprite ``sp``'s surface at ``size`` if the painter holds it, else None (nothing is
        painted)."""
        cache = self.scene.painter.cache
        cache.only_kept = True
        try:
            return self._painted(sp, view, mark, size)
        except NotKept:
            return None
        finally:
            cache.only_kept = False

    def _painted(self, sp, view, mark, size):
        if sp.token:
            return self.token_surface(sp, view, mark, size)
        if sp.face_up and sp.cid is not None:
            return self.sprite_face(sp, view, mark, size)
        return self.back_surface(sp, view, mark, size)

    def sprite_face(self, sp, view, mark, size) -> pygame.Surface:
        """A face-up sprite's face (a game may draw it by where it lies)."""
        return self.face_surface(sp.cid, view, mark, size)

    def face_surface(self, cid: int, view, mark, size) -> pygame.Surface:
        """Card ``cid``'s face as it lies now (a game adds its current values, halves lit...)."""
        return self.scene.painter.face(cid, size, mark=mark)

    def back_surface(self, sp, view, mark, size) -> pygame.Surface:
        """A face-down card; a known card lying down (``sp.lies_down``) is marked so."""
        return self.scene.painter.back(size, lying_down=sp.lies_down, mark=mark)

    def token_surface(self, sp, view, mark, size) -> pygame.Surface:
        """A token sprite (the game's; The Imposter Kings' seat Kings)."""
        return self.scene.painter.back(size, mark=mark)

    def _sprite(self, surface, sp, view, mark, raise_px) -> None:
        surf = self._surfaces.get(id(sp)) or self._surface_for(sp, view, mark)
        r = sp.rect
        cx, cy = r.center
        cy -= round(sp.lift_px) + raise_px
        if sp.flip_scale < 0.999:
            w = max(1, round(surf.get_width() * sp.flip_scale))
            surf = pygame.transform.scale(surf, (w, surf.get_height()))
        if sp.leaving and sp.active is None and not sp.steps:
            return
        surface.blit(surf, surf.get_rect(center=(cx, cy)))

    def prompt_words(self, view) -> str | None:
        """The line over the table: whose screen it is behind a curtain, the end's words, the
        prompt of the person to act, or who is thinking."""
        sc = self.scene
        st = sc.state
        p = sc.prompt
        text = None
        if sc.curtain:
            seat = st.current_seat
            if seat is None:
                text = ""
            elif sc.session.is_human(seat):
                text = f"Pass the screen to {sc.names[seat]}"
            else:  # a computer moves behind the curtain: the screen goes to nobody yet
                text = f"{sc.names[seat]} is thinking..."
        elif st.match_over:
            text = self.match_over_words(view)
        elif st.round_over:
            text = self.round_over_words(view)
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
        return text

    def _prompt(self, surface, view, hint_action) -> None:
        sc = self.scene
        lay = sc.layout
        p = sc.prompt
        text = self.prompt_words(view)
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
        for (_label, action, rect), b in zip(buttons, self._row, strict=True):
            hover = rect.collidepoint(sc.mouse) or rect == focused
            self._button(surface, rect, "", hover, action == hint_action)
            lh = sc.painter.fonts.get("ui", b.px).get_linesize()
            y = rect.centery - lh * len(b.lines) // 2
            for line in b.lines:
                t = self._text(line, b.px, "button_text")
                surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
                y += lh
        if picker:
            area = (
                picker[0][2]
                .unionall([r for _, _, r in picker])
                .inflate(round(24 * lay.scale), round(24 * lay.scale))
            )
            surface.blit(self._shade(area.size, (10, 8, 6, 215)), area)
            for label, action, rect in picker:
                hover = rect.collidepoint(sc.mouse) or rect == focused
                self.picker_entry(surface, p, label, action, rect, hover, action == hint_action)

    def picker_entry(self, surface, p, label, action, rect, hover, hinted) -> None:
        """One entry of the picker: a button with its label (a game may draw a card instead)."""
        lay = self.scene.layout
        self._button(surface, rect, "", hover, hinted)
        t = self._text(label, lay.font_px, "button_text")
        surface.blit(t, t.get_rect(center=rect.center))

    def match_over_words(self, view) -> str:
        st = self.scene.state
        return f"{self.scene.names[st.winner]} wins the match!"

    def round_over_words(self, view) -> str:
        return "The round is over."

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
        self.words_drawn.append(("prompt", bg))
        surface.blit(self._shade(bg.size, (0, 0, 0, 120)), bg)
        for s, r in zip(surfs, rects, strict=True):
            surface.blit(s, r)
        # Glossary words, dotted underneath: their meaning shows when the pointer rests there.
        for (line, px), r in zip(drawn, rects, strict=True):
            font = sc.painter.fonts.get("ui", px)
            sc.glossary.mark(surface, line, font, r.topleft, sc.painter.color("gold"))

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

    def _log_area(self) -> pygame.Rect:
        """The log's part of the side panel (the still layer paints it on its own): the panel's
        width from under the score to over the hint, as a line may reach a pixel past the box."""
        lay = self.scene.layout
        lr = lay.log_rect
        top = min(lr.y, lay.score_rect.bottom)
        bottom = max(lr.bottom, lay.hint_line.y)
        return pygame.Rect(lay.panel.x, top, lay.panel.w, bottom - top)

    def _fit_hint(self, view) -> tuple[pygame.Rect, list[str]]:
        """The hint's box and lines: the box grows to hold every line, the log above gives
        up the room (a review of a finished match asks for room of its own: ``panel_room``)."""
        sc = self.scene
        lay = sc.layout
        hint = sc.hint
        lines = self._hint_lines(view, hint) if hint is not None else []
        font = sc.painter.fonts.get("ui", lay.small_px)
        hr = lay.fit_hint(max(len(lines) * font.get_linesize(), getattr(sc, "panel_room", 0)))
        return hr, lines

    def _panel(self, surface, view, log: bool = True) -> None:
        """The side panel: score, log (unless ``log`` is False: the still layer paints it as
        a part of its own), hint or note, buttons."""
        sc = self.scene
        lay = sc.layout
        self.score(surface, view)
        font = sc.painter.fonts.get("ui", lay.small_px)
        hr, lines = self._fit_hint(view)
        if log:
            self._log(surface, view)
        y = hr.y
        for ln in lines:
            t = self._text(ln, lay.small_px, "highlight")
            surface.blit(t, (hr.x, y))
            y += font.get_linesize()
        # Until the hint comes, the box says it is on its way (over an older note).
        note = HINT_PENDING if getattr(sc, "hint_pending", False) else sc.panel_note
        undo_rect = lay.panel_buttons.get("undo")
        if undo_rect is not None and undo_rect.collidepoint(sc.mouse) and not sc.can_undo():
            note = sc.session.undo_limit_note() or note  # why the dimmed button does nothing
        if not lines and note:
            for ln in wrap(font, note, hr.w)[:3]:
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

    def score(self, surface, view) -> None:
        """The score track at the panel's top (``layout.score_rect``): the game's."""

    def _hint_lines(self, view, hint) -> list[str]:
        """The hint wrapped to its box: the move in the table's words, then why (the reason
        never repeats the move)."""
        sc = self.scene
        lay = sc.layout
        words = self.action_words(hint[0], view)
        font = sc.painter.fonts.get("ui", lay.small_px)
        key = (hint, words, lay.hint_line.w, lay.small_px)
        cached = self._hint_wrap
        if cached is None or cached[0] != key:
            reason = hint[1].strip()
            text = f"Hint: {words}. {reason}" if reason else f"Hint: {words}."
            cached = self._hint_wrap = (key, wrap(font, text, lay.hint_line.w))
        return cached[1]

    def action_words(self, action: str, view) -> str:
        """A legal action in the table's words (the hint names the move so)."""
        return action

    def _log(self, surface, view) -> None:
        self._log_box.draw(self, surface, view)

    def _bubbles(self, surface) -> None:
        sc = self.scene
        lay = sc.layout
        clock = sc.board.clock
        for b in sc.board.bubbles:
            if b.start > clock:
                continue
            t = self._text(b.text, lay.big_px, "ink", "title")
            pos = lay.bubble_pos(b.seat, t.get_height())
            r = t.get_rect(center=pos).inflate(round(22 * lay.scale), round(10 * lay.scale))
            self.words_drawn.append(("bubble", r))
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
        """The hovered card shown large in the side panel, over the older lines of the log:
        nothing on the table is covered. A game adds the card's words (``preview_lines``)."""
        sc = self.scene
        if sp.cid is None or sp.token or not sp.face_up and not self.peeks(sp, view):
            if sp.token:
                self.token_preview(surface, view, sp)
            return
        lay = sc.layout
        area = lay.preview_rect
        pad = lay.margin
        h, lines = preview_layout(self, view, sp)  # the words as large as fit (preview.py)
        w = round(h * CARD_RATIO)
        face = self.preview_face(view, sp, (w, h))
        box = pygame.Rect(area.x + pad, area.y + pad + h + pad, area.w - 2 * pad, 0)
        box.h = area.bottom - box.y - pad
        used = self._lines_height(lines, box.h)
        bottom = min(area.bottom, box.y + used + pad)
        self._preview_card(surface, pygame.Rect(area.x, area.y, area.w, bottom - area.y))
        surface.blit(face, face.get_rect(midtop=(area.centerx, area.y + pad)))
        self._draw_lines(surface, lines, box)

    def peeks(self, sp, view) -> bool:
        """Whether hovering a face-down card the viewer knows shows it large (your own
        face-down places)."""
        return sp.slot.seat == view["seat"]

    def preview_face(self, view, sp, size) -> pygame.Surface:
        """The hovered card's face in the preview."""
        return self.face_surface(sp.cid, view, None, size)

    def preview_lines(self, view, sp, width: int) -> list[tuple[str, str, str, int]]:
        """The hover preview's words under the card, as (text, colour, font role, px) lines."""
        return []

    def preview_text(self, view, sp):
        """The preview's words as ``preview.Said`` parts it sizes (None: ``preview_lines``)."""
        return None

    def token_preview(self, surface, view, sp) -> None:
        """A hovered token sprite's preview (the game's)."""

    def _preview_card(self, surface, rect) -> None:
        """The preview's ground: solid, so the log lines under it do not show through; it
        ends at a log line's edge, so no line shows cut in half below it."""
        sc = self.scene
        lay = sc.layout
        lr = lay.log_rect
        lh = self._log_box.line_height
        if lh and lr.y < rect.bottom < lr.bottom:
            rows = -(-(rect.bottom - lr.y - 2) // lh)  # log rows the preview reaches into
            rect = pygame.Rect(
                rect.x, rect.y, rect.w, min(lr.bottom, lr.y + 2 + rows * lh) - rect.y
            )
        radius = round(6 * lay.scale)
        pygame.draw.rect(surface, (14, 10, 8), rect, border_radius=radius)
        pygame.draw.rect(
            surface, sc.painter.color("gold_dim"), rect, max(1, round(lay.scale)),
            border_radius=radius,
        )  # fmt: skip

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
