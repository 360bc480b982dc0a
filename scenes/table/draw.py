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
from scenes.table.choice_row import RowButton
from scenes.table.flight import ScaledCards
from scenes.table.keys import draw_focus
from scenes.table.log_box import LogBox
from scenes.table.panel_draw import TablePanel
from scenes.table.preview_draw import TablePreviewDrawing
from scenes.table.prompt_draw import TablePrompt
from scenes.table.prompts import MENU
from scenes.table.surfaces import TableSurfaces

# The pointer rests this long on a card before its large preview shows, so sweeping across
# the hand (or leaving the pointer there while the opponent plays) opens nothing.
HOVER_DELAY = 0.35
# Steps of a face painted ahead in one frame (scenes.render.cards.Stepped: a face has four to
# six, each a fraction of a millisecond at 1920x1080).
AHEAD_STEPS = 1


class TableDrawer(TablePrompt, TablePanel, TablePreviewDrawing, TableSurfaces):
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
        sc.recap.draw(surface)
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
            (lambda: self._log_box.shows_key(self, view), self._log_area(),
             lambda surf: self._panel(surf, view, log=False),
             lambda surf, bg, area: self._log_box.draw(self, surf, view, False, (bg, area)))
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
